"""Attività: the air wings (`fly`): 1 point a hex, above zones of control, picking up and
dropping units, never landing on rock or enemy units, shot down over enemy artillery."""

from __future__ import annotations

from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.state import DEAD

from .helpers_movement import A, H, game, order, paint, put, refused


def test_a_wing_flies_one_point_a_hex_whatever_the_terrain():
    # Attività: per il movimento delle unità aeree ogni esagono nuovo in cui si entra costa 1
    state = game()
    paint(state, "rock", "0513", "0514")
    paint(state, "dark", "0515")
    wing = put(state, H, Kind.WING, "0512")
    order(state, H, f"fly {wing.id} 0513 0514 0515 0516")
    assert wing.place == "0516" and wing.mp_used == 4


def test_a_wing_never_lands_on_rock_or_on_enemy_units():
    # Attività: le ali trasporto non possono atterrare in esagoni di montagna o occupati
    state = game()
    paint(state, "rock", "0514")
    wing = put(state, H, Kind.WING, "0512")
    put(state, A, Kind.HARVESTER, "0612")
    assert refused(state, H, f"fly {wing.id} 0513 0514").message.id == "santini-fly-no-landing"
    assert refused(state, H, f"fly {wing.id} 0612").message.id == "santini-fly-no-landing"
    order(state, H, f"fly {wing.id} 0612 0613")
    assert wing.place == "0613"


def test_a_wing_picks_up_and_drops_units_along_its_flight_and_they_move_no_more():
    # Attività: le ali possono raccogliere unità a metà del volo e rilasciarle prima della
    # fine; le unità trasportate non possono utilizzare in quel turno i loro punti movimento
    state = game()
    wing = put(state, H, Kind.WING, "0512")
    a = put(state, H, Kind.INFANTRY, "0512")
    b = put(state, H, Kind.INFANTRY, "0514")
    order(state, H, f"fly {wing.id.lower()} +{a.id.lower()} 0513 0514 +{b.id} 0515 -{a.id} 0516")
    assert (a.place, b.place, wing.place) == ("0515", "0516", "0516")
    assert a.locked and b.locked
    assert refused(state, H, f"move {a.id} 0514").message.id == "santini-move-locked"


def test_a_wing_carries_four_steps_at_most():
    # Attività: ogni unità aerea può trasportare fino a 4 step
    state = game()
    wing = put(state, H, Kind.WING, "0512")
    units = [put(state, H, Kind.INFANTRY, "0512") for _ in range(2)]
    spy = put(state, H, Kind.SPY, "0512")
    ids = ",".join(u.id for u in units)
    err = refused(state, H, f"fly {wing.id} +{ids},{spy.id} 0513")
    assert err.message.id == "santini-fly-overloaded"
    order(state, H, f"fly {wing.id} +{ids} 0513")
    assert all(u.place == "0513" for u in units)


def test_a_wing_over_enemy_artillery_is_shot_down_with_its_whole_load():
    # Attività: se una ala trasporto transita su un esagono occupato da artiglierie nemiche,
    # viene automaticamente abbattuta ed eliminata con il suo intero carico
    state = game()
    wing = put(state, H, Kind.WING, "0512")
    a = put(state, H, Kind.INFANTRY, "0512")
    put(state, A, Kind.ARTILLERY, "0514")
    events = order(state, H, f"fly {wing.id} +{a.id} 0513 0514 0515")
    assert wing.place == a.place == DEAD
    assert any(e.kind == "shot_down" for e in events)


def test_a_wing_flies_over_zoc_but_pays_one_more_to_take_off_or_land_in_it():
    # Attività: è possibile decollare ed atterrare in zoc nemica pagando un punto aggiuntivo
    state = game()
    put(state, A, Kind.INFANTRY, "0612")
    put(state, A, Kind.INFANTRY, "0515")
    wing = put(state, H, Kind.WING, "0512")
    order(state, H, f"fly {wing.id} 0513 0514")
    assert wing.mp_used == 2 + 1 + 1


def test_no_wing_flies_in_a_turn_of_tempeste_bassa_quota():
    # Descrizione Carte, Tempeste Bassa Quota: blocca tutte le ali trasporto
    state = game()
    wing = put(state, H, Kind.WING, "0512")
    state.low_storms = state.turn
    assert refused(state, H, f"fly {wing.id} 0513").message.id == "santini-fly-grounded"


def test_a_wing_may_not_fly_into_a_storm():
    # Tempeste: nessuna unità può volontariamente muovere dentro una tempesta
    state = game()
    state.storms[0].hex = "0513"
    wing = put(state, H, Kind.WING, "0512")
    assert refused(state, H, f"fly {wing.id} 0513 0514").message.id == "santini-move-storm"

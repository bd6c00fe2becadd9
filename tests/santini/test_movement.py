"""Attività: moving units on the ground (`move`): the terrain table, zones of control,
stacking, storms, scouts, worms, the Fremen past the map's edge, and batches of orders."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.rulesets.santini import activity
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.state import DEAD, HOME, Battle

from .helpers_movement import A, E, F, H, game, order, paint, put, refused


def test_a_stack_moves_along_a_path_of_light_desert_one_point_a_hex():
    # Attività: le unità hanno dei punti movimento che utilizzano in base al costo del terreno
    state = game()
    a = put(state, H, Kind.INFANTRY, "0512")
    b = put(state, H, Kind.INFANTRY, "0512")
    events = order(state, H, f"move {a.id},{b.id} 0513 0514 0515")
    assert a.place == b.place == "0515"
    assert a.mp_used == 3
    assert "0512 0513 0514 0515" in str(events[0].text.args)


def test_a_unit_moves_several_times_while_points_remain_then_no_further():
    # Attività: movement points are spent hex by hex; a unit may move again with the rest
    state = game()
    a = put(state, H, Kind.INFANTRY, "0512")
    order(state, H, f"move {a.id} 0513 0514\nmove {a.id} 0515 0516")
    assert a.place == "0516"
    err = refused(state, H, f"move {a.id} 0517")
    assert err.message.id == "santini-move-no-points"


def test_dark_desert_costs_infantry_two_and_armour_three():
    # Attività: Fant 1/1/2/2, Corazzati 1/1/3/No
    state = game()
    paint(state, "dark", "0513", "0514")
    inf = put(state, H, Kind.INFANTRY, "0512")
    arm = put(state, H, Kind.ARMOUR, "0512")
    order(state, H, f"move {inf.id},{arm.id} 0513 0514")
    assert (inf.mp_used, arm.mp_used) == (4, 6)


def test_armour_may_not_enter_rock_and_the_refusal_lists_the_hexes_it_may_enter():
    # Attività: sulle montagne non possono transitare i corazzati, le artiglierie, ...
    state = game()
    paint(state, "rock", "0513")
    arm = put(state, H, Kind.ARMOUR, "0512")
    err = refused(state, H, f"move {arm.id} 0513")
    assert err.message.id == "santini-move-terrain"
    assert err.hint.id == "santini-move-hint-open"
    assert "0513" not in err.hint.args["hexes"] and "0511" in err.hint.args["hexes"]


def test_a_scout_lets_its_infantry_cross_rock_and_dark_desert_at_one_point_a_hex():
    # Nota sugli Scout: fanterie, comandi e leaders in stack con uno scout ... 1 punto
    state = game(active=A)
    paint(state, "rock", "0513", "0514")
    paint(state, "dark", "0515")
    inf = put(state, A, Kind.INFANTRY, "0512")
    scout = put(state, A, Kind.SCOUT, "0512")
    order(state, A, f"move {inf.id},{scout.id} 0513 0514 0515")
    assert inf.place == scout.place == "0515" and inf.mp_used == 3


def test_entering_an_enemy_combat_units_zoc_ends_the_move():
    # Attività: la zoc di unità combattenti nemiche blocca il movimento
    state = game()
    put(state, A, Kind.INFANTRY, "0515")
    a = put(state, H, Kind.INFANTRY, "0512")
    err = refused(state, H, f"move {a.id} 0513 0514 0514")
    assert err.message.id in ("santini-move-zoc-stops", "santini-move-not-adjacent")
    err = refused(state, H, f"move {a.id} 0513 0514 0614")
    assert err.message.id == "santini-move-zoc-stops"
    order(state, H, f"move {a.id} 0513 0514")
    assert a.place == "0514"
    assert refused(state, H, f"move {a.id} 0513").message.id == "santini-move-no-points"


def test_a_unit_that_starts_in_a_zoc_may_leave_it_and_go_on():
    # Attività: una unità che inizia il movimento in una zoc nemica può uscirne e continuare
    state = game()
    put(state, A, Kind.INFANTRY, "0515")
    a = put(state, H, Kind.INFANTRY, "0514")
    order(state, H, f"move {a.id} 0513 0512 0511")
    assert a.place == "0511"


def test_from_one_zoc_to_another_the_move_stops_again():
    # Attività: oppure spostarsi in un altro esagono di zoc ed interrompere nuovamente
    state = game()
    put(state, A, Kind.INFANTRY, "0515")
    a = put(state, H, Kind.INFANTRY, "0514")
    assert refused(state, H, f"move {a.id} 0614 0613").message.id == "santini-move-zoc-stops"
    order(state, H, f"move {a.id} 0614")
    assert a.place == "0614" and a.mp_used == 4


def test_the_zoc_of_enemy_counters_that_do_not_fight_stops_no_move():
    # Attività: only combat units' zoc (fanteria, corazzati, artiglieria, guardia) blocks
    state = game()
    put(state, A, Kind.HARVESTER, "0515")
    a = put(state, H, Kind.INFANTRY, "0512")
    order(state, H, f"move {a.id} 0513 0514 0614 0714")
    assert a.place == "0714"


def test_spies_ignore_zoc_and_enter_enemy_hexes_but_no_other_unit_does():
    # Attività: non si possono muovere unità diverse dalle spie in un esagono occupato
    state = game()
    put(state, A, Kind.INFANTRY, "0514")
    spy = put(state, H, Kind.SPY, "0512")
    inf = put(state, H, Kind.INFANTRY, "0512")
    err = refused(state, H, f"move {inf.id} 0513 0514")
    assert err.message.id in ("santini-move-enemy-hex", "santini-move-zoc-stops")
    order(state, H, f"move {spy.id} 0513 0514 0515")
    assert spy.place == "0515"


def test_no_more_than_three_combat_units_at_the_end_but_friends_may_be_passed_over():
    # Attività: si può passare sopra unità amiche anche in eccesso al numero massimo
    state = game()
    for _ in range(3):
        put(state, H, Kind.INFANTRY, "0513")
    a = put(state, H, Kind.INFANTRY, "0512")
    assert refused(state, H, f"move {a.id} 0513").message.id == "santini-move-stack-full"
    order(state, H, f"move {a.id} 0513 0514")
    assert a.place == "0514"


def test_no_unit_moves_into_a_storm_and_one_under_a_storm_on_rock_may_not_move():
    # Tempeste: nessuna unità può volontariamente muovere dentro una tempesta; se una
    # tempesta si ferma sopra unità in città o in montagna, queste non possono muovere
    state = game()
    state.storms[0].hex = "0513"
    a = put(state, H, Kind.INFANTRY, "0512")
    assert refused(state, H, f"move {a.id} 0513").message.id == "santini-move-storm"
    paint(state, "rock", "0520")
    state.storms[1].hex = "0520"
    b = put(state, H, Kind.INFANTRY, "0520")
    assert refused(state, H, f"move {b.id} 0519").message.id == "santini-move-pinned"


def test_a_batch_applies_its_lines_in_order_and_stops_at_the_first_refusal():
    # Attività: ciascun giocatore muove tutti i suoi pezzi (one message of lines)
    state = game()
    a = put(state, H, Kind.INFANTRY, "0512")
    b = put(state, H, Kind.INFANTRY, "0812")
    with pytest.raises(RuleError):
        order(state, H, f"move {a.id} 0513\nmove {b.id} 0813 0899\nmove {a.id} 0514")
    assert a.place == "0513" and b.place == "0812"
    order(state, H, f"move {b.id} 0813; move {a.id} 0514; done")
    assert (a.place, b.place) == ("0514", "0813")
    assert state.initiative[state.active] == state.seat_of(A)


def test_no_move_once_the_player_has_attacked():
    # Attività: ciascun giocatore muove tutti i suoi pezzi e poi esegue tutti gli attacchi
    state = game()
    a = put(state, H, Kind.INFANTRY, "0512")
    state.attacked_turn, state.attacked_hexes = state.turn, {state.seat_of(H): ["0813"]}
    assert refused(state, H, f"move {a.id} 0513").message.id == "santini-move-after-attacks"


def test_while_a_declared_battle_is_fought_the_attacker_neither_moves_nor_ends():
    # Attività: una volta dichiarato l'attacco a un esagono, va eseguito
    state = game()
    a = put(state, H, Kind.INFANTRY, "0512")
    b = put(state, A, Kind.INFANTRY, "0612")
    state.battle = Battle(attacker=state.seat_of(H), defender=state.seat_of(A), hex=b.place,
                          units=[a.id])
    assert activity.waiting(state) == []
    assert refused(state, H, "done").message.id == "santini-activity-battle-open"
    assert refused(state, H, f"move {a.id} 0511").message.id == "santini-move-after-attacks"


def test_only_the_active_player_moves():
    # Attività: seguendo l'ordine, ciascun giocatore muove
    state = game(active=A)
    a = put(state, H, Kind.INFANTRY, "0512")
    assert refused(state, H, f"move {a.id} 0513").message.id == "santini-not-your-activity"


def test_fremen_moving_past_the_edge_go_back_to_arrakis_and_others_may_not():
    # Attività: le unità Fremen che muovono oltre il bordo vengono riposizionate su Arrakis
    state = game(active=F)
    f = put(state, F, Kind.INFANTRY, "0102")
    order(state, F, f"move {f.id} 0101 off")
    assert f.place == HOME and f.locked
    state.active = state.initiative.index(state.seat_of(H))
    h = put(state, H, Kind.INFANTRY, "0103")
    assert refused(state, H, f"move {h.id} off").message.id == "santini-move-off-refused"


def test_a_worm_carries_three_fremen_over_light_desert_ignoring_zoc():
    # Attività: i vermi muovono fino a 8 esagoni di deserto chiaro e ignorano le zoc
    state = game(active=F)
    worm = put(state, F, Kind.WORM, "0512")
    riders = [put(state, F, Kind.INFANTRY, "0512") for _ in range(3)]
    put(state, A, Kind.INFANTRY, "0714")
    ids = ",".join(u.id for u in [worm, *riders])
    order(state, F, f"move {ids} 0513 0613 0614 0615 0616")
    assert {u.place for u in [worm, *riders]} == {"0616"}
    assert all(u.locked and u.mp_used == 0 for u in riders) and worm.mp_used == 5


def test_a_worm_keeps_to_light_desert_and_carries_no_more_than_three_combat_units():
    # Attività: i vermi non possono muovere in esagoni di città, montagna o deserto scuro
    state = game(active=F)
    paint(state, "dark", "0513")
    worm = put(state, F, Kind.WORM, "0512")
    riders = [put(state, F, Kind.INFANTRY, "0512") for _ in range(3)]
    ids = ",".join(u.id for u in [worm, *riders])
    assert refused(state, F, f"move {ids} 0513").message.id == "santini-move-terrain"
    fourth = put(state, F, Kind.COMMAND, "0512")
    order(state, F, f"move {ids},{fourth.id} 0511")
    assert fourth.place == "0511"


def test_a_worm_left_without_fremen_combat_units_vanishes():
    # Attività: se il verme rimane senza unità combattenti Fremen nell'esagono, sparisce
    state = game(active=F)
    worm = put(state, F, Kind.WORM, "0512")
    f = put(state, F, Kind.INFANTRY, "0512")
    events = order(state, F, f"move {f.id} 0513")
    assert worm.place == DEAD
    assert any(e.kind == "worm" for e in events)


def test_a_scout_left_alone_passes_to_the_fremen_until_another_player_occupies_its_hex():
    # Nota sugli Scout: se uno scout rimane solo ... passa sotto il controllo del Fremen
    state = game()
    scout = put(state, H, Kind.SCOUT, "0512", mp_used=4)  # no points left to go along
    h = put(state, H, Kind.INFANTRY, "0512")
    order(state, H, f"move {h.id} 0513")
    assert scout.place == "0512" and scout.faction == F
    state.active = state.initiative.index(state.seat_of(A))
    a = put(state, A, Kind.INFANTRY, "0511")
    order(state, A, f"move {a.id} 0512")
    assert scout.faction == A


def test_a_movimento_card_gives_a_stack_two_more_points():
    # Descrizione Carte, Movimento: aggiunge 2 punti movimento ad uno stack di pedine
    state = game()
    a = put(state, H, Kind.INFANTRY, "0512")
    state.boosted[a.id] = state.turn
    order(state, H, f"move {a.id} 0513 0514 0515 0516 0517 0518")
    assert a.place == "0518"


def test_commands_under_a_complotto_do_not_move():
    # Descrizione Carte, Complotto: tutte le unità comando di un giocatore non possono muovere
    state = game()
    cmd = put(state, H, Kind.COMMAND, "0512")
    state.player_of(H).plotted = state.turn
    assert refused(state, H, f"move {cmd.id} 0513").message.id == "santini-move-plotted"


def test_an_air_wing_is_told_to_fly_and_counters_of_another_player_are_refused():
    state = game()
    wing = put(state, H, Kind.WING, "0512")
    other = put(state, E, Kind.INFANTRY, "0812")
    assert refused(state, H, f"move {wing.id} 0513").hint.id == "santini-move-hint-fly"
    assert refused(state, H, f"move {other.id} 0813").message.id == "santini-move-not-yours"


def test_a_scout_goes_along_with_the_last_of_its_stack_to_leave_and_guides_it():
    # Nota sugli Scout: gli scouts sono controllati dalle unità che condividono l'esagono
    state = game()
    paint(state, "rock", "0513")
    scout = put(state, H, Kind.SCOUT, "0512")
    a = put(state, H, Kind.INFANTRY, "0512")
    b = put(state, H, Kind.INFANTRY, "0512")
    order(state, H, f"move {a.id} 0511")
    assert scout.place == "0512"
    order(state, H, f"move {b.id} 0513 0514")
    assert scout.place == b.place == "0514" and b.mp_used == 2


def test_a_counter_off_the_map_is_told_how_to_come_onto_it():
    # Attività: units reach Arrakis by the Guild's transfers (the Fremen from the edge)
    state = game()
    a = put(state, H, Kind.INFANTRY, HOME)
    err = refused(state, H, f"move {a.id} 0513")
    assert (err.message.id, err.hint.id) == ("santini-move-not-on-map", "santini-move-hint-bring")

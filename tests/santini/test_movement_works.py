"""Attività: fortifications and platforms (`fortify`, `platform`), the activity's turn
(`done`, the per-turn resets, works finished), and the Fremen veteran's split (`split`)."""

from __future__ import annotations

from engine.core import EventLog
from engine.rulesets.santini import activity, works
from engine.rulesets.santini.commands import registry
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.move_agents import candidates
from engine.rulesets.santini.state import HOME
from engine.rulesets.santini.units import strength

from .helpers_movement import A, F, H, game, order, put, refused


def _next_turn(state) -> None:
    """The next turn's Attività begins, in the same order."""
    state.turn += 1
    activity.begin(state, EventLog())


def test_an_unmoved_infantry_in_a_city_builds_a_fortification_finished_in_its_next_activity():
    # Attività: una unità di Fanteria che non abbia mosso ... pagando 3 spezie; durante il
    # successivo turno del giocatore la fortificazione viene girata e l'unità può muovere
    state = game()
    inf = put(state, H, Kind.INFANTRY, "3010")
    order(state, H, f"fortify {inf.id}")
    assert not state.fortifications["3010"].done
    assert state.players[state.seat_of(H)].spice == 17
    assert refused(state, H, f"move {inf.id} 3011").message.id == "santini-move-locked"
    _next_turn(state)  # the Harkonnen move first again
    assert state.fortifications["3010"].done and not inf.locked
    order(state, H, f"move {inf.id} 3011")


def test_the_work_is_finished_when_its_player_begins_his_next_activity():
    # Attività: durante il successivo turno del giocatore, la fortificazione viene girata
    state = game(active=A)
    inf = put(state, A, Kind.INFANTRY, "3012")
    order(state, A, f"platform {inf.id}")
    _next_turn(state)
    assert not state.platforms["3012"].done and inf.locked
    while state.initiative[state.active] != state.seat_of(A):
        order(state, state.players[state.initiative[state.active]].faction, "done")
    assert state.platforms["3012"].done and not inf.locked


def test_a_moved_unit_or_one_outside_a_city_does_not_fortify_and_the_fremen_pay_nothing():
    # Attività: che non abbia mosso nel corrente turno e che quindi si trovasse già in città
    state = game()
    moved = put(state, H, Kind.INFANTRY, "3010")
    order(state, H, f"move {moved.id} 3011")
    assert refused(state, H, f"fortify {moved.id}").message.id == "santini-work-moved"
    out = put(state, H, Kind.INFANTRY, "0512")
    assert refused(state, H, f"fortify {out.id}").message.id == "santini-work-where-fortify"
    order(state, H, f"platform {out.id}")
    assert state.platforms["0512"].faction == H
    state.active = state.initiative.index(state.seat_of(F))
    fremen = put(state, F, Kind.INFANTRY, "3014")
    assert refused(state, F, f"platform {fremen.id}").message.id == \
        "santini-work-fremen-platform"
    order(state, F, f"fortify {fremen.id}")
    assert state.players[state.seat_of(F)].spice == 20


def test_a_builder_that_defends_loses_its_work_and_the_spice():
    # Attività: se l'unità assegnata alla costruzione dovesse venir utilizzata per
    # difendere l'esagono, si annullerebbe la costruzione ma si perderebbero le 3 spezie
    state = game()
    inf = put(state, H, Kind.INFANTRY, "0512")
    order(state, H, f"platform {inf.id}")
    works.abandon_work(state, inf.id, EventLog())
    assert "0512" not in state.platforms
    assert state.players[state.seat_of(H)].spice == 17


def test_the_activity_phase_gives_every_counter_its_points_again():
    # Attività: each turn the units move anew
    state = game()
    inf = put(state, H, Kind.INFANTRY, "0512")
    order(state, H, f"move {inf.id} 0513 0514 0515 0516")
    _next_turn(state)
    state.active = state.initiative.index(state.seat_of(H))
    order(state, H, f"move {inf.id} 0517")
    assert inf.mp_used == 1


def test_a_fremen_veteran_splits_into_strength_one_units_as_far_as_the_hex_holds_them():
    # Nota su Fanterie Veterane Fremen: tante unità a forza 1 quanti sono i punti di forza;
    # deve essere rispettato il limite di 3 unità combattenti, si perdono punti forza
    state = game(active=F)
    vet = put(state, F, Kind.INFANTRY, "0512", veteran=True)
    put(state, F, Kind.INFANTRY, "0512")
    vet_strength = strength(state, vet)
    events = order(state, F, f"split {vet.id}")
    pieces = [u for u in state.units.values() if u.split]
    assert vet.id not in state.units
    assert len(pieces) == min(vet_strength, 2)
    assert all(strength(state, p) == 1 and p.steps == 1 for p in pieces)
    assert events[-1].text.args["lost"] == vet_strength - len(pieces)


def test_a_veteran_in_an_enemy_zoc_does_not_split_nor_does_a_regular():
    # Nota su Fanterie Veterane Fremen: che si trovano in esagoni liberi da zoc nemiche
    state = game(active=F)
    vet = put(state, F, Kind.INFANTRY, "0512", veteran=True)
    regular = put(state, F, Kind.INFANTRY, "0812")
    put(state, H, Kind.INFANTRY, "0513")
    assert refused(state, F, f"split {vet.id}").message.id == "santini-split-zoc"
    err = refused(state, F, f"split {regular.id}")
    assert err.message.id == "santini-split-not-veteran"



def test_the_agents_are_offered_done_and_a_few_moves_the_game_accepts():
    # Attività: random games must end, so `done` is always a candidate
    state = game(active=F)
    put(state, F, Kind.INFANTRY, "0512")
    put(state, F, Kind.INFANTRY, "1208", veteran=True)
    put(state, F, Kind.INFANTRY, HOME)
    offered = candidates(state, state.seat_of(F))
    assert offered[-1].name == "done"
    for command in offered[:-1]:
        order(state.model_copy(deep=True), F, registry.usage_of(command))
    assert {"move", "enter", "strategic", "split"} <= {c.name for c in offered}
    assert candidates(state, state.seat_of(H)) == []

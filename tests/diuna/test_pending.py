"""Whom the game waits for, and the defaults a deadline plays."""

from __future__ import annotations

from engine.rulesets.diuna import battle, pending
from engine.rulesets.diuna.board import put
from engine.rulesets.diuna.data import Faction

from .helpers import new_game, play, settle
from .test_battle import table, two_battles

F, H, IMP = Faction.FREMEN, Faction.HARKONNEN, Faction.IMPERIUM


# Przygotowanie do gry, 1. Zdrajcy: all but the Harkonnen choose at once
def test_the_set_up_waits_for_every_traitor_pick_but_the_harkonnens():
    state = new_game("Atreides", "Fremen", "Harkonnen", "Imperium")
    waiting = pending.waiting_for(state)
    assert {kind for _, kind in waiting} == {"traitor"}
    assert {state.players[s].faction for s, _ in waiting} == {
        Faction.ATREIDES, Faction.FREMEN, Faction.IMPERIUM}


# IMPERIUM, Głos: a deadline's plan obeys the Voice when the seat holds the weapon ordered
def test_the_default_plan_obeys_the_voice():
    state = table(IMP, F, Fremen=["Chaumas", "Crysknife"])
    put(state, "Carthag", IMP, 10, 3)
    put(state, "Carthag", F, 10, 3)
    settle(state)
    play(state, state.seat_of(IMP), "voice must poison")
    fremen = state.seat_of(F)
    assert pending.waiting_for(state)[0] in ((fremen, "plan"), (state.seat_of(IMP), "plan"))
    made = pending.default(state, fremen, "plan")
    assert (made.forces, made.leader, made.weapon) == (3, "Stilgar", "Chaumas")


# Warunki rozpoczęcia bitwy, Dysk bitewny: a deadline's plan dials the forces on the battle's
# side of the storm, not those the storm parts from it
def test_the_default_plan_dials_only_the_forces_on_the_battles_side_of_the_storm():
    state = table(F, H, storm=5)
    put(state, "Pasty Mesa", H, 4, 3)
    put(state, "Pasty Mesa", H, 6, 5)
    put(state, "Pasty Mesa", F, 7, 4)
    settle(state)
    assert pending.default(state, state.seat_of(H), "plan").forces == 5


# Bitwy: the one with the battle advantage and more than one battle "decyduje, w jakiej
# kolejności je rozegra"; a deadline fights the first of them the game lists, not another
def test_the_default_battle_is_the_first_the_seat_can_fight():
    state = two_battles()
    settle(state)
    harkonnen = state.seat_of(H)
    battles = battle.battles_of(state, harkonnen)
    assert {name for name, _ in battles} == {"Carthag", "Arrakeen"}
    made = pending.default(state, harkonnen, "battle")
    territory, opponent = battles[0]
    assert (made.territory, made.opponent) == (territory, state.players[opponent].faction.value)

"""Faza zbiorów przyprawy, charity, the end of the round and Sprawdzenie warunków
zwycięstwa."""

from __future__ import annotations

from engine.core import EventLog
from engine.core.words import say
from engine.rulesets.diuna import collection
from engine.rulesets.diuna.board import put
from engine.rulesets.diuna.data import Faction
from engine.rulesets.diuna.ruleset import RULESET
from engine.rulesets.diuna.state import Phase

from .helpers import ready

ALL = ("Atreides", "Fremen", "Harkonnen", "Imperium")
A, F, H, IMP = Faction.ATREIDES, Faction.FREMEN, Faction.HARKONNEN, Faction.IMPERIUM


def at_collection(round_=1):
    state = ready(*ALL)
    state.phase = Phase.COLLECTION
    state.round = round_
    state.forces = {}
    return state


def run(state):
    log = EventLog()
    collection.run(state, log)
    return log.events


def spice(state, faction):
    return state.players[state.seat_of(faction)].spice


# Faza zbiorów przyprawy, the example: 4 Atreides forces take 8 of Rock Outcroppings' 10, 2
# are left; the Imperium, in the territory but not in the spice's sector, takes none
def test_the_rulebooks_collection_example():
    state = at_collection()
    state.spice["Rock Outcroppings"] = 10
    put(state, "Rock Outcroppings", A, 13, 4)
    put(state, "Rock Outcroppings", IMP, 12, 3)
    before = spice(state, A), spice(state, IMP)
    run(state)
    assert (spice(state, A), spice(state, IMP)) == (before[0] + 8, before[1])
    assert state.spice["Rock Outcroppings"] == 2


def test_forces_take_no_more_than_lies_there():
    state = at_collection()
    state.spice["Red Chasm"] = 3
    put(state, "Red Chasm", H, 6, 5)
    before = spice(state, H)
    run(state)
    assert spice(state, H) == before + 3 and "Red Chasm" not in state.spice


# Faza zbiorów przyprawy: "każdy gracz, który posiada mniej niż 3 jednostki przyprawy, może
# ... przyjąć z puli tyle jednostek, żeby łącznie mieć 3"
def test_charity_tops_up_to_three():
    state = at_collection()
    state.players[state.seat_of(F)].spice = 1
    state.players[state.seat_of(A)].spice = 0
    run(state)
    assert (spice(state, F), spice(state, A)) == (3, 3)


# Przebieg gry: the round marker moves on; the first player marker passes to the right,
# the next in order of play; the storm phase follows
def test_the_round_ends_with_the_first_player_marker_passed_on():
    state = at_collection()
    order = list(state.order)
    run(state)
    assert state.round == 2 and state.phase == Phase.STORM
    assert state.order == order[1:] + order[:1]


def _three_strongholds(state, faction):
    for name, sector in (("Carthag", 10), ("Arrakeen", 9), ("Sietch Tabr", 13)):
        put(state, name, faction, sector, 1)


# Sprawdzenie warunków zwycięstwa: 3 strongholds at the end of round 3, 4 or 5 win
def test_three_strongholds_at_the_end_of_round_three_win():
    state = at_collection(round_=3)
    _three_strongholds(state, H)
    events = run(state)
    assert state.phase == Phase.ENDED and state.winners == [H]
    assert any(e.kind == "game_over" and e.is_public for e in events)
    assert say(RULESET.status(state).line) == "Game over: 3 strongholds in round 3"
    assert "Round 3/5, game over: Harkonnen won" in RULESET.board(state).svg


def test_three_strongholds_at_the_end_of_round_two_do_not_win():
    state = at_collection(round_=2)
    _three_strongholds(state, H)
    run(state)
    assert state.phase == Phase.STORM and state.round == 3 and not state.winners


# Sprawdzenie warunków zwycięstwa: after round 5, 5 points a stronghold and 1 a spice
def test_after_round_five_the_most_points_win():
    state = at_collection(round_=5)
    for player in state.players.values():
        player.spice = 10
    put(state, "Carthag", A, 10, 1)   # 5 + 10
    put(state, "Arrakeen", IMP, 9, 1)
    put(state, "Tuek's Sietch", IMP, 4, 1)  # 10 + 10
    run(state)
    assert state.phase == Phase.ENDED and state.winners == [IMP]
    assert collection.points(state, IMP) == 20
    assert say(RULESET.status(state).line) == "Game over: points after round 5"


def test_a_tie_on_points_shares_the_victory():
    state = at_collection(round_=5)
    for player in state.players.values():
        player.spice = 4
    run(state)
    assert sorted(state.winners) == sorted(Faction)

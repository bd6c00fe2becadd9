"""Faza przywrócenia: 2 forces free, more at 2 spice each, leaders for their strength, in
order of play from the first player, the spice to the pool."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.rulesets.diuna.data import BOARDS
from engine.rulesets.diuna.state import Phase

from .helpers import play, ready, settle

ALL = ("Atreides", "Fremen", "Harkonnen", "Imperium")


def revival(tanks=None, dead=None, spice=None):
    """A game at the revival phase; the first player's tanks, dead leaders and spice set."""
    state = ready(*ALL)
    first = state.players[state.first]
    if tanks is not None:
        first.reserve -= tanks
        first.tanks = tanks
    for name in dead or ():
        first.leaders.remove(name)
        first.dead.append(name)
    if spice is not None:
        first.spice = spice
    state.phase = Phase.REVIVAL
    events = settle(state)
    return state, first, events


def own_leader(state, index=0):
    return state.cards.leaders_of(state.players[state.first].faction)[index]


# Faza przywrócenia: "każdy może przywrócić do rezerwy za darmo 2 żetony oddziałów"
def test_two_forces_come_back_free():
    state, first, events = revival(tanks=5)
    board = BOARDS[first.faction].reserve
    assert (first.tanks, first.reserve) == (3, board - 5 + 2)
    assert any(e.kind == "free_revival" and e.data["forces"] == 2 for e in events)
    assert state.waiting == "revive" and state.order[state.turn] == first.seat


def test_with_one_force_in_the_tanks_one_comes_back_and_no_one_is_asked():
    state, first, _ = revival(tanks=1)
    assert first.tanks == 0
    assert state.phase == Phase.MOVEMENT


# Faza przywrócenia: more forces at 2 spice each, paid to the pool
def test_more_forces_cost_two_spice_each():
    state, first, _ = revival(tanks=6, spice=10)
    total = sum(p.spice for p in state.players.values())
    play(state, first.seat, "revive 3")
    assert (first.tanks, first.spice) == (1, 4)
    assert sum(p.spice for p in state.players.values()) == total - 6


# Faza przywrócenia: leaders for the strength on their token
def test_a_leader_costs_its_strength():
    state = ready(*ALL)
    leader = own_leader(state)
    state, first, _ = revival(dead=[leader.name], spice=leader.strength + 1)
    play(state, first.seat, f"revive 0 '{leader.name}'")
    assert leader.name in first.leaders and leader.name not in first.dead
    assert first.spice == 1


def test_what_cannot_be_paid_is_refused_and_nothing_changes():
    state, first, _ = revival(tanks=6, spice=5)
    before = state.model_copy(deep=True)
    with pytest.raises(RuleError, match="costs 6 spice; you have 5"):
        play(state, first.seat, "revive 3")
    with pytest.raises(RuleError, match="4 forces in the Tleilaxu tanks, not 5"):
        play(state, first.seat, "revive 5")
    with pytest.raises(RuleError, match="not one of your leaders in the Tleilaxu tanks"):
        play(state, first.seat, "revive 0 Stilgar")
    assert state == before


def test_only_the_player_on_turn_revives():
    state, first, _ = revival(tanks=6, spice=10)
    with pytest.raises(RuleError, match=f"{first.seat} revives now"):
        play(state, state.order[1], "revive 1")


# Faza przywrócenia: "Począwszy od pierwszego gracza" - then the next, then the movement
def test_done_passes_to_the_next_player_and_then_the_movement_phase():
    state, first, _ = revival(tanks=6, spice=10)
    play(state, first.seat, "done")
    assert state.phase == Phase.MOVEMENT and first.tanks == 4


def test_the_turn_ends_when_nothing_more_can_be_paid():
    state, first, _ = revival(tanks=6, spice=4)
    play(state, first.seat, "revive 2")
    assert state.phase == Phase.MOVEMENT and first.spice == 0

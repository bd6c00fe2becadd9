"""Faza transportu i ruchu oddziałów: one shipment then one group's move a player, in order
of play; the Fremen's shipment and their two groups or one of six (FREMENI, Transport i ruch
oddziałów)."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.core.words import say
from engine.rulesets.classic.data import POLAR_SINK
from engine.rulesets.diuna.board import put
from engine.rulesets.diuna.data import Faction
from engine.rulesets.diuna.state import Phase

from .helpers import play, ready, settle

ALL = ("Atreides", "Fremen", "Harkonnen", "Imperium")


def turn_of(faction, storm=3):
    """A game at the movement phase with `faction` on turn; the storm on `storm`."""
    state = ready(*ALL)
    state.storm = storm
    state.phase = Phase.MOVEMENT
    settle(state)
    while state.players[state.order[state.turn]].faction != faction:
        play(state, state.order[state.turn], "done")
    return state, state.players[state.order[state.turn]]


def total_spice(state):
    return sum(p.spice for p in state.players.values())


# Faza transportu i ruchu oddziałów, the example: the Atreides ship 4 to Rock Outcroppings
# for 4 spice, then move 6 from Hole In The Rock two territories to Carthag
def test_the_rulebooks_shipping_and_movement_example():
    state, atreides = turn_of(Faction.ATREIDES)
    put(state, "Hole In The Rock", Faction.ATREIDES, 8, 6)
    put(state, "Carthag", Faction.HARKONNEN, 10, 3)
    pool = total_spice(state)
    play(state, atreides.seat, "ship 4 'Rock Outcroppings' sector=13")
    assert atreides.spice == 13 - 4 and total_spice(state) == pool - 4
    assert state.forces["Rock Outcroppings"] == {Faction.ATREIDES: {13: 4}}
    play(state, atreides.seat, "move 6 'Dziura w Ziemi' Kartagin")
    assert state.forces["Carthag"][Faction.ATREIDES] == {10: 6}
    assert "Hole In The Rock" not in state.forces
    assert state.order[state.turn] != atreides.seat  # one group: the turn is over


def test_one_shipment_and_none_after_the_move():
    state, atreides = turn_of(Faction.ATREIDES)
    put(state, "Hole In The Rock", Faction.ATREIDES, 8, 2)
    state.players[atreides.seat].spice = 20
    play(state, atreides.seat, "ship 1 Basin")
    with pytest.raises(RuleError, match="shipped already"):
        play(state, atreides.seat, "ship 1 Basin")


def test_shipping_costs_what_the_player_has_or_is_refused():
    state, harkonnen = turn_of(Faction.HARKONNEN)
    harkonnen.spice = 2
    before = state.model_copy(deep=True)
    with pytest.raises(RuleError, match="costs 3 spice; you have 2") as refused:
        play(state, harkonnen.seat, "ship 3 Basin")
    assert say(refused.value.hint) == "Ship 2 or fewer, or `done`."
    assert state == before


# Faza transportu i ruchu oddziałów: "nie mogą przetransportować oddziałów do sektorów, w
# których panuje burza"
def test_no_shipping_into_the_storm():
    state, imperium = turn_of(Faction.IMPERIUM, storm=10)
    with pytest.raises(RuleError) as refused:
        play(state, imperium.seat, "ship 2 Carthag")
    assert refused.value.text == ("The storm is over Carthag (the storm is on sector 10); no "
                                  "shipping into the storm. Ship to a territory out of the "
                                  "storm.")
    play(state, imperium.seat, "ship 2 'Imperial Basin'")
    assert state.forces["Imperial Basin"] == {Faction.IMPERIUM: {8: 2}}


# "Jeśli w którejś warowni przebywają już oddziały z 2 różnych frakcji, oddziały kolejnego
# gracza nie mają do niej dostępu"
def test_no_shipping_or_moving_into_a_stronghold_of_two_other_factions():
    state, imperium = turn_of(Faction.IMPERIUM)
    put(state, "Arrakeen", Faction.ATREIDES, 9, 1)
    put(state, "Arrakeen", Faction.HARKONNEN, 9, 1)
    put(state, "Imperial Basin", Faction.IMPERIUM, 8, 3)
    with pytest.raises(RuleError, match="two other factions"):
        play(state, imperium.seat, "ship 2 Arrakeen")
    with pytest.raises(RuleError) as refused:
        play(state, imperium.seat, "move 3 'Imperial Basin' Arrakeen")
    assert say(refused.value.message) == ("Arrakeen holds forces of two other factions; no one "
                                     "else may enter it.")


# "przemieścić grupę ... na odległość do 3 terytoriów"
def test_a_group_moves_three_territories_not_four():
    state, harkonnen = turn_of(Faction.HARKONNEN)
    put(state, "Hole In The Rock", Faction.HARKONNEN, 8, 4)
    with pytest.raises(RuleError) as refused:
        play(state, harkonnen.seat, "move 4 'Hole In The Rock' 'Rock Outcroppings'")
    assert say(refused.value.message) == ("Rock Outcroppings is 4 territories from Hole In The "
                                     "Rock (never through the storm, on sector 3); your "
                                     "group moves up to 3.")
    play(state, harkonnen.seat, "move 4 'Hole In The Rock' 'Broken Land'")
    assert Faction.HARKONNEN in state.forces["Broken Land"]


# "oddziały nie mogą wchodzić do sektora, w którym panuje burza, wychodzić z niego ani przez
# niego przechodzić"
def test_a_group_cannot_cross_the_storm_nor_leave_it():
    state, harkonnen = turn_of(Faction.HARKONNEN, storm=9)
    put(state, "Imperial Basin", Faction.HARKONNEN, 8, 2)
    put(state, "Old Gap", Faction.HARKONNEN, 9, 2)
    with pytest.raises(RuleError) as refused:
        play(state, harkonnen.seat, "move 2 'Imperial Basin' Arrakeen")
    assert say(refused.value.message) == "The storm is over Arrakeen; no moving into the storm."
    with pytest.raises(RuleError, match="under the storm"):
        play(state, harkonnen.seat, "move 2 'Old Gap' Basin")


# A move's sector must be one of its target's
def test_a_move_to_a_sector_outside_the_target_names_its_sectors():
    state, harkonnen = turn_of(Faction.HARKONNEN)
    put(state, "Imperial Basin", Faction.HARKONNEN, 8, 2)
    with pytest.raises(RuleError) as refused:
        play(state, harkonnen.seat, "move 2 'Imperial Basin' Arrakeen 5")
    assert say(refused.value.message) == "Arrakeen lies in sectors 9, not 5."


# A group named where the player has none: the refusal says where their forces are
def test_moving_from_a_territory_without_ones_forces_says_where_they_are():
    state, harkonnen = turn_of(Faction.HARKONNEN)
    put(state, "Carthag", Faction.HARKONNEN, 10, 3)
    with pytest.raises(RuleError) as refused:
        play(state, harkonnen.seat, "move 3 'Imperial Basin' Arrakeen")
    assert say(refused.value.message) == "You have no forces in Imperial Basin."
    assert say(refused.value.hint) == "Yours: 3 forces in Carthag (sector 10)."


# "Gracz może przesunąć oddziały w obrębie tego samego terytorium na sąsiedni sektor ...
# uważane jest to za ruch oddziału"
def test_a_move_to_another_sector_of_the_territory_is_the_groups_move():
    state, harkonnen = turn_of(Faction.HARKONNEN)
    put(state, "Imperial Basin", Faction.HARKONNEN, 8, 2)
    play(state, harkonnen.seat, "move 2 'Imperial Basin' 'Imperial Basin' sector=10")
    assert state.forces["Imperial Basin"] == {Faction.HARKONNEN: {10: 2}}
    assert state.order[state.turn] != harkonnen.seat


# FREMENI: up to 5 to the Polar Sink free; nowhere else; no paying for more
def test_the_fremen_ship_up_to_five_free_to_the_polar_sink_only():
    state, fremen = turn_of(Faction.FREMEN)
    with pytest.raises(RuleError, match="only to the Polar Sink"):
        play(state, fremen.seat, "ship 2 Basin")
    with pytest.raises(RuleError, match="at most 5"):
        play(state, fremen.seat, "ship 6 'Polar Sink'")
    play(state, fremen.seat, "ship 5 'niecka polarna'")
    assert state.forces[POLAR_SINK][Faction.FREMEN] == {0: 10}
    assert fremen.spice == 6


# FREMENI: two groups of up to 3 territories, or one group of up to 6
def test_the_fremen_move_one_group_six_territories():
    state, fremen = turn_of(Faction.FREMEN)
    play(state, fremen.seat, "move 5 'Polar Sink' 'Red Chasm'")
    assert state.forces["Red Chasm"] == {Faction.FREMEN: {6: 5}}
    assert state.order[state.turn] != fremen.seat


def test_the_fremen_move_two_groups_of_three():
    state, fremen = turn_of(Faction.FREMEN, storm=16)
    play(state, fremen.seat, "move 2 'Polar Sink' 'South Mesa'")
    assert state.order[state.turn] == fremen.seat
    play(state, fremen.seat, "move 3 'Polar Sink' 'Sietch Tabr'")
    assert state.forces["Sietch Tabr"] == {Faction.FREMEN: {13: 3}}
    assert state.order[state.turn] != fremen.seat


# FREMENI, Transport i ruch oddziałów: "2 oddzielne grupy" - the second group is another
# group: the forces of the first, where they ended, do not move again, nor are picked up
def test_the_fremens_second_group_is_not_the_first_moved_again():
    state, fremen = turn_of(Faction.FREMEN, storm=16)
    put(state, "Arrakeen", Faction.FREMEN, 9, 2)
    play(state, fremen.seat, "move 3 'Polar Sink' Arrakeen")
    before = state.model_copy(deep=True)
    for line in ("move 5 Arrakeen Carthag", "move 3 Arrakeen Carthag"):
        with pytest.raises(RuleError, match="moved this turn already"):
            play(state, fremen.seat, line)
        assert state == before
    play(state, fremen.seat, "move 2 Arrakeen Carthag")
    assert state.forces["Arrakeen"] == {Faction.FREMEN: {9: 3}}
    assert state.forces["Carthag"] == {Faction.FREMEN: {10: 2}}
    assert state.order[state.turn] != fremen.seat


def test_after_a_fremen_group_of_four_no_second_group():
    state, fremen = turn_of(Faction.FREMEN)
    play(state, fremen.seat, "move 2 'Polar Sink' 'Red Chasm'")
    assert state.order[state.turn] != fremen.seat


def test_only_the_player_on_turn_ships_and_all_done_ends_the_phase():
    state, atreides = turn_of(Faction.ATREIDES)
    other = next(s for s in state.order if s != atreides.seat)
    with pytest.raises(RuleError, match="ships and moves now"):
        play(state, other, "ship 1 Basin")
    while state.phase == Phase.MOVEMENT:
        play(state, state.order[state.turn], "done")
    assert state.round == 2  # no forces meet: no battle; the round is over

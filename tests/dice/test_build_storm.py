"""Construction (CONSTRUCTION) and the storm (TEMPETE DE SABLE)."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.core.words import say
from engine.rulesets.dice.data import Construction, Faction
from engine.rulesets.dice.regions import put
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import Step, Units

from .helpers import first_turn_of, play, roll_to

FIVE = ("Corrino", "Fremen", "Spacing Guild", "Harkonnen", "Bene Gesserit")


def quiet(active: Faction = Faction.CORRINO, storm: int = 1):
    """The first turn of `active`, cards empty (nothing to land), the storm on `storm`."""
    state = first_turn_of(active, *FIVE)
    for player in state.players.values():
        player.card = Units()
    state.storm = storm
    return state


# CONSTRUCTION: on the target region he holds, the old marker returns, a new one is placed
def test_building_replaces_the_targets_construction():
    state = quiet()
    put(state, "Arrakeen", Faction.CORRINO, Units(troop=1))
    state.board.pop("Carthag", None)
    state.constructions["Arrakeen"] = Construction.FORTIFICATION
    state.reserve = {Construction.FORTIFICATION: 0, Construction.HARVESTER: 1,
                     Construction.ORNITHOPTER: 0}
    roll_to(state, Step.MOVE, spice="1", region="5")
    seat = state.active_seat
    play(state, seat, "target Arrakeen")
    assert state.step == Step.BUILD
    assert {cmd.name + str(getattr(cmd, "construction", "")) for cmd in
            RULESET.legal(state, seat)} == {"buildfortification", "buildharvester", "skip"}
    with pytest.raises(RuleError, match="No Ornithopter"):
        play(state, seat, "build ornithopter")
    play(state, seat, "build harvester")
    assert state.constructions["Arrakeen"] == Construction.HARVESTER
    assert state.reserve[Construction.FORTIFICATION] == 1
    assert state.reserve[Construction.HARVESTER] == 0


# CONSTRUCTION: only on the region chosen in the movement, and held
def test_no_building_on_a_target_not_held():
    state = quiet()
    state.board.pop("Arrakeen", None)
    roll_to(state, Step.MOVE, spice="1", region="5")
    events = play(state, state.active_seat, "target Arrakeen")
    assert state.step != Step.BUILD
    assert any(e.kind == "build" and "hold no troops in Arrakeen" in say(e.text) for e in events)


# CONSTRUCTION is the action after the movement: a build typed before the target is chosen
# is refused, and nothing is built
def test_no_building_before_the_construction_action():
    state = quiet()
    put(state, "Arrakeen", Faction.CORRINO, Units(troop=1))
    roll_to(state, Step.MOVE, spice="1", region="5")
    before = dict(state.constructions)
    with pytest.raises(RuleError, match="only in the Construction action"):
        play(state, state.active_seat, "build harvester")
    assert state.constructions == before and state.step == Step.MOVE


# CONSTRUCTION: "cette action ne peut pas être réalisée si la réserve ne contient plus de
# constructions disponibles"
def test_no_building_with_an_empty_reserve():
    state = quiet()
    put(state, "Arrakeen", Faction.CORRINO, Units(troop=1))
    state.reserve = dict.fromkeys(Construction, 0)
    roll_to(state, Step.MOVE, spice="1", region="5")
    play(state, state.active_seat, "target Arrakeen")
    assert state.step != Step.BUILD


# TEMPETE DE SABLE, the example: from position 5, a 3 on the Spice die and an E on the
# Region die's 6 move the storm to 4 (Carthag and Broken Land)
def test_the_storm_example():
    state = quiet(storm=5)
    roll_to(state, Step.MOVE, spice="3", region="6")
    events = play(state, state.active_seat, "target 'Polar Sink'")
    assert state.storm == 4
    (moved,) = [e for e in events if e.kind == "storm"]
    assert "Carthag, Broken Land" in say(moved.text)


# TEMPETE DE SABLE: no move without the storm symbol (Spice 1, 2 or the worm)
def test_the_storm_stays_without_its_symbol():
    state = quiet(storm=5)
    roll_to(state, Step.MOVE, spice="2", region="6")
    play(state, state.active_seat, "target 'Polar Sink'")
    assert state.storm == 5


# TEMPETE DE SABLE: arriving in a desert without Fortification: one troop of each faction,
# the Ornithopter; never the Fremen (LE PEUPLE DU DESERT); the Guild's to its card
# (EVACUATION)
def test_the_storm_ravages_an_unfortified_desert():
    state = quiet(storm=5)  # E from 5 is 4: Carthag and Broken Land (a desert)
    state.board.pop("Broken Land", None)
    put(state, "Broken Land", Faction.HARKONNEN, Units(troop=2))
    put(state, "Broken Land", Faction.GUILD, Units(troop=1))
    put(state, "Broken Land", Faction.FREMEN, Units(elite=1))
    put(state, "Broken Land", Faction.BENE_GESSERIT, Units(elite=1))  # a large cube alone
    state.constructions["Broken Land"] = Construction.ORNITHOPTER
    ornithopters = state.reserve[Construction.ORNITHOPTER]
    guild = state.players[state.seat_of(Faction.GUILD)]
    roll_to(state, Step.MOVE, spice="4", region="6")
    play(state, state.active_seat, "target 'Polar Sink'")
    here = state.board["Broken Land"]
    assert here == {Faction.HARKONNEN: Units(troop=1), Faction.FREMEN: Units(elite=1)}
    assert guild.card == Units(troop=1)
    assert "Broken Land" not in state.constructions
    assert state.reserve[Construction.ORNITHOPTER] == ornithopters + 1


# Fortification: "Dans les Déserts ... une fortification protège également des Tempêtes"
def test_a_fortification_shelters_a_desert_from_the_storm():
    state = quiet(storm=5)
    state.board.pop("Broken Land", None)
    put(state, "Broken Land", Faction.HARKONNEN, Units(troop=2))
    state.constructions["Broken Land"] = Construction.FORTIFICATION
    roll_to(state, Step.MOVE, spice="5", region="6")
    play(state, state.active_seat, "target 'Polar Sink'")
    assert state.board["Broken Land"] == {Faction.HARKONNEN: Units(troop=2)}

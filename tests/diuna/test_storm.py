"""Faza burzy: the storm die, the storm symbol's choice, and what the storm destroys."""

from __future__ import annotations

import pytest

from engine.core import CommandSyntaxError, RuleError
from engine.core.words import say
from engine.rulesets.diuna import storm
from engine.rulesets.diuna.board import put
from engine.rulesets.diuna.data import STORM_START, STORM_SYMBOL, Faction
from engine.rulesets.diuna.state import Phase

from .helpers import play, ready, settle

ALL = ("Atreides", "Fremen", "Harkonnen", "Imperium")


@pytest.fixture
def faces(monkeypatch):
    """The storm die's next throws, in order, as a scenario sets them."""
    script: list = []
    monkeypatch.setattr(storm, "throw", lambda _state: script.pop(0))
    return script


@pytest.fixture
def game(faces):
    """A game at round 1's storm phase, its throws scripted by `faces`."""
    return ready(*ALL)


def _stop_after_storm(state, *places):
    """Keep the spice blow that follows out of the scenario's territories."""
    state.decks.spice = [i for i, c in enumerate(state.cards.spice)
                         if not c.is_worm and not set(places) & set(c.territories)]


# Faza burzy: the first player throws; the storm moves that many sectors counter-clockwise
def test_a_number_moves_the_storm_that_many_sectors(game, faces):
    faces.append(3)
    settle(game)
    assert game.storm == 3  # from 18: 1, 2, 3
    assert game.phase == Phase.CARDS


# Counts are told in words that fit them: "1 sector", not "1 sectors"
def test_a_move_of_one_sector_is_announced_in_the_singular(game, faces):
    faces.append(1)
    events = settle(game)
    moved = next(e for e in events if e.kind == "storm")
    assert say(moved.text) == "The storm moves 1 sector to sector 1."


# Faza burzy: the storm symbol lets the first player choose 0-6
def test_the_storm_symbol_waits_for_the_first_players_choice(game, faces):
    faces.append(STORM_SYMBOL)
    settle(game)
    assert (game.waiting, game.storm, game.phase) == ("storm", STORM_START, Phase.STORM)
    play(game, game.first, "storm 5")
    assert game.storm == 5
    assert game.phase == Phase.CARDS


def test_only_the_first_player_chooses_and_only_after_the_symbol(game, faces):
    with pytest.raises(RuleError, match="not waiting for a choice"):
        play(game, game.first, "storm 2")
    faces.append(STORM_SYMBOL)
    settle(game)
    before = game.model_copy(deep=True)
    with pytest.raises(RuleError, match="first player"):
        play(game, game.order[1], "storm 2")
    with pytest.raises(CommandSyntaxError):
        play(game, game.first, "storm 7")
    assert game == before


# Faza burzy: forces and spice on sand passed or stopped on are destroyed; rock, strongholds
# and the Polar Sink shelter; the storm's own start sector is not passed again
def test_the_storm_destroys_on_sand_in_its_path_only(game, faces):
    _stop_after_storm(game, "Cielago North", "South Mesa")
    put(game, "Cielago North", Faction.ATREIDES, 1, 4)   # sand, passed
    put(game, "Cielago North", Faction.ATREIDES, 18, 2)  # sand, the start sector
    put(game, "False Wall South", Faction.HARKONNEN, 3, 5)  # rock, stopped on
    put(game, "Cielago East", Faction.IMPERIUM, 3, 3)  # sand, stopped on
    game.spice["Cielago North"] = 8  # its blow sector 2 is passed
    game.spice["South Mesa"] = 10  # blow sector 4, beyond the storm
    game.spice.pop("Cielago South", None)  # blow sector 1, passed, holds no spice
    faces.append(3)
    events = settle(game)
    atreides, imperium = (game.players[game.seat_of(f)] for f in (Faction.ATREIDES,
                                                                  Faction.IMPERIUM))
    assert game.forces["Cielago North"] == {Faction.ATREIDES: {18: 2}}
    assert game.forces["False Wall South"] == {Faction.HARKONNEN: {3: 5}}
    assert "Cielago East" not in game.forces
    assert (atreides.tanks, imperium.tanks) == (4, 3)
    assert "Cielago North" not in game.spice
    assert game.spice["South Mesa"] == 10
    lost = [(e.data["territory"], e.data["amount"]) for e in events if e.kind == "spice_lost"]
    assert lost == [("Cielago North", 8)]  # no spice is lost where none lay


# Faza burzy / FREMENI, Burza: the Fremen's forces on sand are not destroyed
def test_fremen_forces_on_sand_survive_the_storm(game, faces):
    _stop_after_storm(game, "Cielago South")
    put(game, "Cielago South", Faction.FREMEN, 2, 3)
    faces.append(2)
    settle(game)
    assert game.forces["Cielago South"] == {Faction.FREMEN: {2: 3}}
    assert game.players[game.seat_of(Faction.FREMEN)].tanks == 0


def test_a_storm_of_nought_stays_and_destroys_nothing(game, faces):
    _stop_after_storm(game)
    put(game, "Meridian", Faction.IMPERIUM, 18, 2)
    faces.append(0)
    events = settle(game)
    assert game.storm == STORM_START
    assert game.forces["Meridian"] == {Faction.IMPERIUM: {18: 2}}
    assert not [e for e in events if e.kind == "forces_lost"]


def test_the_throw_is_public(game, faces):
    faces.append(4)
    events = settle(game)
    roll = next(e for e in events if e.kind == "storm_roll")
    assert roll.is_public and roll.data["face"] == "4"

"""Other games' names for a faction (`emperor`, `corrino`, `imperium`; `guild`; `bg`) are
understood by every game that has that faction, in sign-up and in faction arguments."""

from __future__ import annotations

import pytest

from engine.core import Origin, RuleError, SeatSpec, Session
from engine.core.sides import side_named
from engine.rulesets.catalog import RULESETS

EMPEROR = {"classic": "emperor", "dice": "Corrino", "diuna": "Imperium"}


@pytest.mark.parametrize("name", ["emperor", "Corrino", "imperium", "Padishah Emperor",
                                  "house-corrino"])
@pytest.mark.parametrize("game", sorted(EMPEROR))
def test_every_games_name_for_the_emperor_is_understood(game, name):
    assert RULESETS[game].resolve_side(name) == EMPEROR[game]


@pytest.mark.parametrize(("game", "name", "side"), [
    ("classic", "bg", "bene_gesserit"), ("classic", "Bene Gesserit", "bene_gesserit"),
    ("classic", "spacing guild", "guild"), ("dice", "guild", "Spacing Guild"),
    ("dice", "bg", "Bene Gesserit"), ("dice", "tleilaxu", "Bene Tleilax"),
    ("diuna", "Harkonnens", "Harkonnen")])
def test_other_short_names_of_a_faction(game, name, side):
    assert RULESETS[game].resolve_side(name) == side


def test_a_faction_the_game_lacks_is_still_refused():
    with pytest.raises(RuleError, match="not a faction"):
        RULESETS["diuna"].resolve_side("guild")


def test_a_name_of_several_factions_names_none():
    assert side_named("emperor", ["Corrino", "Imperium"]) is None
    assert side_named("atreides", ["Atreides", "Harkonnen"]) == "Atreides"


def test_a_faction_argument_takes_another_games_name():
    seats = [SeatSpec(name=n, side=s) for n, s in (
        ("alice", "atreides"), ("bob", "emperor"), ("dan", "bene_gesserit"))]
    session, _ = Session.new(RULESETS["classic"], Origin(ruleset="classic", options={},
                                                          seats=seats, seed=7))
    session.apply("dan", session.read("dan", "predict the padishah emperor turn four"))
    assert session.state.prediction.model_dump() == {"faction": "emperor", "turn": 4}
    assert session.ruleset.seat_of(session.state, "Corrino") == "bob"


@pytest.mark.parametrize("game", sorted(EMPEROR))
def test_a_seat_is_found_by_another_games_name_of_its_side(game):
    ruleset = RULESETS[game]
    seats = [SeatSpec(name="ann", side=ruleset.resolve_side("corrino")),
             SeatSpec(name="bo", side=ruleset.resolve_side("atreides"))]
    session, _ = Session.new(ruleset, Origin(ruleset=game, options={}, seats=seats, seed=3))
    assert ruleset.seat_of(session.state, "padishah emperor") == "ann"

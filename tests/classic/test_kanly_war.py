"""THE DUEL, VI: the War of Assassins at a nexus where no alliance is formed; the Italian
rulebook, XII.B.1: "if you are using the optional Kanly rules, when at the end of the
nexus no alliances are formed, a War of Assassins takes place"."""

from __future__ import annotations

import pytest

from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases import kanly

from .conftest import Game
from .helpers import worm_on_turn_two

A, H, E = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR
THREE = "a:atreides,h:harkonnen,e:emperor"


@pytest.fixture
def wars(monkeypatch):
    """The wars the arena is asked to open (how many)."""
    opened: list[int] = []
    monkeypatch.setattr(kanly.arena, "open_war", lambda state, log: opened.append(1))
    return opened


def at_nexus(options: dict | None = None) -> Game:
    game = worm_on_turn_two(Game(THREE, options={"duel": True, **(options or {})}))
    assert game.state.nexus_ready == []
    return game


def test_a_nexus_without_an_alliance_ends_in_a_war_of_assassins(wars):
    # VI: "If no alliance is achieved, a War of Assassins is declared"
    game = at_nexus()
    game.do("a: ready")
    game.do("h: ready")
    assert wars == []  # not before the nexus closes
    events = game.do("e: ready")
    assert any("No alliance was formed at the nexus" in t for t in game.public_texts(events))
    assert wars == [1]


def test_the_war_is_fought_by_every_player():
    # VI: "all of the players have leaders in the arena participating in a free-for-all"
    game = at_nexus()
    for seat in "ahe":
        game.do(f"{seat}: ready")
    assert game.state.fight is not None and game.state.fight.kind == "war"
    assert set(game.state.fight.fighters) == {A, H, E}


def test_no_war_when_an_alliance_is_formed(wars):
    game = at_nexus()
    game.do("a: ally harkonnen")
    game.do("h: ally atreides")
    for seat in "ahe":
        game.do(f"{seat}: ready")
    assert wars == []
    assert game.state.phase == Phase.BIDDING  # the worm devoured, the turn goes on


def test_an_alliance_kept_from_before_is_not_one_formed(wars):
    # "no alliances are formed" at this nexus: an alliance made at an earlier nexus and
    # merely kept is not formed now (docs/rules-notes.md)
    game = at_nexus()
    game.do("mod: form_alliance atreides harkonnen")
    game.do("a: ready")
    game.do("h: ready")
    events = game.do("e: ready")
    assert any("No alliance was formed at the nexus" in t for t in game.public_texts(events))


def test_the_game_resumes_after_the_war():
    # XII.B: once the nexus is over, the worm devours and play goes on
    game = at_nexus()
    for seat in "ahe":
        game.do(f"{seat}: ready")
    while game.state.fight is not None:
        game.do("mod: force")
    assert "Red Chasm" not in game.state.forces  # the worm devoured after the war
    assert game.state.phase == Phase.BIDDING


def test_no_war_without_the_duel(wars):
    game = worm_on_turn_two(Game(THREE))
    for seat in "ahe":
        game.do(f"{seat}: ready")
    assert wars == []

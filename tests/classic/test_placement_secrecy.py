"""THE SPICE HARVEST's secrets before the read-out (V.3.b, V.6.a): a player's Access
cards, offers and commitment change nothing another seat sees; and random players go
through the placement keeping every invariant."""

import random

from engine.core import RuleError
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.play.invariants import problems
from engine.rulesets.classic.protocol.ruleset import RULESET

from .conftest import SIX
from .placement_helpers import at_placement, finish_trading

A = Faction.ATREIDES
DECK = (["Arrakeen", "Arrakeen", "Carthag", "Carthag", "Sietch Tabr", "Sietch Tabr",
         "Habbanya Sietch", "Habbanya Sietch", "Tuek's Sietch", "Tuek's Sietch"]
        + [f"{n} troops" for n in (1, 2, 3, 5, 7) for _ in range(4)]
        + [f"{n} troops" for n in (8, 10) for _ in range(3)])
"""THE SPICE HARVEST, III.3: the Access cards."""


def seen_by(game, seat: str) -> list:
    state = game.state
    return [RULESET.view(state, seat), RULESET.sheet(state, seat).model_dump(),
            [d.model_dump() for d in RULESET.pending(state)],
            RULESET.status(state).model_dump(), RULESET.legal(state, seat)]


def test_another_seats_access_cards_and_commitment_change_nothing_seen():
    game = at_placement({"atreides": ["Arrakeen", "5 troops"], "harkonnen": ["Carthag"]})
    before = {s: seen_by(game, s) for s in "heb"}
    game.state.placement.access[A] = ["Carthag", "Sietch Tabr", "10 troops"]
    assert {s: seen_by(game, s) for s in "heb"} == before
    finish_trading(game)
    game.do("a: commit_troops Carthag 10")
    before = {s: seen_by(game, s) for s in "heb"}
    game.state.placement.commitments[A] = {"Sietch Tabr": [10]}
    assert {s: seen_by(game, s) for s in "heb"} == before


def test_a_seat_sees_its_own_cards_and_commitment():
    game = at_placement({"atreides": ["Arrakeen", "5 troops"]})
    mine = RULESET.view(game.state, "a")["private"]
    assert mine["access"] == ["Arrakeen", "5 troops"]
    finish_trading(game)
    game.do("a: commit_troops Arrakeen 5")
    sheet = " ".join(str(x) for x in RULESET.sheet(game.state, "a").model_dump().values())
    assert "commitment" in RULESET.view(game.state, "a")["private"]
    assert "classic-sheet-commitment" in sheet


def test_secret_commands_travel_by_direct_message():
    for line in ("offer harkonnen Arrakeen for Carthag", "accept harkonnen",
                 "decline harkonnen", "commit_troops nothing"):
        assert type(RULESET.registry.parse(line)).secret, line


def test_random_players_through_the_placement_keep_every_invariant():
    # V.4-7 played by random seats from dealt Access cards, to the storm of turn 1
    for seed in range(8):
        rng = random.Random(seed)
        deck = DECK[:]
        rng.shuffle(deck)
        factions = [f.partition(":")[2] for f in SIX.split(",")]
        dealt = {f: sorted(deck[i * 5:(i + 1) * 5]) for i, f in enumerate(factions)}
        game = at_placement(dealt, seats=SIX)
        trades = 0
        while game.state.phase == Phase.PLACEMENT:
            seat = rng.choice(RULESET.pending(game.state)).seat
            command = RULESET.choose(game.state, seat, rng)
            try:
                events = game.session.apply(seat, command)
            except RuleError as err:
                raise AssertionError(f"legal command refused: {seat}: {command!r}") from err
            trades += sum(e.kind == "trade" for e in events)
            assert not problems(game.state, events)
        assert game.state.phase == Phase.STORM and game.state.turn == 1
        placed = sum(n for sectors in game.state.forces.values()
                     for stack in sectors.values() for n in stack.values())
        assert placed <= 20 * 6

"""Random games of the dice ruleset played to the end by its own agent, as the conformance
suite will play them once the game joins the catalog: no legal command refused, every game
ends with a winner, and the command log replays to the same state."""

from __future__ import annotations

import random

import pytest

from engine.core import SeatSpec, Session
from engine.core.session import Origin
from engine.core.simulation import checked_game
from engine.rulesets.dice.ruleset import RULESET


def origin(seed: int) -> Origin:
    players = random.Random(seed).randint(2, 8)
    seats = [SeatSpec(name=f"p{i}") for i in range(1, players + 1)]
    return Origin(ruleset=RULESET.name, options={}, seats=seats, seed=seed)


@pytest.mark.parametrize("seed", range(12))
def test_random_games_end_with_winners_and_replay_exactly(seed):
    summary = checked_game(RULESET, origin(seed), seed)
    assert summary.error is None
    assert summary.winners


def test_every_offered_choice_is_accepted_along_a_game():
    session, _ = Session.new(RULESET, origin(3))
    rng = random.Random(3)
    while not RULESET.finished(session.state):
        for decision in RULESET.pending(session.state):
            offer = RULESET.offer(session.state, decision)
            assert offer is not None and offer.choices
            for line in offer.choices:
                trial = session.state.model_copy(deep=True)
                RULESET.apply(trial, decision.seat, RULESET.registry.parse(
                    line, RULESET.vocabulary))
        decision = rng.choice(RULESET.pending(session.state))
        session.apply(decision.seat, RULESET.choose(session.state, decision.seat, rng))

"""Diuna's random games through the core protocol: by its own agent to the end, with every
legal command and offered choice accepted and the log replaying exactly."""

from __future__ import annotations

import pytest

from engine.core import SeatSpec
from engine.core.session import Origin
from engine.core.simulation import checked_game
from engine.rulesets.diuna.ruleset import RULESET


def origin(seed: int, **options) -> Origin:
    players = 2 + seed % 3
    seats = [SeatSpec(name=f"p{i}") for i in range(1, players + 1)]
    return Origin(ruleset=RULESET.name, options=options, seats=seats, seed=seed)


@pytest.mark.parametrize("seed", range(3))
def test_random_games_end_with_winners_and_replay_exactly(seed):
    summary = checked_game(RULESET, origin(seed), seed)
    assert summary.error is None
    assert summary.winners

"""Diuna's random games: with the agents (each choice enumerates the legal commands, every
candidate tried on a copy of the game, as `simulate --ruleset diuna` does), and the engine
alone replaying their logs."""

from __future__ import annotations

import gc
import time

from engine.core.simulation import play, sample_origin
from engine.rulesets.diuna.ruleset import RULESET

from .commands import replay_seconds


def random_games(games: int = 20) -> None:
    """Random games of 2-4 players to the end, then their logs replayed without agents."""
    start = time.perf_counter()
    sessions = [play(RULESET, sample_origin(RULESET, seed), seed=seed).session
                for seed in range(1, games + 1)]
    played = time.perf_counter() - start
    commands = sum(len(s.log) for s in sessions)
    gc.collect()  # the agents' garbage is not the replay's to collect
    # the best of 3: a shared machine
    replayed = min(replay_seconds(RULESET, sessions) for _ in range(3))
    print(f"diuna random games with their agents: {games / played:.1f} games/s "
          f"({commands / games:.0f} commands a game); engine only (replayed): "
          f"{commands / replayed:,.0f} commands/s")


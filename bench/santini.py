"""Santini's random games of 30 turns: with the agents (each choice enumerates the legal
commands, every candidate tried on a copy of the game, as `simulate --ruleset santini`
does), and the engine alone replaying their logs; how the games ended."""

from __future__ import annotations

import gc
import time
from collections import Counter

from engine.core.simulation import play, sample_origin
from engine.rulesets.santini.ruleset import RULESET

from .commands import replay_seconds


def random_games(games: int = 4) -> None:
    """Random four-player games to the end, then their logs replayed without agents."""
    start = time.perf_counter()
    sessions = [play(RULESET, sample_origin(RULESET, seed), seed=seed).session
                for seed in range(1, games + 1)]
    played = time.perf_counter() - start
    commands = sum(len(s.log) for s in sessions)
    endings = Counter(s.state.ending or "unfinished" for s in sessions)
    gc.collect()  # the agents' garbage is not the replay's to collect
    replayed = min(replay_seconds(RULESET, sessions) for _ in range(3))
    print(f"santini random games with their agents: {games / played:.2f} games/s "
          f"({commands / games:.0f} commands a game; endings "
          f"{', '.join(f'{k} {n}' for k, n in sorted(endings.items()))}); engine only "
          f"(replayed): {commands / replayed:,.0f} commands/s")

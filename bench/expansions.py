"""The classic game, basic, advanced and with the 1984 expansions: complete random games
per second with their agents (as `simulate` plays them), and the engine alone replaying
their logs."""

from __future__ import annotations

import gc
import time

from engine.core.options import parse_options
from engine.core.simulation import play, sample_origin
from engine.rulesets.classic.model.options import ClassicOptions
from engine.rulesets.classic.model.presets import PRESETS
from engine.rulesets.classic.protocol.ruleset import RULESET

from .commands import replay_seconds

LINES = ("preset=basic", "preset=advanced", "preset=expansions")
"""The options lines compared, as a group would write them (the advanced game's aim: 15
games/s with the agents)."""


def games_per_second(games: int = 10) -> None:
    """The same seeds (2-6 factions) under each options line."""
    for line in LINES:
        options = parse_options(ClassicOptions, line, PRESETS)
        start = time.perf_counter()
        sessions = [play(RULESET, sample_origin(RULESET, seed, options=options),
                         seed=seed).session for seed in range(games)]
        played = time.perf_counter() - start
        commands = sum(len(s.log) for s in sessions)
        gc.collect()  # the agents' garbage is not the replay's to collect
        replayed = min(replay_seconds(RULESET, sessions) for _ in range(3))  # a shared box
        print(f"classic {line}: {games / played:.2f} complete games/s with the agents, "
              f"{games / replayed:.1f} games/s engine only ({commands / games:.0f} "
              f"commands a game, {games} random 2-6 faction games)")

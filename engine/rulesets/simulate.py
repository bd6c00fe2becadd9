"""Checked random games of any ruleset in the catalog, spread over processes (the
simulator's command line and the soak tests)."""

from __future__ import annotations

from functools import partial
from typing import Any

from engine.core.simulation import Summary, checked_game, sample_origin

from .catalog import RULESETS


def checked(ruleset: str, options: dict[str, Any] | None, seed: int) -> Summary:
    """One checked game of a catalog ruleset with these options (None: a random set per
    game); a top-level function, so a worker process can run it."""
    game = RULESETS[ruleset]
    return checked_game(game, sample_origin(game, seed, options=options), seed)


def run_many(ruleset: str, seeds: list[int], jobs: int = 1,
             options: dict[str, Any] | None = None) -> list[Summary]:
    """Checked games, spread over `jobs` processes."""
    one = partial(checked, ruleset, options)
    if jobs <= 1:
        return [one(s) for s in seeds]
    from multiprocessing import get_context

    with get_context("spawn").Pool(jobs) as pool:
        return pool.map(one, seeds, chunksize=max(1, len(seeds) // (jobs * 8)))

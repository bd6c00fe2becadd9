"""Checked random games of any ruleset in the catalog, spread over processes (the
simulator's command line and the soak tests)."""

from __future__ import annotations

import random
from functools import partial
from typing import Any

from engine.core.session import Origin
from engine.core.simulation import Summary, checked_game, sample_origin

from .catalog import RULESETS


def bot_seats(origin: Origin, bots: int, seed: int) -> tuple[str, ...]:
    """`bots` seats of the game (all of them if it has fewer), drawn with the game's seed."""
    names = [seat.name for seat in origin.seats]
    return tuple(sorted(random.Random(seed).sample(names, min(bots, len(names)))))


def checked(ruleset: str, options: dict[str, Any] | None, bots: int, seed: int) -> Summary:
    """One checked game of a catalog ruleset with these options (None: a random set per
    game) and `bots` of its seats held by bots; a top-level function, so a worker process
    can run it."""
    game = RULESETS[ruleset]
    origin = sample_origin(game, seed, options=options)
    return checked_game(game, origin, seed, bots=bot_seats(origin, bots, seed))


def run_many(ruleset: str, seeds: list[int], jobs: int = 1,
             options: dict[str, Any] | None = None, bots: int = 0) -> list[Summary]:
    """Checked games, spread over `jobs` processes."""
    one = partial(checked, ruleset, options, bots)
    if jobs <= 1:
        return [one(s) for s in seeds]
    from multiprocessing import get_context

    with get_context("spawn").Pool(jobs) as pool:
        return pool.map(one, seeds, chunksize=max(1, len(seeds) // (jobs * 8)))

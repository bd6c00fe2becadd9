"""Classic games played by random agents, for the classic tests and benchmarks: the
generic simulator (`engine.core.simulation`) with classic's own figures (the end turn, the
largest alliance formed)."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Event, Origin, Session
from engine.core.simulation import Check, Outcome, Summary, checked_game, sample_origin
from engine.core.simulation import play as play_any

from ..model.state import ClassicState
from .ruleset import RULESET


def random_origin(seed: int, players: int | None = None) -> Origin:
    """A classic game with 2-6 random factions, seated in a random order."""
    return sample_origin(RULESET, seed, players)


def play(origin: Origin, *, seed: int, until: Callable[[ClassicState], bool] | None = None,
         max_commands: int = 20_000, check: Check | None = None,
         on_events: Callable[[list[Event]], None] | None = None) -> Outcome:
    return play_any(RULESET, origin, seed=seed, until=until, max_commands=max_commands,
                    check=check, on_events=on_events)


def classic_game(seed: int) -> Summary:
    """A checked random game; its figures: `turn` (the last) and `largest_alliance` (the
    most members any alliance had, XII.C.2: any number)."""
    largest = 0

    def observe(session: Session, events: list[Event]) -> None:
        nonlocal largest
        largest = max([largest, *(len(a) for a in session.state.alliances)])

    def figures(session: Session) -> dict[str, int]:
        return {"turn": session.state.turn, "largest_alliance": largest}

    return checked_game(RULESET, random_origin(seed), seed, observe=observe, figures=figures)


def run_many(seeds: list[int], jobs: int = 1) -> list[Summary]:
    """Checked classic games, spread over `jobs` processes."""
    if jobs <= 1:
        return [classic_game(s) for s in seeds]
    from multiprocessing import get_context

    with get_context("spawn").Pool(jobs) as pool:
        return pool.map(classic_game, seeds, chunksize=max(1, len(seeds) // (jobs * 8)))

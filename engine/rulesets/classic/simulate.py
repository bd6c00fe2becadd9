"""Play games with random legal agents: the demo, the simulator and the property tests.

Agents come from the ruleset package (`agents.choose`); after every command an optional
check (the invariants) runs, so a broken rule is caught at the command that broke it.
"""

from __future__ import annotations

import random
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.core import Event, Origin, RuleError, SeatSpec, Session

from . import agents
from .data import FACTION_ORDER
from .ruleset import RULESET
from .state import ClassicState, Phase

Check = Callable[[Session, list[Event]], None]


@dataclass
class Outcome:
    session: Session
    commands: int = 0
    rejected: int = 0
    events: list[Event] = field(default_factory=list)


def random_origin(seed: int, players: int | None = None) -> Origin:
    """A classic game with 2-6 random factions, seated in a random order."""
    rng = random.Random(seed)
    n = players or rng.randint(2, 6)
    factions = rng.sample(list(FACTION_ORDER), n)
    seats = [SeatSpec(name=f"p{i + 1}", faction=f.value) for i, f in enumerate(factions)]
    return Origin(ruleset="classic", options={}, seats=seats, seed=seed)


def play(
    origin: Origin,
    *,
    seed: int,
    until: Callable[[ClassicState], bool] = lambda s: s.phase == Phase.ENDED,
    max_commands: int = 20_000,
    check: Check | None = None,
    on_events: Callable[[list[Event]], None] | None = None,
) -> Outcome:
    """Play until `until(state)` holds; every seat (and the moderator) acts at random."""
    session, events = Session.new(RULESET, origin)
    outcome = Outcome(session=session)
    if on_events:
        on_events(events)
    rng = random.Random(seed)
    while not until(session.state) and outcome.commands < max_commands:
        decisions = RULESET.pending(session.state)
        if not decisions:
            break
        seat = rng.choice(decisions).seat
        command = agents.choose(session.state, seat, rng)
        if command is None:
            raise AssertionError(f"{seat} is awaited but has no legal command")
        try:
            events = session.apply(seat, command)
        except RuleError as err:
            raise AssertionError(f"legal command refused: {seat}: {command!r}: {err}") from err
        outcome.commands += 1
        if on_events:
            on_events(events)
        if check:
            check(session, events)
    return outcome


@dataclass(frozen=True)
class Summary:
    """One checked game, small enough to send back from a worker process."""

    seed: int
    players: int
    commands: int
    turn: int
    winners: tuple[str, ...]
    largest_alliance: int = 0
    """The most members any alliance had during the game (XII.C.2: any number)."""
    error: str | None = None


def checked_game(seed: int) -> Summary:
    """A complete random game with the invariants checked after every command and the
    command log replayed at the end, which must rebuild the final state exactly."""
    from .invariants import problems

    largest = 0

    def check(session: Session, events: list[Event]) -> None:
        nonlocal largest
        broken = problems(session.state, events)
        if broken:
            raise AssertionError("; ".join(broken))
        largest = max([largest, *(len(a) for a in session.state.alliances)])

    origin = random_origin(seed)
    try:
        outcome = play(origin, seed=seed, check=check)
        state = outcome.session.state
        again = Session.replay(RULESET, outcome.session.origin, outcome.session.log)
        if again.state.model_dump_json() != state.model_dump_json():
            raise AssertionError("replaying the log did not rebuild the final state")
        if state.phase != Phase.ENDED:
            raise AssertionError(f"game stopped in {state.phase} of turn {state.turn}")
    except Exception as err:  # any failure is reported with its seed
        where = traceback.extract_tb(err.__traceback__)[-1]
        return Summary(seed, len(origin.seats), 0, 0, (),
                       error=f"{type(err).__name__}: {err} ({where.filename}:{where.lineno})")
    return Summary(seed, len(origin.seats), outcome.commands, state.turn,
                   tuple(f.value for f in state.winners), largest)


def run_many(seeds: list[int], jobs: int = 1) -> list[Summary]:
    """Checked games, spread over `jobs` processes."""
    if jobs <= 1:
        return [checked_game(s) for s in seeds]
    from multiprocessing import get_context

    with get_context("spawn").Pool(jobs) as pool:
        return pool.map(checked_game, seeds, chunksize=max(1, len(seeds) // (jobs * 8)))

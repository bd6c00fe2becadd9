"""Play games with random legal agents: the demo, the simulator and the property tests.

Agents come from the ruleset package (`agents.choose`); after every command an optional
check (the invariants) runs, so a broken rule is caught at the command that broke it.
"""

from __future__ import annotations

import random
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

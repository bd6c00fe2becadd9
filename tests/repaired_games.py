"""Random games with random moderator repairs, for any ruleset: at random moments the
moderator tries a random repair (legal or not), then `force`s the game on (every decision,
or one seat's). A refused repair must change nothing; an accepted one must keep the
invariants, tell the table nothing a secret holds, and `force` after it must never be
refused. Every game must reach its end, and its log must replay to the same state."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from pydantic import BaseModel

from engine.core import MODERATOR_SEAT, Command, Event, RuleError, Ruleset, Session, to_seat
from engine.core.moderation import Force
from engine.core.session import Origin
from tests.conformance.checks import shown_to, shown_to_all


def repair(ruleset: Ruleset, state: BaseModel, line: str) -> list[Event]:
    """The moderator's repair `line`, played; the game stays sound."""
    events = ruleset.apply(state, MODERATOR_SEAT, ruleset.registry.parse(line,
                                                                          ruleset.vocabulary))
    assert ruleset.problems(state) == []
    return events


def refused_repair(ruleset: Ruleset, state: BaseModel, line: str, *words: str) -> RuleError:
    """The repair `line` is refused, saying each of `words`, and nothing changes."""
    before = state.model_dump_json()
    with pytest.raises(RuleError) as err:
        repair(ruleset, state, line)
    assert state.model_dump_json() == before
    for word in words:
        assert word in str(err.value), str(err.value)
    return err.value


RandomRepair = Callable[[BaseModel, random.Random], Command]
"""A random repair of the game as it stands (its arguments may be wrong)."""


@dataclass
class Tally:
    """What a repaired game did: repairs accepted (by command name), refused, forces."""

    accepted: dict[str, int] = field(default_factory=dict)
    refused: int = 0
    forces: int = 0


def _checked(session: Session, actor: str, command: Command) -> list[Event]:
    events = session.apply(actor, command)
    broken = session.ruleset.problems(session.state, events)
    assert not broken, f"after {actor}: {command!r}: {broken}"
    return events


def _own(events: list[Event]) -> list[Event]:
    """The repair's own public events (those of the automatic steps after it may show
    what a reshuffled deck turns up)."""
    return [e for e in events if e.is_public and e.kind.startswith("mod_")]


def _tells_no_secret(ruleset: Ruleset, before: BaseModel, command: Command,
                     events: list[Event], rng: random.Random) -> None:
    """Non-interference: the same repair on the game with every secret dealt anew shows
    the table the same events (when it is accepted there too)."""
    other = ruleset.disguise(before, None, rng)
    try:
        again = ruleset.apply(other, MODERATOR_SEAT, command)
    except RuleError:
        return
    assert _own(again) == _own(events), f"{command!r} tells the table a secret"


def repaired_game(ruleset: Ruleset, origin: Origin, repair: RandomRepair, *,
                  rate: float = 0.05, max_commands: int = 20_000) -> Tally:
    """Play one game to its end with random repairs; returns what was repaired."""
    session, _ = Session.new(ruleset, origin)
    rng = random.Random(origin.seed)
    tally = Tally()
    for _ in range(max_commands):
        state = session.state
        if ruleset.finished(state):
            break
        decisions = ruleset.pending(state)
        assert decisions, f"seed {origin.seed}: waiting for nobody: {ruleset.status(state)}"
        if rng.random() >= rate:
            seat = rng.choice(decisions).seat
            command = ruleset.choose(state, seat, rng)
            assert command is not None, f"seed {origin.seed}: {seat} has nothing legal"
            _checked(session, seat, command)
            continue
        fix = repair(state, rng)
        before = type(state).model_validate_json(state.model_dump_json())
        try:
            events = _checked(session, MODERATOR_SEAT, fix)
        except RuleError:
            tally.refused += 1
            assert session.state.model_dump_json() == before.model_dump_json(), (
                f"seed {origin.seed}: refused {fix!r} changed the game")
        else:
            tally.accepted[fix.name] = tally.accepted.get(fix.name, 0) + 1
            _tells_no_secret(ruleset, before, fix, events, rng)
        if ruleset.finished(session.state):
            break
        waiting = ruleset.pending(session.state)
        seat = rng.choice([None, rng.choice(waiting).seat])
        _checked(session, MODERATOR_SEAT, Force(seat=seat))  # must never be refused
        tally.forces += 1
    else:
        raise AssertionError(f"seed {origin.seed}: no end after {max_commands} commands")
    again = Session.replay(ruleset, session.origin, session.log)
    assert again.state.model_dump_json() == session.state.model_dump_json(), (
        f"seed {origin.seed}: the log of a repaired game does not replay to its state")
    return tally


def check_secret_repair(ruleset: Ruleset, state: BaseModel, one: Command, other: Command,
                        seat: str) -> None:
    """Two repairs of the same game that differ only in a secret of `seat` (which traitor,
    which card) show the table, and every other seat, exactly the same: events, views,
    sheets, boards, whom the game waits for."""
    shown = []
    for command in (one, other):
        copy = state.model_copy(deep=True)
        events = ruleset.apply(copy, MODERATOR_SEAT, command)
        others = [s for s in ruleset.seats(copy) if s != seat]
        shown.append((
            [e for e in events if e.is_public or e.audience in map(to_seat, others)],
            shown_to_all(ruleset, copy), {s: shown_to(ruleset, copy, s) for s in others}))
    assert shown[0] == shown[1], f"{one!r} and {other!r} show others a difference"

"""A game's record: everything that rebuilds it (ruleset, rules version, options, seed, seats)
and its command log with times, each command with the hash of the state after it.

A record travels: a moderator exports it, another channel, server or table imports it, and
nothing proves it was not edited on the way but replaying it. So `check` replays it command
by command and refuses it at the first command the rules refuse or whose state differs from
the one recorded, naming that command. Only the rules version that recorded the log replays
it (`Session.replay`): a record of another version is refused with that reason, never
migrated, since an earlier version's command may mean something else now.
The format is versioned (`FORMAT`) and described by `docs/record.schema.json`.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .commands import Command
from .errors import RuleError
from .events import Event
from .options import describe
from .ruleset import Ruleset, SeatSpec
from .session import LoggedCommand, Origin, Session
from .words import T

FORMAT = 1
"""The record format this release writes and reads."""

MAX_SHOWN = 200
"""Characters of a command or a field shown in a refusal."""


class RecordSeat(BaseModel):
    """A seat as the game held it: its side, and who played it (a Discord user, a bot, or
    nobody at the table)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: str
    side: str
    user: int | None = None
    bot: bool = False


class RecordCommand(BaseModel):
    """One command of the log: who gave it, the command, when (ISO 8601, UTC; None where
    the game kept no time) and the sha256 of the game's state after it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    actor: str
    command: dict[str, Any]
    at: str | None = None
    hash: str = Field(pattern="^[0-9a-f]{64}$")


class Record(BaseModel):
    """A game's record, format 1. It holds every secret of the game (hands, plans, the
    seed), so it is shown to moderators only while the game runs."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal[1] = FORMAT
    ruleset: str
    rules: int
    """The rules version that recorded the log."""
    options: dict[str, Any]
    seats: list[SeatSpec]
    """The seats as asked at creation (the game's origin)."""
    seed: int
    players: list[RecordSeat]
    """The seats as the game dealt them, with who held each when exported."""
    created_at: str | None = None
    commands: list[RecordCommand]
    final_hash: str = Field(pattern="^[0-9a-f]{64}$")
    ended: bool = False

    @property
    def origin(self) -> Origin:
        return Origin(ruleset=self.ruleset, options=self.options, seats=self.seats,
                      seed=self.seed, rules=self.rules)


@dataclass(frozen=True)
class Replayed:
    """A record replayed: the session it rebuilds, and the events of its set-up and of each
    command (the stored history of the game it becomes)."""

    record: Record
    session: Session
    opening: list[Event]
    events: list[list[Event]]


def schema() -> dict[str, Any]:
    """The record's JSON schema (committed as docs/record.schema.json)."""
    return Record.model_json_schema()


def state_hash(state: BaseModel) -> str:
    """The sha256 of the state's canonical JSON (keys sorted, no spaces), so two processes
    holding the same state agree on its hash whatever their field order."""
    canonical = json.dumps(state.model_dump(mode="json"), sort_keys=True,
                           separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


def build(session: Session, players: list[RecordSeat], *, times: list[str | None] | None = None,
          created_at: str | None = None, ended: bool = False) -> Record:
    """The record of a game: its origin and log replayed once to hash the state after each
    command. `times`: when each command was given (as many as the log). A game whose log no
    longer replays to its state (begun under another rules version) has no record."""
    replayed = Session.replay(session.ruleset, session.origin, [])
    times = times or [None] * len(session.log)
    commands = []
    for entry, at in zip(session.log, times, strict=True):
        command = session.ruleset.registry.load(entry.command)
        session.ruleset.apply(replayed.state, entry.actor, command)
        commands.append(RecordCommand(actor=entry.actor, command=entry.command, at=at,
                                      hash=state_hash(replayed.state)))
    final = state_hash(session.state)
    if (commands[-1].hash if commands else state_hash(replayed.state)) != final:
        raise RuleError(T("core-record-not-replayable"))
    return Record(ruleset=session.origin.ruleset, rules=session.origin.recorded_by,
                  options=session.origin.options, seats=session.origin.seats,
                  seed=session.origin.seed, players=players, created_at=created_at,
                  commands=commands, final_hash=final, ended=ended)


def dumps(record: Record) -> str:
    """The record as the file holds it: indented JSON, keys in the model's order."""
    return record.model_dump_json(indent=1)


def read(data: bytes | str) -> Record:
    """A record from a file's text; a refusal says what is wrong: not JSON, a format this
    release does not read, or the first field that does not fit the schema."""
    try:
        raw = json.loads(data)
    except (ValueError, RecursionError) as err:
        raise RuleError(T("core-record-not-json", error=str(err)[:MAX_SHOWN]),
                        hint=T("core-record-export-hint")) from None
    if not isinstance(raw, dict):
        raise RuleError(T("core-record-not-object"), hint=T("core-record-export-hint"))
    if raw.get("format") != FORMAT:
        raise RuleError(T("core-record-format", format=str(raw.get("format"))[:MAX_SHOWN],
                          known=FORMAT))
    try:
        return Record.model_validate(raw)
    except ValidationError as err:
        first = err.errors()[0]
        field = ".".join(str(part) for part in first["loc"]) or "(record)"
        raise RuleError(T("core-record-field", field=field[:MAX_SHOWN],
                          problem=first["msg"][:MAX_SHOWN])) from None


def check(record: Record, rulesets: Mapping[str, Ruleset]) -> Replayed:
    """Replay a record and refuse it at its first difference: an unknown game, another rules
    version, seats that are not the game's (their sides are checked at the end), then the
    first command the rules refuse or after which the state is not the one recorded (its
    number, actor and words), and last a final state other than the recorded one."""
    ruleset = rulesets.get(record.ruleset)
    if ruleset is None:
        raise RuleError(T("core-record-unknown-game", game=record.ruleset[:MAX_SHOWN],
                          games=", ".join(sorted(rulesets))))
    if record.rules != ruleset.rules_version:
        raise RuleError(T("core-record-rules", recorded=record.rules, game=ruleset.name,
                          version=ruleset.rules_version), hint=T("core-record-rules-hint"))
    session, opening = _set_up(ruleset, record)
    events = [_replay_one(session, n, entry) for n, entry in enumerate(record.commands, 1)]
    if state_hash(session.state) != record.final_hash:
        raise RuleError(T("core-record-final-differs", count=len(record.commands)))
    _check_seats(record, ruleset.seats(session.state), sides=True)
    return Replayed(record, session, opening, events)


def _set_up(ruleset: Ruleset, record: Record) -> tuple[Session, list[Event]]:
    """The game as set up from the record's origin, its seats checked against the record's."""
    paths = [o.name for o in describe(ruleset.options_model)
             if o.data_file and isinstance(record.options.get(o.name), str)]
    if paths:  # a path would be read on this machine: a record keeps its files
        raise RuleError(T("core-record-file-path", option=paths[0]))
    try:
        session, opening = Session.new(ruleset, record.origin)
    except RuleError:
        raise
    except Exception as err:  # a foreign file: whatever it holds is refused, never a crash
        raise RuleError(T("core-record-origin", problem=str(err)[:MAX_SHOWN])) from None
    _check_seats(record, ruleset.seats(session.state), sides=False)
    return session, opening


def _check_seats(record: Record, dealt: Mapping[str, str], *, sides: bool) -> None:
    """The record's seats are the game's (and hold its sides, once replayed: a side may be
    chosen during the game)."""
    listed = {p.seat: p.side for p in record.players}
    if (listed if sides else set(listed)) != (dict(dealt) if sides else set(dealt)):
        raise RuleError(T("core-record-seats", listed=_pairs(listed), dealt=_pairs(dealt)))


def _replay_one(session: Session, number: int, entry: RecordCommand) -> list[Event]:
    """Apply command `number` of the record; RuleError naming it if the rules refuse it or
    the state after it is not the recorded one."""
    registry = session.ruleset.registry
    shown = json.dumps(entry.command, ensure_ascii=False)[:MAX_SHOWN]
    try:
        command: Command = registry.load(entry.command)
        shown = registry.usage_of(command)
        events = session.ruleset.apply(session.state, entry.actor, command)
    except Exception as err:  # a foreign file: whatever it holds is refused, never a crash
        reason = err.words if isinstance(err, RuleError) else str(err)[:MAX_SHOWN]
        raise RuleError(T("core-record-refused", number=number, actor=entry.actor[:MAX_SHOWN],
                          command=shown, reason=reason)) from None
    session.log.append(LoggedCommand(actor=entry.actor, command=registry.dump(command)))
    if state_hash(session.state) != entry.hash:
        raise RuleError(T("core-record-differs", number=number,
                          actor=entry.actor[:MAX_SHOWN], command=shown),
                        hint=T("core-record-differs-hint"))
    return events


def _pairs(seats: Mapping[str, str]) -> str:
    return ", ".join(f"{seat} ({side})" for seat, side in seats.items())[:MAX_SHOWN] or "-"

"""A game in memory: state, the accepted-command log, atomic apply, replay and undo.

The table, the bot service and the tests all drive games through a Session, so atomicity
and replay are written once. Persistence is the adapter's job (bot/storage).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict

from . import data_file
from .commands import Command
from .errors import RuleError
from .events import Event
from .options import describe
from .ruleset import Ruleset, SeatSpec
from .words import T


class Origin(BaseModel):
    """Everything `setup` needs, so that setup + the command log rebuild the game: its data
    files too, kept in `options` as read at creation (`data_file.DataFile`), so nothing
    outside the stored game is read again."""

    model_config = ConfigDict(frozen=True)

    ruleset: str
    options: dict[str, Any]
    seats: list[SeatSpec]
    seed: int
    rules: int | None = None
    """The rules version that recorded the command log from its first command (the
    ruleset's `rules_version` when the game began; `Session.new` sets it). None: a game
    begun before versions were recorded, by version 1."""

    @property
    def recorded_by(self) -> int:
        return self.rules or 1


@dataclass(frozen=True, slots=True)
class LoggedCommand:
    """One accepted command as the log keeps it: who gave it, and the command as stored.
    A slotted record, not a model: a live game holds hundreds of them, and a model's
    per-instance bookkeeping (its field set, its attribute dict) tripled their memory."""

    actor: str
    command: dict[str, Any]


class Session:
    """One game. `apply` either changes the state and logs the command, or changes nothing."""

    def __init__(self, ruleset: Ruleset, origin: Origin, state: BaseModel) -> None:
        self.ruleset = ruleset
        self.origin = origin
        self.state = state
        self.log: list[LoggedCommand] = []

    @classmethod
    def new(cls, ruleset: Ruleset, origin: Origin) -> tuple[Session, list[Event]]:
        """A new game. A data file option still naming a path is read now, and the file kept
        in the origin: the game's map or cards cannot change under it."""
        if origin.rules is None:
            origin = origin.model_copy(update={"rules": ruleset.rules_version})
        kept = dict(origin.options)
        for name in _paths(ruleset, origin):
            kept[name] = data_file.read(kept[name], option=name).model_dump()
        return cls._set_up(ruleset, origin.model_copy(update={"options": kept}))

    @classmethod
    def _set_up(cls, ruleset: Ruleset, origin: Origin) -> tuple[Session, list[Event]]:
        options = ruleset.options_model.model_validate(origin.options)
        state, events = ruleset.setup(options, list(origin.seats), origin.seed)
        return cls(ruleset, origin, state), events

    @property
    def version(self) -> int:
        return len(self.log)

    def parse(self, line: str) -> Command:
        return self.ruleset.registry.parse(line, self.ruleset.vocabulary)

    def read(self, actor: str, line: str) -> Command:
        """A line typed by `actor` now; a refusal says what the actor could type instead."""
        return self.ruleset.read(self.state, actor, line)

    def apply(self, actor: str, command: Command) -> list[Event]:
        """Apply one command atomically: on any error the state is restored byte for byte."""
        before = self.state.model_dump_json()
        try:
            return self.advance(actor, command)
        except BaseException:
            self.state = type(self.state).model_validate_json(before)
            raise

    def advance(self, actor: str, command: Command) -> list[Event]:
        """Apply one command and log it, with no copy to restore: after a refusal the state
        may be half changed, so only a caller that then drops the whole session uses it
        (the simulator, whose game ends at the first refusal; replay takes the same step
        and keeps the logged entry). The copy `apply` keeps was a tenth of a command's cost
        in random play with the agents."""
        events = self.ruleset.apply(self.state, actor, command)
        self.log.append(
            LoggedCommand(actor=actor, command=self.ruleset.registry.dump(command))
        )
        return events

    def try_apply(self, actor: str, command: Command) -> tuple[list[Event], RuleError | None]:
        try:
            return self.apply(actor, command), None
        except RuleError as err:
            return [], err

    @classmethod
    def replay(
        cls, ruleset: Ruleset, origin: Origin, log: list[LoggedCommand]
    ) -> Session:
        """Rebuild a game from its origin and command log: the same state, bit for bit.
        Only a log recorded by the rules version the ruleset plays replays: an earlier
        version's commands may be refused, or worse accepted with another meaning.
        A refused command fails the whole replay, and the half-built session is dropped,
        so no command here needs `apply`'s copy of the state to restore (`advance`)."""
        if origin.recorded_by != ruleset.rules_version:
            raise RuleError(T("core-replay-version", recorded=origin.recorded_by,
                              game=ruleset.name, version=ruleset.rules_version))
        paths = _paths(ruleset, origin)
        if paths:
            raise RuleError(T("core-replay-file-not-kept", option=paths[0]),
                            hint=T("core-mend-instead"))
        session, _ = cls._set_up(ruleset, origin)
        for entry in log:
            ruleset.apply(session.state, entry.actor, ruleset.registry.load(entry.command))
            session.log.append(entry)  # the entry replayed, not dumped again: the same record
        return session

    def undo(self, count: int = 1) -> Session:
        """A new session without the last `count` commands (replayed from the origin).

        A game begun under an earlier rules version plays on (its stored state is upgraded
        when loaded) but cannot be rebuilt from its log, so undo is refused there with the
        reason and nothing changes."""
        if count < 1 or count > len(self.log):
            raise RuleError(
                T("core-undo-too-many", count=count, logged=len(self.log)),
                hint=T("core-undo-between", logged=len(self.log)) if self.log else "",
            )
        if self.origin.recorded_by != self.ruleset.rules_version:
            raise RuleError(
                T("core-undo-version", recorded=self.origin.recorded_by,
                  game=self.ruleset.name, version=self.ruleset.rules_version),
                hint=T("core-mend-instead"))
        return Session.replay(self.ruleset, self.origin, self.log[:-count])


def _paths(ruleset: Ruleset, origin: Origin) -> list[str]:
    """The data file options of `origin` that still name a path, not a kept file."""
    return [o.name for o in describe(ruleset.options_model)
            if o.data_file and isinstance(origin.options.get(o.name), str)]

"""Plain records read from and written to the database."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class GameRecord:
    id: int
    guild_id: int | None
    channel_id: int | None
    ruleset: str
    options: str
    seed: int
    version: int
    status: str
    updated_at: str = ""
    """When the game last changed (ISO 8601, UTC): deadlines count from here."""


@dataclass(frozen=True)
class SeatRecord:
    seat: str
    side: str
    user_id: int | None = None
    bot: bool = False
    """The seat is played by a bot (and held by no user)."""
    missed: int = 0
    """Deadlines in a row that passed with the seat awaited (`bot_after`)."""
    missed_at: int = 0
    """The game's version at the last deadline counted in `missed`."""


@dataclass(frozen=True)
class EventRecord:
    seq: int
    version: int
    audience: str
    kind: str
    payload: str


@dataclass(frozen=True)
class NewEvent:
    audience: str
    kind: str
    payload: str


@dataclass(frozen=True)
class NewMessage:
    target: str
    payload: str


@dataclass(frozen=True)
class PastCommand:
    """A command of an imported game's log, stored as it was played: who gave it, the
    command (JSON), when (ISO 8601, UTC) and the events it told."""

    actor: str
    command: str
    at: str
    events: Sequence[NewEvent] = ()


@dataclass(frozen=True)
class ImportedGame:
    """A game brought from a record, written all at once (`Store.import_game`): its
    origin, seats and opening events as at creation, its past commands with their times,
    the state they reach, and what is owed to its new channel now."""

    ruleset: str
    options: str
    seed: int
    seats: Sequence[SeatRecord]
    created_at: str
    opening: Sequence[NewEvent]
    past: Sequence[PastCommand]
    state: str
    guild_id: int | None = None
    channel_id: int | None = None
    status: str = "active"
    messages: Sequence[NewMessage] = ()
    board_key: str | None = None

    def event_rows(self, game_id: int) -> list[tuple[int, int, int, str, str, str, str]]:
        """(game, seq, version, audience, kind, payload, at) of every event, numbered in
        order: the opening's at version 0, each command's at its own."""
        told = [(0, self.created_at, e) for e in self.opening]
        told += [(n, c.at, e) for n, c in enumerate(self.past, 1) for e in c.events]
        return [(game_id, seq, version, e.audience, e.kind, e.payload, at)
                for seq, (version, at, e) in enumerate(told, 1)]


@dataclass(frozen=True)
class OutboxMessage:
    id: int
    game_id: int
    version: int
    target: str
    payload: str
    nonce: str = ""
    """Sent with the post, so a repeated post returns Discord's first message, not a copy."""
    attempts: int = 0
    """Temporary failures so far."""
    next_try_at: float | None = None
    """Unix time before which this message (and so its target) waits, after a failure."""


@dataclass(frozen=True)
class LobbySeat:
    user_id: int
    name: str
    side: str | None


@dataclass(frozen=True)
class LobbyRecord:
    """A game being signed up for in a channel, before it starts."""

    channel_id: int
    guild_id: int | None
    creator_id: int
    ruleset: str
    options: str
    seed: int
    seats: tuple[LobbySeat, ...]


@dataclass(frozen=True)
class PaceMark:
    """What the deadline clock told a game (`SqliteStore.owe_once`): a `kind` of reminder
    or notice, the game's version it is about, and how far it went (`stage`)."""

    kind: str
    version: int
    stage: int = 1


@dataclass(frozen=True)
class NewReport:
    """A player's problem report (`/game report`): their words, with the game's version
    when they reported it, their seat (None: they hold none) and when (ISO 8601, UTC)."""

    game_id: int
    version: int
    user_id: int
    seat: str | None
    words: str
    at: str


@dataclass(frozen=True)
class ReportRecord(NewReport):
    """A report as stored, with its number."""

    id: int = 0


@dataclass(frozen=True)
class ReportSettings:
    """Where a server's reports go: its report channel (None: none) and the moderators who
    asked for each by DM."""

    channel_id: int | None = None
    moderators: tuple[int, ...] = ()

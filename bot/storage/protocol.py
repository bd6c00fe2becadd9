"""What the bot asks of a games database: one interface that `SqliteStore` (one file, the
embedded default) and `PostgresStore` (a server several bot processes share) both keep,
with the same meaning, checked by the same tests (`tests/storage`).

Every write is one transaction: a command's new state, the command, its events and the
messages it owes are stored all together or not at all, behind the optimistic version check
(`VersionConflict`). `serialised` holds one game against every other process for the length
of a command, so two processes never apply commands to one game at the same time; the
version check stays as the safety net. The outbox is delivered per target, in order, by one
worker at a time across processes: a worker holds its target's lease (`claim_target`) while
it sends, and a lease left by a dead process expires.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Protocol

from .records import (
    EventRecord,
    GameRecord,
    ImportedGame,
    LobbyRecord,
    LobbySeat,
    NewEvent,
    NewMessage,
    NewReport,
    OutboxMessage,
    PaceMark,
    ReportRecord,
    ReportSettings,
    SeatRecord,
)


class Store(Protocol):
    """A games database; `await store.close()` (or `async with`) when done."""

    @property
    def closed(self) -> bool: ...

    async def close(self) -> None: ...

    async def __aenter__(self) -> Store: ...

    async def __aexit__(self, *exc: object) -> None: ...

    # -- one game at a time, across processes ----------------------------------------------

    def serialised(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """Hold the game against every other process sharing the database until the block
        ends, so what the block reads is the latest committed. On a server the block is one
        transaction: what it writes is committed when it ends (rolled back if it raises). A
        SQLite file is one process's, so there it holds nothing and each write commits at
        once (the service writes a command in one call). Within one process the service's
        own per-game lock orders commands; this orders processes."""
        ...

    # -- games ------------------------------------------------------------------------------

    async def create_game(self, *, ruleset: str, options: str, seed: int,
                          seats: Sequence[SeatRecord], state: str, events: Sequence[NewEvent],
                          guild_id: int | None = None, channel_id: int | None = None,
                          status: str = "active", messages: Sequence[NewMessage] = (),
                          board_key: str | None = None) -> int: ...

    async def import_game(self, game: ImportedGame) -> int:
        """A game brought from a record, in ONE transaction (all of it or nothing: a failed
        import leaves no game): its row at the version its past reaches, its seats, each
        past command with its own time and events, the state as its one snapshot, and the
        messages owed now. Its clock starts at the import (`updated_at`), its history keeps
        its times. A channel holding a live game refuses it (`Conflict`)."""
        ...

    async def commit(self, game_id: int, *, expected_version: int, state: str, actor: str,
                     command: str, events: Sequence[NewEvent],
                     messages: Sequence[NewMessage] = (), status: str | None = None,
                     board_key: str | None = None) -> int: ...

    async def rewind(self, game_id: int, *, to_version: int, state: str,
                     expected_version: int, actor: str, events: Sequence[NewEvent],
                     messages: Sequence[NewMessage] = (), board_key: str | None = None,
                     status: str | None = None) -> int: ...

    async def board_key(self, game_id: int) -> str | None: ...

    async def set_status(self, game_id: int, status: str,
                         messages: Sequence[NewMessage] = ()) -> None: ...

    async def set_seat_user(self, game_id: int, seat: str, user_id: int | None, *,
                            bot: bool = False) -> None:
        """Give the seat to a user, to nobody (None), or to a bot (`bot`, no user); its
        count of missed deadlines starts again."""
        ...

    async def set_seat_missed(self, game_id: int, seat: str, missed: int, at: int) -> None:
        """The seat's count of deadlines missed in a row, the last at version `at`."""
        ...

    async def game(self, game_id: int) -> GameRecord: ...

    async def version(self, game_id: int) -> tuple[int, str]: ...

    async def load(self, game_id: int) -> tuple[GameRecord, str]: ...

    async def game_for_channel(self, channel_id: int) -> GameRecord | None: ...

    async def channel_game(self, channel_id: int) -> GameRecord | None: ...

    async def games(self, status: str | None = None) -> list[GameRecord]: ...

    async def games_of_user(self, user_id: int) -> list[GameRecord]: ...

    async def seats(self, game_id: int) -> list[SeatRecord]: ...

    async def events(self, game_id: int, *, after_seq: int = 0,
                     audiences: Collection[str] | None = None,
                     limit: int | None = None) -> list[EventRecord]: ...

    async def commands(self, game_id: int) -> list[tuple[int, str, str]]: ...

    async def timeline(self, game_id: int) -> list[tuple[int, str]]:
        """When the game changed: (0, its creation) and then (version, when) of each stored
        command, in order (ISO 8601, UTC). Records and statistics read the game's pace
        from it."""
        ...

    async def snapshot(self, game_id: int, version: int) -> str | None: ...

    async def last_played(self, game_id: int) -> tuple[int, str]: ...

    # -- lobbies ----------------------------------------------------------------------------

    async def open_lobby(self, *, channel_id: int, guild_id: int | None, creator_id: int,
                         ruleset: str, options: str, seed: int) -> None: ...

    async def lobby(self, channel_id: int) -> LobbyRecord | None: ...

    async def join_lobby(self, channel_id: int, seat: LobbySeat) -> None: ...

    async def leave_lobby(self, channel_id: int, user_id: int) -> bool: ...

    async def close_lobby(self, channel_id: int) -> None: ...

    # -- threads, command servers, languages, waiting lines ---------------------------------

    async def set_seat_thread(self, game_id: int, seat: str, thread_id: int,
                              user_id: int | None) -> None: ...

    async def seat_thread(self, game_id: int, seat: str) -> tuple[int, int | None] | None: ...

    async def thread_game(self, thread_id: int) -> GameRecord | None: ...

    async def command_guilds(self) -> list[int]: ...

    async def add_command_guild(self, guild_id: int) -> None: ...

    async def forget_command_guild(self, guild_id: int) -> None: ...

    async def user_language(self, user_id: int) -> tuple[str | None, str | None]: ...

    async def user_languages(self, user_ids: Collection[int]
                             ) -> dict[int, tuple[str | None, str | None]]:
        """`user_language` of several users in one read (a game's players, at each
        command); a user with nothing stored is left out."""
        ...

    async def set_user_locale(self, user_id: int, locale: str | None) -> None: ...

    async def set_user_choice(self, user_id: int, language: str | None) -> None: ...

    async def waiting_post(self, game_id: int) -> tuple[int, str] | None: ...

    async def set_waiting_post(self, game_id: int, message_id: int, seats: str) -> None: ...

    # -- the outbox -------------------------------------------------------------------------

    async def owe(self, game_id: int, version: int, messages: Sequence[NewMessage]) -> None: ...

    async def owe_once(self, game_id: int, mark: PaceMark,
                       messages: Sequence[NewMessage]) -> bool: ...

    async def pending_messages(self, limit: int = 100) -> list[OutboxMessage]: ...

    async def outbox_heads(self) -> list[OutboxMessage]: ...

    async def outbox_head(self, target: str) -> OutboxMessage | None: ...

    async def claim_target(self, target: str, owner: str, seconds: float) -> bool:
        """Take (or renew) the lease on a target's messages for `seconds`: True when
        `owner` now holds it, False while another owner's lease runs. Only the holder
        sends the target's messages, so they go in order, each by one process."""
        ...

    async def release_target(self, target: str, owner: str) -> None:
        """Give the lease back (only if `owner` holds it)."""
        ...

    async def mark_sent(self, message_id: int) -> None: ...

    async def retry_later(self, message_id: int, *, attempts: int, at: float,
                          error: str) -> None: ...

    async def set_aside(self, message_id: int, *, attempts: int, error: str,
                        notice: NewMessage | None = None) -> bool: ...

    async def set_aside_messages(self) -> list[tuple[OutboxMessage, str]]: ...

    # -- problem reports --------------------------------------------------------------------

    async def file_report(self, report: NewReport, messages: Sequence[NewMessage], *,
                          since: str) -> int | None:
        """Store a player's report and owe the messages that carry it, together, unless the
        same user reported on the same game after `since` (ISO 8601): then nothing, and
        None; else the report's number."""
        ...

    async def reports(self, game_id: int) -> list[ReportRecord]: ...

    async def report_settings(self, guild_id: int) -> ReportSettings: ...

    async def set_report_channel(self, guild_id: int, channel_id: int | None) -> None:
        """The server's report channel (None: none)."""
        ...

    async def set_report_dm(self, guild_id: int, user_id: int, on: bool) -> None:
        """Whether this moderator gets the server's reports by DM."""
        ...

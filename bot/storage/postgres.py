"""PostgreSQL storage through asyncpg: a server several bot processes share.

The same meaning as `SqliteStore`, written for many writers: each command's write is one
statement (`pg_statements`), so one round trip, in its own transaction; `serialised` holds
a game with a transaction-scoped advisory lock, on one connection the task keeps until the
block ends, so two processes never apply commands to one game at once. The schema comes
from numbered migrations (`pg_migrations`), applied under an advisory lock so processes
starting together do not race.

`open` refuses, in one line and without the password, a server or database that cannot
hold our games; a write the server refuses (read-only, disk full, the connection lost)
raises `WriteFailed`, and a broken rule (a second live game in a channel) `Conflict`;
either way nothing of it is stored.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable, Collection, Sequence
from contextlib import asynccontextmanager
from contextvars import ContextVar
from datetime import UTC, datetime
from types import TracebackType
from typing import Any, TypeVar

import asyncpg

from engine.core import MODERATOR_SEAT

from . import pg_statements as sql
from .errors import Conflict, GameNotFound, UnusableDatabase, VersionConflict
from .pg_migrations import migrate
from .pg_opening import connect, refused, shown_url
from .records import (
    EventRecord,
    GameRecord,
    LobbyRecord,
    LobbySeat,
    NewEvent,
    NewMessage,
    OutboxMessage,
    PaceMark,
    SeatRecord,
)

T = TypeVar("T")

GAME_LOCKS = 0x47414D45
"""The first key of every game's advisory lock; the second is the game's id."""


def _now() -> str:
    """The time as SqliteStore writes it, so a GameRecord's `updated_at` reads alike."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _game_key(game_id: int) -> int:
    """A game's id as the int4 second key of its lock (ids past 2**31 wrap around: two
    games sharing a key only wait for each other)."""
    return (game_id + 2**31) % 2**32 - 2**31


class PostgresStore:
    """Games on a PostgreSQL server. Use `await PostgresStore.open(url)`, then `async with`."""

    def __init__(self, pool: asyncpg.Pool, where: str, keep_snapshots: int) -> None:
        self._pool = pool
        self.path = where
        """The server's URL without its password (named in errors and logs)."""
        self.keep_snapshots = keep_snapshots
        self._bound: ContextVar[asyncpg.Connection | None] = ContextVar(
            f"serialised-{id(self)}", default=None)
        """The connection of the `serialised` block the current task is in, if any."""
        self._closed = False

    @classmethod
    async def open(cls, url: str, *, keep_snapshots: int = 50,
                   pool_size: int = 10) -> PostgresStore:
        """Connect a pool of up to `pool_size` connections and bring the schema up to date.

        Raises `UnusableDatabase` (one line naming the server without its password, and
        the reason) for a server that cannot be reached, a database that does not exist,
        credentials refused, a schema newer than this program's, or a database holding
        another program's tables; then no connection is left open."""
        where = shown_url(url)
        pool = await connect(url, pool_size)
        try:
            await migrate(pool, where)
        except BaseException as err:
            await pool.close()
            if isinstance(err, (asyncpg.PostgresError, OSError)):
                raise UnusableDatabase(where, f"{err}.") from None
            raise
        return cls(pool, where, keep_snapshots)

    @property
    def closed(self) -> bool:
        return self._closed

    async def close(self) -> None:
        """Close the pool (again: nothing)."""
        if not self._closed:
            self._closed = True
            await self._pool.close()

    async def __aenter__(self) -> PostgresStore:
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                        tb: TracebackType | None) -> None:
        await self.close()

    @asynccontextmanager
    async def serialised(self, game_id: int) -> AsyncIterator[None]:
        """Hold the game's advisory lock in a transaction on one connection, which every
        store method the task calls inside the block uses: reads see the latest commit,
        writes join the transaction, and the block's end commits them all at once (a
        raise, or a connection lost, rolls all of it back). Nested: the same lock again."""
        bound = self._bound.get()
        if bound is not None:
            await bound.execute("SELECT pg_advisory_xact_lock($1, $2)", GAME_LOCKS,
                                _game_key(game_id))
            yield
            return
        async with self._pool.acquire() as con:
            try:
                transaction = con.transaction()
                await transaction.start()
                await con.execute("SELECT pg_advisory_xact_lock($1, $2)", GAME_LOCKS,
                                  _game_key(game_id))
            except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as err:
                raise refused(self.path, err) from err
            token = self._bound.set(con)
            try:
                yield
            except BaseException:
                with contextlib.suppress(asyncpg.PostgresError, asyncpg.InterfaceError, OSError):
                    await transaction.rollback()
                raise
            else:
                try:
                    await transaction.commit()
                except (asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as err:
                    raise refused(self.path, err) from err
            finally:
                self._bound.reset(token)

    async def _write(self, work: Callable[[asyncpg.Connection], Awaitable[T]]) -> T:
        """Run a write (one statement) on the task's bound connection, joining its
        transaction, else on one from the pool, in a transaction of its own. The server's
        refusals become `Conflict` or `WriteFailed`."""
        try:
            bound = self._bound.get()
            if bound is not None:
                return await work(bound)
            async with self._pool.acquire() as con:
                return await work(con)
        except asyncpg.IntegrityConstraintViolationError as err:
            raise Conflict(str(err)) from err
        except (asyncpg.PostgresError, asyncpg.InterfaceError, asyncpg.InternalClientError,
                OSError) as err:  # (the pool's reset of a connection cut under the write)
            raise refused(self.path, err) from err

    async def _execute(self, statement: str, *args: Any) -> str:
        return await self._write(lambda con: con.execute(statement, *args))

    async def _value(self, statement: str, *args: Any) -> Any:
        return await self._write(lambda con: con.fetchval(statement, *args))

    async def _fetch(self, statement: str, *args: Any) -> list[asyncpg.Record]:
        bound = self._bound.get()
        if bound is not None:
            return await bound.fetch(statement, *args)
        return await self._pool.fetch(statement, *args)

    # -- games ----------------------------------------------------------------------------

    async def create_game(self, *, ruleset: str, options: str, seed: int,
                          seats: Sequence[SeatRecord], state: str, events: Sequence[NewEvent],
                          guild_id: int | None = None, channel_id: int | None = None,
                          status: str = "active", messages: Sequence[NewMessage] = (),
                          board_key: str | None = None) -> int:
        return await self._value(
            sql.NEW_GAME, guild_id, channel_id, ruleset, options, seed, status, _now(),
            board_key, [s.seat for s in seats], [s.side for s in seats],
            [s.user_id for s in seats], state, *sql.events_arrays(events),
            *sql.messages_arrays(messages))

    async def commit(self, game_id: int, *, expected_version: int, state: str, actor: str,
                     command: str, events: Sequence[NewEvent],
                     messages: Sequence[NewMessage] = (), status: str | None = None,
                     board_key: str | None = None) -> int:
        """Store one accepted command and everything it produced, in one statement;
        returns the new version (see `SqliteStore.commit`)."""
        return await self._new_version(game_id, expected_version, state, actor, command,
                                       events, messages, status, board_key)

    async def rewind(self, game_id: int, *, to_version: int, state: str,
                     expected_version: int, actor: str, events: Sequence[NewEvent],
                     messages: Sequence[NewMessage] = (), board_key: str | None = None,
                     status: str | None = None) -> int:
        """Undo as a new version holding `state` (see `SqliteStore.rewind`)."""
        return await self._new_version(game_id, expected_version, state, actor,
                                       f'{{"undo_to": {to_version}}}', events, messages,
                                       status, board_key)

    async def _new_version(self, game_id: int, expected: int, state: str, actor: str,
                           command: str, events: Sequence[NewEvent],
                           messages: Sequence[NewMessage], status: str | None,
                           board_key: str | None) -> int:
        row = await self._write(lambda con: con.fetchrow(
            sql.NEW_VERSION, game_id, expected, _now(), status, board_key, state, actor,
            command, *sql.events_arrays(events), *sql.messages_arrays(messages),
            self.keep_snapshots))
        new, stored = row[0], row[1]
        if new is None:
            if stored is None:
                raise GameNotFound(game_id)
            raise VersionConflict(game_id, expected, stored)
        return new

    async def board_key(self, game_id: int) -> str | None:
        """The key of the board last owed to the game's channel as a snapshot."""
        rows = await self._fetch("SELECT board_key FROM games WHERE id = $1", game_id)
        return rows[0][0] if rows else None

    async def set_status(self, game_id: int, status: str,
                         messages: Sequence[NewMessage] = ()) -> None:
        """A moderator's pause, resume or end, with the messages it owes."""
        if not await self._value(sql.SET_STATUS, game_id, status, _now(),
                                 *sql.messages_arrays(messages)):
            raise GameNotFound(game_id)

    async def set_seat_user(self, game_id: int, seat: str, user_id: int | None) -> None:
        await self._execute("UPDATE seats SET user_id = $3 WHERE game_id = $1 AND seat = $2",
                            game_id, seat, user_id)

    async def game(self, game_id: int) -> GameRecord:
        rows = await self._fetch(f"SELECT {sql.GAME_COLUMNS} FROM games WHERE id = $1", game_id)
        if not rows:
            raise GameNotFound(game_id)
        return GameRecord(*rows[0])

    async def version(self, game_id: int) -> tuple[int, str]:
        """The game's stored version and status (one primary-key lookup)."""
        rows = await self._fetch("SELECT version, status FROM games WHERE id = $1", game_id)
        if not rows:
            raise GameNotFound(game_id)
        return rows[0][0], rows[0][1]

    async def load(self, game_id: int) -> tuple[GameRecord, str]:
        """The game and its latest state, read in one statement (one consistent view)."""
        rows = await self._fetch(
            "SELECT g.id, g.guild_id, g.channel_id, g.ruleset, g.options, g.seed, g.version, "
            "g.status, g.updated_at, s.state FROM games g JOIN snapshots s "
            "ON s.game_id = g.id AND s.version = g.version WHERE g.id = $1", game_id)
        if not rows:
            raise GameNotFound(game_id)
        return GameRecord(*rows[0][:9]), rows[0][9]

    async def game_for_channel(self, channel_id: int) -> GameRecord | None:
        rows = await self._fetch(f"SELECT {sql.GAME_COLUMNS} FROM games WHERE channel_id = $1 "
                                 "AND status != 'finished'", channel_id)
        return GameRecord(*rows[0]) if rows else None

    async def channel_game(self, channel_id: int) -> GameRecord | None:
        """The channel's live game, else the last game played there (finished)."""
        rows = await self._fetch(f"SELECT {sql.GAME_COLUMNS} FROM games WHERE channel_id = $1 "
                                 "ORDER BY status = 'finished', id DESC LIMIT 1", channel_id)
        return GameRecord(*rows[0]) if rows else None

    async def games(self, status: str | None = None) -> list[GameRecord]:
        rows = await self._fetch(f"SELECT {sql.GAME_COLUMNS} FROM games WHERE $1::text IS NULL "
                                 "OR status = $1 ORDER BY id", status)
        return [GameRecord(*r) for r in rows]

    async def games_of_user(self, user_id: int) -> list[GameRecord]:
        """Live games in which this Discord user holds a seat."""
        rows = await self._fetch(
            "SELECT g.id, g.guild_id, g.channel_id, g.ruleset, g.options, g.seed, g.version, "
            "g.status, g.updated_at FROM games g WHERE g.status != 'finished' AND EXISTS "
            "(SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id = $1) ORDER BY g.id",
            user_id)
        return [GameRecord(*r) for r in rows]

    async def seats(self, game_id: int) -> list[SeatRecord]:
        rows = await self._fetch("SELECT seat, side, user_id FROM seats WHERE game_id = $1 "
                                 "ORDER BY position", game_id)
        return [SeatRecord(*r) for r in rows]

    async def events(self, game_id: int, *, after_seq: int = 0,
                     audiences: Collection[str] | None = None,
                     limit: int | None = None) -> list[EventRecord]:
        rows = await self._fetch(
            "SELECT seq, version, audience, kind, payload FROM events WHERE game_id = $1 "
            "AND seq > $2 AND ($3::text[] IS NULL OR audience = ANY($3)) ORDER BY seq LIMIT $4",
            game_id, after_seq, None if audiences is None else list(audiences), limit)
        return [EventRecord(*r) for r in rows]

    async def commands(self, game_id: int) -> list[tuple[int, str, str]]:
        rows = await self._fetch("SELECT version, actor, command FROM commands "
                                 "WHERE game_id = $1 ORDER BY version", game_id)
        return [(r[0], r[1], r[2]) for r in rows]

    async def snapshot(self, game_id: int, version: int) -> str | None:
        rows = await self._fetch("SELECT state FROM snapshots WHERE game_id = $1 "
                                 "AND version = $2", game_id, version)
        return rows[0][0] if rows else None

    async def last_played(self, game_id: int) -> tuple[int, str]:
        """(version, when) of the last command a seat gave, not a moderator; the game's
        creation (0, when) if none has."""
        rows = await self._fetch(
            "SELECT COALESCE((SELECT version FROM commands WHERE game_id = g.id AND actor != $2 "
            "ORDER BY version DESC LIMIT 1), 0), COALESCE((SELECT at FROM commands "
            "WHERE game_id = g.id AND actor != $2 ORDER BY version DESC LIMIT 1), g.created_at) "
            "FROM games g WHERE g.id = $1", game_id, MODERATOR_SEAT)
        if not rows:
            raise GameNotFound(game_id)
        return rows[0][0], rows[0][1]

    # -- lobbies (open sign-up) -------------------------------------------------------------

    async def open_lobby(self, *, channel_id: int, guild_id: int | None, creator_id: int,
                         ruleset: str, options: str, seed: int) -> None:
        await self._execute(
            "INSERT INTO lobbies (channel_id, guild_id, creator_id, ruleset, options, seed, "
            "created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            channel_id, guild_id, creator_id, ruleset, options, seed, _now())

    async def lobby(self, channel_id: int) -> LobbyRecord | None:
        rows = await self._fetch("SELECT channel_id, guild_id, creator_id, ruleset, options, "
                                 "seed FROM lobbies WHERE channel_id = $1", channel_id)
        if not rows:
            return None
        seats = await self._fetch("SELECT user_id, name, side FROM lobby_seats WHERE "
                                  "channel_id = $1 ORDER BY joined_at, position", channel_id)
        return LobbyRecord(*rows[0], seats=tuple(LobbySeat(*r) for r in seats))

    async def join_lobby(self, channel_id: int, seat: LobbySeat) -> None:
        """Sign a player up, or change the side they asked for."""
        await self._execute(
            "INSERT INTO lobby_seats (channel_id, user_id, name, side, joined_at) "
            "VALUES ($1, $2, $3, $4, $5) ON CONFLICT (channel_id, user_id) DO UPDATE SET "
            "side = excluded.side", channel_id, seat.user_id, seat.name, seat.side, _now())

    async def leave_lobby(self, channel_id: int, user_id: int) -> bool:
        done = await self._execute("DELETE FROM lobby_seats WHERE channel_id = $1 "
                                   "AND user_id = $2", channel_id, user_id)
        return done != "DELETE 0"

    async def close_lobby(self, channel_id: int) -> None:
        await self._execute("DELETE FROM lobbies WHERE channel_id = $1", channel_id)

    # -- threads, command servers, languages, waiting lines ---------------------------------

    async def set_seat_thread(self, game_id: int, seat: str, thread_id: int,
                              user_id: int | None) -> None:
        """Record a seat's private thread and the player it was last given to."""
        await self._execute(
            "INSERT INTO seat_threads (game_id, seat, thread_id, user_id) VALUES "
            "($1, $2, $3, $4) ON CONFLICT (game_id, seat) DO UPDATE SET "
            "thread_id = excluded.thread_id, user_id = excluded.user_id",
            game_id, seat, thread_id, user_id)

    async def seat_thread(self, game_id: int, seat: str) -> tuple[int, int | None] | None:
        rows = await self._fetch("SELECT thread_id, user_id FROM seat_threads WHERE "
                                 "game_id = $1 AND seat = $2", game_id, seat)
        return (rows[0][0], rows[0][1]) if rows else None

    async def thread_game(self, thread_id: int) -> GameRecord | None:
        """The game whose seat's private thread this is."""
        rows = await self._fetch(
            "SELECT g.id, g.guild_id, g.channel_id, g.ruleset, g.options, g.seed, g.version, "
            "g.status, g.updated_at FROM games g JOIN seat_threads t ON t.game_id = g.id "
            "WHERE t.thread_id = $1", thread_id)
        return GameRecord(*rows[0]) if rows else None

    async def command_guilds(self) -> list[int]:
        return [r[0] for r in await self._fetch("SELECT guild_id FROM command_guilds "
                                                "ORDER BY guild_id")]

    async def add_command_guild(self, guild_id: int) -> None:
        await self._execute("INSERT INTO command_guilds (guild_id) VALUES ($1) "
                            "ON CONFLICT DO NOTHING", guild_id)

    async def forget_command_guild(self, guild_id: int) -> None:
        await self._execute("DELETE FROM command_guilds WHERE guild_id = $1", guild_id)

    async def user_language(self, user_id: int) -> tuple[str | None, str | None]:
        rows = await self._fetch("SELECT chosen, locale FROM user_languages WHERE "
                                 "user_id = $1", user_id)
        return (rows[0][0], rows[0][1]) if rows else (None, None)

    async def set_user_locale(self, user_id: int, locale: str | None) -> None:
        await self._execute(
            "INSERT INTO user_languages (user_id, chosen, locale) VALUES ($1, NULL, $2) "
            "ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale", user_id, locale)

    async def set_user_choice(self, user_id: int, language: str | None) -> None:
        await self._execute(
            "INSERT INTO user_languages (user_id, chosen, locale) VALUES ($1, $2, NULL) "
            "ON CONFLICT (user_id) DO UPDATE SET chosen = excluded.chosen", user_id, language)

    async def waiting_post(self, game_id: int) -> tuple[int, str] | None:
        rows = await self._fetch("SELECT message_id, seats FROM waiting_posts WHERE "
                                 "game_id = $1", game_id)
        return (rows[0][0], rows[0][1]) if rows else None

    async def set_waiting_post(self, game_id: int, message_id: int, seats: str) -> None:
        await self._execute(
            "INSERT INTO waiting_posts (game_id, message_id, seats) VALUES ($1, $2, $3) "
            "ON CONFLICT (game_id) DO UPDATE SET message_id = excluded.message_id, "
            "seats = excluded.seats", game_id, message_id, seats)

    # -- the outbox -------------------------------------------------------------------------

    async def owe(self, game_id: int, version: int, messages: Sequence[NewMessage]) -> None:
        """Messages owed outside a command."""
        if messages:
            await self._execute(sql.OWE, game_id, version, _now(),
                                *sql.messages_arrays(messages))

    async def owe_once(self, game_id: int, mark: PaceMark,
                       messages: Sequence[NewMessage]) -> bool:
        """Owe the messages unless a mark of its kind and version already reached its
        stage (see `SqliteStore.owe_once`); True when they were owed."""
        return bool(await self._value(sql.OWE_ONCE, game_id, mark.kind, mark.version,
                                      mark.stage, _now(), *sql.messages_arrays(messages)))

    async def pending_messages(self, limit: int = 100) -> list[OutboxMessage]:
        """Messages still owed (neither sent nor set aside), oldest first."""
        rows = await self._fetch(f"SELECT {sql.OUTBOX_COLUMNS} FROM outbox WHERE sent_at IS "
                                 "NULL AND set_aside_at IS NULL ORDER BY id LIMIT $1", limit)
        return [OutboxMessage(*r) for r in rows]

    async def outbox_heads(self) -> list[OutboxMessage]:
        """The oldest owed message of each target."""
        rows = await self._fetch(
            f"SELECT {sql.OUTBOX_COLUMNS} FROM outbox WHERE id IN (SELECT MIN(id) FROM outbox "
            "WHERE sent_at IS NULL AND set_aside_at IS NULL GROUP BY target) ORDER BY id")
        return [OutboxMessage(*r) for r in rows]

    async def outbox_head(self, target: str) -> OutboxMessage | None:
        rows = await self._fetch(
            f"SELECT {sql.OUTBOX_COLUMNS} FROM outbox WHERE target = $1 AND sent_at IS NULL "
            "AND set_aside_at IS NULL ORDER BY id LIMIT 1", target)
        return OutboxMessage(*rows[0]) if rows else None

    async def claim_target(self, target: str, owner: str, seconds: float) -> bool:
        """Take (or renew) the lease on a target's messages for `seconds`, by the
        server's clock: True when `owner` now holds it."""
        return await self._value(sql.CLAIM, target, owner, seconds) is not None

    async def release_target(self, target: str, owner: str) -> None:
        await self._execute("DELETE FROM outbox_leases WHERE target = $1 AND owner = $2",
                            target, owner)

    async def mark_sent(self, message_id: int) -> None:
        await self._execute("UPDATE outbox SET sent_at = $2 WHERE id = $1", message_id, _now())

    async def retry_later(self, message_id: int, *, attempts: int, at: float,
                          error: str) -> None:
        """A temporary failure: the message (and its target) waits until `at` (Unix time)."""
        await self._execute("UPDATE outbox SET attempts = $2, next_try_at = $3, "
                            "last_error = $4 WHERE id = $1", message_id, attempts, at, error)

    async def set_aside(self, message_id: int, *, attempts: int, error: str,
                        notice: NewMessage | None = None) -> bool:
        """Give up on a message, owing `notice` unless the same command already had a
        message to that target set aside; True when the notice was owed."""
        target, payload = (notice.target, notice.payload) if notice else (None, None)
        nonce = sql.messages_arrays([notice])[2][0] if notice else None
        return bool(await self._value(sql.SET_ASIDE, message_id, attempts, error, _now(),
                                      target, payload, nonce))

    async def set_aside_messages(self) -> list[tuple[OutboxMessage, str]]:
        """Messages given up on, with why."""
        rows = await self._fetch(f"SELECT {sql.OUTBOX_COLUMNS}, last_error FROM outbox "
                                 "WHERE set_aside_at IS NOT NULL ORDER BY id")
        return [(OutboxMessage(*r[:-1]), r[-1]) for r in rows]

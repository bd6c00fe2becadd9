"""PostgreSQL storage through asyncpg: a server several bot processes share.

The same meaning as `SqliteStore`, written for many writers: each command's write is one
statement (`pg_statements`), so one round trip, in its own transaction; `serialised` holds
a game across processes (`pg_connections`); the outbox is in `pg_outbox`. The schema comes
from numbered migrations (`pg_migrations`), applied under an advisory lock so processes
starting together do not race.

`open` refuses, in one line and without the password, a server or database that cannot
hold our games; a write the server refuses (read-only, disk full, the connection lost)
raises `WriteFailed`, and a broken rule (a second live game in a channel) `Conflict`;
either way nothing of it is stored.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from types import TracebackType

import asyncpg

from engine.core import MODERATOR_SEAT

from . import pg_statements as sql
from .errors import GameNotFound, UnusableDatabase, VersionConflict
from .pg_connections import now
from .pg_migrations import migrate
from .pg_opening import connect, shown_url
from .pg_outbox import PgOutbox
from .pg_reports import PgReports
from .records import (
    EventRecord,
    GameRecord,
    ImportedGame,
    LobbyRecord,
    LobbySeat,
    NewEvent,
    NewMessage,
    SeatRecord,
)


class PostgresStore(PgOutbox, PgReports):
    """Games on a PostgreSQL server. Use `await PostgresStore.open(url)`, then `async with`."""

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

    async def __aenter__(self) -> PostgresStore:
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                        tb: TracebackType | None) -> None:
        await self.close()

    # -- games ----------------------------------------------------------------------------

    async def create_game(self, *, ruleset: str, options: str, seed: int,
                          seats: Sequence[SeatRecord], state: str, events: Sequence[NewEvent],
                          guild_id: int | None = None, channel_id: int | None = None,
                          status: str = "active", messages: Sequence[NewMessage] = (),
                          board_key: str | None = None) -> int:
        return await self._value(
            sql.NEW_GAME, guild_id, channel_id, ruleset, options, seed, status, now(),
            board_key, [s.seat for s in seats], [s.side for s in seats],
            [s.user_id for s in seats], state, *sql.events_arrays(events),
            *sql.messages_arrays(messages), [s.bot for s in seats])

    async def import_game(self, game: ImportedGame) -> int:
        """A game from a record, in one transaction (see `Store.import_game`): a few
        statements, once per import, where a command's write is one."""
        return await self._write(lambda con: self._import(con, game))

    async def _import(self, con: asyncpg.Connection, game: ImportedGame) -> int:
        at, version = now(), len(game.past)
        async with con.transaction():
            game_id = await con.fetchval(
                "INSERT INTO games (guild_id, channel_id, ruleset, options, seed, version, "
                "status, created_at, updated_at, board_key) VALUES ($1, $2, $3, $4, $5, $6, "
                "$7, $8, $9, $10) RETURNING id", game.guild_id, game.channel_id, game.ruleset,
                game.options, game.seed, version, game.status, game.created_at, at,
                game.board_key)
            await con.executemany(
                "INSERT INTO seats (game_id, seat, side, user_id, bot) VALUES ($1, $2, $3, $4, "
                "$5)", [(game_id, s.seat, s.side, s.user_id, s.bot) for s in game.seats])
            await con.execute("INSERT INTO snapshots (game_id, version, state) "
                              "VALUES ($1, $2, $3)", game_id, version, game.state)
            await con.executemany(
                "INSERT INTO commands (game_id, version, actor, command, at) "
                "VALUES ($1, $2, $3, $4, $5)",
                [(game_id, n, c.actor, c.command, c.at) for n, c in enumerate(game.past, 1)])
            await con.executemany(
                "INSERT INTO events (game_id, seq, version, audience, kind, payload, at) "
                "VALUES ($1, $2, $3, $4, $5, $6, $7)", game.event_rows(game_id))
            await con.execute(sql.OWE, game_id, version, at, *sql.messages_arrays(game.messages))
        return game_id

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
            sql.NEW_VERSION, game_id, expected, now(), status, board_key, state, actor,
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
        if not await self._value(sql.SET_STATUS, game_id, status, now(),
                                 *sql.messages_arrays(messages)):
            raise GameNotFound(game_id)

    async def set_seat_user(self, game_id: int, seat: str, user_id: int | None, *,
                            bot: bool = False) -> None:
        await self._execute("UPDATE seats SET user_id = $3, bot = $4, missed = 0 "
                            "WHERE game_id = $1 AND seat = $2", game_id, seat, user_id, bot)

    async def set_seat_missed(self, game_id: int, seat: str, missed: int, at: int) -> None:
        await self._execute("UPDATE seats SET missed = $3, missed_at = $4 "
                            "WHERE game_id = $1 AND seat = $2", game_id, seat, missed, at)

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
        rows = await self._fetch("SELECT seat, side, user_id, bot, missed, missed_at FROM seats "
                                 "WHERE game_id = $1 ORDER BY position", game_id)
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

    async def timeline(self, game_id: int) -> list[tuple[int, str]]:
        created = await self._fetch("SELECT created_at FROM games WHERE id = $1", game_id)
        if not created:
            raise GameNotFound(game_id)
        rows = await self._fetch("SELECT version, at FROM commands WHERE game_id = $1 "
                                 "ORDER BY version", game_id)
        return [(0, created[0][0]), *((r[0], r[1]) for r in rows)]

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
            channel_id, guild_id, creator_id, ruleset, options, seed, now())

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
            "side = excluded.side", channel_id, seat.user_id, seat.name, seat.side, now())

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

    async def user_languages(self, user_ids: Collection[int]
                             ) -> dict[int, tuple[str | None, str | None]]:
        """`user_language` of several users in one read; those with nothing stored left out."""
        if not user_ids:
            return {}
        rows = await self._fetch("SELECT user_id, chosen, locale FROM user_languages WHERE "
                                 "user_id = ANY($1::bigint[])", list(user_ids))
        return {r[0]: (r[1], r[2]) for r in rows}

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

"""SQLite storage through aiosqlite: one connection, WAL, one transaction per command.

Every write opens `BEGIN IMMEDIATE`, checks the game's version (optimistic concurrency),
writes the new snapshot, the command, its events and the messages it owes, and commits, so
a crash leaves either all of it or none. Old snapshots are pruned past `keep_snapshots`
(undo replays from the origin, so it needs none of them).

`open` refuses, in one line, any file that is not a whole database of ours; a write the
database refuses (busy past `busy_timeout`, read-only, disk full) raises `WriteFailed` after
a rollback, so nothing of it is stored.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import time
from collections.abc import AsyncIterator, Collection, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path
from types import TracebackType

import aiosqlite

from engine.core import MODERATOR_SEAT

from .checkpoints import FALLBACK_PAGES, LOG_LIMIT_BYTES, Checkpointer
from .errors import (
    Conflict,
    GameNotFound,
    UnusableDatabase,
    VersionConflict,
    explain,
    refused_by_sqlite,
)
from .records import (
    EventRecord,
    GameRecord,
    ImportedGame,
    LobbyRecord,
    LobbySeat,
    NewEvent,
    NewMessage,
    OutboxMessage,
    PaceMark,
    SeatRecord,
)
from .sqlite_reports import SqliteReports


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


SYNCHRONOUS = ("NORMAL", "FULL")
"""The SQLite `synchronous` levels a games database may run at (the store's and the
settings' one list). In WAL mode NORMAL loses nothing when the process is killed; FULL also
keeps the last commits through a power cut, at one fsync per commit. OFF and EXTRA are not
offered: the first may lose acknowledged moves, the second adds nothing in WAL mode."""


def _inspect(path: str) -> int:
    """Check, on a plain connection closed at once, that the file is a whole database of
    ours that this program can read; returns its schema version (0: a new file). Runs
    before the aiosqlite connection exists, so a refusal leaves no thread behind. The
    quick check reads every page: about 0.2 s for a 120 MB file, once at start."""
    if path != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path)
    try:
        (current,) = db.execute("PRAGMA user_version").fetchone()
        known = max(number for number, _ in _migrations())
        if current > known:
            raise UnusableDatabase(path, f"its schema is version {current}, newer than this "
                                   f"program knows ({known}); run a newer Dune Moderator, or "
                                   "restore a backup made by this one.")
        tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE "
                                           "type = 'table' ORDER BY name")]
        if current == 0 and tables:
            raise UnusableDatabase(path, "it belongs to another program (tables: "
                                   f"{', '.join(tables[:5])}); give Dune Moderator a file of "
                                   "its own.")
        (check,) = db.execute("PRAGMA quick_check(1)").fetchone()
        if check != "ok":
            detail = " ".join(check.replace("*** in database main ***", "").split())
            raise UnusableDatabase(path, "the file is damaged (truncated or corrupt: "
                                   f"{detail}); restore it from a backup.")
        return current
    finally:
        db.close()


def _migrations() -> list[tuple[int, str]]:
    """Numbered SQL files shipped in bot/storage/migrations, in order."""
    files = resources.files("bot.storage.migrations")
    out = []
    for entry in files.iterdir():
        if entry.name.endswith(".sql"):
            out.append((int(entry.name.split("_", 1)[0]), entry.read_text()))
    return sorted(out)


OUTBOX_INSERT = ("INSERT INTO outbox (game_id, version, target, payload, created_at, nonce) "
                 "VALUES (?, ?, ?, ?, ?, lower(hex(randomblob(10))))")
"""A message owed, with its nonce: (game_id, version, target, payload, created_at)."""


@dataclass(frozen=True)
class _Version:
    """A new version of a game (a command, or an undo) and how to write it, synchronously,
    on the connection's own thread."""

    game_id: int
    expected: int
    state: str
    actor: str
    command: str
    events: Sequence[NewEvent]
    messages: Sequence[NewMessage]
    status: str | None
    board_key: str | None
    keep_snapshots: int

    def write(self, db: sqlite3.Connection) -> int:
        """BEGIN IMMEDIATE, the optimistic version check, every row, COMMIT; ROLLBACK on any
        failure, so a crash or an error leaves all of it or none."""
        db.execute("BEGIN IMMEDIATE")
        try:
            version = self._rows(db)
            db.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise
        return version

    def _rows(self, db: sqlite3.Connection) -> int:
        game, now, version = self.game_id, _now(), self.expected + 1
        cur = db.execute(
            "UPDATE games SET version = version + 1, updated_at = ?, status = COALESCE(?, "
            "status), board_key = COALESCE(?, board_key) WHERE id = ? AND version = ?",
            (now, self.status, self.board_key, game, self.expected))
        if cur.rowcount != 1:
            row = db.execute("SELECT version FROM games WHERE id = ?", (game,)).fetchone()
            if row is None:
                raise GameNotFound(game)
            raise VersionConflict(game, self.expected, row[0])
        db.execute("INSERT INTO snapshots (game_id, version, state) VALUES (?, ?, ?)",
                   (game, version, self.state))
        db.execute("INSERT INTO commands (game_id, version, actor, command, at) "
                   "VALUES (?, ?, ?, ?, ?)", (game, version, self.actor, self.command, now))
        db.executemany(
            "INSERT INTO events (game_id, seq, version, audience, kind, payload, at) VALUES "
            "(?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM events WHERE game_id = ?), "
            "?, ?, ?, ?, ?)",
            [(game, game, version, e.audience, e.kind, e.payload, now) for e in self.events])
        db.executemany(OUTBOX_INSERT,
                       [(game, version, m.target, m.payload, now) for m in self.messages])
        if version % 10 == 0:  # every tenth version, drop snapshots past the kept ones
            db.execute("DELETE FROM snapshots WHERE game_id = ? AND version <= ?",
                       (game, version - self.keep_snapshots))
        return version


class SqliteStore(SqliteReports):
    """Games in one SQLite file. Use `await SqliteStore.open(path)`, then `async with`."""

    def __init__(self, db: aiosqlite.Connection, keep_snapshots: int,
                 path: str | Path = ":memory:") -> None:
        self._db = db
        self.path = str(path)
        self._lock = asyncio.Lock()
        self.keep_snapshots = keep_snapshots
        self.checkpoints: Checkpointer | None = None
        self._closed = False
        """Checkpoints the log off the command path (none for an in-memory database)."""

    @classmethod
    async def open(cls, path: str | Path, *, synchronous: str = "NORMAL",
                   keep_snapshots: int = 50, busy_timeout: float = 5.0) -> SqliteStore:
        """Open (or create) the games database and bring its schema up to date.

        Raises `UnusableDatabase` (one line naming the file and the reason) for anything
        that is not a healthy database of ours, and then leaves no connection open: an
        open aiosqlite connection's thread would keep the process alive. `busy_timeout`:
        how long a write waits for another process's lock before it fails (`WriteFailed`)."""
        if synchronous.upper() not in SYNCHRONOUS:
            raise ValueError(f"synchronous must be one of {', '.join(SYNCHRONOUS)}, "
                             f"not {synchronous!r}")
        try:
            current = await asyncio.to_thread(_inspect, str(path))
            db = await aiosqlite.connect(str(path), isolation_level=None)
        except OSError as err:
            raise UnusableDatabase(path, f"{err.strerror or err}.") from None
        except sqlite3.Error as err:
            raise UnusableDatabase(path, explain(err, path)) from None
        store = cls(db, keep_snapshots, path)
        try:
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute(f"PRAGMA synchronous={synchronous.upper()}")
            await db.execute("PRAGMA foreign_keys=ON")
            await db.execute(f"PRAGMA busy_timeout={int(busy_timeout * 1000)}")
            await store._migrate(current)
            if store.path != ":memory:":
                await db.execute(f"PRAGMA wal_autocheckpoint={FALLBACK_PAGES}")
                await db.execute(f"PRAGMA journal_size_limit={LOG_LIMIT_BYTES}")
                store.checkpoints = Checkpointer(store.path)
        except BaseException as err:
            await db.close()
            if isinstance(err, sqlite3.Error):
                raise UnusableDatabase(path, explain(err, path)) from None
            raise
        return store

    @property
    def closed(self) -> bool:
        return self._closed

    async def close(self) -> None:
        """Close the connection (again: nothing)."""
        if self._closed:
            return
        self._closed = True
        if self.checkpoints is not None:
            await asyncio.to_thread(self.checkpoints.close)
            self.checkpoints = None
        await self._db.close()

    def _written(self) -> None:
        """A transaction committed: the log will want a checkpoint."""
        if self.checkpoints is not None:
            self.checkpoints.poke()

    @asynccontextmanager
    async def serialised(self, game_id: int) -> AsyncIterator[None]:
        """Nothing to hold: one process writes a SQLite file at a time (its write lock), the
        service's own lock orders one process's commands, and the version check catches a
        second process on the same file (a moderator's `table`)."""
        yield

    async def __aenter__(self) -> SqliteStore:
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                        tb: TracebackType | None) -> None:
        await self.close()

    async def _migrate(self, current: int) -> None:
        """Apply the migrations newer than `current`, each in its own transaction."""
        for number, sql in _migrations():
            if number <= current:
                continue
            async with self._transaction() as db:
                await db.executescript(f"BEGIN IMMEDIATE;\n{sql}\nPRAGMA user_version={number};"
                                       "\nCOMMIT;")

    @asynccontextmanager
    async def _transaction(self, begin: bool = False) -> AsyncIterator[aiosqlite.Connection]:
        """Serialise writers; with `begin`, wrap the block in BEGIN IMMEDIATE ... COMMIT."""
        async with self._lock:
            if not begin:
                yield self._db
                return
            try:
                await self._db.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as err:
                raise refused_by_sqlite(self.path, err) from err
            except BaseException:
                # cancelled while waiting: the BEGIN still runs on the connection's thread,
                # and would leave the connection inside a transaction that no one ends (every
                # later write then fails); a ROLLBACK queued behind it ends it
                with contextlib.suppress(sqlite3.Error):
                    await asyncio.shield(self._db.execute("ROLLBACK"))
                raise
            try:
                yield self._db
                await self._db.execute("COMMIT")
                self._written()
            except BaseException as err:
                with contextlib.suppress(sqlite3.Error):
                    await self._db.execute("ROLLBACK")
                if isinstance(err, sqlite3.IntegrityError):
                    raise Conflict(str(err)) from err
                if isinstance(err, sqlite3.DatabaseError):
                    raise refused_by_sqlite(self.path, err) from err
                raise

    # -- games ----------------------------------------------------------------------------

    async def create_game(self, *, ruleset: str, options: str, seed: int,
                          seats: Sequence[SeatRecord], state: str, events: Sequence[NewEvent],
                          guild_id: int | None = None, channel_id: int | None = None,
                          status: str = "active", messages: Sequence[NewMessage] = (),
                          board_key: str | None = None) -> int:
        now = _now()
        async with self._transaction(begin=True) as db:
            cur = await db.execute(
                "INSERT INTO games (guild_id, channel_id, ruleset, options, seed, version, "
                "status, created_at, updated_at, board_key) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?)",
                (guild_id, channel_id, ruleset, options, seed, status, now, now, board_key))
            game_id = cur.lastrowid
            assert game_id is not None
            await db.executemany(
                "INSERT INTO seats (game_id, seat, side, user_id, bot) VALUES (?, ?, ?, ?, ?)",
                [(game_id, s.seat, s.side, s.user_id, int(s.bot)) for s in seats])
            await db.execute("INSERT INTO snapshots (game_id, version, state) VALUES (?, 0, ?)",
                             (game_id, state))
            await self._insert_events(db, game_id, 0, events, now)
            await self._insert_messages(db, game_id, 0, messages, now)
        return game_id

    async def import_game(self, game: ImportedGame) -> int:
        """A game from a record, in one transaction (see `Store.import_game`)."""
        now, version = _now(), len(game.past)
        async with self._transaction(begin=True) as db:
            cur = await db.execute(
                "INSERT INTO games (guild_id, channel_id, ruleset, options, seed, version, "
                "status, created_at, updated_at, board_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game.guild_id, game.channel_id, game.ruleset, game.options, game.seed, version,
                 game.status, game.created_at, now, game.board_key))
            game_id = cur.lastrowid
            assert game_id is not None
            await db.executemany(
                "INSERT INTO seats (game_id, seat, side, user_id, bot) VALUES (?, ?, ?, ?, ?)",
                [(game_id, s.seat, s.side, s.user_id, int(s.bot)) for s in game.seats])
            await db.execute("INSERT INTO snapshots (game_id, version, state) VALUES (?, ?, ?)",
                             (game_id, version, game.state))
            await db.executemany(
                "INSERT INTO commands (game_id, version, actor, command, at) "
                "VALUES (?, ?, ?, ?, ?)",
                [(game_id, n, c.actor, c.command, c.at) for n, c in enumerate(game.past, 1)])
            await db.executemany(
                "INSERT INTO events (game_id, seq, version, audience, kind, payload, at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)", game.event_rows(game_id))
            await self._insert_messages(db, game_id, version, game.messages, now)
        return game_id

    async def commit(self, game_id: int, *, expected_version: int, state: str, actor: str,
                     command: str, events: Sequence[NewEvent],
                     messages: Sequence[NewMessage] = (), status: str | None = None,
                     board_key: str | None = None) -> int:
        """Store one accepted command and everything it produced; returns the new version.
        `board_key`: the board of a snapshot owed with this command (see `board_key`)."""
        return await self._write_version(_Version(
            game_id, expected_version, state, actor, command, events, messages, status,
            board_key, self.keep_snapshots))

    async def rewind(self, game_id: int, *, to_version: int, state: str,
                     expected_version: int, actor: str, events: Sequence[NewEvent],
                     messages: Sequence[NewMessage] = (), board_key: str | None = None,
                     status: str | None = None) -> int:
        """Undo: `state` (the state of `to_version`, replayed by the caller, since that
        snapshot may be pruned) becomes a new version; history is kept, and the command log
        records `{"undo_to": N}` so replay knows which commands still count. `status`: the
        game's new status, in the same transaction (an undone ending reopens the game)."""
        return await self._write_version(_Version(
            game_id, expected_version, state, actor, f'{{"undo_to": {to_version}}}', events,
            messages, status, board_key, self.keep_snapshots))

    async def _write_version(self, new: _Version) -> int:
        """The whole transaction of a new version in ONE hop to the connection's thread
        (aiosqlite's `_execute`): each await of a statement is a thread hand-off, and seven
        of them cost a third of a persisted command (median 0.51 -> 0.37 ms, `make bench`)."""
        async with self._lock:
            try:
                version = await self._db._execute(new.write, self._db._conn)
            except sqlite3.DatabaseError as err:
                if isinstance(err, sqlite3.IntegrityError):
                    raise Conflict(str(err)) from err
                raise refused_by_sqlite(self.path, err) from err
            self._written()
            return version

    async def _insert_events(self, db: aiosqlite.Connection, game_id: int, version: int,
                             events: Sequence[NewEvent], now: str) -> None:
        if events:
            await db.executemany(
                "INSERT INTO events (game_id, seq, version, audience, kind, payload, at) VALUES "
                "(?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM events WHERE game_id = ?), "
                "?, ?, ?, ?, ?)",
                [(game_id, game_id, version, e.audience, e.kind, e.payload, now) for e in events])

    async def _insert_messages(self, db: aiosqlite.Connection, game_id: int, version: int,
                               messages: Sequence[NewMessage], now: str) -> None:
        if messages:
            await db.executemany(
                OUTBOX_INSERT, [(game_id, version, m.target, m.payload, now) for m in messages])

    async def board_key(self, game_id: int) -> str | None:
        """The key of the board last owed to the game's channel as a snapshot."""
        rows = await self._fetch("SELECT board_key FROM games WHERE id = ?", (game_id,))
        return rows[0][0] if rows else None

    # -- lobbies (open sign-up) -------------------------------------------------------------

    async def open_lobby(self, *, channel_id: int, guild_id: int | None, creator_id: int,
                         ruleset: str, options: str, seed: int) -> None:
        async with self._transaction(begin=True) as db:
            await db.execute(
                "INSERT INTO lobbies (channel_id, guild_id, creator_id, ruleset, options, seed, "
                "created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (channel_id, guild_id, creator_id, ruleset, options, seed, _now()))

    async def lobby(self, channel_id: int) -> LobbyRecord | None:
        rows = await self._fetch("SELECT channel_id, guild_id, creator_id, ruleset, options, "
                                 "seed FROM lobbies WHERE channel_id = ?", (channel_id,))
        if not rows:
            return None
        seats = await self._fetch("SELECT user_id, name, side FROM lobby_seats WHERE "
                                  "channel_id = ? ORDER BY joined_at, rowid", (channel_id,))
        return LobbyRecord(*rows[0], seats=tuple(LobbySeat(*r) for r in seats))

    async def join_lobby(self, channel_id: int, seat: LobbySeat) -> None:
        """Sign a player up, or change the side they asked for."""
        async with self._transaction(begin=True) as db:
            await db.execute(
                "INSERT INTO lobby_seats (channel_id, user_id, name, side, joined_at) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT (channel_id, user_id) DO UPDATE SET "
                "side = excluded.side",
                (channel_id, seat.user_id, seat.name, seat.side, _now()))

    async def leave_lobby(self, channel_id: int, user_id: int) -> bool:
        async with self._transaction(begin=True) as db:
            cur = await db.execute("DELETE FROM lobby_seats WHERE channel_id = ? AND user_id = ?",
                                   (channel_id, user_id))
            return cur.rowcount > 0

    async def close_lobby(self, channel_id: int) -> None:
        async with self._transaction(begin=True) as db:
            await db.execute("DELETE FROM lobbies WHERE channel_id = ?", (channel_id,))

    async def set_status(self, game_id: int, status: str,
                         messages: Sequence[NewMessage] = ()) -> None:
        """A moderator's pause, resume or end, with the messages it owes (an ending's
        summary) in the same transaction, filed under the game's current version."""
        async with self._transaction(begin=True) as db:
            now = _now()
            cur = await db.execute("UPDATE games SET status = ?, updated_at = ? WHERE id = ?",
                                   (status, now, game_id))
            if cur.rowcount == 0:
                raise GameNotFound(game_id)
            if messages:
                async with db.execute("SELECT version FROM games WHERE id = ?",
                                      (game_id,)) as found:
                    (version,) = await found.fetchone() or (0,)
                await self._insert_messages(db, game_id, version, messages, now)

    async def set_seat_user(self, game_id: int, seat: str, user_id: int | None, *,
                            bot: bool = False) -> None:
        async with self._transaction(begin=True) as db:
            await db.execute("UPDATE seats SET user_id = ?, bot = ?, missed = 0 "
                             "WHERE game_id = ? AND seat = ?", (user_id, int(bot), game_id, seat))

    async def set_seat_missed(self, game_id: int, seat: str, missed: int, at: int) -> None:
        async with self._transaction(begin=True) as db:
            await db.execute("UPDATE seats SET missed = ?, missed_at = ? "
                             "WHERE game_id = ? AND seat = ?", (missed, at, game_id, seat))

    async def set_seat_thread(self, game_id: int, seat: str, thread_id: int,
                              user_id: int | None) -> None:
        """Record a seat's private thread and the player it was last given to."""
        async with self._transaction(begin=True) as db:
            await db.execute(
                "INSERT INTO seat_threads (game_id, seat, thread_id, user_id) VALUES "
                "(?, ?, ?, ?) ON CONFLICT (game_id, seat) DO UPDATE SET "
                "thread_id = excluded.thread_id, user_id = excluded.user_id",
                (game_id, seat, thread_id, user_id))

    # -- the servers holding the slash commands ---------------------------------------------

    async def command_guilds(self) -> list[int]:
        """The servers the commands were registered to and not yet cleared."""
        return [r[0] for r in await self._fetch("SELECT guild_id FROM command_guilds "
                                                "ORDER BY guild_id")]

    async def add_command_guild(self, guild_id: int) -> None:
        async with self._transaction(begin=True) as db:
            await db.execute("INSERT OR IGNORE INTO command_guilds (guild_id) VALUES (?)",
                             (guild_id,))

    async def forget_command_guild(self, guild_id: int) -> None:
        async with self._transaction(begin=True) as db:
            await db.execute("DELETE FROM command_guilds WHERE guild_id = ?", (guild_id,))

    # -- the users' languages ---------------------------------------------------------------

    async def user_language(self, user_id: int) -> tuple[str | None, str | None]:
        """(the language the user chose, the last Discord locale seen), None for either
        not known."""
        rows = await self._fetch("SELECT chosen, locale FROM user_languages WHERE "
                                 "user_id = ?", (user_id,))
        return (rows[0][0], rows[0][1]) if rows else (None, None)

    async def user_languages(self, user_ids: Collection[int]
                             ) -> dict[int, tuple[str | None, str | None]]:
        """`user_language` of several users in one read; those with nothing stored left out."""
        ids = list(user_ids)
        if not ids:
            return {}
        rows = await self._fetch("SELECT user_id, chosen, locale FROM user_languages WHERE "
                                 f"user_id IN ({','.join('?' * len(ids))})", tuple(ids))
        return {r[0]: (r[1], r[2]) for r in rows}

    async def set_user_locale(self, user_id: int, locale: str | None) -> None:
        async with self._transaction(begin=True) as db:
            await db.execute(
                "INSERT INTO user_languages (user_id, chosen, locale) VALUES (?, NULL, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
                (user_id, locale))

    async def set_user_choice(self, user_id: int, language: str | None) -> None:
        async with self._transaction(begin=True) as db:
            await db.execute(
                "INSERT INTO user_languages (user_id, chosen, locale) VALUES (?, ?, NULL) "
                "ON CONFLICT (user_id) DO UPDATE SET chosen = excluded.chosen",
                (user_id, language))

    # -- reads ------------------------------------------------------------------------------

    async def seat_thread(self, game_id: int, seat: str) -> tuple[int, int | None] | None:
        """(thread id, the player last added) of the seat's private thread, if it has one."""
        rows = await self._fetch("SELECT thread_id, user_id FROM seat_threads WHERE "
                                 "game_id = ? AND seat = ?", (game_id, seat))
        return (rows[0][0], rows[0][1]) if rows else None

    async def thread_game(self, thread_id: int) -> GameRecord | None:
        """The game whose seat's private thread this is (a command used in the thread is
        about that game, as in its channel)."""
        rows = await self._fetch(
            "SELECT g.id, g.guild_id, g.channel_id, g.ruleset, g.options, g.seed, g.version, "
            "g.status, g.updated_at FROM games g JOIN seat_threads t ON t.game_id = g.id "
            "WHERE t.thread_id = ?", (thread_id,))
        return GameRecord(*rows[0]) if rows else None

    async def _fetch(self, sql: str, args: tuple = ()) -> list[tuple]:
        async with self._lock, self._db.execute(sql, args) as cur:
            return list(await cur.fetchall())

    async def game(self, game_id: int) -> GameRecord:
        rows = await self._fetch(
            "SELECT id, guild_id, channel_id, ruleset, options, seed, version, status, "
            "updated_at FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise GameNotFound(game_id)
        return GameRecord(*rows[0])

    async def version(self, game_id: int) -> tuple[int, str]:
        """The game's stored version and status: one primary-key lookup, cheap enough to
        run before every command (see `GameService.session`)."""
        rows = await self._fetch("SELECT version, status FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise GameNotFound(game_id)
        return rows[0][0], rows[0][1]

    async def load(self, game_id: int) -> tuple[GameRecord, str]:
        """The game and its latest state, read in one consistent view."""
        async with self._lock, self._db.execute(
            "SELECT g.id, g.guild_id, g.channel_id, g.ruleset, g.options, g.seed, g.version, "
            "g.status, g.updated_at, s.state FROM games g JOIN snapshots s "
            "ON s.game_id = g.id AND s.version = g.version WHERE g.id = ?", (game_id,)
        ) as cur:
            row = await cur.fetchone()
        if row is None:
            raise GameNotFound(game_id)
        return GameRecord(*row[:9]), row[9]

    async def game_for_channel(self, channel_id: int) -> GameRecord | None:
        rows = await self._fetch(
            "SELECT id, guild_id, channel_id, ruleset, options, seed, version, status, "
            "updated_at FROM games WHERE channel_id = ? AND status != 'finished'", (channel_id,))
        return GameRecord(*rows[0]) if rows else None

    async def channel_game(self, channel_id: int) -> GameRecord | None:
        """The channel's live game, else the last game played there (finished), so its end
        stays readable until a new game starts in the channel."""
        rows = await self._fetch(
            "SELECT id, guild_id, channel_id, ruleset, options, seed, version, status, "
            "updated_at FROM games WHERE channel_id = ? "
            "ORDER BY status = 'finished', id DESC LIMIT 1", (channel_id,))
        return GameRecord(*rows[0]) if rows else None

    async def games(self, status: str | None = None) -> list[GameRecord]:
        sql = ("SELECT id, guild_id, channel_id, ruleset, options, seed, version, status, "
               "updated_at FROM games")
        rows = await self._fetch(sql + (" WHERE status = ?" if status else "") + " ORDER BY id",
                                 (status,) if status else ())
        return [GameRecord(*r) for r in rows]

    async def games_of_user(self, user_id: int) -> list[GameRecord]:
        """Live games in which this Discord user holds a seat."""
        rows = await self._fetch(
            "SELECT g.id, g.guild_id, g.channel_id, g.ruleset, g.options, g.seed, g.version, "
            "g.status, g.updated_at FROM games g JOIN seats s ON s.game_id = g.id "
            "WHERE s.user_id = ? "
            "AND g.status != 'finished' ORDER BY g.id", (user_id,))
        return [GameRecord(*r) for r in rows]

    async def seats(self, game_id: int) -> list[SeatRecord]:
        rows = await self._fetch("SELECT seat, side, user_id, bot, missed, missed_at FROM seats "
                                 "WHERE game_id = ? ORDER BY rowid", (game_id,))
        return [SeatRecord(seat, side, user, bool(bot), missed, at)
                for seat, side, user, bot, missed, at in rows]

    async def events(self, game_id: int, *, after_seq: int = 0,
                     audiences: Collection[str] | None = None,
                     limit: int | None = None) -> list[EventRecord]:
        sql = ("SELECT seq, version, audience, kind, payload FROM events "
               "WHERE game_id = ? AND seq > ?")
        args: list = [game_id, after_seq]
        if audiences is not None:
            sql += f" AND audience IN ({','.join('?' * len(audiences))})"
            args += list(audiences)
        sql += " ORDER BY seq"
        if limit is not None:
            sql += " LIMIT ?"
            args.append(limit)
        return [EventRecord(*r) for r in await self._fetch(sql, tuple(args))]

    async def commands(self, game_id: int) -> list[tuple[int, str, str]]:
        return [tuple(r) for r in await self._fetch(  # type: ignore[misc]
            "SELECT version, actor, command FROM commands WHERE game_id = ? ORDER BY version",
            (game_id,))]

    async def timeline(self, game_id: int) -> list[tuple[int, str]]:
        created = await self._fetch("SELECT created_at FROM games WHERE id = ?", (game_id,))
        if not created:
            raise GameNotFound(game_id)
        rows = await self._fetch(
            "SELECT version, at FROM commands WHERE game_id = ? ORDER BY version", (game_id,))
        return [(0, created[0][0]), *((r[0], r[1]) for r in rows)]

    async def snapshot(self, game_id: int, version: int) -> str | None:
        rows = await self._fetch("SELECT state FROM snapshots WHERE game_id = ? AND version = ?",
                                 (game_id, version))
        return rows[0][0] if rows else None

    async def owe(self, game_id: int, version: int, messages: Sequence[NewMessage]) -> None:
        """Messages owed outside a command, in their own transaction."""
        async with self._transaction(begin=True) as db:
            await self._insert_messages(db, game_id, version, messages, _now())

    async def owe_once(self, game_id: int, mark: PaceMark,
                       messages: Sequence[NewMessage]) -> bool:
        """Owe the messages of a reminder or a notice unless a mark of its kind and version
        already reached its stage; the mark and the messages in one transaction, so each is
        owed once across restarts and processes. True when they were owed."""
        async with self._transaction(begin=True) as db:
            cur = await db.execute(
                "INSERT INTO pace_marks (game_id, kind, version, stage) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (game_id, kind, version) DO UPDATE SET stage = excluded.stage "
                "WHERE excluded.stage > pace_marks.stage",
                (game_id, mark.kind, mark.version, mark.stage))
            if cur.rowcount == 0:
                return False
            await self._insert_messages(db, game_id, mark.version, messages, _now())
            return True

    async def last_played(self, game_id: int) -> tuple[int, str]:
        """(version, when) of the last command a seat gave, not a moderator; the game's
        creation (0, when) if none has: the moment a game was last played."""
        rows = await self._fetch(
            "SELECT version, at FROM commands WHERE game_id = ? AND actor != ? "
            "ORDER BY version DESC LIMIT 1", (game_id, MODERATOR_SEAT))
        if not rows:
            rows = await self._fetch("SELECT 0, created_at FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise GameNotFound(game_id)
        return rows[0][0], rows[0][1]

    async def waiting_post(self, game_id: int) -> tuple[int, str] | None:
        """(message id, seats) of the waiting line last posted in the game's channel."""
        rows = await self._fetch("SELECT message_id, seats FROM waiting_posts WHERE "
                                 "game_id = ?", (game_id,))
        return (rows[0][0], rows[0][1]) if rows else None

    async def set_waiting_post(self, game_id: int, message_id: int, seats: str) -> None:
        """Record the waiting line just posted, and the seats it waits for."""
        async with self._transaction(begin=True) as db:
            await db.execute(
                "INSERT INTO waiting_posts (game_id, message_id, seats) VALUES (?, ?, ?) "
                "ON CONFLICT (game_id) DO UPDATE SET message_id = excluded.message_id, "
                "seats = excluded.seats", (game_id, message_id, seats))

    async def pending_messages(self, limit: int = 100) -> list[OutboxMessage]:
        """Messages still owed (neither sent nor set aside), oldest first."""
        rows = await self._fetch(f"SELECT {_OUTBOX} FROM outbox WHERE sent_at IS NULL "
                                 "AND set_aside_at IS NULL ORDER BY id LIMIT ?", (limit,))
        return [OutboxMessage(*r) for r in rows]

    async def outbox_heads(self) -> list[OutboxMessage]:
        """The oldest owed message of each target: only it may be sent, so each target's
        messages arrive in order while the targets go independently."""
        rows = await self._fetch(
            f"SELECT {_OUTBOX} FROM outbox WHERE id IN (SELECT MIN(id) FROM outbox WHERE "
            "sent_at IS NULL AND set_aside_at IS NULL GROUP BY target) ORDER BY id")
        return [OutboxMessage(*r) for r in rows]

    async def outbox_head(self, target: str) -> OutboxMessage | None:
        rows = await self._fetch(
            f"SELECT {_OUTBOX} FROM outbox WHERE target = ? AND sent_at IS NULL "
            "AND set_aside_at IS NULL ORDER BY id LIMIT 1", (target,))
        return OutboxMessage(*rows[0]) if rows else None

    # -- the outbox's leases (one delivering process per target) ----------------------------

    async def claim_target(self, target: str, owner: str, seconds: float) -> bool:
        """Take the target's lease for `seconds` if it is free, ran out, or is `owner`'s
        already (a renewal): one statement, so two processes never both get it."""
        now = time.time()
        async with self._transaction(begin=True) as db:
            cursor = await db.execute(
                "INSERT INTO outbox_leases (target, owner, until) VALUES (?, ?, ?) "
                "ON CONFLICT (target) DO UPDATE SET owner = excluded.owner, "
                "until = excluded.until WHERE outbox_leases.until < ? "
                "OR outbox_leases.owner = excluded.owner",
                (target, owner, now + seconds, now))
            return cursor.rowcount == 1

    async def release_target(self, target: str, owner: str) -> None:
        async with self._transaction(begin=True) as db:
            await db.execute("DELETE FROM outbox_leases WHERE target = ? AND owner = ?",
                             (target, owner))

    async def mark_sent(self, message_id: int) -> None:
        async with self._transaction(begin=True) as db:
            await db.execute("UPDATE outbox SET sent_at = ? WHERE id = ?", (_now(), message_id))

    async def retry_later(self, message_id: int, *, attempts: int, at: float,
                          error: str) -> None:
        """A temporary failure: the message (and its target) waits until `at` (Unix time)."""
        async with self._transaction(begin=True) as db:
            await db.execute("UPDATE outbox SET attempts = ?, next_try_at = ?, last_error = ? "
                             "WHERE id = ?", (attempts, at, error, message_id))

    async def set_aside(self, message_id: int, *, attempts: int, error: str,
                        notice: NewMessage | None = None) -> bool:
        """Give up on a message, owing `notice` in the same transaction unless the same
        command already had a message to that target set aside (one notice per target per
        command, not one per secret). True when the notice was owed."""
        async with self._transaction(begin=True) as db:
            await db.execute("UPDATE outbox SET attempts = ?, last_error = ?, set_aside_at = ? "
                             "WHERE id = ?", (attempts, error, _now(), message_id))
            if notice is None:
                return False
            async with db.execute("SELECT game_id, version, target FROM outbox WHERE id = ?",
                                  (message_id,)) as cur:
                game_id, version, target = await cur.fetchone()  # type: ignore[misc]
            async with db.execute(
                "SELECT 1 FROM outbox WHERE game_id = ? AND version = ? AND target = ? "
                "AND id != ? AND set_aside_at IS NOT NULL LIMIT 1",
                (game_id, version, target, message_id)) as cur:
                if await cur.fetchone() is not None:
                    return False
            await self._insert_messages(db, game_id, version, [notice], _now())
            return True

    async def set_aside_messages(self) -> list[tuple[OutboxMessage, str]]:
        """Messages given up on, with why (for moderators and operators to look into)."""
        rows = await self._fetch(f"SELECT {_OUTBOX}, last_error FROM outbox "
                                 "WHERE set_aside_at IS NOT NULL ORDER BY id")
        return [(OutboxMessage(*r[:-1]), r[-1]) for r in rows]


_OUTBOX = "id, game_id, version, target, payload, nonce, attempts, next_try_at"

"""What only SQLite's store has: its pragmas, its migrations from older files, its
checkpoints. What every store keeps is tested on both in test_stores.py."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import threading
import time
from pathlib import Path

import aiosqlite
import pytest

from bot.config import Config
from bot.storage import (
    LobbySeat,
    NewEvent,
    SeatRecord,
    SqliteStore,
)
from bot.storage.checkpoints import FALLBACK_PAGES
from bot.storage.sqlite import _migrations

SEATS = [SeatRecord("alice", "atreides"), SeatRecord("bob", "harkonnen")]
NEWEST = max(number for number, _ in _migrations())
"""The schema version this program brings a file to."""


async def new_game(store: SqliteStore, channel_id: int | None = None) -> int:
    return await store.create_game(
        ruleset="classic", options="{}", seed=1, seats=SEATS, state='{"v": 0}',
        events=[NewEvent("public", "setup", '{"text": "begin"}')], channel_id=channel_id)


async def commit(store: SqliteStore, game_id: int, version: int, **extra) -> int:
    return await store.commit(game_id, expected_version=version,
                              state=json.dumps({"v": version + 1}), actor="alice",
                              command='{"name": "pass"}',
                              events=[NewEvent("public", "pass", "{}")], **extra)


async def dump(path: Path) -> list:
    async with aiosqlite.connect(path) as db:
        out = []
        for table in ("games", "seats", "commands", "events", "snapshots", "outbox"):
            async with db.execute(f"SELECT * FROM {table} ORDER BY 1, 2") as cur:
                out.append([tuple(r) for r in await cur.fetchall()])
        return out


async def test_migrations_are_idempotent_and_wal_is_on(tmp_path):
    path = tmp_path / "g.sqlite3"
    async with await SqliteStore.open(path) as store:
        await new_game(store)
    async with await SqliteStore.open(path) as store:
        assert len(await store.games()) == 1
    async with aiosqlite.connect(path) as db:
        assert (await (await db.execute("PRAGMA user_version")).fetchone())[0] == NEWEST
        assert (await (await db.execute("PRAGMA journal_mode")).fetchone())[0] == "wal"


def old_schema(path: Path, upto: int) -> sqlite3.Connection:
    """A database as a release that knew migrations 1 to `upto` made it."""
    db = sqlite3.connect(path, isolation_level=None)
    for number, sql in _migrations():
        if number <= upto:
            db.executescript(sql)
    db.execute(f"PRAGMA user_version={upto}")
    return db


async def test_a_database_from_before_sides_upgrades_with_its_seats_and_sign_ups(tmp_path):
    path = tmp_path / "old.sqlite3"
    db = old_schema(path, 3)
    db.execute("INSERT INTO games (id, guild_id, channel_id, ruleset, options, seed, version, "
               "status, created_at, updated_at) VALUES (1, NULL, 5, 'classic', '{}', 1, 0, "
               "'active', 'now', 'now')")
    db.executemany("INSERT INTO seats VALUES (1, ?, ?, ?)",
                   [("bob", "harkonnen", 12), ("alice", "atreides", 11)])
    db.execute("INSERT INTO lobbies VALUES (7, 1, 11, 'classic', '{}', 5, 'now')")
    db.executemany("INSERT INTO lobby_seats VALUES (7, ?, ?, ?, ?)",
                   [(12, "bob", "fremen", "t1"), (11, "alice", None, "t2")])
    db.close()
    async with await SqliteStore.open(path) as store:
        assert await store.seats(1) == [SeatRecord("bob", "harkonnen", 12),
                                        SeatRecord("alice", "atreides", 11)]  # in seat order
        lobby = await store.lobby(7)
        assert lobby is not None and lobby.seats == (LobbySeat(12, "bob", "fremen"),
                                                     LobbySeat(11, "alice", None))
        await store.join_lobby(7, LobbySeat(11, "alice", "atreides"))
        assert (await store.lobby(7)).seats[1].side == "atreides"
        assert (await store._fetch("PRAGMA user_version"))[0][0] == NEWEST
        assert (await store._fetch("PRAGMA foreign_key_check")) == []


async def test_synchronous_is_the_level_asked_for(tmp_path):
    levels = {}
    for level in ("NORMAL", "FULL"):
        async with await SqliteStore.open(tmp_path / f"{level}.sqlite3",
                                          synchronous=level) as store:
            levels[level] = (await store._fetch("PRAGMA synchronous"))[0][0]
    assert levels == {"NORMAL": 1, "FULL": 2}
    with pytest.raises(ValueError, match="synchronous must be one of"):
        await SqliteStore.open(tmp_path / "x.sqlite3", synchronous="SOMETIMES")


async def test_the_store_runs_at_exactly_the_levels_the_settings_accept(tmp_path, monkeypatch):
    """One list of levels: a level the settings refuse (OFF may lose acknowledged moves) is
    refused by the store too, so no caller can open the games at it."""
    monkeypatch.setenv("DISCORD_TOKEN", "t")
    for level in ("OFF", "NORMAL", "FULL", "EXTRA"):
        monkeypatch.setenv("DUNE_DB_SYNCHRONOUS", level)
        try:
            Config.from_env()
            settings = True
        except SystemExit:
            settings = False
        try:
            await (await SqliteStore.open(tmp_path / f"{level}.sqlite3",
                                          synchronous=level)).close()
            store = True
        except ValueError:
            store = False
        assert store == settings, level


async def test_the_log_is_checkpointed_off_the_command_path(tmp_path):
    """Commits leave the WAL checkpoint to the store's own thread (the writer's automatic
    checkpoint, which made the persisted command's p99 tail, is only a high-water mark),
    and closing the store stops that thread."""
    path = tmp_path / "g.sqlite3"
    async with await SqliteStore.open(path) as store:
        assert store.checkpoints is not None
        store.checkpoints.delay = 0.0
        assert (await store._fetch("PRAGMA wal_autocheckpoint"))[0][0] == FALLBACK_PAGES
        game_id = await new_game(store)
        for version in range(20):
            await commit(store, game_id, version)
        # the thread copies every frame of the log back into the database file
        # (its last checkpoint: not busy, as many frames copied as the log holds)
        for _ in range(250):
            last = store.checkpoints.last
            if last is not None and last[0] == 0 and last[1] == last[2] > 0:
                break
            await asyncio.sleep(0.02)
        else:
            raise AssertionError(f"no complete background checkpoint: {last}")
    assert not [t for t in threading.enumerate() if t.name == "wal-checkpoints"]
    assert (await dump(path))[0][0][6] == 20  # games.version: nothing lost on the way


async def test_an_in_memory_database_has_no_checkpoint_thread():
    async with await SqliteStore.open(":memory:") as store:
        assert store.checkpoints is None
        await commit(store, await new_game(store), 0)


async def test_a_write_cancelled_before_its_transaction_began_leaves_the_store_usable(tmp_path):
    """A write cancelled while its BEGIN waits for the connection's thread (a bot closing
    stops its delivery workers) must not leave the connection inside a transaction: the
    BEGIN still runs there, and every later write would fail."""
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        game_id = await new_game(store)
        busy = asyncio.ensure_future(store._db._execute(time.sleep, 0.3))  # the thread busy
        write = asyncio.create_task(store.set_seat_user(game_id, "alice", 5))
        await asyncio.sleep(0.05)  # the write's BEGIN now waits behind the sleep
        write.cancel()
        with pytest.raises(asyncio.CancelledError):
            await write
        await busy
        await store.set_seat_user(game_id, "bob", 6)
        assert [s.user_id for s in await store.seats(game_id)] == [None, 6]

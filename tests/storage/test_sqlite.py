"""SQLite storage: transactions, version checks, migrations, outbox, crash safety."""

from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import aiosqlite
import pytest

from bot.storage import (
    GameNotFound,
    LobbySeat,
    NewEvent,
    NewMessage,
    SeatRecord,
    SqliteStore,
    StorageError,
    VersionConflict,
)

SEATS = [SeatRecord("alice", "atreides"), SeatRecord("bob", "harkonnen")]


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


async def test_create_load_and_commit(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        game_id = await new_game(store)
        record, state = await store.load(game_id)
        assert (record.version, state, record.status) == (0, '{"v": 0}', "active")
        assert await commit(store, game_id, 0, messages=[NewMessage("channel:1", "{}")]) == 1
        record, state = await store.load(game_id)
        assert record.version == 1 and json.loads(state) == {"v": 1}
        assert await store.commands(game_id) == [(1, "alice", '{"name": "pass"}')]
        assert [e.seq for e in await store.events(game_id)] == [1, 2]
        assert [m.target for m in await store.pending_messages()] == ["channel:1"]
        assert [s.seat for s in await store.seats(game_id)] == ["alice", "bob"]


async def test_wrong_version_changes_nothing(tmp_path):
    path = tmp_path / "g.sqlite3"
    async with await SqliteStore.open(path) as store:
        game_id = await new_game(store)
        await commit(store, game_id, 0)
        before = await dump(path)
        with pytest.raises(VersionConflict):
            await commit(store, game_id, 0)
        assert await dump(path) == before
        with pytest.raises(GameNotFound):
            await commit(store, 99, 0)


async def test_concurrent_commits_on_one_version_admit_exactly_one(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        game_id = await new_game(store)
        results = await asyncio.gather(*(commit(store, game_id, 0) for _ in range(5)),
                                       return_exceptions=True)
        assert results.count(1) == 1
        assert sum(isinstance(r, VersionConflict) for r in results) == 4


async def test_migrations_are_idempotent_and_wal_is_on(tmp_path):
    path = tmp_path / "g.sqlite3"
    async with await SqliteStore.open(path) as store:
        await new_game(store)
    async with await SqliteStore.open(path) as store:
        assert len(await store.games()) == 1
    async with aiosqlite.connect(path) as db:
        assert (await (await db.execute("PRAGMA user_version")).fetchone())[0] == 3
        assert (await (await db.execute("PRAGMA journal_mode")).fetchone())[0] == "wal"


async def test_old_snapshots_are_pruned_and_rewind_restores(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3", keep_snapshots=3) as store:
        game_id = await new_game(store)
        for v in range(10):
            await commit(store, game_id, v)
        assert await store.snapshot(game_id, 7) is None  # pruned at every tenth version
        assert await store.snapshot(game_id, 8) == '{"v": 8}'
        with pytest.raises(StorageError):
            await store.rewind(game_id, to_version=1, expected_version=10, actor="mod",
                               events=[])
        assert await store.rewind(game_id, to_version=8, expected_version=10, actor="mod",
                                  events=[]) == 11
        assert (await store.load(game_id))[1] == '{"v": 8}'
        assert (await store.commands(game_id))[-1] == (11, "mod", '{"undo_to": 8}')


async def test_one_live_game_per_channel(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        first = await new_game(store, channel_id=5)
        with pytest.raises(Exception, match="UNIQUE"):
            await new_game(store, channel_id=5)
        assert (await store.game_for_channel(5)).id == first
        await store.set_status(first, "finished")
        assert await store.game_for_channel(5) is None
        await new_game(store, channel_id=5)


async def test_events_by_audience_and_outbox_marking(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        game_id = await new_game(store)
        await store.commit(game_id, expected_version=0, state="{}", actor="alice",
                           command="{}", events=[NewEvent("seat:alice", "card", "{}"),
                                                 NewEvent("public", "bid", "{}")],
                           messages=[NewMessage("user:7", "{}")])
        public = await store.events(game_id, audiences=["public"])
        assert [e.kind for e in public] == ["setup", "bid"]
        (message,) = await store.pending_messages()
        await store.mark_sent(message.id)
        assert await store.pending_messages() == []


CHILD = textwrap.dedent("""
    import asyncio, json, sys
    sys.path.insert(0, {root!r})
    from bot.storage import NewEvent, SeatRecord, SqliteStore

    async def main():
        store = await SqliteStore.open({path!r})
        game_id = await store.create_game(ruleset="classic", options="{{}}", seed=1,
            seats=[SeatRecord("a", "atreides")], state=json.dumps({{"v": 0}}), events=[])
        version = 0
        while True:
            version = await store.commit(game_id, expected_version=version,
                state=json.dumps({{"v": version + 1}}), actor="a", command="{{}}",
                events=[NewEvent("public", "x", "{{}}")])
            print(version, flush=True)

    asyncio.run(main())
""")


async def test_acknowledged_commits_survive_a_kill(tmp_path):
    """Crash safety: every version the process acknowledged is there after SIGKILL."""
    path = tmp_path / "crash.sqlite3"
    root = str(Path(__file__).resolve().parents[2])
    proc = subprocess.Popen([sys.executable, "-c", CHILD.format(root=root, path=str(path))],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    acknowledged = 0
    for line in proc.stdout:
        acknowledged = int(line)
        if acknowledged >= 200:
            break
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    async with await SqliteStore.open(path) as store:
        record, state = await store.load(1)
        assert record.version >= acknowledged
        assert json.loads(state) == {"v": record.version}
        assert len(await store.events(1)) == record.version


async def test_a_lobby_keeps_its_sign_ups_across_a_restart(tmp_path):
    path = tmp_path / "g.sqlite3"
    async with await SqliteStore.open(path) as store:
        await store.open_lobby(channel_id=7, guild_id=1, creator_id=11, ruleset="classic",
                               options="{}", seed=5)
        await store.join_lobby(7, LobbySeat(11, "alice", None))
        await store.join_lobby(7, LobbySeat(12, "bob", "fremen"))
        await store.join_lobby(7, LobbySeat(11, "alice", "atreides"))  # changes her faction
    async with await SqliteStore.open(path) as store:
        lobby = await store.lobby(7)
        assert lobby is not None and lobby.creator_id == 11
        assert lobby.seats == (LobbySeat(11, "alice", "atreides"), LobbySeat(12, "bob", "fremen"))
        assert await store.leave_lobby(7, 12) and not await store.leave_lobby(7, 12)
        await store.close_lobby(7)
        assert await store.lobby(7) is None

"""What only PostgreSQL's store has: the server's refusals at `open`, migrations raced by
processes starting together, and `serialised` holding a game across pools (processes),
down to a connection killed inside the block. What every store keeps is in test_stores.py."""

from __future__ import annotations

import asyncio

import asyncpg
import pytest

from bot.storage import NewEvent, SeatRecord, UnusableDatabase, WriteFailed
from bot.storage.pg_migrations import migrations
from bot.storage.pg_server import free_port
from bot.storage.postgres import PostgresStore

pytestmark = pytest.mark.usefixtures("pg_server")


async def new_game(store: PostgresStore) -> int:
    return await store.create_game(
        ruleset="classic", options="{}", seed=1, seats=[SeatRecord("alice", "atreides")],
        state='{"v": 0}', events=[NewEvent("public", "setup", "{}")])


async def commit(store: PostgresStore, game_id: int, version: int) -> int:
    return await store.commit(game_id, expected_version=version, state=f'{{"v": {version + 1}}}',
                              actor="alice", command="{}", events=[NewEvent("public", "p", "{}")])


async def run_sql(url: str, statement: str) -> list:
    """One statement on a connection of its own (as another program would)."""
    con = await asyncpg.connect(url)
    try:
        return await con.fetch(statement)
    finally:
        await con.close()


async def refusal(url: str) -> str:
    with pytest.raises(UnusableDatabase) as refused:
        await PostgresStore.open(url)
    text = str(refused.value)
    assert "\n" not in text
    return text


async def test_a_server_that_does_not_answer_is_named_by_host_and_port():
    port = free_port()
    text = await refusal(f"postgresql://dune:hunter2@127.0.0.1:{port}/games")
    assert f"no PostgreSQL server answers at 127.0.0.1:{port}" in text
    assert "hunter2" not in text and "dune@127.0.0.1" in text


async def test_a_missing_database_is_named(pg_server):
    text = await refusal(pg_server.url("no_such_games"))
    assert "the database no_such_games does not exist" in text


async def test_credentials_refused_never_show_the_password(pg_server):
    url = pg_server.url("postgres").replace("dune@", "intruder:s3cret@")
    text = await refusal(url)
    assert "refused the credentials" in text and "s3cret" not in text


async def test_a_database_holding_another_programs_tables_is_refused(pg_url):
    await run_sql(pg_url, "CREATE TABLE invoices (id INTEGER)")
    assert "it belongs to another program (tables: invoices)" in await refusal(pg_url)
    assert [r[0] for r in await run_sql(pg_url, "SELECT tablename FROM pg_tables WHERE "
                                                "schemaname = 'public'")] == ["invoices"]


async def test_a_schema_newer_than_this_program_is_refused(pg_url):
    await (await PostgresStore.open(pg_url)).close()
    await run_sql(pg_url, "UPDATE schema_version SET version = 99")
    assert "its schema is version 99, newer than this program knows" in await refusal(pg_url)


async def test_two_stores_opened_at_once_on_a_new_database_both_work(pg_url):
    first, second = await asyncio.gather(PostgresStore.open(pg_url), PostgresStore.open(pg_url))
    try:
        game_id = await new_game(first)
        assert await commit(second, game_id, 0) == 1
        assert [r[0] for r in await run_sql(pg_url, "SELECT version FROM schema_version")] \
            == [migrations()[-1][0]]
    finally:
        await first.close()
        await second.close()


async def test_a_read_only_server_refuses_writes_by_kind(pg_url):
    async with await PostgresStore.open(pg_url) as store:
        game_id = await new_game(store)
    name = pg_url.rsplit("/", 1)[1]
    await run_sql(pg_url, f"ALTER DATABASE {name} SET default_transaction_read_only = on")
    async with await PostgresStore.open(pg_url) as store:
        with pytest.raises(WriteFailed) as refused:
            await commit(store, game_id, 0)
        assert refused.value.kind == "read-only"
        assert await store.version(game_id) == (0, "active")


async def idle_in_transaction(url: str) -> list[int]:
    """The server processes of the database holding a transaction open, idle."""
    return [r[0] for r in await run_sql(url, "SELECT pid FROM pg_stat_activity WHERE "
                                             "datname = current_database() AND "
                                             "state = 'idle in transaction'")]


async def test_a_serialised_game_waits_for_the_other_process_block(pg_url):
    """Two pools (as two processes would): the second block on the game starts only when
    the first one committed, and reads what it wrote."""
    async with await PostgresStore.open(pg_url) as one, \
            await PostgresStore.open(pg_url) as two:
        game_id = await new_game(one)
        order: list[str] = []

        async def second() -> None:
            async with two.serialised(game_id):
                order.append("second in")
                version, _ = await two.version(game_id)
                await commit(two, game_id, version)

        async with one.serialised(game_id):
            waiting = asyncio.create_task(second())
            for _ in range(1000):  # until the second block waits for the game's lock
                if await run_sql(pg_url, "SELECT 1 FROM pg_locks WHERE "
                                         "locktype = 'advisory' AND NOT granted"):
                    break
                await asyncio.sleep(0.01)
            assert order == [], "the second block did not wait for the first"
            await commit(one, game_id, 0)
            order.append("first done")
        await waiting
        assert order == ["first done", "second in"]
        assert [v for v, _, _ in await one.commands(game_id)] == [1, 2]


async def test_a_serialised_block_that_raises_writes_nothing(pg_url):
    async with await PostgresStore.open(pg_url) as store:
        game_id = await new_game(store)
        with pytest.raises(RuntimeError):
            async with store.serialised(game_id):
                await commit(store, game_id, 0)
                await store.set_seat_user(game_id, "alice", 7)
                raise RuntimeError("the engine failed")
        assert await store.version(game_id) == (0, "active")
        assert await store.commands(game_id) == [] and len(await store.events(game_id)) == 1
        assert await store.seats(game_id) == [SeatRecord("alice", "atreides")]


async def test_a_version_conflict_inside_a_block_leaves_the_block_usable(pg_url):
    async with await PostgresStore.open(pg_url) as store:
        game_id = await new_game(store)
        async with store.serialised(game_id):
            await commit(store, game_id, 0)
            with pytest.raises(Exception, match="at version 1, not 0"):
                await commit(store, game_id, 0)
            assert await commit(store, game_id, 1) == 2
        assert await store.version(game_id) == (2, "active")


async def test_a_connection_killed_inside_a_block_stores_nothing(pg_url):
    async with await PostgresStore.open(pg_url) as store:
        game_id = await new_game(store)
        with pytest.raises(WriteFailed) as refused:
            async with store.serialised(game_id):
                await commit(store, game_id, 0)
                (pid,) = await idle_in_transaction(pg_url)
                await run_sql(pg_url, f"SELECT pg_terminate_backend({pid})")
                await commit(store, game_id, 1)
        assert refused.value.kind == "other" and "connection" in str(refused.value)
        assert await store.version(game_id) == (0, "active")  # the pool has a new connection
        assert await store.commands(game_id) == [] and await store.pending_messages() == []
        assert await commit(store, game_id, 0) == 1

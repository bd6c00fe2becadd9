"""Several processes, one bot: each runs the shards `DUNE_SHARDS` names, the slash commands
are registered once (by the process running shard 0), and a game channel's messages are sent
by the process whose shard serves that channel's server, while a seat's go from any."""

from __future__ import annotations

import itertools
import json

import pytest

from bot.config import Config, Shards
from bot.discord_bot import DuneBot
from bot.storage import NewMessage, OutboxMessage, SeatRecord

from .fake_discord import GUILD_ID, FakeDiscord, listen

CHANNELS = itertools.count(3000)


@pytest.fixture
async def logged_in(tmp_path, monkeypatch):
    """Log a bot running the given shards in to the fake Discord; closed at the end."""
    fake = FakeDiscord()
    runner = await listen(fake, monkeypatch)
    bots: list[DuneBot] = []

    async def log_in(shards: Shards | None) -> DuneBot:
        bot = await DuneBot.open(Config(token="t", db=str(tmp_path / "b.sqlite3"),
                                        guild_id=GUILD_ID, shards=shards))
        bots.append(bot)
        await bot.login("t")
        return bot

    yield fake, log_in
    for bot in bots:
        await bot.close()
    await runner.cleanup()


async def test_the_bot_asks_discord_for_the_shards_it_was_given(logged_in):
    _, log_in = logged_in
    bot = await log_in(Shards(ids=(1, 3), count=4))
    assert (bot.shard_ids, bot.shard_count) == ([1, 3], 4)


async def test_without_shards_discord_py_decides_and_this_process_runs_them_all(logged_in):
    _, log_in = logged_in
    bot = await log_in(None)
    assert (bot.shard_ids, bot.shard_count) == (None, None)


async def test_only_the_process_running_shard_0_registers_the_slash_commands(logged_in):
    fake, log_in = logged_in
    await log_in(Shards(ids=(1,), count=2))
    assert fake.synced == []
    await log_in(Shards(ids=(0,), count=2))
    assert fake.synced_to == [None, GUILD_ID]  # the DM commands globally, the rest to the server


def message(game_id: int, target: str) -> OutboxMessage:
    return OutboxMessage(id=1, game_id=game_id, version=1, target=target, payload="{}")


async def game_in(bot: DuneBot, guild_id: int | None) -> int:
    """A game played in a channel of that server (each game has a channel of its own)."""
    return await bot.store.create_game(
        ruleset="classic", options="{}", seed=1, state="{}", events=[], guild_id=guild_id,
        channel_id=next(CHANNELS), seats=[SeatRecord("alice", "atreides", 501)])


async def test_a_channels_messages_are_sent_by_the_process_serving_its_server(logged_in):
    _, log_in = logged_in
    bot = await log_in(Shards(ids=(1,), count=2))
    ours, theirs = await game_in(bot, (5 << 22) + 77), await game_in(bot, 6 << 22)
    assert await bot._mine(message(ours, "channel:3000"))
    assert not await bot._mine(message(theirs, "channel:3000"))
    assert not await bot._mine(message(await game_in(bot, None), "channel:3000"))


async def test_a_seats_messages_are_sent_by_any_process(logged_in):
    _, log_in = logged_in
    bot = await log_in(Shards(ids=(1,), count=2))
    assert await bot._mine(message(await game_in(bot, 6 << 22), "seat:alice"))


async def test_a_process_running_every_shard_sends_every_message(logged_in):
    _, log_in = logged_in
    bot = await log_in(None)
    assert await bot._mine(message(await game_in(bot, 6 << 22), "channel:3000"))


async def test_each_process_delivers_its_servers_channel_and_any_seat(logged_in):
    fake, log_in = logged_in
    first, second = await log_in(Shards(ids=(0,), count=2)), await log_in(Shards((1,), 2))
    for bot in (first, second):  # the test drains the outbox itself
        bot._delivery_task.cancel()
    game_id = await game_in(first, (3 << 22) + 5)  # a server of shard 1
    channel = (await first.store.game(game_id)).channel_id
    await first.store.owe(game_id, 1, [
        NewMessage(f"channel:{channel}", json.dumps({"text": "the storm moves"})),
        NewMessage("seat:alice", json.dumps({"text": "your traitors"}))])
    assert await first.delivery.drain() == 1  # the seat's, not the other shard's channel
    assert [body["content"] for cid, body in fake.created] == ["your traitors"]
    assert await second.delivery.drain() == 1
    assert (channel, "the storm moves") in [(cid, body["content"])
                                            for cid, body in fake.created]

async def test_the_bot_keeps_its_games_on_the_server_its_url_names(pg_url, tmp_path):
    """`DUNE_DATABASE_URL` wins over the SQLite file, and `DUNE_DB_SYNCHRONOUS` (SQLite's
    alone) does not stop a server from opening."""
    from bot.storage import open_store

    config = Config(token="t", db=str(tmp_path / "unused.sqlite3"), database_url=pg_url,
                    db_synchronous="FULL", shards=Shards(ids=(0,), count=2))
    bot = await DuneBot.open(config)
    try:
        game_id = await game_in(bot, 1 << 22)
    finally:
        await bot.close()
    async with await open_store(pg_url) as store:
        assert (await store.game(game_id)).guild_id == 1 << 22
    assert not (tmp_path / "unused.sqlite3").exists()

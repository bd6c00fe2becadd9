"""The outbox sent by the real bot to the fake Discord: nothing posted twice (a 500 after
Discord stored the message, a crash between sending and marking it sent), only the intended
mentions, and a refused channel that stops neither its own game's DMs nor any other game."""

from __future__ import annotations

import asyncio
import json
import logging
import time

from bot.delivery import RetryPolicy
from bot.storage import NewMessage, SeatRecord

from .fake_discord import (
    ALICE,
    BOB,
    CHANNEL_ID,
    DM_BASE,
    quick_retries,
    slash,
    texts,
    until,
)

QUICK = RetryPolicy(base=0.02, cap=0.1, max_attempts=4, timeout=0.5)


async def stopped(bot):
    """The bot with its delivery loop stopped and its clock still: the test drains the
    outbox itself, and moves the clock for a retry to fall due (a retry due after QUICK's
    few milliseconds would else come within the same drain on a slow machine)."""
    bot._delivery_task.cancel()
    await asyncio.gather(bot._delivery_task, return_exceptions=True)
    bot.delivery.policy = QUICK
    now = time.time()
    bot.delivery.clock = lambda: now
    return bot.delivery


async def new_game(bot, channel: int, users: tuple[int, int] = (ALICE, BOB)) -> int:
    return await bot.store.create_game(
        ruleset="classic", options="{}", seed=1, state="{}", events=[], channel_id=channel,
        seats=[SeatRecord("alice", "atreides", users[0]), SeatRecord("bob", "harkonnen",
                                                                     users[1])])


def owed(target: str, text: str, **extra) -> NewMessage:
    return NewMessage(target=target, payload=json.dumps({"text": text, **extra}))


def posted(fake, channel: int) -> list[str]:
    return [body.get("content", "") for cid, body in fake.created if cid == channel]


async def test_a_500_after_discord_stored_the_message_posts_it_once(world, monkeypatch):
    quick_retries(monkeypatch)
    fake, bot = world
    delivery = await stopped(bot)
    game_id = await new_game(bot, CHANNEL_ID)
    await bot.store.owe(game_id, 0, [owed(f"channel:{CHANNEL_ID}", "made, then a 500"),
                                     owed(f"channel:{CHANNEL_ID}", "next")])
    # discord.py retries a 500 five times itself, then gives up; the delivery tries again
    fake.fail(channel_id=CHANNEL_ID, route="message", status=500, stored=True, times=5)
    assert await delivery.drain() == 0
    bot.delivery.clock = lambda: 10**10  # the retry is due
    assert await delivery.drain() == 2
    assert posted(fake, CHANNEL_ID) == ["made, then a 500", "next"]


async def test_a_crash_between_sending_and_marking_sent_posts_nothing_twice(world):
    fake, bot = world
    delivery = await stopped(bot)
    game_id = await new_game(bot, CHANNEL_ID)
    await bot.store.owe(game_id, 0, [owed(f"channel:{CHANNEL_ID}", "public"),
                                     owed("seat:alice", "secret")])
    for message in await bot.store.pending_messages():
        await bot._send(message, json.loads(message.payload)["text"])  # then the crash
    assert await delivery.drain() == 2  # after the restart: sent again, with the same nonce
    assert posted(fake, CHANNEL_ID) == ["public"]
    assert posted(fake, DM_BASE + ALICE) == ["secret"]


async def test_only_the_players_the_bot_addresses_may_be_pinged(world):
    fake, bot = world
    delivery = await stopped(bot)
    game_id = await new_game(bot, CHANNEL_ID)
    note = "@everyone <@&42> <@999> pay me"  # a player's bribe note
    await bot.store.owe(game_id, 0, [
        owed(f"channel:{CHANNEL_ID}", note),
        owed(f"channel:{CHANNEL_ID}", f"Waiting for <@{ALICE}> (bid), <@999> (dial).",
             mentions=[ALICE]),
        owed("seat:alice", note)])
    assert await delivery.drain() == 3
    mentions = [(cid, body["allowed_mentions"]) for cid, body in fake.created]
    assert sorted(mentions, key=str) == sorted([
        (CHANNEL_ID, {"parse": [], "users": []}), (CHANNEL_ID, {"parse": [], "users": [ALICE]}),
        (DM_BASE + ALICE, {"parse": [], "users": []})], key=str)
    assert bot.allowed_mentions is not None and bot.allowed_mentions.to_dict() == {"parse": []}


async def test_the_waiting_line_may_ping_only_the_players_it_waits_for(tmp_path):
    from bot.outbox import waiting_message
    from engine.core import Decision

    decisions = [Decision(seat="alice", kind="bid", prompt="Bid."),
                 Decision(seat="<@&42>", kind="dial", prompt="Dial.")]
    message = waiting_message(1, "Waiting for ...", decisions, {"alice": 11, "bob": 12})
    assert json.loads(message.payload)["mentions"] == [11]


async def test_a_refused_channel_stops_neither_its_dms_nor_another_game(world, monkeypatch):
    quick_retries(monkeypatch)
    fake, bot = world
    delivery = await stopped(bot)
    broken, healthy = CHANNEL_ID, CHANNEL_ID + 1
    first = await new_game(bot, broken)
    second = await new_game(bot, healthy, (601, 602))
    fake.fail(channel_id=broken, status=403, code=50013)  # the bot may not post there
    await bot.store.owe(first, 0, [owed(f"channel:{broken}", "lost"),
                                   owed("seat:alice", "secret 1")])
    await bot.store.owe(second, 0, [owed(f"channel:{healthy}", "other game"),
                                    owed("seat:bob", "secret 2")])
    await delivery.drain()
    assert posted(fake, healthy) == ["other game"]
    assert posted(fake, DM_BASE + ALICE) == ["secret 1"]
    assert posted(fake, DM_BASE + 602) == ["secret 2"]
    aside = await bot.store.set_aside_messages()
    assert json.loads(aside[0][0].payload)["text"] == "lost" and len(aside) == 2
    assert json.loads(aside[1][0].payload)["notice"]  # its notice could not be posted either
    assert "50013" in aside[0][1] and await bot.store.pending_messages() == []


async def test_closed_dms_are_told_in_the_channel_without_the_secret(world):
    fake, bot = world
    game_id = await new_game(bot, CHANNEL_ID)
    await bot.store.owe(game_id, 0, [owed("seat:bob", "You receive Lasgun.")])
    bot.wake_delivery()
    await until(lambda: any("cannot DM bob" in t for t in posted(fake, CHANNEL_ID)))
    assert all("Lasgun" not in t for t in posted(fake, CHANNEL_ID))


async def test_answers_to_commands_allow_no_mentions_by_default(world):
    fake, bot = world
    bot._connection.parse_interaction_create(slash("game", [], uid=ALICE, sub="help",
                                                   names=fake.names))
    await until(lambda: any(texts(fake)))  # the answer after the "thinking" defer
    answered = next(r for r in fake.responses if (r.get("data") or {}).get("content"))
    assert answered["data"]["allowed_mentions"] == {"parse": []}


async def test_a_vacant_seats_dms_are_set_aside_silently(world, caplog):
    # after `/admin kick`: the channel is told nothing (not even that the seat had a DM)
    fake, bot = world
    delivery = await stopped(bot)
    game_id = await bot.store.create_game(
        ruleset="classic", options="{}", seed=1, state="{}", events=[], channel_id=CHANNEL_ID,
        seats=[SeatRecord("alice", "atreides", ALICE), SeatRecord("bob", "harkonnen", None)])
    await bot.store.owe(game_id, 0, [owed("seat:bob", "You receive Lasgun."),
                                     owed(f"channel:{CHANNEL_ID}", "public")])
    with caplog.at_level(logging.INFO, logger="dune.delivery"):
        assert await delivery.drain() == 1
    assert posted(fake, CHANNEL_ID) == ["public"]
    ((message, why),) = await bot.store.set_aside_messages()
    assert message.target == "seat:bob" and why == "no player holds seat bob"
    assert any(r.levelno == logging.INFO and "no player holds seat bob" in r.getMessage()
               for r in caplog.records)


async def test_a_resend_past_discords_nonce_window_finds_the_first_post(world, monkeypatch):
    # Discord made the message, then answered 500; by the retry it has forgotten the nonce
    quick_retries(monkeypatch)
    fake, bot = world
    delivery = await stopped(bot)
    game_id = await new_game(bot, CHANNEL_ID, (ALICE, 777))
    await bot.store.owe(game_id, 0, [owed(f"channel:{CHANNEL_ID}", "made, then a 500"),
                                     owed("seat:alice", "secret, made, then a 500")])
    fake.fail(channel_id=CHANNEL_ID, route="message", status=500, stored=True, times=5)
    fake.fail(user_id=ALICE, route="message", status=500, stored=True, times=5)
    assert await delivery.drain() == 0
    assert len(posted(fake, CHANNEL_ID)) == 1  # discord.py's own retries: the nonce held
    fake.forget_nonces()
    now = bot.delivery.clock()
    bot.delivery.clock = lambda: now + QUICK.nonce_window + 1  # the retry is due, and late
    assert await delivery.drain() == 2
    assert posted(fake, CHANNEL_ID) == ["made, then a 500"]
    assert posted(fake, DM_BASE + ALICE) == ["secret, made, then a 500"]
    assert await bot.store.set_aside_messages() == []


async def test_a_resend_past_the_window_posts_what_discord_never_made(world, monkeypatch):
    quick_retries(monkeypatch)
    fake, bot = world
    delivery = await stopped(bot)
    game_id = await new_game(bot, CHANNEL_ID)
    await bot.store.owe(game_id, 0, [owed(f"channel:{CHANNEL_ID}", "lost in a 500")])
    fake.fail(channel_id=CHANNEL_ID, route="message", status=500, times=5)
    assert await delivery.drain() == 0
    fake.forget_nonces()
    now = bot.delivery.clock()
    bot.delivery.clock = lambda: now + QUICK.nonce_window + 1
    assert await delivery.drain() == 1
    assert posted(fake, CHANNEL_ID) == ["lost in a 500"]

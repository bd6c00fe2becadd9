"""The waiting line through the real bot and the fake Discord: edited in place while the
game waits for the same seats, posted anew (pinging) when they change, after the last one
was deleted, and across a restart of the bot (the message is stored, not remembered)."""

from __future__ import annotations

import asyncio
import json

from bot.config import Config
from bot.discord_bot import DuneBot
from bot.storage import NewMessage, SeatRecord
from engine.core import Origin, SeatSpec

from .fake_discord import ALICE, BOB, CHANNEL_ID, GUILD_ID, settled

SUPPRESS_NOTIFICATIONS = 1 << 12
"""Discord's message flag for "@silent": shown, with no push or sound."""


async def stopped(bot):
    """The bot with its delivery loop stopped: the test drains the outbox itself."""
    bot._delivery_task.cancel()
    await asyncio.gather(bot._delivery_task, return_exceptions=True)
    return bot.delivery


def waiting(text: str, seats: str, **extra) -> NewMessage:
    return NewMessage(target=f"channel:{CHANNEL_ID}", payload=json.dumps(
        {"text": text, "mentions": [], "waiting": seats, **extra}))


async def new_game(bot) -> int:
    return await bot.store.create_game(
        ruleset="classic", options="{}", seed=1, state="{}", events=[], channel_id=CHANNEL_ID,
        seats=[SeatRecord("alice", "atreides", ALICE), SeatRecord("bob", "harkonnen", BOB)])


def made(fake) -> list[str]:
    return [body.get("content", "") for cid, body in fake.created if cid == CHANNEL_ID]


async def test_the_same_seats_edit_the_line_other_seats_get_a_new_one(world):
    fake, bot = world
    delivery = await stopped(bot)
    game_id = await new_game(bot)
    await bot.store.owe(game_id, 0, [
        waiting("Waiting for alice (roll).", "alice"),
        waiting("Waiting for alice (keep).", "alice",
                **{"raise": {"steps": [1, 2], "token": "0123abcd"}}),
        waiting("Waiting for alice (move).", "alice")])
    assert await delivery.drain() == 3
    assert made(fake) == ["Waiting for alice (roll)."]
    mid, _ = await bot.store.waiting_post(game_id)
    assert [(m, text) for _, m, text in fake.edits] == [
        (mid, "Waiting for alice (keep)."), (mid, "Waiting for alice (move).")]
    assert fake.messages[mid]["components"] == []  # the raise buttons went with their line
    await bot.store.owe(game_id, 1, [waiting("Waiting for alice (vote), bob (vote).",
                                             "alice,bob")])
    assert await delivery.drain() == 1
    assert made(fake)[-1] == "Waiting for alice (vote), bob (vote)."
    assert len(fake.edits) == 2 and (await bot.store.waiting_post(game_id))[0] != mid


async def test_a_deleted_line_is_posted_anew(world):
    fake, bot = world
    delivery = await stopped(bot)
    game_id = await new_game(bot)
    await bot.store.owe(game_id, 0, [waiting("Waiting for bob (dial).", "bob")])
    await delivery.drain()
    first, _ = await bot.store.waiting_post(game_id)
    fake.delete(first)
    await bot.store.owe(game_id, 1, [waiting("Waiting for bob (plan).", "bob")])
    assert await delivery.drain() == 1
    assert made(fake) == ["Waiting for bob (dial).", "Waiting for bob (plan)."]
    second, _ = await bot.store.waiting_post(game_id)
    assert second != first and fake.messages[second]["content"] == "Waiting for bob (plan)."
    assert ("edit", 404, 10008) in fake.refused and not await bot.store.set_aside_messages()


async def test_a_restarted_bot_edits_the_line_the_last_one_posted(world, tmp_path):
    fake, bot = world
    delivery = await stopped(bot)
    game_id = await new_game(bot)
    await bot.store.owe(game_id, 0, [waiting("Waiting for bob (dial).", "bob")])
    await delivery.drain()
    await bot.close()
    again = await DuneBot.open(Config(token="fake-token", db=str(tmp_path / "bot.sqlite3"),
                                      guild_id=GUILD_ID))
    try:
        await again.login("fake-token")
        await again.store.owe(game_id, 1, [waiting("Waiting for bob (plan).", "bob")])
        assert await again.delivery.drain() == 1
    finally:
        await again.close()
    assert made(fake) == ["Waiting for bob (dial)."]
    assert [text for _, _, text in fake.edits] == ["Waiting for bob (plan)."]


async def test_a_game_asking_one_player_step_after_step_keeps_one_line(world):
    """The dice game's active player rolls, keeps and rerolls: one waiting line, edited,
    with its buttons; the players' moves are all still posted."""
    fake, bot = world
    seats = [SeatSpec(name="ann", faction="atreides"), SeatSpec(name="cat", faction="harkonnen")]
    game_id, _ = await bot.service.create(
        Origin(ruleset="dice", options={}, seats=seats, seed=4), guild_id=GUILD_ID,
        channel_id=CHANNEL_ID, users={"ann": ALICE, "cat": BOB})
    for seat, line in [("ann", "place cielago plain"), ("cat", "place great flat harvester"),
                       ("cat", "keep spice"), ("cat", "keep f2"), ("cat", "reroll")]:
        _, session = await bot.service.session(game_id)
        await bot.service.execute(game_id, seat, session.parse(line))
        bot.wake_delivery()
        await settled(bot)
    lines = [text for text in made(fake) if text.startswith("Waiting for")]
    assert len(lines) < 5 and fake.edits, (lines, fake.edits)
    last, seats_key = await bot.store.waiting_post(game_id)
    assert seats_key == '["cat"]' and fake.messages[last]["content"].startswith(
        f"Waiting for <@{BOB}>")


async def test_a_message_owed_in_quiet_hours_is_sent_silent(world):
    fake, bot = world
    delivery = await stopped(bot)
    game_id = await new_game(bot)
    await bot.store.owe(game_id, 0, [
        waiting("Waiting for bob (dial).", "bob", silent=True),
        NewMessage(target="seat:alice", payload=json.dumps({"text": "You drew.",
                                                            "silent": True})),
        NewMessage(target=f"channel:{CHANNEL_ID}", payload=json.dumps({"text": "Loud."}))])
    assert await delivery.drain() == 3
    flags = {body["content"]: body.get("flags", 0) for _, body in fake.created}
    assert flags["Waiting for bob (dial)."] & SUPPRESS_NOTIFICATIONS
    assert flags["You drew."] & SUPPRESS_NOTIFICATIONS
    assert not flags["Loud."] & SUPPRESS_NOTIFICATIONS

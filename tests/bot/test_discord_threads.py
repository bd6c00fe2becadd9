"""Private threads instead of DMs (the core option `private_threads`), through the real
discord.py client and the fake Discord: each seat's secrets go only to its own private
thread, made by the bot with the seat's player in it; a substitute is added and the player
replaced removed, even once Discord has archived the thread; a deleted thread is replaced
by a new one; a thread the bot may not make is set aside with the channel told which
permissions would work, and private threads are refused where no thread can be made; and
commands used in a seat's thread reach its game."""

from __future__ import annotations

from engine.core import Event
from engine.core.words import say

from .fake_discord import (
    ALICE,
    BOB,
    BOT_ID,
    CHANNEL_ID,
    DM_BASE,
    GUILD_ID,
    answer,
    settled,
    slash,
    texts,
    until,
)

CAROL = 503


async def create(fake, bot) -> None:
    """A two-seat game played with private threads (bob's DMs are closed)."""
    bot._connection.parse_interaction_create(slash("game", [
        {"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen"},
        {"name": "options", "value": "private_threads=yes"},
        {"name": "seed", "value": 3}], uid=ALICE, sub="create", names=fake.names))
    await until(lambda: any("created" in t for t in texts(fake)))
    await until(lambda: len(fake.threads) == 2)
    await settled(bot)


async def private_texts(bot, seat: str) -> list[str]:
    return [say(Event.model_validate_json(e.payload).text) for e in await bot.store.events(
        1, audiences=[f"seat:{seat}"])]


def thread_of(fake, user: int) -> int:
    return next(tid for tid, t in fake.threads.items() if user in t["members"])


async def test_each_seats_secrets_go_only_to_its_own_private_thread(world):
    fake, bot = world
    await create(fake, bot)
    alice, bob = thread_of(fake, ALICE), thread_of(fake, BOB)
    assert fake.threads[alice]["type"] == 12 and fake.threads[bob]["type"] == 12
    assert fake.threads[alice]["parent_id"] == str(CHANNEL_ID)
    assert fake.threads[alice]["thread_metadata"]["invitable"] is False
    assert fake.threads[alice]["members"] == {BOT_ID, ALICE}
    assert fake.threads[bob]["members"] == {BOT_ID, BOB}
    posted = " ".join(fake.thread_texts(bob))
    assert await private_texts(bot, "bob") and await private_texts(bot, "alice")
    assert all(text in posted for text in await private_texts(bot, "bob"))
    assert not any(text in posted for text in await private_texts(bot, "alice"))
    assert fake.dms == []  # nothing by DM, and no "cannot DM" notice for bob
    assert not any("cannot DM" in m for _, m in fake.channel_messages)
    assert not any(text in m for text in await private_texts(bot, "bob")
                   for cid, m in fake.channel_messages if cid == CHANNEL_ID)


async def test_a_substitute_is_added_to_the_seats_thread_and_the_player_replaced_removed(
        world):
    fake, bot = world
    await create(fake, bot)
    bob = thread_of(fake, BOB)
    await bot.service.replace(1, "bob", CAROL)
    bot._connection.parse_interaction_create(slash(
        "mod", [{"name": "command", "value": "force"}], uid=ALICE, manage=True))
    # the substitute is added, then the player replaced removed: wait for both
    await until(lambda: fake.threads[bob]["members"] == {BOT_ID, CAROL})
    assert await bot.store.seat_thread(1, "bob") == (bob, CAROL)


async def test_a_substitute_is_added_to_a_thread_discord_archived_after_a_quiet_week(world):
    fake, bot = world
    await create(fake, bot)
    bob = thread_of(fake, BOB)
    fake.threads[bob]["thread_metadata"]["archived"] = True  # a week without messages
    await bot.service.replace(1, "bob", CAROL)
    bot._connection.parse_interaction_create(slash(
        "mod", [{"name": "command", "value": "force"}], uid=ALICE, manage=True))
    await until(lambda: fake.threads[bob]["members"] == {BOT_ID, CAROL})
    assert fake.threads[bob]["thread_metadata"]["archived"] is False
    assert await bot.store.seat_thread(1, "bob") == (bob, CAROL)
    assert not any("private thread of bob" in m for _, m in fake.channel_messages)


async def test_a_seat_whose_thread_a_moderator_deleted_gets_a_new_one(world):
    fake, bot = world
    await create(fake, bot)
    old = thread_of(fake, BOB)
    del fake.threads[old]  # deleted in Discord's client
    posted_before = len(fake.channel_messages)
    await bot.service.replace(1, "bob", CAROL)
    bot._connection.parse_interaction_create(slash(
        "mod", [{"name": "command", "value": "force"}], uid=ALICE, manage=True))
    await until(lambda: any(CAROL in t["members"] for t in fake.threads.values()))
    await settled(bot)
    new = thread_of(fake, CAROL)
    assert new != old and fake.threads[new]["members"] == {BOT_ID, CAROL}
    assert await bot.store.seat_thread(1, "bob") == (new, CAROL)
    assert fake.thread_texts(new)
    assert not any("private thread of bob" in m or "refused" in m
                   for _, m in fake.channel_messages[posted_before:])


async def test_a_seat_whose_thread_was_deleted_is_posted_to_in_a_new_one(world):
    fake, bot = world
    await create(fake, bot)
    old = thread_of(fake, BOB)
    del fake.threads[old]  # deleted in Discord's client
    posted_before = len(fake.channel_messages)
    bot._connection.parse_interaction_create(slash(
        "mod", [{"name": "command", "value": "force"}], uid=ALICE, manage=True))
    await until(lambda: any(BOB in t["members"] for t in fake.threads.values()))
    await settled(bot)
    new = thread_of(fake, BOB)
    assert new != old and fake.threads[new]["members"] == {BOT_ID, BOB}
    assert await bot.store.seat_thread(1, "bob") == (new, BOB)
    assert fake.thread_texts(new)
    assert not any("private thread of bob" in m or "refused" in m
                   for _, m in fake.channel_messages[posted_before:])


async def test_a_thread_the_bot_may_not_make_is_set_aside_with_the_permissions_named(world):
    fake, bot = world
    fake.fail(route="create_thread", status=403, code=50013)
    bot._connection.parse_interaction_create(slash("game", [
        {"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen"},
        {"name": "options", "value": "private_threads=yes"}], uid=ALICE, sub="create",
        names=fake.names))
    await until(lambda: any("private thread of alice" in m for _, m in fake.channel_messages))
    notice = next(m for _, m in fake.channel_messages if "private thread of alice" in m)
    assert "Create Private Threads" in notice and "`/game view`" in notice
    assert fake.threads == {} and fake.dms == []
    assert ("create_thread", 403, 50013) in fake.refused


async def test_a_command_used_in_a_seats_thread_is_about_its_game(world):
    fake, bot = world
    await create(fake, bot)
    bob = thread_of(fake, BOB)
    payload = slash("game", [], uid=BOB, sub="history")
    payload["channel_id"] = str(bob)
    payload["channel"] = fake._thread_payload(bob)
    before = len(fake.responses)
    bot._connection.parse_interaction_create(payload)
    await until(lambda: any(texts(fake)[before:]))
    answer = next(t for t in texts(fake)[before:] if t)
    assert answer.startswith("Game 1, history of seat bob")
    assert all(cid < DM_BASE for cid, _ in fake.created)


async def test_private_threads_are_refused_at_create_in_a_channel_that_cannot_hold_them(world):
    fake, bot = world
    fake.threads[CHANNEL_ID + 1] = {"id": str(CHANNEL_ID + 1), "type": 11,
                                    "guild_id": str(GUILD_ID), "parent_id": str(CHANNEL_ID),
                                    "owner_id": str(ALICE), "name": "a game",
                                    "message_count": 0, "member_count": 1,
                                    "rate_limit_per_user": 0,
                                    "thread_metadata": {"archived": False,
                                                        "auto_archive_duration": 1440,
                                                        "archive_timestamp":
                                                        "2026-11-22T00:00:00+00:00",
                                                        "locked": False},
                                    "members": {BOT_ID, ALICE, BOB}}
    payload = slash("game", [
        {"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen"},
        {"name": "options", "value": "private_threads=yes"}], uid=ALICE, sub="create",
        names=fake.names)
    payload["channel_id"] = str(CHANNEL_ID + 1)
    payload["channel"] = fake._thread_payload(CHANNEL_ID + 1)
    refused = await answer(fake, bot, payload)
    assert refused == ("`private_threads` needs a text channel to make the seats' threads "
                       "in, and this is a thread: create the game in a text channel, or "
                       "leave `private_threads` out.")
    assert await bot.store.games() == []

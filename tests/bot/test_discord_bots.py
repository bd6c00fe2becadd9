"""Bots holding seats, through the real discord.py client and the fake Discord: a moderator
hands a seat to a bot, which plays at once and gets no DMs; the channel marks the seat as a
bot; `/admin replace` gives it back to a person; a game created with bot seats plays them;
a signed-up game starts with bot seats; a seat that misses `bot_after` deadlines goes to a
bot, once, with a notice."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from bot.deadlines import Deadlines
from engine.core import MODERATOR_SEAT

from .fake_discord import ALICE, BOB, settled, slash, start_game, texts, until, user
from .test_discord_flow import send, state, waiting


def awaited(pending: list[tuple[str, str]]) -> set[str]:
    return {seat for seat, _ in pending} - {MODERATOR_SEAT}


async def test_a_moderator_hands_a_seat_to_a_bot_and_back_to_a_person(world):
    fake, bot = world
    await start_game(fake, bot)  # the storm round: both seats dial
    assert "alice" in awaited(await waiting(bot))
    dms_before = [text for uid, text in fake.dms if uid == ALICE]
    said = await send(fake, bot, BOB, "admin", [{"name": "seat", "value": "alice"}],
                      sub="bot", manage=True)
    assert "Seat alice of game 1 is now played by a bot" in said
    await until(lambda: "alice" not in {d for d in _awaited_now(bot)})
    status = await send(fake, bot, BOB, "game", [], sub="status")
    assert "alice (bot) (" in status  # the seat list marks the bot
    # while the bot holds it, the seat plays whenever it is awaited, and is sent nothing
    for _ in range(30):
        if (await state(bot)).turn > 1 or bot.service.store.closed:
            break
        if "bob" in awaited(await waiting(bot)):
            await send(fake, bot, ALICE, "mod", [{"name": "command", "value": "force bob"}],
                       manage=True)
        elif awaited(await waiting(bot)) <= {"alice"}:
            break
    await settled(bot)
    assert [text for uid, text in fake.dms if uid == ALICE] == dms_before
    assert not [m for m in await bot.store.pending_messages() if m.target == "seat:alice"]
    public = "\n".join(text for _, text in fake.channel_messages)
    assert "alice (bot)" in public  # a waiting line or an event names it as a bot
    payload = slash("admin", [{"name": "seat", "value": "alice"},
                              {"name": "player", "value": str(ALICE)}],
                    uid=BOB, manage=True, sub="replace", names=fake.names)
    payload["data"]["options"][0]["options"][1]["type"] = 6  # a user option
    payload["data"]["resolved"] = {"users": {str(ALICE): user(ALICE, "alice")}}
    bot._connection.parse_interaction_create(payload)
    await until(lambda: any("no longer played by a bot" in t for t in texts(fake)))
    seats = {s.seat: s for s in await bot.store.seats(1)}
    assert (seats["alice"].bot, seats["alice"].user_id) == (False, ALICE)
    while "alice" not in awaited(await waiting(bot)):
        await send(fake, bot, ALICE, "mod", [{"name": "command", "value": "force"}],
                   manage=True)
    version = (await bot.store.version(1))[0]
    await send(fake, bot, BOB, "mod", [{"name": "command", "value": "deadline 30"}],
               manage=True)
    assert "alice" in awaited(await waiting(bot))  # no bot plays it any more
    assert (await bot.store.version(1))[0] == version + 1


def _awaited_now(bot) -> set[str]:
    session = bot.service._sessions.get(1)
    if session is None:
        return {"alice"}
    return {d.seat for d in session[1].ruleset.pending(session[1].state)}


async def test_a_game_created_with_bot_seats_plays_them(world):
    fake, bot = world
    said = await send(fake, bot, ALICE, "game", [
        {"name": "players", "value": f"<@{ALICE}> atreides"}, {"name": "bots", "value": 2},
        {"name": "seed", "value": 3}], sub="create")
    assert "created" in said
    seats = await bot.store.seats(1)
    assert [(s.seat, s.bot, s.user_id) for s in seats] == [
        ("alice", False, ALICE), ("bot", True, None), ("bot2", True, None)]
    assert awaited(await waiting(bot)) <= {"alice"}  # the bots chose their traitors
    await settled(bot)
    assert not re.search(r"seat:bot", " ".join(
        m.target for m in await bot.store.pending_messages()))
    status = await send(fake, bot, ALICE, "game", [], sub="status")
    assert "bot (bot) (" in status and "bot2 (bot) (" in status


async def test_a_seat_that_misses_bot_after_deadlines_goes_to_a_bot_with_a_notice(world):
    fake, bot = world
    await send(fake, bot, ALICE, "game", [
        {"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen"},
        {"name": "options", "value": "bot_after=1"}, {"name": "deadline_minutes", "value": 60},
        {"name": "seed", "value": 3}], sub="create")
    assert awaited(await waiting(bot)) == {"alice"}  # her traitor
    later = datetime.now(UTC) + timedelta(minutes=61)
    assert await Deadlines(bot.service).tick(later) == 1
    bot.wake_delivery()
    await settled(bot)
    told = [m for _, m in fake.channel_messages if "A bot plays it" in m]
    assert told == ["Seat alice of game 1 left its decisions unanswered at this many deadlines "
                    "in a row: 1. A bot plays it from now on (a moderator gives it back to a "
                    "person with `/admin replace`)."]
    seats = {s.seat: s for s in await bot.store.seats(1)}
    assert (seats["alice"].bot, seats["alice"].user_id) == (True, None)
    assert "alice" not in awaited(await waiting(bot))  # the bot dialled the storm
    assert f"<@{ALICE}>" not in fake.channel_messages[-1][1]


async def test_a_signed_up_game_starts_with_bot_seats(world):
    fake, bot = world
    await send(fake, bot, ALICE, "game", [{"name": "seed", "value": 3}], sub="create")
    await send(fake, bot, ALICE, "game", [{"name": "side", "value": "atreides"}], sub="join")
    alone = await send(fake, bot, ALICE, "game", [], sub="start")
    assert "1 player signed up" in alone and not await bot.store.games()
    too_many = await send(fake, bot, ALICE, "game", [{"name": "bots", "value": 9}],
                          sub="start")
    assert "Signed up: 1, bots: 9" in too_many and not await bot.store.games()
    said = await send(fake, bot, ALICE, "game", [{"name": "bots", "value": 2}], sub="start")
    assert "created" in said
    seats = await bot.store.seats(1)
    assert [(s.seat, s.bot) for s in seats][1:] == [("bot", True), ("bot2", True)]

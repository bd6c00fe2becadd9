"""Every interaction is answered in time and once: slow commands are deferred, refusals are
private and say what would work, out-of-range numbers and forged buttons are refused in
words, and a fault of ours is logged and answered once."""

from __future__ import annotations

import asyncio
import logging
import sqlite3

from bot.answers import APOLOGY_WORDS, STALE_WORDS
from bot.storage.errors import refused_by_sqlite
from bot.words import say

from .fake_discord import ALICE, BOB, click, slash, start_game, texts, until, user

DEFERRED, MESSAGE = 5, 4  # interaction callback types
EPHEMERAL = 64

APOLOGY = say(APOLOGY_WORDS)
STALE = say(STALE_WORDS)
"""The English words of those two answers."""


async def answers(fake, bot, payload: dict, settle: float = 0.1) -> list[dict]:
    """Send one interaction; every response it got (acknowledgement and follow-ups), after
    its first answer with text and a short wait for any stray second answer."""
    before = len(fake.responses)
    bot._connection.parse_interaction_create(payload)
    await until(lambda: any(texts(fake)[before:]))
    await asyncio.sleep(settle)
    return fake.responses[before:]


def text_of(responses: list[dict]) -> list[str]:
    return [r["data"]["content"] for r in responses if (r.get("data") or {}).get("content")]


def private(response: dict) -> bool:
    return bool((response.get("data") or {}).get("flags", 0) & EPHEMERAL)


async def test_a_move_is_acknowledged_privately_at_once_then_answered(world):
    fake, bot = world
    await start_game(fake, bot)
    first, *rest = await answers(fake, bot, slash("do", [{"name": "command", "value":
                                                          "dial 2"}], uid=ALICE))
    assert first["type"] == DEFERRED and private(first)
    assert [r["type"] for r in rest] == ["followup"] and private(rest[0])
    (text,) = text_of(rest)
    assert text.startswith("✓ `dial 2`")


async def test_game_create_defers_and_looks_players_up_at_once(world):
    fake, bot = world
    players = {601 + i: f"p{i}" for i in range(4)}
    fake.names.update(players)
    busy = peak = 0
    fetch = bot.fetch_user

    async def counted(user_id: int):
        nonlocal busy, peak
        busy += 1
        peak = max(peak, busy)
        try:
            return await fetch(user_id)
        finally:
            busy -= 1

    bot.fetch_user = counted
    mentions = ", ".join(f"<@{uid}>" for uid in players)
    got = await answers(fake, bot, slash("game", [{"name": "players", "value": mentions}],
                                         uid=ALICE, sub="create"))
    assert got[0]["type"] == DEFERRED and private(got[0])  # its opening message announces it
    assert text_of(got) == ["Game 1 created."]
    assert peak == len(players)
    assert {s.seat for s in await bot.store.seats(1)} == set(players.values())


async def test_one_user_cannot_hold_two_seats(world):
    fake, bot = world
    (refusal,) = await answers(fake, bot, slash("game", [
        {"name": "players", "value": f"<@{ALICE}> atreides, <@{ALICE}> harkonnen"}],
        uid=ALICE, sub="create"))
    assert refusal["type"] == MESSAGE and private(refusal)
    assert f"<@{ALICE}> is listed twice" in refusal["data"]["content"]
    assert await bot.store.games_of_user(ALICE) == []


async def test_joining_twice_keeps_one_seat_and_replace_refuses_a_second(world):
    fake, bot = world
    await answers(fake, bot, slash("game", [], uid=ALICE, sub="create"))
    for side in ("fremen", "atreides"):
        await answers(fake, bot, slash("game", [{"name": "side", "value": side}],
                                       uid=BOB, sub="join", names=fake.names))
    lobby = await bot.store.lobby(3000)
    assert [(s.user_id, s.side) for s in lobby.seats] == [(BOB, "atreides")]
    await answers(fake, bot, slash("game", [{"name": "side", "value": "harkonnen"}],
                                   uid=ALICE, sub="join", names=fake.names))
    await answers(fake, bot, slash("game", [], uid=ALICE, sub="start", names=fake.names))
    payload = slash("admin", [{"name": "seat", "value": "alice"},
                              {"name": "player", "value": str(BOB)}],
                    uid=ALICE, manage=True, sub="replace")
    payload["data"]["options"][0]["options"][1]["type"] = 6  # a user option
    payload["data"]["resolved"] = {"users": {str(BOB): user(BOB, "bob")}}
    (refusal,) = await answers(fake, bot, payload)
    assert "already holds seat `bob`" in refusal["data"]["content"] and private(refusal)
    assert {s.seat: s.user_id for s in await bot.store.seats(1)} == {"alice": ALICE,
                                                                     "bob": BOB}


async def test_a_negative_deadline_is_refused_with_the_range(world):
    fake, bot = world
    (refusal,) = await answers(fake, bot, slash("game", [
        {"name": "players", "value": f"<@{ALICE}>, <@{BOB}>"},
        {"name": "deadline_minutes", "value": -5}], uid=ALICE, sub="create"))
    assert private(refusal)
    assert "`deadline_minutes` must be a whole number from 0 to 20160" in \
        refusal["data"]["content"]
    assert await bot.store.games_of_user(ALICE) == []


async def test_a_value_pydantic_refuses_reads_as_a_sentence(world):
    fake, bot = world
    await start_game(fake, bot)
    got = await answers(fake, bot, slash("do", [{"name": "command", "value": "bid 0"}],
                                         uid=ALICE))
    (text,) = text_of(got)
    assert text.startswith("The amount must be at least 1.")
    assert "Usage: `bid <amount>`" in text
    assert "pydantic" not in text and "http" not in text and all(private(r) for r in got)


async def test_forged_buttons_are_refused_privately_in_words(world):
    fake, bot = world
    await start_game(fake, bot)
    version = (await bot.store.game(1)).version
    token = "0123abcd"
    forged = ["dune:raise:999:pass", "dune:raise:1:5", "dune:raise:1:99999999",
              "dune:raise:99999999999999999999999999:1", "dune:bid:1:1", "dune:form:1",
              "dune:form:999", "dune:do:1:bid 1; drop table",
              "dune:do:424242:pass", "dune:do:1:\x00\x1b[31m", "dune:pick:999",
              "dune:do:1:two\nlines", "garbage", "", "dune:raise:1:-5",
              f"dune:raise:999:{token}:pass", f"dune:raise:1:{token}:5",
              f"dune:do:1:{token}:bid 1; drop table", f"dune:do:424242:{token}:pass",
              f"dune:do:1:{token}:\x00\x1b[31m", f"dune:pick:999:{token}",
              f"dune:do:1:{token}:two\nlines", f"dune:raise:1:{token}:-5"]
    for custom_id in forged:
        got = await answers(fake, bot, click(custom_id, uid=BOB, names=fake.names, dm=True))
        (text,) = text_of(got)
        assert APOLOGY not in text and "✓" not in text, (custom_id, text)
        assert all(private(r) for r in got), custom_id
    assert (await bot.store.game(1)).version == version


async def test_a_fault_after_the_defer_is_logged_and_answered_once(world, caplog):
    fake, bot = world
    await start_game(fake, bot)

    async def broken(*args, **kwargs):
        raise RuntimeError("disk on fire")

    bot.service.execute_as = broken
    first, *rest = await answers(fake, bot, slash("do", [{"name": "command", "value":
                                                          "dial 2"}], uid=ALICE), settle=0.3)
    assert first["type"] == DEFERRED
    assert text_of(rest) == [APOLOGY] and len(rest) == 1 and private(rest[0])
    assert "disk on fire" not in APOLOGY
    assert any(r.levelno == logging.ERROR and "interaction failed" in r.message
               for r in caplog.records)
    _, session = await bot.service.session(1)
    (dial,) = [d for d in session.ruleset.pending(session.state) if d.seat == "bob"]
    got = await answers(fake, bot, click(f"dune:do:1:{dial.token()}:dial 1", uid=BOB,
                                         names=fake.names, dm=True), settle=0.3)
    assert text_of(got) == [APOLOGY]  # a button's fault is answered too


async def test_admin_kick_waits_for_the_games_lock(world):
    fake, bot = world
    await start_game(fake, bot)
    before = len(fake.responses)
    async with bot.service._lock(1):  # a command for game 1 is being applied
        bot._connection.parse_interaction_create(slash(
            "admin", [{"name": "seat", "value": "bob"}], uid=ALICE, manage=True, sub="kick"))
        await asyncio.sleep(0.3)
        assert {s.seat: s.user_id for s in await bot.store.seats(1)}["bob"] == BOB
    await until(lambda: any("vacant" in t for t in texts(fake)[before:]))
    assert {s.seat: s.user_id for s in await bot.store.seats(1)}["bob"] is None


def form(custom_id: str, values: dict[str, str], *, uid: int) -> dict:
    """A form sent back from a DM, as Discord sends a labelled form."""
    payload = click(custom_id, uid=uid, dm=True)
    payload["type"] = 5  # a modal submission
    payload["data"] = {"custom_id": custom_id, "components": [
        {"type": 18, "component": {"type": 4, "custom_id": key, "value": value}}
        for key, value in values.items()]}
    return payload


async def test_forms_nobody_opened_here_are_answered_privately(world):
    fake, bot = world
    await start_game(fake, bot)
    version = (await bot.store.game(1)).version
    cases = {"dune:form:999:plan": ({"dial": "1", "leader": "Duncan Idaho"}, "no seat"),
             "dune:form:1:plan": ({"dial": "x9", "leader": ""}, "The dial must be a number"),
             "dune:form:01:plan": ({"dial": "2", "leader": "none"},
                                   "No battle is being fought"),
             "dune:form:1:roll_dice": ({"dial": "2"}, "Unknown command `roll_dice`"),
             "dune:form:1:plan:x": ({"dial": "2"}, "not one I know"),
             "dune:planform:1": ({"dial": "2"}, "not one I know")}
    for custom_id, (values, expected) in cases.items():
        got = await answers(fake, bot, form(custom_id, values, uid=ALICE))
        (text,) = text_of(got)
        assert expected in text and all(private(r) for r in got), (custom_id, text)
    assert (await bot.store.game(1)).version == version


async def test_a_command_from_a_stale_client_is_told_to_reload(world):
    fake, bot = world
    got = await answers(fake, bot, slash("roll_dice", [], uid=ALICE))
    assert text_of(got) == [STALE] and private(got[0])


async def test_a_refusal_after_the_create_defer_is_private(world, monkeypatch):
    """The database may refuse the new game after the interaction was deferred: the defer
    is private, so the refusal that replaces its "thinking" line is private too."""
    fake, bot = world

    async def busy(**kwargs):
        raise refused_by_sqlite(bot.store.path, sqlite3.OperationalError("database is locked"))

    monkeypatch.setattr(bot.store, "create_game", busy)
    got = await answers(fake, bot, slash("game", [
        {"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen"}],
        uid=ALICE, sub="create", names=fake.names))
    assert got[0]["type"] == DEFERRED and all(private(r) for r in got)
    assert text_of(got) == ["The game was not created: the database is busy; nothing "
                            "changed, try again."]


async def test_a_kicked_players_move_already_on_its_way_is_refused(world):
    fake, bot = world
    await start_game(fake, bot)
    _, session = await bot.service.session(1)
    assert "bob" in [session.state.players[f].seat for f in session.state.storm_dialers]
    version = (await bot.store.game(1)).version
    on_its_way, go_on = asyncio.Event(), asyncio.Event()
    look_up = bot.service.seat_of_user

    async def held(game_id: int, user_id: int):
        """Hold bob's move after its seat was looked up, until the kick is done."""
        seat = await look_up(game_id, user_id)
        if not go_on.is_set():
            on_its_way.set()
            await go_on.wait()
        return seat

    bot.service.seat_of_user = held
    before = len(fake.responses)
    bot._connection.parse_interaction_create(slash(
        "do", [{"name": "command", "value": "dial 1"}], uid=BOB, names=fake.names))
    await asyncio.wait_for(on_its_way.wait(), 5)
    kick = await answers(fake, bot, slash("admin", [{"name": "seat", "value": "bob"}],
                                          uid=ALICE, manage=True, sub="kick"))
    assert any("vacant" in t for t in text_of(kick))
    go_on.set()
    await until(lambda: any("no seat" in t for t in texts(fake)[before:]))
    refusal = next(r for r in fake.responses[before:]
                   if "no seat" in (r.get("data") or {}).get("content", ""))
    assert "You have no seat in game 1." in refusal["data"]["content"] and private(refusal)
    assert not any("✓" in t for t in texts(fake)[before:])
    assert (await bot.store.game(1)).version == version


async def test_a_finished_game_stays_readable_in_its_channel_until_a_new_game(world):
    fake, bot = world
    await start_game(fake, bot)
    await answers(fake, bot, slash("admin", [], uid=ALICE, manage=True, sub="end"))
    (status,) = text_of(await answers(fake, bot, slash("game", [], uid=BOB, sub="status")))
    assert status.startswith("Game 1 (Dune") and "Turn 1 of" in status
    assert status.endswith("This game has ended.")
    (log,) = text_of(await answers(fake, bot, slash("game", [], uid=BOB, sub="log")))
    assert log.startswith("Game 1, last")
    board = await answers(fake, bot, slash("board", [], uid=BOB))
    assert "No game" not in " ".join(text_of(board))
    assert any((r.get("data") or {}).get("attachments") for r in board)
    created = await answers(fake, bot, slash("game", [
        {"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen"}],
        uid=ALICE, sub="create", names=fake.names))
    assert text_of(created) == ["Game 2 created."]
    (status,) = text_of(await answers(fake, bot, slash("game", [], uid=BOB, sub="status")))
    assert status.startswith("Game 2 (Dune") and "Turn 0 of" in status
    assert "ended" not in status


async def test_admin_resume_reaches_a_game_a_moderator_ended(world):
    fake, bot = world
    await start_game(fake, bot)
    await answers(fake, bot, slash("admin", [], uid=ALICE, manage=True, sub="end"))
    got = await answers(fake, bot, slash("admin", [], uid=ALICE, manage=True, sub="resume"))
    assert text_of(got) == ["Game 1 goes on."]
    assert (await bot.store.game(1)).status == "active"

"""The real discord.py client against a fake Discord API on 127.0.0.1: sync, create a game,
a move by a player, a refusal, a moderator command, a DM to a player with closed DMs."""

from __future__ import annotations

import os
import signal
import sqlite3

import pytest

from bot.discord_bot import DuneBot
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.protocol.ruleset import RULESET

from .fake_discord import ALICE, BOB, click, slash, start_game, texts, until


async def test_commands_are_synced_to_the_guild(world):
    fake, _bot = world
    names = {c["name"] for c in fake.synced[-1]}
    assert {"game", "do", "mod"} <= names


async def test_a_game_from_creation_to_a_secret_move(world):
    fake, bot = world
    bot._connection.parse_interaction_create(slash(
        "game", [{"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen"},
                 {"name": "seed", "value": 3}], uid=ALICE, sub="create",
        names=fake.names))
    await until(lambda: any("Game 1 created" in t for t in texts(fake)))
    await until(lambda: any("A game of Dune begins" in m for _, m in fake.channel_messages))
    # alice's secrets arrive by DM; bob's DMs are closed: the channel says so, without secrets
    await until(lambda: any(uid == ALICE for uid, _ in fake.dms))
    await until(lambda: any("cannot DM bob" in m for _, m in fake.channel_messages))
    channel = " ".join(m for _, m in fake.channel_messages)
    assert "You receive" not in channel and "Your traitors" not in channel
    # a refused move is answered to the player only
    bot._connection.parse_interaction_create(slash(
        "do", [{"name": "command", "value": "dial 3"}], uid=ALICE, names=fake.names))
    await until(lambda: any("not dialing" in t or "Dial" in t for t in texts(fake)[-1:]))
    refused = fake.responses[-1]
    assert refused["data"]["flags"] & 64  # ephemeral


async def test_only_moderators_may_moderate(world):
    fake, bot = world
    bot._connection.parse_interaction_create(slash(
        "game", [{"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen"}],
        uid=ALICE, sub="create", names=fake.names))
    await until(lambda: any("created" in t for t in texts(fake)))
    bot._connection.parse_interaction_create(slash(
        "mod", [{"name": "command", "value": "force"}], uid=BOB, names=fake.names))
    await until(lambda: any("Only moderators" in t for t in texts(fake)))
    bot._connection.parse_interaction_create(slash(
        "mod", [{"name": "command", "value": "force"}], uid=ALICE, manage=True,
        names=fake.names))
    await until(lambda: any("✓ `force`" in t for t in texts(fake)))
    await until(lambda: any("storm round" in m for _, m in fake.channel_messages))


async def test_two_commands_at_once_on_one_game(world):
    # both storm dials arrive together: both apply, one after the other
    fake, bot = world
    await start_game(fake, bot)
    for uid, n in ((ALICE, 2), (BOB, 3)):
        bot._connection.parse_interaction_create(slash(
            "do", [{"name": "command", "value": f"dial {n}"}], uid=uid, names=fake.names))
    await until(lambda: any("The storm moves 5 sector" in m for _, m in fake.channel_messages))
    _, session = await bot.service.session(1)
    assert session.state.storm == 5


async def test_a_restart_in_the_middle_of_a_game(world, tmp_path):
    fake, bot = world
    await start_game(fake, bot)
    bot._connection.parse_interaction_create(slash(
        "do", [{"name": "command", "value": "dial 2"}], uid=ALICE, names=fake.names))
    await until(lambda: any("Atreides has dialed" in m for _, m in fake.channel_messages))
    await bot.close()
    again = await DuneBot.open(bot.config)
    await again.login("fake-token")
    try:
        again._connection.parse_interaction_create(slash(
            "do", [{"name": "command", "value": "dial 1"}], uid=BOB, names=fake.names))
        await until(lambda: any("The storm moves 3 sector" in m
                                for _, m in fake.channel_messages))
    finally:
        await again.close()


async def suggestions(fake, bot, typed: str, uid: int) -> list[str]:
    """The values `/do` suggests to `uid` for what they typed so far."""
    payload = slash("do", [{"name": "command", "value": typed, "focused": True}], uid=uid,
                    names=fake.names)
    payload["type"] = 4  # an autocomplete
    before = len(fake.responses)
    bot._connection.parse_interaction_create(payload)
    await until(lambda: any(r.get("type") == 8 for r in fake.responses[before:]))
    answer = next(r for r in fake.responses[before:] if r.get("type") == 8)
    return [c["value"] for c in answer["data"]["choices"]]


async def test_do_suggests_the_callers_legal_moves_and_one_of_them_plays(world):
    # one `/do` for every game: its suggestions are the caller's legal commands now
    fake, bot = world
    synced = {c["name"]: c for c in fake.synced[-1]}
    command = next(o for o in synced["do"]["options"] if o["name"] == "command")
    assert command["autocomplete"] is True
    await start_game(fake, bot)
    _, session = await bot.service.session(1)
    legal = [RULESET.registry.usage_of(c) for c in RULESET.legal(session.state, "alice")]
    offered = await suggestions(fake, bot, "dial", ALICE)
    assert offered and set(offered) <= set(legal) and all(v.startswith("dial ") for v in offered)
    bot._connection.parse_interaction_create(slash(
        "do", [{"name": "command", "value": offered[0]}], uid=ALICE, names=fake.names))
    await until(lambda: any(f"✓ `{offered[0]}`" in t for t in texts(fake)))
    await until(lambda: any("Atreides has dialed" in m for _, m in fake.channel_messages))


async def test_do_suggests_the_commands_usages_when_nothing_legal_matches(world):
    fake, bot = world
    await start_game(fake, bot)
    offered = await suggestions(fake, bot, "ship", ALICE)  # alice may only dial now
    assert offered == ["ship"]


async def test_autocomplete_offers_legal_choices_first(world):
    # issue 4: the choices a player may legally make come first
    fake, bot = world
    bot._connection.parse_interaction_create(slash(
        "game", [{"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen"}],
        uid=ALICE, sub="create", names=fake.names))
    await until(lambda: any("created" in t for t in texts(fake)))
    _, session = await bot.service.session(1)
    session.state.phase = Phase.SETUP  # arrange a traitor choice, whatever the shuffle gave
    session.state.players["atreides"].traitor_draw = [
        "Dr. Yueh", "Feyd-Rautha", "Duncan Idaho", "Beast Rabban"]
    offered = await suggestions(fake, bot, "traitor", ALICE)
    assert offered == ["traitor Feyd-Rautha", 'traitor "Beast Rabban"']  # not her own leaders


async def test_bid_buttons_work_and_survive_a_restart(world):
    # issue 4: buttons for small choices, persistent across restarts
    fake, bot = world
    await start_game(fake, bot)
    for uid, n in ((ALICE, 0), (BOB, 1)):  # alice and bob dial: bidding starts
        bot._connection.parse_interaction_create(slash(
            "do", [{"name": "command", "value": f"dial {n}"}], uid=uid, names=fake.names))
    await until(lambda: any(any(i.startswith("dune:raise:1:") for i in ids)
                            for ids in fake.components))
    _, session = await bot.service.session(1)
    bidder = session.state.bidding.turn
    uid = ALICE if bidder.value == "atreides" else BOB
    raise_one = next(i for ids in fake.components for i in ids
                     if i.startswith("dune:raise:1:") and i.endswith(":1"))
    await bot.close()
    again = await DuneBot.open(bot.config)
    await again.login("fake-token")
    try:
        again._connection.parse_interaction_create(click(raise_one, uid=uid,
                                                         names=fake.names))
        await until(lambda: any("bids 1." in m for _, m in fake.channel_messages))
    finally:
        await again.close()


async def test_moderators_pause_resume_and_replace(world):
    fake, bot = world
    await start_game(fake, bot)
    bot._connection.parse_interaction_create(slash("admin", [], uid=BOB, sub="pause",
                                                   names=fake.names))
    await until(lambda: any("Only moderators" in t for t in texts(fake)))
    bot._connection.parse_interaction_create(slash("admin", [], uid=ALICE, manage=True,
                                                   sub="pause", names=fake.names))
    await until(lambda: any("is paused" in t for t in texts(fake)))
    bot._connection.parse_interaction_create(slash(
        "do", [{"name": "command", "value": "dial 2"}], uid=ALICE, names=fake.names))
    await until(lambda: any("paused this game" in t for t in texts(fake)))
    bot._connection.parse_interaction_create(slash("admin", [], uid=ALICE, manage=True,
                                                   sub="resume", names=fake.names))
    await until(lambda: any("goes on" in t for t in texts(fake)))
    carol = 503
    fake.names[carol] = "carol"
    payload = slash("admin", [{"name": "seat", "value": "bob"},
                              {"name": "player", "value": str(carol)}],
                    uid=ALICE, manage=True, sub="replace", names=fake.names)
    payload["data"]["options"][0]["options"][1]["type"] = 6
    payload["data"]["resolved"] = {"users": {str(carol): {
        "id": str(carol), "username": "carol", "discriminator": "0", "global_name": "carol",
        "avatar": None}}}
    bot._connection.parse_interaction_create(payload)
    await until(lambda: any("now played by" in t for t in texts(fake)))
    bot._connection.parse_interaction_create(slash(
        "do", [{"name": "command", "value": "dial 1"}], uid=carol, names=fake.names))
    await until(lambda: any("Harkonnen has dialed" in m for _, m in fake.channel_messages))


async def test_sigterm_closes_discord_then_the_database(world):
    fake, bot = world
    await start_game(fake, bot)
    store = bot.store
    os.kill(os.getpid(), signal.SIGTERM)  # what a process manager sends on shutdown
    await until(lambda: bot.is_closed() and bot.store.closed)
    # the connection is closed, not just forgotten: aiosqlite says so with either error,
    # depending on whether its thread has stopped yet
    with pytest.raises((ValueError, sqlite3.ProgrammingError)):
        await store.game(1)


async def test_do_suggests_the_last_command_of_a_batch_after_the_ones_before(world):
    fake, bot = world
    await start_game(fake, bot)
    offered = await suggestions(fake, bot, "dial 1; di", ALICE)
    assert offered and all(v.startswith("dial 1; dial ") for v in offered)

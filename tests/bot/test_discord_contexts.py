"""Where commands may be used: a game lives in a server channel, so the commands that open,
seat, start or moderate one are refused from a DM, even when a stale client sends them."""

from __future__ import annotations

from typing import Any

from .fake_discord import ALICE, BOB, slash, texts, until, user

GUILD, BOT_DM = 0, 1  # Discord's interaction context types


def in_dm(payload: dict[str, Any]) -> dict[str, Any]:
    """The same slash command sent from the user's DM with the bot."""
    uid = int(payload["member"]["user"]["id"])
    channel = 9_000_000 + uid
    del payload["guild_id"], payload["member"]
    payload["user"] = user(uid)
    payload["channel_id"] = str(channel)
    payload["channel"] = {"id": str(channel), "type": 1}
    payload["context"] = BOT_DM
    return payload


async def answer(fake, bot, payload: dict[str, Any]) -> dict[str, Any]:
    """Send one interaction; its first answer with text."""
    before = len(fake.responses)
    bot._connection.parse_interaction_create(payload)
    await until(lambda: any(texts(fake)[before:]))
    return next(r for r in fake.responses[before:] if (r.get("data") or {}).get("content"))


async def test_game_create_from_a_dm_is_refused_and_makes_no_game(world):
    fake, bot = world
    refused = await answer(fake, bot, in_dm(slash("game", [
        {"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen"}],
        uid=ALICE, sub="create")))
    assert "only in a server channel" in refused["data"]["content"]
    assert refused["data"]["flags"] & 64
    assert await bot.store.games_of_user(ALICE) == []
    assert await bot.store.lobby(9_000_000 + ALICE) is None


async def test_sign_up_and_moderation_from_a_dm_are_refused(world):
    fake, bot = world
    for name, sub, options in (("game", "create", []), ("game", "join", []),
                               ("game", "leave", []), ("game", "start", []),
                               ("admin", "kick", [{"name": "seat", "value": "bob"}]),
                               ("admin", "pause", []),
                               ("mod", None, [{"name": "command", "value": "force"}])):
        refused = await answer(fake, bot, in_dm(slash(name, options, uid=ALICE, sub=sub,
                                                      manage=True)))
        text = refused["data"]["content"]
        assert "only in" in text and "server channel" in text, (name, sub, text)
        assert refused["data"]["flags"] & 64
    assert await bot.store.lobby(9_000_000 + ALICE) is None


async def test_discord_is_told_which_commands_serve_dms(world):
    fake, _ = world
    synced = {c["name"]: c for c in fake.synced[-1]}
    assert synced["admin"]["contexts"] == [GUILD]
    assert synced["mod"]["contexts"] == [GUILD]
    assert sorted(synced["game"]["contexts"]) == [GUILD, BOT_DM]  # status, view, log by DM

"""`/stats` on Discord (issue 33): the server's statistics posted publicly for any member,
refused from a DM and for a ruleset that does not exist (privately), and cut into messages
Discord accepts however many games wait."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.storage import SeatRecord
from engine.core import SeatSpec
from engine.rulesets import catalog
from tests.conformance.pebbles import PEBBLES, PebblesOptions

from .fake_discord import ALICE, BOB, CHANNEL_ID, GUILD_ID, OTHER_GUILD_ID, slash, texts, until
from .test_discord_contexts import GUILD, in_dm

STRANGER = 777
EPHEMERAL = 64


@pytest.fixture
def pebbles(monkeypatch):
    monkeypatch.setattr(catalog, "RULESETS", {**catalog.RULESETS, PEBBLES.name: PEBBLES})


async def stored(bot, guild: int, channel: int, users: tuple[int, int], seed: int = 1) -> int:
    """A game of Pebbles written straight to the store, waiting for its first seat."""
    specs = [SeatSpec(name="alice", side="amber"), SeatSpec(name="carol", side="jade")]
    state, _ = PEBBLES.setup(PebblesOptions(pile=4), specs, seed=seed)
    meta = {"options": {"pile": 4}, "seats": [s.model_dump() for s in specs], "rules": None}
    return await bot.store.create_game(
        ruleset=PEBBLES.name, options=json.dumps(meta), seed=seed,
        seats=[SeatRecord(s.name, s.side or "", user) for s, user in zip(specs, users,
                                                                          strict=True)],
        state=state.model_dump_json(), events=[], guild_id=guild, channel_id=channel)


async def answers(fake, bot, payload: dict[str, Any], until_text: str) -> list[dict]:
    """Send one interaction; every answer with text, once one of them holds `until_text`."""
    before = len(fake.responses)
    bot._connection.parse_interaction_create(payload)
    await until(lambda: any(until_text in t for t in texts(fake)[before:]))
    return [r for r in fake.responses[before:] if (r.get("data") or {}).get("content")]


async def test_stats_are_posted_publicly_for_any_member_of_the_server(world, pebbles):
    fake, bot = world
    await stored(bot, GUILD_ID, CHANNEL_ID, (ALICE, BOB))
    await stored(bot, OTHER_GUILD_ID, CHANNEL_ID + 1, (STRANGER, STRANGER + 1))
    (answer,) = await answers(fake, bot, slash("stats", [], uid=BOB), "Waiting now")
    text = answer["data"]["content"]
    assert not answer["data"].get("flags", 0) & EPHEMERAL  # BOB manages nothing
    assert text.startswith("**Statistics of one game**\n__Games__\n- Pebbles: 1 played, 0 ")
    assert f"- game 1: alice (<@{ALICE}>), for 0 minutes" in text
    assert str(STRANGER) not in text and "game 2" not in text  # another server's game
    assert answer["data"]["allowed_mentions"]["parse"] == []  # naming players pings nobody


async def test_stats_are_refused_in_a_dm_with_what_works_there(world):
    fake, bot = world
    (refused,) = await answers(fake, bot, in_dm(slash("stats", [], uid=BOB)), "server")
    assert refused["data"]["flags"] & EPHEMERAL
    assert refused["data"]["content"].startswith("`/stats` works only in a server channel")
    assert "/game view" in refused["data"]["content"]
    synced = {c["name"]: c for c in fake.synced[-1]}
    assert synced["stats"]["contexts"] == [GUILD]  # Discord offers it in servers alone


async def test_a_ruleset_that_does_not_exist_is_refused_privately(world):
    fake, bot = world
    (refused,) = await answers(fake, bot, slash(
        "stats", [{"name": "ruleset", "value": "chess"}], uid=BOB), "choose one of")
    assert refused["data"]["flags"] & EPHEMERAL
    assert refused["data"]["content"].startswith("There is no ruleset 'chess'")


async def test_one_rulesets_stats_and_its_suggestions(world, pebbles):
    fake, bot = world
    await stored(bot, GUILD_ID, CHANNEL_ID, (ALICE, BOB))
    (answer,) = await answers(fake, bot, slash(
        "stats", [{"name": "ruleset", "value": catalog.DEFAULT}], uid=ALICE),
        "No game has been played here yet.")
    assert not answer["data"].get("flags", 0) & EPHEMERAL
    cog = bot.get_cog("StatsCog")
    suggested = await cog.complete_ruleset(None, "pebb")  # type: ignore[union-attr]
    assert [(c.name, c.value) for c in suggested] == [("Pebbles (pebbles)", "pebbles")]


async def test_many_waiting_games_are_cut_into_messages_discord_accepts(world, pebbles):
    fake, bot = world
    for n in range(60):
        await stored(bot, GUILD_ID, CHANNEL_ID + n, (ALICE + n, BOB))
    parts = await answers(fake, bot, slash("stats", [], uid=BOB), "- game 60:")
    assert len(parts) >= 2 and all(len(p["data"]["content"]) <= 2000 for p in parts)
    assert not any(p["data"].get("flags", 0) & EPHEMERAL for p in parts)
    shown = "\n".join(p["data"]["content"] for p in parts)
    assert all(f"- game {n}: alice (<@{ALICE + n - 1}>)" in shown for n in range(1, 61))


async def test_the_answer_tells_no_secret(world, pebbles):
    """Two servers, each with a game whose seats' secret numbers differ: their answers are
    the same words (but for the game's number)."""
    fake, bot = world
    secrets = []
    for seed, guild in ((1, GUILD_ID), (2, OTHER_GUILD_ID)):
        game = await stored(bot, guild, CHANNEL_ID + seed, (ALICE, BOB), seed=seed)
        secrets.append((await bot.service.session(game))[1].state.secrets)
    asked = []
    for guild in (GUILD_ID, OTHER_GUILD_ID):
        payload = slash("stats", [], uid=BOB)
        payload["guild_id"] = payload["channel"]["guild_id"] = str(guild)
        (answer,) = await answers(fake, bot, payload, "Waiting now")
        asked.append(answer["data"]["content"].replace("game 2:", "game 1:"))
    assert secrets[0] != secrets[1] and asked[0] == asked[1]
    assert "secret" not in asked[0].lower()

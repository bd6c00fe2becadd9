"""What a seat and a moderator can read, through the real discord.py client and the fake
Discord: `/game view` (the sheet behind a seat's shield, as embeds) and `/game history` for
a player whose DMs are closed, `/mod view`, and an undo that says what it took back. All of
it privately."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from engine.core.words import say
from engine.rulesets.classic.data import Faction

from .fake_discord import ALICE, BOB, slash, start_game, until
from .test_discord_flow import do, mod, send, state

EPHEMERAL = 64


def embedded(fake, before: int) -> list[dict[str, Any]]:
    """The answers after response `before` that carry embeds (each answer's body)."""
    return [r["data"] for r in fake.responses[before:] if (r.get("data") or {}).get("embeds")]


async def ask(fake, bot, uid: int, name: str, options: list, *, sub: str | None = None,
              manage: bool = False, answers: int = 1) -> list[dict[str, Any]]:
    """Send a slash command and wait for `answers` messages with embeds."""
    before = len(fake.responses)
    bot._connection.parse_interaction_create(slash(name, options, uid=uid, sub=sub,
                                                   manage=manage, names=fake.names))
    await until(lambda: len(embedded(fake, before)) >= answers)
    return embedded(fake, before)


def fields(body: dict[str, Any]) -> dict[str, str]:
    return {f["name"]: f["value"] for e in body["embeds"] for f in e.get("fields", [])}


async def test_game_view_shows_a_closed_dm_seat_its_secrets_decisions_and_news_privately(world):
    fake, bot = world  # bob's DMs are closed: every DM to him was set aside
    await start_game(fake, bot)
    harkonnen = (await state(bot)).players[Faction.HARKONNEN]
    atreides = (await state(bot)).players[Faction.ATREIDES]
    [body] = await ask(fake, bot, BOB, "game", [], sub="view")
    assert body["flags"] & EPHEMERAL
    assert body["embeds"][0]["title"] == "Game 1: Harkonnen (bob): behind your shield"
    shown = fields(body)
    assert all(name in shown["Traitors"] for name in harkonnen.traitors)
    assert not any(name in shown["Traitors"] for name in atreides.traitors)
    assert f"Spice: {harkonnen.spice}" in shown["Spice and tokens"]
    assert "default if nobody answers: `dial" in shown["Waiting for you"]
    assert "the game waits for you" in shown["Deadline"]
    told = await bot.store.events(1, audiences=["seat:bob"])
    assert told and _text(told[-1]) in shown["Told only to this seat, latest"]


async def test_game_view_gives_the_deadline_as_a_discord_timestamp(world):
    fake, bot = world
    await start_game(fake, bot)
    await send(fake, bot, ALICE, "admin", [{"name": "minutes", "value": 30}],
               sub="deadline", manage=True)
    [body] = await ask(fake, bot, ALICE, "game", [], sub="view")
    assert fields(body)["Deadline"].startswith("<t:")
    assert "then the default applies" in fields(body)["Deadline"]


async def test_game_history_pages_a_closed_dm_seats_private_and_public_events(world):
    fake, bot = world
    await start_game(fake, bot)
    await do(fake, bot, ALICE, "dial 2")
    page = await send(fake, bot, BOB, "game", [], sub="history")
    assert fake.responses[-1]["data"]["flags"] & EPHEMERAL
    assert page.startswith("Game 1, history of seat bob, page 1 of 1")
    private = await bot.store.events(1, audiences=["seat:bob"])
    assert private and all(f"(to you) {_text(e)}" in page for e in private)
    assert all(_text(e) in page for e in await bot.store.events(1, audiences=["public"]))
    assert not any(_text(e) in page for e in await bot.store.events(
        1, audiences=["seat:alice"]))
    refused = await send(fake, bot, BOB, "game", [{"name": "page", "value": 7}], sub="history")
    assert refused == "Game 1 has 1 page(s) of history: ask for page 1 (the latest) to 1."


async def test_history_marks_what_an_undo_took_back_and_the_sheet_drops_it(world):
    fake, bot = world
    await start_game(fake, bot)
    before = {e.seq for e in await bot.store.events(1, audiences=["seat:alice"])}
    await do(fake, bot, ALICE, "dial 2")
    [secret] = [e for e in await bot.store.events(1, audiences=["seat:alice"])
                if e.seq not in before]  # what only alice was told of her dial
    assert "✓ `undo`" in await mod(fake, bot, "undo")
    page = await send(fake, bot, ALICE, "game", [], sub="history")
    assert f"(taken back) (to you) {_text(secret)}" in page
    [body] = await ask(fake, bot, ALICE, "game", [], sub="view")
    assert _text(secret) not in fields(body).get("Told only to this seat, latest", "")
    [public] = [e for e in await bot.store.events(1, audiences=["public"])
                if e.version == secret.version]  # that alice has dialled
    log = await send(fake, bot, BOB, "game", [{"name": "count", "value": 9}], sub="log")
    assert f"(taken back) {_text(public)}" in log


def _text(event) -> str:
    """A stored event's words in English (events are stored as messages)."""
    return say(Event.model_validate_json(event.payload).text)


async def test_mod_view_shows_the_table_and_every_seat_privately(world):
    fake, bot = world
    await start_game(fake, bot)
    bodies = await ask(fake, bot, ALICE, "mod", [{"name": "command", "value": "view"}],
                       manage=True, answers=3)
    assert all(b["flags"] & EPHEMERAL for b in bodies)
    titles = [e["title"] for b in bodies for e in b["embeds"]]
    assert titles[0].startswith("Game 1 (") and titles[0].endswith("for moderators")
    assert any(t.startswith("Game 1: Atreides (alice)") for t in titles)
    assert any(t.startswith("Game 1: Harkonnen (bob)") for t in titles)
    assert "alice (dial)" in fields(bodies[0])["Waiting for"]
    one = await ask(fake, bot, ALICE, "mod", [{"name": "command", "value": "view harkonnen"}],
                    manage=True)
    assert one[0]["embeds"][0]["title"].startswith("Game 1: Harkonnen (bob)")


async def test_mod_view_of_no_such_seat_names_the_seats_and_players_may_not_use_it(world):
    fake, bot = world
    await start_game(fake, bot)
    refused = await mod(fake, bot, "view zed")
    assert refused.startswith("`zed` is not a seat of game 1")
    assert "alice (atreides), bob (harkonnen)" in refused
    assert "Only moderators" in await send(fake, bot, BOB, "mod", [
        {"name": "command", "value": "view"}])


async def test_undo_tells_the_moderator_each_command_it_took_back_and_the_channel_only_how_many(
        world):
    fake, bot = world
    await start_game(fake, bot)
    await do(fake, bot, ALICE, "dial 2")
    await do(fake, bot, BOB, "dial 1")
    answer = await mod(fake, bot, "undo 2")
    assert fake.responses[-1]["data"]["flags"] & EPHEMERAL
    assert answer.splitlines()[1:] == ["Took back 1: bob: `dial 1`",
                                       "Took back 2: alice: `dial 2`"]
    await until(lambda: any("undoes the last 2" in m for _, m in fake.channel_messages))
    assert not any("Took back" in m for _, m in fake.channel_messages)

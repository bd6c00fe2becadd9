"""The ends of a game's life on Discord, through the real discord.py client and the fake
Discord: a sign-up cancelled, a game won or ended by a moderator (its result posted, the
channel freed), a raise button pressed after its lot has closed, and the suggestions of
sides and seats."""

from __future__ import annotations

import pytest

from engine.core.words import say
from engine.rulesets import catalog
from engine.rulesets.classic.model.state import Phase
from tests.conformance.pebbles import PEBBLES

from .fake_discord import (
    ALICE,
    BOB,
    CHANNEL_ID,
    answer,
    click,
    settled,
    slash,
    start_game,
    until,
)

CAROL = 503


@pytest.fixture
def pebbles(monkeypatch):
    monkeypatch.setattr(catalog, "RULESETS", {**catalog.RULESETS, PEBBLES.name: PEBBLES})


def game(sub: str, options: list | None = None, *, uid: int = ALICE,
         manage: bool = False, names: dict | None = None) -> dict:
    return slash("game", options or [], uid=uid, sub=sub, manage=manage, names=names)


async def suggested(fake, bot, payload: dict) -> list[dict]:
    """The choices an autocomplete interaction is answered with."""
    payload["type"] = 4
    before = len(fake.responses)
    bot._connection.parse_interaction_create(payload)
    await until(lambda: any(r.get("type") == 8 for r in fake.responses[before:]))
    return next(r for r in fake.responses[before:] if r.get("type") == 8)["data"]["choices"]


def posted(fake) -> list[str]:
    return [text for _, text in fake.channel_messages]


# -- /game cancel ----------------------------------------------------------------------------


async def test_game_cancel_by_its_creator_says_so_in_public_and_frees_the_channel(world):
    fake, bot = world
    await answer(fake, bot, game("create"))
    await answer(fake, bot, game("join", [{"name": "side", "value": "fremen"}], uid=BOB))
    cancelled = await answer(fake, bot, game("cancel"))
    assert cancelled.startswith(f"<@{ALICE}> cancelled the sign-up for a game of Dune")
    assert f"Signed up: <@{BOB}> (fremen)." in cancelled and "is free" in cancelled
    assert not fake.responses[-1]["data"].get("flags", 0) & 64  # said in the channel
    assert await bot.store.lobby(CHANNEL_ID) is None
    assert "Sign-up is open" in await answer(fake, bot, game("create", uid=BOB))
    lobby = await bot.store.lobby(CHANNEL_ID)
    assert lobby is not None and lobby.creator_id == BOB and lobby.seats == ()


async def test_game_cancel_is_refused_to_another_player_but_not_to_a_moderator(world):
    fake, bot = world
    await answer(fake, bot, game("create"))
    refused = await answer(fake, bot, game("cancel", uid=BOB))
    assert refused == (f"Only <@{ALICE}>, who opened the sign-up, or a moderator can cancel "
                       "it.")
    assert fake.responses[-1]["data"]["flags"] & 64
    assert await bot.store.lobby(CHANNEL_ID) is not None
    assert "cancelled" in await answer(fake, bot, game("cancel", uid=BOB, manage=True))
    assert await bot.store.lobby(CHANNEL_ID) is None


async def test_game_cancel_without_a_sign_up_says_what_would_work(world):
    fake, bot = world
    nothing = await answer(fake, bot, game("cancel"))
    assert nothing.startswith("No sign-up is open in this channel")
    await start_game(fake, bot)
    started = await answer(fake, bot, game("cancel", manage=True))
    assert started == ("Game 1 has started here, so there is no sign-up to cancel: a "
                       "moderator ends a game with `/admin end`.")


# -- the end of a game -----------------------------------------------------------------------


async def test_admin_end_posts_the_result_and_the_final_board_and_frees_the_channel(world):
    fake, bot = world
    await start_game(fake, bot)
    before = len(fake.created)
    assert "ended by a moderator" in await answer(fake, bot, slash(
        "admin", [], uid=ALICE, sub="end", manage=True))
    await until(lambda: any("Ended on:" in m for m in posted(fake)))
    await settled(bot)
    summary = next(m for m in posted(fake) if "Ended on:" in m)
    assert summary.splitlines() == [
        "Game 1 was ended by a moderator, with no winner.",
        "Ended on: Turn 1 of 15, storm.",
        f"- alice (atreides, <@{ALICE}>): holds Arrakeen; 10 tokens on the planet, 10 in "
        "reserve, 0 in the tanks; 0 leader(s) in the tanks",
        f"- bob (harkonnen, <@{BOB}>): holds Carthag; 10 tokens on the planet, 10 in reserve, "
        "0 in the tanks; 0 leader(s) in the tanks",
        "This channel is free again: `/game create` starts a new game here."]
    made = [body for _, body in fake.created[before:]]
    at = next(i for i, body in enumerate(made) if "Ended on:" in body.get("content", ""))
    assert any(body.get("attachments") for body in made[at + 1:])  # then the final board
    again = await answer(fake, bot, slash("admin", [], uid=ALICE, sub="end", manage=True))
    assert again == ("Game 1 has already ended. `/game create` starts a new game in its "
                     "channel.")
    await settled(bot)
    assert sum("Ended on:" in m for m in posted(fake)) == 1
    assert "Game 2 created" in await answer(fake, bot, game("create", [
        {"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen"}]))


async def test_a_won_game_posts_who_won_and_its_channel_takes_a_new_game(world, pebbles):
    fake, bot = world
    fake.names[CAROL] = "carol"
    await answer(fake, bot, game("create", [
        {"name": "players", "value": f"<@{ALICE}> amber, <@{CAROL}> jade"},
        {"name": "ruleset", "value": "pebbles"}, {"name": "options", "value": "pile=4"},
        {"name": "seed", "value": 1}], names=fake.names))
    for uid, count in ((ALICE, 1), (CAROL, 3)):  # alice begins; carol takes the last
        assert "✓" in await answer(fake, bot, slash(
            "do", [{"name": "command", "value": f"take {count}"}], uid=uid, names=fake.names))
    await until(lambda: any("is over" in m for m in posted(fake)))
    summary = next(m for m in posted(fake) if "is over" in m)
    assert summary.splitlines() == [
        f"Game 1 is over: won by carol (jade, <@{CAROL}>).",
        "Ended on: Move 3, 0 pebble(s) left.",
        f"- alice (amber, <@{ALICE}>)", f"- carol (jade, <@{CAROL}>)",
        "This channel is free again: `/game create` starts a new game here."]
    assert (await bot.store.game(1)).status == "finished"
    assert "Sign-up is open" in await answer(fake, bot, game("create"))


# -- a stale raise button --------------------------------------------------------------------


async def test_a_raise_button_pressed_after_its_lot_was_sold_is_refused(world):
    fake, bot = world
    await start_game(fake, bot)
    for uid, n in ((ALICE, 0), (BOB, 1)):
        await answer(fake, bot, slash("do", [{"name": "command", "value": f"dial {n}"}],
                                      uid=uid, names=fake.names))
    await until(lambda: bool(fake.components))
    _, session = await bot.service.session(1)
    assert session.state.phase == Phase.BIDDING and session.state.bidding.index == 0
    first = fake.components[-1]  # Pass, +1, +2, +5 for card 1
    uids = {"alice": ALICE, "bob": BOB}
    bidder = session.ruleset.pending(session.state)[0].seat
    other = "bob" if bidder == "alice" else "alice"
    await answer(fake, bot, slash("do", [{"name": "command", "value": "bid 1"}],
                                  uid=uids[bidder], names=fake.names))
    await answer(fake, bot, slash("do", [{"name": "command", "value": "pass"}],
                                  uid=uids[other], names=fake.names))
    _, session = await bot.service.session(1)
    assert session.state.bidding.index == 1  # card 1 is sold: card 2 is up
    (now,) = session.ruleset.pending(session.state)
    version = (await bot.store.game(1)).version
    refused = await answer(fake, bot, click(first[1], uid=uids[now.seat], names=fake.names))
    assert refused == ("Game 1: this button was posted for a decision that has closed, so it "
                       f"does nothing now. Open for you now: {say(now.prompt)}")
    assert fake.responses[-1]["data"]["flags"] & 64
    assert (await bot.store.game(1)).version == version
    await settled(bot)
    line, _ = await bot.store.waiting_post(1)  # posted anew, or edited if the seat is the same
    fresh = [c["custom_id"] for row in fake.messages[line]["components"]
             for c in row["components"]]
    assert fresh != first  # the buttons under the waiting line now play card 2
    assert "✓" in await answer(fake, bot, click(fresh[1], uid=uids[now.seat],
                                                names=fake.names))
    _, session = await bot.service.session(1)
    assert session.state.bidding.high_bid == 1 and session.state.bidding.index == 1


# -- suggestions -----------------------------------------------------------------------------


async def test_game_join_suggests_the_sides_still_free(world):
    fake, bot = world
    await answer(fake, bot, game("create"))
    await answer(fake, bot, game("join", [{"name": "side", "value": "fremen"}], uid=BOB))
    free = await suggested(fake, bot, game("join", [
        {"name": "side", "value": "", "focused": True}]))
    sides = bot.service.ruleset("classic").sides.names
    assert [c["value"] for c in free] == [s for s in sides if s != "fremen"]
    typed = await suggested(fake, bot, game("join", [
        {"name": "side", "value": "HAR", "focused": True}]))
    assert typed == [{"name": "harkonnen", "value": "harkonnen"}]


async def test_admin_and_mod_suggest_the_games_seats_with_their_sides(world):
    fake, bot = world
    await start_game(fake, bot)
    for sub in ("kick", "replace"):
        seats = await suggested(fake, bot, slash("admin", [
            {"name": "seat", "value": "", "focused": True}], uid=ALICE, sub=sub, manage=True))
        assert seats == [{"name": "alice (atreides)", "value": "alice"},
                         {"name": "bob (harkonnen)", "value": "bob"}]
    by_side = await suggested(fake, bot, slash("admin", [
        {"name": "seat", "value": "hark", "focused": True}], uid=ALICE, sub="kick",
        manage=True))
    assert by_side == [{"name": "bob (harkonnen)", "value": "bob"}]
    forced = await suggested(fake, bot, slash("mod", [
        {"name": "command", "value": "force b", "focused": True}], uid=ALICE, manage=True))
    assert forced == [{"name": "force bob (harkonnen)", "value": "force bob"}]


# -- /game help ------------------------------------------------------------------------------


async def test_game_help_shows_the_seats_commands_now_and_the_moderators_apart(world):
    fake, bot = world
    await start_game(fake, bot)  # the storm round: each seat dials
    mine = await answer(fake, bot, game("help", uid=BOB, names=fake.names))
    lines = mine.splitlines()
    assert lines[0] == "Game 1: what you (bob, harkonnen) may use now, with `/do`:"
    assert lines[1].startswith("`dial <number>` ") and "(now: `dial 0`" in lines[1]
    assert not any(word in mine for word in ("`ship", "`bid", "`force"))
    assert lines[-1] == "Moderators have commands of their own (`/mod`, `/admin`)."
    assert fake.responses[-1]["data"]["flags"] & 64
    moderator = await answer(fake, bot, game("help", uid=ALICE, manage=True,
                                             names=fake.names))
    head, apart = moderator.split("Moderators (`/mod <command>`):\n")
    assert "`dial <number>`" in head and "`force [seat]`" not in head
    assert "`force [seat]`" in apart and "`dial" not in apart
    everything = await answer(fake, bot, game("help", [{"name": "ruleset",
                                                        "value": "classic"}], uid=BOB))
    assert "`ship " in everything and "`bid <amount>`" in everything

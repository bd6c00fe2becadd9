"""A game's life through the real discord.py client and the fake Discord: open sign-up, a
bid, a shipment, a battle plan from a player whose DMs are closed, refusals, a moderator
undo, kick and deadline, and a restart in the middle of a bidding round."""

from __future__ import annotations

import re

from bot.discord_bot import DuneBot
from engine.rulesets.classic.data import Faction, leaders_of
from engine.rulesets.classic.model.state import Phase

from .fake_discord import ALICE, BOB, click, slash, start_game, texts, until, user

UIDS = {"alice": ALICE, "bob": BOB}


async def send(fake, bot, uid: int, name: str, options: list, *, sub: str | None = None,
               manage: bool = False) -> str:
    """Inject one slash command and return the text of its (first) answer, after the
    empty "thinking" acknowledgement of a deferred command."""
    before = len(fake.responses)
    bot._connection.parse_interaction_create(slash(name, options, uid=uid, sub=sub,
                                                   manage=manage, names=fake.names))
    return await answer(fake, before)


async def answer(fake, before: int) -> str:
    """The first answer with text after response `before` (a deferred command's follow-up)."""
    await until(lambda: any(texts(fake)[before:]))
    return next(t for t in texts(fake)[before:] if t)


async def do(fake, bot, uid: int, command: str) -> str:
    return await send(fake, bot, uid, "do", [{"name": "command", "value": command}])


async def mod(fake, bot, command: str) -> str:
    return await send(fake, bot, ALICE, "mod", [{"name": "command", "value": command}],
                      manage=True)


async def waiting(bot) -> list[tuple[str, str]]:
    _, session = await bot.service.session(1)
    return [(d.seat, d.kind) for d in session.ruleset.pending(session.state)]


async def state(bot):
    _, session = await bot.service.session(1)
    return session.state


async def to_bidding(fake, bot) -> None:
    await start_game(fake, bot)
    await do(fake, bot, ALICE, "dial 2")
    await do(fake, bot, BOB, "dial 1")
    assert (await state(bot)).phase == Phase.BIDDING


async def to_plan(fake, bot, seat: str) -> None:
    """A battle in the Great Flat, Atreides against Harkonnen, up to `seat`'s battle plan
    (every other decision defaulted by a moderator)."""
    await to_bidding(fake, bot)
    while (await state(bot)).phase != Phase.MOVEMENT:
        await mod(fake, bot, "force")
    await mod(fake, bot, "set_tokens atreides 3 the great flat")
    await mod(fake, bot, "set_tokens harkonnen 4 the great flat")
    while (await state(bot)).phase == Phase.MOVEMENT:
        await mod(fake, bot, "force")
    while (seat, "plan") not in await waiting(bot):
        if (await waiting(bot))[0] == ("alice", "battle"):
            await do(fake, bot, ALICE, "battle the great flat")
        else:
            await mod(fake, bot, "force")


async def test_open_sign_up_survives_a_restart_and_starts_by_its_creator(world):
    fake, bot = world
    assert "Sign-up is open" in await send(fake, bot, ALICE, "game", [], sub="create")
    assert "joins" in await send(fake, bot, BOB, "game", [{"name": "side",
                                                            "value": "fremen"}], sub="join")
    taken = await send(fake, bot, ALICE, "game", [{"name": "side", "value": "fremen"}],
                       sub="join")
    assert "already taken" in taken and fake.responses[-1]["data"]["flags"] & 64
    assert "joins" in await send(fake, bot, ALICE, "game", [{"name": "side",
                                                              "value": "atreides"}], sub="join")
    await bot.close()
    again = await DuneBot.open(bot.config)
    await again.login("fake-token")
    try:
        refused = await send(fake, again, BOB, "game", [], sub="start")
        assert "Only <@501>" in refused
        assert "Game 1 created" in await send(fake, again, ALICE, "game", [], sub="start")
        seats = {s.seat: (s.side, s.user_id) for s in await again.store.seats(1)}
        assert seats == {"alice": ("atreides", ALICE), "bob": ("fremen", BOB)}
        assert await again.store.lobby(3000) is None
    finally:
        await again.close()


async def test_a_bid_out_of_turn_is_refused_and_in_turn_accepted(world):
    fake, bot = world
    await to_bidding(fake, bot)
    ((seat, kind),) = await waiting(bot)
    other = "bob" if seat == "alice" else "alice"
    refused = await do(fake, bot, UIDS[other], "bid 1")
    assert "✓" not in refused and fake.responses[-1]["data"]["flags"] & 64
    assert await waiting(bot) == [(seat, kind)]
    assert "✓ `bid 1`" in await do(fake, bot, UIDS[seat], "bid 1")
    await until(lambda: any("bids 1" in m for _, m in fake.channel_messages))


async def test_a_restart_in_the_middle_of_a_bidding_round(world):
    fake, bot = world
    await to_bidding(fake, bot)
    ((seat, _),) = await waiting(bot)
    await do(fake, bot, UIDS[seat], "bid 1")
    await bot.close()
    again = await DuneBot.open(bot.config)
    await again.login("fake-token")
    try:
        ((next_seat, kind),) = await waiting(again)
        assert kind == "bid" and next_seat != seat
        assert "✓ `bid 2`" in await do(fake, again, UIDS[next_seat], "bid 2")
        assert (await state(again)).bidding.high_bid == 2
    finally:
        await again.close()


async def test_a_shipment_in_the_movement_round(world):
    fake, bot = world
    await to_bidding(fake, bot)
    while (await state(bot)).phase != Phase.MOVEMENT:
        await mod(fake, bot, "force")
    ((seat, _),) = await waiting(bot)
    home = "arrakeen" if (await state(bot)).players["atreides"].seat == seat else "carthag"
    assert "✓ `ship 2" in await do(fake, bot, UIDS[seat], f"ship 2 {home}")
    await until(lambda: any("ship" in m.lower() and "2" in m for _, m in fake.channel_messages))
    stronghold = "Arrakeen" if home == "arrakeen" else "Carthag"
    assert sum((await state(bot)).forces[stronghold][9 if home == "arrakeen" else 10]
               .values()) == 12


async def test_a_battle_plan_from_a_player_whose_dms_are_closed(world):
    fake, bot = world
    await to_plan(fake, bot, "bob")
    tanks = (await state(bot)).players[Faction.HARKONNEN].leaders_in_tanks
    leader = next(ld.name for ld in leaders_of(Faction.HARKONNEN) if ld.name not in tanks)
    answer = await do(fake, bot, BOB, f"plan 2 {leader}")
    assert "✓" in answer and fake.responses[-1]["data"]["flags"] & 64
    battle = (await state(bot)).battles.current
    assert battle is not None and not battle.revealed  # Atreides has not planned yet
    await until(lambda: any("cannot DM bob" in m for _, m in fake.channel_messages))
    assert leader not in " ".join(m for _, m in fake.channel_messages)


async def test_a_moderator_undo_and_the_public_log(world):
    fake, bot = world
    await start_game(fake, bot)
    await do(fake, bot, ALICE, "dial 2")
    assert (await state(bot)).storm_dials
    assert "✓ `undo`" in await mod(fake, bot, "undo")
    assert not (await state(bot)).storm_dials
    await until(lambda: any("undoes" in m for _, m in fake.channel_messages))
    log = await send(fake, bot, BOB, "game", [{"name": "count", "value": 5}], sub="log")
    assert "undoes" in log and "You receive" not in log


async def test_moderators_kick_reseat_and_set_the_deadline(world):
    fake, bot = world
    await start_game(fake, bot)
    assert "Only moderators" in await send(fake, bot, BOB, "admin", [
        {"name": "seat", "value": "alice"}], sub="kick")
    assert "vacant" in await send(fake, bot, ALICE, "admin", [
        {"name": "seat", "value": "bob"}], sub="kick", manage=True)
    assert "no seat" in (await do(fake, bot, BOB, "dial 1")).lower()
    payload = slash("admin", [{"name": "seat", "value": "bob"},
                              {"name": "player", "value": str(BOB)}],
                    uid=ALICE, manage=True, sub="replace", names=fake.names)
    payload["data"]["options"][0]["options"][1]["type"] = 6  # a user option
    payload["data"]["resolved"] = {"users": {str(BOB): user(BOB, "bob")}}
    bot._connection.parse_interaction_create(payload)
    await until(lambda: any("now played by" in t for t in texts(fake)))
    assert "✓" in await do(fake, bot, BOB, "dial 1")
    assert "30 minute" in await send(fake, bot, ALICE, "admin", [
        {"name": "minutes", "value": 30}], sub="deadline", manage=True)
    assert (await state(bot)).options.deadline_minutes == 30
    await until(lambda: any("sets the deadline" in m for _, m in fake.channel_messages))


async def test_small_decisions_come_by_dm_with_buttons_that_play_them(world):
    fake, bot = world
    carol = 503
    fake.names[carol] = "carol"
    await send(fake, bot, ALICE, "game", [
        {"name": "players", "value": f"<@{ALICE}> atreides, <@{BOB}> harkonnen, "
                                     f"<@{carol}> emperor"},
        {"name": "seed", "value": 3}], sub="create")
    await until(lambda: any(uid == ALICE for uid, _ in fake.dm_components))
    ids = next(ids for uid, ids in fake.dm_components if uid == ALICE)
    assert all(re.fullmatch(r"dune:do:1:[0-9a-f]{8}:traitor .+", i) for i in ids)
    assert len(ids) >= 2
    picked = ids[0]
    before = len(fake.responses)
    bot._connection.parse_interaction_create(click(picked, uid=ALICE, names=fake.names,
                                                   dm=True))
    assert "✓" in await answer(fake, before)
    chosen = (await state(bot)).players[Faction.ATREIDES].traitors
    assert len(chosen) == 1 and chosen[0].lower() in picked.lower()
    # a stale button is refused, and nobody may press another seat's button
    before = len(fake.responses)
    bot._connection.parse_interaction_create(click(ids[1], uid=ALICE, names=fake.names,
                                                   dm=True))
    assert "✓" not in await answer(fake, before)
    assert (await state(bot)).players[Faction.ATREIDES].traitors == chosen


async def test_the_battle_plan_form_by_dm(world):
    fake, bot = world
    await to_plan(fake, bot, "alice")
    await until(lambda: any("dune:form:1" in ids for uid, ids in fake.dm_components
                            if uid == ALICE))
    invitation = next(m for uid, m in reversed(fake.dms) if "Build" in m or "Dial 0" in m)
    assert "Leaders:" in invitation and "Feyd" not in invitation  # her own leaders only
    before = len(fake.responses)
    bot._connection.parse_interaction_create(click("dune:form:1", uid=ALICE,
                                                   names=fake.names, dm=True))
    await until(lambda: len(fake.responses) > before)
    form = fake.responses[before]
    assert form["type"] == 9  # a modal, its text inputs in labelled components (type 18)
    assert {c["type"] for c in form["data"]["components"]} == {18}
    inputs = {c["label"]: c["component"]["custom_id"] for c in form["data"]["components"]}
    tanks = (await state(bot)).players[Faction.ATREIDES].leaders_in_tanks
    leader = next(ld.name for ld in leaders_of(Faction.ATREIDES) if ld.name not in tanks)
    values = {"Tokens dialed": "2", "Leader": leader}
    assert form["data"]["custom_id"] == "dune:form:1:plan"
    submit = click(form["data"]["custom_id"], uid=ALICE, names=fake.names, dm=True)
    submit["type"] = 5
    submit["data"] = {"custom_id": form["data"]["custom_id"], "components": [
        {"type": 18, "component": {"type": 4, "custom_id": cid,
                                   "value": values.get(label, "")}}
        for label, cid in inputs.items()]}
    before = len(fake.responses)
    bot._connection.parse_interaction_create(submit)
    assert "✓" in await answer(fake, before)
    plan = (await state(bot)).battles.current.plans[Faction.ATREIDES]
    assert (plan.dial, plan.leader, plan.weapon) == (2, leader, None)

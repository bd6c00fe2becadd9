"""A turn of Dune The Dice Game played through the real discord.py client on the fake
Discord: the roll kept die by die with DM buttons, an alliance offered and accepted by the
invitee's own button, and a battle fought with secret commitments sent by DM forms, with
no change to bot/ or cogs/ for this game."""

from __future__ import annotations

from engine.rulesets.dice.state import DiceState, Step, Units

from .fake_discord import ALICE, CHANNEL_ID, DM_BASE, answer, click, settled, slash, until

CAROL, DAVE, ERIN = 503, 504, 505
PLAYERS = {ALICE: "Corrino", CAROL: "Fremen", DAVE: "Spacing Guild", ERIN: "Harkonnen"}


async def live(bot) -> DiceState:
    _, session = await bot.service.session(1)
    return session.state


def channel(fake) -> str:
    return "\n".join(m for cid, m in fake.channel_messages if cid == CHANNEL_ID)


async def force(fake, bot, until_step: Step) -> None:
    """A moderator plays the defaults until the game reaches `until_step`."""
    while (await live(bot)).step != until_step:
        reply = await answer(fake, bot, slash("mod", [{"name": "command", "value": "force"}],
                                              uid=ALICE, manage=True, names=fake.names))
        assert "✓" in reply or "orced" in reply, reply


async def submit(fake, bot, uid: int, values: dict[str, str]) -> str:
    """Open the commitment form from the DM's button and send it filled in."""
    before = len(fake.responses)
    bot._connection.parse_interaction_create(click("dune:form:1", uid=uid, names=fake.names,
                                                   dm=True))
    await until(lambda: len(fake.responses) > before)
    form = fake.responses[before]
    assert form["type"] == 9, form
    inputs = {c["label"]: c["component"]["custom_id"] for c in form["data"]["components"]}
    payload = click(form["data"]["custom_id"], uid=uid, names=fake.names, dm=True)
    payload["type"] = 5
    payload["data"] = {"custom_id": form["data"]["custom_id"], "components": [
        {"type": 18, "component": {"type": 4, "custom_id": cid,
                                   "value": values.get(label, "")}}
        for label, cid in inputs.items()]}
    return await answer(fake, bot, payload)


def dm_offers(fake, uid: int) -> dict[str, str]:
    """What the latest DM with components to `uid` offers: each command -> its custom id
    (a button's own id, or the menu's id for a menu's option)."""
    for cid, body in reversed(fake.created):
        if cid != DM_BASE + uid or not body.get("components"):
            continue
        offers = {}
        for row in body["components"]:
            for item in row["components"]:
                if item["custom_id"].startswith("dune:do:"):
                    offers[item["custom_id"].split(":", 4)[4]] = item["custom_id"]
                for option in item.get("options", []):
                    offers[option["value"]] = item["custom_id"]
        return offers
    return {}


def dm_payload(fake, uid: int, custom_id: str, command: str) -> dict:
    """The press of a DM button, or the choice of `command` in a DM menu (`dune:pick:`)."""
    payload = click(custom_id, uid=uid, names=fake.names, dm=True)
    if custom_id.startswith("dune:pick:"):
        payload["data"] = {"custom_id": custom_id, "component_type": 3, "values": [command]}
        payload["message"]["components"] = [{"type": 1, "components": [
            {"type": 3, "custom_id": custom_id,
             "options": [{"label": command, "value": command}]}]}]
    return payload


async def choose(fake, bot, uid: int, command: str) -> str:
    """Play `command` from the latest DM's buttons or menu, as its player would."""
    await until(lambda: command in dm_offers(fake, uid))
    return await answer(fake, bot, dm_payload(fake, uid, dm_offers(fake, uid)[command], command))


def uid_of(fake, seat: str) -> int:
    return next(uid for uid, name in fake.names.items() if name == seat)


async def test_a_dice_turn_roll_alliance_and_battle_by_buttons_and_dm_forms(world):
    fake, bot = world
    fake.names.update({CAROL: "carol", DAVE: "dave", ERIN: "erin"})
    fake.closed_dms.clear()
    players = ", ".join(f"<@{uid}> {side}" for uid, side in PLAYERS.items())
    created = await answer(fake, bot, slash("game", [
        {"name": "players", "value": players}, {"name": "ruleset", "value": "dice"},
        {"name": "seed", "value": 3}], uid=ALICE, sub="create", names=fake.names))
    assert created == "Game 1 created."
    await force(fake, bot, Step.ROLL)
    state = await live(bot)
    me = state.active_seat
    mine = state.players[me].faction
    ally, enemy = [s for s in state.order if s != me][:2]
    ally_faction, enemy_faction = state.players[ally].faction, state.players[enemy].faction
    # the table's dice, as a scenario needs them: a Faction die on the ally's symbol, one on
    # the player's own; and a battlefield: a calm strategic region the player shares with
    # one enemy cube, no construction there
    state.roll.faces.update({"f1": ally_faction.value, "f2": mine.value, "f3": mine.value,
                             "f4": mine.value, "kanly": "snooper", "spice": "2"})
    field = next(r for r in state.map.strategic if not state.in_storm(r))
    state.constructions.pop(field, None)
    state.board[field] = {mine: Units(troop=3), enemy_faction: Units(troop=1)}
    for seat in state.order:
        state.players[seat].card = Units()
    await settled(bot)
    # LANCER DE DES: the dice to keep are offered to the active player by DM; at least one
    # die is kept after each roll, so no reroll is offered before a die is kept
    first = dm_offers(fake, uid_of(fake, me))
    assert {"keep f1", "keep region", "keep all"} <= set(first) and "reroll" not in first
    assert "✓ `keep f1`" in await choose(fake, bot, uid_of(fake, me), "keep f1")
    await until(lambda: f"{me} keeps f1 ({ally_faction.value})" in channel(fake))
    await until(lambda: "reroll" in dm_offers(fake, uid_of(fake, me)))
    # each kept die posts a fresh menu; the one before it is refused, not replayed
    stale = dm_payload(fake, uid_of(fake, me), first["keep f2"], "keep f2")
    assert "decision that has closed" in await answer(fake, bot, stale)
    assert "f2" not in (await live(bot)).roll.kept
    assert "✓ `keep all`" in await choose(fake, bot, uid_of(fake, me), "keep all")
    # ALLIANCE: offered on the kept die, answered by the invitee's own button
    assert "✓" in await choose(fake, bot, uid_of(fake, me), f"ally {ally_faction.value}")
    assert "✓ `accept`" in await choose(fake, bot, uid_of(fake, ally), "accept")
    assert (await live(bot)).turn.ally == ally_faction
    await until(lambda: f"The {ally_faction.value} accept" in channel(fake))
    # COMBAT: each side's commitment by a DM form, secret until both are in
    await force(fake, bot, Step.COMBAT)
    state = await live(bot)
    assert state.turn.fight is not None and state.turn.fight.region == field
    said = len(channel(fake))
    assert "✓" in await submit(fake, bot, uid_of(fake, me), {"Troops": "2"})
    await until(lambda: "has committed units" in channel(fake)[said:])
    assert "2 troops" not in channel(fake)[said:]  # COMBAT: the closed hand stays closed
    assert "✓" in await submit(fake, bot, uid_of(fake, enemy), {"Troops": "1"})
    await until(lambda: "The " + mine.value + " win" in channel(fake))
    assert f"reveals 2 troops: 2; {enemy} reveals 1 troops: 1" in channel(fake)
    assert (await live(bot)).board[field] == {mine: Units(troop=1)}

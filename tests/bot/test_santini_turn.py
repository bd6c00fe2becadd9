"""A turn of Santini's hex wargame through the real discord.py client on the fake Discord,
with no change to bot/ or cogs/ for it: the initiative's payments to the Guild and the
Fremen's change to their secret d8 sent by DM forms and revealed only when all are in,
then the first player's whole activity sent as one batch of orders, and the build orders
sealed the same way. The position is reached by the seed and the players' commands."""

from __future__ import annotations

from engine.rulesets.santini.state import Phase, SantiniState

from .fake_discord import ALICE, BOB, CHANNEL_ID, answer, settled, slash
from .test_dice_turn import submit

CAROL, DAVE = 503, 504
SEATS = {ALICE: "emperor", BOB: "harkonnen", CAROL: "atreides", DAVE: "fremen"}
PAID = "Spice paid to the Guild"
CHANGE = "Change to your d8 (+2, -1, 0)"
ACTIVITY = "move E2 0306; transfer E14 0206; fly E5 +E3 0306 0406 -E3; done"
"""Seed 5: the Emperor's infantry E2 steps out of Mesa Sietch (0206), E14 comes from
Kaitain by the platform there, and the air wing E5 carries E3 two hexes east."""


async def live(bot) -> SantiniState:
    _, session = await bot.service.session(1)
    return session.state


def channel(fake, since: int = 0) -> str:
    return "\n".join(m for cid, m in fake.channel_messages[since:] if cid == CHANNEL_ID)


async def do(fake, bot, uid: int, command: str) -> str:
    return await answer(fake, bot, slash("do", [{"name": "command", "value": command}],
                                         uid=uid, names=fake.names))


async def test_a_santini_turn_sealed_initiative_batched_activity_sealed_builds(world):
    fake, bot = world
    fake.names.update({CAROL: "carol", DAVE: "dave"})
    fake.closed_dms.clear()
    players = ", ".join(f"<@{uid}> {side}" for uid, side in SEATS.items())
    assert await answer(fake, bot, slash("game", [
        {"name": "players", "value": players}, {"name": "ruleset", "value": "santini"},
        {"name": "seed", "value": 5}], uid=ALICE, sub="create", names=fake.names)) \
        == "Game 1 created."
    await settled(bot)
    state = await live(bot)
    assert state.phase == Phase.INITIATIVE and state.players["dave"].die is not None
    # Attività: the payments to the Guild are secret and simultaneous; the Fremen's d8
    # is theirs alone until the reveal
    start = len(fake.channel_messages)
    assert "✓" in await submit(fake, bot, ALICE, {PAID: "5"})
    assert "✓" in await submit(fake, bot, BOB, {PAID: "0"})
    assert "✓" in await submit(fake, bot, CAROL, {PAID: "0"})
    await settled(bot)
    before = channel(fake, start)
    assert "paid" not in before and "d8" not in before
    assert "✓" in await submit(fake, bot, DAVE, {CHANGE: "+2"})
    await settled(bot)
    revealed = channel(fake, start)
    assert "5 paid to the Guild: initiative 5" in revealed
    assert "Order of activity: Emperor, Fremen" in revealed
    # the Emperor's whole activity in one message, applied line by line
    reply = await do(fake, bot, ALICE, ACTIVITY)
    assert "refused" not in reply, reply
    state = await live(bot)
    units = state.units
    assert units["E2"].place == "0306" and units["E14"].place == "0206"
    assert units["E3"].place == "0406" and units["E5"].place == "0406"
    assert state.initiative[state.active] == "dave"
    # the others end their activities; the build orders are sealed in turn
    for uid in (DAVE, CAROL, BOB):
        assert "✓" in await do(fake, bot, uid, "done")
    await settled(bot)
    assert (await live(bot)).phase == Phase.CONSTRUCTION
    start = len(fake.channel_messages)
    assert "✓" in await submit(fake, bot, ALICE, {"Infantry": "2", "Armour": "1"})
    assert "✓" in await submit(fake, bot, BOB, {})
    assert "✓" in await submit(fake, bot, CAROL, {})
    await settled(bot)
    assert "infantry" not in channel(fake, start)
    assert "✓" in await submit(fake, bot, DAVE, {"Infantry": "3"})
    await settled(bot)
    assert "2 infantry and 1 armour; 4 spice paid" in channel(fake, start)
    assert (await live(bot)).turn == 2

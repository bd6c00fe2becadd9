"""A year of THE SPICE HARVEST through the real discord.py client on the fake Discord, with
no change to bot/ or cogs/ for it: the spice for the first Manager committed from DM
buttons (IV.4), the Harvest card read by the Manager alone (V.1.a), the report in the
channel and each player's Share cards by DM (V.1.b), the votes by DM buttons, face down
until the last, then turned over together with the Harvest card and the shares (V.2)."""

from __future__ import annotations

from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import ClassicState, Phase
from engine.rulesets.classic.protocol.harvest_commands import Commit

from .fake_discord import ALICE, BOB, CHANNEL_ID, settled, slash, until
from .test_dice_turn import answer, choose, dm_offers

CAROL = 503
SEATS = {ALICE: "atreides", BOB: "harkonnen", CAROL: "emperor"}


async def live(bot) -> ClassicState:
    _, session = await bot.service.session(1)
    return session.state


def channel(fake, since: int = 0) -> list[str]:
    return [m for cid, m in fake.channel_messages[since:] if cid == CHANNEL_ID]


def dms(fake, uid: int, since: int = 0) -> str:
    """The DMs sent to `uid`, from the `since`-th DM sent to anyone."""
    return "\n".join(m for to, m in fake.dms[since:] if to == uid)


async def do(fake, bot, uid: int, command: str) -> str:
    return await answer(fake, bot, slash("do", [{"name": "command", "value": command}],
                                         uid=uid, names=fake.names))


async def to_the_harvest(fake, bot) -> None:
    """A three-player game with the Spice Harvest, its set-up played by the defaults."""
    fake.names.update({CAROL: "carol"})
    fake.closed_dms.clear()
    players = ", ".join(f"<@{uid}> {side}" for uid, side in SEATS.items())
    assert await answer(fake, bot, slash("game", [
        {"name": "players", "value": players},
        {"name": "options", "value": "spice_harvest=yes"},
        {"name": "seed", "value": 3}], uid=ALICE, sub="create", names=fake.names)) \
        == "Game 1 created."
    while (await live(bot)).phase != Phase.HARVEST:
        reply = await answer(fake, bot, slash("mod", [{"name": "command", "value": "force"}],
                                              uid=ALICE, manage=True, names=fake.names))
        assert "✓" in reply, reply


async def test_a_report_shares_and_votes_by_dm_and_the_reveal_posted_together(world):
    fake, bot = world
    await to_the_harvest(fake, bot)
    # IV.4: each commits in secret from its DM buttons; the most spice makes the Manager
    await settled(bot)
    for uid in (ALICE, BOB, CAROL):
        await until(lambda u=uid: any(c.startswith(Commit.name) for c in dm_offers(fake, u)))
        pick = f"{Commit.name} 5" if uid == BOB else f"{Commit.name} 0"  # 1 left for the tax
        assert "✓" in await choose(fake, bot, uid, pick)
    await settled(bot)
    h = (await live(bot)).harvest
    assert h.manager == Faction.HARKONNEN and h.step == "tax"
    # V.1.a: the Manager pays the tax from the DM buttons
    await until(lambda: "tax yes" in dm_offers(fake, BOB))
    assert "✓" in await choose(fake, bot, BOB, "tax yes")
    await settled(bot)
    h = (await live(bot)).harvest
    assert h.step == "report"
    card = str(sum(h.drawn))
    # V.1.a: the Manager alone reads the Harvest card
    await until(lambda: f"Harvest card: {card}" in dms(fake, BOB))
    assert "Harvest card:" not in dms(fake, ALICE) + dms(fake, CAROL)
    assert any("reads it in secret" in m for m in channel(fake))
    # V.1.b: the report is public, each player's Share cards come by DM only
    since, dm_since = len(fake.channel_messages), len(fake.dms)
    assert "✓" in await do(fake, bot, BOB, f"report {card} atreides 2, emperor 1")
    await settled(bot)
    await until(lambda: "Your Share cards: 2" in dms(fake, ALICE, dm_since))
    await until(lambda: "Your Share cards: 1" in dms(fake, CAROL, dm_since))
    assert "Your Share cards" not in dms(fake, BOB, dm_since)
    assert not any("Your Share cards" in m or "Atreides 2" in m or "spice)" in m
                   for m in channel(fake, since))
    # V.2.a: the votes by DM buttons, face down until the last
    assert "✓" in await choose(fake, bot, ALICE, "vote no")
    await settled(bot)
    assert (await live(bot)).harvest.step == "vote"
    await until(lambda: "Your vote: no" in dms(fake, ALICE, dm_since))
    assert "Your vote" not in dms(fake, BOB, dm_since) + dms(fake, CAROL, dm_since)
    assert not any("turned over" in m or "Yes:" in m for m in channel(fake, since))
    before_last = len(fake.channel_messages)
    assert "✓" in await choose(fake, bot, CAROL, "vote yes")
    await settled(bot)
    # V.2.b: turned over together: the votes, the Harvest card and the shares, one post
    await until(lambda: any("The votes are turned over" in m
                            for m in channel(fake, before_last)))
    reveal = next(m for m in channel(fake, before_last) if "The votes are turned over" in m)
    assert "Yes: " in reveal and "No: " in reveal
    assert f"Harvest card(s): {card}" in reveal and "shares:" in reveal
    assert (await live(bot)).harvest.step == "bid"

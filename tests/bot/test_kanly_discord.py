"""A Kanly duel of THE DUEL through the real discord.py client on the fake Discord, with no
change to bot/ or cogs/ for it: a player threatens Kanly in the channel (V.1), the player
threatened takes the action and Kanly is declared, both fighters choose their leader by a
DM offer that the channel never sees (V.2), and the fight's result is posted."""

from __future__ import annotations

from engine.rulesets.classic.model.state import ClassicState, Phase

from .fake_discord import ALICE, BOB, CHANNEL_ID, settled, slash, until
from .test_dice_turn import answer, choose, dm_offers

CAROL = 503
SEATS = {ALICE: "atreides", BOB: "harkonnen", CAROL: "emperor"}


async def live(bot) -> ClassicState:
    _, session = await bot.service.session(1)
    return session.state


def channel(fake, since: int = 0) -> str:
    return "\n".join(m for cid, m in fake.channel_messages[since:] if cid == CHANNEL_ID)


async def do(fake, bot, uid: int, command: str) -> str:
    return await answer(fake, bot, slash("do", [{"name": "command", "value": command}],
                                         uid=uid, names=fake.names))


async def mod_force(fake, bot, done) -> None:
    """The moderator plays the defaults until `done(state)`."""
    while not done(await live(bot)):
        reply = await answer(fake, bot, slash("mod", [{"name": "command", "value": "force"}],
                                              uid=ALICE, manage=True, names=fake.names))
        assert "✓" in reply, reply


async def test_a_threat_the_action_a_duel_by_dm_and_its_result(world):
    fake, bot = world
    fake.names.update({CAROL: "carol"})
    fake.closed_dms.clear()
    players = ", ".join(f"<@{uid}> {side}" for uid, side in SEATS.items())
    assert await answer(fake, bot, slash("game", [
        {"name": "players", "value": players}, {"name": "options", "value": "duel=yes"},
        {"name": "seed", "value": 3}], uid=ALICE, sub="create", names=fake.names)) \
        == "Game 1 created."
    await mod_force(fake, bot, lambda s: s.phase == Phase.BIDDING and s.bidding is not None
                    and s.bidding.turn is not None)
    state = await live(bot)
    uid = {state.players[f].seat: u for u, f in
           ((u, next(f for f in state.players if f.value == side))
            for u, side in SEATS.items())}
    bidder = state.bidding.turn
    threatener = next(f for f in state.players if f != bidder)
    by, target = uid[state.players[threatener].seat], uid[state.players[bidder].seat]
    # V.1: the threat is public, in the channel
    assert "✓" in await do(fake, bot, by, f"kanly {bidder.value} bid")
    await until(lambda: "Kanly threatened" in channel(fake))
    # the player threatened bids: Kanly is declared and the arena opens
    since = len(fake.channel_messages)
    assert "✓" in await do(fake, bot, target, "bid 1")
    await until(lambda: "Kanly!" in channel(fake, since))
    assert (await live(bot)).fight is not None
    # V.2: each fighter secretly chooses a leader, offered by DM
    await settled(bot)
    chosen = {}
    for fighter in (by, target):
        offers = [c for c in dm_offers(fake, fighter) if c.startswith("duel_leader")]
        assert offers, dm_offers(fake, fighter)
        chosen[fighter] = offers[0]
        assert "✓" in await choose(fake, bot, fighter, offers[0])
    await settled(bot)
    leaders = [c.split(" ", 1)[1].strip('"') for c in chosen.values()]
    assert not any(name in channel(fake, since) for name in leaders)  # face down (V.2)
    # the duel is fought to its end by the defaults; its result is posted
    await mod_force(fake, bot, lambda s: s.fight is None)
    await settled(bot)
    await until(lambda: "The fight ends" in channel(fake, since)
                or "leaves the arena" in channel(fake, since))
    assert (await live(bot)).phase == Phase.BIDDING  # the bidding resumes

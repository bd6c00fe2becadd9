"""A game of Diuna through the real discord.py client on the fake Discord, with no change to
bot/ or cogs/ for it: four players keep their traitor cards from DM buttons, the moderator's
`/mod force` plays the defaults of the phases before movement, the Harkonnen and the
Atreides ship into Carthag by their own `/do`, and the battle there is fought with plans
sent by the DM form, revealed only when both are in, then the Traitor calls asked of both
sides. The position is reached honestly, by the seed and the players' commands: nothing
in the live state is touched."""

from __future__ import annotations

import re

from engine.rulesets.classic.data import TERRITORIES
from engine.rulesets.diuna.data import Faction
from engine.rulesets.diuna.state import DiunaState, Phase, Player

from .fake_discord import ALICE, BOB, CHANNEL_ID, DM_BASE, settled, slash, until
from .test_dice_turn import answer, choose, dm_offers, dm_payload, live, submit

CAROL, DAVE = 503, 504
SEATS = {ALICE: "imperium", BOB: "fremen", CAROL: "atreides", DAVE: "harkonnen"}
FIELD = "Carthag"
"""The stronghold both ship into (seed 3: the storm is on sector 2 in round 1's movement)."""
HARKONNEN_PLAN = {"Forces": "3", "Leader": "Beast Rabban", "Weapon": "Stunner",
                  "Defence": "Shield"}
SECRET_PLAN = re.compile(r"Beast Rabban|Stunner|Shield(?! Wall)|3 forces|reveals:")
"""What would show the Harkonnen's plan (its leader, cards, disk) before the reveal."""
ATREIDES_PLAN = {"Forces": "4", "Leader": "Thufir Hawat", "Defence": "Kulon"}
"""Seed 3 deals the Harkonnen Stunner and Shield, the Atreides Kulon (worthless); neither
side holds the other's leader as a traitor."""


def channel(fake, since: int = 0) -> str:
    return "\n".join(m for cid, m in fake.channel_messages[since:] if cid == CHANNEL_ID)


async def mod_force(fake, bot, done) -> None:
    """The moderator plays the defaults until `done(state)`."""
    while not done(await live(bot)):
        reply = await answer(fake, bot, slash("mod", [{"name": "command", "value": "force"}],
                                              uid=ALICE, manage=True, names=fake.names))
        assert "✓" in reply, reply


async def do(fake, bot, uid: int, command: str) -> str:
    return await answer(fake, bot, slash("do", [{"name": "command", "value": command}],
                                         uid=uid, names=fake.names))


async def offered(fake, bot, uid: int) -> dict[str, str]:
    """The latest DM offer to `uid`, once every message owed is sent."""
    await settled(bot)
    return dm_offers(fake, uid)


async def create(fake, bot) -> None:
    fake.names.update({CAROL: "carol", DAVE: "dave"})
    fake.closed_dms.clear()
    players = ", ".join(f"<@{uid}> {side}" for uid, side in SEATS.items())
    assert await answer(fake, bot, slash("game", [
        {"name": "players", "value": players}, {"name": "ruleset", "value": "diuna"},
        {"name": "seed", "value": 3}], uid=ALICE, sub="create", names=fake.names)) \
        == "Game 1 created."


async def keep_traitors(fake, bot) -> dict[int, list[str]]:
    """Each player keeps the first card of its DM offer (Przygotowanie do gry, 1. Zdrajcy);
    the Harkonnen, after the others, one at a time from a fresh offer. Returns the picks."""
    picks: dict[int, list[str]] = {}
    for uid in (ALICE, BOB, CAROL, DAVE):
        for _ in range(4 if uid == DAVE else 1):
            command = next(iter(await offered(fake, bot, uid)))
            assert "✓" in await choose(fake, bot, uid, command)
            picks.setdefault(uid, []).append(command.split(" ", 1)[1].strip('"'))
    await settled(bot)
    return picks


async def to_the_plans(fake, bot) -> None:
    """From the set-up to the battle's plans: the defaults up to movement, both sides' own
    shipments into Carthag, the Harkonnen's traitor draw declined and Prescience unused,
    each by its player's DM button."""
    await create(fake, bot)
    await keep_traitors(fake, bot)
    await mod_force(fake, bot, lambda s: s.phase == Phase.MOVEMENT)
    state = await live(bot)
    assert state.storm not in TERRITORIES[FIELD].sectors
    for uid, faction in ((DAVE, Faction.HARKONNEN), (CAROL, Faction.ATREIDES)):
        await mod_force(fake, bot, lambda s, f=faction: s.players[s.order[s.turn]].faction == f)
        assert f"✓ `ship 5 {FIELD}`" in await do(fake, bot, uid, f"ship 5 {FIELD}")
        assert "✓ `done`" in await do(fake, bot, uid, "done")
    await mod_force(fake, bot, lambda s: s.phase == Phase.BATTLE)
    await until(lambda: f"Battle in {FIELD}: dave (Harkonnen, battle advantage) against "
                "carol (Atreides)." in channel(fake))
    assert "✓" in await choose(fake, bot, DAVE, "draw_traitor no")
    assert "✓" in await choose(fake, bot, CAROL, "foresee none")
    await until(lambda: "Waiting for <@504> (plan), <@503> (plan)." in channel(fake))


def all_offers(fake, uid: int) -> list[list[str]]:
    """The commands of every DM offer to `uid` (buttons or a menu), oldest first."""
    out = []
    for cid, body in fake.created:
        items = [item for row in body.get("components") or [] for item in row["components"]]
        if cid == DM_BASE + uid and items:
            out.append([o["value"] for item in items for o in item.get("options", [])]
                       + [item["custom_id"].split(":", 4)[4] for item in items
                          if item["custom_id"].startswith("dune:do:")])
    return out


def side(state: DiunaState, faction: Faction) -> Player:
    return next(p for p in state.players.values() if p.faction == faction)


async def test_each_traitor_card_is_kept_from_the_dm_offer_and_never_shown_in_the_channel(
        world):
    # Przygotowanie do gry, 1. Zdrajcy; HARKONNENOWIE: 8 drawn, 4 kept in a 4-player game
    fake, bot = world
    await create(fake, bot)
    for uid in (ALICE, BOB, CAROL):
        assert len(await offered(fake, bot, uid)) == 4
    picks = await keep_traitors(fake, bot)
    state = await live(bot)
    for uid, seat in zip(SEATS, ("alice", "bob", "carol", "dave"), strict=True):
        assert state.players[seat].traitors == picks[uid]
    # the Harkonnen's each pick was offered anew, without the cards kept before it
    offers = [o for o in all_offers(fake, DAVE) if all(c.startswith("traitor ") for c in o)]
    assert [len(o) for o in offers] == [8, 7, 6, 5]
    for n, offer in enumerate(offers):
        assert not {f"traitor {name}" for name in picks[DAVE][:n]} & set(offer)
        assert any(picks[DAVE][n] in command for command in offer)
    kept = {name for names in picks.values() for name in names}
    said = channel(fake)
    assert not any(name in said for name in kept)
    assert said.count("keeps a traitor card.") == 3
    assert "dave (Harkonnen) keeps 4 traitor cards." in said


async def test_the_harkonnen_keep_their_four_traitors_in_one_line_as_their_dm_says(world):
    # HARKONNENOWIE, Zdrajcy: "w rozgrywce 4-osobowej 8 kart ... i zatrzymujesz 4 z nich";
    # the four named at once, comma-separated, by `/do`
    fake, bot = world
    await create(fake, bot)
    for uid in (ALICE, BOB, CAROL):
        assert "✓" in await choose(fake, bot, uid, next(iter(await offered(fake, bot, uid))))
    drawn = [c.split(" ", 1)[1].strip('"') for c in await offered(fake, bot, DAVE)]
    told = [text for uid, text in fake.dms if uid == DAVE]
    assert any("`traitor <leader>, <leader>, ...`" in text for text in told)
    since = len(fake.channel_messages)
    assert "✓" in await do(fake, bot, DAVE, "traitor " + ", ".join(drawn[:4]).lower())
    state = await live(bot)
    assert state.players["dave"].traitors == drawn[:4]
    await until(lambda: "dave (Harkonnen) keeps 4 traitor cards." in channel(fake, since))
    assert not any(name in channel(fake, since) for name in drawn[:4])


async def test_battle_plans_stay_secret_until_both_are_in_then_the_reveal_and_outcome_are_posted(
        world):
    # Plan bitwy, Odkrycie planów, Rozstrzygnięcie bitwy
    fake, bot = world
    await to_the_plans(fake, bot)
    before = await live(bot)
    spice = side(before, Faction.HARKONNEN).spice
    since = len(fake.channel_messages)
    assert "✓" in await submit(fake, bot, DAVE, HARKONNEN_PLAN)
    await until(lambda: "dave has made a battle plan." in channel(fake, since))
    # the opponent asks for everything public: none of it shows the plan made
    shown = [await answer(fake, bot, slash("game", [], sub=sub, uid=CAROL, names=fake.names))
             for sub in ("status", "log")]
    await settled(bot)  # the snapshots' pictures, sent in the background, come first
    files = len(fake.files)
    shown.append(await answer(fake, bot, slash("board", [{"name": "format", "value": "svg"}],
                                               uid=CAROL, names=fake.names)))
    await until(lambda: len(fake.files) > files)
    shown.append(fake.files[-1][2].decode())
    await settled(bot)
    shown.append(channel(fake, since))
    for text in shown:
        assert not SECRET_PLAN.search(text), SECRET_PLAN.search(text)
    assert "✓" in await submit(fake, bot, CAROL, ATREIDES_PLAN)
    await until(lambda: "carol reveals" in channel(fake, since))
    for uid in (DAVE, CAROL):  # Zdrajcy: neither holds the other's leader
        assert "✓" in await choose(fake, bot, uid, "call no")
    await until(lambda: "Strength:" in channel(fake, since))
    said = channel(fake, since)
    assert "dave reveals: 3 forces, leader Beast Rabban, weapon Stunner, defence Shield." \
        in said
    assert "carol reveals: 4 forces, leader Thufir Hawat, weapon none, defence Kulon." in said
    # the Stunner kills Thufir Hawat (Kulon is no defence): 3 + 5 against 4
    assert "Strength: dave 8, carol 4; dave wins and takes 5 spice for the dead leaders." \
        in said
    assert "Thufir Hawat (Atreides) dies and goes to the Tleilaxu tanks." in said
    assert "carol loses 5 forces in Carthag." in said
    assert "dave loses 3 forces in Carthag." in said
    after = await live(bot)
    harkonnen, atreides = side(after, Faction.HARKONNEN), side(after, Faction.ATREIDES)
    assert after.forces[FIELD] == {Faction.HARKONNEN: {10: 2}}
    assert (atreides.tanks, harkonnen.tanks) == (5, 3)
    assert atreides.dead == ["Thufir Hawat"] and "Beast Rabban" in harkonnen.leaders
    assert harkonnen.spice == spice + 5
    assert "Kulon" in after.decks.battle_discard and "Kulon" not in atreides.battle_cards
    assert {"Stunner", "Shield"} <= set(harkonnen.battle_cards)


async def test_a_plan_the_rules_refuse_is_answered_to_its_player_only_and_changes_nothing(
        world):
    # Karty bitwy: a defence card is not a weapon; Dysk bitewny: at most the forces there
    fake, bot = world
    await to_the_plans(fake, bot)
    since, before = len(fake.channel_messages), await live(bot)
    refused = await submit(fake, bot, CAROL, {**ATREIDES_PLAN, "Weapon": "Shield"})
    assert "Shield is a defence card; this side of the disk takes weapon or worthless " \
        "cards." in refused
    assert fake.responses[-1]["data"]["flags"] & 64  # ephemeral
    refused = await submit(fake, bot, CAROL, {**ATREIDES_PLAN, "Forces": "9"})
    assert "You have 5 forces fighting in Carthag, not 9" in refused
    await settled(bot)
    assert (await live(bot)) == before
    assert channel(fake, since) == ""


async def test_the_traitor_call_asks_both_sides_and_each_ones_first_button_stays_good(world):
    # Zdrajcy: each side whose opponent played a leader is asked, holder or not, so the
    # waiting line tells no one who holds a traitor
    fake, bot = world
    await to_the_plans(fake, bot)
    assert "✓" in await submit(fake, bot, DAVE, HARKONNEN_PLAN)
    since = len(fake.channel_messages)
    assert "✓" in await submit(fake, bot, CAROL, ATREIDES_PLAN)
    await until(lambda: "(call)" in channel(fake, since))
    waiting = [line for line in channel(fake, since).splitlines() if "(call)" in line]
    assert waiting[0] == "Waiting for <@504> (call), <@503> (call)."
    first = {uid: await offered(fake, bot, uid) for uid in (DAVE, CAROL)}
    assert first[DAVE].keys() == first[CAROL].keys() == {"call no"}
    prompts = [text for uid, text in fake.dms if uid in (DAVE, CAROL) and "Traitor!" in text]
    assert prompts == ["Game 1: Traitor! `call`, or `call no` (`auto call`: every call "
                       "answered for you)."] * 2
    assert "✓" in await choose(fake, bot, DAVE, "call no")
    await until(lambda: "Waiting for <@503> (call)." in channel(fake, since))
    # carol presses the button of the DM she was sent first: still her open decision
    press = dm_payload(fake, CAROL, first[CAROL]["call no"], "call no")
    assert "✓ `call no`" in await answer(fake, bot, press)
    await until(lambda: "Strength:" in channel(fake, since))
    assert "Traitor!" not in channel(fake, since)  # neither called


async def test_a_standing_auto_call_answers_at_once_and_the_channel_never_shows_it(world):
    # Zdrajcy: carol's `auto call` answers her call (`call no`: she holds no traitor of
    # Beast Rabban) in the same move as her plan; the game waits for dave alone
    fake, bot = world
    await to_the_plans(fake, bot)
    since = len(fake.channel_messages)
    reply = await do(fake, bot, CAROL, "auto call")
    assert "✓" in reply and fake.responses[-1]["data"]["flags"] & 64  # ephemeral
    assert "✓" in await submit(fake, bot, DAVE, HARKONNEN_PLAN)
    assert "✓" in await submit(fake, bot, CAROL, ATREIDES_PLAN)
    await until(lambda: "(call)" in channel(fake, since))
    waiting = [line for line in channel(fake, since).splitlines() if "(call)" in line]
    assert waiting == ["Waiting for <@504> (call)."]
    assert (await live(bot)).fight.calls == {"carol": False}
    assert not any("Traitor!" in text for uid, text in fake.dms if uid == CAROL)
    assert "✓" in await choose(fake, bot, DAVE, "call no")
    await until(lambda: "Strength:" in channel(fake, since))
    assert "auto" not in channel(fake, since)

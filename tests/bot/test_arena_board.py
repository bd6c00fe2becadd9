"""THE DUEL's arena reaches the channel the way the board does (issue 29): while a fight is
open the classic board is the arena, so the bot, which knows no game, posts it as a PNG
with its text map when the fight starts and after each move, and the map again when the
fight ends."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from bot.png import SIGNATURE, WIDTH, png_size, svg_to_png
from bot.storage import SeatRecord
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.data.dueling import FLEE
from engine.rulesets.classic.model.duel import DuelCards
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.view.picture import FACTION_COLOURS
from tests.classic.conftest import Game
from tests.classic.helpers import to_movement_round
from tests.golden import A, H
from tests.golden.arena import kanly

from .fake_discord import ALICE, BOB, CHANNEL_ID, settled, until
from .test_png import pixels

USERS = {"alice": ALICE, "bob": BOB}


def test_the_arena_is_a_png_of_the_expected_size_with_each_disc_in_its_colour():
    svg = RULESET.board(kanly()).svg
    png = svg_to_png(svg)
    assert png.startswith(SIGNATURE)
    root = ET.fromstring(svg)
    left, top, w, h = (float(n) for n in root.get("viewBox", "").split())
    width, height = png_size(png)
    assert width == WIDTH and abs(height - WIDTH * h / w) <= 1
    rows = pixels(png)
    scale = width / w
    discs = [c for c in root.iter("{http://www.w3.org/2000/svg}circle")
             if c.get("fill") in (FACTION_COLOURS[A], FACTION_COLOURS[H])]
    assert len(discs) == 2
    for disc in discs:  # a point inside the disc, clear of its label
        x = round((float(disc.get("cx")) - left) * scale)
        y = round((float(disc.get("cy")) + float(disc.get("r")) * 0.75 - top) * scale)
        want = tuple(int(disc.get("fill")[i:i + 2], 16) for i in (1, 3, 5))
        assert max(abs(a - b) for a, b in zip(rows[y][x][:3], want, strict=True)) <= 6


def moving() -> Game:
    """Turn 1's movement round with THE DUEL, the Atreides to move first, two of their
    tokens next door to Arrakeen, and the Harkonnen's threat: Kanly if the Atreides move
    into Arrakeen (the rulebook's example, V.1)."""
    game = Game("alice:atreides,bob:harkonnen,carol:emperor,dan:bene_gesserit",
                options={"duel": True})
    to_movement_round(game)
    game.do("mod: set_tokens atreides 2 imperial basin sector=9")
    game.do("bob: kanly atreides move Arrakeen")
    swap_in(game.state.dueling, H, FLEE)
    return game


def swap_in(cards: DuelCards, faction: Faction, card: str) -> None:
    """Give `faction` the Dueling `card` for one of its own, wherever the card was (the 25
    stay 25)."""
    pile = next((hand for hand in cards.hands.values() if card in hand), cards.deck)
    own = cards.hands[faction]
    pile.remove(card)
    pile.append(own.pop())
    own.append(card)


async def stored(bot, game: Game) -> int:
    """The game stored as it stands, its map the last board the channel was shown."""
    origin = game.session.origin
    return await bot.store.create_game(
        ruleset="classic", options=json.dumps({"options": origin.options, "seats": [
            s.model_dump() for s in origin.seats]}), seed=origin.seed, events=[],
        seats=[SeatRecord(p.seat, str(p.faction), USERS.get(p.seat))
               for p in game.state.players.values()],
        state=game.state.model_dump_json(), channel_id=CHANNEL_ID,
        board_key=RULESET.board_mark(game.state)[1])


def shown(fake) -> list[str]:
    """Every text the channel was shown, posts and edits alike."""
    return [text for cid, text in fake.channel_messages if cid == CHANNEL_ID] + [
        text for cid, _, text in fake.edits if cid == CHANNEL_ID]


def pictures(fake) -> int:
    return sum(1 for cid, name, _ in fake.files if cid == CHANNEL_ID and name == "board.png")


async def test_the_arena_is_posted_when_a_fight_starts_after_each_move_and_the_map_after(
        world):
    fake, bot = world
    game = moving()
    game_id = await stored(bot, game)

    async def play(seat: str, line: str) -> None:
        _, session = await bot.service.session(game_id)
        await bot.service.execute(game_id, seat, session.parse(line))
        await settled(bot)

    # V.1: the threatened move calls Kanly: the arena replaces the map in the channel
    await play("alice", "move 1 imperial basin arrakeen")
    await until(lambda: any("Kanly duel: Harkonnen and Atreides" in t for t in shown(fake)))
    assert pictures(fake) == 1
    # V.2: the leaders are chosen in secret (nothing to show), then placed face down, the
    # threatener first
    await play("alice", "duel_leader duncan idaho")
    assert pictures(fake) == 1
    await play("bob", "duel_leader feyd-rautha")
    await play("bob", "duel_place O1")
    await until(lambda: any("H=Harkonnen (bob): in sector O1; leader face down" in t
                            for t in shown(fake)))
    await play("alice", "duel_place O3")
    await play("alice", "duel_back 1")
    await play("bob", "duel_back 2")
    await play("carol", "second harkonnen caid")
    await play("dan", "second atreides alia")
    await until(lambda: any("Harkonnen to move: 2 moves left" in t for t in shown(fake)))
    before = pictures(fake)
    # V.4: a move is posted with the arena as it now stands
    await play("bob", "duel_move O2")
    await until(lambda: any("Harkonnen to move: one move left" in t and "in sector O2" in t
                            for t in shown(fake)))
    assert pictures(fake) == before + 1
    assert not any("Duncan" in t or "Feyd" in t for t in shown(fake))  # face down
    # V.11: the Harkonnen flee; the fight is over and the channel sees the map again
    await play("bob", "duel_card flee arena with honor")
    await until(lambda: any("A5 = five Atreides tokens" in t for t in shown(fake)))
    assert pictures(fake) == before + 2

"""The classic bot's moves in THE DUEL's arena (1984, V.2-11): positions from the rulebook
where its leader must place, step, strike or keep away with purpose. Each fight is opened
on a game past its set-up with every hand of Dueling cards emptied (`arena_helpers`); the
bot is asked from what its seat was told, as in a game."""

from __future__ import annotations

from engine.rulesets.classic.data.dueling import (
    ATTACK_RIGHT,
    FLEE,
    JUMP_BLOCK,
    KNIFE,
    MOVE_THREE,
    PICK_UP_BLOCK,
    PLACE_BLOCK,
    POISON_IN,
)
from engine.rulesets.classic.protocol.arena_commands import DuelCard, DuelPlace

from .arena_helpers import THREE, A, F, give, kanly
from .test_bot_battle import Told


def empty_handed() -> Told:
    """A game with THE DUEL past its set-up, every Dueling card back in the deck."""
    game = Told(THREE, seed=3, options={"duel": True})
    game.do("mod: force")
    for hand in game.state.dueling.hands.values():
        game.state.dueling.deck.extend(hand)
        hand.clear()
    return game


def fight(first: str, second: str, *, threatener=A, target=F, cards: dict | None = None,
          places: tuple[str, str] = ("O1", "O2")) -> Told:
    """A Kanly duel: the threatener's leader `first` in `places[0]`, the target's `second`
    in `places[1]`, no backing, the Harkonnen supporting the threatener; then `cards`
    handed out (faction -> Dueling cards)."""
    game = empty_handed()
    game.history += kanly(game, threatener, target)
    seat = {A: "a", F: "f"}
    one, two = seat[threatener], seat[target]
    game.script(f"{one}: duel_leader {first}", f"{two}: duel_leader {second}",
                f"{one}: duel_place {places[0]}", f"{two}: duel_place {places[1]}",
                f"{one}: duel_back 0", f"{two}: duel_back 0",
                f"h: second {threatener.value} piter")
    for faction, held in (cards or {}).items():
        give(game, faction, *held)
    return game


def bot_turn(game: Told, seat: str) -> None:
    """The bot's whole turn, move by move, as the table would play it."""
    faction = next(f for f, p in game.state.players.items() if p.seat == seat)
    while game.state.fight is not None and game.state.fight.turn == faction \
            and game.state.fight.attack is None:
        game.history += game.session.apply(seat, game.bot(seat))


def test_it_strikes_when_its_blow_kills_and_no_defence_can_answer():
    # THE DUEL V.7: "When an attack has a value equal to or greater than the worth of the
    # leader plus any backing spice, then the attacked leader is killed"; Stilgar (7)
    # against an Atreides leader worth less, who holds no card to answer (V.8)
    game = fight("stilgar", "gurney halleck", threatener=F, target=A,
                 cards={F: [ATTACK_RIGHT]})
    assert game.bot("f") == DuelCard(card=ATTACK_RIGHT)


def test_it_throws_the_knife_at_a_leader_two_sectors_away():
    # THE DUEL V.6: "The throwing knife allows you to attack a leader who is anywhere one
    # or two sectors away from you"
    game = fight("stilgar", "dr. yueh", threatener=F, target=A, places=("O1", "O3"),
                 cards={F: [KNIFE]})
    assert game.bot("f") == DuelCard(card=KNIFE, target="O3")


def test_it_strikes_no_blow_that_cannot_kill_into_a_poison_that_would():
    # THE DUEL V.8: "Attacks and defenses are presumed to occur simultaneously": Duncan
    # Idaho (2) cannot kill Stilgar (7), who may hold the poison from the side he comes
    # and whose answer would kill him
    game = fight("duncan idaho", "stilgar", cards={A: [ATTACK_RIGHT],
                                                     F: [PLACE_BLOCK] * 3 + [POISON_IN]})
    assert game.bot("a") != DuelCard(card=ATTACK_RIGHT)


def test_a_weak_leader_does_not_end_its_turn_beside_a_stronger_armed_foe():
    # THE DUEL V.6-7: attack cards strike the sector next door; Dr. Yueh (1) beside
    # Stilgar (7), who holds three cards, steps out of his reach
    game = fight("dr. yueh", "stilgar", cards={F: [PLACE_BLOCK] * 3})
    bot_turn(game, "a")
    assert game.state.fight.sectors[A] not in {"O1", "O3", "I2"}


def test_it_steps_in_toward_the_centre_for_a_card_when_nothing_threatens():
    # THE DUEL V.4: "Whenever you move your leader in toward the center of the arena, you
    # collect a Dueling Card"; the foe holds no card to strike with
    game = fight("thufir hawat", "jamis", places=("O1", "O3"))
    bot_turn(game, "a")
    assert len(game.state.dueling.hands[A]) == 1


def test_a_weak_leader_enters_out_of_an_armed_foes_reach():
    # THE DUEL V.2: the other player places "onto any other available outer sector": Jamis
    # (2) enters away from the Atreides leader, whose two cards may strike next door
    game = empty_handed()
    give(game, A, PLACE_BLOCK, PLACE_BLOCK)
    game.history += kanly(game)
    game.script("a: duel_leader thufir hawat", "f: duel_leader jamis", "a: duel_place O1")
    assert game.bot("f") in {DuelPlace(sector="O3"), DuelPlace(sector="O4")}


def test_it_blocks_the_border_a_stronger_foe_would_strike_across():
    # THE DUEL V.10: "Players can not attack or move across a border with a block token on
    # it"; Dr. Yueh (1) beside Stilgar (7), who holds four cards, and walled in by the
    # blocks on O1-O5 and I1-I5: the block between them stops Stilgar's blows from O2
    game = fight("dr. yueh", "stilgar", cards={A: [PLACE_BLOCK], F: [
        PICK_UP_BLOCK, JUMP_BLOCK, MOVE_THREE, POISON_IN]})
    game.state.fight.blocks += [("O1", "O5"), ("I1", "I5")]
    assert game.bot("a") == DuelCard(card=PLACE_BLOCK, target="O1", other="O2")


def test_it_flees_with_honour_when_no_sector_is_out_of_a_stronger_foes_reach():
    # THE DUEL V.11: "Play this card to escape the arena with no loss to yourself or your
    # seconds"; Dr. Yueh (1), blocks on the borders O1-O5 and I1-I5 (V.10), cannot step
    # out of the reach of Stilgar (7), who holds four cards
    game = fight("dr. yueh", "stilgar", cards={A: [FLEE], F: [PLACE_BLOCK] * 4})
    game.state.fight.blocks += [("O1", "O5"), ("I1", "I5")]
    assert game.bot("a") == DuelCard(card=FLEE)


def backing(leader: str, spice: int) -> int:
    """The backing the bot sets out for the Atreides' `leader` against the Fremen, holding
    `spice`."""
    game = empty_handed()
    game.history += kanly(game, A, F)
    game.state.players[A].spice = spice
    game.script(f"a: duel_leader {leader}", "f: duel_leader stilgar",
                "a: duel_place O1", "f: duel_place O3")
    return game.bot("a").amount


def test_it_backs_a_weak_leader_out_of_reach_of_the_strongest_foe():
    # THE DUEL V.2: "each player now may set out ... from 1 to 10 spice ... to back up his
    # or her leader"; V.7: a blow kills only when it reaches "the worth of the leader plus
    # any backing spice". Gurney Halleck (4) against a Fremen face down who may be their
    # main character (8 as the bot reckons it, III.1): a backing of 5 makes his life 9,
    # which no Fremen leader's blow reaches
    assert backing("gurney halleck", spice=20) == 5


def test_the_backing_is_no_more_than_the_strongest_blow_requires():
    # V.7: "The value of your leader is deducted from any spice backing your opponent": the
    # backing is spice at stake, so Thufir Hawat (5) sets out 4, not 5
    assert backing("thufir hawat", spice=20) == 4


def test_it_sets_out_no_more_than_half_its_spice():
    # the rest of the spice is kept for shipping and bidding: with 4 spice, 2 at most
    assert backing("gurney halleck", spice=4) <= 2

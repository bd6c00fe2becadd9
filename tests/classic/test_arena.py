"""THE DUEL (1984): a Kanly duel in the arena, from the leaders' choice to the payments
(III.3, IV.3, V.2-12)."""

from collections import Counter

from engine.core.words import say
from engine.rulesets.classic.data.dueling import DUELING_CARDS
from engine.rulesets.classic.play.invariants import problems

from .arena_helpers import A, E, F, H, duel_game, give, kanly, to_duel

SIMULTANEOUS = ("a: duel_leader lady jessica", "f: duel_leader stilgar", "a: duel_place O1",
                "f: duel_place O2", "a: duel_back 0", "f: duel_back 0",
                "h: second fremen piter")


def test_the_deck_holds_25_dueling_cards():
    # III.3: the card table, read back from the scrambled scan
    counts = {c.name: c.count for c in DUELING_CARDS}
    assert sum(counts.values()) == 25
    assert counts["Attack In"] == counts["Attack Left"] == 3
    assert counts["Place Block"] == 4 and counts["Throwing Knife"] == 1


def test_each_player_is_dealt_one_dueling_card_at_set_up():
    # IV.3: one card each, face down; the rest set aside face down
    from .conftest import Game
    game = Game("a:atreides,f:fremen,h:harkonnen", options={"duel": True})
    cards = game.state.dueling
    assert all(len(hand) == 1 for hand in cards.hands.values())
    assert len(cards.deck) == 22
    dealt = [e for e in game.events if e.kind == "dueling_card"]
    assert len(dealt) == 3 and not any(e.is_public for e in dealt)
    assert problems(game.state) == []


def test_no_dueling_cards_without_the_duel():
    from .conftest import Game
    assert Game("a:atreides,f:fremen").state.dueling is None


def test_kanly_suspends_play_until_the_duel_ends():
    # V.1: regular play is suspended while a Kanly Duel is fought
    game = duel_game()
    phase = game.state.phase
    kanly(game)
    kinds = {d.kind for d in game.session.ruleset.pending(game.state)}
    assert kinds == {"duel_leader"}
    to_duel_lines = ("a: duel_leader lady jessica", "f: duel_leader stilgar")
    game.script(*to_duel_lines)
    assert game.state.phase == phase


def test_the_threatener_places_first_in_an_outer_sector():
    # V.2: first the threatener, then the other, face down, any outer sector
    game = duel_game()
    kanly(game)
    game.script("a: duel_leader lady jessica", "f: duel_leader stilgar")
    game.rejects("f: duel_place O2", "atreides")
    game.rejects("a: duel_place I1", "not a free sector")
    events = game.do("a: duel_place O3")
    assert "Lady Jessica" not in " ".join(game.public_texts(events))
    game.rejects("f: duel_place O3", "not a free sector")


def test_no_cheap_hero_and_no_leader_from_the_tanks():
    # VI: no Cheap Hero(ine); a leader in the tanks cannot enter
    game = duel_game()
    game.state.players[F].leaders_in_tanks.append("Stilgar")
    kanly(game)
    game.rejects("f: duel_leader stilgar", "stilgar")
    game.rejects("f: duel_leader cheap hero")
    game.do("f: duel_leader chani")


def test_backing_is_one_to_ten_and_eight_with_main_leaders_of_eight():
    # V.2: 0 to 10; Italian edition (XVIII.D): backing capped at 8 with main leaders of 8
    game = duel_game(main_leader=8)
    game.state.players[A].spice = 20
    kanly(game)
    game.script("a: duel_leader lady jessica", "f: duel_leader stilgar", "a: duel_place O1",
                "f: duel_place O2")
    game.rejects("a: duel_back 9", "0 to 8")
    game.do("a: duel_back 8")


def test_backing_is_shown_when_both_have_chosen():
    game = duel_game()
    kanly(game)
    game.script("a: duel_leader lady jessica", "f: duel_leader stilgar", "a: duel_place O1",
                "f: duel_place O2")
    events = game.do("a: duel_back 1")
    assert not game.public_texts(events)
    events = game.do("f: duel_back 2")
    assert any("2 spice" in t for t in game.public_texts(events))
    assert problems(game.state) == []


def test_jessica_5_attacks_stilgar_7_backed_by_2():
    # V.7, the rulebook's example: 2 from the backing, Stilgar revealed, worth 4, 3 from
    # the bank through Stilgar's worth; a second attack kills him for the last 4
    game = duel_game()
    to_duel(game)
    give(game, A, "Attack Right", "Attack Right")
    spice, bank = game.state.players[A].spice, game.state.bank
    game.do("a: duel_card attack right")
    pending = game.session.ruleset.pending(game.state)
    assert [(d.seat, d.kind) for d in pending] == [("f", "defend")]
    events = game.do("f: defend none")
    fight = game.state.fight
    assert game.state.players[A].spice == spice + 5
    assert game.state.bank == bank - 3
    assert fight.backing[F] == 0 and fight.worth[F] == 4 and F in fight.revealed
    assert any("Stilgar" in t for t in game.public_texts(events))
    assert problems(game.state) == []
    game.do("a: duel_card attack right")
    events = game.do("f: defend none")
    assert game.state.players[A].spice == spice + 9
    assert "Stilgar" in game.state.players[F].leaders_in_tanks
    assert game.state.fight is None
    assert problems(game.state) == []


def test_supporters_of_the_winner_are_paid_and_the_losers_killed():
    # V.3: the winning side's supporter regains its leader and its value in spice; the
    # losing side's supporter's leader goes to the tanks
    game = duel_game("a:atreides,f:fremen,h:harkonnen,e:emperor")
    to_duel(game, ("a: duel_leader lady jessica", "f: duel_leader jamis", "a: duel_place O1",
                   "f: duel_place O2", "a: duel_back 0", "f: duel_back 0",
                   "h: second atreides piter", "e: second fremen bashar"))
    give(game, A, "Attack Right")
    harkonnen = game.state.players[H].spice
    game.do("a: duel_card attack right")
    events = game.do("f: defend none")
    assert game.state.fight is None
    assert game.state.players[H].spice == harkonnen + 3  # Piter De Vries, 3
    assert "Bashar" in game.state.players[E].leaders_in_tanks
    assert "Piter De Vries" not in game.state.players[H].leaders_in_tanks
    texts = game.public_texts(events)
    assert any("Bashar" in t for t in texts) and any("Piter De Vries" in t for t in texts)
    assert problems(game.state) == []


def test_simultaneous_death_stilgar_worth_5_against_jessica_with_poison():
    # V.8, the rulebook's example: Stilgar (lost 2, worth 5) attacks Jessica; she plays
    # Poison Attacker from Right: both die, both are paid, the seconds get nothing and
    # keep their lives
    game = duel_game()
    to_duel(game, SIMULTANEOUS)
    game.do("a: duel_done")
    game.state.fight.worth[F] = 5
    give(game, F, "Attack Left")
    give(game, A, "Poison Attacker from Right")
    spice = {f: game.state.players[f].spice for f in (A, F, H)}
    game.do("f: duel_card attack left")
    game.do("a: defend poison attacker from right")
    assert game.state.fight is None
    assert game.state.players[A].spice == spice[A] + 5
    assert game.state.players[F].spice == spice[F] + 5
    assert "Lady Jessica" in game.state.players[A].leaders_in_tanks
    assert "Stilgar" in game.state.players[F].leaders_in_tanks
    assert game.state.players[H].spice == spice[H]
    assert "Piter De Vries" not in game.state.players[H].leaders_in_tanks
    assert problems(game.state) == []


def test_a_defence_must_come_from_the_attack_side():
    # V.6: the defence is played from the correct relative position
    game = duel_game()
    to_duel(game)
    give(game, A, "Attack Right")
    give(game, F, "Poison Attacker from Right", "Poison Attacker from Left")
    game.do("a: duel_card attack right")
    game.rejects("f: defend poison attacker from right", "side")
    game.do("f: defend poison attacker from left")


def test_moving_in_draws_a_card_up_to_four():
    # V.4: a move in toward the centre draws a card; never more than four in hand
    game = duel_game()
    to_duel(game)
    game.do("a: duel_move I1")
    assert len(game.state.dueling.hands[A]) == 1
    game.do("a: duel_move O1")
    game.do("f: duel_done")
    give(game, A, "Place Block", "Place Block", "Place Block")
    game.do("a: duel_move I1")
    assert len(game.state.dueling.hands[A]) == 4
    game.do("a: duel_move O1")
    game.do("f: duel_done")
    game.do("a: duel_move I1")
    assert len(game.state.dueling.hands[A]) == 4
    assert problems(game.state) == []


def test_no_moving_into_an_occupied_sector():
    # V.4
    game = duel_game()
    to_duel(game)
    game.rejects("a: duel_move O2", "cannot move")
    game.rejects("a: duel_move I3", "cannot move")


def test_blocks_go_on_straight_borders_and_stop_moves_and_attacks():
    # V.10: on a straight border only, at most six; no move or attack across
    game = duel_game()
    to_duel(game)
    give(game, A, "Place Block", "Attack Right")
    game.rejects("a: duel_card place block O1 I1", "straight")
    game.do("a: duel_card place block O1 O2")
    assert game.state.fight.blocks == [("O1", "O2")]
    game.rejects("a: duel_card attack right", "cannot be played")
    game.do("a: duel_done")
    game.rejects("f: duel_move O1", "cannot move")


def test_at_most_six_blocks():
    game = duel_game()
    to_duel(game)
    game.state.fight.blocks = [("O2", "O3"), ("O3", "O4"), ("O4", "O5"), ("I1", "I2"),
                               ("I2", "I3"), ("I3", "I4")]
    give(game, A, "Place Block")
    game.rejects("a: duel_card place block O1 O5", "cannot be played")


def test_jump_and_pick_up_a_block():
    # V.10: Jump Block goes over a block; Pick Up Block takes one out of the arena
    game = duel_game()
    to_duel(game)
    game.state.fight.blocks = [("O1", "O5"), ("I1", "I2")]
    give(game, A, "Jump Block", "Pick Up Block")
    game.rejects("a: duel_move O5", "cannot move")
    game.do("a: duel_card jump block O5")
    assert game.state.fight.sectors[A] == "O5"
    game.do("a: duel_card pick up block I1 I2")
    assert game.state.fight.blocks == [("O1", "O5")]
    assert game.state.fight.turn == F


def test_the_throwing_knife_reaches_two_sectors_away():
    # V.6: a leader one or two sectors away; not three, not over a block
    game = duel_game()
    to_duel(game, ("a: duel_leader lady jessica", "f: duel_leader stilgar",
                   "a: duel_place O1", "f: duel_place O3", "a: duel_back 0",
                   "f: duel_back 0", "h: second atreides piter"))
    give(game, A, "Throwing Knife")
    game.state.fight.blocks = [("O2", "O3")]
    # O1 to O3: through O2 (blocked) or I1-I2-I3 (three): out of reach
    game.rejects("a: duel_card knife O3", "cannot be played")
    game.state.fight.blocks = []
    game.do("a: duel_card knife O3")
    attack = game.state.fight.attack
    assert attack.target == F and attack.sides == ["left"]


def test_move_or_attack_three_gives_three_more_moves():
    # V.6: as one of the two moves, up to three more
    game = duel_game()
    to_duel(game)
    give(game, A, "Move or Attack Three")
    game.do("a: duel_card move or attack three")
    assert game.state.fight.moves == 4
    game.script("a: duel_move I1", "a: duel_move I5", "a: duel_move O5", "a: duel_move O4")
    assert game.state.fight.turn == F


def test_flee_with_honor_ends_the_kanly_with_no_loss():
    # V.11: no loss to the fleeing side or its seconds; the opponent's seconds collect
    # nothing
    game = duel_game()
    to_duel(game)
    give(game, F, "Flee Arena with Honor")
    spice = {f: game.state.players[f].spice for f in (A, F, H)}
    game.do("a: duel_done")
    game.do("f: duel_card flee")
    assert game.state.fight is None
    assert game.state.players[H].spice == spice[H]
    assert game.state.players[F].spice == spice[F] + 2  # the backing comes back
    assert not game.state.players[F].leaders_in_tanks
    assert not game.state.players[H].leaders_in_tanks


def test_a_boxed_in_fighter_with_no_card_forfeits():
    # VI: a player who can neither play a card nor move forfeits his moves
    game = duel_game()
    to_duel(game)
    fight = game.state.fight
    fight.sectors[F], fight.sectors[A] = "I1", "O1"
    fight.blocks = [("I1", "I5"), ("I1", "I2")]
    events = game.do("a: duel_done")
    assert any("forfeit" in t for t in game.public_texts(events))
    assert game.state.fight.turn == A


def test_the_attacked_player_is_always_asked():
    # Secrecy: whether the attacked player holds a defence card does not show in the
    # waiting line, nor in its timing
    seen = []
    for held in ((), ("Poison Attacker from Left",)):
        game = duel_game()
        to_duel(game)
        give(game, A, "Attack Right")
        give(game, F, *held)
        game.do("a: duel_card attack right")
        seen.append([(d.seat, d.kind, d.secret, say(d.prompt))
                     for d in game.session.ruleset.pending(game.state)])
    assert seen[0] == seen[1] == [("f", "defend", True, seen[0][0][3])]


def test_leaders_and_supporters_stay_face_down():
    # V.2-3: the leaders' identities and the supporters' leaders are secret until revealed
    game = duel_game("a:atreides,f:fremen,h:harkonnen,e:emperor")
    kanly(game)
    lines = ("a: duel_leader lady jessica", "f: duel_leader stilgar", "a: duel_place O1",
             "f: duel_place O2", "a: duel_back 0", "f: duel_back 0",
             "h: second atreides piter", "e: second fremen bashar")
    public = " ".join(t for line in lines for t in game.public_texts(game.do(line)))
    for name in ("Lady Jessica", "Stilgar", "Piter", "Bashar"):
        assert name not in public
    assert "supports" in public or "support" in public


def test_a_player_with_only_the_main_character_left_may_send_none():
    # V.3: not required with only the main character left; required otherwise
    game = duel_game()
    kanly(game)
    game.script("a: duel_leader lady jessica", "f: duel_leader stilgar", "a: duel_place O1",
                "f: duel_place O2", "a: duel_back 0", "f: duel_back 0")
    game.rejects("h: second none", "must send")
    game.state.players[H].leaders_in_tanks = [
        "Feyd-Rautha", "Beast Rabban", "Piter De Vries", "Captain Iakin Nefud",
        "Umman Kudu"]
    game.do("mod: force")  # no leader alive: none asked
    assert game.state.fight.step == "duel"


def test_survivors_regain_full_value_and_dueling_cards_stay_in_hand():
    # V.9, VI: survivors regain their full face value; Dueling cards stay in the hands
    game = duel_game()
    to_duel(game)
    give(game, A, "Attack Right", "Place Block")
    game.do("a: duel_card attack right")
    game.do("f: defend none")
    assert game.state.fight.worth[F] == 4
    give(game, F, "Flee Arena with Honor")
    game.do("a: duel_done")
    game.do("f: duel_card flee")
    assert game.state.dueling.hands[A] == ["Place Block"]
    kanly(game)
    game.script("a: duel_leader lady jessica", "f: duel_leader stilgar")
    assert game.state.fight.worth[F] == 7


def test_the_discards_are_reshuffled_when_the_deck_is_empty():
    # V.12
    game = duel_game()
    to_duel(game)
    cards = game.state.dueling
    cards.discard, cards.deck = cards.deck, []
    events = game.do("a: duel_move I1")
    assert len(cards.hands[A]) == 1
    assert any("shuffled" in t for t in game.public_texts(events))
    assert Counter(cards.deck + cards.discard + cards.hands[A]) == Counter(
        c.name for c in DUELING_CARDS for _ in range(c.count))


def test_bad_inputs_change_nothing():
    game = duel_game()
    to_duel(game)
    game.rejects("f: duel_move I2", "atreides")
    game.rejects("a: duel_card attack right", "dueling card")
    game.rejects("a: defend none", "no attack")
    game.rejects("h: duel_leader piter", "not now")
    game.rejects("a: duel_move Z9", "cannot move", "I1")


def test_a_kanly_with_no_leader_to_send_is_called_off():
    # V.2: each player sends a leader; with none alive the duel cannot be fought
    game = duel_game()
    game.state.players[F].leaders_in_tanks = [
        "Stilgar", "Chani", "Otheym", "Shadout Mapes", "Jamis"]
    events = kanly(game)
    assert game.state.fight is None
    assert any("called off" in say(e.text) for e in events)


def test_the_defaults_play_a_fight_to_its_end():
    # Every decision's default keeps the fight going and it ends (docs/rules-notes.md)
    game = duel_game("a:atreides,f:fremen,h:harkonnen,e:emperor")
    phase = game.state.phase
    kanly(game)
    for _ in range(200):
        if game.state.fight is None:
            break
        game.do("mod: force")
        assert problems(game.state) == []
    assert game.state.fight is None and game.state.phase == phase

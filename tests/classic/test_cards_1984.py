"""The ten treachery cards of the 1984 expansions: THE SPICE HARVEST VII and THE DUEL VIII.

The weapons, the defences and the worthless cards are played in battle plans by their
kind; the Harvester, the Thumper, the Cone of Silence and the Residual Poison have rules of
their own (phases/cards_1984.py, phases/residual_poison.py)."""

from collections import Counter

import pytest

from engine.rulesets.classic.data import SHAI_HULUD, Faction
from engine.rulesets.classic.model.poison import Debt
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.play.invariants import problems
from engine.rulesets.classic.play.rules import expansions

from .conftest import Game
from .helpers import answer_traitors, dial_storm, end_movement, to_movement_round, to_turn_storm

A, H, E = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR
SEATS = "a:atreides,h:harkonnen,e:emperor"
BOTH = {"spice_harvest": True, "duel": True}


def expansion_game(**options) -> Game:
    return Game(SEATS, seed=2, options={**BOTH, **options})


def give(game: Game, faction: str, card: str) -> None:
    """The moderator hands the card over, from whoever holds it if anyone does."""
    for f, player in game.state.players.items():
        held = [c for c in player.hand if c.lower() == card.lower()]
        if held:
            game.do(f"mod: take_card {f.value} {card}")
    game.do(f"mod: give_card {faction} {card}")


def sound(game: Game) -> None:
    """Cards, spice and tokens are all accounted for (play/invariants.py)."""
    assert problems(game.state) == []


# -- the battle cards (SPICE HARVEST VII.1-2, VII.5; DUEL VIII.1-2, VIII.5) -------------------


def test_the_expansions_add_their_copies_to_the_deck():
    # SPICE HARVEST VII.2 "Shield—used as a shield"; DUEL VIII.1-2: one more Elacca Drug
    # (the basic game's Ellaca Drug) and one more Poison Snooper (the basic Snooper)
    deck = Counter(expansions(True, True).treachery_deck)
    assert deck["Shield"] == 5 and deck["Snooper"] == 5 and deck["Ellaca Drug"] == 2
    assert sum(deck.values()) == 33 + 10
    for card in ("Hunter Seeker", "Harvester", "Thumper", "Ya! Ya! Yawm!", "Cone of Silence",
                 "Residual Poison", "Kull Wahad"):
        assert deck[card] == 1


@pytest.fixture
def fight():
    """Atreides (aggressor) against Harkonnen in Carthag, no traitors, with the expansions."""
    game = expansion_game()
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []

    def arm(*lines: str) -> Game:
        game.do("mod: set_tokens atreides 5 carthag")
        # THE SPICE HARVEST V.7: no opening positions; the Harkonnen hold Carthag here
        game.do("mod: set_tokens harkonnen 10 carthag")
        game.script(*lines)
        end_movement(game)
        assert game.state.phase == Phase.BATTLE
        game.do("a: prescience none")
        return game
    return arm


def test_the_hunter_seeker_is_a_projectile_weapon(fight):
    # SPICE HARVEST VII.1: "used as a projectile weapon": it kills an undefended leader
    game = fight("mod: give_card harkonnen hunter seeker")
    game.do("a: plan 3 thufir hawat")
    game.do("h: plan 3 umman kudu hunter seeker")
    answer_traitors(game)
    assert "Thufir Hawat" in game.state.players[A].leaders_in_tanks
    sound(game)


def test_a_shield_stops_the_hunter_seeker(fight):
    # SPICE HARVEST VII.1-2: a projectile weapon, met by a Shield (X.C.3)
    game = fight("mod: give_card harkonnen hunter seeker", "mod: give_card atreides shield")
    game.do("a: plan 3 thufir hawat none shield")
    game.do("h: plan 3 umman kudu hunter seeker")
    answer_traitors(game)
    assert "Thufir Hawat" not in game.state.players[A].leaders_in_tanks
    sound(game)


def test_a_snooper_stops_the_second_ellaca_drug(fight):
    # DUEL VIII.1-2: the Elacca Drug is a poison weapon, the Poison Snooper its defence
    game = fight()
    for player in game.state.players.values():  # every card back to the piles
        game.state.treachery_discard += player.hand
        player.hand = []
    game.do("mod: give_card harkonnen ellaca drug")
    game.do("mod: give_card harkonnen ellaca drug")  # the second copy (DUEL VIII.1)
    game.do("mod: give_card atreides snooper")
    game.do("a: plan 3 thufir hawat none snooper")
    game.do("h: plan 3 umman kudu ellaca drug")
    answer_traitors(game)
    assert "Thufir Hawat" not in game.state.players[A].leaders_in_tanks
    assert game.state.players[H].hand == ["Ellaca Drug"]


@pytest.mark.parametrize("card", ["Ya! Ya! Yawm!", "Kull Wahad"])
def test_the_worthless_cards_are_played_as_worthless(fight, card):
    # SPICE HARVEST VII.5, DUEL VIII.5: "worthless": in a plan in place of a weapon or a
    # defence, the only way to discard it; it kills nothing
    game = fight(f"mod: give_card harkonnen {card}")
    game.do("a: plan 3 thufir hawat")
    game.do(f"h: plan 3 umman kudu {card}")
    answer_traitors(game)
    assert "Thufir Hawat" not in game.state.players[A].leaders_in_tanks
    assert card in game.state.treachery_discard
    sound(game)


# -- Harvester (SPICE HARVEST VII.3) -------------------------------------------------------


def blow_of_turn_two(game: Game, *cards: str) -> None:
    """To turn 2's storm, the spice cards named on top of the deck (the last one first)."""
    to_turn_storm(game, 2)
    for card in cards:
        game.do(f"mod: stack spice {card}")


def test_a_standing_harvester_doubles_the_next_blow():
    # VII.3: "Play just after a spice blow comes up. Place double the amount of spice in
    # the territory": the standing order plays it as the blow lands, without a wait
    game = expansion_game()
    blow_of_turn_two(game, "the great flat")
    game.rejects("e: auto harvester", "do not hold harvester")
    give(game, "emperor", "harvester")
    events = game.do("e: auto harvester")
    assert not any(e.is_public for e in events)  # the order is secret
    assert "auto harvester 0" in game.session.ruleset.view(game.state, "e")["private"][
        "standing_orders"]
    dial_storm(game, 1, 1)
    assert game.state.spice["The Great Flat"] == {14: 20}
    assert "Harvester" in game.state.treachery_discard
    assert any("Harvester: 10 more spice in The Great Flat" in t for t in game.public_texts())
    assert E not in game.state.orders
    sound(game)


def test_a_standing_harvester_waits_for_a_blow_big_enough():
    # VII.3, `auto harvester 12`: a blow of 10 is left single; the order stands
    game = expansion_game()
    blow_of_turn_two(game, "the great flat")
    give(game, "emperor", "harvester")
    game.do("e: auto harvester 12")
    dial_storm(game, 1, 1)
    assert game.state.spice["The Great Flat"] == {14: 10}
    assert game.state.orders[E].harvester == 12
    assert "Harvester" in game.state.players[E].hand
    game.do("e: auto harvester off")
    assert E not in game.state.orders


def test_the_harvester_is_played_only_just_after_a_blow():
    # VII.3: outside the spice blow phase there is no blow just come up
    game = expansion_game()
    to_movement_round(game)
    give(game, "emperor", "harvester")
    game.rejects("e: harvester", "just after a spice blow", "auto harvester")


def test_with_two_piles_the_harvester_doubles_a_blow_of_either_pile():
    # XXI.A.2: pile 1's blow lands, pile 2 turns a worm: during the nexus the Harvester is
    # played on pile 1's blow, which has just come up
    game = expansion_game(double_blow=True, duel=False)  # no War of Assassins at the nexus
    blow_of_turn_two(game, "south mesa", SHAI_HULUD, "the great flat")
    give(game, "emperor", "harvester")
    dial_storm(game, 1, 1)
    assert game.state.nexus_ready == [] and game.state.blow_pile == 2
    game.rejects("e: harvester south mesa", "no blow of this spice blow lies in south mesa")
    game.do("e: harvester")
    assert game.state.spice["The Great Flat"] == {14: 20}
    for seat in "ahe":
        game.do(f"{seat}: ready")
    assert game.state.spice["South Mesa"] == {4: 10}
    sound(game)


def test_a_standing_harvester_with_two_piles_takes_the_first_blow_big_enough():
    # XXI.A.2, VII.3: the order plays on the first blow of at least N, of either pile
    game = expansion_game(double_blow=True)
    blow_of_turn_two(game, "south mesa", "hagga basin")
    give(game, "emperor", "harvester")
    game.do("e: auto harvester 8")
    dial_storm(game, 1, 1)
    assert game.state.spice["Hagga Basin"] == {12: 6}
    assert game.state.spice["South Mesa"] == {4: 20}
    sound(game)


# -- Thumper (SPICE HARVEST VII.4) ---------------------------------------------------------


def test_the_thumper_calls_a_worm_instead_of_the_next_spice_card():
    # VII.4: "play instead of turning up the next spice card. Acts as if a worm is
    # revealed": a nexus, then the worm devours the last blow's territory
    game = expansion_game(duel=False)  # no War of Assassins at the nexus
    blow_of_turn_two(game, "the great flat")
    game.state.last_blow = "Red Chasm"
    game.do("mod: set_tokens emperor 2 red chasm")
    give(game, "atreides", "thumper")
    worms = game.state.spice_discard.count(SHAI_HULUD)
    game.do("a: thumper")
    assert game.state.thumper and game.session.ruleset.view(game.state, "h")["public"][
        "thumper"]
    dial_storm(game, 1, 1)
    assert game.state.nexus_ready == []  # XII.B: the nexus
    assert game.state.spice_deck[-1] == "The Great Flat"  # no spice card was turned
    for seat in "ahe":
        game.do(f"{seat}: ready")
    assert "Red Chasm" not in game.state.forces
    assert game.state.spice["The Great Flat"] == {14: 10}
    assert game.state.spice_discard.count(SHAI_HULUD) == worms
    assert not game.state.thumper and "Thumper" in game.state.treachery_discard
    sound(game)


def test_no_thumper_before_the_first_blow():
    # VII.D: no worm in the first turn's spice blow
    game = expansion_game()
    to_turn_storm(game, 1)
    give(game, "atreides", "thumper")
    game.rejects("a: thumper", "first turn", "VII.D")


def test_a_thumper_with_two_piles_replaces_the_next_card_of_either():
    # XXI.A.2: the Thumper takes the place of the next card turned, here pile 1's first
    game = expansion_game(double_blow=True, duel=False)  # no war at the nexus
    blow_of_turn_two(game, "south mesa", "the great flat")
    give(game, "atreides", "thumper")
    game.do("a: thumper")
    dial_storm(game, 1, 1)
    for seat in "ahe":
        game.do(f"{seat}: ready")
    assert game.state.spice["The Great Flat"] == {14: 10}
    assert game.state.spice["South Mesa"] == {4: 10}
    sound(game)


# -- Cone of Silence (DUEL VIII.3) ---------------------------------------------------------


def test_the_cone_of_silence_stops_buying_and_alliances_until_the_end_of_the_turn():
    # VIII.3: "Prevents any player(s) within its scope from buying cards ... or making an
    # alliance ... stays in effect until the end of the turn"
    game = expansion_game()
    blow_of_turn_two(game, SHAI_HULUD)
    give(game, "atreides", "cone of silence")
    game.rejects("a: cone atreides", "opponents only")
    game.do("a: cone harkonnen")
    assert game.state.silenced == [H]
    assert any("Cone of Silence" in t and "Harkonnen" in t for t in game.public_texts())
    dial_storm(game, 1, 1)
    game.rejects("h: ally emperor", "cone of silence")
    game.rejects("e: ally harkonnen", "cone of silence")
    for seat in "ahe":
        game.do(f"{seat}: ready")
    while game.state.fight is not None:  # no alliance at the nexus: a War of Assassins (VI)
        game.do("mod: force")
    assert game.state.phase == Phase.BIDDING
    assert H not in [game.state.bidding.turn]
    game.rejects("h: bid 1", "cone of silence", "buy no card")
    assert len(game.state.bidding.cards) == 2  # no card for the silenced (VIII.G, VIII.3)
    game.force_until(Phase.STORM, turn=3)
    assert game.state.silenced == []
    sound(game)


def test_the_cone_of_silence_falls_on_no_ally():
    # VIII.3: "against as many of your opponents (not allies) as you desire"
    game = expansion_game()
    to_turn_storm(game, 2)
    game.do("mod: form_alliance atreides emperor")
    give(game, "atreides", "cone of silence")
    game.rejects("a: cone harkonnen, emperor", "opponents only", "VIII.3")
    game.do("a: cone harkonnen")


# -- Residual Poison (DUEL VIII.4) ---------------------------------------------------------


def poisoned_game(card: str = "Residual Poison", bribe: int = 2, victim: str = "") -> Game:
    """Turn 2's storm: the Atreides have laid `card` before the Harkonnen's shield."""
    game = expansion_game()
    to_turn_storm(game, 2)
    give(game, "atreides", card)
    game.do(f"a: poison harkonnen {bribe} {card} {victim}".strip())
    return game


def to_end_of_turn(game: Game) -> list[str]:
    """Every default played to the next turn's storm; the public texts on the way."""
    turn, out = game.state.turn, []
    while not (game.state.phase == Phase.STORM and game.state.turn == turn + 1):
        out += game.public_texts(game.do("mod: force"))
    return out


def test_the_target_pays_the_bribe_every_turn():
    # VIII.4: "That player must pay you a bribe of 1-4 spice ... on every turn it remains
    # there": he answers `poisoned pay` in the turn, which sets the bribe aside, and it is
    # paid at the end of the turn; the next turn's bribe wants a new answer
    game = poisoned_game(bribe=3)
    assert [(p.by, p.target, p.bribe) for p in game.state.poisons] == [(A, H, 3)]
    to_movement_round_of(game)
    set_spice(game, H, 10)
    game.do("h: poisoned pay")
    assert game.state.players[H].spice == 7 and game.state.poisons[0].held == 3
    a = game.state.players[A].spice
    texts = to_end_of_turn(game)
    assert any("pays Atreides the Residual Poison's bribe: 3 spice" in t for t in texts)
    assert game.state.players[A].spice >= a + 3  # and whatever the Atreides collected
    assert game.state.poisons and game.state.treachery_discard.count("Residual Poison") == 0
    assert game.state.poisons[0].refuse and game.state.poisons[0].held == 0
    sound(game)


def to_movement_round_of(game: Game) -> None:
    game.force_until(Phase.MOVEMENT, turn=game.state.turn)


def set_spice(game: Game, faction: Faction, amount: int) -> None:
    game.do(f"mod: set_spice {faction.value} {amount}")


def test_a_refused_residual_poison_kills_the_leader_the_poisoner_chose():
    # VIII.4: "If the player fails to pay, then you reveal the residual poison card and that
    # player loses any one leader of your choice ... You collect the leader's value in spice
    # from the box."
    game = poisoned_game(victim="piter")
    events = game.do("h: poisoned refuse")
    assert not [e for e in events if e.is_public]  # the answer is the target's secret
    texts = to_end_of_turn(game)
    assert any("refuses Atreides's bribe: the card is shown: Residual Poison" in t
               or "refuse Atreides's bribe: the card is shown: Residual Poison" in t
               for t in texts), texts
    assert any("kills Piter De Vries (Harkonnen); Atreides collects 3 spice" in t
               for t in texts), texts
    assert "Piter De Vries" in game.state.players[H].leaders_in_tanks
    assert game.state.poisons == [] and "Residual Poison" in game.state.treachery_discard
    sound(game)


def test_without_a_chosen_leader_the_strongest_alive_dies():
    # VIII.4, docs/rules-notes.md: the poisoner who named none takes the strongest leader
    game = poisoned_game()
    game.do("h: poisoned refuse")
    to_end_of_turn(game)
    assert "Feyd-Rautha" in game.state.players[H].leaders_in_tanks
    sound(game)


def test_a_target_who_cannot_pay_shows_the_card():
    # VIII.4: "If the player fails to pay": `poisoned pay` beyond his spice is refused in
    # private (his spice is behind the shield), and a bribe not set aside is not paid: the
    # card is shown, by the same words whatever he holds
    game = poisoned_game(bribe=4)
    to_movement_round_of(game)
    set_spice(game, H, 3)
    game.rejects("h: poisoned pay", "more than you hold")
    texts = to_end_of_turn(game)
    assert any("refuses Atreides's bribe" in t for t in texts), texts
    sound(game)


def test_a_bluff_found_out_costs_three_times_the_bribe_and_a_debt():
    # VIII.4: "If you are found to be bluffing ... you must pay the offended player 3 times
    # the amount of the bribe ... (If you do not have enough spice, you owe that amount and
    # must pay it when you get it.)"
    game = poisoned_game("Kulon", bribe=4)
    game.do("h: poisoned refuse")
    to_movement_round_of(game)
    set_spice(game, A, 5)
    texts = to_end_of_turn(game)
    assert any("A bluff: Atreides owes Harkonnen 12 spice, three times the bribe." in t
               for t in texts), texts
    # what he pays of it, at once and later, is behind the shields: his and the creditor's
    assert [(d.debtor, d.creditor, d.amount) for d in game.state.debts] == [(A, H, 7)]
    assert "debts" not in game.session.ruleset.view(game.state, "e")["public"]
    assert game.session.ruleset.view(game.state, "a")["private"]["debts"] == [
        {"debtor": "atreides", "creditor": "harkonnen", "amount": 7}]
    sound(game)
    to_movement_round_of(game)
    set_spice(game, A, 10)
    texts = to_end_of_turn(game)
    assert game.state.debts == []  # paid from what he now holds, in private
    assert not any("of a debt" in t for t in texts), texts
    assert game.state.debts == []
    sound(game)


def test_what_the_card_is_is_checked_when_it_is_laid():
    # VIII.4: the Residual Poison itself, or a worthless card to bluff; one card per target
    game = expansion_game()
    to_turn_storm(game, 2)
    give(game, "atreides", "shield")
    game.rejects("a: poison harkonnen 2", "do not hold the residual poison",
                 "you hold neither the residual poison nor a worthless card")
    game.rejects("a: poison harkonnen 2 shield", "neither the residual poison nor a worthless")
    give(game, "atreides", "kull wahad")
    give(game, "atreides", "residual poison")
    game.rejects("a: poison atreides 2", "another player's shield")
    game.do("a: poison harkonnen 2 kull wahad")
    game.rejects("a: poison harkonnen 1", "already have a card before harkonnen",
                 "retract harkonnen")


def test_the_poisoner_retracts_the_card_unseen_during_his_move():
    # VIII.4: "You may retract the residual poison or bluff card during any of your moves
    # whereupon it is discarded unseen in all cases."
    game = poisoned_game("Kulon")
    game.rejects("a: retract harkonnen", "during your own move")
    game.force_until(Phase.MOVEMENT, turn=2)
    while game.state.movement.order[game.state.movement.current] != A:
        game.do("mod: force")
    events = game.do("a: retract harkonnen")
    texts = game.public_texts(events)
    assert any("discarded unseen" in t for t in texts) and not any("Kulon" in t for t in texts)
    assert game.state.poisons == [] and game.state.treachery_deck[0] == "Kulon"
    assert "Kulon" not in game.state.treachery_discard
    sound(game)


def test_which_card_lies_before_a_shield_is_the_poisoner_secret():
    # VIII.4: the card is face down: what another seat sees, and every public event, are
    # the same whether the Residual Poison or a bluff lies there (non-interference)
    seen = []
    for card in ("Residual Poison", "Kulon"):
        game = expansion_game()
        to_turn_storm(game, 2)
        give(game, "atreides", "residual poison")
        give(game, "atreides", "kulon")
        events = game.do(f"a: poison harkonnen 2 {card}")
        ruleset = game.session.ruleset
        seen.append((game.public_texts(events), ruleset.view(game.state, "h"),
                     ruleset.view(game.state, "e"), ruleset.view(game.state, None)))
        mine = ruleset.view(game.state, "a")["private"]["poisons_laid"]
        assert mine == [{"target": "harkonnen", "card": card, "victim": None}]
    assert seen[0] == seen[1]


def test_the_target_answer_is_his_secret():
    # The answer given in advance is seen by no one else until the bribe falls due
    game = poisoned_game()
    ruleset = game.session.ruleset
    before = [ruleset.view(game.state, s) for s in ("a", "e", None)]
    game.do("h: poisoned refuse")
    assert [ruleset.view(game.state, s) for s in ("a", "e", None)] == before
    assert ruleset.view(game.state, "h")["private"]["poisons_refused"] == ["atreides"]
    game.do("h: poisoned pay atreides")
    assert "poisons_refused" not in ruleset.view(game.state, "h")["private"]
    game.rejects("e: poisoned refuse", "no card lies before your shield")


def test_the_sheets_show_the_cards_before_shields_and_the_debts():
    # VIII.4: the poisoner reads his card, the target his answer, both the debt
    from .helpers import sheet_words

    game = poisoned_game("Kulon", bribe=4, victim="piter")
    ruleset = game.session.ruleset
    game.do("h: poisoned refuse")
    words = {s: sheet_words(ruleset.sheet(game.state, s)) for s in "ahe"}
    assert "Before Harkonnen's shield you laid Kulon; refused, it kills: Piter De Vries." \
        in words["a"]
    assert "from Atreides: a bribe of 4 spice, which you refuse." in words["h"]
    assert "Kulon" not in words["h"] + words["e"] and "Residual Poison" not in words["e"]
    game.state.debts = [Debt(debtor=A, creditor=H, amount=7)]
    assert "You owe Harkonnen 7 spice." in sheet_words(ruleset.sheet(game.state, "a"))
    assert "Atreides owes you 7 spice." in sheet_words(ruleset.sheet(game.state, "h"))


def test_a_card_of_the_plan_sent_is_not_laid_before_a_shield(fight):
    # VIII.4 with X.B: the plan's cards are spoken for until the battle is over
    game = fight("mod: give_card harkonnen kull wahad")
    game.do("h: plan 3 umman kudu kull wahad")
    game.rejects("h: poison atreides 1 kull wahad", "do not hold kull wahad")


def test_no_bluff_without_the_duel():
    # DUEL IV.1: the Residual Poison belongs to THE DUEL; without it a worthless card is no
    # bluff
    game = Game(SEATS, seed=2)
    to_turn_storm(game, 2)
    give(game, "atreides", "kulon")
    game.rejects("a: poison harkonnen 2 kulon", "duel")

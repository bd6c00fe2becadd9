"""VIII. Bidding round."""

import pytest

from engine.core.words import say
from engine.rulesets.classic.board.order import storm_order
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase

from .helpers import dial_storm, sheet_words, to_turn_storm


def to_bidding(game, storm=(0, 1)):
    to_turn_storm(game, 1)
    dial_storm(game, *storm)
    assert game.state.phase == Phase.BIDDING
    return game.state.bidding


def seat(game, faction):
    return game.state.players[faction].seat


def test_one_card_per_player_who_may_bid(make_game):
    # VIII.A: as many cards as players who can bid (a full hand cannot)
    game = make_game()
    to_turn_storm(game, 1)
    for card in ("Lasgun", "Crysknife", "Baliset"):
        game.do(f"mod: give_card emperor {card}")
    b = to_bidding(game)
    assert len(b.cards) == 5  # the Emperor holds 4


def test_bidding_opens_with_the_first_player_and_goes_round(game):
    # VIII.B.1-2 and IX.A: the first player opens; bidding passes to the right
    b = to_bidding(game)
    order = [f for f in storm_order(game.state)]
    assert b.opener == order[0] and b.turn == order[0]
    wrong = seat(game, order[1])
    game.rejects(f"{wrong}: bid 1", f"{order[0].title}'s turn")
    game.do(f"{seat(game, order[0])}: bid 1")
    assert game.state.bidding.turn == order[1]


def test_bid_must_raise_and_be_affordable(game):
    # VIII.B.2 raise or pass; VIII.C no bid above the spice held
    b = to_bidding(game)
    first = seat(game, b.turn)
    spice = game.state.players[b.turn].spice
    game.rejects(f"{first}: bid {spice + 1}", "only", "VIII.C")
    game.do(f"{first}: bid 1")
    nxt = seat(game, game.state.bidding.turn)
    game.rejects(f"{nxt}: bid 1", "bid more or pass", "VIII.B.2")


def buy_first_card(game, buyer, price):
    """`buyer` bids `price` on the first card when his turn comes; everyone else passes."""
    for f in storm_order(game.state):
        if f == buyer:
            game.do(f"{seat(game, f)}: bid {price}")
        elif game.state.bidding.turn == f:
            game.do(f"{seat(game, f)}: pass")
    while game.state.bidding and game.state.bidding.index == 0:
        game.do(f"{seat(game, game.state.bidding.turn)}: pass")


def test_card_goes_to_top_bidder_when_all_others_pass(game):
    # VIII.B.2: top bid made and all other players pass; payment to the Emperor (shield)
    b = to_bidding(game)
    order = storm_order(game.state)
    buyer = order[0] if order[0] != Faction.EMPEROR else order[1]
    emperor_spice = game.state.players[Faction.EMPEROR].spice
    spice = game.state.players[buyer].spice
    hand = len(game.state.players[buyer].hand)
    card = b.cards[0]
    buy_first_card(game, buyer, 2)
    p = game.state.players[buyer]
    assert p.spice == spice - 2 and len(p.hand) >= hand + 1 and card in p.hand
    assert game.state.players[Faction.EMPEROR].spice == emperor_spice + 2


def test_the_emperor_pays_the_bank_for_his_own_cards(game):
    # VIII.B.2: the top bidder pays the spice bank; the Emperor's shield takes only the
    # payments of the other players, so his own purchase goes to the bank
    b = to_bidding(game)
    emperor = game.state.players[Faction.EMPEROR]
    spice, bank, card = emperor.spice, game.state.bank, b.cards[0]
    buy_first_card(game, Faction.EMPEROR, 2)
    assert card in emperor.hand
    assert emperor.spice == spice - 2
    assert game.state.bank == bank + 2
    assert any("paid to the spice bank" in t for t in game.public_texts())


def test_harkonnen_draw_a_bonus_card(make_game):
    # Harkonnen shield: a free extra card with each card bought
    game = make_game("h:harkonnen,a:atreides")
    b = to_bidding(game)
    if b.turn == Faction.ATREIDES:
        game.do("a: pass")
    game.do("h: bid 1")
    while game.state.bidding.index == 0:
        game.do("a: pass")
    assert len(game.state.players[Faction.HARKONNEN].hand) == 4  # 2 + bought + bonus
    assert any("bonus" in t for t in game.public_texts())


def test_atreides_see_each_card_up_for_bid(game):
    # Atreides shield: prescience of every treachery card up for bid
    b = to_bidding(game)
    peeks = [e for e in game.events if e.kind == "prescience_card"]
    assert peeks and all(e.audience == "seat:a" for e in peeks)
    assert peeks[-1].data["card"] == b.cards[0]
    assert game.session.ruleset.view(game.state, "a")["private"]["card_up_for_bid"] == b.cards[0]
    assert "card_up_for_bid" not in game.session.ruleset.view(game.state, "h")["private"]


def test_card_passed_by_everyone_ends_the_round(game):
    # VIII.E: if a card is passed by everyone, the rest return to the top of the deck
    b = to_bidding(game)
    unsold = list(b.cards)
    for _ in range(6):
        game.do(f"{seat(game, game.state.bidding.turn)}: pass")
    assert game.state.phase != Phase.BIDDING
    assert game.state.treachery_deck[-len(unsold):] == list(reversed(unsold))
    assert any("passed by everyone" in t for t in game.public_texts())


def test_next_card_opened_by_the_next_player_after_the_last_opener(game):
    # VIII.D: the first player who can bid to the right of the previous opener begins
    to_bidding(game)
    order = storm_order(game.state)
    game.do(f"{seat(game, order[0])}: bid 1")
    while game.state.bidding.index == 0:
        game.do(f"{seat(game, game.state.bidding.turn)}: pass")
    assert game.state.bidding.opener == order[1]


def test_full_hand_is_skipped_and_refused(make_game):
    # VIII.G: a full hand must pass on every card
    game = make_game()
    to_turn_storm(game, 1)
    for card in ("Lasgun", "Crysknife", "Baliset"):
        game.do(f"mod: give_card emperor {card}")
    to_bidding(game)
    game.rejects("e: bid 1", "hand is full")
    for _ in range(5):
        assert game.state.bidding.turn != Faction.EMPEROR
        game.do(f"{seat(game, game.state.bidding.turn)}: pass")


def test_choam_charity_for_players_without_spice(game):
    # VIII.I: a player with no spice collects two at the start of the bidding round;
    # a player with any spice at all, even one, collects nothing
    to_turn_storm(game, 1)
    game.do("mod: set_spice fremen 0")
    game.do("mod: set_spice guild 1")
    dial_storm(game, 0, 1)
    assert game.state.players[Faction.FREMEN].spice == 2
    assert game.state.players[Faction.GUILD].spice == 1
    texts = game.public_texts()
    assert any("CHOAM Charity: Fremen" in t for t in texts)
    assert not any("CHOAM Charity: Guild" in t for t in texts)


def test_standing_instructions_bid_and_pass_in_secret(game):
    # Asynchronous play: secret standing orders act when the bid reaches the seat
    to_bidding(game)
    order = storm_order(game.state)
    second = order[1]
    game.state.players[second].spice = 10
    events = game.do(f"{seat(game, second)}: auto 4")
    assert all(e.audience == f"seat:{seat(game, second)}" for e in events)
    view = game.session.ruleset.view(game.state, seat(game, order[2]))
    assert "standing_bid" not in view["private"]
    game.do(f"{seat(game, order[0])}: bid 1")
    assert game.state.bidding.high_bidder == second and game.state.bidding.high_bid == 2
    assert any(t == f"{second.title} bids 2." for t in game.public_texts())
    game.rejects(f"{seat(game, order[2])}: auto lots", "not a standing instruction")


def test_standing_pass_covers_the_rest_of_the_round(game):
    b = to_bidding(game)
    order = storm_order(game.state)
    others = [f for f in order[1:]]
    for f in others:
        game.do(f"{seat(game, f)}: auto pass")
    game.do(f"{seat(game, order[0])}: bid 1")
    # everyone else passed automatically: card 1 sold, and card 2 opens with order[1]
    # whose standing pass applies again; so does everyone's but the first player's
    assert game.state.bidding is None or game.state.bidding.index >= 1
    assert b.cards[0] in game.state.players[order[0]].hand


def test_a_standing_bid_for_the_round_bids_on_every_card(game):
    # Asynchronous play (VIII: bids are open, the standing instruction secret): `auto 2
    # round` stands for every card of the round; `auto 2` for this card only
    b = to_bidding(game)
    order = storm_order(game.state)
    second, third = order[1], order[2]
    game.state.players[second].spice = 10
    events = game.do(f"{seat(game, second)}: auto 2 round")
    assert [say(e.text) for e in events] == ["You will bid up to 2 on every remaining card this "
                                        "round."]
    sheet = game.session.ruleset.sheet(game.state, seat(game, second))
    assert "Standing bid: up to 2 on every card of this round" in sheet_words(sheet)
    game.do(f"{seat(game, third)}: auto 3")
    for f in order[3:]:
        game.do(f"{seat(game, f)}: auto pass")
    game.do(f"{seat(game, order[0])}: bid 1")
    # card 1: second raises to 2, third to 3; the first passes, second cannot go past 2
    assert game.state.bidding.high_bid == 3 and game.state.bidding.turn == order[0]
    game.do(f"{seat(game, order[0])}: pass")
    assert game.state.bidding.index == 1 and b.cards[0] in game.state.players[third].hand
    assert game.state.bidding.round_limits == {second: 2}
    assert game.state.bidding.standing.get(second) == 2 and third not in \
        game.state.bidding.standing
    game.do(f"{seat(game, second)}: auto off")
    assert second not in game.state.bidding.standing
    assert second not in game.state.bidding.round_limits


def test_the_bench_sets_a_round_bid_of_a_third_of_the_spice(game):
    # the standing orders a sensible player gives: in each bidding round, a standing bid
    to_bidding(game)
    first, second = storm_order(game.state)[:2]
    game.state.players[first].spice, game.state.players[second].spice = 10, 2
    auto = game.session.ruleset.registry.parse
    assert auto("auto 3 round") in game.session.ruleset.standing_orders(
        game.state, seat(game, first))
    assert auto("auto pass") in game.session.ruleset.standing_orders(
        game.state, seat(game, second))


@pytest.mark.parametrize("line", ["a: revive 1", "a: dial 2", "a: ship 1 arrakeen"])
def test_commands_of_other_rounds_are_refused(game, line):
    to_bidding(game)
    game.rejects(line)

"""THE SPICE HARVEST (1984), V.3: the Bid for Power; VI.1-2 the Atreides' look at one
card and the Bene Gesserit's sight of every card bought."""

from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.data.harvest import WORM

from .harvest_helpers import commit_all, harvest_game, pass_auction, spice, stack


def at_the_bid_for_power(access: list[str] | None = None):
    """A worm year with the Fremen as Manager: straight to the Bid for Power, with the
    Access cards given (top first) dealt."""
    game = harvest_game()
    stack(game, WORM)
    if access:
        deck = game.state.harvest.access_deck
        for card in access:
            deck.remove(card)
        deck.extend(reversed(access))
    commit_all(game, {"a": 1})
    assert game.state.harvest.manager == Faction.FREMEN
    return game


def test_as_many_cards_as_players_bidding_from_the_managers_right():
    # V.3.a: the number of cards equals the number of players; bidding starts with the
    # player to the right of the Manager
    game = at_the_bid_for_power()
    a = game.state.harvest.auction
    assert len(a.cards) == 6 and a.turn == Faction.BENE_GESSERIT
    game.rejects("a: bid_access 1", "turn of")


def test_open_bids_the_highest_bidder_pays_the_reserves_and_alone_sees_the_card():
    # V.3.a-b: bids are open; spice paid goes into the box; the card is kept secret
    game = at_the_bid_for_power(["Arrakeen", "5 troops"])
    bank, before = game.state.bank, spice(game)
    game.do("b: bid_access 2")
    assert "2" in game.public_texts()[0]
    game.rejects("a: bid_access 2", "bid more")
    game.rejects("a: bid_access 20", "only 8")  # 1 paid for the post, 1 tax
    game.do("a: bid_access 3")
    events = game.script("h: pass_access", "e: pass_access", "g: pass_access",
                         "f: pass_access", "b: pass_access")
    assert game.state.harvest.access == {Faction.ATREIDES: ["Arrakeen"]}
    assert spice(game)["a"] == before["a"] - 3 and game.state.bank == bank + 3
    public = " ".join(game.public_texts(events))
    assert "Arrakeen" not in public
    mine = [e for e in events if e.kind == "access_card"]
    assert mine[0].audience == "seat:a" and mine[0].data["card"] == "Arrakeen"


def test_the_bene_gesserit_see_every_card_the_others_buy():
    # VI.2
    game = at_the_bid_for_power(["Carthag"])
    game.do("b: pass_access")
    game.do("a: bid_access 1")
    events = game.script("h: pass_access", "e: pass_access", "g: pass_access",
                         "f: pass_access", "b: pass_access")
    seen = [e for e in events if e.kind == "access_seen"]
    assert [(e.audience, e.data["card"]) for e in seen] == [("seat:b", "Carthag")]
    assert game.state.harvest.seen == {Faction.ATREIDES: ["Carthag"]}


def test_a_card_everyone_passes_goes_back_under_the_deck():
    game = at_the_bid_for_power(["Sietch Tabr"])
    deck = len(game.state.harvest.access_deck)
    game.script("b: pass_access", "a: pass_access", "h: pass_access", "e: pass_access",
                "g: pass_access", "f: pass_access")
    h = game.state.harvest
    assert h.access_deck[0] == "Sietch Tabr" and len(h.access_deck) == deck + 1
    assert h.auction.index == 1 and h.auction.turn == Faction.BENE_GESSERIT


def test_the_atreides_look_at_one_card_before_it_is_bought():
    # VI.1: once each Bid for Power
    game = at_the_bid_for_power(["Arrakeen", "10 troops", "Carthag"])
    game.do("b: bid_access 1")
    game.script(*(f"{s}: pass_access" for s in "ahegf"))
    game.rejects("a: peek 1", "no Access card 1", "2 to 6")
    events = game.do("a: peek 2")
    seen = [e for e in events if e.kind == "access_peeked"]
    assert seen[0].audience == "seat:a" and seen[0].data["card"] == "10 troops"
    assert "10 troops" not in " ".join(game.public_texts(events))
    game.rejects("a: peek 3", "once each Bid for Power")
    game.rejects("b: peek 3", "atreides")


def test_the_deadline_passes_and_the_harvests_reach_the_main_game():
    game = at_the_bid_for_power()
    decision = game.session.ruleset.pending(game.state)[0]
    assert decision.kind == "bid_access" and decision.default == {"name": "pass_access"}
    pass_auction(game)
    assert game.state.harvest.round == 2


def test_the_access_cards_bought_are_handed_on_in_the_harvest():
    game = at_the_bid_for_power(["Habbanya Sietch", "7 troops"])
    game.do("b: bid_access 1")
    game.script(*(f"{s}: pass_access" for s in "ahegf"))
    game.do("b: bid_access 2")
    game.script(*(f"{s}: pass_access" for s in "ahegf"))
    assert game.state.harvest.access == {Faction.BENE_GESSERIT: ["Habbanya Sietch", "7 troops"]}
    sheet = game.session.ruleset.sheet(game.state, "b")
    words = " ".join(say(line) for s in sheet.sections for line in s.lines)
    assert "Habbanya" in words and "7 troops" in words


def test_a_high_bidder_cannot_give_away_the_spice_the_bid_needs():
    # XIII.C: deals are honoured, like a treachery card's top bid (VIII.C)
    game = at_the_bid_for_power()
    game.do("b: bid_access 9")
    game.rejects("b: bribe atreides 5", "top bid")

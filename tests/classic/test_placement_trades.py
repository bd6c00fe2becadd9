"""THE SPICE HARVEST, V.4: trading Access cards, sight unseen or verified, private to the
two players but for the fact of the trade."""

from collections import Counter

from engine.core.words import say
from engine.rulesets.classic.data import Faction

from .placement_helpers import at_placement

A, H, E, B = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR, Faction.BENE_GESSERIT
CARDS = {"atreides": ["Arrakeen", "5 troops", "3 troops"],
         "harkonnen": ["Carthag", "8 troops"],
         "emperor": ["10 troops"]}


def private_to(events, seat):
    return [say(e.text) for e in events if not e.is_public and seat in str(e.audience)]


def test_troops_for_a_stronghold_sight_unseen():
    # V.4: troops may be traded for strongholds; sight unseen the partner sees no card
    game = at_placement(CARDS)
    events = game.do("a: offer harkonnen troops 5, troops 3 for Carthag")
    assert not any(e.is_public for e in events)
    told = " ".join(private_to(events, "h"))
    assert "2 Access cards, sight unseen" in told and "5 troops" not in told
    events = game.do("h: accept atreides")
    p = game.state.placement
    assert p.access[A] == ["Arrakeen", "Carthag"]
    assert p.access[H] == ["8 troops", "5 troops", "3 troops"]
    public = game.public_texts(events)
    assert public == ["Atreides and Harkonnen traded Access cards."]
    assert "you gave Carthag and got 5 troops, 3 troops" in " ".join(private_to(events, "h"))


def test_verified_in_advance_the_partner_is_shown_the_cards():
    # V.4: players may show each other the cards they intend to trade
    game = at_placement(CARDS)
    events = game.do("a: offer harkonnen shown Arrakeen for troops 8")
    assert "Arrakeen (shown)" in " ".join(private_to(events, "h"))
    assert game.state.placement.offers[0].shown
    game.do("h: decline atreides")
    assert game.state.placement.offers == []
    assert game.state.placement.access[A] == CARDS["atreides"]


def test_a_trade_refused_names_what_would_work():
    game = at_placement(CARDS)
    err = game.rejects("a: offer harkonnen Carthag for troops 8", "do not hold Carthag")
    assert "Arrakeen, 5 troops, 3 troops" in say(err.hint)
    game.rejects("a: offer atreides Arrakeen for troops 8", "not trading")
    game.rejects("a: offer harkonnen Arrakeen", "offer like")
    game.rejects("a: offer harkonnen Red Chasm for troops 8", "no access card")
    game.rejects("h: accept atreides", "no offer open")
    game.do("e: done_trading")
    game.rejects("a: offer emperor Arrakeen for troops 10", "emperor is not trading")
    game.rejects("e: offer atreides troops 10 for Arrakeen", "finished trading")


def test_asking_for_a_card_the_partner_lacks_tells_the_proposer_nothing():
    # the partner's cards are checked only when he accepts: the proposal is never refused
    game = at_placement(CARDS)
    game.do("a: offer harkonnen Arrakeen for Sietch Tabr")
    game.rejects("h: accept atreides", "do not hold Sietch Tabr")
    game.do("h: decline atreides")


def test_offers_lapse_when_the_cards_change_hands_or_a_player_finishes():
    game = at_placement(CARDS)
    game.do("a: offer harkonnen Arrakeen for troops 8")
    game.do("a: offer emperor Arrakeen for troops 10")
    game.do("e: accept atreides")
    assert game.state.placement.offers == []  # Arrakeen is the Emperor's now
    game.do("h: offer atreides troops 8 for troops 10")
    events = game.do("h: done_trading")
    assert game.state.placement.offers == []
    assert any("lapsed" in t for t in private_to(events, "a"))
    game.rejects("a: accept harkonnen", "no offer open")


def test_trades_keep_every_card():
    game = at_placement(CARDS)
    before = Counter(c for cards in game.state.placement.access.values() for c in cards)
    game.do("a: offer harkonnen Arrakeen, troops 3 for Carthag")
    game.do("h: accept atreides")
    game.do("e: offer atreides troops 10 for troops 5")
    game.do("a: accept emperor")
    after = Counter(c for cards in game.state.placement.access.values() for c in cards)
    assert before == after


def test_the_waiting_line_is_the_same_whatever_is_offered():
    # whom the game waits for is public: an offer opens no decision of its own
    game = at_placement(CARDS)
    before = [d.model_dump() for d in game.session.ruleset.pending(game.state)]
    game.do("a: offer harkonnen Arrakeen for troops 8")
    assert [d.model_dump() for d in game.session.ruleset.pending(game.state)] == before

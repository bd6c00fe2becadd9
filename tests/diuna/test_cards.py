"""Faza pozyskiwania kart: battle cards drawn up to 4, market cards bought up to 3 (the
small bazaar: 1) at 2 spice each, paid to the Imperium, one purchase a round, in order of
play."""

from __future__ import annotations

import json

import pytest

from engine.core import RuleError
from engine.core.words import say
from engine.rulesets.diuna.data import Faction
from engine.rulesets.diuna.state import Phase

from .helpers import play, ready, settle

ALL = ("Atreides", "Fremen", "Harkonnen", "Imperium")


def cards_phase(*factions, **options):
    state = ready(*(factions or ALL), **options)
    state.phase = Phase.CARDS
    return state, settle(state)


def _seat(state, faction):
    return state.players[state.seat_of(faction)]


def _buy_round(state, line_for):
    """Answer every purchase in turn: `line_for(seat)` gives the seat's command."""
    while state.waiting == "buy":
        seat = state.order[state.turn]
        play(state, seat, line_for(seat))


# Faza pozyskiwania kart: "gracze dobierają karty bitwy do momentu, aż wszyscy będą mieli
# po 4"; the first player first, then each asked to buy before the next draws
def test_the_first_player_draws_four_and_is_asked_to_buy_first():
    state, _ = cards_phase()
    first = state.players[state.first]
    assert len(first.battle_cards) == 4
    assert all(not state.players[s].battle_cards for s in state.order[1:])
    assert (state.waiting, state.turn) == ("buy", 0)


def test_a_player_with_cards_left_draws_only_up_to_four():
    state = ready(*ALL)
    state.players[state.first].battle_cards = state.decks.battle[:3]
    del state.decks.battle[:3]
    state.phase = Phase.CARDS
    settle(state)
    assert len(state.players[state.first].battle_cards) == 4


def test_cards_drawn_and_bought_are_told_only_to_their_holder():
    state, events = cards_phase()
    seat = state.first
    events += play(state, seat, "buy 1")
    secret = {n for p in state.players.values() for n in p.battle_cards + p.market_cards}
    public = " ".join(say(e.text) + json.dumps(e.data) for e in events if e.is_public)
    assert not any(name in public for name in secret)
    for event in (e for e in events if e.kind in ("battle_cards", "market_cards")):
        holder = next(p for p in state.players.values() if event.visible_to(p.seat))
        assert not event.is_public
        assert set(event.data["cards"]) <= set(holder.battle_cards + holder.market_cards)


# Faza pozyskiwania kart: 2 spice a card, paid to the Imperium when another faction buys
# (IMPERIUM: "płaci 2 jednostki przyprawy Tobie")
def test_a_purchase_costs_two_each_paid_to_the_imperium():
    state, _ = cards_phase()
    imperium = _seat(state, Faction.IMPERIUM)
    if state.players[state.first] is imperium:
        play(state, state.first, "pass")
    buyer = state.players[state.order[state.turn]]
    before = (buyer.spice, imperium.spice)
    play(state, buyer.seat, "buy 2")
    assert (buyer.spice, imperium.spice) == (before[0] - 4, before[1] + 4)
    assert len(buyer.market_cards) == 2


def test_the_imperiums_own_purchase_goes_to_the_pool():
    state, _ = cards_phase()
    _buy_round(state, lambda seat: "buy 1" if state.players[seat].faction == Faction.IMPERIUM
               else "pass")
    assert _seat(state, Faction.IMPERIUM).spice == 18 - 2


def test_without_the_imperium_purchases_go_to_the_pool():
    state, _ = cards_phase("Atreides", "Fremen")
    total = sum(p.spice for p in state.players.values())
    _buy_round(state, lambda seat: "buy 1")
    assert sum(p.spice for p in state.players.values()) == total - 4


# Faza pozyskiwania kart: at most 3 market cards in hand
def test_no_more_than_three_in_hand():
    state, _ = cards_phase()
    seat = state.first
    state.players[seat].market_cards = state.decks.market[:2]
    del state.decks.market[:2]
    before = state.model_copy(deep=True)
    with pytest.raises(RuleError) as refused:
        play(state, seat, "buy 2")
    assert say(refused.value.message) == ("You may buy 1 market card now, not 2: you hold 2 market "
                                  "cards and a hand holds 3 at most.")
    assert say(refused.value.hint) == "`buy 1`, or `pass`."
    assert state == before


# Faza pozyskiwania kart: 2 spice a card; a refusal says the spice is what holds it back
def test_buying_beyond_ones_spice_is_refused_saying_so():
    state, _ = cards_phase()
    seat = state.first
    state.players[seat].spice = 5
    before = state.model_copy(deep=True)
    with pytest.raises(RuleError) as refused:
        play(state, seat, "buy 3")
    assert say(refused.value.message) == ("You may buy 2 market cards now, not 3: you have 5 spice "
                                  "and a card costs 2.")
    assert say(refused.value.hint) == "`buy 2` or fewer, or `pass`."
    assert state == before


# A full hand with market cards to play is still asked on its turn; buying is refused
# with `pass` as what works
def test_a_full_hand_may_only_pass():
    state, _ = cards_phase()
    seat = state.first
    state.players[seat].market_cards = state.decks.market[:3]
    del state.decks.market[:3]
    with pytest.raises(RuleError) as refused:
        play(state, seat, "buy 1")
    assert say(refused.value.message).startswith(
        "You may buy 0 market cards now, not 1: you hold 3")
    assert say(refused.value.hint) == "`pass`."


# The purchase is announced with its count (one card: "1 market card")
def test_a_purchase_of_one_card_is_announced_in_the_singular():
    state, _ = cards_phase()
    events = play(state, state.first, "buy 1")
    bought = next(e for e in events if e.kind == "buy")
    assert say(bought.text).startswith(f"{state.first} buys 1 market card for 2 spice")


# Pierwsza rozgrywka - mały bazar: at most 1 market card in hand
def test_the_small_bazaar_allows_one_in_hand():
    state, _ = cards_phase(small_bazaar=True)
    with pytest.raises(RuleError, match="not 2"):
        play(state, state.first, "buy 2")
    play(state, state.first, "buy 1")
    assert len(state.players[state.order[0]].market_cards) == 1


def test_a_player_cannot_buy_with_less_than_two_spice():
    state = ready(*ALL)
    state.players[state.first].spice = 1
    state.phase = Phase.CARDS
    settle(state)
    assert state.turn == 1 and len(state.players[state.first].battle_cards) == 4


# "Gracz, który dokonał zakupu, nie może w ramach tej samej rundy kupić już kolejnych kart"
def test_one_purchase_a_round_then_the_next_player():
    state, _ = cards_phase()
    first, second = state.order[:2]
    play(state, first, "buy 1")
    assert state.order[state.turn] == second
    assert len(state.players[second].battle_cards) == 4
    with pytest.raises(RuleError, match=f"{second} buys now"):
        play(state, first, "buy 1")


def test_no_purchase_outside_the_cards_phase():
    state = ready(*ALL)
    with pytest.raises(RuleError, match="No one is buying"):
        play(state, state.first, "buy 1")


def test_after_everyone_the_revival_follows_passed_over_with_empty_tanks():
    state, _ = cards_phase()
    _buy_round(state, lambda seat: "pass")
    assert state.phase == Phase.MOVEMENT and state.waiting != "buy"
    assert all(len(p.battle_cards) == 4 for p in state.players.values())
    assert len(state.decks.battle) == 24 - 16

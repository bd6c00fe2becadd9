"""THE SPICE HARVEST (1984), V.3: the Bid for Power. As many Access cards as players are
sold one by one, sight unseen, for open bids paid to the reserves; the buyer alone sees
the card (the Bene Gesserit see it too, VI.2); the Atreides may look at one card before it
is bought (VI.1)."""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T

from ..data import Faction
from ..data.harvest import access_word
from ..data.words import faction_word
from ..model.harvest import AccessAuction, Harvest
from ..model.state import ClassicState
from .harvest_common import current, right_of, seat


def open_auction(state: ClassicState, h: Harvest, log: EventLog) -> None:
    """V.3.a: the Manager deals as many cards as there are players, face down."""
    count = min(len(state.players), len(h.access_deck))
    h.auction = AccessAuction(cards=[h.access_deck.pop() for _ in range(count)])
    log.public("access_round", T("classic-harvest-bid-for-power", count=count), cards=count)
    _open_card(state, h, h.auction, log)


def _open_card(state: ClassicState, h: Harvest, a: AccessAuction, log: EventLog) -> None:
    """V.3.a: the bidding on each card starts with the player to the right of the Manager."""
    if a.index >= len(a.cards):
        a.turn = None
        return
    assert h.manager is not None
    a.turn = right_of(state, h.manager)
    a.high_bid, a.high_bidder, a.passes = 0, None, 0
    log.public("access_up", T("classic-harvest-access-up", index=a.index + 1,
                              count=len(a.cards), opener=faction_word(a.turn)),
               index=a.index, opener=a.turn)


def turn_of(state: ClassicState, faction: Faction) -> AccessAuction:
    h = current(state)
    a = h.auction
    if h.step != "bid" or a is None or a.turn is None:
        raise RuleError(T("classic-harvest-no-access-up"), rule="V.3")
    if a.turn != faction:
        raise RuleError(T("classic-harvest-turn-to-bid", faction=faction_word(a.turn)),
                        rule="V.3.a")
    return a


def bid(state: ClassicState, faction: Faction, amount: int, log: EventLog) -> None:
    """V.3.a: an open bid, higher than the last, within the bidder's spice."""
    a = turn_of(state, faction)
    spice = state.players[faction].spice
    if amount <= a.high_bid:
        raise RuleError(T("classic-harvest-bid-more", bid=a.high_bid), rule="V.3.a",
                        hint=_hint(a.high_bid, spice))
    if amount > spice:
        raise RuleError(T("classic-harvest-bid-spice", count=spice), rule="V.3.a",
                        hint=_hint(a.high_bid, spice))
    a.high_bid, a.high_bidder, a.passes = amount, faction, 0
    log.public("access_bid", T("classic-harvest-bids", faction=faction_word(faction),
                               amount=amount), faction=faction, amount=amount)
    _next(state, a, log)


def _hint(high: int, spice: int):
    if spice > high:
        return T("classic-harvest-bid-range", low=high + 1, high=spice)
    return T("classic-harvest-pass-hint")


def pass_(state: ClassicState, faction: Faction, log: EventLog) -> None:
    a = turn_of(state, faction)
    a.passes += 1
    log.public("access_pass", T("classic-harvest-passes", faction=faction_word(faction)),
               faction=faction)
    _next(state, a, log)


def _next(state: ClassicState, a: AccessAuction, log: EventLog) -> None:
    """The card goes to the high bidder once all the others have passed; a card everyone
    passes goes back under the Access deck, unseen."""
    h = current(state)
    players = len(state.players)
    if a.high_bidder is not None and a.passes >= players - 1:
        _sell(state, h, a, log)
    elif a.high_bidder is None and a.passes >= players:
        h.access_deck.insert(0, a.cards[a.index])
        log.public("access_unsold", T("classic-harvest-unsold", index=a.index + 1))
        a.index += 1
        _open_card(state, h, a, log)
    else:
        assert a.turn is not None
        a.turn = right_of(state, a.turn)


def _sell(state: ClassicState, h: Harvest, a: AccessAuction, log: EventLog) -> None:
    """V.3.a-b: the spice goes into the box; the buyer keeps the card secret (VI.2: the
    Bene Gesserit see every card the others buy)."""
    buyer, card = a.high_bidder, a.cards[a.index]
    assert buyer is not None
    # a moderator's repair may have left the bidder less than the bid: all of it is paid
    price = min(a.high_bid, state.players[buyer].spice)
    state.players[buyer].spice -= price
    state.bank += price
    h.access.setdefault(buyer, []).append(card)
    log.public("access_sold", T("classic-harvest-sold", faction=faction_word(buyer),
                                index=a.index + 1, count=price),
               faction=buyer, price=price, index=a.index)
    log.private(seat(state, buyer), "access_card",
                T("classic-harvest-you-buy", card=access_word(card)), card=card)
    if Faction.BENE_GESSERIT in state.players and buyer != Faction.BENE_GESSERIT:
        h.seen.setdefault(buyer, []).append(card)
        log.private(seat(state, Faction.BENE_GESSERIT), "access_seen",
                    T("classic-harvest-bg-see", faction=faction_word(buyer),
                      card=access_word(card)), faction=buyer, card=card)
    a.index += 1
    _open_card(state, h, a, log)


def check_peek(state: ClassicState, faction: Faction) -> None:
    h = current(state)
    a = h.auction
    if faction != Faction.ATREIDES or h.step != "bid" or a is None or a.turn is None \
            or a.looked:
        raise RuleError(T("classic-harvest-no-peek"), rule="VI.1")


def peek(state: ClassicState, faction: Faction, number: int, log: EventLog) -> None:
    """VI.1: the Atreides look at one Access card not yet bought, once each Bid for Power."""
    check_peek(state, faction)
    a = current(state).auction
    assert a is not None
    if not a.index < number <= len(a.cards):
        raise RuleError(T("classic-harvest-peek-which", number=number), rule="VI.1",
                        hint=T("classic-harvest-peek-range", low=a.index + 1,
                               high=len(a.cards)))
    a.looked = True
    card = a.cards[number - 1]
    log.public("access_peek", T("classic-harvest-atreides-peek", index=number), index=number)
    log.private(seat(state, faction), "access_peeked",
                T("classic-harvest-peeked", index=number, card=access_word(card)),
                index=number, card=card)

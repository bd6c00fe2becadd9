"""THE SPICE HARVEST (1984), V.4: trading Access cards, troops or strongholds for either.

A player proposes a trade to another, naming the cards each gives; the other accepts or
declines. The proposer may show his cards (verified in advance) or not (sight unseen).
Who trades with whom is public once a trade is made (the rules have every trade announced
before the spice goes back, V.5); the cards, and proposals, stay between the two. What
the partner is asked for is checked only when he accepts, so a proposal never tells the
proposer what the partner holds. Each player ends his trading with `done_trading`."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import EventLog, RuleError
from engine.core.words import T

from ..data import Faction, UnknownName, resolve_faction
from ..data.words import faction_word
from ..model.placement import Offer, Placement
from ..model.state import ClassicState
from . import access
from .common import factions_joined, unknown
from .placement import close_trading, placing

SHOWN = ("shown", "show")
"""The first word of a proposal whose cards the partner is shown (verified in advance)."""


def check_trading(state: ClassicState, faction: Faction) -> None:
    p = placing(state)
    if faction not in p.trading:
        raise RuleError(T("classic-placement-done-trading"), rule="V.4",
                        hint=T("classic-placement-wait-for-traders") if p.trading
                        else T("classic-placement-commit-usage"))


def offer(state: ClassicState, faction: Faction, to: str, cards: str, log: EventLog) -> None:
    """`offer harkonnen shown troops 5, troops 3 for Carthag`: my cards for theirs."""
    check_trading(state, faction)
    p = state.placement
    assert p is not None
    partner = _trader(state, p, faction, to)
    shown, gives, takes = _read_offer(cards)
    hand = p.access[faction]
    if not access.holds(hand, gives):
        raise RuleError(T("classic-placement-not-yours", cards=access.cards_word(gives)),
                        rule="V.4", hint=T("classic-placement-you-hold",
                                           cards=access.cards_word(hand)))
    made = Offer(proposer=faction, partner=partner, gives=access.sort(gives),
                 takes=access.sort(takes), shown=shown)
    p.offers = [o for o in p.offers if (o.proposer, o.partner) != (faction, partner)] + [made]
    players = state.players
    log.private(players[faction].seat, "offer_made", T(
        "classic-placement-you-offer", partner=faction_word(partner),
        gives=access.cards_word(made.gives), takes=access.cards_word(made.takes),
        shown="yes" if shown else "no"))
    told = (T("classic-placement-offered-shown", gives=access.cards_word(made.gives))
            if shown else T("classic-placement-offered-unseen", count=len(gives)))
    log.private(players[partner].seat, "offer", T(
        "classic-placement-offer-to-you", proposer=faction_word(faction), offered=told,
        takes=access.cards_word(made.takes), command=faction.value))


def _trader(state: ClassicState, p: Placement, faction: Faction, to: str) -> Faction:
    traders = [f for f in p.trading if f != faction]
    hint = (T("classic-placement-traders", factions=factions_joined(traders)) if traders
            else T("classic-placement-no-traders"))
    try:
        partner = resolve_faction(to)
    except UnknownName as err:
        raise RuleError(unknown(err), rule="V.4", hint=hint) from None
    if partner not in traders:
        raise RuleError(T("classic-placement-not-trading", faction=faction_word(partner)),
                        rule="V.4", hint=hint)
    return partner


def _read_offer(text: str) -> tuple[bool, list[str], list[str]]:
    words = text.split()
    shown = bool(words) and words[0].lower() in SHOWN
    body = " ".join(words[1:] if shown else words)
    mine, sep, theirs = body.partition(" for ")
    if not sep:
        raise RuleError(T("classic-placement-offer-usage"), rule="V.4")
    gives, takes = access.read_cards(mine), access.read_cards(theirs)
    if not gives or not takes:
        raise RuleError(T("classic-placement-offer-both-sides"), rule="V.4",
                        hint=T("classic-placement-offer-usage"))
    return shown, gives, takes


def _offer_from(state: ClassicState, faction: Faction, proposer: str) -> Offer:
    p = state.placement
    assert p is not None
    open_ = [o.proposer for o in p.offers if o.partner == faction]
    hint = (T("classic-placement-offers-from", factions=factions_joined(open_)) if open_
            else T("classic-placement-no-offers"))
    try:
        who = resolve_faction(proposer)
    except UnknownName as err:
        raise RuleError(unknown(err), rule="V.4", hint=hint) from None
    for o in p.offers:
        if (o.proposer, o.partner) == (who, faction):
            return o
    raise RuleError(T("classic-placement-no-offer-from", faction=faction_word(who)),
                    rule="V.4", hint=hint)


def accept(state: ClassicState, faction: Faction, proposer: str, log: EventLog) -> None:
    """The trade is made: each player's named cards go to the other."""
    check_trading(state, faction)
    p = state.placement
    assert p is not None
    made = _offer_from(state, faction, proposer)
    hand = p.access[faction]
    if not access.holds(hand, made.takes):
        raise RuleError(T("classic-placement-not-yours", cards=access.cards_word(made.takes)),
                        rule="V.4", hint=T("classic-placement-you-hold",
                                           cards=access.cards_word(hand)))
    giver = made.proposer
    p.access[giver] = access.sort(access.without(p.access[giver], made.gives) + made.takes)
    p.access[faction] = access.sort(access.without(hand, made.takes) + made.gives)
    p.offers.remove(made)
    seats = state.players
    for me, other, got, gave in ((giver, faction, made.takes, made.gives),
                                 (faction, giver, made.gives, made.takes)):
        log.private(seats[me].seat, "traded", T(
            "classic-placement-you-traded", other=faction_word(other),
            gave=access.cards_word(gave), got=access.cards_word(got),
            cards=access.cards_word(p.access[me])))
    log.public("trade", T("classic-placement-trade", first=faction_word(giver),
                          second=faction_word(faction)), factions=[giver, faction])
    _lapse(state, p, lambda o: not access.holds(p.access[o.proposer], o.gives), log)


def decline(state: ClassicState, faction: Faction, proposer: str, log: EventLog) -> None:
    check_trading(state, faction)
    p = state.placement
    assert p is not None
    made = _offer_from(state, faction, proposer)
    p.offers.remove(made)
    seats = state.players
    log.private(seats[made.proposer].seat, "declined", T(
        "classic-placement-declined", faction=faction_word(faction)))
    log.private(seats[faction].seat, "declined", T(
        "classic-placement-you-declined", faction=faction_word(made.proposer)))


def done(state: ClassicState, faction: Faction, log: EventLog) -> None:
    """The player trades no more: offers to and from him lapse; the last to finish ends
    the trading (V.5 follows)."""
    check_trading(state, faction)
    p = state.placement
    assert p is not None
    p.trading.remove(faction)
    log.public("done_trading", T("classic-placement-finished", faction=faction_word(faction)))
    _lapse(state, p, lambda o: faction in (o.proposer, o.partner), log)
    if not p.trading:
        close_trading(state, log)


def _lapse(state: ClassicState, p: Placement, gone: Callable[[Offer], bool],
           log: EventLog) -> None:
    """Offers that can no longer be made lapse, and both players are told."""
    for o in [o for o in p.offers if gone(o)]:
        p.offers.remove(o)
        for seat in (state.players[o.proposer].seat, state.players[o.partner].seat):
            log.private(seat, "offer_lapsed", T(
                "classic-placement-lapsed", proposer=faction_word(o.proposer),
                partner=faction_word(o.partner)))

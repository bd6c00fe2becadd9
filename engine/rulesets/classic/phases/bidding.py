"""VIII. Bidding round: CHOAM Charity, then one face-down card per eligible bidder, auctioned
in turn order. Bids are open; standing instructions ("bid up to N", "pass") are secret."""

from __future__ import annotations

from engine.core import EventLog, RuleError

from ..board.order import storm_order
from ..data import SHIELDS, Faction
from ..model.state import Bidding, ClassicState, Phase
from . import coexist, support
from .common import deal_treachery, draw_treachery

PASS_ROUND = -1


def hand_limit(faction: Faction) -> int:
    """VIII.G: four cards; the Harkonnen shield allows eight."""
    return SHIELDS[faction].hand_limit


def can_bid(state: ClassicState, faction: Faction) -> bool:
    return len(state.players[faction].hand) < hand_limit(faction)


def begin(state: ClassicState, log: EventLog) -> bool:
    """Start the round; False if no card is put up (nobody may bid)."""
    state.phase = Phase.BIDDING
    _charity(state, log)
    eligible = [f for f in storm_order(state) if can_bid(state, f)]
    cards = [c for c in (draw_treachery(state) for _ in eligible) if c is not None]
    if not cards:
        log.public("bidding_skipped", "Bidding round: no player may bid (full hands), "
                   "so no cards are dealt (VIII.A).")
        state.bidding = None
        return False
    state.bidding = Bidding(cards=cards)
    counts = ", ".join(f"{f.title} {len(p.hand)}" for f, p in state.players.items())
    log.public("bidding_round", f"Bidding round: {len(cards)} card(s) up for bid. "
               f"Cards held: {counts} (VIII.F).", cards=len(cards))
    _open_card(state, eligible[0], log)
    _run_standing(state, log)
    return True


def _charity(state: ClassicState, log: EventLog) -> None:
    """VIII.I: a player with no spice collects two from the bank; XV.B.2: the Bene
    Gesserit, with coexistence, from the second turn whatever they hold."""
    for player in state.players.values():
        always = coexist.charity(state, player.faction)
        if always or (state.options.auto_charity and player.spice == 0):
            player.spice += 2
            state.bank -= 2
            why = " (XV.B.2)" if always else ""
            log.public("charity", f"CHOAM Charity: {player.faction.title} collects 2 spice"
                       f"{why}.", faction=player.faction)


def _open_card(state: ClassicState, opener: Faction, log: EventLog) -> None:
    b = state.bidding
    assert b is not None
    b.opener = b.turn = opener
    b.high_bid, b.high_bidder, b.passes = 0, None, 0
    b.karama_buyer = None
    b.standing = {f: v for f, v in b.standing.items() if v == PASS_ROUND}
    b.standing.update({f: v for f, v in b.round_limits.items() if f not in b.standing})
    card = b.cards[b.index]
    log.public("card_up", f"Card {b.index + 1} of {len(b.cards)} is up for bid. "
               f"{opener.title} opens the bidding.", index=b.index, opener=opener)
    atreides = state.players.get(Faction.ATREIDES)
    if atreides and not b.no_peek:
        # Atreides shield: they see each card as it comes up for bid.
        log.private(atreides.seat, "prescience_card", f"Prescience: card {b.index + 1} up for "
                    f"bid is {card}.", card=card, index=b.index)


def bidders(state: ClassicState) -> list[Faction]:
    return [f for f in storm_order(state) if can_bid(state, f)]


def bid(state: ClassicState, faction: Faction, amount: int, log: EventLog) -> None:
    b = turn_of(state, faction)
    spice = support.available(state, faction)
    if amount <= b.high_bid:
        raise RuleError(f"The bid is {b.high_bid}: bid more or pass.", rule="VIII.B.2",
                        hint=f"Bid {b.high_bid + 1} to {spice}." if spice > b.high_bid
                        else f"You have {support.means(state, faction)}: pass.")
    if amount > spice and b.karama_buyer != faction:
        raise RuleError(f"You have only {support.means(state, faction)}.",
                        rule="VIII.C, XII.E.3",
                        hint=f"Bid at most {spice}, or pass." if spice > b.high_bid else "Pass.")
    _record_bid(state, faction, amount, log)
    _run_standing(state, log)


def _record_bid(state: ClassicState, faction: Faction, amount: int, log: EventLog) -> None:
    b = state.bidding
    assert b is not None
    b.high_bid, b.high_bidder, b.passes = amount, faction, 0
    log.public("bid", f"{faction.title} bids {amount}.", faction=faction, amount=amount)
    _next_bidder(state, log)


def pass_(state: ClassicState, faction: Faction, log: EventLog) -> None:
    turn_of(state, faction)
    _record_pass(state, faction, log)
    _run_standing(state, log)


def _record_pass(state: ClassicState, faction: Faction, log: EventLog) -> None:
    b = state.bidding
    assert b is not None
    b.passes += 1
    log.public("pass", f"{faction.title} passes.", faction=faction)
    _next_bidder(state, log)


def turn_of(state: ClassicState, faction: Faction) -> Bidding:
    b = state.bidding
    if state.phase != Phase.BIDDING or b is None:
        raise RuleError("No card is up for bid now.", rule="VIII")
    if not can_bid(state, faction):
        raise RuleError("Your hand is full: you must pass on every card.", rule="VIII.G")
    if b.turn != faction:
        assert b.turn is not None
        raise RuleError(f"It is {b.turn.title}'s turn to bid.", rule="VIII.B.2",
                        hint="You can leave a secret standing bid: `auto <max>` or `auto pass`.")
    return b


def _next_bidder(state: ClassicState, log: EventLog) -> None:
    b = state.bidding
    assert b is not None and b.turn is not None
    active = bidders(state)
    if b.high_bidder is not None and b.passes >= len(active) - 1:
        _sell(state, log)
        return
    if b.high_bidder is None and b.passes >= len(active):
        _all_passed(state, log)
        return
    b.turn = _after(active, b.turn, state)


def _after(active: list[Faction], current: Faction, state: ClassicState) -> Faction:
    order = storm_order(state)
    i = order.index(current)
    for step in range(1, len(order) + 1):
        candidate = order[(i + step) % len(order)]
        if candidate in active:
            return candidate
    return current


def _sell(state: ClassicState, log: EventLog) -> None:
    b = state.bidding
    assert b is not None and b.high_bidder is not None
    buyer, price = b.high_bidder, b.high_bid
    card = b.cards[b.index]
    player = state.players[buyer]
    player.hand.append(card)
    emperor = state.players.get(Faction.EMPEROR)
    if b.karama_buyer == buyer:
        price, paid_to = 0, "nobody (Karama)"
    elif emperor and buyer != Faction.EMPEROR:
        support.charge(state, buyer, price, log)
        emperor.spice += price  # Emperor shield: spice paid for cards goes to the Emperor.
        paid_to = "the Emperor"
    else:
        support.charge(state, buyer, price, log)
        state.bank += price
        paid_to = "the spice bank"
    log.public("card_sold", f"{buyer.title} buys card {b.index + 1} for {price} spice, paid to "
               f"{paid_to}.", faction=buyer, price=price, index=b.index)
    log.private(player.seat, "card", f"You bought {card}.", card=card)
    if buyer == Faction.HARKONNEN and b.no_bonus:
        b.no_bonus = False
        log.public("harkonnen_bonus", "Karama: the Harkonnen take no bonus card.")
    elif buyer == Faction.HARKONNEN and can_bid(state, buyer):
        # Harkonnen shield: a free extra card with every card bought.
        before = len(player.hand)
        deal_treachery(state, player, 1, log)
        if len(player.hand) > before:
            log.public("harkonnen_bonus", "The Harkonnen take a bonus card from the deck.")
    b.index += 1
    _next_card(state, log)


def _next_card(state: ClassicState, log: EventLog) -> None:
    """VIII.D: the next card is opened by the next eligible player after the last opener."""
    b = state.bidding
    assert b is not None and b.opener is not None
    if b.index >= len(b.cards):
        _close(state, log)
        return
    active = bidders(state)
    if not active:
        _return_cards(state, log, "every hand is full")
        return
    _open_card(state, _after(active, b.opener, state), log)


def _all_passed(state: ClassicState, log: EventLog) -> None:
    """VIII.E: a card passed by everyone ends the round; unsold cards return to the deck."""
    _return_cards(state, log, "the card was passed by everyone (VIII.E)")


def _return_cards(state: ClassicState, log: EventLog, why: str) -> None:
    b = state.bidding
    assert b is not None
    unsold = b.cards[b.index:]
    state.treachery_deck.extend(reversed(unsold))
    b.index = len(b.cards)
    log.public("bidding_over", f"Bidding ends: {why}; {len(unsold)} card(s) go back on top "
               "of the treachery deck.", returned=len(unsold))
    _close(state, log, announce=False)


def _close(state: ClassicState, log: EventLog, announce: bool = True) -> None:
    b = state.bidding
    assert b is not None
    b.turn = None
    if announce:
        log.public("bidding_over", "The bidding round is over.")


def skip_full_hand(state: ClassicState, log: EventLog) -> bool:
    """VIII.G: a bidder whose hand became full while the bid was his (a moderator gave him a
    card) passes by himself, so the auction never waits for a seat that may not bid. The
    skip is not counted as a pass: the others still get their say. True if it acted."""
    b = state.bidding
    if state.phase != Phase.BIDDING or b is None or b.turn is None or can_bid(state, b.turn):
        return False
    log.public("pass", f"{b.turn.title}'s hand is full: no bid (VIII.G).", faction=b.turn)
    _next_bidder(state, log)
    _run_standing(state, log)
    return True


def finished(state: ClassicState) -> bool:
    return state.bidding is None or state.bidding.turn is None


def check_standing(state: ClassicState, faction: Faction) -> None:
    b = state.bidding
    if state.phase != Phase.BIDDING or b is None or b.turn is None:
        raise RuleError("Standing bids are given during the bidding round.", rule="VIII")


def standing(state: ClassicState, faction: Faction, instruction: str, log: EventLog) -> None:
    """A secret standing order for asynchronous play: `auto 5` (this card), `auto 5 round`
    (every card of this round), `auto pass`, `auto off`."""
    check_standing(state, faction)
    b = state.bidding
    assert b is not None
    words = instruction.strip().lower().split()
    seat = state.players[faction].seat
    if words == ["off"]:
        b.standing.pop(faction, None)
        b.round_limits.pop(faction, None)
        log.private(seat, "standing", "Standing instruction cleared.")
        return
    if words == ["pass"]:
        b.standing[faction] = PASS_ROUND
        b.round_limits.pop(faction, None)
        log.private(seat, "standing", "You will pass on every remaining card this round.")
    elif words and words[0].isdigit() and int(words[0]) >= 1 and words[1:] in ([], ["round"]):
        limit = int(words[0])
        b.standing[faction] = limit
        if words[1:]:
            b.round_limits[faction] = limit
            log.private(seat, "standing", f"You will bid up to {limit} on every remaining "
                        "card this round.")
        else:
            log.private(seat, "standing", f"You will bid up to {limit} on this card.")
    else:
        raise RuleError(f"`{instruction}` is not a standing instruction.",
                        hint="Use `auto <max bid>` (this card), `auto <max bid> round` "
                        "(every card this round), `auto pass` or `auto off`.")
    _run_standing(state, log)


def _run_standing(state: ClassicState, log: EventLog) -> None:
    """Act for each bidder in turn who left a standing instruction, until someone must choose."""
    while (b := state.bidding) is not None and b.turn is not None and b.turn in b.standing:
        faction, limit = b.turn, b.standing[b.turn]
        spice = support.available(state, faction) if b.karama_buyer != faction else 10**6
        if limit != PASS_ROUND and b.high_bid + 1 <= min(limit, spice):
            _record_bid(state, faction, b.high_bid + 1, log)
        else:
            _record_pass(state, faction, log)

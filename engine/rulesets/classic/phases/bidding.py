"""VIII. Bidding round: CHOAM Charity, then one face-down card per eligible bidder, auctioned
in turn order. Bids are open; standing instructions ("bid up to N", "pass") are secret."""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text, joined

from ..board.order import player_in_game, playing, seating_order, storm_order
from ..data import SHIELDS, Faction
from ..data.words import card_word, faction_word
from ..model.state import Bidding, ClassicState, Phase
from . import coexist, support
from .common import deal_treachery, draw_treachery

PASS_ROUND = -1


def hand_limit(faction: Faction) -> int:
    """VIII.G: four cards; the Harkonnen shield allows eight."""
    return SHIELDS[faction].hand_limit


def can_bid(state: ClassicState, faction: Faction) -> bool:
    """VIII.G: a full hand buys no card; THE DUEL VIII.3: nor does a player under a Cone of
    Silence; THE DUEL VII: nor a player out of the game. Each is passed over as a full hand
    is (`skip_full_hand`)."""
    return faction not in state.out and len(state.players[faction].hand) < hand_limit(faction) \
        and faction not in state.silenced


def begin(state: ClassicState, log: EventLog) -> bool:
    """Start the round; False if no card is put up (nobody may bid)."""
    state.phase = Phase.BIDDING
    _charity(state, log)
    eligible = [f for f in storm_order(state) if can_bid(state, f)]
    cards = [c for c in (draw_treachery(state) for _ in eligible) if c is not None]
    if not cards:
        log.public("bidding_skipped", T("classic-bidding-skipped"))
        state.bidding = None
        return False
    state.bidding = Bidding(cards=cards)
    counts = joined([T("classic-faction-number", faction=faction_word(f), number=len(p.hand))
                     for f, p in state.players.items() if f not in state.out], ", ")
    log.public("bidding_round", T("classic-bidding-round", count=len(cards), held=counts),
               cards=len(cards))
    _open_card(state, eligible[0], log)
    _run_standing(state, log)
    return True


def _charity(state: ClassicState, log: EventLog) -> None:
    """VIII.I: a player with no spice collects two from the bank; XV.B.2: the Bene
    Gesserit, with coexistence, from the second turn whatever they hold."""
    for player in map(state.players.__getitem__, playing(state)):
        always = coexist.charity(state, player.faction)
        if always or (state.options.auto_charity and player.spice == 0):
            player.spice += 2
            state.bank -= 2
            why = " (XV.B.2)" if always else ""
            log.public("charity", T("classic-charity", faction=faction_word(player.faction),
                                    why=why), faction=player.faction)


def _open_card(state: ClassicState, opener: Faction, log: EventLog) -> None:
    b = state.bidding
    assert b is not None
    b.opener = b.turn = opener
    b.high_bid, b.high_bidder, b.passes = 0, None, 0
    b.karama_buyer = None
    b.standing = {f: v for f, v in b.standing.items() if v == PASS_ROUND}
    b.standing.update({f: v for f, v in b.round_limits.items() if f not in b.standing})
    card = b.cards[b.index]
    log.public("card_up", T("classic-card-up", index=b.index + 1, count=len(b.cards),
                            opener=faction_word(opener)), index=b.index, opener=opener)
    atreides = player_in_game(state, Faction.ATREIDES)
    if atreides and not b.no_peek:
        # Atreides shield: they see each card as it comes up for bid.
        log.private(atreides.seat, "prescience_card",
                    T("classic-prescience-card", index=b.index + 1, card=card_word(card)),
                    card=card, index=b.index)


def bidders(state: ClassicState) -> list[Faction]:
    return [f for f in storm_order(state) if can_bid(state, f)]


def _seated_bidders(state: ClassicState) -> tuple[list[Faction], list[Faction]]:
    """The seating order, and the bidders in it (`bidders`: `can_bid` leaves out a player
    out of the game, as the storm order does): the order sorted once for both."""
    order = seating_order(state)
    return order, [f for f in order if can_bid(state, f)]


def bid(state: ClassicState, faction: Faction, amount: int, log: EventLog) -> None:
    b = turn_of(state, faction)
    spice = support.available(state, faction)
    if amount <= b.high_bid:
        raise RuleError(T("classic-bid-more-or-pass", bid=b.high_bid), rule="VIII.B.2",
                        hint=T("classic-bid-from-to", low=b.high_bid + 1, high=spice)
                        if spice > b.high_bid
                        else T("classic-you-have-pass", means=support.means(state, faction)))
    if amount > spice and b.karama_buyer != faction:
        raise RuleError(T("classic-you-have-only", means=support.means(state, faction)),
                        rule="VIII.C, XII.E.3",
                        hint=T("classic-bid-at-most", count=spice) if spice > b.high_bid
                        else T("classic-pass"))
    _record_bid(state, faction, amount, log)
    _run_standing(state, log)


def _record_bid(state: ClassicState, faction: Faction, amount: int, log: EventLog) -> None:
    b = state.bidding
    assert b is not None
    b.high_bid, b.high_bidder, b.passes = amount, faction, 0
    log.public("bid", T("classic-bids", faction=faction_word(faction), amount=amount),
               faction=faction, amount=amount)
    _next_bidder(state, log)


def pass_(state: ClassicState, faction: Faction, log: EventLog) -> None:
    turn_of(state, faction)
    _record_pass(state, faction, log)
    _run_standing(state, log)


def _record_pass(state: ClassicState, faction: Faction, log: EventLog) -> None:
    b = state.bidding
    assert b is not None
    b.passes += 1
    log.public("pass", T("classic-passes", faction=faction_word(faction)), faction=faction)
    _next_bidder(state, log)


def turn_of(state: ClassicState, faction: Faction) -> Bidding:
    b = state.bidding
    if state.phase != Phase.BIDDING or b is None:
        raise RuleError(T("classic-no-card-up"), rule="VIII")
    if faction in state.silenced:
        raise RuleError(T("classic-cards-silenced-no-bid"), rule="THE DUEL VIII.3")
    if not can_bid(state, faction):
        raise RuleError(T("classic-hand-full"), rule="VIII.G")
    if b.turn != faction:
        assert b.turn is not None
        raise RuleError(T("classic-turn-to-bid", faction=faction_word(b.turn)),
                        rule="VIII.B.2", hint=T("classic-standing-bid-hint"))
    return b


def _next_bidder(state: ClassicState, log: EventLog) -> None:
    b = state.bidding
    assert b is not None and b.turn is not None
    order, active = _seated_bidders(state)
    if b.high_bidder is not None and b.passes >= len(active) - 1:
        _sell(state, log)
        return
    if b.high_bidder is None and b.passes >= len(active):
        _all_passed(state, log)
        return
    b.turn = _after(order, active, b.turn)


def _after(order: list[Faction], active: list[Faction], current: Faction) -> Faction:
    """The next of `active` after `current` in the seating `order` (which holds every
    seat: `current` may have gone out of the game)."""
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
    emperor = player_in_game(state, Faction.EMPEROR)
    if b.karama_buyer == buyer:
        price, paid_to = 0, T("classic-paid-to-nobody")
    elif emperor and buyer != Faction.EMPEROR:
        support.charge(state, buyer, price, log)
        emperor.spice += price  # Emperor shield: spice paid for cards goes to the Emperor.
        paid_to = T("classic-paid-to-emperor")
    else:
        support.charge(state, buyer, price, log)
        state.bank += price
        paid_to = T("classic-paid-to-bank")
    log.public("card_sold", T("classic-card-sold", faction=faction_word(buyer),
                              index=b.index + 1, count=price, paid_to=paid_to),
               faction=buyer, price=price, index=b.index)
    log.private(player.seat, "card", T("classic-you-bought", card=card_word(card)), card=card)
    if buyer == Faction.HARKONNEN and b.no_bonus:
        b.no_bonus = False
        log.public("harkonnen_bonus", T("classic-no-bonus-card"))
    elif buyer == Faction.HARKONNEN and can_bid(state, buyer):
        # Harkonnen shield: a free extra card with every card bought.
        before = len(player.hand)
        deal_treachery(state, player, 1, log)
        if len(player.hand) > before:
            log.public("harkonnen_bonus", T("classic-bonus-card"))
    b.index += 1
    _next_card(state, log)


def _next_card(state: ClassicState, log: EventLog) -> None:
    """VIII.D: the next card is opened by the next eligible player after the last opener."""
    b = state.bidding
    assert b is not None and b.opener is not None
    if b.index >= len(b.cards):
        _close(state, log)
        return
    order, active = _seated_bidders(state)
    if not active:
        _return_cards(state, log, T("classic-every-hand-full"))
        return
    _open_card(state, _after(order, active, b.opener), log)


def _all_passed(state: ClassicState, log: EventLog) -> None:
    """VIII.E: a card passed by everyone ends the round; unsold cards return to the deck."""
    _return_cards(state, log, T("classic-passed-by-everyone"))


def _return_cards(state: ClassicState, log: EventLog, why: Text) -> None:
    b = state.bidding
    assert b is not None
    unsold = b.cards[b.index:]
    state.treachery_deck.extend(reversed(unsold))
    b.index = len(b.cards)
    log.public("bidding_over", T("classic-bidding-ends", why=why, count=len(unsold)),
               returned=len(unsold))
    _close(state, log, announce=False)


def _close(state: ClassicState, log: EventLog, announce: bool = True) -> None:
    b = state.bidding
    assert b is not None
    b.turn = None
    if announce:
        log.public("bidding_over", T("classic-bidding-over"))


def skip_full_hand(state: ClassicState, log: EventLog) -> bool:
    """VIII.G: a bidder whose hand became full while the bid was his (a moderator gave him a
    card) passes by himself, so the auction never waits for a seat that may not bid. The
    skip is not counted as a pass: the others still get their say. True if it acted."""
    b = state.bidding
    if state.phase != Phase.BIDDING or b is None or b.turn is None or can_bid(state, b.turn):
        return False
    words = ("classic-leaders-out-no-bid" if b.turn in state.out  # THE DUEL VII
             else "classic-cards-silenced-passed" if b.turn in state.silenced  # VIII.3
             else "classic-hand-full-no-bid")  # VIII.G
    log.public("pass", T(words, faction=faction_word(b.turn)), faction=b.turn)
    _next_bidder(state, log)
    _run_standing(state, log)
    return True


def finished(state: ClassicState) -> bool:
    return state.bidding is None or state.bidding.turn is None


def check_standing(state: ClassicState, faction: Faction) -> None:
    b = state.bidding
    if state.phase != Phase.BIDDING or b is None or b.turn is None:
        raise RuleError(T("classic-standing-during-bidding"), rule="VIII")


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
        log.private(seat, "standing", T("classic-standing-cleared"))
        return
    if words == ["pass"]:
        b.standing[faction] = PASS_ROUND
        b.round_limits.pop(faction, None)
        log.private(seat, "standing", T("classic-standing-pass"))
    elif words and words[0].isdigit() and int(words[0]) >= 1 and words[1:] in ([], ["round"]):
        limit = int(words[0])
        b.standing[faction] = limit
        if words[1:]:
            b.round_limits[faction] = limit
            log.private(seat, "standing", T("classic-standing-round", limit=limit))
        else:
            log.private(seat, "standing", T("classic-standing-card", limit=limit))
    else:
        raise RuleError(T("classic-not-standing", instruction=instruction),
                        hint=T("classic-standing-usage"))
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

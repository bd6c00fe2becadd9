"""VIII: what the bot bids for a treachery card, within a plan: a budget from its spice,
less what it keeps to ship when a stronghold is open or a win must be stopped, capped by
what a card is worth to it (nothing once its hand is full). A card it wants but cannot
reach within the plan is bought with a Karama instead (pad B.6.A.5), then bid for free."""

from __future__ import annotations

from engine.core import Command
from engine.core.ruleset import Seen

from ..data import TREACHERY_CARDS
from ..data.cards import CardKind
from ..protocol.commands import Bid, Karama, Pass
from .position import Position

CARD_WORTH = 4
"""What a card is worth to a seat holding few (spice); one less for each card held."""
KNOWN = {CardKind.WEAPON: 2, CardKind.DEFENSE: 1, CardKind.SPECIAL: 1,
         CardKind.LEADER_SUBSTITUTE: 0, CardKind.WORTHLESS: None}
"""Atreides (pad, Atreides 1: they look at each card up for bid): what a seen card adds to
the worth of a card (None: worthless, not bought)."""
SHIP_KEEP = 4
"""The spice kept to ship a few tokens into a stronghold (IX.C.1: one spice a token)."""


def keep(pos: Position) -> int:
    """The spice not to spend on cards: enough to ship into a stronghold when one is open
    or a win must be stopped and tokens wait in reserve (the Fremen ship free, IX.C.1 pad;
    the Guild pay half)."""
    if pos.me == "fremen" or pos.reserves == 0:
        return 0
    if pos.threats or pos.open_strongholds():
        return SHIP_KEEP // 2 if pos.me == "guild" else SHIP_KEEP
    return 0


def worth(pos: Position) -> int:
    """What the card up now is worth to the bot in spice, whatever its purse: nothing with
    a full hand or a card the Atreides see is worthless."""
    held = len(pos.hand)
    if held >= pos.hand_limit:
        return 0
    value = CARD_WORTH + (2 if pos.me == "emperor" else 0) - min(held, 3)
    if pos.me == "harkonnen":
        value += 1
    peeked = pos.private.get("card_up_for_bid")
    if peeked in TREACHERY_CARDS:
        extra = KNOWN[TREACHERY_CARDS[peeked].kind]
        if extra is None:
            return 0
        value += extra
    return max(0, value)


def budget(pos: Position) -> int:
    """The most the bot will bid for the card up now."""
    return max(0, min(worth(pos), pos.spice - keep(pos)))


def bid(seen: Seen, pos: Position) -> Command | None:
    """The lowest raise within the budget, else a Karama to buy the card free when it is
    wanted but out of reach (pad B.6.A.5), else a pass. A Karama buyer pays nothing, so
    any raise is within its budget."""
    bids = sorted(seen.of(Bid), key=lambda b: b.amount)
    free = (pos.public.get("bidding") or {}).get("karama_buyer") == pos.me
    within = [b for b in bids if free or b.amount <= budget(pos)]
    if within:
        return within[0]
    buy = Karama(use="buy")
    if worth(pos) > 0 and buy in seen.legal:
        return buy
    return Pass() if Pass() in seen.legal else None

"""THE SPICE HARVEST's pre-game, played for the opening it buys: the spice left at its end
goes back to the box (V.5), so the bot spends it on Access cards within a budget spread
over the auctions still to come, keeps its reports honest (a dishonest one is voted down
and the post lost, V.2.b.3), accepts honest-looking reports, and commits its troop cards
behind every stronghold card it holds (V.6)."""

from __future__ import annotations

from typing import Any

from engine.core import Command
from engine.core.ruleset import Seen

from ..data.harvest import HARVESTS
from ..protocol.harvest_commands import (
    BidAccess,
    Buy,
    Commit,
    PassAccess,
    Report,
    Sell,
    Tax,
    Vote,
)
from ..protocol.placement_commands import CommitTroops, DoneTrading
from .position import Position

NOTHING = "nothing"
"""The commitment of no troops (V.6.a)."""
SHORTED = 0.5
"""A share below this part of an even share of the announcement is taken for a report
whose shares fall short of it (V.2.a): the vote is no."""


def commit(seen: Seen, pos: Position) -> Command | None:
    """IV.4: the post is paid to a rival and an honest Manager keeps only the 3-spice fee
    a harvest, so the bot commits nothing and keeps its spice for the Access cards."""
    return next((c for c in seen.of(Commit) if c.amount == 0), None)


def tax(seen: Seen, pos: Position) -> Command | None:
    """V.1.a: one spice keeps the post (and its fees) when the Manager can pay it."""
    options = seen.of(Tax)
    return next((c for c in options if c.yes), next(iter(options), None))


def sell(seen: Seen, pos: Position) -> Command | None:
    """VI.3: the Guild always offers the extra card, at the lowest fee a Manager is
    likeliest to pay."""
    offers = [c for c in seen.of(Sell) if c.fee > 0]
    return min(offers, key=lambda c: c.fee, default=None)


def buy(seen: Seen, pos: Position) -> Command | None:
    """VI.3: an honest Manager shares out the whole harvest, so a larger one is worth
    nothing to it: the fee is declined."""
    return next((c for c in seen.of(Buy) if not c.yes), None)


def report(seen: Seen, pos: Position) -> Command | None:
    """V.1: the truth, shared as evenly as the cards allow (the first report offered)."""
    return next(iter(seen.of(Report)), None)


def vote(seen: Seen, pos: Position) -> Command | None:
    """V.2.a: yes, unless the seat's share is far below an even share of the
    announcement, which shows shares that do not add up to it."""
    announced = int(_harvest(pos).get("announced") or 0)
    share = sum(pos.private.get("shares", []))
    others = max(1, len(pos.factions) - 1)
    shorted = announced > 0 and share < SHORTED * announced / others
    return next((c for c in seen.of(Vote) if c.yes != shorted), None)


def bid_access(seen: Seen, pos: Position) -> Command | None:
    """V.3.a: the seat bids up to its spice spread over its fair part of the Access cards
    still to be sold (leftover spice is worthless, V.5), and passes beyond."""
    auction = _harvest(pos).get("auction") or {}
    high = int(auction.get("high_bid", 0))
    if high + 1 <= _budget(pos, auction):
        raise_ = next((c for c in seen.of(BidAccess) if c.amount == high + 1), None)
        if raise_ is not None:
            return raise_
    return next(iter(seen.of(PassAccess)), None)


def trade(seen: Seen, pos: Position) -> Command | None:
    """V.4: no trade offered blind: the others' cards are unknown."""
    return next(iter(seen.of(DoneTrading)), None)


def commit_troops(seen: Seen, pos: Position) -> Command | None:
    """V.6.a: every stronghold card backed by troops (the plan that spreads them most): a
    stronghold held at the start counts toward the win (IV)."""
    plans = [c for c in seen.of(CommitTroops) if c.plan != NOTHING]
    return max(plans, key=lambda c: c.plan.count(","), default=None) or next(
        iter(seen.of(CommitTroops)), None)


def _budget(pos: Position, auction: dict[str, Any]) -> int:
    harvest = _harvest(pos)
    players = max(1, len(pos.factions))
    rounds_after = max(0, HARVESTS - int(harvest.get("round", 1)))
    left = int(auction.get("cards", players)) - int(auction.get("index", 0))
    mine = max(1.0, (left + rounds_after * players) / players)
    return max(1, round(pos.spice / mine))


def _harvest(pos: Position) -> dict[str, Any]:
    return dict(pos.public.get("harvest") or {})

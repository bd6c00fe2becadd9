"""XII.E.3-4: allies pay for each other's treachery cards and shipments.

A player pledges spice to an ally (`support <ally> <amount>`): the spice is set aside at once,
so a bid it backs can always be paid. The ally's bids and shipments may cost up to his own
spice plus what is set aside for him; he pays from his own spice first. What is left returns
to the giver at the end of the turn, when the alliance breaks, or when the pledge is lowered.
"""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T, Text, listing

from ..board import forces
from ..data import Faction
from ..data.words import faction_word
from ..model.state import ClassicState
from .common import check_free
from .moderator import faction_in_game


def pledge(state: ClassicState, giver: Faction, who: str, amount: int, log: EventLog) -> None:
    ally = faction_in_game(state, who)
    check(state, giver, ally, amount)
    delta = amount - state.support.get(ally, {}).get(giver, 0)
    state.players[giver].spice -= delta
    pledges = state.support.setdefault(ally, {})
    if amount:
        pledges[giver] = amount
    else:
        pledges.pop(giver, None)
    text = T("classic-sets-aside", giver=faction_word(giver), count=amount,
             ally=faction_word(ally))
    for f in (giver, ally):
        log.private(state.players[f].seat, "support", text, giver=giver, ally=ally, n=amount)


def check(state: ClassicState, giver: Faction, ally: Faction, amount: int) -> None:
    """Raise unless this pledge may be made (or lowered) now."""
    if ally not in forces.allies(state, giver):
        raise RuleError(T("classic-not-your-ally", faction=faction_word(ally)), rule="XII.E.3")
    held = state.support.get(ally, {}).get(giver, 0)
    delta = amount - held
    if delta > state.players[giver].spice:
        raise RuleError(T("classic-only-spice-to-pledge", count=state.players[giver].spice),
                        rule="XII.E.3")
    check_free(state, giver, delta)
    b = state.bidding
    if delta < 0 and b is not None and b.turn is not None and b.high_bidder == ally \
            and b.high_bid > available(state, ally) + delta:
        raise RuleError(T("classic-pledge-backs-bid", faction=faction_word(ally),
                          bid=b.high_bid), rule=T("classic-rule-deals-honoured"))


def allowed(state: ClassicState, giver: Faction, ally: Faction, amount: int) -> bool:
    try:
        check(state, giver, ally, amount)
    except RuleError:
        return False
    return True


def escrow(state: ClassicState) -> int:
    return sum(n for pledges in state.support.values() for n in pledges.values())


def available(state: ClassicState, faction: Faction) -> int:
    """Spice this faction may spend on cards and shipments, allies' pledges included."""
    return state.players[faction].spice + sum(state.support.get(faction, {}).values())


def means(state: ClassicState, faction: Faction) -> Text:
    """What this faction may spend on cards and shipments, worded for its refusals: its own
    spice, and its allies' pledges only when it has allies (XII.E.3-4)."""
    own = state.players[faction].spice
    pledges = state.support.get(faction, {})
    if pledges:
        given = listing([T("classic-pledged-from", count=n, faction=faction_word(g))
                         for g, n in pledges.items()])
        return T("classic-means-pledged", count=own + sum(pledges.values()), own=own,
                 given=given)
    if forces.allies(state, faction):
        return T("classic-means-none-pledged", count=own)
    return T("classic-means", count=own)


def charge(state: ClassicState, faction: Faction, amount: int, log: EventLog) -> None:
    """Take `amount` from the faction, then from what allies set aside; the caller credits
    the payee."""
    own = min(amount, state.players[faction].spice)
    state.players[faction].spice -= own
    left = amount - own
    pledges = state.support.get(faction, {})
    for giver in list(pledges):
        if not left:
            break
        paid = min(pledges[giver], left)
        pledges[giver] -= paid
        left -= paid
        if not pledges[giver]:  # spent: no empty pledge is kept
            del pledges[giver]
        log.public("ally_pays", T("classic-ally-pays", giver=faction_word(giver), count=paid,
                                  ally=faction_word(faction)), giver=giver, ally=faction, n=paid)
    if not pledges:
        state.support.pop(faction, None)
    if left:
        raise AssertionError("charged more than the spice available")


def release(state: ClassicState, faction: Faction | None = None) -> None:
    """Return what is set aside to the givers: all of it, or what involves one faction."""
    for ally in list(state.support):
        for giver in list(state.support[ally]):
            if faction is None or faction in (ally, giver):
                state.players[giver].spice += state.support[ally].pop(giver)
        if not state.support[ally]:
            del state.support[ally]

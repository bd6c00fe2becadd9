"""THE SPICE HARVEST in the views: what the table sees of the pre-game, what each seat
holds of it (its commitment, its Share cards, its vote, its Access cards; the Manager's
Harvest cards; the Bene Gesserit's and the Atreides' sights, VI.1-2), its sheet section
and the status line, which speaks of the harvest, not of a turn, before turn 1."""

from __future__ import annotations

from typing import Any

from engine.core.ruleset import SheetSection
from engine.core.words import Say, T, Text, joined

from ..data import Faction
from ..data.harvest import HARVESTS, access_word, harvest_word
from ..data.words import faction_word
from ..model.harvest import Harvest
from ..model.state import ClassicState


def public(state: ClassicState) -> dict[str, Any]:
    """What the table sees of the pre-game (only while it is played)."""
    h = state.harvest
    assert h is not None
    a = h.auction
    return {
        "round": h.round,
        "manager": h.manager.value if h.manager else None,
        "step": h.step,
        "committed": [f.value for f in h.commitments],
        "fee": h.fee,
        "extra_card": len(h.drawn) > 1,
        "announced": h.announced,
        "voted": [f.value for f in h.votes],
        "looked": h.looked.value if h.looked else None,
        "caught": h.caught,
        "worm": h.worm,
        "harvest_deck": len(h.harvest_deck),
        "access_deck": len(h.access_deck),
        "access_held": {f.value: len(cards) for f, cards in h.access.items()},
        "auction": None if a is None else {
            "cards": len(a.cards), "index": a.index,
            "turn": a.turn.value if a.turn else None, "high_bid": a.high_bid,
            "high_bidder": a.high_bidder.value if a.high_bidder else None,
            "looked": a.looked},
    }


def private(state: ClassicState, faction: Faction) -> dict[str, Any]:
    """The seat's own part of the pre-game (empty outside it)."""
    h = state.harvest
    if h is None:
        return {}
    out: dict[str, Any] = {"access": list(h.access.get(faction, []))}
    if faction in h.commitments:
        out["committed"] = h.commitments[faction]
    if faction == h.manager and h.drawn and not h.worm:
        out["harvest_cards"] = list(h.drawn)
        if h.shares:
            out["shares_given"] = {f.value: list(c) for f, c in h.shares.items()}
    if faction in h.shares:
        out["shares"] = list(h.shares[faction])
    if faction in h.votes:
        out["vote"] = h.votes[faction]
    if faction == Faction.ATREIDES and h.looked is not None and h.looked in h.shares:
        out["shares_seen"] = {h.looked.value: list(h.shares[h.looked])}
    if faction == Faction.BENE_GESSERIT and h.seen:
        out["access_seen"] = {f.value: list(c) for f, c in h.seen.items()}
    return out


def section(state: ClassicState, mine: dict[str, Any]) -> SheetSection | None:
    """The sheet's lines of the pre-game, from the seat's private view."""
    h = state.harvest
    if h is None:
        return None
    lines: list[Say] = [status(h)]
    if "committed" in mine:
        lines.append(T("classic-harvest-sheet-committed", count=mine["committed"]))
    if "harvest_cards" in mine:
        lines.append(T("classic-harvest-sheet-cards", cards=joined(
            [harvest_word(c) for c in mine["harvest_cards"]], " + ")))
    if "shares" in mine:
        lines.append(_share_line(T("classic-harvest-sheet-yours"), mine["shares"]))
    for name, cards in mine.get("shares_seen", {}).items():
        lines.append(_share_line(faction_word(name), cards))
    if "vote" in mine:
        lines.append(T("classic-harvest-you-vote-yes" if mine["vote"]
                       else "classic-harvest-you-vote-no"))
    cards = mine["access"]
    lines.append(T("classic-harvest-sheet-access", count=len(cards),
                   cards=joined([access_word(c) for c in cards], ", ") if cards
                   else T("classic-sheet-none")))
    for name, seen in mine.get("access_seen", {}).items():
        lines.append(T("classic-harvest-sheet-seen", faction=faction_word(name),
                       cards=joined([access_word(c) for c in seen], ", ")))
    return SheetSection(title=T("classic-harvest-sheet-title"), lines=tuple(lines))


def _share_line(whose: Text, cards: list[int]) -> Text:
    return T("classic-harvest-sheet-share", whose=whose, cards="+".join(map(str, cards)),
             count=sum(cards))


def status(h: Harvest) -> Text:
    """The pre-game's public line: which harvest, and who manages it."""
    if h.manager is None:
        return T("classic-harvest-status-choosing")
    return T("classic-harvest-status", round=h.round, count=HARVESTS,
             manager=faction_word(h.manager))

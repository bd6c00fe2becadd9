"""THE SPICE HARVEST on a seat's sheet until the strongholds are read out (V.4-6): its
Access cards, its open offers and its commitment, from its private view."""

from __future__ import annotations

from typing import Any

from engine.core.ruleset import SheetSection
from engine.core.words import Say, T

from ..data.words import faction_word
from ..phases.access import cards_word
from ..phases.placement import commitment_word


def section(mine: dict[str, Any]) -> SheetSection | None:
    if "access" not in mine:
        return None
    lines: list[Say] = [cards_word(mine["access"])]
    for offer in mine.get("offers", []):
        if "from" in offer:
            gives = offer["gives"]
            offered = (T("classic-placement-offered-shown", gives=cards_word(gives))
                       if isinstance(gives, list)
                       else T("classic-placement-offered-unseen", count=gives))
            lines.append(T("classic-sheet-offer-from", faction=faction_word(offer["from"]),
                           offered=offered, takes=cards_word(offer["takes"])))
        else:
            lines.append(T("classic-sheet-offer-to", faction=faction_word(offer["to"]),
                           gives=cards_word(offer["gives"]), takes=cards_word(offer["takes"])))
    if "commitment" in mine:
        lines.append(T("classic-sheet-commitment", plan=commitment_word(mine["commitment"])))
    return SheetSection(title=T("classic-sheet-access"), lines=tuple(lines))

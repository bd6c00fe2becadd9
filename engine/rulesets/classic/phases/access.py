"""THE SPICE HARVEST's Access cards by name (III.3): a stronghold card is named after its
stronghold (`Arrakeen`), a troop card after its troops (`5 troops`), as the harvest's
deck names them. How a player types
them, how the catalogue words them, and a hand of them as a multiset (the deck holds two
cards of each stronghold and several of each troop strength)."""

from __future__ import annotations

import re
from collections import Counter

from engine.core import RuleError
from engine.core.words import T, Text, joined

from ..board.strongholds import WITH_SIETCHES
from ..data import UnknownName, resolve_territory
from ..data.words import place_word
from .common import unknown

TROOPS = " troops"
_TYPED_TROOPS = re.compile(r"^(?:troops?\s+)?(\d{1,2})(?:\s+troops?)?$")


def troops(card: str) -> int | None:
    """The troops on a troop card; None for a stronghold card."""
    return int(card[:-len(TROOPS)]) if card.endswith(TROOPS) else None


def troop_card(n: int) -> str:
    return f"{n}{TROOPS}"


def order(card: str) -> tuple[int, int, str]:
    """Hands are kept sorted (equal hands serialise alike): strongholds by name, then
    troop cards from the largest."""
    n = troops(card)
    return (0, 0, card) if n is None else (1, -n, "")


def sort(cards: list[str]) -> list[str]:
    return sorted(cards, key=order)


def access_word(card: str) -> Text:
    n = troops(card)
    return place_word(card) if n is None else T("classic-placement-troop-card", count=n)


def cards_word(cards: list[str]) -> Text:
    """Access cards one after another (`Arrakeen, 5 troops`), or none."""
    if not cards:
        return T("classic-placement-no-access")
    return joined([access_word(c) for c in sort(cards)], ", ")


def holds(hand: list[str], cards: list[str]) -> bool:
    """Every card named is in the hand, counting duplicates."""
    return not Counter(cards) - Counter(hand)


def without(hand: list[str], cards: list[str]) -> list[str]:
    """The hand less the cards (which it holds)."""
    return sort(list((Counter(hand) - Counter(cards)).elements()))


def read_card(text: str) -> str:
    """One Access card as typed: a stronghold's name, or a troop strength (`5`, `troops 5`,
    `5 troops`)."""
    typed = text.strip().lower()
    match = _TYPED_TROOPS.match(typed)
    if match:
        return troop_card(int(match.group(1)))
    try:
        name = resolve_territory(typed)
    except UnknownName as err:
        raise RuleError(unknown(err), hint=T("classic-placement-card-names")) from None
    if name not in WITH_SIETCHES:
        raise RuleError(T("classic-placement-not-access", territory=place_word(name)),
                        hint=T("classic-placement-card-names"))
    return name


def read_cards(text: str) -> list[str]:
    """Access cards separated by commas."""
    return [read_card(part) for part in text.split(",") if part.strip()]

"""The arguments a card acts on, checked: a unit of one's own or an enemy's, of the kinds
the card names, a hex of the map, another seat. Each refusal says what the card needs."""

from __future__ import annotations

from collections.abc import Iterable

from engine.core import RuleError
from engine.core.names import UnknownName, resolve_name

from . import hexes
from .data.counters import Kind
from .deck import KIND
from .state import SantiniState, Unit
from .words import T, card_word, kind_word, listing, rule

CARTE = "Carte"


def _kinds(kinds: Iterable[Kind]) -> object:
    return listing([kind_word(k) for k in kinds])


def unit(state: SantiniState, seat: str, unit_id: str | None, card: str, *,
         kinds: Iterable[Kind], own: bool, on_map: bool = True) -> Unit:
    """A counter named for the card: the seat's own (or an enemy's), of those kinds, on the
    map when `on_map` (else anywhere, the dead too)."""
    kinds = tuple(kinds)
    found = state.units.get(unit_id or "")
    faction = state.players[seat].faction
    if (found is None or (found.faction == faction) != own or found.kind not in kinds
            or (on_map and not found.on_map)):
        key = "santini-card-needs-own" if own else "santini-card-needs-enemy"
        raise RuleError(T(key, card=card_word(card), kinds=_kinds(kinds),
                          unit=unit_id or "-"), rule=rule(CARTE))
    return found


def hex_(state: SantiniState, name: str | None, card: str) -> str:
    if name is None or not hexes.is_hex(name) or name not in state.map.terrain:
        raise RuleError(T("santini-card-needs-hex", card=card_word(card)), rule=rule(CARTE))
    return name


def seat(state: SantiniState, me: str, name: str | None, card: str) -> str:
    if name is None or name not in state.players or name == me:
        raise RuleError(T("santini-card-needs-seat", card=card_word(card),
                          seats=listing([s for s in state.order if s != me])),
                        rule=rule(CARTE))
    return name


def in_hand(state: SantiniState, seat: str, typed: str) -> str:
    """The card of the seat's hand that `typed` names (a unique beginning or a small typo
    will do)."""
    hand = state.players[seat].hand
    try:
        return resolve_name(typed, hand, "card in your hand")
    except UnknownName:
        raise RuleError(T("santini-card-not-held", card=card_word(typed)),
                        hint=T("santini-hand-is", count=len(hand))) from None


def card_name(typed: str) -> str:
    """A card of the game that `typed` names; as typed when it names none (then no card
    fits it)."""
    try:
        return resolve_name(typed, KIND, "card")
    except UnknownName:
        return typed

"""Conservation laws of the physical game, checked after every command in tests and
simulations: nothing is created or lost except by the rules."""

from __future__ import annotations

from collections import Counter

from . import forces
from .data import LEADERS, SPICE_DECK, TOKENS_PER_FACTION, TREACHERY_DECK
from .state import SPICE_SUPPLY, ClassicState


def problems(state: ClassicState) -> list[str]:
    """Every broken invariant, in words; empty when the state is sound."""
    out: list[str] = []
    for faction, player in state.players.items():
        total = forces.on_planet(state, faction) + player.reserves + player.tanks
        if total != TOKENS_PER_FACTION:
            out.append(f"{faction.value}: {total} tokens accounted for, not 20")
        if min(player.spice, player.reserves, player.tanks) < 0:
            out.append(f"{faction.value}: negative spice, reserves or tanks")
        if any(LEADERS[n].faction != faction for n in player.leaders_in_tanks):
            out.append(f"{faction.value}: another faction's leader in its tanks")
    board = sum(n for sectors in state.spice.values() for n in sectors.values())
    held = sum(p.spice for p in state.players.values()) + sum(
        n for pledges in state.support.values() for n in pledges.values())
    if state.bank + board + held != SPICE_SUPPLY:
        out.append(f"spice: bank {state.bank} + board {board} + players {held} != {SPICE_SUPPLY}")
    up = state.bidding.cards[state.bidding.index:] if state.bidding else []
    cards = Counter(state.treachery_deck + state.treachery_discard + state.removed_cards + up)
    for player in state.players.values():
        cards.update(player.hand)
    if cards != Counter(TREACHERY_DECK):
        out.append(f"treachery cards: {sorted((cards - Counter(TREACHERY_DECK)).elements())} "
                   f"extra, {sorted((Counter(TREACHERY_DECK) - cards).elements())} missing")
    if Counter(state.spice_deck + state.spice_discard) != Counter(SPICE_DECK):
        out.append("spice deck: cards missing or duplicated")
    for territory, sectors in state.forces.items():
        for sector, stack in sectors.items():
            if not stack or any(n <= 0 for n in stack.values()):
                out.append(f"{territory} {sector}: empty or non-positive stack")
    return out

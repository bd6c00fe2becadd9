"""A copy of a Diuna game with every secret one seat may not know dealt anew: the decks'
order, the other seats' battle and market cards, traitor cards kept and drawn, and their
battle plans before the reveal. The secrecy checks compare what the seat is shown in both."""

from __future__ import annotations

import random

from .state import DiunaState, Plan
from .view import revealed


def disguise(state: DiunaState, seat: str | None, rng: random.Random) -> DiunaState:
    other = state.model_copy(deep=True)
    others = [p for s, p in other.players.items() if s != seat]
    decks = other.decks
    rng.shuffle(decks.spice)
    shown = _shown(other)
    decks.battle = _deal(rng, decks.battle, [p.battle_cards for p in others],
                         [shown.get(p.seat, []) for p in others])
    decks.market = _deal(rng, decks.market, [p.market_cards for p in others])
    decks.traitors = _deal(rng, decks.traitors, [p.traitors for p in others]
                           + [p.drawn for p in others])
    fight = other.fight
    if fight is not None and not revealed(other):
        for planner in list(fight.plans):
            if planner != seat:
                fight.plans[planner] = Plan(forces=rng.randint(0, 3))
    return other


def _shown(state: DiunaState) -> dict[str, list[str]]:
    """Seat -> the battle cards of its revealed plan, which stay in its hand, face up, until
    the battle is resolved."""
    fight = state.fight
    if fight is None or not revealed(state):
        return {}
    return {s: [n for n in (p.weapon, p.defence) if n] for s, p in fight.plans.items()}


def _deal(rng: random.Random, deck: list[str], hands: list[list[str]],
          kept: list[list[str]] | None = None) -> list[str]:
    """Shuffle the deck with the hands (but for the cards each hand shows: `kept`), deal
    each hand as many cards as it held; the rest is the deck."""
    kept = kept or [[] for _ in hands]
    pool = deck + [name for hand in hands for name in hand]
    for shown in kept:
        for name in shown:
            pool.remove(name)
    rng.shuffle(pool)
    for hand, shown in zip(hands, kept, strict=True):
        count = len(hand) - len(shown)
        hand[:] = shown + pool[:count]
        del pool[:count]
    return pool

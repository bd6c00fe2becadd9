"""A copy of a Diuna game with every secret one seat may not know dealt anew: the decks'
order, the other seats' battle and market cards, traitor cards kept and drawn, and their
battle plans before the reveal, their standing orders, and in the alliances game which
leaders the other alliance drew. The secrecy checks compare what the seat is shown in both."""

from __future__ import annotations

import random

from .standing import ORDERS
from .state import DiunaState, Plan
from .view import revealed


def disguise(state: DiunaState, seat: str | None, rng: random.Random) -> DiunaState:
    other = state.model_copy(deep=True)
    others = [p for s, p in other.players.items() if s != seat]
    decks = other.decks
    rng.shuffle(decks.spice)
    for player in others:
        if player.ally is not None:
            _redraw_roster(other, player.seat, seat, rng)
    shown = _shown(other)
    decks.battle = _deal(rng, decks.battle, [p.battle_cards for p in others],
                         [shown.get(p.seat, []) for p in others])
    decks.market = _deal(rng, decks.market, [p.market_cards for p in others])
    decks.traitors = _deal(rng, decks.traitors, [p.traitors for p in others]
                           + [p.drawn for p in others])
    for player in others:
        player.orders = [order for order in ORDERS if rng.random() < 0.5]
    fight = other.fight
    if fight is not None and not revealed(other):
        for planner in list(fight.plans):
            if planner != seat:
                fight.plans[planner] = Plan(forces=rng.randint(0, 3))
    return other


def _redraw_roster(state: DiunaState, owner: str, seat: str | None,
                   rng: random.Random) -> None:
    """Sojusznicy, Przywódcy: an alliance's leaders are drawn in secret from both factions'.
    Those `seat` cannot know (not dead, not fought this round, not its own traitor cards)
    are swapped among themselves and the leaders left out of the game, the new names
    written wherever the old ones stood (the roster, the board, the traitor cards)."""
    player = state.players[owner]
    known = {*player.dead, *state.fought}
    if seat in state.players:
        known |= {*state.players[seat].traitors, *state.players[seat].drawn}
    fight = state.fight
    if fight is not None and revealed(state):
        known |= {p.leader for p in fight.plans.values() if p.leader}
    hidden = [n for n in player.roster if n not in known]
    rosters = {n for p in state.players.values() for n in p.roster}
    unused = [leader.name for leader in state.cards.leaders
              if leader.faction in (player.faction, player.ally) and leader.name not in rosters
              and leader.name not in known]
    names = hidden + unused
    rng.shuffle(names)
    rename = dict(zip(hidden, names, strict=False))
    for other in state.players.values():
        for names_held in (other.roster, other.leaders, other.traitors, other.drawn):
            names_held[:] = [rename.get(n, n) for n in names_held]
    state.decks.traitors = [rename.get(n, n) for n in state.decks.traitors]
    if fight is not None:
        for plan in fight.plans.values():
            plan.leader = rename.get(plan.leader, plan.leader) if plan.leader else None


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

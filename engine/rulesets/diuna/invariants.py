"""Broken invariants of a Diuna game, in words (empty when sound): every force, leader,
traitor card and battle and market card counted once, no negative spice, a battle fought
on one side of the storm, no battle left unfought."""

from __future__ import annotations

from collections import Counter

from .battle import battles_of, fronts, runs
from .board import count
from .state import DiunaState, Phase


def problems(state: DiunaState) -> list[str]:
    found: list[str] = []
    for player in state.players.values():
        on_board = sum(sum(by_faction.get(player.faction, {}).values())
                       for by_faction in state.forces.values())
        total = on_board + player.reserve + player.tanks
        if total != player.army:
            found.append(f"{player.faction} have {total} forces, not {player.army}")
        leaders = sorted(player.leaders + player.dead)
        own = sorted(player.roster)
        if leaders != own:
            found.append(f"{player.faction}'s leaders are {leaders}, not {own}")
        if player.spice < 0:
            found.append(f"{player.faction} have {player.spice} spice")
    found += _cards(state)
    found += _fight(state)
    found += _unfought(state)
    found += _passed(state)
    return found


def _passed(state: DiunaState) -> list[str]:
    """Faza bitwy: the battle advantage passes a seat once it has no battle left, so no two
    seats it has passed share a front (a battle that would never be fought)."""
    if state.phase != Phase.BATTLE:
        return []
    passed = state.order[:state.advantage]
    return [f"{seat} and {foe} share {name} with the battle advantage past both"
            for i, seat in enumerate(passed) for name, foe in battles_of(state, seat)
            if foe in passed[i + 1:]]


def _fight(state: DiunaState) -> list[str]:
    """Warunki rozpoczęcia bitwy, Dysk bitewny: the battle's sectors lie on one side of the
    storm, both sides have forces there, and no disk dials more than its side has there."""
    fight = state.fight
    if fight is None:
        return []
    if fight.sectors not in runs(state, fight.territory):
        return [f"the battle in {fight.territory} is fought across the storm"]
    found: list[str] = []
    for seat in fight.sides:
        there = count(state, fight.territory, state.players[seat].faction, tuple(fight.sectors))
        if not there:
            found.append(f"{seat} has no forces in the battle in {fight.territory}")
        if seat in fight.plans and fight.plans[seat].forces > there:
            found.append(f"{seat} dials {fight.plans[seat].forces} forces of {there} in "
                         f"{fight.territory}")
    return found


def _unfought(state: DiunaState) -> list[str]:
    """Faza bitwy: once the battles are over, no two factions still share a front."""
    if state.phase != Phase.COLLECTION:
        return []
    return [f"{' and '.join(sorted(front))} share {name} after the battles"
            for name in state.forces for front in fronts(state, name) if len(front) > 1]


def _cards(state: DiunaState) -> list[str]:
    found: list[str] = []
    players = list(state.players.values())
    battle = Counter(state.decks.battle + state.decks.battle_discard
                     + [n for p in players for n in p.battle_cards])
    if battle != Counter(c.name for c in state.cards.battle):
        found.append("the battle cards are not all there once")
    in_battle = [n for names in state.fight.played.values() for n in names] \
        if state.fight is not None else []
    market = Counter(state.decks.market + state.decks.market_discard + in_battle
                     + [n for p in players for n in p.market_cards])
    if market != Counter(c.name for c in state.cards.market):
        found.append("the market cards are not all there once")
    traitors = Counter(state.decks.traitors + [n for p in players for n in p.traitors + p.drawn])
    if traitors != Counter(n for p in players for n in p.roster):
        found.append("the traitor cards are not all there once")
    spice = sorted(state.decks.spice + state.decks.spice_discard)
    if spice != list(range(len(state.cards.spice))):
        found.append("the spice cards are not all there once")
    return found

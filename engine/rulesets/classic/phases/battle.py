"""X.A battle determination, and the battle round of this version.

Which territories must see battles is decided here by the rules (X.A.1-2). Resolving a
battle (plans, leaders, treachery) is the next part of the engine; until it lands the game
stops at the battle round and the moderator settles each battle with the fix commands, then
moves the game on with `force`.
"""

from __future__ import annotations

from engine.core import EventLog

from ..data import POLAR_SINK, TERRITORIES
from ..forces import protected
from ..state import ClassicState, Phase


def groups(state: ClassicState, territory: str) -> list[set]:
    """Factions of a territory split by the storm (X.A.2.a): tokens on either side of a
    sector in storm cannot fight; tokens inside that sector form their own group."""
    sectors = state.forces.get(territory, {})
    if protected(state, territory) or state.storm not in TERRITORIES[territory].sectors:
        return [{f for stack in sectors.values() for f in stack}]
    order = list(TERRITORIES[territory].sectors)
    cut = order.index(state.storm)
    parts = [order[:cut], [state.storm], order[cut + 1:]]
    return [{f for s in part for f in sectors.get(s, {})} for part in parts]


def contested(state: ClassicState) -> list[str]:
    """X.A: territories where two factions must fight; never the Polar Sink (X.A.2.b)."""
    return [
        t for t in state.forces
        if t != POLAR_SINK and any(len(g) >= 2 for g in groups(state, t))
    ]


def begin(state: ClassicState, log: EventLog) -> None:
    state.phase = Phase.BATTLE
    state.battle_hold = contested(state)
    if not state.battle_hold:
        log.public("battle_round", "Battle round: no territory holds two factions.")
        return
    log.public("battle_round", "Battle round: battles must be fought in "
               f"{', '.join(state.battle_hold)}. The moderator resolves them (fix commands), "
               "then moves the game on with `force`.", territories=list(state.battle_hold))

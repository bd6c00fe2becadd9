"""Who would win if the turn ended now as the board stands (Controllo Condizioni Vittoria),
for the simulator's count of threats and the bots' tests: the Fremen's blockade when the
three turns' harvest stays at twelve or less, a faction holding six points of cities."""

from __future__ import annotations

from .data.counters import Kind
from .factions import Faction
from .state import Phase, SantiniState
from .victory import BLOCKADE, FIRST_VICTORY_TURN, POINTS_TO_WIN, city_points

HARVESTED = (Phase.HAND, Phase.WORMS, Phase.VICTORY)
"""The phases after this turn's harvest, when its total is on record."""


def coming_harvest(state: SantiniState) -> int:
    """This turn's harvest if the harvesters stay where they are: each takes a counter of
    its hex (the largest), as the table would count it before the dice."""
    lying = {h: sorted(n, reverse=True) for h, n in state.spice.items()}
    total = 0
    for unit in state.units.values():
        if unit.kind == Kind.HARVESTER and unit.on_map and lying.get(unit.place):
            total += lying[unit.place].pop(0)
    return total


def would_win(state: SantiniState) -> list[str]:
    """The seats that would win at this turn's end, [] before turn 11 or once it is over."""
    if state.phase == Phase.ENDED or state.turn < FIRST_VICTORY_TURN:
        return []
    recent = state.harvests[-3:] if state.phase in HARVESTED \
        else [*state.harvests[-2:], coming_harvest(state)]
    if len(recent) == 3 and sum(recent) <= BLOCKADE:
        return [state.seat_of(Faction.FREMEN)]
    return [state.seat_of(p.faction) for p in state.players.values()
            if p.faction != Faction.FREMEN and city_points(state, p.faction) >= POINTS_TO_WIN]

"""Where a group of tokens can go: paths over sections, around the storm (IX.C.2).

Entering a section of another territory costs one territory of movement; crossing
between sections of one territory is free. A section in the storm can be neither entered
nor crossed, nor can a stronghold held by two other factions.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from functools import cache

from . import forces
from .data import GREAT_FLAT, SECTION_NEIGHBOURS, TERRITORIES, Faction, SectionId
from .state import ClassicState


def reachable(
    state: ClassicState, faction: Faction, start: SectionId, budget: int
) -> dict[SectionId, int]:
    """Every section reachable from `start` within `budget` territories, with its cost."""
    return paths(start, budget, lambda there: forces.in_storm(state, *there)
                 or forces.stronghold_full(state, there[0], faction))


def paths(start: SectionId, budget: int,
          blocked: Callable[[SectionId], bool]) -> dict[SectionId, int]:
    """Every section reachable from `start` within `budget` territories over sections not
    `blocked`, with its cost: the board's walk, whatever a game blocks (a breadth-first
    search where a step inside one territory is free)."""
    best: dict[SectionId, int] = {start: 0}
    queue: deque[SectionId] = deque([start])
    while queue:
        here = queue.popleft()
        for there in SECTION_NEIGHBOURS[here]:
            step = 0 if there[0] == here[0] else 1
            cost = best[here] + step
            if cost > budget or best.get(there, budget + 1) <= cost or blocked(there):
                continue
            best[there] = cost
            if step == 0:
                queue.appendleft(there)
            else:
                queue.append(there)
    return best


@cache
def near_great_flat() -> frozenset[str]:
    """Fremen shield: the Great Flat and territories within two of it (Q&A E.7)."""
    found = {GREAT_FLAT: 0}
    queue = deque([GREAT_FLAT])
    while queue:
        here = queue.popleft()
        if found[here] == 2:
            continue
        for there in TERRITORIES[here].neighbours:
            if there not in found:
                found[there] = found[here] + 1
                queue.append(there)
    return frozenset(found)

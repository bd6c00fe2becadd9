"""Where a group of tokens can go: the board's walk over sections (engine/boards/arrakis/
paths.py), around the storm (IX.C.2). A section in the storm can be neither entered nor
crossed, nor can a stronghold held by two other factions.
"""

from __future__ import annotations

from collections import deque
from functools import cache

from engine.boards.arrakis.paths import paths

from ..data import GREAT_FLAT, TERRITORIES, Faction, SectionId
from ..model.state import ClassicState
from . import forces


def reachable(
    state: ClassicState, faction: Faction, start: SectionId, budget: int
) -> dict[SectionId, int]:
    """Every section reachable from `start` within `budget` territories, with its cost."""
    return paths(start, budget, lambda there: forces.in_storm(state, *there)
                 or forces.stronghold_full(state, there[0], faction))


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

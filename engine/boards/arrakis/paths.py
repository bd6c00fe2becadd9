"""The walk over the board's sections: where a group can get within so many territories.

Entering a section of another territory costs one territory of movement; crossing between
sections of one territory is free. What may not be entered or crossed (the storm, a full
stronghold) is each game's, given as `blocked`.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from .sections import SECTION_NEIGHBOURS, SectionId


def paths(start: SectionId, budget: int,
          blocked: Callable[[SectionId], bool]) -> dict[SectionId, int]:
    """Every section reachable from `start` within `budget` territories over sections not
    `blocked`, with its cost (a breadth-first search where a step inside one territory is
    free)."""
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

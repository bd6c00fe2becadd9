"""Which territory a point of the board picture lies in, worked out from the layout's polar
boxes (engine/boards/arrakis/layout.py) rather than from the picture, and random boards to
test labels on."""

from __future__ import annotations

import math
import random

from engine.boards.arrakis.layout import POLAR_RADIUS, SECTOR_LAYOUT
from engine.boards.arrakis.placement import RADIUS, SECTOR_DEGREES
from engine.boards.arrakis.sections import SECTION_NEIGHBOURS
from engine.rulesets.classic.data import FACTION_ORDER, POLAR_SINK, SECTOR_COUNT
from engine.rulesets.classic.model.state import ClassicState
from tests.golden import opening


def territories_at(x: float, y: float, slack: float = 0.0) -> set[str]:
    """The territories whose drawn area holds the user-space point (x, y), or comes within
    `slack` units of it (a point on a border belongs to both sides)."""
    r = math.hypot(x, y) / RADIUS
    tol_r = slack / RADIUS
    found = set()
    if r <= POLAR_RADIUS + tol_r:
        found.add(POLAR_SINK)
    if r > 1.0 + tol_r or r < POLAR_RADIUS - tol_r:
        return found
    position = (math.degrees(math.atan2(x, y)) % 360) / SECTOR_DEGREES
    tol_a = slack / max(r * RADIUS, 1e-9) / math.radians(SECTOR_DEGREES)
    for sector, boxes in SECTOR_LAYOUT.items():
        for territory, parts in boxes.items():
            for box in parts:
                start = sector - 1 + box.a0
                end = sector - 1 + box.a1
                offset = (position - start + tol_a) % SECTOR_COUNT - tol_a
                if (box.r0 - tol_r <= r <= box.r1 + tol_r
                        and -tol_a <= offset <= end - start + tol_a):
                    found.add(territory)
    return found


def random_board(rng: random.Random) -> ClassicState:
    """The six-faction opening with tokens and spice scattered over random sections, some
    crowded with several factions, and the storm anywhere."""
    state = opening()
    state.storm = rng.randint(1, SECTOR_COUNT)
    state.forces, state.spice = {}, {}
    sections = sorted(SECTION_NEIGHBOURS)
    for territory, sector in rng.sample(sections, rng.randint(3, 16)):
        stack = {f: rng.randint(1, 20) for f in rng.sample(FACTION_ORDER, rng.randint(1, 3))}
        state.forces.setdefault(territory, {})[sector] = stack
    for territory, sector in rng.sample(sections, rng.randint(0, 6)):
        if territory != POLAR_SINK:
            state.spice.setdefault(territory, {})[sector] = rng.randint(1, 15)
    for faction, player in state.players.items():
        on_board = sum(stack.get(faction, 0) for sectors in state.forces.values()
                       for stack in sectors.values())
        player.reserves = max(0, 20 - on_board)
    return state

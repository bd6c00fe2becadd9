"""THE DUEL (1984): the arena a game plays on (the rulebook's, or a group's own from the
option `arena_file`, kept in the game's options) and what its geometry allows."""

from __future__ import annotations

import functools

from engine.core.data_file import DataFile

from ..data.arena import ARENA, ArenaSpec, Side, border, load_arena
from ..model.duel import Fight
from ..model.state import ClassicState


def arena_of(state: ClassicState) -> ArenaSpec:
    """The game's arena: a kept file is read once per process (the same text, the same
    arena), so replay never looks for the file again."""
    source = getattr(state.options, "arena_file", None)
    return _loaded(source) if isinstance(source, DataFile) else ARENA


@functools.lru_cache(maxsize=16)
def _loaded(source: DataFile) -> ArenaSpec:
    return load_arena(source)


def blocked(fight: Fight, a: str, b: str) -> bool:
    """V.10: a block on the border between `a` and `b` stops moves and attacks across it."""
    return list(border(a, b)) in [list(x) for x in fight.blocks]


def open_sides(arena: ArenaSpec, fight: Fight, sector: str) -> dict[Side, str]:
    """The sides of `sector` that lead somewhere with no block on the border."""
    return {side: there for side, there in arena.sector(sector).sides.items()
            if not blocked(fight, sector, there)}


def knife_ways(arena: ArenaSpec, fight: Fight, source: str, target: str) -> list[Side]:
    """V.6: a thrown knife reaches a leader one or two sectors away, over no block; the
    sides of the target it may come through (a defence from any of them answers it)."""
    near = open_sides(arena, fight, target)
    sides = [side for side, there in near.items() if there == source]
    for side, there in near.items():
        if side not in sides and source in open_sides(arena, fight, there).values():
            sides.append(side)
    return sides


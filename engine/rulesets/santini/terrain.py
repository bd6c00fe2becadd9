"""Attività: what a hex costs each kind of counter, who may stand where, and the board as
the movement rules look at it (who is in each hex, whose zones of control cover it),
built once per command so that a path's checks never rescan every counter."""

from __future__ import annotations

from collections import defaultdict
from functools import cached_property

from .data.counters import COMBAT, Kind
from .factions import Faction
from .hexes import neighbours
from .state import SantiniState, Unit
from .units import STACK_LIMIT, exerts_zoc, in_storm, movement

NO = None
COSTS: dict[str, dict[str, int | None]] = {
    "foot": {"city": 1, "light": 1, "dark": 2, "rock": 2},
    "armour": {"city": 1, "light": 1, "dark": 3, "rock": NO},
    "harvester": {"city": 1, "light": 1, "dark": 2, "rock": NO},
    "air": {"city": 1, "light": 1, "dark": 1, "rock": 1},
    "worm": {"city": NO, "light": 1, "dark": NO, "rock": NO},
}
"""The Attività's table: Fant, Cmd, Ldr, Spie 1/1/2/2; Corazzati, Artiglieria 1/1/3/No;
Mietitrici 1/1/2/No; Ala Trasporto 1 everywhere (landing aside: air.py); Verme light
desert only."""

ROW = {Kind.INFANTRY: "foot", Kind.GUARD: "foot", Kind.COMMAND: "foot",
       Kind.LEADER: "foot", Kind.SPY: "foot", Kind.SCOUT: "foot",
       Kind.ARMOUR: "armour", Kind.ARTILLERY: "armour", Kind.HARVESTER: "harvester",
       Kind.WING: "air", Kind.WORM: "worm"}
"""Each kind's row of the table: the guard walks as infantry (it is an infantry of the
elite), the scout as the infantry it guides."""

GUIDED = frozenset({Kind.INFANTRY, Kind.GUARD, Kind.COMMAND, Kind.LEADER, Kind.SCOUT})
"""Nota sugli Scout: in a stack with a scout these cross dark desert and rock at 1."""

WORM_LIMIT = 1


def cost(state: SantiniState, unit: Unit, hex_: str, guided: bool = False) -> int | None:
    """The points `unit` spends to enter `hex_`; None where it may not go."""
    terrain = state.map.terrain[hex_]
    if guided and unit.kind in GUIDED and terrain in ("dark", "rock"):
        return 1
    return COSTS[ROW[unit.kind]][terrain]


MOVIMENTO = 2
"""Movimento: a card gives a stack 2 more movement points (the cards part marks it)."""


def allowance(state: SantiniState, unit: Unit) -> int:
    """Its movement points this turn: the counter's, plus a Movimento card's."""
    return movement(state, unit) + MOVIMENTO * (state.boosted.get(unit.id) == state.turn)


def points_left(state: SantiniState, unit: Unit) -> int:
    return max(0, allowance(state, unit) - unit.mp_used)


class Board:
    """The counters by hex, for one command's checks."""

    def __init__(self, state: SantiniState) -> None:
        self.state = state
        self.by_hex: dict[str, list[Unit]] = defaultdict(list)
        for unit in state.units.values():
            if unit.on_map:
                self.by_hex[unit.place].append(unit)

    @cached_property
    def _zoc(self) -> dict[tuple[Faction, bool], set[str]]:
        """(faction, combat only) -> the hexes its counters' zones of control cover."""
        out: dict[tuple[Faction, bool], set[str]] = defaultdict(set)
        for hex_, units in self.by_hex.items():
            if in_storm(self.state, hex_):
                continue
            for unit in units:
                if exerts_zoc(self.state, unit):
                    out[unit.faction, False].update(neighbours(hex_))
                    if unit.kind in COMBAT:
                        out[unit.faction, True].update(neighbours(hex_))
        return out

    def enemy_zoc(self, hex_: str, faction: Faction, *, combat_only: bool = True) -> bool:
        """An enemy's zoc covers `hex_`: of its combat units (which stop movement), or of
        any of its counters (`combat_only=False`: transfers, entries, strategic moves)."""
        return any(hex_ in hexes for (owner, combat), hexes in self._zoc.items()
                   if owner != faction and combat == combat_only)

    def enemies(self, hex_: str, faction: Faction) -> list[Unit]:
        """Enemy counters holding `hex_`: spies and scouts hold none."""
        return [u for u in self.by_hex.get(hex_, ()) if u.faction != faction
                and u.kind not in (Kind.SPY, Kind.SCOUT)]

    def artillery(self, hex_: str, faction: Faction) -> bool:
        return any(u.kind == Kind.ARTILLERY for u in self.enemies(hex_, faction))

    def room(self, hex_: str, faction: Faction, arriving: list[Unit]) -> bool:
        """Whether `arriving` may end here: three combat units and one worm at most."""
        present = [u for u in self.by_hex.get(hex_, ()) if u not in arriving
                   and u.faction == faction]
        together = present + arriving
        return (sum(u.kind in COMBAT for u in together) <= STACK_LIMIT
                and sum(u.kind == Kind.WORM for u in together) <= WORM_LIMIT)

    def move(self, units: list[Unit], hex_: str) -> None:
        """Put `units` in `hex_` on this board and in the state."""
        for unit in units:
            if unit.on_map:
                self.by_hex[unit.place].remove(unit)
            unit.place = hex_
            if unit.on_map:
                self.by_hex[hex_].append(unit)
        self.__dict__.pop("_zoc", None)

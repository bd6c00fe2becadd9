"""The counters of Santini's DUNE: what each kind of unit is, and each faction's values.

Origin: the rulebook's "Legenda Pedine" shows where a counter prints its steps (top left),
strength and morale (bottom), movement (right) and carrying capacity, but the printed values
did not survive; the figures here are a reconstruction faithful to every rule of the text
(docs/rules-notes.md, "Santini: the counters"). A group that owns the printed game loads its
own with the `counters_file` option.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict

from ..factions import Faction


class Kind(StrEnum):
    INFANTRY = "infantry"
    ARMOUR = "armour"
    ARTILLERY = "artillery"
    GUARD = "guard"
    COMMAND = "command"
    LEADER = "leader"
    SPY = "spy"
    HARVESTER = "harvester"
    WING = "wing"
    SCOUT = "scout"
    WORM = "worm"


COMBAT = frozenset({Kind.INFANTRY, Kind.ARMOUR, Kind.ARTILLERY, Kind.GUARD})
"""Unità combattenti (Attività): they alone attack, exert a blocking zoc, hold a city, and
count against the three a hex may hold."""


class UnitValues(BaseModel):
    """What one kind of counter prints, for one faction and grade: strength at full and
    reduced strength, morale, movement points, carrying capacity in steps, and for a
    command the die modifier."""

    model_config = ConfigDict(frozen=True)

    strength: int = 0
    reduced: int = 0
    morale: int = 0
    mp: int = 0
    carries: int = 0
    modifier: int = 0


class LeaderValues(BaseModel):
    """A leader counter (Nota sui Leaders): a commander's die modifier, a witch's extra card
    and spy-die modifier, a famous character's action (a card's name), the movement, and
    whether his loss costs every command of the faction 1 ("Comandi -1")."""

    model_config = ConfigDict(frozen=True)

    name: str
    faction: Faction
    role: Literal["commander", "witch", "famous"]
    modifier: int = 0
    cards: int = 0
    spy: int = 0
    action: str = ""
    mp: int = 3
    commands_minus: bool = False
    charismatic: bool = False
    """One per faction, +3 in battle: his loss and his killing count for victory points."""


class CounterSet(BaseModel):
    """Every counter's values: `values[faction][key]`, the key a `Kind` value, with
    `-veteran` for a veteran's side; the leaders by name."""

    model_config = ConfigDict(frozen=True)

    values: dict[Faction, dict[str, UnitValues]]
    leaders: dict[str, LeaderValues]

    def of(self, faction: Faction, kind: Kind, veteran: bool = False) -> UnitValues:
        key = f"{kind.value}-veteran" if veteran else kind.value
        table = self.values[faction]
        return table.get(key) or table[kind.value]


def _skeleton() -> CounterSet:
    """Plain values while the reconstruction is written: the same for every faction."""
    base = {
        Kind.INFANTRY: UnitValues(strength=2, reduced=1, morale=2, mp=4),
        Kind.ARMOUR: UnitValues(strength=4, reduced=2, morale=2, mp=6),
        Kind.ARTILLERY: UnitValues(strength=4, reduced=2, morale=2, mp=4),
        Kind.GUARD: UnitValues(strength=4, reduced=2, morale=4, mp=4),
        Kind.COMMAND: UnitValues(strength=1, mp=4, modifier=1),
        Kind.SPY: UnitValues(mp=4),
        Kind.HARVESTER: UnitValues(mp=3),
        Kind.WING: UnitValues(mp=8, carries=4),
        Kind.SCOUT: UnitValues(mp=4),
        Kind.WORM: UnitValues(strength=16, mp=8),
        Kind.LEADER: UnitValues(mp=3),
    }
    table = {k.value: v for k, v in base.items()}
    return CounterSet(values={f: dict(table) for f in Faction}, leaders={})


RULEBOOK_COUNTERS = _skeleton()

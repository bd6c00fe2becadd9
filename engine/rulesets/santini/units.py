"""Questions every part of the turn asks about counters: their printed values as a counter
shows them now (full or reduced, regular or veteran), who stands where, zones of control,
and new counters."""

from __future__ import annotations

from .data.counters import COMBAT, Kind, UnitValues
from .factions import LETTER, Faction
from .hexes import neighbours
from .state import HOME, SantiniState, Unit

STACK_LIMIT = 3
"""Attività: at most three combat units in a hex (and one worm); others are not counted."""


def values(state: SantiniState, unit: Unit) -> UnitValues:
    return state.counters.of(unit.faction, unit.kind, unit.veteran)


def strength(state: SantiniState, unit: Unit) -> int:
    """The strength the counter shows now: a split Fremen unit 1, a reduced one its back."""
    if unit.split:
        return 1
    printed = values(state, unit)
    return printed.strength if unit.steps >= 2 or not unit.combat else printed.reduced


def morale(state: SantiniState, unit: Unit) -> int:
    return values(state, unit).morale


def movement(state: SantiniState, unit: Unit) -> int:
    if unit.kind == Kind.LEADER and unit.name in state.counters.leaders:
        return state.counters.leaders[unit.name].mp
    return values(state, unit).mp


def at(state: SantiniState, hex_: str) -> list[Unit]:
    return [u for u in state.units.values() if u.place == hex_]


def combat_at(state: SantiniState, hex_: str, faction: Faction | None = None) -> list[Unit]:
    return [u for u in at(state, hex_) if u.combat and (faction is None or u.faction == faction)]


def enemies_at(state: SantiniState, hex_: str, faction: Faction) -> list[Unit]:
    """Enemy counters in a hex, spies left out (they never hold a hex)."""
    return [u for u in at(state, hex_) if u.faction != faction and u.kind != Kind.SPY
            and u.kind != Kind.SCOUT]


def in_storm(state: SantiniState, hex_: str) -> bool:
    return any(s.hex == hex_ for s in state.storms)


def exerts_zoc(state: SantiniState, unit: Unit) -> bool:
    """Every counter on the map exerts a zoc, but a spy, a scout, a unit under a storm
    (Tempeste; Nota sulle Spie) and one in a hex a Spia Infiltrato cancelled this turn."""
    return (unit.on_map and unit.kind not in (Kind.SPY, Kind.SCOUT)
            and not in_storm(state, unit.place)
            and state.infiltrated.get(unit.place) != state.turn)


def in_enemy_zoc(state: SantiniState, hex_: str, faction: Faction, *,
                 combat_only: bool = True) -> bool:
    """Whether an enemy's zoc covers `hex_`: of its combat units (which block movement),
    or of any of its counters (`combat_only=False`: transfers, entries, strategic moves)."""
    for near in neighbours(hex_):
        for u in at(state, near):
            if (u.faction != faction and exerts_zoc(state, u)
                    and (u.kind in COMBAT or not combat_only)):
                return True
    return False


def new_unit(state: SantiniState, faction: Faction, kind: Kind, place: str = HOME, *,
             veteran: bool = False, name: str = "") -> Unit:
    """A new counter with the faction's next id (`H12`): full strength, where it is put."""
    letter = LETTER[faction]
    number = state.next_id.get(letter, 1)
    state.next_id[letter] = number + 1
    unit = Unit(id=f"{letter}{number}", faction=faction, kind=kind, place=place,
                veteran=veteran, name=name, steps=2 if kind in COMBAT else 1,
                entered=state.turn)
    state.units[unit.id] = unit
    return unit

"""Regions as players name them, and the cubes in them."""

from __future__ import annotations

from engine.core import RuleError
from engine.core.commands import normalise
from engine.core.errors import excerpt

from .data import Faction
from .state import DiceState, Units


def resolve_region(state: DiceState, text: str) -> str:
    """A typed region name -> the map's name; RuleError listing the regions if unknown."""
    wanted = normalise(text)
    for name in state.map.names:
        if normalise(name) == wanted:
            return name
    raise RuleError(f"`{excerpt(text)}` is not a region of this map.",
                    hint="Regions: " + ", ".join(state.map.names) + ".")


def occupants(state: DiceState, region: str) -> list[Faction]:
    """The factions with cubes in a region (which all "control" it, DEBARQUEMENT)."""
    return list(state.board.get(region, {}))


def put(state: DiceState, region: str, faction: Faction, units: Units) -> None:
    """Add cubes to a region."""
    if not units:
        return
    here = state.board.setdefault(region, {})
    now = here.get(faction, Units())
    here[faction] = Units(troop=now.troop + units.troop, elite=now.elite + units.elite)

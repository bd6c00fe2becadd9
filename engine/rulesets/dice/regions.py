"""Regions as players name them, and the cubes in them."""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.commands import normalise
from engine.core.errors import excerpt

from .data import Construction, Faction, MapSpec
from .state import DiceState, Units


def region_named(world: MapSpec, text: str) -> str:
    """A typed region name -> the map's name; RuleError listing the regions if unknown."""
    wanted = normalise(text)
    for name in world.names:
        if normalise(name) == wanted:
            return name
    raise RuleError(f"`{excerpt(text)}` is not a region of this map.",
                    hint="Regions: " + ", ".join(world.names) + ".")


def resolve_region(state: DiceState, text: str) -> str:
    """A typed region name -> the name on the game's own map."""
    return region_named(state.map, text)


def occupants(state: DiceState, region: str) -> list[Faction]:
    """The factions with cubes in a region (which all "control" it, DEBARQUEMENT)."""
    return list(state.board.get(region, {}))


def put(state: DiceState, region: str, faction: Faction, units: Units) -> None:
    """Add cubes to a region."""
    if not units:
        return
    here = state.board.setdefault(region, {})
    now = here.get(faction, Units())
    here[faction] = now + units


def take_off(state: DiceState, region: str, faction: Faction, units: Units,
             log: EventLog) -> None:
    """Remove cubes from a region (the caller puts them where they go). A Fortification in
    a region no one holds any more goes back to the reserve at once (Fortification)."""
    here = state.board[region]
    now = here[faction]
    left = now - units
    if left:
        here[faction] = left
        return
    del here[faction]
    if here:
        return
    del state.board[region]
    if state.constructions.get(region) == Construction.FORTIFICATION:
        del state.constructions[region]
        state.reserve[Construction.FORTIFICATION] += 1
        log.public("fortification", f"No one holds {region} any more: its Fortification "
                   "returns to the reserve.", region=region)

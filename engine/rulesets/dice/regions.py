"""Regions as players name them, and the cubes in them."""

from __future__ import annotations

import difflib

from engine.core import EventLog, RuleError
from engine.core.commands import normalise
from engine.core.errors import excerpt

from .data import Construction, Faction, MapSpec
from .state import DiceState, Units
from .words import T, Text, either, names, regions
from .words import region as region_word


def region_named(world: MapSpec, text: str) -> str:
    """A typed region name -> the map's name, as players type it: whole, the beginnings
    of some of its words (`cielago`, `tabr`), or a small typo away (`broken lands`), so
    long as one region alone fits (`sietch` fits three: refused naming them)."""
    by_key = {normalise(name): name for name in world.names}
    for name in world.names:
        word = region_word(name)
        if isinstance(word, Text):
            by_key.update({normalise(n): name for n in names(word.id)})
    if normalise(text) in by_key:
        return by_key[normalise(text)]
    typed = _words(text)
    fits = ([name for name in world.names if typed and any(all(
        any(w.startswith(t) for w in _words(spelt)) for t in typed)
        for spelt in _spellings(name))]
        or [by_key[k] for k in difflib.get_close_matches(normalise(text), list(by_key),
                                                          n=3, cutoff=0.8)])
    if len(fits) == 1:
        return fits[0]
    if fits:
        raise RuleError(T("dice-region-could-be", text=excerpt(text),
                          regions=either([region_word(f) for f in fits])),
                        hint=T("dice-region-type-more"))
    raise RuleError(T("dice-not-a-region", text=excerpt(text)),
                    hint=T("dice-regions-are", regions=regions(world.names)))


def _spellings(name: str) -> list[str]:
    """A region's name on the map and in every language."""
    word = region_word(name)
    return [name, *(names(word.id) if isinstance(word, Text) else ())]


def _words(name: str) -> list[str]:
    """A name's words as compared: `Tuek's Sietch` -> tueks, sietch."""
    return [normalise(w) for w in name.split() if normalise(w)]


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
        log.public("fortification", T("dice-fortification-abandoned",
                                      region=region_word(region)), region=region)

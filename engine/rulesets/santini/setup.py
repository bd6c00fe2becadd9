"""Piazzamento Iniziale: the seats, the map and counters kept in the game, the deck, the
starting placement, hands and spice, the storms and the first spice."""

from __future__ import annotations

from engine.core import EventLog, SeatSpec, data_file, seed_state
from engine.core.data_file import DataFile

from . import die
from .data.cards import DECK
from .data.counters import RULEBOOK_COUNTERS, CounterSet
from .data.hexmap import RULEBOOK_MAP, MapData
from .factions import LETTER, Faction
from .options import SantiniOptions
from .state import Player, SantiniState, Storm
from .words import T, faction_word

ORDER = (Faction.HARKONNEN, Faction.ATREIDES, Faction.FREMEN, Faction.EMPEROR)
"""The Carte phase's order, which is also the seats' order."""


def load_map(source: str | DataFile | None) -> MapData:
    """The reconstructed map, or a group's own (`map_file`)."""
    if source is None:
        return RULEBOOK_MAP
    return data_file.load(source, MapData, kind=T("santini-map-file"),
                          noun=T("santini-map-file-noun"), option="map_file",
                          shape=T("santini-map-file-shape"))


def load_counters(source: str | DataFile | None) -> CounterSet:
    """The reconstructed counters, or a group's own (`counters_file`)."""
    if source is None:
        return RULEBOOK_COUNTERS
    return data_file.load(source, CounterSet, kind=T("santini-counters-file"),
                          noun=T("santini-counters-file-noun"), option="counters_file",
                          shape=T("santini-counters-file-shape"))


def deal_sides(seats: list[SeatSpec]) -> dict[str, Faction]:
    """Each seat's faction: the one asked for, else the first left in the game's order."""
    taken = {Faction(s.side) for s in seats if s.side}
    free = [f for f in ORDER if f not in taken]
    return {s.name: Faction(s.side) if s.side else free.pop(0) for s in seats}


def create(options: SantiniOptions, seats: list[SeatSpec], seed: int,
           log: EventLog) -> SantiniState:
    sides = deal_sides(seats)
    state = SantiniState(options=options, rng=seed_state(seed),
                         map=load_map(options.map_file),
                         counters=load_counters(options.counters_file))
    state.order = sorted(sides, key=lambda s: ORDER.index(sides[s]))
    state.players = {s: Player(seat=s, faction=sides[s]) for s in state.order}
    state.next_id = {LETTER[f]: 1 for f in Faction}
    state.deck = [name for name, count, _ in DECK for _ in range(count)]
    die.shuffle(state, state.deck)
    state.storms = [Storm(number=n) for n in range(1, 7)]
    for seat in state.order:
        log.public("seated", T("santini-seated", seat=seat,
                               faction=faction_word(sides[seat])))
    return state

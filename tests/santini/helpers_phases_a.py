"""Positions for the automatic phases' tests: a game from `setup.create` on a plain map of
light desert with the nine cities where the tests want them, an empty board, and the dice
thrown as a scenario says."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.core import EventLog, SeatSpec
from engine.core.words import say
from engine.rulesets.santini import die, hexes, setup
from engine.rulesets.santini.data.counters import CounterSet, Kind, LeaderValues
from engine.rulesets.santini.data.hexmap import MAJOR, MINOR, City, MapData
from engine.rulesets.santini.data.leaders import PAUL
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.options import SantiniOptions
from engine.rulesets.santini.state import Phase, SantiniState, Unit
from engine.rulesets.santini.units import new_unit

CITY_HEXES = dict(zip((*MAJOR, *MINOR), ("0705", "1108", "1805", "2507", "3006", "0615",
                                          "1414", "2316", "3115"), strict=True))
ROCK = "0303"
DARK = "0304"
WITCH = "Lady Margot"


def plain_map() -> MapData:
    """Light desert everywhere, the nine cities at `CITY_HEXES`, one rock and one dark
    hex, and each sheet's birth hexes its first twelve light hexes in map order."""
    terrain = {h: "light" for h in hexes.all_hexes()}
    for hex_ in CITY_HEXES.values():
        terrain[hex_] = "city"
    terrain[ROCK] = "rock"
    terrain[DARK] = "dark"
    births = {s: [h for h in hexes.sheet_hexes(s) if terrain[h] == "light"][:12]
              for s in range(1, 7)}
    cities = {n: City(hex=h, major=n in MAJOR) for n, h in CITY_HEXES.items()}
    return MapData(terrain=terrain, cities=cities, births=births)


def game(turn: int = 1, phase: Phase = Phase.CARDS) -> SantiniState:
    """Four seats named after their factions, nothing on the map, no spice, empty hands,
    the storms in a corner the tests do not use."""
    seats = [SeatSpec(name=f.value, side=f.value) for f in Faction]
    state = setup.create(SantiniOptions(), seats, 7, EventLog())
    leaders = dict(state.counters.leaders)
    leaders[WITCH] = LeaderValues(name=WITCH, faction=Faction.ATREIDES, role="witch",
                                  cards=1, spy=2)
    leaders[PAUL] = LeaderValues(name=PAUL, faction=Faction.FREMEN, role="commander",
                                 modifier=3, mp=4, charismatic=True)
    state.counters = CounterSet(values=state.counters.values, leaders=leaders)
    state.map = plain_map()
    state.units = {}
    state.next_id = {letter: 1 for letter in state.next_id}
    state.spice = {}
    state.platforms = {}
    state.fortifications = {}
    for player in state.players.values():
        player.hand, player.spice = [], 0
    for storm in state.storms:
        storm.hex = "3620"
        storm.direction = 1
    state.turn, state.phase = turn, phase
    return state


def put(state: SantiniState, faction: Faction, kind: Kind, hex_: str, **fields) -> Unit:
    unit = new_unit(state, faction, kind, hex_)
    for key, value in fields.items():
        setattr(unit, key, value)
    return unit


class Dice:
    """The next faces, in order, with the die each is for (a test fails on another die).
    Until the scenario gives its first face, the game's own dice are thrown (the set-up's)."""

    def __init__(self, thrown: Callable[[SantiniState, int], int]) -> None:
        self.faces: list[tuple[int, int]] = []
        self.armed = False
        self.thrown = thrown

    def then(self, sides: int, *faces: int) -> Dice:
        self.armed = True
        self.faces += [(sides, f) for f in faces]
        return self

    def roll(self, state: SantiniState, sides: int) -> int:
        if not self.armed:
            return self.thrown(state, sides)
        assert self.faces, f"an unexpected d{sides}"
        wanted, face = self.faces.pop(0)
        assert wanted == sides, f"a d{sides} thrown where the scenario gives a d{wanted}"
        return face


def script_dice(monkeypatch: pytest.MonkeyPatch) -> Dice:
    """Every die of the game, once the scenario gives its first face, thrown from its
    script."""
    scripted = Dice(die.roll)
    monkeypatch.setattr(die, "roll", scripted.roll)
    return scripted


def texts(log: EventLog) -> list[str]:
    return [say(e.text) for e in log.events]

"""Positions for the movement tests: a game in the Attività phase of turn 2 with an empty
map, counters put by hand, terrain painted by hand, and orders typed as a player types
them (one line, or a batch of lines applied in order up to the first refusal)."""

from __future__ import annotations

from engine.core import Event, EventLog, RuleError, SeatSpec
from engine.core.tokens import split_commands
from engine.rulesets.santini import flow, setup
from engine.rulesets.santini.commands import registry
from engine.rulesets.santini.data.counters import RULEBOOK_COUNTERS, Kind, UnitValues
from engine.rulesets.santini.data.hexmap import City
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.hexes import all_hexes
from engine.rulesets.santini.options import SantiniOptions
from engine.rulesets.santini.state import Phase, SantiniState, Unit
from engine.rulesets.santini.units import new_unit

H, A, F, E = Faction.HARKONNEN, Faction.ATREIDES, Faction.FREMEN, Faction.EMPEROR


VALUES = {
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
"""Values fixed for these tests, whatever the reconstruction prints: infantry 4 points,
armour 6, air wings 8 carrying 4 steps, worms 8."""
COUNTERS = RULEBOOK_COUNTERS.model_copy(
    update={"values": {f: {k.value: v for k, v in VALUES.items()} for f in Faction}})
CITIES = {"Carthag": City(hex="3010", major=True), "Arrakeen": City(hex="3012", major=True),
          "Mesa Sietch": City(hex="3014")}
"""Three cities far from the hexes the tests move in (Carthag and Arrakeen count two)."""


def game(active: Faction = H, turn: int = 2) -> SantiniState:
    """Turn `turn`, the activity of `active`'s seat; no counter anywhere, no storm, light
    desert everywhere but three cities in column 30."""
    seats = [SeatSpec(name=f.value.lower(), side=f.value) for f in (H, A, F, E)]
    state = setup.create(SantiniOptions(), seats, 1, EventLog())
    terrain = {h: "light" for h in all_hexes()} | {c.hex: "city" for c in CITIES.values()}
    state.map = state.map.model_copy(update={"terrain": terrain, "cities": CITIES})
    state.counters = COUNTERS
    for storm in state.storms:
        storm.hex = None
    state.units.clear()
    state.turn, state.phase = turn, Phase.ACTIVITY
    state.initiative = list(state.order)
    state.active = state.initiative.index(state.seat_of(active))
    for player in state.players.values():
        player.spice = 20
    return state


def put(state: SantiniState, faction: Faction, kind: Kind, hex_: str, **fields) -> Unit:
    """A counter placed before this turn (so it may move strategically)."""
    unit = new_unit(state, faction, kind, hex_)
    unit.entered = state.turn - 1
    for name, value in fields.items():
        setattr(unit, name, value)
    return unit


def paint(state: SantiniState, terrain: str, *hexes: str) -> None:
    cells = dict(state.map.terrain)
    cells.update({h: terrain for h in hexes})
    state.map = state.map.model_copy(update={"terrain": cells})


def seat(state: SantiniState, faction: Faction) -> str:
    return state.seat_of(faction)


def order(state: SantiniState, faction: Faction, text: str) -> list[Event]:
    """The faction's seat types `text`: its lines applied in order, the first refusal
    raised after the lines before it were applied."""
    log = EventLog()
    for line in split_commands(text):
        flow.play(state, seat(state, faction), registry.parse(line), log)
    return log.events


def refused(state: SantiniState, faction: Faction, text: str) -> RuleError:
    """The refusal of an order that must change nothing."""
    before = state.model_dump_json()
    try:
        order(state, faction, text)
    except RuleError as err:
        assert state.model_dump_json() == before
        return err
    raise AssertionError(f"{text!r} was accepted")

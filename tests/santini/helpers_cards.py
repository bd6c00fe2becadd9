"""Positions for the cards' tests: a game of four seats at the start of p1's activity
(p1 Harkonnen, p2 Atreides, p3 Fremen, p4 Emperor), counters put by hand."""

from __future__ import annotations

from engine.core import EventLog, SeatSpec
from engine.rulesets.santini import flow, setup
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.options import SantiniOptions
from engine.rulesets.santini.state import Phase, SantiniState, Unit
from engine.rulesets.santini.units import new_unit

FACTIONS = ("Harkonnen", "Atreides", "Fremen", "Emperor")


def activity(seed: int = 1) -> SantiniState:
    """Turn 1, p1's activity, empty hands and purses, an empty map (no works, no spice)."""
    seats = [SeatSpec(name=f"p{i}", side=f) for i, f in enumerate(FACTIONS, 1)]
    state = setup.create(SantiniOptions(), seats, seed, EventLog())
    state.units = {}
    state.fortifications, state.platforms, state.spice = {}, {}, {}
    state.turn = 1
    state.phase = Phase.ACTIVITY
    state.initiative = list(state.order)
    state.active = 0
    for p in state.players.values():
        p.hand = []
        p.spice = 0
        p.home_modules = 0
    return state


def put(state: SantiniState, faction: str, kind: Kind, place: str, **fields) -> Unit:
    unit = new_unit(state, Faction(faction), kind, place)
    for key, value in fields.items():
        setattr(unit, key, value)
    return unit


def play(state: SantiniState, seat: str, command) -> EventLog:
    """The command through the game's loop, as a player's."""
    log = EventLog()
    flow.play(state, seat, command, log)
    return log


def texts(log: EventLog) -> list[str]:
    return [e.kind for e in log.events]


def open_desert(state: SantiniState) -> str:
    """A hex of open desert (light, six light around) of the game's map."""
    from engine.rulesets.santini.worm_call import open_desert as is_open
    return next(h for h in sorted(state.map.terrain) if is_open(state, h))


def light(state: SantiniState) -> str:
    """A hex of light desert of the game's map."""
    return next(h for h in sorted(state.map.terrain) if state.map.terrain[h] == "light")

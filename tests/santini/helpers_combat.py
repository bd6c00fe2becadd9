"""Positions for the combat tests: four seats at the start of an activity, counters put
by hand, terrain changed by hand, and dice that throw the faces a test names."""

from __future__ import annotations

from engine.core import EventLog, SeatSpec
from engine.rulesets.santini import die, flow, setup
from engine.rulesets.santini import units as u
from engine.rulesets.santini.data.counters import Kind, LeaderValues
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.options import SantiniOptions
from engine.rulesets.santini.state import Phase, SantiniState, Unit

from .helpers_counters import bare

SEATS = {"hark": Faction.HARKONNEN, "atre": Faction.ATREIDES, "frem": Faction.FREMEN,
         "emp": Faction.EMPEROR}


def game(first: str = "hark") -> SantiniState:
    """Turn 1's activity, `first` to act; no counter on the map."""
    seats = [SeatSpec(name=n, side=f.value) for n, f in SEATS.items()]
    state = bare(setup.create(SantiniOptions(), seats, 7, EventLog()))
    state.turn, state.phase = 1, Phase.ACTIVITY
    state.initiative = [first, *(s for s in SEATS if s != first)]
    state.active = 0
    state.deck = ["Gholas", "Karama", "Visioni", "Voce"]
    return state


def put(state: SantiniState, seat: str, kind: Kind, hex_: str, *, veteran: bool = False,
        steps: int | None = None, name: str = "", modules: int = 0) -> Unit:
    unit = u.new_unit(state, SEATS[seat], kind, hex_, veteran=veteran, name=name)
    if steps is not None:
        unit.steps = steps
    unit.modules = modules
    return unit


def terrain(state: SantiniState, **hexes: str) -> None:
    """`terrain(state, h0512="rock")`: change hexes of the map."""
    changed = dict(state.map.terrain)
    changed.update({h[1:]: t for h, t in hexes.items()})
    state.map = state.map.model_copy(update={"terrain": changed})


def leader(state: SantiniState, seat: str, hex_: str, name: str, *, modifier: int = 2,
           charismatic: bool = False, commands_minus: bool = False) -> Unit:
    values = LeaderValues(name=name, faction=SEATS[seat], role="commander",
                          modifier=modifier, charismatic=charismatic,
                          commands_minus=commands_minus)
    leaders = {**state.counters.leaders, name: values}
    state.counters = state.counters.model_copy(update={"leaders": leaders})
    return put(state, seat, Kind.LEADER, hex_, name=name)


def dice(monkeypatch, *faces: int) -> list[int]:
    """The next throws of the game's dice are `faces`, in order."""
    left = list(faces)
    monkeypatch.setattr(die, "roll", lambda state, sides: left.pop(0))
    return left


def play(state: SantiniState, seat: str, command) -> EventLog:
    log = EventLog()
    flow.play(state, seat, command, log)
    return log


def texts(log: EventLog, public_only: bool = True) -> list[str]:
    """The ids of the events' messages (public ones only by default)."""
    return [e.text.id for e in log.events
            if hasattr(e.text, "id") and (not public_only or e.is_public)]

"""Positions for the phases-B tests: a game from `setup.create` with its counters taken
off, seats named after their factions, commands played by their handler alone (no phase
moves on), and the words of events for secrecy checks."""

from __future__ import annotations

import pytest

from engine.core import Command, EventLog, RuleError, SeatSpec
from engine.core.words import say
from engine.rulesets.santini import flow, setup  # noqa: F401  (registers every hook)
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.hooks import BEGIN, HANDLERS
from engine.rulesets.santini.options import SantiniOptions
from engine.rulesets.santini.state import HOME, Phase, SantiniState, Unit
from engine.rulesets.santini.units import new_unit

H, A, F, E = "harko", "atre", "fremen", "emperor"
SEATS = {H: Faction.HARKONNEN, A: Faction.ATREIDES, F: Faction.FREMEN, E: Faction.EMPEROR}


def game(phase: Phase, seed: int = 1) -> tuple[SantiniState, EventLog]:
    """A bare game at the beginning of `phase`: no counter anywhere, no card in hand, no
    spice, so that every city is the Fremen's until a test puts units in it."""
    state = setup.create(SantiniOptions(), [SeatSpec(name=s, side=f.value)
                                            for s, f in SEATS.items()], seed, EventLog())
    state.units = {}
    for player in state.players.values():
        player.hand, player.spice = [], 0
    state.turn, state.phase = 3, phase
    log = EventLog()
    if phase in BEGIN:
        BEGIN[phase](state, log)
    return state, log


def send(state: SantiniState, seat: str, command: Command) -> EventLog:
    """The seat's command as its phase module plays it."""
    log = EventLog()
    HANDLERS[type(command)](state, seat, command, log)
    return log


def refused(state: SantiniState, seat: str, command: Command) -> RuleError:
    """The command is refused and the state is left byte-identical."""
    before = state.model_dump_json()
    with pytest.raises(RuleError) as caught:
        send(state, seat, command)
    assert state.model_dump_json() == before
    return caught.value


def public_words(log: EventLog) -> str:
    return "\n".join(say(e.text) for e in log.events if e.is_public)


def private_words(log: EventLog, seat: str) -> str:
    return "\n".join(say(e.text) for e in log.events if not e.is_public and e.visible_to(seat))


def unit(state: SantiniState, faction: Faction, kind: Kind, place: str = HOME, *,
         steps: int = 2, veteran: bool = False) -> Unit:
    made = new_unit(state, faction, kind, place, veteran=veteran)
    made.steps = steps
    return made


def hold(state: SantiniState, faction: Faction, *cities: str) -> None:
    """Put an infantry of `faction` in each city (its control: Nota Bene)."""
    for city in cities:
        unit(state, faction, Kind.INFANTRY, state.map.cities[city].hex)

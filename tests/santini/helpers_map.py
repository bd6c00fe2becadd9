"""A game to look at: the reconstructed map, four seats, the first turn under way (the
game waits for someone), and counters put by hand."""

from __future__ import annotations

from engine.core import EventLog, SeatSpec
from engine.rulesets.santini import flow, setup
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.options import SantiniOptions
from engine.rulesets.santini.state import SantiniState, Unit

from .helpers_counters import bare

SEATS = ("hana", "aldo", "fred", "ema")


def game() -> SantiniState:
    seats = [SeatSpec(name=n, side=f.value) for n, f in zip(SEATS, (
        Faction.HARKONNEN, Faction.ATREIDES, Faction.FREMEN, Faction.EMPEROR), strict=True)]
    state = bare(setup.create(SantiniOptions(), seats, 7, EventLog()))
    flow.settle(state, EventLog())
    return state


def put(state: SantiniState, faction: Faction, kind: Kind, place: str, count: int = 1) -> None:
    """`count` counters of `kind` for `faction` on `place`, numbered after the others."""
    letter = faction.value[0] if faction != Faction.EMPEROR else "E"
    for _ in range(count):
        number = sum(1 for u in state.units.values() if u.faction == faction) + 1
        uid = f"{letter}{number}"
        state.units[uid] = Unit(id=uid, faction=faction, kind=kind, place=place)

"""What a Santini bot wants this turn, read once from its seat's view: where spice lies,
which hexes its combat units march on, which cities an opponent near a win holds."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.ruleset import Seen

from . import bot_board as b
from .bot_harvest import routes
from .data.counters import Kind

LEADING = 5
"""City points at which an opponent is one city short of the six that win."""


@dataclass(frozen=True)
class Plan:
    """What the seat wants this turn, read once from the view."""

    faction: str
    spice: list[str]
    goals: list[str]
    """Hexes its combat units march on: cities it does not hold (for the Fremen, also
    the other factions' harvesters)."""
    threat: set[str]
    """Hexes held by an opponent close to winning on points."""
    spice_in_hand: int
    routes: dict[str, list[str]]
    """Harvester id -> the path onto spice it walks this activity (bot_harvest)."""


def plan_of(seen: Seen) -> Plan:
    view = seen.view
    faction = seen.side
    goals = [h for h in b.CITIES if b.holder(view, h) != faction]
    if faction == b.FREMEN:
        goals += [u["place"] for u in b.units(view).values() if b.on_map(u)
                  and u["kind"] == Kind.HARVESTER and u["faction"] != faction]
    leaders = {f for f in seen.seats.values() if f not in (faction, b.FREMEN)
               and b.city_points(view, f) >= LEADING}
    threat = {h for h in b.CITIES if b.holder(view, h) in leaders}
    spice = view["public"]["players"][seen.seat]["spice"]
    return Plan(faction, b.spice_hexes(view), goals + sorted(threat), threat, spice,
                routes(view, faction))



"""The Santini bot's combat units carried from its home planet (Attività: the Guild's
transfer, one spice an infantry into a city). A unit at home holds no city (Nota Bene: a
city is held by the combat units in it), so the troops a house builds count only once
landed. The random agents' candidates carry one unit to the first open city in the
map's order, which a house that lost its city never has: its army then waits at home
while the Emperor and the Fremen share the cities.

The bot carries a stack onto the best hex it may: a city no one holds (taken outright),
then its own city with room, then the light desert next to the nearest city it marches
on. Each hex is checked from the view as the rules check a transfer, more strictly
where the view is not enough (every counter but a spy or scout next to it is taken as
a zoc), so that none is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import Command

from . import bot_board as b
from .bot_harvest import HOLDS_NOTHING
from .bot_landing import at_home, may_transfer
from .bot_orders import harvest_reserve, landing_reserve
from .data.counters import COMBAT, Kind
from .data.hexmap import RULEBOOK_MAP
from .hexes import neighbours
from .transfer import PRICES, Transfer
from .units import STACK_LIMIT

if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any

    from engine.core.ruleset import Seen

    from .bot_plan import Plan

STRONGEST = (Kind.GUARD, Kind.ARMOUR, Kind.ARTILLERY, Kind.INFANTRY)
"""The order troops board in: the strongest counters first (Costruzione's values)."""


def troop_landings(seen: Seen, plan: Plan) -> list[Command]:
    """One stack of home combat units onto the best open hex, in the seat's activity,
    paid from the spice the harvest does not need."""
    if not may_transfer(seen, plan):
        return []
    waiting = _waiting(seen, plan)
    if not waiting:
        return []
    target = _target(seen.view, plan)
    if target is None:
        return []
    hex_, room = target
    column = 0 if RULEBOOK_MAP.terrain.get(hex_) == "city" else 1
    purse = purse_for(seen, plan, hex_)
    boarding: list[str] = []
    for id_, kind in waiting:
        cost = PRICES[kind][column]
        if len(boarding) < room and cost <= purse:
            boarding.append(id_)
            purse -= cost
    return [Transfer(units=",".join(boarding), to=hex_)] if boarding else []


def purse_for(seen: Seen, plan: Plan, hex_: str) -> int:
    """The spice the seat may spend carrying troops to `hex_`: into a city (its points,
    Controllo Condizioni Vittoria, and its income for the Emperor) all but the landings
    of the harvesters at home; elsewhere only what the harvest does not need
    (bot_orders.harvest_reserve)."""
    kept = landing_reserve(seen) if hex_ in b.CITIES else harvest_reserve(seen)
    return plan.spice_in_hand - kept


def _waiting(seen: Seen, plan: Plan) -> list[tuple[str, Kind]]:
    """The seat's combat units at home free to be carried, strongest first."""
    return [(i, kind) for kind in STRONGEST for i in at_home(seen, plan, kind)]


def _target(view: Mapping[str, Any], plan: Plan) -> tuple[str, int] | None:
    """The hex to land on and the room its stack has left: an empty city, then one of
    the seat's own, then light desert beside the nearest goal city."""
    cities = [h for h in sorted(b.CITIES, key=lambda h: (-b.CITIES[h], h))
              if _open(view, plan.faction, h)]
    empty = [h for h in cities if not b.combat_at(view, h)]
    own = [h for h in cities if b.holder(view, h) == plan.faction
           and set(b.combat_at(view, h)) == {plan.faction}]
    goals = [h for h in plan.goals if h in b.CITIES]
    beside = sorted({n for g in goals for n in neighbours(g)
                     if RULEBOOK_MAP.terrain.get(n) == "light"
                     and _open(view, plan.faction, n)},
                    key=lambda h: (b.nearest(h, goals), h))
    for hex_ in [*empty, *own, *beside]:
        room = STACK_LIMIT - _mine_combat(view, plan.faction, hex_)
        if room > 0:
            return hex_, room
    return None


def _mine_combat(view: Mapping[str, Any], faction: str, hex_: str) -> int:
    """The seat's combat units (counters, not steps) on `hex_`."""
    return sum(1 for u in b.units(view).values() if u["place"] == hex_
               and u["faction"] == faction and Kind(u["kind"]) in COMBAT)


def _open(view: Mapping[str, Any], faction: str, hex_: str) -> bool:
    """No storm on it, no enemy counter holding it or next to it (spies and scouts hold
    no hex and exert no zoc: Nota sulle Spie, Nota sugli Scout)."""
    return not b.stormed(view, hex_) and not b.enemy_around(view, faction, hex_, HOLDS_NOTHING)

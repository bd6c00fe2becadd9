"""Attività: fortifications and platforms. An infantry unmoved this turn, already in a city
(a fortification) or on a city or light desert (a platform), is set to build one and pays
3 spice (the Fremen pay nothing for a fortification and build no platforms). The work is
"in costruzione" until the player's next activity, when it is finished and the builder
moves again; if the builder has to defend the hex, the work is lost with its spice."""

from __future__ import annotations

from engine.core import Command, EventLog, RuleError

from . import orders
from .commands import UnitId, registry
from .data.counters import Kind
from .factions import Faction
from .hooks import plays
from .state import SantiniState, Work
from .words import T

WORK_PRICE = 3


@registry.command()
class Fortify(Command):
    name = "fortify"
    summary = ("Set an unmoved infantry in a city to build a fortification, for 3 spice "
               "(the Fremen: free) (Attività): `fortify H3`.")
    unit: UnitId


@registry.command()
class Platform(Command):
    name = "platform"
    summary = ("Set an unmoved infantry on a city or light desert to build a platform, "
               "for 3 spice (Attività): `platform H3`.")
    unit: UnitId


@plays(Fortify, Platform)
def build(state: SantiniState, seat: str, command: Fortify | Platform,
          log: EventLog) -> None:
    orders.require_activity(state, seat)
    player = state.players[seat]
    unit = orders.own_units(state, seat, [command.unit.upper()])[0]
    fortify = isinstance(command, Fortify)
    works = state.fortifications if fortify else state.platforms
    where = ("city",) if fortify else ("city", "light")
    if unit.kind != Kind.INFANTRY or not unit.on_map:
        raise RuleError(T("santini-work-infantry", unit=unit.id), rule=orders.ATTIVITA)
    orders.ready(state, unit)
    if unit.moved or unit.mp_used:
        raise RuleError(T("santini-work-moved", unit=unit.id), rule=orders.ATTIVITA)
    if state.map.terrain[unit.place] not in where:
        raise RuleError(T(f"santini-work-where-{command.name}", unit=unit.id, hex=unit.place),
                        rule=orders.ATTIVITA)
    if unit.place in works:
        raise RuleError(T("santini-work-exists", hex=unit.place), rule=orders.ATTIVITA)
    fremen = player.faction == Faction.FREMEN
    if fremen and not fortify:
        raise RuleError(T("santini-work-fremen-platform"), rule=orders.ATTIVITA)
    price = 0 if fremen else WORK_PRICE
    if price > player.spice:
        raise RuleError(T("santini-work-spice", cost=price, spice=player.spice),
                        rule=orders.ATTIVITA)
    player.spice -= price
    works[unit.place] = Work(faction=player.faction, builder=unit.id)
    unit.locked = True
    log.public("work", T(f"santini-work-begun-{command.name}", unit=unit.id, hex=unit.place,
                         cost=price))


def finish(state: SantiniState, faction: Faction, log: EventLog) -> None:
    """The player's next activity begins: its works are finished, their builders free;
    a work whose builder is no longer on it is lost."""
    for works, kind in ((state.fortifications, "fortify"), (state.platforms, "platform")):
        for hex_, work in list(works.items()):
            if work.faction != faction or work.done:
                continue
            builder = state.units.get(work.builder)
            if builder is None or builder.place != hex_:
                del works[hex_]
                log.public("work", T(f"santini-work-lost-{kind}", hex=hex_))
                continue
            work.done, work.builder = True, ""
            builder.locked = False
            log.public("work", T(f"santini-work-done-{kind}", hex=hex_))


def building(state: SantiniState, unit_id: str) -> str | None:
    """The hex of the unfinished work `unit_id` is building, if any."""
    for works in (state.fortifications, state.platforms):
        for hex_, work in works.items():
            if not work.done and work.builder == unit_id:
                return hex_
    return None


def abandon_work(state: SantiniState, unit_id: str, log: EventLog) -> None:
    """Attività: the builder defends its hex, so its unfinished work is lost, and the 3
    spice with it (combat calls this for every defending unit)."""
    for works, kind in ((state.fortifications, "fortify"), (state.platforms, "platform")):
        for hex_, work in list(works.items()):
            if not work.done and work.builder == unit_id:
                del works[hex_]
                log.public("work", T(f"santini-work-lost-{kind}", hex=hex_))

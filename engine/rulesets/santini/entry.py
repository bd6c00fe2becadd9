"""Attività and Nota su Fanterie Veterane Fremen: the Fremen's own ways onto and about the
map. `enter`: units waiting on Arrakis come in on a perimeter hex free of every enemy
counter's zoc, within the stacking limit, and move no more until the next turn. `split`:
a Fremen veteran infantry out of enemy zoc divides into strength-1, single-step units, as
many as its strength, as far as the hex holds them (the rest of its strength is lost)."""

from __future__ import annotations

from typing import Annotated

from engine.core import Arg, Command, EventLog, RuleError

from . import counter_mix, orders
from .commands import HexName, UnitId, registry
from .data.counters import COMBAT, SPLIT, Kind
from .factions import Faction
from .hexes import on_edge
from .hooks import plays
from .movement import follow
from .state import HOME, SantiniState
from .terrain import Board, cost
from .units import STACK_LIMIT, new_unit, strength
from .words import T, kind_word, rule

UNITS_HELP = "counter ids separated by commas, as `F3,F4`"


@registry.command()
class Enter(Command):
    name = "enter"
    summary = ("Fremen: bring units from Arrakis onto a hex of the map's edge free of "
               "enemy zoc (Attività): `enter F3,F4 0101`.")
    units: Annotated[str, Arg("units", UNITS_HELP)]
    hex: HexName


@registry.command()
class Split(Command):
    name = "split"
    summary = ("Fremen: divide a veteran infantry out of enemy zoc into strength-1 units "
               "(Nota su Fanterie Veterane Fremen): `split F7`.")
    unit: UnitId


@plays(Enter)
def enter(state: SantiniState, seat: str, command: Enter, log: EventLog) -> None:
    orders.require_activity(state, seat)
    if state.players[seat].faction != Faction.FREMEN:
        raise RuleError(T("santini-enter-fremen-only"), rule=orders.ATTIVITA,
                        hint=T("santini-transfer-hint"))
    ids, _ = orders.split_order(command.units)
    units = orders.own_units(state, seat, ids)
    hex_ = orders.hex_word(command.hex)
    board = Board(state)
    for unit in units:
        if unit.place != HOME or unit.kind == Kind.WORM:
            raise RuleError(T("santini-enter-not-waiting", unit=unit.id),
                            hint=T("santini-enter-hint-waiting", units=_waiting(state)))
        if cost(state, unit, hex_) is None:
            raise RuleError(T("santini-move-terrain", unit=unit.id, kind=kind_word(unit.kind),
                              hex=hex_), rule=orders.ATTIVITA)
    if not on_edge(hex_):
        raise RuleError(T("santini-enter-not-edge", hex=hex_), rule=orders.ATTIVITA,
                        hint=T("santini-enter-hint-edge"))
    orders.no_storm(state, hex_)
    if board.enemies(hex_, Faction.FREMEN) or board.enemy_zoc(hex_, Faction.FREMEN,
                                                               combat_only=False):
        raise RuleError(T("santini-enter-zoc", hex=hex_), rule=orders.ATTIVITA,
                        hint=T("santini-enter-hint-edge"))
    if not board.room(hex_, Faction.FREMEN, units):
        raise RuleError(T("santini-move-stack-full", hex=hex_), rule=orders.ATTIVITA,
                        hint=T("santini-move-hint-stack"))
    board.move(units, hex_)
    for unit in units:
        unit.locked = True
        unit.entered = state.turn
    log.public("enter", T("santini-entered", units=", ".join(u.id for u in units), hex=hex_))
    follow(state, board, [hex_], log)


def _waiting(state: SantiniState) -> str:
    ids = [u.id for u in state.units.values()
           if u.faction == Faction.FREMEN and u.place == HOME and u.kind != Kind.WORM]
    return ", ".join(ids[:12]) or "-"


@plays(Split)
def split(state: SantiniState, seat: str, command: Split, log: EventLog) -> None:
    orders.require_activity(state, seat)
    unit = orders.own_units(state, seat, [command.unit.upper()])[0]
    if (unit.faction != Faction.FREMEN or unit.kind != Kind.INFANTRY or not unit.veteran
            or unit.split or not unit.on_map):
        raise RuleError(T("santini-split-not-veteran", unit=unit.id),
                        rule=rule("Nota su Fanterie Veterane Fremen"))
    orders.ready(state, unit)
    board = Board(state)
    if board.enemy_zoc(unit.place, unit.faction):
        raise RuleError(T("santini-split-zoc", unit=unit.id, hex=unit.place),
                        rule=rule("Nota su Fanterie Veterane Fremen"))
    others = sum(u.kind in COMBAT for u in board.by_hex[unit.place] if u is not unit)
    if counter_mix.left(state, unit.faction, SPLIT) == 0:
        raise RuleError(T("santini-split-no-counters", unit=unit.id),
                        rule=rule("Nota su Fanterie Veterane Fremen"))
    count = counter_mix.capped(state, unit.faction, SPLIT,
                               min(strength(state, unit), STACK_LIMIT - others))
    pieces = [new_unit(state, unit.faction, Kind.INFANTRY, unit.place, veteran=True)
              for _ in range(count)]
    for piece in pieces:
        piece.split, piece.steps, piece.entered = True, 1, unit.entered
        piece.mp_used, piece.moved = unit.mp_used, unit.moved
    if pieces:
        pieces[0].modules = unit.modules
    lost = strength(state, unit) - count
    del state.units[unit.id]
    log.public("split", T("santini-split", unit=unit.id, units=", ".join(p.id for p in pieces),
                          lost=lost))

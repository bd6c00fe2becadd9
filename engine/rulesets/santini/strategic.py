"""Attività: the Fremen's strategic movement (`strategic`). As many stacks a turn as the
cities they control (Carthag and Arrakeen count two; twice as many in a turn of Grandi
Manovre Fremen), each on the map since an earlier turn, out of storms and of every enemy
counter's zoc, unmoved; up to 16 points along hexes free of enemy zoc and units, the
arrival too (spies ignore both). The units so moved make no other move this turn."""

from __future__ import annotations

from typing import Annotated

from engine.core import Arg, Command, EventLog, RuleError

from . import orders
from .commands import registry
from .data.counters import Kind
from .factions import Faction
from .hooks import plays
from .movement import follow
from .state import SantiniState, Unit
from .terrain import Board, cost
from .victory import city_points
from .words import T, kind_word

STRATEGIC_POINTS = 16


@registry.command()
class Strategic(Command):
    name = "strategic"
    summary = ("Fremen: move a stack strategically, up to 16 points along hexes free of "
               "enemy zoc (Attività): `strategic F3,F4 0512 0513 0514`.")
    units: Annotated[str, Arg("units", "counter ids separated by commas, as `F3,F4`")]
    path: Annotated[str, Arg("text", "the hexes entered in order, as `0512 0513`")]


def allowed(state: SantiniState) -> int:
    """Strategic movements the Fremen have this turn."""
    count = city_points(state, Faction.FREMEN)
    return 2 * count if state.great_manoeuvres == state.turn else count


@plays(Strategic)
def strategic(state: SantiniState, seat: str, command: Strategic, log: EventLog) -> None:
    orders.require_activity(state, seat)
    player = state.players[seat]
    if player.faction != Faction.FREMEN:
        raise RuleError(T("santini-strategic-fremen-only"), rule=orders.ATTIVITA)
    if player.strategic_used >= allowed(state):
        raise RuleError(T("santini-strategic-none-left", count=allowed(state)),
                        rule=orders.ATTIVITA, hint=T("santini-move-hint-done"))
    ids, path = orders.split_order(command.units, command.path)
    units = orders.own_units(state, seat, ids)
    start = orders.one_hex(units)
    hexes = [orders.hex_word(w) for w in path]
    if not hexes:
        raise RuleError(T("santini-move-no-path"), hint=T("santini-move-hint-syntax"))
    board = Board(state)
    free = orders.spies_only(units)
    for unit in units:
        _fresh(state, unit)
    _clear(board, start, free)
    _route(state, board, units, start, hexes, free)
    if not board.room(hexes[-1], Faction.FREMEN, units):
        raise RuleError(T("santini-move-stack-full", hex=hexes[-1]), rule=orders.ATTIVITA,
                        hint=T("santini-move-hint-stack"))
    player.strategic_used += 1
    board.move(units, hexes[-1])
    for unit in units:
        unit.locked = unit.moved = True
    log.public("strategic", T("santini-strategic-moved", units=", ".join(u.id for u in units),
                              path=" ".join([start, *hexes]), used=player.strategic_used,
                              count=allowed(state)))
    follow(state, board, [start, hexes[-1]], log)


def _fresh(state: SantiniState, unit: Unit) -> None:
    """On the map since an earlier turn, unmoved, neither a worm nor an air wing, free to
    move."""
    orders.ready(state, unit)
    if (unit.kind in (Kind.WORM, Kind.WING) or unit.moved or unit.mp_used
            or unit.entered >= state.turn):
        raise RuleError(T("santini-strategic-not-fresh", unit=unit.id), rule=orders.ATTIVITA)


def _clear(board: Board, hex_: str, free: bool) -> None:
    if not free and (board.enemy_zoc(hex_, Faction.FREMEN, combat_only=False)
                     or board.enemies(hex_, Faction.FREMEN)):
        raise RuleError(T("santini-strategic-zoc", hex=hex_), rule=orders.ATTIVITA)


def _route(state: SantiniState, board: Board, units: list[Unit], start: str,
           hexes: list[str], free: bool) -> None:
    guided = any(u.kind == Kind.SCOUT for u in units)
    spent = {u.id: 0 for u in units}
    here = start
    for hex_ in hexes:
        orders.adjacent(here, hex_)
        orders.no_storm(state, hex_)
        _clear(board, hex_, free)
        for unit in units:
            price = cost(state, unit, hex_, guided)
            if price is None:
                raise RuleError(T("santini-move-terrain", unit=unit.id, kind=kind_word(unit.kind),
                                  hex=hex_), rule=orders.ATTIVITA)
            spent[unit.id] += price
            if spent[unit.id] > STRATEGIC_POINTS:
                raise RuleError(T("santini-strategic-too-far", hex=hex_,
                                  points=STRATEGIC_POINTS), rule=orders.ATTIVITA)
        here = hex_

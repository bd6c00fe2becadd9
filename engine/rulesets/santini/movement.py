"""Attività: `move`, the units of one hex walking together along a path of adjacent hexes,
by the terrain table, stopped by the zones of control of enemy combat units, never into a
storm or a hex held by the enemy, three combat units a hex at the end; a worm carrying its
Fremen; the Fremen walking past the map's edge back to Arrakis. Scouts and worms follow
their stacks (Nota sugli Scout, Vermi)."""

from __future__ import annotations

from typing import Annotated

from engine.core import Arg, Command, EventLog, RuleError

from . import orders
from .commands import registry
from .data.counters import COMBAT, Kind
from .factions import Faction
from .hexes import neighbours, on_edge
from .hooks import plays
from .state import DEAD, HOME, SantiniState, Unit
from .terrain import Board, allowance, cost, points_left
from .units import in_storm
from .words import T, Text, faction_word, kind_word, rule

OFF = ("off", "home")
"""The word that ends a Fremen path past the map's edge, back to Arrakis."""
RIDERS = frozenset({Kind.INFANTRY, Kind.GUARD, Kind.COMMAND, Kind.LEADER, Kind.SPY})
"""Vermi: a worm carries up to three Fremen combat units and any commands, leaders, spies."""
WORM_RIDERS = 3


@registry.command()
class Move(Command):
    name = "move"
    summary = ("Move units of one hex together along a path of adjacent hexes (Attività): "
               "`move H3,H4 0512 0513`; a Fremen path may end `off`, past the map's edge.")
    units: Annotated[str, Arg("units", "counter ids separated by commas, as `H3,H4`")]
    path: Annotated[str, Arg("text", "the hexes entered in order, as `0512 0513`")]


@plays(Move)
def move(state: SantiniState, seat: str, command: Move, log: EventLog) -> None:
    orders.require_activity(state, seat)
    ids, path = orders.split_order(command.units, command.path)
    units = orders.own_units(state, seat, ids)
    start = orders.one_hex(units)
    for unit in units:
        orders.ready(state, unit)
        if unit.kind == Kind.WING:
            raise RuleError(T("santini-move-wing-flies", unit=unit.id),
                            hint=T("santini-move-hint-fly", unit=unit.id))
    off = bool(path) and path[-1].lower() in OFF
    hexes = [orders.hex_word(w) for w in (path[:-1] if off else path)]
    if not hexes and not off:
        raise RuleError(T("santini-move-no-path"), hint=T("santini-move-hint-syntax"))
    board = Board(state)
    faction = state.players[seat].faction
    worm = any(u.kind == Kind.WORM for u in units)
    if not worm and not off:
        units += _scouts_along(state, board, units, start, len(hexes))
    spent, stopped = (_ride(state, board, units, start, hexes, faction) if worm
                      else _walk(state, board, units, start, hexes, faction))
    end = hexes[-1] if hexes else start
    if off:
        _leave_check(units, end, faction)
    elif not board.room(end, faction, units):
        raise RuleError(T("santini-move-stack-full", hex=end), rule=orders.ATTIVITA,
                        hint=T("santini-move-hint-stack"))
    _apply(state, board, units, spent, stopped, worm)
    board.move(units, HOME if off else end)
    if off:
        for unit in units:
            unit.locked = True
    log.public("move", T("santini-moved", units=", ".join(u.id for u in units),
                         path=" ".join([start, *hexes, *(["Arrakis"] if off else [])])))
    follow(state, board, [start, end], log)


def _scouts_along(state: SantiniState, board: Board, units: list[Unit], start: str,
                  length: int) -> list[Unit]:
    """Nota sugli Scout: a scout is controlled by the units it shares a hex with, so it
    goes along with the last of them to leave, when it has the points (1 a hex, as the
    guide it is); else it stays, alone."""
    here = board.by_hex.get(start, [])
    staying = [u for u in here if u.faction == units[0].faction and u not in units
               and u.kind not in (Kind.SCOUT, Kind.SPY)]
    if staying:
        return []
    return [u for u in here if u.kind == Kind.SCOUT and u.faction == units[0].faction
            and u not in units and not u.locked and points_left(state, u) >= length]


def _walk(state: SantiniState, board: Board, units: list[Unit], start: str,
          hexes: list[str], faction: Faction) -> tuple[dict[str, int], bool]:
    """Each hex's cost for each unit; whether an enemy zoc stopped them at the last."""
    guided = any(u.kind == Kind.SCOUT for u in units)
    free = orders.spies_only(units)
    spent = {u.id: 0 for u in units}
    here, stopped = start, False
    for hex_ in hexes:
        if stopped:
            raise RuleError(T("santini-move-zoc-stops", hex=here), rule=orders.ATTIVITA,
                            hint=T("santini-move-hint-zoc"))
        _step(state, board, here, hex_, faction, free)
        for unit in units:
            price = cost(state, unit, hex_, guided)
            if price is None:
                raise RuleError(T("santini-move-terrain", unit=unit.id, kind=kind_word(unit.kind),
                                  hex=hex_), rule=orders.ATTIVITA,
                                hint=_open(state, board, units, here, spent, faction))
            if spent[unit.id] + price > points_left(state, unit):
                raise RuleError(T("santini-move-no-points", unit=unit.id, hex=hex_,
                                  left=points_left(state, unit) - spent[unit.id]),
                                rule=orders.ATTIVITA,
                                hint=_open(state, board, units, here, spent, faction))
            spent[unit.id] += price
        stopped = not free and board.enemy_zoc(hex_, faction)
        here = hex_
    return spent, stopped


def _step(state: SantiniState, board: Board, here: str, hex_: str, faction: Faction,
          free: bool) -> None:
    """The checks of one hex entered, whatever moves: adjacent, no storm, not the
    enemy's (but for spies)."""
    orders.adjacent(here, hex_)
    orders.no_storm(state, hex_)
    if not free and board.enemies(hex_, faction):
        raise RuleError(T("santini-move-enemy-hex", hex=hex_), rule=orders.ATTIVITA,
                        hint=T("santini-move-hint-attack"))


def _open(state: SantiniState, board: Board, units: list[Unit], here: str,
          spent: dict[str, int], faction: Faction) -> Text:
    """The hint of a refused hex: the hexes next to `here` the stack could enter."""
    guided = any(u.kind == Kind.SCOUT for u in units)
    free = orders.spies_only(units)
    fits = []
    for near in neighbours(here):
        prices = [cost(state, u, near, guided) for u in units]
        if (all(p is not None and spent[u.id] + p <= points_left(state, u)
                for u, p in zip(units, prices, strict=True))
                and (free or not board.enemies(near, faction))
                and not in_storm(state, near)):
            fits.append(near)
    return T("santini-move-hint-open", hex=here, hexes=", ".join(fits) or "-")


def _ride(state: SantiniState, board: Board, units: list[Unit], start: str,
          hexes: list[str], faction: Faction) -> tuple[dict[str, int], bool]:
    """Vermi: the worm walks up to 8 light-desert hexes, ignoring zocs, carrying up to
    three Fremen combat units and any commands, leaders and spies, which spend nothing."""
    worms = [u for u in units if u.kind == Kind.WORM]
    riders = [u for u in units if u.kind != Kind.WORM]
    if len(worms) > 1 or any(u.kind not in RIDERS or u.mp_used for u in riders) or sum(
            u.kind in COMBAT for u in riders) > WORM_RIDERS:
        raise RuleError(T("santini-move-worm-riders"), rule=rule("Attività"))
    worm, here = worms[0], start
    for hex_ in hexes:
        _step(state, board, here, hex_, faction, False)
        if cost(state, worm, hex_) is None:
            raise RuleError(T("santini-move-terrain", unit=worm.id, kind=kind_word(worm.kind),
                              hex=hex_), rule=orders.ATTIVITA)
        here = hex_
    if len(hexes) > points_left(state, worm):
        raise RuleError(T("santini-move-no-points", unit=worm.id, hex=hexes[-1],
                          left=points_left(state, worm)), rule=orders.ATTIVITA)
    return {u.id: len(hexes) if u is worm else 0 for u in units}, False


def _leave_check(units: list[Unit], end: str, faction: Faction) -> None:
    """Attività: Fremen units moving past the map's edge go back to Arrakis (not a worm,
    and never a scout, which does not leave the planet's surface)."""
    if faction != Faction.FREMEN or not on_edge(end) or any(
            u.kind in (Kind.WORM, Kind.SCOUT) for u in units):
        raise RuleError(T("santini-move-off-refused", hex=end), rule=orders.ATTIVITA,
                        hint=T("santini-move-hint-off"))


def _apply(state: SantiniState, board: Board, units: list[Unit], spent: dict[str, int],
           stopped: bool, worm: bool) -> None:
    for unit in units:
        unit.mp_used += spent[unit.id]
        unit.moved = True
        if stopped and unit.kind != Kind.SPY:
            unit.mp_used = max(unit.mp_used, allowance(state, unit))
        if worm and unit.kind != Kind.WORM:
            unit.locked = True


def follow(state: SantiniState, board: Board, hexes: list[str], log: EventLog) -> None:
    """After a move: a scout left alone passes to the Fremen, a scout alone in a hex
    another faction occupies passes to it (Nota sugli Scout); a worm without Fremen combat
    units in its hex vanishes (Attività)."""
    for hex_ in dict.fromkeys(hexes):
        here = board.by_hex.get(hex_, [])
        holders = {u.faction for u in here if u.kind not in (Kind.SCOUT, Kind.SPY,
                                                              Kind.WORM)}
        for scout in [u for u in here if u.kind == Kind.SCOUT]:
            owner = (Faction.FREMEN if not holders else scout.faction
                     if scout.faction in holders else min(holders))
            if owner != scout.faction:
                scout.faction = owner
                log.public("scout", T("santini-scout-passes", unit=scout.id, hex=hex_,
                                      faction=faction_word(owner)))
        fremen = any(u.faction == Faction.FREMEN and u.kind in COMBAT for u in here)
        for worm in [u for u in here if u.kind == Kind.WORM and not fremen]:
            board.move([worm], DEAD)
            log.public("worm", T("santini-worm-vanishes", unit=worm.id, hex=hex_))

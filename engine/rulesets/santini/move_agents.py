"""The activity's candidates for the random agents: a few plausible orders, cheap to find
(the protocol keeps those the game accepts), and always `done`, so that games end."""

from __future__ import annotations

from collections import defaultdict

from engine.core import Command

from . import commands as c
from .air import Fly
from .data.counters import Kind
from .entry import Enter, Split
from .factions import Faction
from .hexes import distance, edge, neighbours, step, toward
from .hooks import candidates_for
from .movement import Move
from .orders import active_seat
from .state import HOME, SantiniState, Unit
from .strategic import Strategic
from .terrain import Board, cost, points_left
from .transfer import PRICES, Transfer
from .units import in_storm
from .works import Fortify

STACKS = 2
"""Stacks offered a move each time: a few, from a place that turns with the game."""
EDGE_STEP = 37
HARVESTERS = 2
"""Harvesters offered a step toward spice each time."""


@candidates_for("activity")
def candidates(state: SantiniState, seat: str) -> list[Command]:
    if active_seat(state) != seat or state.battle is not None:
        return []
    faction = state.players[seat].faction
    mine = [u for u in state.units.values() if u.faction == faction]
    turn = state.turn * 3 + sum(u.moved for u in mine)
    out: list[Command] = [*_moves(state, mine, turn), *_flights(state, mine, turn),
                          *_to_spice(state, mine)]
    if faction == Faction.FREMEN:
        out += [*_entries(state, mine, turn), *_strategic(state, mine, turn),
                *_splits(mine)]
    else:
        out += _transfers(state, mine)
    out += _works(state, mine)
    out.append(c.Done())
    return out


def _movable(state: SantiniState, unit: Unit) -> bool:
    return (unit.on_map and not unit.locked and unit.kind not in (Kind.WING, Kind.WORM)
            and points_left(state, unit) > 0 and not in_storm(state, unit.place))


def _moves(state: SantiniState, mine: list[Unit], turn: int) -> list[Command]:
    stacks: dict[str, list[Unit]] = defaultdict(list)
    for unit in mine:
        if _movable(state, unit):
            stacks[unit.place].append(unit)
    places = sorted(stacks)
    out: list[Command] = []
    for i in range(min(STACKS, len(places))):
        hex_ = places[(turn + i) % len(places)]
        units = stacks[hex_]
        near = neighbours(hex_)
        for there in (near[(turn + i) % len(near)], near[(turn + i + 3) % len(near)]):
            if all((p := cost(state, u, there)) is not None and p <= points_left(state, u)
                   for u in units):
                out.append(Move(units=",".join(u.id for u in units), path=there))
    return out


def _to_spice(state: SantiniState, mine: list[Unit]) -> list[Command]:
    """A harvester a hex nearer the nearest spice (onto it when next to it), so random
    games harvest and play past the Fremen's blockade of turn 11."""
    spice = sorted(h for h, counters in state.spice.items() if counters)
    out: list[Command] = []
    for unit in mine:
        if len(out) == HARVESTERS or not spice:
            break
        if unit.kind != Kind.HARVESTER or not _movable(state, unit) or unit.place in spice:
            continue
        target = min(spice, key=lambda h: (distance(unit.place, h), h))
        there = step(unit.place, toward(unit.place, target))
        if there and (p := cost(state, unit, there)) is not None \
                and p <= points_left(state, unit):
            out.append(Move(units=unit.id, path=there))
    return out


def _flights(state: SantiniState, mine: list[Unit], turn: int) -> list[Command]:
    wings = [u for u in mine if u.kind == Kind.WING and u.on_map and not u.locked
             and points_left(state, u) > 1]
    if not wings:
        return []
    wing = wings[turn % len(wings)]
    near = neighbours(wing.place)
    return [Fly(unit=wing.id, path=near[turn % len(near)])]


def _entries(state: SantiniState, mine: list[Unit], turn: int) -> list[Command]:
    waiting = [u for u in mine if u.place == HOME and u.kind != Kind.WORM]
    if not waiting:
        return []
    hexes = edge()
    unit = waiting[turn % len(waiting)]
    return [Enter(units=unit.id, hex=hexes[(turn * EDGE_STEP + k) % len(hexes)])
            for k in (0, len(hexes) // 2)]


def _strategic(state: SantiniState, mine: list[Unit], turn: int) -> list[Command]:
    """One fresh stack two hexes away, straight on."""
    fresh = [u for u in mine if u.on_map and not u.moved and not u.locked
             and u.entered < state.turn and u.kind not in (Kind.WING, Kind.WORM)]
    if not fresh:
        return []
    unit = fresh[turn % len(fresh)]
    direction = turn % 6 + 1
    first = step(unit.place, direction)
    second = first and step(first, direction)
    if not second:
        return []
    ids = ",".join(u.id for u in fresh if u.place == unit.place)
    return [Strategic(units=ids, path=f"{first} {second}")]


def _splits(mine: list[Unit]) -> list[Command]:
    veterans = [u for u in mine if u.on_map and u.veteran and not u.split
                and u.kind == Kind.INFANTRY and not u.locked]
    return [Split(unit=veterans[0].id)] if veterans else []


def _transfers(state: SantiniState, mine: list[Unit]) -> list[Command]:
    waiting = [u for u in mine if u.place == HOME and u.kind in PRICES and not u.locked]
    if not waiting or not state.players[state.seat_of(mine[0].faction)].spice:
        return []
    board = Board(state)
    faction, unit = mine[0].faction, waiting[0]
    cities = sorted(city.hex for city in state.map.cities.values())
    open_ = [h for h in cities if not board.enemies(h, faction)
             and not board.enemy_zoc(h, faction, combat_only=False)
             and board.room(h, faction, [unit])]
    return [Transfer(units=unit.id, to=open_[0])] if open_ else []


def _works(state: SantiniState, mine: list[Unit]) -> list[Command]:
    for unit in mine:
        if (unit.kind == Kind.INFANTRY and unit.on_map and not unit.moved
                and not unit.locked and state.map.terrain[unit.place] == "city"
                and unit.place not in state.fortifications):
            return [Fortify(unit=unit.id)]
    return []

"""Attività: what a seat may still attack this turn, and with which pieces: each hex once,
each unit in one attack, from hexes next to the target, into terrain the units could enter,
out of storms. The refusals' hints and the agents' attacks read it."""

from __future__ import annotations

from . import units as u
from .combat_retreat import can_enter
from .data.counters import Kind
from .hexes import neighbours
from .state import SantiniState, Unit
from .words import T, Text, listing


def attacked_this_turn(state: SantiniState, seat: str) -> list[str]:
    """The hexes the seat attacked this turn."""
    return state.attacked_hexes.get(seat, []) if state.attacked_turn == state.turn else []


def attacks_begun(state: SantiniState, seat: str) -> bool:
    """Whether the seat has declared an attack this turn: "ciascun giocatore muove tutti i
    suoi pezzi e poi esegue tutti gli attacchi", so it moves no more (the movement part
    asks)."""
    return bool(attacked_this_turn(state, seat))


def took_part(state: SantiniState, unit: Unit) -> bool:
    """The unit joined an attack this turn (`Unit.attacked` counts for `attacked_turn`)."""
    return unit.attacked and state.attacked_turn == state.turn


def targets(state: SantiniState, seat: str) -> dict[str, list[str]]:
    """Hex -> the seat's pieces (combat units and worms) that may still attack it."""
    faction = state.players[seat].faction
    by_place: dict[str, list[Unit]] = {}
    for unit in state.units.values():
        if unit.on_map:
            by_place.setdefault(unit.place, []).append(unit)
    done = set(attacked_this_turn(state, seat))
    out: dict[str, list[str]] = {}
    for place, here in by_place.items():
        free = [p for p in here if p.faction == faction and (p.combat or p.kind == Kind.WORM)
                and not took_part(state, p)]
        if not free or u.in_storm(state, place):
            continue
        for near in neighbours(place):
            enemy = any(p.faction != faction and p.kind not in (Kind.SPY, Kind.SCOUT)
                        for p in by_place.get(near, ()))
            if near in done or not enemy or u.in_storm(state, near):
                continue
            able = [p.id for p in free if can_enter(state, p, near)]
            if any(state.units[i].combat for i in able):
                out.setdefault(near, []).extend(able)
    return out


def where_hint(state: SantiniState, seat: str) -> Text:
    """The hexes the seat may still attack (a refusal's hint)."""
    open_ = sorted(targets(state, seat))
    if not open_:
        return T("santini-battle-nothing-to-attack")
    return T("santini-battle-may-attack", hexes=listing(open_))


def with_hint(state: SantiniState, seat: str, hex_: str) -> Text:
    """The pieces that may attack `hex_` (a refusal's hint)."""
    able = sorted(targets(state, seat).get(hex_, []))
    if not able:
        return where_hint(state, seat)
    return T("santini-battle-may-attack-with", hex=hex_, units=listing(able))

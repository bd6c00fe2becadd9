"""Calling a worm (Attività: Controllo Verme; the Verme event): a worm, with a d6 of turns
under it, in the hex of a Fremen stack with combat units on light desert; at most three
worms on the map and one a hex."""

from __future__ import annotations

from engine.core import EventLog, RuleError

from . import card_args, die
from .cards_play import Effect, Play, card
from .data.counters import Kind
from .factions import Faction
from .state import SantiniState
from .units import new_unit
from .words import T, rule

MAX_WORMS = 3


def worms_on_map(state: SantiniState) -> int:
    return sum(1 for u in state.units.values() if u.kind == Kind.WORM and u.on_map)


def may_call(state: SantiniState, hex_: str) -> bool:
    """Light desert, Fremen combat units there, no worm yet, fewer than three on the map."""
    here = state.units_at(hex_)
    return (state.map.terrain.get(hex_) == "light" and worms_on_map(state) < MAX_WORMS
            and any(u.combat and u.faction == Faction.FREMEN for u in here)
            and not any(u.kind == Kind.WORM for u in here))


def callable_hexes(state: SantiniState) -> list[str]:
    stacks = sorted({u.place for u in state.units.values()
                     if u.faction == Faction.FREMEN and u.combat and u.on_map})
    return [h for h in stacks if may_call(state, h)]


def call(state: SantiniState, hex_: str, log: EventLog) -> None:
    worm = new_unit(state, Faction.FREMEN, Kind.WORM, hex_)
    worm.worm_turns = die.roll(state, 6)
    log.public("worm", T("santini-worm-called", hex=hex_, unit=worm.id,
                         turns=worm.worm_turns))


@card("Controllo Verme")
def worm_control(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    hex_ = card_args.hex_(state, command.hex, name)
    if not may_call(state, hex_):
        raise RuleError(T("santini-worm-where", hexes=", ".join(callable_hexes(state)) or "-"),
                        rule=rule("Carte"))
    return lambda log: call(state, hex_, log)

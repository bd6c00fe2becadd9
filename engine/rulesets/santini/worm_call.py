"""Calling a worm (Attività): with Controllo Verme or the Verme event, a worm with a d6
of turns under it in the hex of a Fremen stack with combat units on light desert; by Paul
Muad'Dib, once a turn from open desert, on 1-2 of a d6. At most three worms on the map and
one a hex."""

from __future__ import annotations

from engine.core import Command, EventLog, RuleError

from . import card_args, die
from .activity import active_seat
from .cards_play import Effect, Play, card, stamp
from .commands import UnitId, registry
from .data.counters import Kind
from .factions import Faction
from .hexes import neighbours
from .hooks import plays
from .state import SantiniState
from .units import in_enemy_zoc, new_unit
from .words import T, rule

MAX_WORMS = 3
MUADDIB = "Paul Muad'Dib"
SUMMONED_UP_TO = 2
"""Attività: Paul Muad'Dib calls a worm on 1 or 2 of a d6."""
WORM_TURNS = {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}
"""Attività: the worm Muad'Dib calls stays 1-2: one turn, 3-4: two, 5-6: three."""


@registry.command()
class Summon(Command):
    name = "summon"
    summary = "Paul Muad'Dib tries to call a worm in his hex of open desert (Attività)."
    leader: UnitId


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


def call(state: SantiniState, hex_: str, log: EventLog, turns: int | None = None) -> None:
    """A worm in the hex, with `turns` under it (a d6 when not given)."""
    worm = new_unit(state, Faction.FREMEN, Kind.WORM, hex_)
    worm.worm_turns = turns if turns is not None else die.roll(state, 6)
    log.public("worm", T("santini-worm-called", hex=hex_, unit=worm.id,
                         turns=worm.worm_turns))


@card("Controllo Verme")
def worm_control(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    hex_ = card_args.hex_(state, command.hex, name)
    if not may_call(state, hex_):
        raise RuleError(T("santini-worm-where", hexes=", ".join(callable_hexes(state)) or "-"),
                        rule=rule("Carte"))
    return lambda log: call(state, hex_, log)


def open_desert(state: SantiniState, hex_: str) -> bool:
    """Pieno deserto: light desert with six light desert hexes around."""
    around = neighbours(hex_)
    return (state.map.terrain.get(hex_) == "light" and len(around) == 6
            and all(state.map.terrain.get(h) == "light" for h in around))


@plays(Summon)
def summon(state: SantiniState, seat: str, command: Summon, log: EventLog) -> None:
    """Once a turn, in his activity, from open desert free of any enemy zoc, with fewer
    than three worms on the map."""
    paul = state.units.get(command.leader)
    if active_seat(state) != seat:
        raise RuleError(T("santini-not-your-activity"), rule=rule("Attività"))
    if (paul is None or paul.name != MUADDIB or not paul.on_map
            or paul.faction != state.players[seat].faction):
        raise RuleError(T("santini-summon-who"), rule=rule("Attività"))
    hex_ = paul.place
    if (not open_desert(state, hex_) or in_enemy_zoc(state, hex_, paul.faction,
                                                     combat_only=False)
            or worms_on_map(state) >= MAX_WORMS or any(u.kind == Kind.WORM
                                                        for u in state.units_at(hex_))):
        raise RuleError(T("santini-summon-where", hex=hex_), rule=rule("Attività"))
    if state.acted.get(f"worm:{paul.id}") == state.turn:
        raise RuleError(T("santini-leader-acted", leader=paul.id), rule=rule("Attività"))
    stamp(state, state.acted, f"worm:{paul.id}")
    face = die.roll(state, 6)
    if face > SUMMONED_UP_TO:
        log.public("worm_not_called", T("santini-summon-failed", roll=face))
        return
    call(state, hex_, log, WORM_TURNS[die.roll(state, 6)])

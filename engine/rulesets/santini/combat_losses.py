"""Attività: losses in battle: steps taken so that at least half of the strength lost has
the battle's morale or more, a Fremen worm that dies instead, and what an eliminated
counter leaves behind (its weirding modules; a leader's "Comandi -1" and charisma)."""

from __future__ import annotations

from engine.core import EventLog

from . import units as u
from .combat_sides import Side, morale, piece_strength
from .data.counters import Kind
from .state import DEAD, SantiniState, Unit
from .words import T


def eliminate(state: SantiniState, unit: Unit, killer: str | None) -> None:
    """The counter is dead. Its weirding modules stay in the hex (Nota sui Moduli
    Estranianti: never destroyed in battle); a dead leader may cost its faction's commands 1
    (Comandi -1) and, if charismatic, costs its owner 2 points and gives the killer 1."""
    if unit.modules:
        state.ground_modules[unit.place] = state.ground_modules.get(unit.place, 0) + unit.modules
        unit.modules = 0
    unit.place = DEAD
    if unit.kind != Kind.LEADER:
        return
    printed = state.counters.leaders.get(unit.name)
    owner = state.player_of(unit.faction)
    if printed is not None and printed.commands_minus:
        owner.commands_minus += 1
    if printed is not None and printed.charismatic:
        owner.charismatic_lost = True
        if killer is not None:
            state.players[killer].kills += 1


def _step_value(state: SantiniState, unit: Unit, double: bool) -> int:
    """The strength one step takes off the side: full to reduced, or the last step."""
    now = piece_strength(state, unit, double)
    if unit.steps >= 2 and not unit.split:
        return now - u.values(state, unit).reduced * (2 if double else 1)
    return now


def _next(state: SantiniState, alive: list[Unit], high_first: bool, battle: int) -> Unit:
    """Whose step goes next: while the losses of morale at least the battle's are short of
    half, one of those; the lowest morale first, a full unit reduced before a reduced one
    dies, a regular before a veteran."""
    pool = alive
    if high_first:
        pool = [p for p in alive if u.morale(state, p) >= battle] or alive
    return min(pool, key=lambda p: (u.morale(state, p), p.steps < 2, p.veteran, p.id))


def take_losses(state: SantiniState, side: Side, amount: int, double: bool,
                killer: str, log: EventLog) -> None:
    """Take `amount` strength off the side's combat units, step by step (the last step may
    take more than is owed). A Fremen worm dies instead when the loss would otherwise
    eliminate every combat unit of the side."""
    fighters = [p for p in side.fighters if p.on_map]
    if amount <= 0 or not fighters:
        return
    worms = [w for w in side.worms if w.on_map]
    if worms and amount >= sum(piece_strength(state, p, double) for p in fighters):
        eliminate(state, worms[0], killer)
        log.public("worm_absorbs", T("santini-battle-worm-absorbs", unit=worms[0].id))
        return
    battle = morale(state, side)
    lost = high = 0
    while lost < amount and fighters:
        unit = _next(state, fighters, 2 * high < amount, battle)
        value = _step_value(state, unit, double)
        lost += value
        high += value if u.morale(state, unit) >= battle else 0
        if unit.steps >= 2 and not unit.split:
            unit.steps = 1
            log.public("step_lost", T("santini-battle-step-lost", unit=unit.id))
        else:
            eliminate(state, unit, killer)
            fighters.remove(unit)
            log.public("unit_lost", T("santini-battle-unit-lost", unit=unit.id))

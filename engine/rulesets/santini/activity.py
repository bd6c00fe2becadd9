"""Attività: each player in the initiative's order moves all his pieces, then makes all
his attacks, and says `done`. The phase's start gives every counter its movement points
again; a player's activity starts by finishing the works he began in his last one."""

from __future__ import annotations

from engine.core import EventLog, RuleError

from . import commands as c
from . import works
from .hooks import begins, decision, plays
from .orders import active_seat
from .state import Phase, SantiniState
from .words import T, faction_word, rule

__all__ = ["active_seat"]


@begins(Phase.ACTIVITY)
def begin(state: SantiniState, log: EventLog) -> None:
    state.active = 0
    _new_turn(state)
    _start_turn_of(state, log)


def _new_turn(state: SantiniState) -> None:
    """Every counter may move and attack again; a builder stays on its work until its
    player's next activity (works.finish)."""
    builders = {w.builder for w in (*state.fortifications.values(),
                                    *state.platforms.values()) if not w.done}
    for unit in state.units.values():
        unit.moved = unit.attacked = False
        unit.mp_used = 0
        unit.locked = unit.id in builders
    for player in state.players.values():
        player.strategic_used = 0


def _start_turn_of(state: SantiniState, log: EventLog) -> None:
    seat = active_seat(state)
    if seat is not None:
        faction = state.players[seat].faction
        log.public("activity", T("santini-activity-of", seat=seat,
                                 faction=faction_word(faction)))
        works.finish(state, faction, log)


@decision("activity", default=lambda state, seat: c.Done())
def waiting(state: SantiniState) -> list[str]:
    """The active seat, but while a battle it declared is being fought (its defender's
    answer, a retreat): the battle's own decisions wait then."""
    seat = active_seat(state)
    return [seat] if seat is not None and state.battle is None else []


@plays(c.Done)
def done(state: SantiniState, seat: str, command: c.Done, log: EventLog) -> None:
    if active_seat(state) != seat:
        raise RuleError(T("santini-not-your-activity"))
    if state.battle is not None:
        raise RuleError(T("santini-activity-battle-open", hex=state.battle.hex),
                        rule=rule("Attività"))
    state.active += 1
    _start_turn_of(state, log)

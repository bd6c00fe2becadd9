"""Attività: each player in the initiative's order moves all his pieces, then makes all
his attacks, and says `done`."""

from __future__ import annotations

from engine.core import EventLog, RuleError

from . import commands as c
from .hooks import begins, candidates_for, decision, plays
from .state import Phase, SantiniState
from .words import T, faction_word


def active_seat(state: SantiniState) -> str | None:
    if state.phase != Phase.ACTIVITY or state.active >= len(state.initiative):
        return None
    return state.initiative[state.active]


@begins(Phase.ACTIVITY)
def begin(state: SantiniState, log: EventLog) -> None:
    state.active = 0
    _start_turn_of(state, log)


def _start_turn_of(state: SantiniState, log: EventLog) -> None:
    seat = active_seat(state)
    if seat is not None:
        log.public("activity", T("santini-activity-of", seat=seat,
                                 faction=faction_word(state.players[seat].faction)))


@decision("activity", default=lambda state, seat: c.Done())
def waiting(state: SantiniState) -> list[str]:
    seat = active_seat(state)
    return [seat] if seat is not None else []


@plays(c.Done)
def done(state: SantiniState, seat: str, command: c.Done, log: EventLog) -> None:
    if active_seat(state) != seat:
        raise RuleError(T("santini-not-your-activity"))
    state.active += 1
    _start_turn_of(state, log)


@candidates_for("activity")
def _done(state: SantiniState, seat: str) -> list:
    return [c.Done()]

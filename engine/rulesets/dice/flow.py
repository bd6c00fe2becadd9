"""The sequence of play: from step to step until someone must decide. Each step says how it
begins, what it does by itself and when it is finished (`phase.PhaseSpec`), so this loop
knows no step by name."""

from __future__ import annotations

from engine.core import EventLog

from .state import DiceState
from .table import FOLLOWING, TURN, current
from .turn import end_turn


def settle(state: DiceState, log: EventLog) -> None:
    """Run automatic steps until the game waits for a decision or has ended."""
    while _advance(state, log):
        pass


def _advance(state: DiceState, log: EventLog) -> bool:
    spec = current(state)
    if spec is None:
        return False
    if spec.auto(state, log):
        return True
    if not spec.finished(state):
        return False
    following = FOLLOWING[spec.step]
    if following is not None:
        following.begin(state, log)
    elif end_turn(state, log):
        TURN[0].begin(state, log)
    return True

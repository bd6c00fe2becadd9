"""The sequence of play (V): move from phase to phase until someone must decide.

The order of the phases is the rules' `round_order`, and the rules end each turn; each
phase says how it begins, what it does by itself and when it is finished
(`phase.PhaseSpec`), so this loop knows no phase by name.
"""

from __future__ import annotations

from engine.core import EventLog

from ..model.state import ClassicState
from ..phases import kanly, orders
from .rules import ClassicRules, rules_for


def settle(state: ClassicState, log: EventLog) -> None:
    """Run automatic steps until the game waits for a decision or has ended. A decision a
    standing order answers is answered then, as a typed answer arriving at that moment
    would be, and the steps go on; an action threatened with Kanly that a step takes for
    its player (a standing bid) calls Kanly as the typed one would."""
    rules = rules_for(state.options)
    seen = len(log.events)
    while _step(rules, state, log) or orders.answer(state, log):
        if state.options.duel:  # THE DUEL, V.1: a standing bid, a card played by an order
            kanly.after(state, None, None, log.events[seen:], log)
            seen = len(log.events)


def _step(rules: ClassicRules, state: ClassicState, log: EventLog) -> bool:
    """Advance one step if the current phase has one to take; False when waiting."""
    spec = rules.current(state)
    if spec is None:
        return False
    if spec.step is not None and spec.step(state, log):
        return True
    if not spec.finished(state):
        return False
    if spec.end is not None:
        spec.end(state)
    if spec is rules.interrupt:
        return True  # the suspended phase resumes where it stood
    following = rules.following[state.phase]
    if following is not None:
        following.begin(state, log)
    elif rules.end_turn(state, log):
        rules.round_order[0].begin(state, log)
    return True

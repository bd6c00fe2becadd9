"""The sequence of play (V): move from phase to phase until someone must decide.

Each phase module only starts its phase and handles its commands; this loop is the one
place that knows the order of the rounds, so a new round is added here and nowhere else.
"""

from __future__ import annotations

from engine.core import EventLog

from .phases import battle, bidding, collection, movement, revival, setup, spice_blow, storm
from .state import ClassicState, Phase


def settle(state: ClassicState, log: EventLog) -> None:
    """Run automatic steps until the game waits for a decision or has ended."""
    while _step(state, log):
        pass


def _step(state: ClassicState, log: EventLog) -> bool:
    """Advance one phase if the current one is complete; False when waiting."""
    phase = state.phase
    if phase == Phase.SETUP:
        if not setup.complete(state):
            return False
        state.turn = 1
        storm.begin(state, log)
    elif phase == Phase.STORM:
        if storm.waiting(state):
            return False
        spice_blow.begin(state, log)
    elif phase == Phase.SPICE_BLOW:
        if spice_blow.waiting(state):
            return False
        if not state.blow_done:
            spice_blow.run(state, log)
            return True
        bidding.begin(state, log)
    elif phase == Phase.BIDDING:
        if bidding.skip_full_hand(state, log):
            return True
        if not bidding.finished(state):
            return False
        state.bidding = None
        revival.begin_revival(state, log)
    elif phase == Phase.REVIVAL:
        if state.revival or state.revival_gift:
            return False
        movement.begin_movement(state, log)
    elif phase == Phase.MOVEMENT:
        if not movement.finished(state):
            return False
        state.movement = None
        battle.begin(state, log)
    elif phase == Phase.BATTLE:
        if battle.pass_over(state, log):
            return True
        if not battle.finished(state):
            return False
        state.battles = None
        collection.collect(state, log)
        if collection.end_turn(state, log):
            storm.begin(state, log)
    else:
        return False
    return True

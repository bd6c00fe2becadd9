"""The random agent of the simulator, the demo and the conformance suite: each open
decision's candidates (registered by the parts with `hooks.candidates_for`) that the game
accepts, and a choice among them."""

from __future__ import annotations

import copy
import random

from engine.core import Command, EventLog, RuleError

from . import flow
from .hooks import CANDIDATES
from .state import SantiniState

STANDING_RATE = 0.02
"""How often the random agent gives a standing order it has not yet given."""


def legal(state: SantiniState, seat: str) -> list[Command]:
    """The candidates for the seat's open decisions that the game accepts, each tried on a
    copy. A refused command changes nothing (every check comes before any change), so its
    copy serves the next candidate: a copy is made only after an accepted one."""
    out: list[Command] = []
    trial: SantiniState | None = None
    for waiter, kind in flow.waiting_for(state):
        if waiter != seat:
            continue
        for make in CANDIDATES.get(kind, []):
            for command in make(state, seat):
                trial = trial or trial_copy(state)
                try:
                    flow.play(trial, seat, command, EventLog())
                except RuleError:
                    continue
                out.append(command)
                trial = None
    return out


def trial_copy(state: SantiniState) -> SantiniState:
    """A copy of the game to try a command on, sharing the map and the counters' values
    (frozen: no command changes them), which are most of a deep copy's time. Each unit
    is copied shallow: its fields are plain values (`Unit`), and a deep copy of the
    units was two thirds of the rest (1.47 -> 0.45 ms a copy at turn 4, 134 units)."""
    units = {key: copy.copy(unit) for key, unit in state.units.items()}
    memo = {id(state.map): state.map, id(state.counters): state.counters,
            id(state.units): units}
    return copy.deepcopy(state, memo)


def choose(state: SantiniState, seat: str, legal: list[Command],
           rng: random.Random) -> Command | None:
    """A random legal command: each name of command as likely as another, so that a seat
    with many moves to try still ends its activity now and then."""
    if not legal:
        return None
    names = sorted({c.name for c in legal})
    name = rng.choice(names)
    return rng.choice([c for c in legal if c.name == name])

"""A random agent that plays the dice game forward: among the legal commands it prefers
acting to passing, strategic targets, and committing everything to a battle, so random
games reach the victories and not only the Guild's default win (the simulator, the demo,
the tests)."""

from __future__ import annotations

import random

from engine.core import Command

from . import commands as c
from .state import DiceState

PASSIVE = frozenset({"done", "stop", "spare", "skip", "alone", "decline", "reroll"})
"""Commands that let a chance go: still chosen now and then."""


def weight(state: DiceState, command: Command) -> float:
    if command.name in PASSIVE or (isinstance(command, c.Fund) and not command.amount):
        return 0.2
    if isinstance(command, c.Kill):
        mine = (state.active_faction.value, state.turn.ally.value if state.turn.ally else "")
        return 0.05 if command.faction in mine else 2.0
    if isinstance(command, c.Target):
        region = state.map.region(command.region)
        return 4.0 if region is not None and region.strategic else 1.0
    if isinstance(command, c.Commit):
        return 1.0 + command.troops + command.large + command.leaders
    if isinstance(command, c.Land):
        region = state.map.region(command.region)
        return 3.0 if region is not None and region.strategic else 2.0
    if isinstance(command, c.Move):
        return 3.0
    return 1.0


def choose(state: DiceState, options: list[Command], rng: random.Random) -> Command | None:
    if not options:
        return None
    return rng.choices(options, weights=[weight(state, o) for o in options])[0]

"""Random legal players, for the demo, the simulator and the property tests: a random
seat picks uniformly among its legal commands."""

from __future__ import annotations

import random

from engine.core import MODERATOR_SEAT, Command

from .ruleset import RULESET
from .state import ClassicState


def choose(state: ClassicState, seat: str, rng: random.Random) -> Command | None:
    """A random legal command for `seat`, or None if it has nothing to do."""
    if seat == MODERATOR_SEAT:
        return None
    options = RULESET.legal(state, seat)
    return rng.choice(options) if options else None

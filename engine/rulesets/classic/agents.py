"""Random legal players, for the demo, the simulator and the property tests: a random
seat picks uniformly among its legal commands."""

from __future__ import annotations

import random

from engine.core import MODERATOR_SEAT, Command

from .legal import movement_options
from .phases import movement
from .ruleset import RULESET
from .state import ClassicState, Phase


def choose(state: ClassicState, seat: str, rng: random.Random) -> Command | None:
    """A random legal command for `seat`, or None if it has nothing to do."""
    if seat == MODERATOR_SEAT:
        return None
    faction = RULESET.faction_of(state, seat)
    if state.phase == Phase.MOVEMENT and movement.current(state) == faction \
            and state.movement and not state.movement.advisor_for:
        kinds = movement_options(state, faction)
        for kind in rng.sample(sorted(kinds), len(kinds)):
            options = kinds[kind]()
            if options:
                return rng.choice(options)
    options = RULESET.legal(state, seat)
    return rng.choice(options) if options else None

"""Random legal players, for the demo, the simulator and the property tests.

A random seat picks uniformly among its legal commands. The moderator agent settles the
battles this version leaves to the moderator: in each contested territory one faction,
chosen at random, keeps its tokens and the others go to the tanks, as after a battle.
"""

from __future__ import annotations

import random

from engine.core import MODERATOR_SEAT, Command

from . import commands as c
from .data import Faction
from .phases.battle import groups
from .ruleset import RULESET
from .state import ClassicState


def choose(state: ClassicState, seat: str, rng: random.Random) -> Command | None:
    """A random legal command for `seat`, or None if it has nothing to do."""
    if seat == MODERATOR_SEAT:
        return _settle_battle(state, rng)
    options = RULESET.legal(state, seat)
    return rng.choice(options) if options else None


def _settle_battle(state: ClassicState, rng: random.Random) -> Command | None:
    for territory in state.battle_hold:
        for group in groups(state, territory):
            if len(group) < 2:
                continue
            survivor = rng.choice(sorted(group))
            loser = next(f for f in sorted(group) if f != survivor)
            return _wipe(state, territory, loser)
    return c.Force()


def _wipe(state: ClassicState, territory: str, loser: Faction) -> Command:
    sector = next(s for s, stack in state.forces[territory].items() if loser in stack)
    return c.SetTokens(faction=loser.value, count=0, territory=territory, sector=sector,
                       via="tanks")

"""Random legal players, for the demo, the simulator and the property tests: a random
seat picks uniformly among its legal commands, but for two kinds of turn where a uniform
pick would play badly: a movement turn (one kind of move first, then a random one of that
kind) and a nexus (below); now and then it gives or cancels a standing order."""

from __future__ import annotations

import random

from engine.core import MODERATOR_SEAT, Command

from ..data import Faction
from ..model.state import ClassicState
from ..phases import alliances, orders
from ..play.rules import rules_for
from .commands import Ally, Done, Ready, Unally
from .legal import legal, movement_options

STANDING = 0.03
"""How often a random seat gives or cancels a standing order instead of acting. Orders may
be given at any time, so, like standing bids, they are not listed among the legal commands
(every menu and `help` would list them at every moment); the random games play them so."""
NEXUS_LEAVE = 0.05
NEXUS_READY = 0.5
NEXUS_ANY = 0.55


def choose(state: ClassicState, seat: str, rng: random.Random) -> Command | None:
    """A random legal command for `seat`, or None if it has nothing to do. In its own
    move (the check of `done`, the movement round's), a kind of move is chosen first."""
    if seat == MODERATOR_SEAT:
        return None
    faction = next(f for f, p in state.players.items() if p.seat == seat)
    if rng.random() < STANDING:
        return rng.choice(orders.candidates(state, faction))
    suspended = state.fight is not None  # THE DUEL: only the arena plays while it fights
    if not suspended and rules_for(state.options).rules[Done].allows(state, faction):
        kinds = movement_options(state, faction)
        for kind in rng.sample(sorted(kinds), len(kinds)):
            options = kinds[kind]()
            if options:
                return rng.choice(options)
    options = legal(state, faction)
    if not suspended and faction in alliances.waiting(state):
        return _at_nexus(faction, options, rng)
    return rng.choice(options) if options else None


def _at_nexus(faction: Faction, options: list[Command], rng: random.Random) -> Command:
    """XII.C-D: mostly ask someone, so that alliances of every size form (XII.C.2); now and
    then leave one, or do anything legal (a grant, a card); and say `ready` often enough
    that every nexus ends, which a uniform pick among many requests would not."""
    asks = [c for c in options if isinstance(c, Ally)]
    roll = rng.random()
    if roll < NEXUS_LEAVE and Unally() in options:
        return Unally()
    if roll < NEXUS_READY:
        return Ready()
    if roll < NEXUS_ANY or not asks:
        return rng.choice(options)
    return rng.choice(asks)

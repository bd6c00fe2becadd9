"""A random agent that plays the dice game towards its objective (OBJECTIFS: hold strategic
regions alone): among the legal commands it weighs each by what it does for the seat that
plays it, so random games of the simulator, the demo and the tests reach lone and alliance
victories and not only the Guild's default win, yet still try every command now and then."""

from __future__ import annotations

import random

from engine.core import Command

from . import commands as c
from .data import FACTION_DICE, Construction, Die
from .state import DiceState

PASSIVE = frozenset({"done", "stop", "spare", "skip", "alone", "decline"})
"""Commands that let a chance go: still chosen now and then."""


class Sight:
    """What one seat sees of the board when it weighs a command."""

    def __init__(self, state: DiceState, seat: str) -> None:
        self.state = state
        self.faction = state.players[seat].faction
        self.friends = {self.faction}
        if state.turn.ally is not None and self.faction in (state.active_faction,
                                                            state.turn.ally):
            self.friends |= {state.active_faction, state.turn.ally}

    def strategic(self, region: str) -> bool:
        spec = self.state.map.region(region)
        return spec is not None and spec.strategic

    def mine(self, region: str) -> int:
        units = self.state.board.get(region, {}).get(self.faction)
        return units.count if units else 0

    def enemies(self, region: str) -> int:
        return sum(u.count for f, u in self.state.board.get(region, {}).items()
                   if f not in self.friends)

    def held(self, region: str) -> bool:
        """Held alone by this seat's side: a region the objective counts."""
        return self.mine(region) > 0 and not self.enemies(region)


def weight(state: DiceState, seat: str, command: Command) -> float:
    if command.name in PASSIVE or (isinstance(command, c.Fund) and not command.amount):
        return 0.2
    sight = Sight(state, seat)
    if isinstance(command, c.Keep):
        return 0.3 if command.die == "all" else _worth(sight, Die(command.die))
    if isinstance(command, c.Reroll):
        return _reroll(sight)
    if isinstance(command, c.Kill):
        return _kill(sight, command)
    if isinstance(command, c.Target):
        return _target(sight, command.region)
    if isinstance(command, c.Move):
        return _move(sight, command)
    if isinstance(command, c.Land):
        return _land(sight, command.region)
    if isinstance(command, c.Commit):
        return _commit(command)
    if isinstance(command, c.Accept):
        return 3.0
    return 1.0


def _worth(sight: Sight, die: Die) -> float:
    """How much a die's face is worth keeping: one's own faction (recruits), much spice
    (landings), a strategic region (a target), any Kanly face."""
    roll = sight.state.roll
    face = roll.faces[die] if roll is not None else ""
    if die in FACTION_DICE:
        return 6.0 if face == sight.faction else 0.2
    if die == Die.SPICE:
        return float(face) if face.isdigit() else 1.0
    if die == Die.REGION:
        zone = sight.state.map.in_zone(int(face)) if face.isdigit() else ()
        return 3.0 if any(sight.strategic(r) for r in zone) else 0.5
    return 1.5


def _reroll(sight: Sight) -> float:
    """Worth it while loose dice show poor faces."""
    roll = sight.state.roll
    if roll is None:
        return 1.0
    return 0.2 + sum(_worth(sight, d) < 1.5 for d in roll.loose)


def _commit(command: c.Commit) -> float:
    """Committed units are all lost, the winner's too (COMBAT): a few more than none, not
    everything."""
    units = command.troops + command.large + command.allied + command.allied_large
    units += command.leaders + command.lent
    return 1.0 + (3.0 if 1 <= units <= 3 else 1.0 if units else 0.0)


def _kill(sight: Sight, command: c.Kill) -> float:
    if command.faction in {f.value for f in sight.friends if f is not None}:
        return 0.02
    region = command.region
    if not sight.strategic(region):
        return 0.5
    lone = list(sight.state.board.get(region, {})) == [command.faction]
    units = sight.state.board[region].get(command.faction)
    return 6.0 if lone and units is not None and units.count == 1 else 2.0


def _target(sight: Sight, region: str) -> float:
    """A strategic region not yet held, that the seat's troops can reach in force."""
    if not sight.strategic(region) or sight.state.in_storm(region):
        return 0.3
    if sight.held(region):
        return 1.0
    reach = sum(sight.mine(r) for r in sight.state.map.names
                if r != region and not sight.state.in_storm(r)
                and (sight.state.map.adjacent(r, region)
                     or sight.state.constructions.get(r) == Construction.ORNITHOPTER))
    return 8.0 if reach > sight.enemies(region) else 2.0


def _move(sight: Sight, command: c.Move) -> float:
    """Moves that take a strategic region without giving up one already held."""
    target = sight.state.turn.target
    gain = 4.0 if target is not None and sight.strategic(target) else 1.0
    source = command.source
    if sight.strategic(source) and sight.held(source):
        return gain * (0.05 if command.count >= sight.mine(source) else 0.8)
    return gain * (1.0 + command.count / 4)


def _land(sight: Sight, region: str) -> float:
    if sight.strategic(region):
        return 2.0 if sight.enemies(region) else 4.0
    return 2.0


def choose(state: DiceState, seat: str, options: list[Command],
           rng: random.Random) -> Command | None:
    if not options:
        return None
    return rng.choices(options, weights=[weight(state, seat, o) for o in options])[0]

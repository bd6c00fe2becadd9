"""The factions' own advantages that the game asks about outside battle: the Guild's
choice of when to move, the Bene Gesserit's advisors and coexistence, the Fremen's placed
worms and their shelter of allies. Each answer keeps to what the rulebook's strategy tips
(XXVII) and the advantage's own text say it is for."""

from __future__ import annotations

from engine.boards.arrakis.territories import POLAR_SINK, TERRITORIES
from engine.core import Command
from engine.core.ruleset import Seen

from ..protocol.commands import Advise, Coexist, MoveNow, PlaceWorm, Protect
from .position import Position

BENE_GESSERIT = "bene_gesserit"


def move_now(seen: Seen, pos: Position) -> Command | None:
    """Guild 1 (XV): wait while anyone is left to move, since moving last lets a surprise
    take-over go uncountered that turn (XXVII); move when the wait is over."""
    return next((c for c in seen.of(MoveNow) if not c.now),
                next(iter(seen.of(MoveNow)), None))


def protect(seen: Seen, pos: Position) -> Command | None:
    """XII.E.6: the Fremen shelter their allies' tokens from the worm; an ally's tokens
    lost are the alliance's strength lost, and sheltering costs nothing."""
    return next((c for c in seen.of(Protect) if c.yes), None)


def advise(seen: Seen, pos: Position) -> Command | None:
    """XV.B.3: the advisor is shipped free, so a token from the reserves onto the planet
    is always worth sending."""
    return next((c for c in seen.of(Advise) if c.send), None)


def coexist(seen: Seen, pos: Position) -> Command | None:
    """XV.B.5: the advisors turn fighters where that takes a stronghold nobody else
    holds (it then counts toward the win, IV); elsewhere they coexist, out of every
    battle. The flips are announced one territory at a time, then `coexist yes`. Asked
    about one territory (someone else has just come in), they coexist, as the rulebook
    assumes unless told otherwise."""
    options = seen.of(Coexist)
    for command in options:
        if not command.yes and _take(pos, command.territory):
            return command
    return next((c for c in options if c.yes), None)


def place_worm(seen: Seen, pos: Position) -> Command | None:
    """Fremen 2 (XV): the worm goes where it devours most of the others' tokens (only in
    the desert), sparing the Fremen and their allies; with nobody to devour, where it
    takes the most spice from the others' reach, else the Polar Sink, where it does
    nothing."""
    options = seen.of(PlaceWorm)
    scored = [(_devoured(pos, c.territory), i, c) for i, c in enumerate(options)]
    best = max(scored, key=lambda s: (s[0], -s[1]), default=None)
    if best is not None and best[0] > 0:
        return best[2]
    return next((c for c in options if c.territory == POLAR_SINK), best and best[2])


def _devoured(pos: Position, territory: str) -> float:
    place = TERRITORIES.get(territory)
    if place is None or not place.is_sand:
        return 0.0
    friends = pos.team_of(pos.me)
    tokens = _tokens(pos, territory)
    theirs = sum(n for f, n in tokens.items() if f not in friends)
    ours = sum(n for f, n in tokens.items() if f in friends)
    return 3.0 * theirs - 3.0 * ours + (0.5 * pos.spice_at(territory) if not ours else 0.0)


def _tokens(pos: Position, territory: str) -> dict[str, int]:
    """Every token in the territory, advisors too: a worm devours them all (XV.B.4)."""
    out: dict[str, int] = {}
    for stack in pos.public.get("forces", {}).get(territory, {}).values():
        for faction, n in stack.items():
            out[faction] = out.get(faction, 0) + n
    return out


def _take(pos: Position, territory: str | None) -> bool:
    if territory is None or territory not in pos.targets:
        return False
    others = [f for f in _tokens(pos, territory) if f != BENE_GESSERIT]
    return not others and _tokens(pos, territory).get(BENE_GESSERIT, 0) > 0


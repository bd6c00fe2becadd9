"""IX.C: the movement turn: ship and move to stop a win (into a stronghold of a team that
would win at the turn's end), to take an open stronghold, to hold one, or to reach spice;
then `done`; a large shipment from the reserves is first halved in price with a Karama
(pad B.6.A.6)."""

from __future__ import annotations

from engine.core import Command
from engine.core.ruleset import Seen

from ..protocol.commands import Done, Karama, Move, Ride, Ship
from .position import Position

WANT = 6
"""Tokens a bot sends to take or hold a stronghold, beyond twice the enemy's there."""
LATE = 7
"""From this turn on, with the Guild (or, without them, the Fremen) winning should nobody
else (Guild shield; Q&A E.3), the others attack strongholds they merely outnumber."""
KARAMA_SHIP = 4
"""Tokens from which a shipment is worth a Karama (pad B.6.A.6, the Guild's rate: half,
rounded up): at least two spice saved, where a smaller one saves a single spice."""


def turn(seen: Seen, pos: Position) -> Command | None:
    """The ship first (IX.C.1), then the move (IX.C.2), then `done`."""
    ships = [c for c in seen.of(Ship) if isinstance(c, Ship) and c.source is None
             and c.territory != "reserves"]
    moves = [c for c in seen.of(Move) if isinstance(c, Move)]
    ship = _best(pos, ships, _ship_score)
    if ship is not None:
        return _guild_rate(seen, ship) or ship
    best = _best(pos, moves, _move_score)
    if best is not None:
        return best
    return Done() if Done() in seen.legal else None


def _guild_rate(seen: Seen, ship: Ship) -> Command | None:
    """pad B.6.A.6: a Karama before a large shipment from the reserves halves its price,
    which also lets a short purse land more tokens; the game refuses it to the Fremen and
    to those already at the Guild's rate."""
    karama = Karama(use="ship")
    return karama if ship.count >= KARAMA_SHIP and karama in seen.legal else None


def _best(pos: Position, options: list, score) -> Command | None:
    scored = [(score(pos, c), i, c) for i, c in enumerate(options)]
    scored = [s for s in scored if s[0] > 0]
    return max(scored, key=lambda s: (s[0], -s[1]))[2] if scored else None


def _enemies(pos: Position, territory: str) -> int:
    friends = pos.team_of(pos.me)
    return sum(n for f, n in pos.occupants(territory).items() if f not in friends)


def _mine(pos: Position, territory: str) -> int:
    return pos.occupants(territory).get(pos.me, 0)


def _fit(count: int, want: int) -> float:
    """Prefer the count nearest what is wanted, rather more than less."""
    return -abs(count - want) * (1.0 if count >= want else 2.0)


def _destination(pos: Position, territory: str, count: int) -> float:
    """How good it is to put `count` more tokens in `territory` (0: not worth it)."""
    enemies = _enemies(pos, territory)
    mine = _mine(pos, territory)
    if territory in pos.threatened():
        return 100 + _fit(count, enemies + 2)  # IV: a battle there may stop the win
    if territory in pos.targets:
        if enemies == 0 and mine == 0:
            return 60 + _fit(count, WANT // 2)
        if enemies and mine + count >= _enough(pos, enemies):
            return 40 + _fit(mine + count, _enough(pos, enemies) + 1)
        return 0
    spice = pos.spice_at(territory)
    if spice and enemies == 0 and mine == 0:
        return 10 + min(spice, 10) + _fit(count, min(spice, 6))
    return 0


def _enough(pos: Position, enemies: int) -> int:
    """Tokens enough to attack `enemies` in a stronghold: twice as many and two, or,
    late in a game the clock would give to another, just more (see LATE)."""
    if pos.turn >= LATE and _clock_winner(pos) not in pos.team_of(pos.me):
        return enemies + 2
    return 2 * enemies + 2


def _clock_winner(pos: Position) -> str | None:
    """Who wins if the last turn ends without a winner (Guild shield; Q&A E.3)."""
    return next((f for f in ("guild", "fremen") if f in pos.factions), None)


def _ship_score(pos: Position, ship: Ship) -> float:
    return _destination(pos, ship.territory, ship.count)


def _move_score(pos: Position, move: Move) -> float:
    """Never leave a stronghold empty for a lesser goal (IV: holding is what wins)."""
    here = _mine(pos, move.source)
    leaving = move.source in pos.targets
    if leaving and move.count >= here and move.territory not in pos.threatened():
        return 0
    if leaving and move.territory not in pos.targets:
        return 0
    if leaving and _enemies(pos, move.source):
        return 0
    value = _destination(pos, move.territory, move.count)
    return value - (30 if leaving else 0)


def ride(seen: Seen, pos: Position) -> Command | None:
    """XV (Fremen): ride the worm where a move would go best, else stay."""
    rides = [c for c in seen.of(Ride) if isinstance(c, Ride)]
    going = [c for c in rides if c.territory is not None]
    scored = [(_destination(pos, c.territory, WANT), i, c) for i, c in enumerate(going)]
    scored = [s for s in scored if s[0] > 0]
    if scored:
        return max(scored, key=lambda s: (s[0], -s[1]))[2]
    stay = [c for c in rides if c.territory is None]
    return stay[0] if stay else None

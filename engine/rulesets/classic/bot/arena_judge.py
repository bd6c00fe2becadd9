"""How the bot weighs a leader's position and a strike in THE DUEL's arena (1984, V.4-8):
the harm foes may do to it where it stands, the strike it may make from there, and what
a strike is worth once the foe's secret defence is counted."""

from __future__ import annotations

from collections.abc import Iterable

from ..data.dueling import ATTACKS
from .arena_board import ANSWERS, Arena

DEATH = 100.0
"""A leader killed (V.7): the fight lost, the leader in the tanks, its seconds with it."""
KILL = 100.0
"""A foe's leader killed: the fight won (Kanly) or one rival fewer (war)."""
STEPPED = 0.6
"""A strike that needs a step first counts for this much of one made from where the foe
stands: the step may be blocked or taken, and it costs the foe a move (V.4, V.10)."""
NEXT_TURN = 0.3
"""A strike possible from here on the next turn counts for this much of one made now:
the foe moves, blocks or flees before it."""


def danger(arena: Arena, sector: str) -> float:
    """The harm foes may do to my leader in `sector` on their next turn: each may strike
    with a card it may hold from where it stands, or step once and strike (V.4, V.6), a
    strike that kills me costing all."""
    mine = arena.life(arena.me, arena.mine)
    occupied = arena.occupied(without=arena.me) | {sector}
    total = 0.0
    for foe in arena.foes:
        start = arena.where[foe]
        near = arena.strikes(start, sector)
        far = set().union(near, *(arena.strikes(s, sector)
                                  for s in arena.steps(start, occupied - {start})))
        now = arena.chance(foe, near)
        reach = now + STEPPED * (arena.chance(foe, far) - now)
        total += reach * _mean(DEATH if w >= mine else w for w in arena.worth[foe])
    return total


def strike(arena: Arena, foe: str, sides: list[str]) -> float:
    """V.7-8: my strike on `foe` through those of its sides: my leader's value taken from
    its backing and worth (all of it when that kills), less the foe's answer if it holds the
    defence of a side the strike comes through (the blows are simultaneous)."""
    mine, life = arena.mine, arena.life(arena.me, arena.mine)
    answer = arena.chance(foe, {ANSWERS[s] for s in sides})  # type: ignore[index]
    return _mean((KILL if mine >= arena.life(foe, w) else mine)
                 - answer * (DEATH if w >= life else w) for w in arena.worth[foe])


def best_strike(arena: Arena, sector: str) -> float:
    """The best strike my hand makes from `sector` now (0: none worth making)."""
    best = 0.0
    for foe in arena.foes:
        there = arena.where[foe]
        for card in set(arena.hand) & arena.strikes(sector, there):
            knife = card not in ATTACKS
            best = max(best, strike(arena, foe, arena.ways(sector, there, knife)))
    return best


def standing(arena: Arena, sector: str) -> float:
    """What it is worth to end the turn in `sector`: the harm awaited, the strike hoped."""
    return NEXT_TURN * best_strike(arena, sector) - danger(arena, sector)


def _mean(values: Iterable[float]) -> float:
    """A face-down leader is any of those its player has left, each as likely."""
    told = list(values)
    return sum(told) / len(told)

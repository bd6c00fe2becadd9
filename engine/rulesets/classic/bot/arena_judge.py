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
    strike that kills me costing all; less what my answer would take from a foe striking
    from where it stands, when I hold the defence of a side its blow comes through (V.8)."""
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
        if _answered(arena, start, sector):
            total -= now * _mean(_blow(arena, foe, w) for w in arena.worth[foe])
    return total


def _answered(arena: Arena, source: str, target: str) -> bool:
    """V.8: whether my hand holds the defence of a side a strike from `source` comes
    through."""
    sides = arena.ways(source, target, knife=True)
    return any(ANSWERS[s] in arena.hand for s in sides)  # type: ignore[index]


def _blow(arena: Arena, foe: str, worth: float) -> float:
    """V.7: what my leader's blow is worth against `foe` if its leader is worth `worth`:
    the fight's end when it kills, its value in spice when not; nothing on the dead."""
    if worth <= 0:
        return 0.0
    return KILL if arena.mine >= arena.life(foe, worth) else arena.mine


def strike(arena: Arena, foe: str, sides: list[str]) -> float:
    """V.7-8: my strike on `foe` through those of its sides: my leader's value taken from
    its backing and worth (all of it when that kills), less the foe's answer if it holds the
    defence of a side the strike comes through (the blows are simultaneous)."""
    life = arena.life(arena.me, arena.mine)
    answer = arena.chance(foe, {ANSWERS[s] for s in sides})  # type: ignore[index]
    return _mean(_blow(arena, foe, w) - answer * (DEATH if w >= life else w)
                 for w in arena.worth[foe])


def blows(arena: Arena, sector: str) -> list[tuple[str, float]]:
    """Each strike my hand makes from `sector` now: the foe struck and what it is worth."""
    found = []
    for foe in arena.foes:
        there = arena.where[foe]
        for card in set(arena.hand) & arena.strikes(sector, there):
            knife = card not in ATTACKS
            found.append((foe, strike(arena, foe, arena.ways(sector, there, knife))))
    return found


def best_strike(arena: Arena, sector: str) -> float:
    """The best strike my hand makes from `sector` now (0: none worth making)."""
    return max((value for _, value in blows(arena, sector)), default=0.0)


def exchange(arena: Arena, foe: str, value: float, sector: str) -> float:
    """A strike on `foe` worth `value`, less the harm awaited after it in `sector`: the
    foe struck answers with the worth my blow left it (V.7)."""
    return value - danger(arena.struck(foe, arena.mine), sector)


def best_blow(arena: Arena, sector: str) -> float:
    """The best strike from `sector` now with the harm awaited after it; with none, the
    harm awaited there."""
    return max((exchange(arena, foe, value, sector) for foe, value in blows(arena, sector)),
               default=-danger(arena, sector))


def standing(arena: Arena, sector: str) -> float:
    """What it is worth to end the turn in `sector`: the harm awaited, the strike hoped."""
    return NEXT_TURN * best_strike(arena, sector) - danger(arena, sector)


def _mean(values: Iterable[float]) -> float:
    """A face-down leader is any of those its player has left, each as likely."""
    told = list(values)
    return sum(told) / len(told)

"""Where the arena's picture puts each sector (THE DUEL, III.2): the rings of
`data/arena.py` drawn as annuli around an empty centre, the outer ring outside, each ring's
sectors in the order of their Right sides (V.4: leaders face the centre, so Right is the
next sector counter-clockwise), the first outer sector centred at the bottom.

The arena's data names only which sector lies beyond which side, so any arena a group loads
(`arena_file`) is laid out the same way: a ring's sectors share it evenly, and a sector the
walk along Right sides does not reach follows the others.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..data.arena import ArenaSpec

RADIUS = 100.0
CENTRE = 0.26
"""The empty centre's radius, a fraction of the arena's (nothing lies beyond the second
level's In sides)."""
RINGS = ("outer", "inner")

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Wedge:
    """A sector's place: radii r0..r1 (in units) and angular positions a0..a1 (in turns,
    counter-clockwise from the bottom)."""

    name: str
    ring: str
    r0: float
    r1: float
    a0: float
    a1: float

    @property
    def middle(self) -> Point:
        """The sector's middle, where its leader's disc goes."""
        return point((self.r0 + self.r1) / 2, (self.a0 + self.a1) / 2)


def point(r: float, turns: float) -> Point:
    """The point at radius r (units) and angular position `turns` (0: the bottom, counting
    counter-clockwise on screen)."""
    theta = 2 * math.pi * turns
    return r * math.sin(theta), r * math.cos(theta)


def wedges(spec: ArenaSpec) -> dict[str, Wedge]:
    """Every sector's wedge, the rings outside in."""
    rings = [ring for ring in RINGS if any(s.ring == ring for s in spec.sectors)]
    step = (1 - CENTRE) / len(rings)
    out: dict[str, Wedge] = {}
    first: str | None = None
    for depth, ring in enumerate(rings):
        order = ring_order(spec, ring, first)
        r1 = RADIUS * (1 - depth * step)
        n = len(order)
        for i, name in enumerate(order):
            out[name] = Wedge(name, ring, r1 - RADIUS * step, r1, (i - 0.5) / n,
                              (i + 0.5) / n)
        first = spec.beyond(order[0], "in")
    return out


def ring_order(spec: ArenaSpec, ring: str, first: str | None = None) -> list[str]:
    """A ring's sectors walked along their Right sides from `first` (when it is in the ring)
    or the ring's first sector; a sector the walk misses starts a walk of its own."""
    names = [s.name for s in spec.sectors if s.ring == ring]
    starts = ([first] if first in names else []) + names
    order: list[str] = []
    for start in starts:
        name: str | None = start
        while name in names and name not in order:
            order.append(name)
            name = spec.beyond(name, "right")
    return order


def border_path(a: Wedge, b: Wedge) -> tuple[str, Point] | None:
    """The path of the border between two sectors (a radial line within a ring, an arc
    between rings) and its middle; None when the picture does not put them side by side."""
    if a.ring == b.ring:
        shared = _shared_angle(a, b)
        if shared is None:
            return None
        start, end = point(a.r0, shared), point(a.r1, shared)
        return (f"M{n(start[0])} {n(start[1])} L{n(end[0])} {n(end[1])}",
                point((a.r0 + a.r1) / 2, shared))
    inner, outer = (a, b) if a.r1 <= b.r0 + 1e-9 else (b, a)
    low, high = _overlap(inner, outer)
    if high <= low:
        return None
    radius = inner.r1
    start, end = point(radius, low), point(radius, high)
    large = 1 if high - low > 0.5 else 0
    return (f"M{n(start[0])} {n(start[1])} A{n(radius)} {n(radius)} 0 {large} 0 "
            f"{n(end[0])} {n(end[1])}", point(radius, (low + high) / 2))


def _shared_angle(a: Wedge, b: Wedge) -> float | None:
    for x, y in ((a.a1, b.a0), (a.a0, b.a1)):
        if math.isclose((x - y) % 1, 0, abs_tol=1e-9) or math.isclose((x - y) % 1, 1,
                                                                        abs_tol=1e-9):
            return x
    return None


def _overlap(inner: Wedge, outer: Wedge) -> tuple[float, float]:
    """The angular span two sectors of neighbouring rings share (turns), shifted by whole
    turns so the spans meet."""
    best = (0.0, 0.0)
    for shift in (-1, 0, 1):
        low, high = max(inner.a0, outer.a0 + shift), min(inner.a1, outer.a1 + shift)
        if high - low > best[1] - best[0]:
            best = (low, high)
    return best


def wedge_path(w: Wedge) -> str:
    """An annular wedge, its arcs running counter-clockwise on screen outward (sweep-flag
    0) and back (1); a wedge of a whole turn is drawn as two halves."""
    if w.a1 - w.a0 >= 1 - 1e-9:
        halves = (Wedge(w.name, w.ring, w.r0, w.r1, w.a0, w.a0 + 0.5),
                  Wedge(w.name, w.ring, w.r0, w.r1, w.a0 + 0.5, w.a1))
        return " ".join(wedge_path(h) for h in halves)
    large = 1 if w.a1 - w.a0 > 0.5 else 0
    p = [point(w.r1, w.a0), point(w.r1, w.a1), point(w.r0, w.a1), point(w.r0, w.a0)]
    return (f"M{n(p[0][0])} {n(p[0][1])} A{n(w.r1)} {n(w.r1)} 0 {large} 0 "
            f"{n(p[1][0])} {n(p[1][1])} L{n(p[2][0])} {n(p[2][1])} "
            f"A{n(w.r0)} {n(w.r0)} 0 {large} 1 {n(p[3][0])} {n(p[3][1])} Z")


def n(value: float) -> str:
    """Numbers rounded for stable, compact documents (golden files compare them)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text

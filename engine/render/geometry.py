"""Curves to polylines, segment clipping and scanline spans: the rasteriser's geometry.

Everything here works on plain float tuples. Curves are flattened only as finely as the dot
grid can show (`tolerance`, in dot units), so a circle the size of the board costs a few dozen
segments rather than thousands.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from .affine import Affine
from .budget import over_budget

Point = tuple[float, float]

MAX_SEGMENTS = 4096
"""Cap on segments per curve, so an absurdly large (mostly off-grid) curve stays cheap."""


def angle_step(radius: float, tolerance: float) -> float:
    """The angle between vertices of a flattened circle of `radius` (same units as tolerance).

    A chord spanning angle t deviates from its arc by r*(1 - cos(t/2)); solve for t, then
    shrink t to divide a quarter turn evenly. Vertices then sit on multiples of the step, which
    puts one on each axis extreme (a circle's top dot is never shaved off) and makes two arcs
    of the same circle, such as neighbouring territories' shared border, share their vertices
    and so their dots.
    """
    quarter = math.pi / 2
    if not radius > tolerance:  # also catches NaN
        return quarter
    # 2*acos(1 - x) written as 4*asin(sqrt(x/2)), which stays accurate for tiny x
    raw = 4 * math.asin(math.sqrt(tolerance / (2 * radius)))
    if raw <= 0:
        return 4 * quarter / MAX_SEGMENTS
    per_quarter = min(MAX_SEGMENTS // 4, math.ceil(quarter / raw - 1e-9))
    return quarter / max(1, per_quarter)


def _angles_between(start: float, delta: float, step: float) -> list[float]:
    """Multiples of `step` strictly inside the sweep from `start` by `delta` (in sweep order),
    leaving out any within a hair of either end."""
    slack = step * 1e-6
    if delta > 0:
        first = math.floor((start + slack) / step) + 1
        last = math.ceil((start + delta - slack) / step) - 1
        return [k * step for k in range(first, last + 1)]
    first = math.ceil((start - slack) / step) - 1
    last = math.floor((start + delta + slack) / step) + 1
    return [k * step for k in range(first, last - 1, -1)]


def ellipse_points(
    cx: float, cy: float, rx: float, ry: float, ctm: Affine, tolerance: float
) -> list[Point]:
    """A closed ellipse as device points (the first point is not repeated at the end)."""
    step = angle_step(max(rx, ry) * ctm.max_scale(), tolerance)
    n = round(2 * math.pi / step)
    apply = ctm.apply
    return [
        apply(cx + rx * math.cos(step * i), cy + ry * math.sin(step * i)) for i in range(n)
    ]


def arc_points(
    start: Point,
    rx: float,
    ry: float,
    rotation: float,
    large_arc: bool,
    sweep: bool,
    end: Point,
    ctm: Affine,
    tolerance: float,
) -> list[Point]:
    """An SVG elliptical arc (path command A) as device points, excluding the start point.

    Implements the endpoint-to-centre conversion of SVG 1.1 appendix F.6.5, including the
    out-of-range radii correction (F.6.6): radii too small to join the endpoints are scaled up.
    """
    x1, y1 = start
    x2, y2 = end
    if x1 == x2 and y1 == y2:
        return []
    phi = math.radians(rotation % 360)
    cos_phi, sin_phi = math.cos(phi), math.sin(phi)
    hx, hy = (x1 - x2) / 2, (y1 - y2) / 2
    x1p = cos_phi * hx + sin_phi * hy
    y1p = -sin_phi * hx + cos_phi * hy
    # Work in units of the largest length so that squares neither overflow nor underflow;
    # a radius negligible next to the chord makes the arc a straight line (as rx = 0 does).
    unit = max(abs(rx), abs(ry), abs(x1p), abs(y1p))
    rx, ry, x1p, y1p = abs(rx) / unit, abs(ry) / unit, x1p / unit, y1p / unit
    if min(rx, ry) < 1e-9:
        return [ctm.apply(x2, y2)]
    lam = (x1p / rx) ** 2 + (y1p / ry) ** 2
    if lam > 1:
        root = math.sqrt(lam)
        rx, ry = rx * root, ry * root
    rx2, ry2 = rx * rx, ry * ry
    denominator = rx2 * y1p * y1p + ry2 * x1p * x1p
    numerator = rx2 * ry2 - denominator
    coef = math.sqrt(max(0.0, numerator / denominator)) if denominator else 0.0
    if large_arc == sweep:
        coef = -coef
    cxp = coef * rx * y1p / ry * unit
    cyp = -coef * ry * x1p / rx * unit
    rx, ry, x1p, y1p = rx * unit, ry * unit, x1p * unit, y1p * unit
    cx = cos_phi * cxp - sin_phi * cyp + (x1 + x2) / 2
    cy = sin_phi * cxp + cos_phi * cyp + (y1 + y2) / 2
    theta1 = math.atan2((y1p - cyp) / ry, (x1p - cxp) / rx)
    theta2 = math.atan2((-y1p - cyp) / ry, (-x1p - cxp) / rx)
    delta = theta2 - theta1
    if sweep and delta < 0:
        delta += 2 * math.pi
    elif not sweep and delta > 0:
        delta -= 2 * math.pi
    if not all(map(math.isfinite, (rx, ry, cx, cy, theta1, delta))):
        return [ctm.apply(x2, y2)]  # ends near the float limit overflow the centre: a chord
    step = angle_step(max(rx, ry) * ctm.max_scale(), tolerance)
    apply = ctm.apply
    points: list[Point] = []
    for theta in _angles_between(theta1, delta, step):
        ex, ey = rx * math.cos(theta), ry * math.sin(theta)
        points.append(apply(cx + cos_phi * ex - sin_phi * ey, cy + sin_phi * ex + cos_phi * ey))
    points.append(apply(x2, y2))
    return points


def cubic_points(p0: Point, p1: Point, p2: Point, p3: Point, tolerance: float) -> list[Point]:
    """A cubic Bézier in device space as points, excluding p0.

    Uniform steps: the flattening error is at most 3/4 * max second difference / n^2, so n
    follows from the control polygon alone (Béziers commute with affine maps, so the control
    points can be transformed first).
    """
    ddx = max(abs(p0[0] - 2 * p1[0] + p2[0]), abs(p1[0] - 2 * p2[0] + p3[0]))
    ddy = max(abs(p0[1] - 2 * p1[1] + p2[1]), abs(p1[1] - 2 * p2[1] + p3[1]))
    n = _uniform_count(0.75 * math.hypot(ddx, ddy) / tolerance)
    points: list[Point] = []
    for i in range(1, n):
        t = i / n
        u = 1 - t
        w0, w1, w2, w3 = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        points.append((
            w0 * p0[0] + w1 * p1[0] + w2 * p2[0] + w3 * p3[0],
            w0 * p0[1] + w1 * p1[1] + w2 * p2[1] + w3 * p3[1],
        ))
    points.append(p3)
    return points


def quadratic_points(p0: Point, p1: Point, p2: Point, tolerance: float) -> list[Point]:
    """A quadratic Bézier in device space as points, excluding p0 (error <= dd / 4n^2)."""
    dd = math.hypot(p0[0] - 2 * p1[0] + p2[0], p0[1] - 2 * p1[1] + p2[1])
    n = _uniform_count(dd / (4 * tolerance))
    points: list[Point] = []
    for i in range(1, n):
        t = i / n
        u = 1 - t
        w0, w1, w2 = u * u, 2 * u * t, t * t
        points.append((w0 * p0[0] + w1 * p1[0] + w2 * p2[0], w0 * p0[1] + w1 * p1[1] + w2 * p2[1]))
    points.append(p2)
    return points


def _uniform_count(squared: float) -> int:
    """ceil(sqrt(squared)) segments, at least 1 and at most MAX_SEGMENTS (NaN -> 1)."""
    if not squared > 1:
        return 1
    if squared >= MAX_SEGMENTS * MAX_SEGMENTS:
        return MAX_SEGMENTS
    return math.ceil(math.sqrt(squared))


def clip_segment(
    x0: float, y0: float, x1: float, y1: float, width: float, height: float
) -> tuple[float, float, float, float] | None:
    """Liang–Barsky: the part of a segment inside [0, width] x [0, height], or None.

    Segments with a non-finite end (an overflowing transform) are dropped. The result is
    interpolated as (1-t)*a + t*b, which cannot overflow for huge but finite ends, and clamped
    into the box.
    """
    if not (math.isfinite(x0) and math.isfinite(y0) and math.isfinite(x1)
            and math.isfinite(y1)):
        return None
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0), (dx, width - x0), (-dy, y0), (dy, height - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            if t > t1:
                return None
            t0 = max(t0, t)
        else:
            if t < t0:
                return None
            t1 = min(t1, t)
    # Clamp too: with ends near 1e308, rounding alone can put the result far off the box.
    return (
        min(max((1 - t0) * x0 + t0 * x1, 0.0), width),
        min(max((1 - t0) * y0 + t0 * y1, 0.0), height),
        min(max((1 - t1) * x0 + t1 * x1, 0.0), width),
        min(max((1 - t1) * y0 + t1 * y1, 0.0), height),
    )


def scanline_spans(
    rings: Sequence[Sequence[Point]],
    first_y: float,
    step: float,
    count: int,
    even_odd: bool,
    max_crossings: int,
    what: str,
) -> tuple[dict[int, list[tuple[float, float]]], int]:
    """Inside x-intervals of a polygon set along the lines y = first_y + k*step, k < count,
    and the number of edge crossings found.

    Each ring is implicitly closed, as SVG fills open subpaths. An edge counts for a scanline
    when the line passes through [y_low, y_high) of the edge, so shared vertices are counted
    once. Each edge is visited once and only touches the scanlines it spans, which keeps a
    fill proportional to its size rather than to edges x rows. More than `max_crossings`
    crossings are a render budget error for `what`, raised before they are stored.
    """
    crossings: dict[int, list[tuple[float, int]]] = {}
    found = 0
    for ring in rings:
        n = len(ring)
        if n < 3:
            continue
        px, py = ring[-1]
        for qx, qy in ring:
            if py != qy and math.isfinite(px + py + qx + qy):
                if py < qy:
                    lo_y, hi_y, direction = py, qy, 1
                else:
                    lo_y, hi_y, direction = qy, py, -1
                k_lo = max(0, math.ceil((lo_y - first_y) / step))
                k_hi = min(count - 1, math.ceil((hi_y - first_y) / step) - 1)
                if k_lo <= k_hi:
                    found += k_hi - k_lo + 1
                    if found > max_crossings:
                        raise over_budget(what, "more raster work than the budget leaves"
                                          f" ({max_crossings} scanline crossings)")
                    height = qy - py
                    for k in range(k_lo, k_hi + 1):
                        t = (first_y + k * step - py) / height
                        # (1-t)*px + t*qx: no NaN even when qx - px would overflow
                        crossings.setdefault(k, []).append(((1 - t) * px + t * qx, direction))
            px, py = qx, qy
    spans: dict[int, list[tuple[float, float]]] = {}
    for k, hits in crossings.items():
        hits.sort()
        row: list[tuple[float, float]] = []
        winding = 0
        start = 0.0
        for x, direction in hits:
            was_inside = (winding & 1) if even_odd else winding != 0
            winding += direction
            inside = (winding & 1) if even_odd else winding != 0
            if inside and not was_inside:
                start = x
            elif was_inside and not inside and x > start:
                row.append((start, x))
        if row:
            spans[k] = row
    return spans, found

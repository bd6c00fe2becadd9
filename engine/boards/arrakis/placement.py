"""Where the board picture puts each territory's name and each chip (tokens or spice).

A name sits in its territory's widest section. When that section holds chips, the name
takes a strip along one of its edges (the first of outer, inner and the sides that leaves
the chips room) and the chips a grid over the rest. Each chip then keeps its grid point
unless its box there would cover a name's box (any territory's: names and chips spill over
small sections) or an earlier chip; then it goes to the nearest point of its own section
where it covers no name: inside the section and clear of other chips, at full size or a
little smaller, if there is such a point. Where no point of the section clears the names at
all, the chip is drawn as large as clears them. So a name is never hidden, and a reader of
the picture can tell which territory every chip is in."""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable
from dataclasses import dataclass

from .layout import POLAR_RADIUS, SECTOR_LAYOUT, Box
from .storm import SECTOR_COUNT
from .territories import POLAR_SINK

RADIUS = 100.0
SECTOR_DEGREES = 360 / SECTOR_COUNT
NAME_SIZE = 4.4
"""The font size of the territories' names."""
CHIP_HEIGHT = 6.0
SLOT_WIDTH, SLOT_HEIGHT = 12.0, 7.0
"""Room a chip needs on screen, across and down."""
GAP = 0.6
"""Room kept on each side of a name taking a strip of its section."""
CLEARANCE = 0.4
"""Room kept between a chip's box and a name's: the chip's outline (0.2 outside its box)
and as much air."""
SLACK = 1.0
"""How far a chip counted inside its section may cross the section's edge."""
SNUG = 0.75
"""The size of a chip drawn smaller to fit inside a crowded section."""
STEP = 1.0
"""Spacing, in screen units, of the points a chip may move to."""
WIDE_LETTERS = {"W": 1.11, "M": 1.0, "m": 1.05, "w": 0.93}
LETTER = 0.85
"""Bounds of the letters' advances in DejaVu Sans and its bold, in ems: these four are
wider than the others, none of which exceeds 0.85 (O and Q in bold)."""

Rect = tuple[float, float, float, float]
"""A box on screen: left, top, right, bottom."""
Point = tuple[float, float]


def point(r: float, sector_position: float) -> Point:
    """The point at radius r (a fraction of the disc) and angular position in sectors
    (0 = the start of sector 1 at the bottom, counting counter-clockwise)."""
    theta = math.radians(sector_position * SECTOR_DEGREES)
    return RADIUS * r * math.sin(theta), RADIUS * r * math.cos(theta)


def box_span(sector: int, box: Box) -> tuple[float, float]:
    return sector - 1 + box.a0, sector - 1 + box.a1


def box_centre(sector: int, box: Box) -> Point:
    start, end = box_span(sector, box)
    return point((box.r0 + box.r1) / 2, (start + end) / 2)


def name_width(text: str) -> float:
    """An upper bound of a name's width at the names' size (bold or not)."""
    return NAME_SIZE * sum(WIDE_LETTERS.get(c, LETTER) for c in text)


def name_rect(text: str, x: float, y: float) -> Rect:
    """The box a name centred on (x, y) covers: its advance by its em."""
    half = name_width(text) / 2
    return x - half, y - NAME_SIZE / 2, x + half, y + NAME_SIZE / 2


def _grown(rect: Rect) -> Rect:
    left, top, right, bottom = rect
    return left - CLEARANCE, top - CLEARANCE, right + CLEARANCE, bottom + CLEARANCE


def chip_width(label: str) -> float:
    return 1.6 + 3.3 * len(label)


def chip_rect(label: str, x: float, y: float, scale: float = 1.0) -> Rect:
    half_w, half_h = chip_width(label) * scale / 2, CHIP_HEIGHT * scale / 2
    return x - half_w, y - half_h, x + half_w, y + half_h


@dataclass(frozen=True, slots=True)
class Chip:
    """A chip's centre and its size as a fraction of the full one (1 unless crowded)."""

    x: float
    y: float
    scale: float = 1.0


@dataclass(frozen=True, slots=True)
class Layout:
    names: dict[str, Point]
    """Each territory's name's centre."""
    chips: dict[tuple[str, int], list[Chip]]
    """Each section's chips, in the order of its labels."""


def layout(sections: dict[tuple[str, int], list[str]], short: dict[str, str]) -> Layout:
    """Names and chips for sections holding the given chip labels (the Polar Sink is
    sector 0); `short` is each territory's printed name."""
    names: dict[str, Point] = {}
    ideal: dict[tuple[str, int], tuple[Point, ...]] = {}
    for territory, (sector, box) in name_sections().items():
        labels = sections.get((territory, sector), [])
        names[territory], ideal[territory, sector] = _named(
            sector, box, len(labels), name_width(short[territory]))
    polar = slots(POLAR_SINK, 0, 1 + len(sections.get((POLAR_SINK, 0), [])))
    names[POLAR_SINK], ideal[POLAR_SINK, 0] = polar[0], tuple(polar[1:])
    taken = [_grown(name_rect(short[t], *at)) for t, at in names.items()]
    placed: list[Rect] = []
    chips: dict[tuple[str, int], list[Chip]] = {}
    for (territory, sector), labels in sections.items():
        points = ideal.get((territory, sector)) or slots(territory, sector, len(labels))
        chips[territory, sector] = [
            _place(territory, sector, label, at, taken, placed)
            for label, at in zip(labels, points, strict=True)]
    return Layout(names, chips)


@functools.lru_cache(maxsize=1024)
def _named(sector: int, box: Box, count: int, width: float) -> tuple[Point, tuple[Point, ...]]:
    """A name in its widest section and the grid of that section's `count` chips: the
    name alone in the middle, or in the first edge strip (outer, inner, the sides) that
    leaves the chips room not to touch, else in the one leaving them the most. Kept: the
    same names hold the same counts from one picture to the next."""
    if not count:
        return box_centre(sector, box), ()
    strips = _strips(sector, box, width)
    if not strips:
        first, *rest = _grid(sector, box, count + 1)[0]
        return first, tuple(rest)
    name, (points, _) = max(((at, _grid(sector, rest, count)) for at, rest in strips),
                            key=lambda option: min(option[1][1], 1.0))
    return name, tuple(points)


def _strips(sector: int, box: Box, width: float) -> list[tuple[Point, Box]]:
    """The name's place along each edge of a box (outer, inner, then the sides), each with
    the part of the box left to the chips; an edge too short for the name is left out."""
    start, end = box_span(sector, box)
    theta = math.radians((start + end) / 2 * SECTOR_DEGREES)
    out_x, out_y = abs(math.sin(theta)), abs(math.cos(theta))
    middle = (box.r0 + box.r1) / 2
    deep = (width * out_x + NAME_SIZE * out_y + 2 * GAP) / RADIUS
    across = ((width * out_y + NAME_SIZE * out_x + 2 * GAP)
              / (RADIUS * middle * math.radians(SECTOR_DEGREES)))
    centre = (start + end) / 2
    r0, r1, a0, a1 = box.r0, box.r1, box.a0, box.a1
    options = []
    if deep < r1 - r0:
        options += [(point(r1 - deep / 2, centre), Box(r0, r1 - deep, a0, a1)),
                    (point(r0 + deep / 2, centre), Box(r0 + deep, r1, a0, a1))]
    if across < a1 - a0:
        options += [(point(middle, start + across / 2), Box(r0, r1, a0 + across, a1)),
                    (point(middle, end - across / 2), Box(r0, r1, a0, a1 - across))]
    return options


def _room(dx: float, dy: float) -> float:
    """How far apart two chips must be along the screen direction (dx, dy) not to touch."""
    return min(SLOT_WIDTH / max(abs(dx), 1e-9), SLOT_HEIGHT / max(abs(dy), 1e-9))


def slots(territory: str, sector: int, count: int) -> list[Point]:
    """`count` points in a grid over a section's widest box (down the middle of the Polar
    Sink), the grid shaped to give each chip the most room; every point is inside the box."""
    if territory == POLAR_SINK:
        return [(0.0, (i - (count - 1) / 2) * SLOT_HEIGHT) for i in range(count)]
    return _grid(sector, largest(SECTOR_LAYOUT[sector][territory]), count)[0]


def _grid(sector: int, box: Box, count: int) -> tuple[list[Point], float]:
    """`count` points in a grid over a box, and the room each has (1: chips just touch)."""
    start, end = box_span(sector, box)
    across = RADIUS * (box.r0 + box.r1) / 2 * math.radians((end - start) * SECTOR_DEGREES)
    deep = RADIUS * (box.r1 - box.r0)
    theta = math.radians((start + end) / 2 * SECTOR_DEGREES)
    along, out = _room(math.cos(theta), math.sin(theta)), _room(math.sin(theta), math.cos(theta))

    def room(c: int) -> float:
        return min(across / c / along, deep / math.ceil(count / c) / out)

    columns = max(range(1, count + 1), key=lambda c: (room(c), -c))
    rows = math.ceil(count / columns)
    points = []
    for i in range(count):
        row, column = divmod(i, columns)
        in_row = min(columns, count - row * columns)
        r = box.r1 - (row + 0.5) / rows * (box.r1 - box.r0)
        points.append(point(r, start + (column + 0.5) / in_row * (end - start)))
    return points, room(columns)


def _place(territory: str, sector: int, label: str, ideal: Point, names: list[Rect],
           placed: list[Rect]) -> Chip:
    """The chip at its grid point if it covers no name and no earlier chip there, else at
    the nearest point of its section that does best, clear of names: clear of chips and
    inside the section, at full size or a little smaller (SNUG); clear of chips, the same;
    covering the least of other chips; or, failing all, as large as clears the names."""
    rect = chip_rect(label, *ideal)
    if not _hits(rect, names) and not _hits(rect, placed):
        placed.append(rect)
        return Chip(*ideal)
    candidates = _nearest(territory, sector, ideal)
    reach = _reach(candidates, chip_width(label) / 2, CHIP_HEIGHT / 2)
    names_near = [n for n in names if _hits(n, (reach,))]
    placed_near = [c for c in placed if _hits(c, (reach,))]
    best: dict[int, Chip] = {}
    least: tuple[float, Chip] | None = None
    for at in candidates:
        for scale in (1.0, SNUG):
            rect = chip_rect(label, *at, scale)
            if _hits(rect, names_near):
                continue
            if _hits(rect, placed_near):
                cover = sum(_overlap(rect, other) for other in placed_near)
                if least is None or cover < least[0]:
                    least = cover, Chip(*at, scale)
                continue
            tier = (0 if _inside(territory, sector, rect) else 2) + (scale < 1)
            best.setdefault(tier, Chip(*at, scale))
        if 0 in best:
            break
    if best:
        chip = best[min(best)]
    elif least:
        chip = least[1]
    else:
        chip = max((Chip(*p, _clear_scale(label, p, names_near)) for p in candidates),
                   key=lambda option: option.scale)
    placed.append(chip_rect(label, chip.x, chip.y, chip.scale))
    return chip


@functools.lru_cache(maxsize=1024)
def _nearest(territory: str, sector: int, ideal: Point) -> tuple[Point, ...]:
    """The section's candidate points, nearest `ideal` first; kept, as a chip's grid point
    is the same in every picture with as many chips in its section."""
    return tuple(sorted(_candidates(territory, sector),
                        key=lambda p: (p[0] - ideal[0]) ** 2 + (p[1] - ideal[1]) ** 2))


def _reach(points: Iterable[Point], half_width: float, half_height: float) -> Rect:
    """The box a chip centred on any of the points may cover: the only names and chips
    worth testing it against."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs) - half_width, min(ys) - half_height,
            max(xs) + half_width, max(ys) + half_height)


def _overlap(a: Rect, b: Rect) -> float:
    return (max(0.0, min(a[2], b[2]) - max(a[0], b[0]))
            * max(0.0, min(a[3], b[3]) - max(a[1], b[1])))


def _clear_scale(label: str, at: Point, names: list[Rect]) -> float:
    """The largest size (a fraction of the full one) at which a chip centred on `at`
    covers no name."""
    half_w, half_h = chip_width(label) / 2, CHIP_HEIGHT / 2
    scale = 1.0
    for left, top, right, bottom in names:
        gap_x = max(left - at[0], at[0] - right, 0.0)
        gap_y = max(top - at[1], at[1] - bottom, 0.0)
        scale = min(scale, max(gap_x / half_w, gap_y / half_h))
    return scale


def _hits(rect: Rect, others: Iterable[Rect]) -> bool:
    left, top, right, bottom = rect
    return any(left < o[2] and o[0] < right and top < o[3] and o[1] < bottom for o in others)


@functools.cache
def _candidates(territory: str, sector: int) -> tuple[Point, ...]:
    """Points spread over a section, STEP apart, where a chip may go."""
    if territory == POLAR_SINK:
        reach = RADIUS * POLAR_RADIUS - CHIP_HEIGHT / 2
        steps = range(-int(reach // STEP), int(reach // STEP) + 1)
        return tuple((i * STEP, j * STEP) for i in steps for j in steps
                     if math.hypot(i, j) * STEP <= reach)
    found = []
    for box in SECTOR_LAYOUT[sector][territory]:
        start, end = box_span(sector, box)
        across = RADIUS * (box.r0 + box.r1) / 2 * math.radians((end - start) * SECTOR_DEGREES)
        rows = max(1, round(RADIUS * (box.r1 - box.r0) / STEP))
        columns = max(1, round(across / STEP))
        found += [point(box.r0 + (i + 0.5) / rows * (box.r1 - box.r0),
                        start + (j + 0.5) / columns * (end - start))
                  for i in range(rows) for j in range(columns)]
    return tuple(found)


def _inside(territory: str, sector: int, rect: Rect) -> bool:
    """Whether the four corners of a box lie in the section, or within SLACK of it."""
    left, top, right, bottom = rect
    return all(_in_section(territory, sector, x, y)
               for x, y in ((left, top), (right, top), (left, bottom), (right, bottom)))


def _in_section(territory: str, sector: int, x: float, y: float) -> bool:
    distance = math.hypot(x, y)
    r, slack = distance / RADIUS, SLACK / RADIUS
    if territory == POLAR_SINK:
        return r <= POLAR_RADIUS + slack
    position = (math.degrees(math.atan2(x, y)) % 360) / SECTOR_DEGREES
    turn = SLACK / max(distance, 1e-9) / math.radians(SECTOR_DEGREES)
    return any(box.r0 - slack <= r <= box.r1 + slack
               and -turn <= (position - start + turn) % SECTOR_COUNT - turn <= end - start + turn
               for box in SECTOR_LAYOUT[sector][territory]
               for start, end in [box_span(sector, box)])


@functools.cache
def name_sections() -> dict[str, tuple[int, Box]]:
    """Each territory's widest section (sector and box), where its name goes."""
    best: dict[str, tuple[float, int, Box]] = {}
    for sector, boxes in SECTOR_LAYOUT.items():
        for territory, parts in boxes.items():
            box = largest(parts)
            area = _area(box)
            if territory not in best or area > best[territory][0]:
                best[territory] = (area, sector, box)
    return {t: (s, b) for t, (_, s, b) in best.items()}


def _area(box: Box) -> float:
    return (box.r1 ** 2 - box.r0 ** 2) * (box.a1 - box.a0)


def largest(parts: tuple[Box, ...]) -> Box:
    return max(parts, key=_area)

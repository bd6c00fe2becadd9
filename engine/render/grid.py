"""The character canvas: a braille stroke layer over a fill layer, under a text layer.

Each cell is 2 dots wide and 4 dots tall (a Unicode braille pattern), so strokes are drawn at
eight times the cell resolution; the dot grid is `2*cols` x `4*rows`. A cell shows, in order
of precedence: a label character, its stroke dots as one braille character, its fill
character, or a space. Stroke dots accumulate as one bitmask per cell, so a line costs one
integer OR per dot and no per-dot objects exist.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Hashable, Sequence
from itertools import pairwise
from typing import Any, TypeVar

from .budget import over_budget
from .geometry import Point, clip_segment, scanline_spans
from .memo import Memo

R = TypeVar("R")

BRAILLE_BASE = 0x2800
_BRAILLE = [chr(BRAILLE_BASE + mask) for mask in range(256)]

# Bit of the dot at (column dx in 0..1, row dy in 0..3) within a cell, by dx + 2*dy:
# dots 1,2,3,7 run down the left column and 4,5,6,8 down the right one.
DOT_BITS = (0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80)

SNAP = 1e-6
"""Dots' worth of float error tolerated when a point lies on a dot boundary."""

_TRACED: Memo[tuple[int, int, bool, tuple[Point, ...]], tuple[int, tuple[tuple[int, int], ...]]]
_TRACED = Memo(4096)
"""Polylines already traced, by (cols, rows, closed, points): the raster work they cost and
the dots they set, as (cell, bits) pairs; a board's outlines are the same in every picture."""
_FILLED: Memo[tuple[int, int, bool, tuple[tuple[Point, ...], ...]], tuple[int, tuple[int, ...]]]
_FILLED = Memo(4096)
"""Shapes already filled, by (cols, rows, even-odd rule, rings): their raster work and cells."""


class Canvas:
    """A `cols` x `rows` character grid with sub-cell strokes and per-cell fills.

    `work` counts the raster work done so far (dot steps of strokes, scanline crossings and
    cells of fills); passing `work_limit` is a render budget error naming the shape drawn.
    """

    __slots__ = ("cols", "dot_height", "dot_width", "dots", "fills", "rows", "text", "work",
                 "work_limit")

    def __init__(self, cols: int, rows: int, work_limit: int) -> None:
        self.cols = cols
        self.work = 0
        self.work_limit = work_limit
        self.rows = rows
        self.dot_width = 2 * cols
        self.dot_height = 4 * rows
        self.dots = [0] * (cols * rows)
        self.fills: list[str | None] = [None] * (cols * rows)
        self.text: dict[int, str] = {}

    # --- strokes ------------------------------------------------------------------------

    def stroke(self, points: Sequence[Point], closed: bool, what: str) -> None:
        """Draw a polyline (closing it back to its start if `closed`) as braille dots.

        Each segment is a DDA on the dot grid: ceil(longest axis) steps move at most one dot
        per axis per step, which keeps the line 8-connected. Segments leaving the grid are
        clipped first, so huge or far-off shapes cost nothing. A point exactly on the right or
        bottom edge of the grid belongs to the last dot, so an outline along the viewBox's
        edge stays visible. The loop is inlined here because a board is mostly short chords.
        """
        dots = self.dots
        for cell, bits in self.stroke_cells(points, closed, what):
            dots[cell] |= bits

    def stroke_cells(self, points: Sequence[Point], closed: bool,
                     what: str) -> tuple[tuple[int, int], ...]:
        """The (cell, dot bits) pairs `stroke` sets, its raster work counted; a polyline
        traced before on a grid of this size is taken from the memo."""
        if not points:
            return ()
        key = (self.cols, self.rows, closed, tuple(points))
        return self._recalled(_TRACED, key, lambda: self._trace(points, closed, what))

    def _trace(self, points: Sequence[Point], closed: bool,
               what: str) -> tuple[int, tuple[tuple[int, int], ...]]:
        """The raster work of `stroke`'s polyline and the (cell, bits) of its dots, without
        drawing them; over the budget left, the render's budget error."""
        work, limit = self.work, self.work_limit
        width, height = self.dot_width, self.dot_height
        last_x, last_y = width - 1, height - 1
        cols, bits = self.cols, DOT_BITS
        dots: defaultdict[int, int] = defaultdict(int)
        ends = list(pairwise(points))
        if closed or len(points) == 1:
            ends.append((points[-1], points[0]))
        for (x0, y0), (x1, y1) in ends:
            if not (0 <= x0 <= width and 0 <= x1 <= width and 0 <= y0 <= height
                    and 0 <= y1 <= height):
                clipped = clip_segment(x0, y0, x1, y1, width, height)
                if clipped is None:
                    continue
                x0, y0, x1, y1 = clipped
            dx, dy = x1 - x0, y1 - y0
            steps = math.ceil(max(abs(dx), abs(dy)))
            work += steps + 1
            if work > limit:
                raise over_budget(what, f"more than {limit} steps of raster work")
            sx, sy = (dx / steps, dy / steps) if steps else (0.0, 0.0)
            # SNAP absorbs rounding error: a point computed as 29.9999999 is on dot 30's edge
            x0 += SNAP
            y0 += SNAP
            if max(x0, x1 + SNAP) < width and max(y0, y1 + SNAP) < height:
                for i in range(steps + 1):  # the common case: no clamping needed
                    ix = int(x0 + sx * i)
                    iy = int(y0 + sy * i)
                    dots[(iy >> 2) * cols + (ix >> 1)] |= bits[(ix & 1) | ((iy & 3) << 1)]
                continue
            for i in range(steps + 1):
                ix = min(int(x0 + sx * i), last_x)
                iy = min(int(y0 + sy * i), last_y)
                dots[(iy >> 2) * cols + (ix >> 1)] |= bits[(ix & 1) | ((iy & 3) << 1)]
        return work - self.work, tuple(dots.items())

    # --- fills --------------------------------------------------------------------------

    def fill(self, rings: Sequence[Sequence[Point]], char: str, even_odd: bool,
             what: str) -> None:
        """Set `char` in every cell whose centre lies inside the rings (per the fill rule).

        Scanlines run through the cell centres in dot space (y = 4*row + 2), so a cell is
        tested exactly once and the work scales with the shape, not with the grid.

        A shape too small to contain any cell centre (a token a cell or two across) still
        marks the cell holding its middle: a marker should never vanish at a coarse size.
        """
        fills = self.fills
        for cell in self.fill_cells(rings, even_odd, what):
            fills[cell] = char

    def fill_cells(self, rings: Sequence[Sequence[Point]], even_odd: bool,
                   what: str) -> tuple[int, ...]:
        """The cells `fill` sets, its raster work counted; rings filled before on a grid of
        this size are taken from the memo."""
        key = (self.cols, self.rows, even_odd, tuple(tuple(ring) for ring in rings))
        return self._recalled(_FILLED, key, lambda: self._scan(rings, even_odd, what))

    def _recalled(self, memo: Memo[Any, Any], key: Hashable,
                  work: Callable[[], tuple[int, R]]) -> R:
        """What `work` gives (its raster work counted), from the memo when it holds it and
        the budget left covers its work; otherwise done again, so a render over its budget
        fails with its usual error."""
        found = memo.get(key)
        if found is None or self.work + found[0] > self.work_limit:
            found = work()
            memo.put(key, found)
        self.work += found[0]
        return found[1]

    def _scan(self, rings: Sequence[Sequence[Point]], even_odd: bool,
              what: str) -> tuple[int, tuple[int, ...]]:
        """The raster work and the cells of `fill`, without filling them."""
        cols, limit = self.cols, self.work_limit
        spans, crossings = scanline_spans(rings, 2.0, 4.0, self.rows, even_odd,
                                          limit - self.work, what)
        work = self.work + crossings
        cells: list[int] = []
        for row, intervals in spans.items():
            base = row * cols
            for left, right in intervals:
                # cell c has its centre at x = 2c + 1; take centres in [left, right)
                first = max(0, math.ceil((max(left, -1.0) - 1) / 2))
                stop = min(cols, math.ceil((min(right, 2.0 * cols + 1) - 1) / 2))
                if stop > first:
                    work += stop - first
                    if work > limit:
                        raise over_budget(what, f"more than {limit} steps of raster work")
                cells.extend(range(base + first, base + stop))
        if not cells:
            cells.extend(self._small(rings))
        return work - self.work, tuple(cells)

    def _small(self, rings: Sequence[Sequence[Point]]) -> list[int]:
        """The cell holding the middle of a shape too small to hold a cell centre."""
        xs = [x for ring in rings for x, _ in ring]
        ys = [y for ring in rings for _, y in ring]
        if not xs or max(xs) - min(xs) > 4 or max(ys) - min(ys) > 8:
            return []  # at least two cells across, yet no centre inside: a sliver, not a marker
        x, y = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
        if 0 <= x < self.dot_width and 0 <= y < self.dot_height:
            return [int(y) // 4 * self.cols + int(x) // 2]
        return []

    # --- text ---------------------------------------------------------------------------

    def write(self, row: int, col: int, text: str) -> None:
        """Put text on the top layer, clipped to the grid."""
        if not 0 <= row < self.rows:
            return
        base = row * self.cols
        for i, char in enumerate(text):
            if 0 <= col + i < self.cols:
                self.text[base + col + i] = char

    # --- output -------------------------------------------------------------------------

    def lines(self) -> list[str]:
        """The rows as strings, each without trailing spaces.

        Built for the whole grid at once (one comprehension, then the labels over it) rather
        than cell by cell: this runs over every cell of every picture.
        """
        cols = self.cols
        cells = [_BRAILLE[mask] if mask else fill or " "
                 for mask, fill in zip(self.dots, self.fills, strict=True)]
        for index, char in self.text.items():
            cells[index] = char
        return ["".join(cells[start:start + cols]).rstrip(" ")
                for start in range(0, cols * self.rows, cols)]

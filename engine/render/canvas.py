"""The character canvas: braille dots for outlines, fill characters, and labels on top.

A cell holds 2 x 4 braille dots, so lines and arcs are drawn at eight times the cell
resolution and still fit one character each. Fills are decided per cell centre with a
scanline, which is exact for any polygon and costs one pass over the edges per row.
"""

from __future__ import annotations

import itertools
import math

from .geometry import Point

BRAILLE_BASE = 0x2800
_DOT_BITS = ((0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80))
"""_DOT_BITS[row][column] within a cell, per the Unicode braille pattern block."""


class Canvas:
    def __init__(self, viewbox: tuple[float, float, float, float], cols: int, rows: int) -> None:
        self.vx, self.vy, vw, vh = viewbox
        self.cols, self.rows = cols, rows
        self.cell_w, self.cell_h = vw / cols, vh / rows
        self.dots = [[0] * cols for _ in range(rows)]
        self.fills: list[list[str | None]] = [[None] * cols for _ in range(rows)]
        self.text: list[list[str | None]] = [[None] * cols for _ in range(rows)]

    def cell_of(self, x: float, y: float) -> tuple[int, int]:
        return math.floor((x - self.vx) / self.cell_w), math.floor((y - self.vy) / self.cell_h)

    def stroke(self, points: tuple[Point, ...], closed: bool) -> None:
        pts = [*points, points[0]] if closed else list(points)
        for p, q in itertools.pairwise(pts):
            self._line(p, q)

    def _line(self, p: Point, q: Point) -> None:
        """A line on the dot grid (DDA): every dot the segment passes through."""
        sx, sy = 2 / self.cell_w, 4 / self.cell_h
        u0, v0 = (p[0] - self.vx) * sx, (p[1] - self.vy) * sy
        u1, v1 = (q[0] - self.vx) * sx, (q[1] - self.vy) * sy
        steps = max(1, math.ceil(max(abs(u1 - u0), abs(v1 - v0)) * 1.5))
        width, height = 2 * self.cols, 4 * self.rows
        dots = self.dots
        for i in range(steps + 1):
            t = i / steps
            u = math.floor(u0 + (u1 - u0) * t)
            v = math.floor(v0 + (v1 - v0) * t)
            if 0 <= u < width and 0 <= v < height:
                dots[v >> 2][u >> 1] |= _DOT_BITS[v & 3][u & 1]

    def fill(self, subpaths: tuple[tuple[tuple[Point, ...], bool], ...], char: str,
             nonzero: bool) -> None:
        """Set `char` in every cell whose centre lies inside the shape."""
        edges = [(p, q) for points, _ in subpaths
                 for p, q in zip(points, points[1:] + points[:1], strict=False) if p[1] != q[1]]
        if not edges:
            return
        ys = [p[1] for p, _ in edges] + [q[1] for _, q in edges]
        _, first = self.cell_of(self.vx, min(ys))
        _, last = self.cell_of(self.vx, max(ys))
        for row in range(max(0, first), min(self.rows - 1, last) + 1):
            y = self.vy + (row + 0.5) * self.cell_h
            crossings = sorted(
                (p[0] + (y - p[1]) * (q[0] - p[0]) / (q[1] - p[1]), 1 if q[1] > p[1] else -1)
                for p, q in edges if min(p[1], q[1]) <= y < max(p[1], q[1]))
            self._fill_row(row, crossings, char, nonzero)

    def _fill_row(self, row: int, crossings: list[tuple[float, int]], char: str,
                  nonzero: bool) -> None:
        winding = 0
        for i, (x, direction) in enumerate(crossings[:-1]):
            winding += direction
            inside = winding != 0 if nonzero else i % 2 == 0
            if not inside:
                continue
            start = math.ceil((x - self.vx) / self.cell_w - 0.5)
            end = math.floor((crossings[i + 1][0] - self.vx) / self.cell_w - 0.5)
            for col in range(max(0, start), min(self.cols - 1, end) + 1):
                self.fills[row][col] = char

    def lines(self) -> list[str]:
        """Labels over outlines over fills; no trailing spaces."""
        out = []
        for row in range(self.rows):
            chars = []
            for col in range(self.cols):
                text = self.text[row][col]
                if text is not None:
                    chars.append(text)
                elif self.dots[row][col]:
                    chars.append(chr(BRAILLE_BASE + self.dots[row][col]))
                else:
                    chars.append(self.fills[row][col] or " ")
            out.append("".join(chars).rstrip())
        return out

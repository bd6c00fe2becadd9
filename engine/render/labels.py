"""Label placement: every label readable, none over another.

Labels are placed in order of priority (then document order). Each tries its own spot,
then nearby spots, nearest first and rows before columns, since a label one row off still
points at its place but one shifted far sideways may land in the next territory. A label
keeps one blank cell from its neighbours on the same row, so "A5" and "H3" never read as
"A5H3". What finds no room is reported, never silently lost.
"""

from __future__ import annotations

from .canvas import Canvas
from .svg_parse import Label

OFFSETS: tuple[tuple[int, int], ...] = tuple(sorted(
    ((dx, dy) for dy in range(-2, 3) for dx in range(-4, 5)),
    key=lambda o: (abs(o[1]) * 2 + abs(o[0]), abs(o[1]), o[1], o[0])))
"""(columns, rows) to try around a label's spot, nearest first."""


def place(canvas: Canvas, labels: list[Label]) -> list[str]:
    """Write the labels into the canvas's text layer; return those that did not fit."""
    taken = [[False] * canvas.cols for _ in range(canvas.rows)]
    dropped = []
    for label in sorted(labels, key=lambda lb: (-lb.priority, lb.order)):
        text = label.text[: canvas.cols]
        col, row = canvas.cell_of(label.x, label.y)
        if label.anchor == "middle":
            col -= (len(text) - 1) // 2
        elif label.anchor == "end":
            col -= len(text) - 1
        spot = _free_spot(taken, col, row, len(text), canvas.cols, canvas.rows)
        if spot is None:
            dropped.append(label.text)
            continue
        c, r = spot
        for i, char in enumerate(text):
            canvas.text[r][c + i] = char
            taken[r][c + i] = True
    return dropped


def _free_spot(taken: list[list[bool]], col: int, row: int, length: int, cols: int,
               rows: int) -> tuple[int, int] | None:
    for dx, dy in OFFSETS:
        r = row + dy
        c = min(max(col + dx, 0), cols - length)
        if not 0 <= r < rows:
            continue
        line = taken[r]
        if not any(line[max(0, c - 1): c + length + 1]):
            return c, r
    return None

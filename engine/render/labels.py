"""Placing text labels on the grid so that no two overlap.

Labels are placed greedily: highest priority first, ties in document order, so the outcome
is deterministic and an important label (a stronghold name) is never displaced by a minor one
(a spice count). Each label tries its anchored spot, then nearby spots in order of physical
distance (a row is `cell_aspect` times as far as a column), and is dropped if none is free.

Labels on the same row keep one blank cell between them, so "ARRAKEEN" and "CARTHAG" never
run together into one unreadable word; labels on adjacent rows may touch.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from .svg_parse import Label

ROW_RADIUS = 2
"""How many rows above/below its anchor a label may move."""

COL_RADIUS = 8
"""How many columns left/right of its anchor a label may move."""


@dataclass(frozen=True, slots=True)
class Placed:
    text: str
    row: int
    col: int  # first cell


@lru_cache(maxsize=8)
def _offsets(cell_aspect: float) -> tuple[tuple[int, int], ...]:
    """(row, col) moves by increasing physical distance; ties prefer smaller row moves,
    then up before down and left before right, so the order is total and stable."""
    moves = [(dr, dc) for dr in range(-ROW_RADIUS, ROW_RADIUS + 1)
             for dc in range(-COL_RADIUS, COL_RADIUS + 1)]
    moves.sort(key=lambda m: (math.hypot(m[1], cell_aspect * m[0]), abs(m[0]), m[0],
                              abs(m[1]), m[1]))
    return tuple(moves)


def anchor_cell(label: Label, width: int) -> tuple[int, int]:
    """(row, first col) of a label of `width` cells per its text-anchor, before any move."""
    x = label.x / 2  # dot space -> cell space
    row = math.floor(label.y / 4)
    if label.anchor == "middle":
        col = math.floor(x - width / 2 + 0.5)
    elif label.anchor == "end":
        col = math.floor(x + 0.5) - width
    else:
        col = math.floor(x + 0.5)
    return row, col


def fit_text(text: str, cols: int) -> str:
    """Shorten a label wider than the whole grid, marking the cut with an ellipsis."""
    if len(text) <= cols:
        return text
    return text[: cols - 1] + "…" if cols > 1 else text[:cols]


def place_labels(
    labels: Sequence[Label], cols: int, rows: int, cell_aspect: float
) -> tuple[list[Placed], list[str]]:
    """Choose a free spot for each label; return those placed and the texts dropped."""
    taken = [bytearray(cols) for _ in range(rows)]
    placed: list[Placed] = []
    dropped: list[str] = []
    offsets = _offsets(cell_aspect)
    for label in sorted(labels, key=lambda item: (-item.priority, item.order)):
        text = fit_text(label.text, cols)
        width = len(text)
        row0, col0 = anchor_cell(label, width)
        spot = None
        for dr, dc in offsets:
            row = row0 + dr
            if not 0 <= row < rows:
                continue
            col = min(max(col0 + dc, 0), cols - width)  # slide back inside the grid
            occupied = taken[row]
            lo, hi = max(col - 1, 0), min(col + width + 1, cols)
            if not any(occupied[lo:hi]):
                spot = (row, col)
                break
        if spot is None:
            dropped.append(label.text)
            continue
        row, col = spot
        taken[row][col:col + width] = b"\x01" * width
        placed.append(Placed(text, row, col))
    return placed, dropped

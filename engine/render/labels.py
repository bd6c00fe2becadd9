"""Placing text labels on the grid so that no two overlap.

Labels are placed greedily: highest priority first, ties in document order, so the outcome
is deterministic and an important label (a stronghold name) is never displaced by a minor one
(a spice count). Each label tries its anchored spot, then nearby spots in order of physical
distance (a row is `cell_aspect` times as far as a column), and is dropped if none is free.

Labels on the same row keep one blank cell between them, so "ARRAKEEN" and "CARTHAG" never
run together into one unreadable word; labels on adjacent rows may touch.

A label with a region (`data-text-within`) is placed only where every one of its cells lies
in that region (inside its shape or on its outline), at the free spot nearest its anchor
anywhere in the region, and dropped rather than drawn over a neighbour: a count beside the
wrong territory says something false, a missing one sends the reader to the detailed board.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
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
    within: str | None = None


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
    labels: Sequence[Label], cols: int, rows: int, cell_aspect: float,
    regions: Mapping[str, bytes] | None = None,
) -> tuple[list[Placed], list[str]]:
    """Choose a free spot for each label; return those placed and the texts dropped.
    `regions` holds the cells (row-major, 1 = in) of each region a label may name."""
    taken = [bytearray(cols) for _ in range(rows)]
    placed: list[Placed] = []
    dropped: list[str] = []
    for label in sorted(labels, key=lambda item: (-item.priority, item.order)):
        text = fit_text(label.text, cols)
        width = len(text)
        row0, col0 = anchor_cell(label, width)
        region = None if label.within is None else (regions or {}).get(label.within)
        spots = (_region_spots(region, row0, col0, width, cols, cell_aspect)
                 if label.within is not None else
                 _near_spots(row0, col0, width, cols, rows, cell_aspect))
        spot = next((s for s in spots if _free(taken[s[0]], s[1], width, cols)), None)
        if spot is None:
            dropped.append(label.text)
            continue
        row, col = spot
        taken[row][col:col + width] = b"\x01" * width
        placed.append(Placed(text, row, col, label.within))
    return placed, dropped


def _free(occupied: bytearray, col: int, width: int, cols: int) -> bool:
    """Whether the cells and one blank cell either side are free of other labels."""
    return not any(occupied[max(col - 1, 0):min(col + width + 1, cols)])


def _near_spots(row0: int, col0: int, width: int, cols: int, rows: int,
                cell_aspect: float) -> Iterator[tuple[int, int]]:
    """Spots near the anchor, nearest first, slid back inside the grid."""
    for dr, dc in _offsets(cell_aspect):
        row = row0 + dr
        if 0 <= row < rows:
            yield row, min(max(col0 + dc, 0), cols - width)


def _region_spots(region: bytes | None, row0: int, col0: int, width: int, cols: int,
                  cell_aspect: float) -> list[tuple[int, int]]:
    """Every spot whose cells all lie in the region, nearest the anchor first (ties as in
    `_offsets`); none when the region was not drawn."""
    if region is None or width > cols:
        return []
    spots = []
    for row, first, stop in _runs(region, cols):
        for col in range(first, stop - width + 1):
            dr, dc = row - row0, col - col0
            spots.append((math.hypot(dc, cell_aspect * dr), abs(dr), dr, abs(dc), dc, row, col))
    spots.sort()
    return [(row, col) for *_, row, col in spots]


def _runs(region: bytes, cols: int) -> Iterator[tuple[int, int, int]]:
    """(row, first col, end col) of each run of region cells along a row."""
    for row, start in enumerate(range(0, len(region), cols)):
        line = region[start:start + cols]
        first = line.find(1)
        while first >= 0:
            stop = line.find(0, first)
            stop = cols if stop < 0 else stop
            yield row, first, stop
            first = line.find(1, stop)

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
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from .memo import Memo

ROW_RADIUS = 2
"""How many rows above/below its anchor a label may move."""

COL_RADIUS = 8
"""How many columns left/right of its anchor a label may move."""


@dataclass(frozen=True, slots=True)
class Label:
    """A text element's label, anchored at a dot-space point (the text's visual middle)."""

    text: str
    x: float
    y: float
    anchor: str  # start | middle | end
    priority: float
    order: int
    within: str | None = None
    """The id of the shape (or group of shapes) the label must stay inside, if any."""


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
    moves.sort(key=lambda m: _order(m[0], m[1], cell_aspect))
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
        if label.within is None:
            spot = next((s for s in _near_spots(row0, col0, width, cols, rows, cell_aspect)
                         if _free(taken[s[0]], s[1], width, cols)), None)
        elif region is None:
            spot = None  # the region was not drawn
        else:
            spot = _region_spot(region, _region_runs(region, cols), row0, col0, width, taken,
                                cell_aspect)
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


def _region_spot(region: bytes, runs: Runs, row0: int, col0: int,
                 width: int, taken: list[bytearray],
                 cell_aspect: float) -> tuple[int, int] | None:
    """The free spot nearest the anchor (ties as in `_offsets`) whose cells all lie in the
    region (its `runs` along the rows), if any.

    Cells are visited in the grid's one order of moves from an anchor, nearest first, and
    the walk stops at the first free spot, or once every spot was seen taken: a label
    usually lands at or beside its anchor, so this replaces listing and sorting all of a
    region's spots for every label (most of a text map's placing time). An anchor off the
    grid sorts its region's spots instead.
    """
    left = sum(max(0, stop - first - width + 1) for _, first, stop in runs)
    if not left:
        return None
    rows, cols = len(taken), len(taken[0])
    for row, col in _nearest_first(runs, width, row0, col0, rows, cols, cell_aspect):
        start = row * cols + col
        if (0 <= row < rows and 0 <= col <= cols - width
                and region.find(0, start, start + width) < 0):
            if _free(taken[row], col, width, cols):
                return row, col
            left -= 1
            if not left:
                return None
    return None


def _nearest_first(runs: Runs, width: int, row0: int, col0: int,
                   rows: int, cols: int, cell_aspect: float) -> Iterable[tuple[int, int]]:
    """Cells by increasing distance from the anchor: every cell of the grid when the anchor
    is on it, else the region's spots themselves."""
    if 0 <= row0 < rows and 0 <= col0 < cols:
        return ((row0 + dr, col0 + dc) for dr, dc in _grid_offsets(rows, cols, cell_aspect))
    return sorted(((row, col) for row, first, stop in runs
                   for col in range(first, stop - width + 1)),
                  key=lambda cell: _order(cell[0] - row0, cell[1] - col0, cell_aspect))


def _order(dr: int, dc: int, cell_aspect: float) -> tuple[float, int, int, int, int]:
    """A move's place in the order of moves: physical distance, then smaller row moves, up
    before down, smaller column moves, left before right."""
    return math.hypot(dc, cell_aspect * dr), abs(dr), dr, abs(dc), dc


@lru_cache(maxsize=16)
def _grid_offsets(rows: int, cols: int, cell_aspect: float) -> tuple[tuple[int, int], ...]:
    """Every (row, col) move that keeps an anchor on the grid somewhere on it, in the order
    of moves; worked out once per grid size."""
    moves = [(dr, dc) for dr in range(1 - rows, rows) for dc in range(1 - cols, cols)]
    moves.sort(key=lambda m: _order(m[0], m[1], cell_aspect))
    return tuple(moves)


Runs = tuple[tuple[int, int, int], ...]

_RUNS: Memo[tuple[bytes, int], Runs] = Memo(512)
"""Regions' runs by (cells, cols): a board's regions are its territories, the same cells in
every picture of a size, and finding their runs was a tenth of placing its labels."""


def _region_runs(region: bytes, cols: int) -> Runs:
    key = (region, cols)
    runs = _RUNS.get(key)
    if runs is None:
        runs = tuple(_runs(region, cols))
        _RUNS.put(key, runs)
    return runs


def _runs(region: bytes, cols: int) -> Iterator[tuple[int, int, int]]:
    """(row, first col, end col) of each run of region cells along a row, found by jumping
    from run to run (a region is a few runs on a grid of mostly empty rows)."""
    first = region.find(1)
    while first >= 0:
        row, col = divmod(first, cols)
        end = (row + 1) * cols
        stop = region.find(0, first, end)
        stop = end if stop < 0 else stop
        yield row, col, stop - row * cols
        first = region.find(1, stop)

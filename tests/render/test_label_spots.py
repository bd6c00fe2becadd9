"""Labels kept inside a region land where listing every spot of the region and sorting them
by distance from the anchor would put them: the placer walks the grid's moves nearest first
instead, and must agree with that plain definition for any region, anchor and crowding."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.render.labels import Placed, place_labels
from engine.render.svg_parse import Label

COLS, ROWS, ASPECT = 12, 6, 2.0


def _reference(labels: list[Label], regions: dict[str, bytes]) -> tuple[list[Placed], list[str]]:
    """Every spot of the region, sorted by (distance, |row move|, row move, |col move|,
    col move), the first free one taken."""
    taken = [[False] * COLS for _ in range(ROWS)]
    placed, dropped = [], []
    for label in sorted(labels, key=lambda item: (-item.priority, item.order)):
        width = len(label.text)
        row0 = math.floor(label.y / 4)
        col0 = math.floor(label.x / 2 + 0.5)  # anchor "start"
        region = regions[label.within]
        spots = [(row, col) for row in range(ROWS) for col in range(COLS - width + 1)
                 if all(region[row * COLS + c] for c in range(col, col + width))]
        spots.sort(key=lambda s: (math.hypot(s[1] - col0, ASPECT * (s[0] - row0)),
                                  abs(s[0] - row0), s[0] - row0, abs(s[1] - col0), s[1] - col0))
        free = [(r, c) for r, c in spots
                if not any(taken[r][max(c - 1, 0):min(c + width + 1, COLS)])]
        if not free:
            dropped.append(label.text)
            continue
        row, col = free[0]
        taken[row][col:col + width] = [True] * width
        placed.append(Placed(label.text, row, col, label.within))
    return placed, dropped


_labels = st.lists(st.tuples(st.text("abc", min_size=1, max_size=5),
                             st.floats(-30, 2 * COLS + 30), st.floats(-30, 4 * ROWS + 30),
                             st.integers(0, 3), st.sampled_from(["r", "s"])),
                   min_size=1, max_size=12)


@settings(max_examples=300, deadline=None)
@given(_labels, st.binary(min_size=COLS * ROWS, max_size=COLS * ROWS),
       st.binary(min_size=COLS * ROWS, max_size=COLS * ROWS))
def test_region_labels_land_where_the_sorted_spots_say(raw, cells_r, cells_s) -> None:
    regions = {"r": bytes(b & 1 for b in cells_r),
               "s": bytes(int(b > 40) for b in cells_s)}
    labels = [Label(text, x, y, "start", priority, order, within)
              for order, (text, x, y, priority, within) in enumerate(raw)]
    assert place_labels(labels, COLS, ROWS, ASPECT, regions) == _reference(labels, regions)

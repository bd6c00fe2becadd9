"""The hex grid: six map sheets, three across and two down, of 12 columns by 10 rows each.

A hex is named `CCRR` (column, row, from `0101` at the top left to `3620`), as printed hex
maps number them, so a player types `0512`. Columns are vertical; an odd column sits half a
hex above its even neighbours. Directions are numbered 1-6 clockwise from north.
"""

from __future__ import annotations

from functools import cache

COLUMNS = 36
ROWS = 20
SHEET_COLUMNS = 12
SHEET_ROWS = 10
SHEETS = 6
DIRECTIONS = (1, 2, 3, 4, 5, 6)
"""1 north, 2 north-east, 3 south-east, 4 south, 5 south-west, 6 north-west."""

_UP_COLUMN = {1: (0, -1), 2: (1, -1), 3: (1, 0), 4: (0, 1), 5: (-1, 0), 6: (-1, -1)}
_DOWN_COLUMN = {1: (0, -1), 2: (1, 0), 3: (1, 1), 4: (0, 1), 5: (-1, 1), 6: (-1, 0)}


def name(col: int, row: int) -> str:
    return f"{col:02d}{row:02d}"


def parts(hex_: str) -> tuple[int, int]:
    """`0512` -> (5, 12); ValueError for anything that is not a hex of the map."""
    if len(hex_) != 4 or not hex_.isdigit():
        raise ValueError(f"not a hex: {hex_!r}")
    col, row = int(hex_[:2]), int(hex_[2:])
    if not (1 <= col <= COLUMNS and 1 <= row <= ROWS):
        raise ValueError(f"not a hex of the map: {hex_!r}")
    return col, row


def is_hex(text: str) -> bool:
    try:
        parts(text)
    except ValueError:
        return False
    return True


@cache
def all_hexes() -> tuple[str, ...]:
    return tuple(name(c, r) for c in range(1, COLUMNS + 1) for r in range(1, ROWS + 1))


def step(hex_: str, direction: int) -> str | None:
    """The hex next to `hex_` in `direction` (1-6), None off the map."""
    col, row = parts(hex_)
    dc, dr = (_UP_COLUMN if col % 2 else _DOWN_COLUMN)[direction]
    col, row = col + dc, row + dr
    return name(col, row) if 1 <= col <= COLUMNS and 1 <= row <= ROWS else None


@cache
def neighbours(hex_: str) -> tuple[str, ...]:
    """The (up to six) hexes around `hex_`: its zone of control."""
    return tuple(h for d in DIRECTIONS if (h := step(hex_, d)) is not None)


def _cube(hex_: str) -> tuple[int, int, int]:
    col, row = parts(hex_)
    q, r = col - 1, row - 1
    x = q
    z = r - (q - (q & 1)) // 2
    return x, -x - z, z


def distance(a: str, b: str) -> int:
    ax, ay, az = _cube(a)
    bx, by, bz = _cube(b)
    return max(abs(ax - bx), abs(ay - by), abs(az - bz))


def within(hex_: str, radius: int) -> list[str]:
    """Every hex at most `radius` hexes away, `hex_` included, in map order."""
    col, row = parts(hex_)
    return [h for c in range(max(1, col - radius), min(COLUMNS, col + radius) + 1)
            for r in range(max(1, row - radius), min(ROWS, row + radius) + 1)
            if distance(hex_, h := name(c, r)) <= radius]


def sheet_of(hex_: str) -> int:
    """The map sheet (1-6) a hex lies on: 1-3 along the top, left to right, 4-6 below."""
    col, row = parts(hex_)
    return (row - 1) // SHEET_ROWS * 3 + (col - 1) // SHEET_COLUMNS + 1


def sheet_hexes(sheet: int) -> list[str]:
    return [h for h in all_hexes() if sheet_of(h) == sheet]


def on_edge(hex_: str) -> bool:
    """A hex of the map's perimeter (where the Fremen enter and leave)."""
    col, row = parts(hex_)
    return col in (1, COLUMNS) or row in (1, ROWS)


def edge() -> list[str]:
    return [h for h in all_hexes() if on_edge(h)]


CENTRE = name(COLUMNS // 2, ROWS // 2)


def toward(a: str, b: str) -> int:
    """The direction from `a` whose next hex comes closest to `b` (the lowest on a tie)."""
    if a == b:
        return 1
    return min((d for d in DIRECTIONS if step(a, d) is not None),
               key=lambda d: (distance(step(a, d) or a, b), d))

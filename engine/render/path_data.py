"""The `d` attribute of `<path>`: every SVG command, flattened into device-space polylines.

One regex pass splits the data into commands and numbers; arc flags need care because SVG
lets them run into the next number ("a5 5 0 0110 10" is flags 0 and 1, then x = 10).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import islice

from .affine import Affine
from .budget import over_budget
from .errors import SvgError
from .geometry import Point, arc_points, cubic_points, quadratic_points
from .numbers import NUMBER, finite

_TOKEN = re.compile(r"([MmLlHhVvCcSsQqTtAaZz])|(" + NUMBER.pattern + r")|([^\s,])")


@dataclass
class Subpath:
    """Device-space points of one subpath; `closed` when it ended with Z."""

    points: list[Point] = field(default_factory=list)
    closed: bool = False


_BATCH = 4096
"""Tokens lexed at a time: a megabyte of path data is never held as one token list."""


class _Tokens:
    """The path's commands and numbers, read in order, lexed a batch at a time.

    A path that runs over the point budget stops after lexing little more than it drew, and
    batches keep the per-token cost that of a list index rather than of a call.
    """

    def __init__(self, text: str, what: str) -> None:
        self.what = what
        self._matches = _TOKEN.finditer(text)
        self.items: list[tuple[str, str, int]] = []  # (command, number, offset)
        self.index = 0
        self._refill()

    def _refill(self) -> bool:
        """Lex the next batch once the current one is used up; False at the end of the data."""
        if self.index < len(self.items):
            return True
        self.items, self.index = [], 0
        for match in islice(self._matches, _BATCH):
            command, number, junk = match.groups()
            if junk:
                raise SvgError(f"{self.what}: unexpected {junk!r} at offset {match.start()}")
            self.items.append((command or "", number or "", match.start()))
        return bool(self.items)

    def fail(self, message: str) -> SvgError:
        if self.index < len(self.items):
            return SvgError(f"{self.what}: {message} at offset {self.items[self.index][2]}")
        return SvgError(f"{self.what}: {message} at the end of the data")

    def at_end(self) -> bool:
        return not self._refill()

    def peek_command(self) -> str | None:
        command = self.items[self.index][0]
        if command:
            self.index += 1
            return command
        return None

    def number(self) -> float:
        if (self.index >= len(self.items) and not self._refill()) or not self.items[
                self.index][1]:
            raise self.fail("expected a number")
        text = self.items[self.index][1]
        self.index += 1
        return finite(float(text), text, self.what)

    def flag(self) -> bool:
        """An arc flag, which may be glued to what follows: "0110" is 0, 1, then 10."""
        if (self.index >= len(self.items) and not self._refill()) or self.items[
                self.index][1][:1] not in ("0", "1"):
            raise self.fail("expected an arc flag 0 or 1")
        _, text, offset = self.items[self.index]
        rest = text[1:]
        if not rest:
            self.index += 1
        elif rest[0].isdigit() or rest[0] == ".":  # "11.5" is flag 1, then 1.5
            self.items[self.index] = ("", rest, offset + 1)
        else:  # "1e3" as a flag
            raise self.fail("expected an arc flag 0 or 1")
        return text[0] == "1"


def flatten_path(
    d: str, ctm: Affine, tolerance: float, what: str, max_points: int
) -> list[Subpath]:
    """Interpret path data and return its subpaths as device points.

    Raises `SvgError` for malformed data rather than rendering up to the error as browsers do:
    a scene author wants to hear about a broken path. More than `max_points` points in all is
    a render budget error, raised as soon as they are made (a curve adds at most
    `MAX_SEGMENTS`), so the points held never exceed the budget by more than one curve.
    """
    scan = _Tokens(d, what)
    apply = ctm.apply
    subpaths: list[Subpath] = []
    current: Subpath | None = None
    x = y = 0.0  # current point, local coordinates
    start_x = start_y = 0.0  # start of the current subpath
    last_control: Point | None = None  # reflected by S (cubic) or T (quadratic)
    last_kind = ""
    command = ""
    count = 0  # points made so far

    def begin(px: float, py: float) -> Subpath:
        nonlocal count
        count += 1
        sub = Subpath([apply(px, py)])
        subpaths.append(sub)
        return sub

    while not scan.at_end():
        if count > max_points:
            raise over_budget(what, f"more than {max_points} path points left")
        letter = scan.peek_command()
        if letter is not None:
            command = letter
        elif not command:
            raise scan.fail("path data must start with a command")
        elif command in "Zz":
            raise scan.fail("numbers after Z")
        upper = command.upper()
        relative = command != upper
        if not subpaths and upper != "M":
            raise scan.fail("path data must start with M")

        if upper == "Z":
            if current is not None:
                current.closed = True
            x, y = start_x, start_y
            current = None
            last_kind = "Z"
            continue

        if current is None and upper != "M":
            current = begin(x, y)  # drawing after Z starts at the closed subpath's start

        if upper == "M":
            nx, ny = scan.number(), scan.number()
            if relative:
                nx, ny = x + nx, y + ny
            x, y = start_x, start_y = nx, ny
            current = begin(x, y)
            command = "l" if relative else "L"  # further pairs are implicit linetos
            last_kind = "M"
            continue

        assert current is not None
        points = current.points
        before = len(points)
        ox, oy = (x, y) if relative else (0.0, 0.0)
        if upper == "L":
            x, y = ox + scan.number(), oy + scan.number()
            points.append(apply(x, y))
        elif upper == "H":
            x = ox + scan.number()
            points.append(apply(x, y))
        elif upper == "V":
            y = (y if relative else 0.0) + scan.number()
            points.append(apply(x, y))
        elif upper in "CS":
            if upper == "C":
                c1 = (ox + scan.number(), oy + scan.number())
            elif last_kind == "C" and last_control is not None:
                c1 = (2 * x - last_control[0], 2 * y - last_control[1])
            else:
                c1 = (x, y)
            c2 = (ox + scan.number(), oy + scan.number())
            end = (ox + scan.number(), oy + scan.number())
            points.extend(cubic_points(
                apply(x, y), apply(*c1), apply(*c2), apply(*end), tolerance
            ))
            last_control = c2
            x, y = end
            last_kind = "C"
            count += len(points) - before
            continue
        elif upper in "QT":
            if upper == "Q":
                c = (ox + scan.number(), oy + scan.number())
            elif last_kind == "Q" and last_control is not None:
                c = (2 * x - last_control[0], 2 * y - last_control[1])
            else:
                c = (x, y)
            end = (ox + scan.number(), oy + scan.number())
            points.extend(quadratic_points(apply(x, y), apply(*c), apply(*end), tolerance))
            last_control = c
            x, y = end
            last_kind = "Q"
            count += len(points) - before
            continue
        elif upper == "A":
            rx, ry, rotation = scan.number(), scan.number(), scan.number()
            large, sweep = scan.flag(), scan.flag()
            end = (ox + scan.number(), oy + scan.number())
            points.extend(arc_points((x, y), rx, ry, rotation, large, sweep, end, ctm, tolerance))
            x, y = end
        count += len(points) - before
        last_kind = upper
    if count > max_points:
        raise over_budget(what, f"more than {max_points} path points left")
    return subpaths


__all__ = ["Subpath", "flatten_path"]

"""What one render may spend: elements, `<use>` copies, path points, raster work and time.

A document is untrusted input (the renderer draws whatever SVG it is given), and a few
hundred bytes can ask for unbounded work: `<use>` trees that copy themselves exponentially,
thousands of curves each flattened into thousands of points, huge fills on a huge grid. Every
such cost is counted against a `Budget`, and the render stops with an `SvgError` naming the
element at which it ran out, long before it could exhaust time or memory. The defaults leave
the board pictures (a few hundred elements, a few hundred points) a wide margin.

The counts, not the clock, are what keep hostile documents quick: under the default budget
the slowest of the 300 documents of the render corpus (half of them hostile: `<use>` bombs,
deep nesting, many huge curves) takes about 0.16 s (`python -m tests.render.corpus`). A
`<use>` chain needs no depth limit of its own: cycles are refused as cycles, and a long
chain is bounded by the `<use>` copies, the elements and the nesting depth.
"""

from __future__ import annotations

import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field

from .errors import SvgError
from .tags import describe


@dataclass(frozen=True, slots=True)
class Budget:
    """Limits on one `render_text` call. Raise one to draw an unusually large picture."""

    chars: int = 1_000_000
    """Length of the SVG text."""
    elements: int = 5_000
    """Elements walked, counting every element a `<use>` copies."""
    uses: int = 1_000
    """`<use>` references expanded, counting copies inside copies."""
    points: int = 100_000
    """Device points of all flattened outlines together."""
    raster: int = 400_000
    """Raster work: braille dot steps of strokes plus scanline crossings and cells of fills."""
    seconds: float = 5.0
    """Wall-clock backstop, checked at each container: the counts above bound the work
    (to well under a second for any document), so this only catches a slow machine or a
    counting mistake; it is not what makes a hostile document fail fast."""


DEFAULT_BUDGET = Budget()


@dataclass(slots=True)
class Usage:
    """What a render spent, in the units of `Budget` (seconds excluded from equality)."""

    elements: int = 0
    uses: int = 0
    points: int = 0
    raster: int = 0
    seconds: float = field(default=0.0, compare=False)


def over_budget(where: str, amount: str) -> SvgError:
    """The one wording of every budget error, so callers can recognise it."""
    return SvgError(f"{where}: over the render budget: {amount}")


class Meter:
    """One render's spending against its `Budget`; the counts only grow.

    The element-level checks take the element and describe it only when raising, as they
    run once per element of every board picture.
    """

    __slots__ = ("budget", "deadline", "started", "usage")

    def __init__(self, budget: Budget) -> None:
        self.budget = budget
        self.usage = Usage()
        self.started = time.monotonic()
        self.deadline = self.started + budget.seconds

    def elements(self, count: int, element: ET.Element) -> None:
        """Charge `count` elements walked at `element`: a container's children, or the
        copy a `<use>` makes."""
        self.usage.elements += count
        if self.usage.elements > self.budget.elements:
            raise over_budget(describe(element), f"more than {self.budget.elements} elements"
                              " to draw (counting <use> copies)")

    def uses(self, count: int, element: ET.Element) -> None:
        """Charge the `count` `<use>` copies that drawing `element` (a `<use>`) makes."""
        self.usage.uses += count
        if self.usage.uses > self.budget.uses:
            raise over_budget(describe(element, "href"),
                              f"more than {self.budget.uses} <use> copies in all")

    def points(self, count: int, where: str) -> None:
        """Charge `count` flattened points to the shape described by `where`."""
        self.usage.points += count
        if self.usage.points > self.budget.points:
            raise over_budget(where, f"more than {self.budget.points} path points in all")

    def points_left(self) -> int:
        return self.budget.points - self.usage.points

    def clock(self, element: ET.Element) -> None:
        """Stop at `element` once the render has run longer than the budget's seconds."""
        if time.monotonic() > self.deadline:
            raise over_budget(describe(element),
                              f"rendering took longer than {self.budget.seconds} s")

    def finish(self) -> Usage:
        self.usage.seconds = time.monotonic() - self.started
        return self.usage

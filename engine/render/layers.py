"""Groups drawn the same in many pictures, drawn once per grid and kept as a layer.

Most of a board's text map is its static map (the territories' outlines, the sector lines),
the same in every picture of a game, while only its pieces and labels change. A caller names
such groups (`render_text(..., static=ids)`); the walk then draws a named group's children
onto an empty canvas once, keeps what they left there (dots, fills, the cells of the
regions they outline, their labels, their share of the budget) and lays that over the
canvas the next time. The name only says where the keeping is worth its cost: an entry is
keyed by everything the group's walk reads (its whole content, the style and transform it
inherits, the grid, the regions it opens), so a group whose content changed is drawn again
and a kept layer gives exactly what its walk would have.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Container, Hashable, Sequence
from dataclasses import dataclass, replace

from .budget import Meter
from .grid import Canvas
from .labels import Label
from .memo import Memo
from .tags import local_name

Content = tuple[tuple[object, ...], ...]


@dataclass(frozen=True, slots=True)
class Layer:
    """What walking a group's children left on an empty canvas of its grid."""

    dots: tuple[int, ...]
    """The dot bits its strokes left in each cell of the grid (0 in most): a static group
    is laid first on an empty canvas, where the whole grid is copied at once."""
    fills: tuple[tuple[int, str], ...]
    """(cell, character) of every cell its fills set, the last fill of a cell winning."""
    outlined: bytes
    """1 for each cell marked in the regions open around the group (its shapes' cells)."""
    regions: tuple[tuple[str, bytes], ...]
    """The cells of each region opened inside the group, 1 for each of its cells: a
    region is laid on empty cells, copied at once."""
    labels: tuple[Label, ...]
    """Its labels, numbered from 0 in document order."""
    elements: int
    points: int
    work: int

    def fits(self, meter: Meter, canvas: Canvas) -> bool:
        """Whether the render's budget left covers the group: otherwise it is walked again,
        so that the render fails where and as it always did."""
        usage, budget = meter.usage, meter.budget
        return (usage.elements + self.elements <= budget.elements
                and usage.points + self.points <= budget.points
                and canvas.work + self.work <= canvas.work_limit)


LAYERS: Memo[Hashable, Layer] = Memo(256)
"""Kept layers by (content, inherited style, transform, grid, regions opened, ...): a few
static groups for each grid size, language and set of strongholds."""


def content_key(group: ET.Element, regions: Container[str],
                by_id: Callable[[str], ET.Element | None]
                ) -> tuple[Content, tuple[str, ...]] | None:
    """Everything the walk reads of `group`'s children, in document order (each element's
    tag, attributes, text, tail and number of children, which together fix the tree), and
    the wanted regions it opens; None when it holds a `<use>`, whose drawing depends on
    elements outside it."""
    content: list[tuple[object, ...]] = []
    opened: list[str] = []
    for element in group.iter():
        if local_name(element.tag) == "use":
            return None
        ident = element.get("id")
        if (ident is not None and element is not group and ident in regions
                and by_id(ident) is element):
            opened.append(ident)
        content.append((element.tag, tuple(element.items()), element.text, element.tail,
                        len(element)))
    content[0] = content[0][:3] + content[0][4:]  # the group's own tail is never read
    return tuple(content), tuple(opened)


def recorded(before: Canvas, after: Canvas, outlined: bytearray | None,
             regions: Sequence[tuple[str, bytearray]], labels: Sequence[Label],
             elements: int, points: int) -> Layer:
    """The layer a group's walk left on `after`, a fresh canvas that started with the raster
    work of `before`."""
    return Layer(
        dots=tuple(after.dots),
        fills=tuple((cell, char) for cell, char in enumerate(after.fills) if char is not None),
        outlined=bytes(outlined) if outlined is not None else b"",
        regions=tuple((key, bytes(cells)) for key, cells in regions),
        labels=tuple(labels), elements=elements, points=points,
        work=after.work - before.work)


def lay(layer: Layer, canvas: Canvas, meter: Meter, open_regions: Sequence[bytearray],
        regions: dict[str, bytearray], labels: list[Label]) -> None:
    """Put `layer` on the canvas, the regions, the labels and the budget, as its walk
    would have (the caller checked that it `fits`)."""
    dots, fills = canvas.dots, canvas.fills
    if any(dots):
        dots[:] = [mine | its for mine, its in zip(dots, layer.dots, strict=True)]
    else:
        dots[:] = layer.dots
    for cell, char in layer.fills:
        fills[cell] = char
    for region in open_regions:
        _mark(region, layer.outlined)
    for key, cells in layer.regions:
        _mark(regions[key], cells)
    base = len(labels)
    labels.extend(replace(label, order=label.order + base) for label in layer.labels)
    canvas.work += layer.work
    meter.usage.elements += layer.elements
    meter.usage.points += layer.points


def _mark(region: bytearray, cells: bytes) -> None:
    """Mark `cells` (1 for each) in `region`: copied onto a region with no cell yet, else
    the two joined byte by byte (as one number: each byte is 0 or 1)."""
    if region.find(1) < 0:
        region[:] = cells
        return
    joined = int.from_bytes(region, "big") | int.from_bytes(cells, "big")
    region[:] = joined.to_bytes(len(region), "big")

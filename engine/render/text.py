"""Public API: render an SVG document as lines of text for a Discord code block."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Collection
from dataclasses import dataclass, field

from .affine import Affine
from .budget import DEFAULT_BUDGET, Budget, Meter, Usage
from .errors import SvgError
from .facts import Facts
from .grid import Canvas
from .labels import Placed, place_labels
from .svg_parse import Document, ViewBox, draw_document, parse_document

TOLERANCE = 0.3
"""How far (in dots) a flattened curve may stray from the true curve: under half a dot."""

MAX_CELLS = 1_000_000
"""Refuse grids this large: a mistyped size should not allocate gigabytes."""


@dataclass(frozen=True)
class TextRender:
    """A rendered grid: `lines` (no trailing spaces, exactly `rows` of them), `dropped`,
    the labels that found no free spot, highest priority first, `usage`, what the render
    spent of its budget, and `placed`, where each label went (with its region, if any)."""

    lines: list[str]
    dropped: list[str] = field(default_factory=list)
    usage: Usage = field(default_factory=Usage, compare=False)
    placed: list[Placed] = field(default_factory=list, compare=False)

    def __str__(self) -> str:
        return "\n".join(self.lines)


def derived_rows(viewbox: ViewBox, cols: int, cell_aspect: float) -> int:
    """Rows that keep the viewBox's proportions when a cell is `cell_aspect` times as tall as
    it is wide (so a circle stays round).

    Any positive finite viewBox is accepted: one so tall and narrow that the grid would pass
    `MAX_CELLS` is an `SvgError`, not an overflow (the exact formula is kept for all others,
    so the rows of ordinary pictures do not change).
    """
    rows = viewbox.height * cols / (viewbox.width * cell_aspect) + 0.5
    if not math.isfinite(rows):  # 1e308 * cols overflowed: divide first
        rows = viewbox.height / viewbox.width * cols / cell_aspect + 0.5
    if not rows <= MAX_CELLS:  # also catches inf and NaN
        raise SvgError(f"<svg> viewBox: height / width = {viewbox.height / viewbox.width:.3g}"
                       f" needs more than {MAX_CELLS} rows at {cols} columns; pass rows")
    return max(1, math.floor(rows))


def device_matrix(viewbox: ViewBox, cols: int, rows: int, cell_aspect: float) -> Affine:
    """User space -> dot space, honouring preserveAspectRatio (default: fit and centre).

    Lengths are compared in physical units where a cell is 1 wide and `cell_aspect` tall;
    a dot is then half a cell wide and a quarter of a cell tall.
    """
    width, height = float(cols), rows * cell_aspect
    sx, sy = width / viewbox.width, height / viewbox.height
    if not viewbox.stretch:
        sx = sy = max(sx, sy) if viewbox.slice else min(sx, sy)
    off_x = (width - viewbox.width * sx) * viewbox.align_x - viewbox.min_x * sx
    off_y = (height - viewbox.height * sy) * viewbox.align_y - viewbox.min_y * sy
    dots_x, dots_y = 2.0, 4.0 / cell_aspect  # dots per physical unit
    device = Affine(sx * dots_x, 0.0, 0.0, sy * dots_y, off_x * dots_x, off_y * dots_y)
    if not all(map(math.isfinite, (device.a, device.d, device.e, device.f))):
        raise SvgError(f"<svg> viewBox: {viewbox.min_x!r} {viewbox.min_y!r} {viewbox.width!r}"
                       f" {viewbox.height!r} is too large or too small to map onto a"
                       f" {cols}x{rows} grid")
    return device


def render_text(
    svg: str | ET.Element,
    cols: int,
    rows: int | None = None,
    *,
    cell_aspect: float = 2.0,
    root_id: str | None = None,
    budget: Budget = DEFAULT_BUDGET,
    static: Collection[str] = (),
) -> TextRender:
    """Rasterise an SVG document onto a `cols` x `rows` character grid.

    Strokes become braille dots (2x4 per cell), shapes with a `data-text-fill` hint fill their
    interior cells with it, and texts become labels placed without overlap; a text with
    `data-text-within="id"` stays inside the cells of the shape or group with that id. `rows=None`
    derives the height from the viewBox. `root_id` draws only that element's subtree, mapped
    as in the whole picture. Raises `ValueError` (an `SvgError`) for malformed SVG, a missing
    `root_id`, a bad size, or a document that needs more work than `budget` allows.
    `svg` may also be the document's element tree, when it was built in this process: it is
    then drawn as it stands (its characters are not counted, as it has none).
    `static` names the ids of groups drawn the same in many pictures (a board's map under
    its pieces): each is drawn once per grid and then laid as a kept layer, the same
    characters at a fraction of the cost (layers.py).
    """
    _check_size(cols, rows)
    _check_aspect(cell_aspect)
    meter = Meter(budget)
    document = parse_document(svg, budget)
    return _render(document, Facts(), meter, cols, rows, cell_aspect, root_id, static)


class TextMap:
    """One document rendered at several sizes, as `render_text` renders it at each: what
    the walk reads the same at every size is read once (facts.py). A board's compact map
    tries widths until its message fits; its tree must not change while it is rendered."""

    def __init__(self, svg: str | ET.Element, *, cell_aspect: float = 2.0,
                 budget: Budget = DEFAULT_BUDGET, static: Collection[str] = ()) -> None:
        _check_aspect(cell_aspect)
        self._document = parse_document(svg, budget)
        self._facts = Facts()
        self._cell_aspect = cell_aspect
        self._budget = budget
        self._static = static

    def render(self, cols: int, rows: int | None = None) -> TextRender:
        """The document on a `cols` x `rows` grid: `render_text(svg, cols, rows, ...)`."""
        _check_size(cols, rows)
        return _render(self._document, self._facts, Meter(self._budget), cols, rows,
                       self._cell_aspect, None, self._static)


def _check_size(cols: int, rows: int | None) -> None:
    if isinstance(cols, bool) or not isinstance(cols, int) or cols < 1:
        raise SvgError(f"cols must be a positive int, got {cols!r}")
    if rows is not None and (isinstance(rows, bool) or not isinstance(rows, int) or rows < 1):
        raise SvgError(f"rows must be a positive int or None, got {rows!r}")


def _check_aspect(cell_aspect: float) -> None:
    if not (isinstance(cell_aspect, int | float) and math.isfinite(cell_aspect)
            and cell_aspect > 0):
        raise SvgError(f"cell_aspect must be a positive number, got {cell_aspect!r}")


def _render(document: Document, facts: Facts, meter: Meter, cols: int, rows: int | None,
            cell_aspect: float, root_id: str | None, static: Collection[str]) -> TextRender:
    """The parsed document drawn on the grid, its labels placed, with the `facts` earlier
    renders of its tree read."""
    budget = meter.budget
    if rows is None:
        rows = derived_rows(document.viewbox, cols, cell_aspect)
    if cols * rows > MAX_CELLS:
        raise SvgError(f"grid {cols}x{rows} is larger than {MAX_CELLS} cells")
    device = device_matrix(document.viewbox, cols, rows, float(cell_aspect))
    canvas = Canvas(cols, rows, budget.raster)
    drawn = draw_document(document, device, TOLERANCE, canvas, meter, root_id, static, facts)
    placed, dropped = place_labels(drawn.labels, cols, rows, float(cell_aspect),
                                   drawn.regions)
    for label in placed:
        canvas.write(label.row, label.col, label.text)
    meter.usage.raster = canvas.work
    return TextRender(canvas.lines(), dropped, meter.finish(), placed)

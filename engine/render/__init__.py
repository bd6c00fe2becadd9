"""Our own SVG-to-text renderer (DESIGN.md Rendering): no Pillow, no native image library.

`render_text(svg, cols)` reads an SVG document with the standard library and rasterises it
onto a character grid: outlines in braille dots (2 x 4 per character), interior fills with
a character the scene chooses, and texts as labels that never overlap. It knows nothing of
Dune: any SVG made of rects, circles, ellipses, lines, polylines, polygons, paths (lines,
arcs, curves) and texts renders, with transforms and inherited presentation attributes.

Text-mode hints a scene may put on any element (they inherit like `fill` does):
- `data-text-fill="░"`: fill the shape's interior cells with that character (without it
  a filled shape shows only its outline, which keeps a many-coloured map readable);
- `data-text-stroke="none"`: do not draw this shape's outline in text;
- `data-text-label="A5"` (texts): the text to show instead of the element's own;
- `data-text-priority="10"` (texts): higher priorities win a contested spot;
- `data-text-skip="1"`: leave the element and its children out of the text.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from .canvas import Canvas
from .labels import place
from .svg_parse import parse

__all__ = ["TextRender", "render_text"]


@dataclass
class TextRender:
    lines: list[str]
    dropped: list[str] = field(default_factory=list)
    """Labels that found no free spot, in placement order."""

    def __str__(self) -> str:
        return "\n".join(self.lines)


def render_text(svg: str, cols: int, rows: int | None = None, *, cell_aspect: float = 2.0,
                root_id: str | None = None) -> TextRender:
    """The SVG on a grid `cols` characters wide. Without `rows`, the height keeps the
    viewBox's proportions for cells `cell_aspect` times as tall as wide. With `root_id`,
    only that element is drawn, still placed as in the whole picture. Raises ValueError,
    naming the problem, for a document it cannot read."""
    if cols < 1 or (rows is not None and rows < 1):
        raise ValueError(f"the grid must be at least 1 x 1, not {cols} x {rows}")
    document = parse(svg, root_id)
    _, _, width, height = document.viewbox
    if rows is None:
        rows = max(1, math.ceil(height / (width / cols) / cell_aspect))
    canvas = Canvas(document.viewbox, cols, rows)
    for outline in document.outlines:
        if outline.fill is not None:
            canvas.fill(outline.subpaths, outline.fill, outline.nonzero)
    for outline in document.outlines:
        if outline.stroke:
            for points, closed in outline.subpaths:
                canvas.stroke(points, closed)
    dropped = place(canvas, document.labels)
    lines = canvas.lines()
    return TextRender(lines, dropped)

"""SVG text to a drawn canvas: filled/stroked polygons painted in dot coordinates, and labels.

The walk resolves everything the rasteriser should not care about: nesting, inheritance,
transforms, units, hidden elements and the `data-text-*` hints. Each shape is painted onto
the canvas in document order (which is paint order) as soon as it is read; the labels are
returned for placing last. Everything the walk spends is charged to the render's budget.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Collection, Iterator
from dataclasses import dataclass

from .affine import Affine, parse_transform
from .budget import Budget, Meter, over_budget
from .errors import SvgError
from .expansion import MAX_NESTING, Expansion, nesting_error
from .facts import Facts, Reading
from .geometry import Point, arc_points, ellipse_points
from .grid import Canvas
from .labels import Label
from .layers import LAYERS, Layer, content_key, lay, recorded
from .memo import Memo
from .numbers import parse_length, parse_number, parse_number_list, shown
from .path_data import Subpath, flatten_path
from .style import (
    ROOT_STYLE,
    cascade,
    declarations,
    flag,
    is_painted,
    is_zero_opacity,
    stroke_mode,
)
from .tags import CONTAINERS, SHAPES, TEXT_CHILDREN, describe, local_name, use_href

_DTD_MARKS = ("<!DOCTYPE", "<!ENTITY")
"""Document type declarations are refused outright: their entities can expand a small file
into gigabytes, and whether the XML parser stops that depends on its version. SVG needs
neither (its elements and entities are all predefined)."""

_WHITESPACE = re.compile(r"\s+")
_FLATTENED: Memo[tuple[str, Affine, float], tuple[tuple[tuple[Point, ...], bool], ...]] = (
    Memo(2048))
"""Path data already flattened, by (d, transform, tolerance): a board's territories are the
same paths at the same size in every picture."""
_ALIGN = re.compile(r"^x(Min|Mid|Max)Y(Min|Mid|Max)$")
_DRAWING = CONTAINERS | SHAPES | {"use", "text"}
"""The tags the walk draws or descends into; any other element is only checked (its style
and transform), and one without attributes not even that: half of a board's elements are
the <title>s of its territories and names."""


@dataclass(frozen=True, slots=True)
class ViewBox:
    """The root's viewBox and preserveAspectRatio: how user space maps onto the grid."""

    min_x: float
    min_y: float
    width: float
    height: float
    align_x: float = 0.5  # 0 = xMin, 0.5 = xMid, 1 = xMax
    align_y: float = 0.5
    slice: bool = False  # preserveAspectRatio "slice" (cover) instead of "meet" (fit)
    stretch: bool = False  # preserveAspectRatio "none"


@dataclass(frozen=True, slots=True)
class Document:
    root: ET.Element
    viewbox: ViewBox


def parse_document(svg: str | ET.Element, budget: Budget) -> Document:
    """Parse the XML and the root's viewBox; raise `SvgError` for anything unusable.

    A document given as an element tree (a drawing built in this process, such as the
    board's map) is read as it stands: serialising it only for the walk to parse it back
    cost a board's text map a third of its time, and the tree the parser would rebuild
    differs only in whitespace and namespaces, which the walk does not read.
    """
    root = svg if isinstance(svg, ET.Element) else _parsed(svg, budget)
    if local_name(root.tag) != "svg":
        raise SvgError(f"root element is <{local_name(root.tag)}>, not <svg>")
    raw = root.get("viewBox")
    if raw is None:
        raise SvgError("the <svg> root has no viewBox attribute (it is required)")
    numbers = parse_number_list(raw, "<svg> viewBox")
    if len(numbers) != 4:
        raise SvgError(f"<svg> viewBox needs 4 numbers (min-x min-y width height), "
                       f"got {shown(raw)}")
    min_x, min_y, width, height = numbers
    if width <= 0 or height <= 0:
        raise SvgError(f"<svg> viewBox width and height must be positive, got {shown(raw)}")
    return Document(root, _with_aspect(ViewBox(min_x, min_y, width, height), root))


def _parsed(svg: str, budget: Budget) -> ET.Element:
    """The root of the SVG text, within the budget's characters and without a DTD."""
    if not isinstance(svg, str):
        raise SvgError(f"expected the SVG as str, got {type(svg).__name__}")
    if len(svg) > budget.chars:
        raise over_budget("the SVG text", f"{len(svg)} characters, more than {budget.chars}")
    for mark in _DTD_MARKS:
        at = svg.find(mark)
        if at >= 0:
            raise SvgError(f"{mark} at offset {at}: document type declarations and entities"
                           " are not accepted; write the SVG without a DTD")
    try:
        root = ET.fromstring(svg)
    except ET.ParseError as exc:
        raise SvgError(f"not well-formed XML: {exc}") from exc
    except UnicodeEncodeError as exc:  # a lone surrogate: the text is not Unicode at all
        raise SvgError(f"not well-formed XML: {exc.object[exc.start]!r} at offset {exc.start}"
                       " is not a character") from exc
    return root


def _with_aspect(box: ViewBox, root: ET.Element) -> ViewBox:
    raw = root.get("preserveAspectRatio", "").split()
    if raw and raw[0] == "defer":
        raw = raw[1:]
    if not raw:
        return box
    if raw[0] == "none":
        return ViewBox(box.min_x, box.min_y, box.width, box.height, stretch=True)
    match = _ALIGN.match(raw[0])
    mode = raw[1] if len(raw) > 1 else "meet"
    if match is None or mode not in ("meet", "slice") or len(raw) > 2:
        raise SvgError(f"<svg> preserveAspectRatio: bad value "
                       f"{shown(root.get('preserveAspectRatio', ''))}")
    factor = {"Min": 0.0, "Mid": 0.5, "Max": 1.0}
    return ViewBox(box.min_x, box.min_y, box.width, box.height,
                   factor[match.group(1)], factor[match.group(2)], mode == "slice")


@dataclass(frozen=True, slots=True)
class Drawn:
    """What the walk leaves for placing: the labels, and the cells of each region a label
    must stay inside (`data-text-within`): 1 where the region's fill covers a cell's centre
    or its outline crosses the cell."""

    labels: list[Label]
    regions: dict[str, bytes]


def draw_document(
    document: Document, device: Affine, tolerance: float, canvas: Canvas, meter: Meter,
    root_id: str | None = None, static: Collection[str] = (), facts: Facts | None = None,
) -> Drawn:
    """Draw the document (or only the subtree with id `root_id`) onto `canvas`, and return
    its labels for placing last, with the regions they must stay inside.

    `device` maps user space (viewBox units) to dot space; with `root_id`, the ancestors'
    transforms and inherited styles still apply, so the subtree lands where it would in the
    full picture. Each shape is painted as soon as it is read and its points dropped: fills
    and strokes live in separate layers of the canvas, so painting them shape by shape gives
    the picture that all fills then all strokes would, while holding one shape's points at a
    time rather than the whole document's. The groups whose ids are in `static` are laid
    as kept layers where they were drawn before (layers.py). `facts` holds what earlier
    walks of the same tree at other sizes read (facts.py), and is given what this one reads.
    """
    walker = _Walker(document, tolerance, canvas, meter, frozenset(static),
                     facts if facts is not None else Facts())
    meter.elements(1, document.root)
    if root_id is not None:
        walker.restrict_to(root_id)
    walker.walk(document.root, dict(ROOT_STYLE), device, emitting=root_id is None, level=0,
                uses=0)
    return Drawn(walker.labels, walker.region_cells())


class _Walker:
    def __init__(self, document: Document, tolerance: float, canvas: Canvas,
                 meter: Meter, static: frozenset[str], facts: Facts) -> None:
        self.document = document
        self.facts = facts
        self.static = static
        self.tolerance = tolerance
        self.canvas = canvas
        self.meter = meter
        self.labels: list[Label] = []
        self.target: ET.Element | None = None
        self.on_path: set[int] = set()  # id() of the target's ancestors
        self.expansion = Expansion(self.by_id, meter.budget)
        if facts.wanted is None:
            facts.wanted = _wanted_regions(document.root)
        self.regions = {key: bytearray(canvas.cols * canvas.rows) for key in facts.wanted}
        self.open_regions: list[bytearray] = []  # the regions the walk is inside now
        box = document.viewbox
        self.percent_x = box.width
        self.percent_y = box.height
        # the viewBox diagonal / sqrt(2); hypot, because squaring a 1e200 width overflows
        self.percent_r = math.hypot(box.width, box.height) / math.sqrt(2)

    # --- element lookup -------------------------------------------------------------------

    def by_id(self, wanted: str) -> ET.Element | None:
        ids = self.facts.ids
        if ids is None:
            ids = self.facts.ids = {}
            for element in self.document.root.iter():
                key = element.get("id")
                if key is not None and key not in ids:
                    ids[key] = element
        return ids.get(wanted)

    def restrict_to(self, root_id: str) -> None:
        target = self.by_id(root_id)
        if target is None:
            raise SvgError(f"root_id {root_id!r}: no element with that id in the SVG")
        parents = {id(child): parent for parent in self.document.root.iter() for child in parent}
        self.target = target
        node: ET.Element | None = target
        while node is not None:
            self.on_path.add(id(node))
            node = parents.get(id(node))

    # --- the walk -----------------------------------------------------------------------

    def walk(
        self, element: ET.Element, parent_style: dict[str, str], ctm: Affine,
        emitting: bool, level: int, uses: int,
    ) -> None:
        """Draw `element` and its subtree. `level` counts nesting (recursion depth) and
        `uses` the `<use>` references being followed.

        A container charges its children to the budget (and checks the clock) before
        walking them, except inside a `<use>`: its whole copy was charged, counted in
        advance, when the outermost `<use>` was met. Element descriptions for messages are
        built only on the error paths, as the walk is the hot loop of every board picture.
        """
        tag = local_name(element.tag)
        if not tag:
            return
        if level > MAX_NESTING:
            raise nesting_error()
        if not element.attrib and tag not in _DRAWING:
            return  # a bare <title> or <desc>: nothing to check and nothing to draw
        if uses:
            style = _style(element, parent_style)
        else:
            styles = self.facts.styles
            key = id(element)
            style = styles[key] if key in styles else styles.setdefault(
                key, _style(element, parent_style))
        if style is None:
            return
        transform = element.get("transform")
        if transform:
            ctm = ctm @ parse_transform(transform, describe(element, "transform"))
            if not all(map(math.isfinite, (ctm.a, ctm.b, ctm.c, ctm.d, ctm.e, ctm.f))):
                raise SvgError(f"{describe(element, 'transform')}: {shown(transform)}"
                               " overflows")
        if element is self.target:
            emitting = True
        region = self._region_of(element)
        if region is not None:
            self.open_regions.append(region)
        try:
            self._draw(tag, element, style, ctm, emitting, level, uses)
        finally:
            if region is not None:
                self.open_regions.pop()

    def _region_of(self, element: ET.Element) -> bytearray | None:
        """The cells of the region `element` outlines, when a label names its id."""
        key = element.get("id")
        if key is None or key not in self.regions or self.by_id(key) is not element:
            return None
        return self.regions[key]

    def region_cells(self) -> dict[str, bytes]:
        """Each named region's cells: covered by its fill or crossed by its outline."""
        for key in self.regions:
            if self.by_id(key) is None:
                raise SvgError(f"data-text-within: {shown('#' + key)} is not in the SVG")
        return {key: bytes(region) for key, region in self.regions.items()}

    def _draw(self, tag: str, element: ET.Element, style: dict[str, str], ctm: Affine,
              emitting: bool, level: int, uses: int) -> None:
        if tag in CONTAINERS:
            if uses == 0:
                self.meter.elements(len(element), element)
            self.meter.clock(element)
            if (emitting and uses == 0 and self.target is None and element.get("id") in self.static
                    and self._layered(element, style, ctm, level)):
                return
            self._children(element, style, ctm, emitting, level, uses)
        elif not emitting:
            return
        elif tag == "use":
            self._use(element, style, ctm, level, uses)
        elif tag in SHAPES:
            self._shape(tag, element, style, ctm)
        elif tag == "text":
            self._text(element, style, ctm, uses)
        # anything else (defs, symbol, title, style, metadata, image ...) draws nothing

    def _children(self, element: ET.Element, style: dict[str, str], ctm: Affine,
                  emitting: bool, level: int, uses: int) -> None:
        for child in element:
            if emitting or id(child) in self.on_path:
                self.walk(child, style, ctm, emitting, level + 1, uses)

    def _layered(self, group: ET.Element, style: dict[str, str], ctm: Affine,
                 level: int) -> bool:
        """Draw a static group's children as its kept layer, kept now if it was not; False
        for a group that cannot be kept (one holding a `<use>`)."""
        contents = self.facts.contents
        key = id(group)
        content = contents[key] if key in contents else contents.setdefault(
            key, content_key(group, self.regions, self.by_id))
        if content is None:
            return False
        canvas = self.canvas
        key = (content, tuple(style.items()), ctm, self.tolerance, canvas.cols, canvas.rows,
               self.percent_x, self.percent_y, bool(self.open_regions), level)
        layer = LAYERS.get(key)
        if layer is None or not layer.fits(self.meter, canvas):
            layer = self._record(group, style, ctm, level, content[1])
            LAYERS.put(key, layer)
        lay(layer, canvas, self.meter, self.open_regions, self.regions, self.labels)
        return True

    def _record(self, group: ET.Element, style: dict[str, str], ctm: Affine, level: int,
                opened: tuple[str, ...]) -> Layer:
        """Walk the group's children onto a fresh canvas (starting from this one's raster
        work, so the budget runs out where it would), with fresh cells for the regions, and
        keep what they left; everything swapped is put back, even when the walk fails."""
        saved = self.canvas, self.open_regions, self.labels, self.regions
        before, usage = self.canvas, self.meter.usage
        elements, points = usage.elements, usage.points
        self.canvas = Canvas(before.cols, before.rows, before.work_limit)
        self.canvas.work = before.work
        outlined = bytearray(len(before.dots)) if self.open_regions else None
        self.open_regions = [outlined] if outlined is not None else []
        self.labels = []
        inner = [(key, bytearray(len(before.dots))) for key in opened]
        self.regions = {**self.regions, **dict(inner)}
        try:
            self._children(group, style, ctm, True, level, 0)
            layer = recorded(before, self.canvas, outlined, inner, self.labels,
                             usage.elements - elements, usage.points - points)
            usage.elements, usage.points = elements, points  # charged again as it is laid
            return layer
        finally:
            self.canvas, self.open_regions, self.labels, self.regions = saved

    def _use(self, element: ET.Element, style: dict[str, str], ctm: Affine, level: int,
             uses: int) -> None:
        href = use_href(element)
        if not href or not href.startswith("#"):
            return
        referenced = self.by_id(href[1:])
        if referenced is None:
            raise SvgError(f"{describe(element, 'href')}: {shown(href)} is not in the SVG")
        if uses == 0:  # the whole copy, <use>s inside it included, counted before drawing
            elements, copies = self.expansion.of_use(element, referenced, level)
            self.meter.elements(elements - 1, element)  # the <use> itself is counted
            self.meter.uses(copies, element)
        font = float(style["font-size"])
        dx = parse_length(element.get("x", "0"), describe(element, "x"), self.percent_x, font)
        dy = parse_length(element.get("y", "0"), describe(element, "y"), self.percent_y, font)
        ctm = ctm @ Affine.translate(dx, dy)
        if local_name(referenced.tag) == "symbol":  # a symbol is drawn as a group
            for child in referenced:
                self.walk(child, style, ctm, True, level + 2, uses + 1)
        else:
            self.walk(referenced, style, ctm, True, level + 1, uses + 1)

    # --- shapes -------------------------------------------------------------------------

    def _length(self, element: ET.Element, name: str, percent_of: float, font: float,
                default: float = 0.0) -> float:
        raw = element.get(name)
        if raw is None or raw.strip() in ("", "auto"):
            return default
        try:
            return parse_length(raw, name, percent_of, font)
        except SvgError as exc:
            raise SvgError(f"{describe(element)} {exc}") from exc

    def _shape(self, tag: str, element: ET.Element, style: dict[str, str], ctm: Affine) -> None:
        if style.get("visibility") in ("hidden", "collapse"):
            return
        font = float(style["font-size"])
        try:
            fill = tag != "line" and is_painted(style.get("fill")) and not is_zero_opacity(
                style.get("fill-opacity"), "fill-opacity")
            stroke = (is_painted(style.get("stroke"))
                      and not is_zero_opacity(style.get("stroke-opacity"), "stroke-opacity")
                      and parse_length(style["stroke-width"], "stroke-width", self.percent_r,
                                       font) > 0)
            fill_char = _fill_char(style.get("data-text-fill")) if fill else None
            mode = stroke_mode(style.get("data-text-stroke"), "data-text-stroke")
        except SvgError as exc:
            raise SvgError(f"{describe(element)} {exc}") from exc
        # A fill with no text fill is shown by its outline: otherwise a board of coloured
        # territories without strokes would vanish in text.
        outline = (stroke or (fill and fill_char is None)) if mode is None else mode
        if fill_char is None and not outline and not self.open_regions:
            return
        self.meter.clock(element)
        subpaths = self._geometry(tag, element, ctm, font)
        where = describe(element)
        self.meter.points(sum([len(sub.points) for sub in subpaths]), where)
        # a lone moveto ("M5 5" or "M5 5 Z") paints nothing in SVG with the default caps
        subpaths = [sub for sub in subpaths if len(sub.points) > 1]
        even_odd = style.get("fill-rule") == "evenodd"
        if fill_char is not None and subpaths:
            self.canvas.fill([sub.points for sub in subpaths], fill_char, even_odd, where)
        if outline:
            for sub in subpaths:
                self.canvas.stroke(sub.points, sub.closed, where)
        for region in self.open_regions:
            self._outline_region(region, subpaths, tag != "line", even_odd, where)

    def _outline_region(self, region: bytearray, subpaths: list[Subpath], area: bool,
                        even_odd: bool, where: str) -> None:
        """Mark a shape's cells in a region (1 where its fill covers a cell's centre or its
        outline crosses the cell), whether or not the shape is painted in text; the work
        counts against the render's one raster budget."""
        canvas = self.canvas
        if area and subpaths:
            for cell in canvas.fill_cells([sub.points for sub in subpaths], even_odd, where):
                region[cell] = 1
        for sub in subpaths:
            for cell, _ in canvas.stroke_cells(sub.points, sub.closed, where):
                region[cell] = 1

    def _geometry(self, tag: str, el: ET.Element, ctm: Affine, font: float) -> list[Subpath]:
        px, py, pr, tol = self.percent_x, self.percent_y, self.percent_r, self.tolerance
        if tag == "path":
            return _flattened(el.get("d", ""), ctm, tol, el, self.meter.points_left())
        if tag == "rect":
            return _rect(
                self._length(el, "x", px, font), self._length(el, "y", py, font),
                self._length(el, "width", px, font), self._length(el, "height", py, font),
                self._length(el, "rx", px, font, -1.0), self._length(el, "ry", py, font, -1.0),
                ctm, tol)
        if tag == "circle":
            r = self._length(el, "r", pr, font)
            if r <= 0:
                return []
            cx, cy = self._length(el, "cx", px, font), self._length(el, "cy", py, font)
            return [Subpath(ellipse_points(cx, cy, r, r, ctm, tol), closed=True)]
        if tag == "ellipse":
            rx, ry = self._length(el, "rx", px, font, -1.0), self._length(el, "ry", py, font, -1.0)
            rx, ry = (ry if rx < 0 else rx), (rx if ry < 0 else ry)  # "auto" takes the other
            if rx <= 0 or ry <= 0:
                return []
            cx, cy = self._length(el, "cx", px, font), self._length(el, "cy", py, font)
            return [Subpath(ellipse_points(cx, cy, rx, ry, ctm, tol), closed=True)]
        if tag == "line":
            a = ctm.apply(self._length(el, "x1", px, font), self._length(el, "y1", py, font))
            b = ctm.apply(self._length(el, "x2", px, font), self._length(el, "y2", py, font))
            return [Subpath([a, b])]
        # polyline, polygon
        numbers = parse_number_list(el.get("points", ""), describe(el, "points"))
        if len(numbers) % 2:
            raise SvgError(f"{describe(el, 'points')}: odd number of coordinates")
        if len(numbers) // 2 > self.meter.points_left():
            raise over_budget(describe(el, "points"),
                              f"more than {self.meter.points_left()} path points left")
        if len(numbers) < 4:
            return []
        points = [ctm.apply(numbers[i], numbers[i + 1]) for i in range(0, len(numbers), 2)]
        return [Subpath(points, closed=tag == "polygon")]

    # --- text ---------------------------------------------------------------------------

    def _text(self, element: ET.Element, style: dict[str, str], ctm: Affine,
              uses: int) -> None:
        if uses:
            reading = self._reading(element, style)
        else:
            readings = self.facts.readings
            key = id(element)
            reading = readings[key] if key in readings else readings.setdefault(
                key, self._reading(element, style))
        if reading is None:
            return
        dx, dy = ctm.apply(reading.x, reading.y)
        if not (math.isfinite(dx) and math.isfinite(dy)):
            return  # so far off the grid that the coordinates overflow
        if isinstance(reading.priority, SvgError):
            raise reading.priority
        self.labels.append(Label(reading.text, dx, dy, reading.anchor, reading.priority,
                                 len(self.labels), reading.within))

    def _reading(self, element: ET.Element, style: dict[str, str]) -> Reading | None:
        """A text element's label in user space, or None when it shows no text."""
        if style.get("visibility") in ("hidden", "collapse"):
            return None
        hint = style.get("data-text-label")
        raw = hint if hint is not None else "".join(_text_content(element))
        text = _WHITESPACE.sub(" ", raw).strip()
        if not text:
            return None
        font = float(style["font-size"])
        position = element
        if element.get("x") is None and element.get("y") is None:
            # <text><tspan x=".." y="..">: the first positioned tspan places the text
            position = next((child for child in element
                             if local_name(child.tag) == "tspan"
                             and (child.get("x") is not None or child.get("y") is not None)),
                            element)
        x = self._first(position, "x", self.percent_x, font) + self._first(
            position, "dx", self.percent_x, font)
        y = self._first(position, "y", self.percent_y, font) + self._first(
            position, "dy", self.percent_y, font)
        # Anchor on the glyphs' visual middle rather than on the baseline.
        y += _baseline_shift(style.get("dominant-baseline", "auto")) * font
        anchor = style.get("text-anchor", "start")
        if anchor not in ("start", "middle", "end"):
            anchor = "start"
        within = style.get("data-text-within")
        within = within.removeprefix("#") if within and within != "none" else None
        return Reading(text, x, y, anchor, _priority(element, style), within)

    def _first(self, element: ET.Element, name: str, percent_of: float, font: float) -> float:
        """The first value of a per-glyph coordinate list such as x="10 20 30"."""
        raw = element.get(name)
        if raw is None or not raw.strip():
            return 0.0
        first = raw.replace(",", " ").split()[0]
        try:
            return parse_length(first, name, percent_of, font)
        except SvgError as exc:
            raise SvgError(f"{describe(element)} {exc}") from exc


def _flattened(d: str, ctm: Affine, tol: float, element: ET.Element,
               max_points: int) -> list[Subpath]:
    """`flatten_path`, from the memo when that path was flattened before within the points
    left (a path over them is flattened again, so its error is the one it always was)."""
    key = (d, ctm, tol)
    kept = _FLATTENED.get(key)
    if kept is not None and sum(len(points) for points, _ in kept) <= max_points:
        return [Subpath(list(points), closed) for points, closed in kept]
    subpaths = flatten_path(d, ctm, tol, describe(element, "d"), max_points)
    _FLATTENED.put(key, tuple((tuple(sub.points), sub.closed) for sub in subpaths))
    return subpaths


def _rect(x: float, y: float, w: float, h: float, rx: float, ry: float, ctm: Affine,
          tol: float) -> list[Subpath]:
    if w <= 0 or h <= 0:
        return []
    if rx < 0 and ry < 0:
        rx = ry = 0.0
    rx, ry = (ry if rx < 0 else rx), (rx if ry < 0 else ry)
    rx, ry = min(rx, w / 2), min(ry, h / 2)
    if rx <= 0 or ry <= 0:
        corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
        return [Subpath([ctm.apply(*c) for c in corners], closed=True)]
    points: list[Point] = [ctm.apply(x + rx, y)]
    corners_path = [
        ((x + w - rx, y), (x + w, y + ry)),
        ((x + w, y + h - ry), (x + w - rx, y + h)),
        ((x + rx, y + h), (x, y + h - ry)),
        ((x, y + ry), (x + rx, y)),
    ]
    for straight_end, arc_end in corners_path:
        points.append(ctm.apply(*straight_end))
        points.extend(arc_points(straight_end, rx, ry, 0.0, False, True, arc_end, ctm, tol))
    points.pop()  # the last arc ends where the outline began
    return [Subpath(points, closed=True)]


def _priority(element: ET.Element, style: dict[str, str]) -> float | SvgError:
    """A label's `data-text-priority`, or the error it raises once the label is drawn
    (never for one whose point overflows, which is not drawn)."""
    raw = style.get("data-text-priority")
    if raw is None:
        return 0.0
    try:
        return parse_number(raw, describe(element, "data-text-priority"))
    except SvgError as exc:
        return exc


def _style(element: ET.Element, parent_style: dict[str, str]) -> dict[str, str] | None:
    """An element's computed style, or None when it is not drawn (`display: none`,
    `data-text-skip`, zero opacity)."""
    own = declarations(element.attrib)
    if own.get("display") == "none":
        return None
    try:
        if flag(own.get("data-text-skip"), "data-text-skip") or is_zero_opacity(
                own.get("opacity"), "opacity"):
            return None
        return cascade(parent_style, own)
    except SvgError as exc:
        raise SvgError(f"{describe(element)} {exc}") from exc


def _wanted_regions(root: ET.Element) -> set[str]:
    """The ids that some element's `data-text-within` names (on it or a parent)."""
    wanted = set()
    for element in root.iter():
        attributes = element.attrib
        if "style" in attributes:
            key = declarations(attributes).get("data-text-within")
        else:
            key = attributes.get("data-text-within", "").strip()
        if key:
            wanted.add(key.removeprefix("#"))
    return wanted


def _fill_char(hint: str | None) -> str | None:
    if hint is None or hint == "none":
        return None
    if len(hint) != 1:
        raise SvgError(f"data-text-fill: must be exactly one character, got {shown(hint)}")
    return hint


def _baseline_shift(baseline: str) -> float:
    """Offset from the text's y to its glyphs' middle, in ems (y grows downwards)."""
    if baseline in ("middle", "central"):
        return 0.0
    if baseline in ("hanging", "text-before-edge", "text-top"):
        return 0.5
    if baseline in ("text-after-edge", "ideographic", "text-bottom"):
        return -0.5
    return -0.35  # alphabetic: lower-case glyphs sit ~0.35em above the baseline


def _text_content(element: ET.Element, level: int = 0) -> Iterator[str]:
    if level > MAX_NESTING:
        raise SvgError(f"{describe(element)}: text elements nested more than {MAX_NESTING}"
                       " deep")
    if element.text:
        yield element.text
    for child in element:
        tag = local_name(child.tag)
        if tag in TEXT_CHILDREN and child.get("display") != "none":
            yield from _text_content(child, level + 1)
        if child.tail:
            yield child.tail


__all__ = ["Document", "Drawn", "Label", "ViewBox", "draw_document", "parse_document"]

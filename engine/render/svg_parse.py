"""Read an SVG document into flat shapes and labels, in painting order, in user space.

Only what a character grid can show survives: outlines, interior fills that a scene asked
for with `data-text-fill`, and texts. Presentation attributes inherit through groups as in
SVG, and `style="..."` overrides them. The `data-text-*` hints let a scene say what matters
in text (see engine/render/__init__.py).
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass

from .geometry import IDENTITY, Matrix, Point, apply, ellipse, multiply, numbers, parse_transform
from .geometry import path_polylines as _path

INHERITED = ("fill", "stroke", "fill-rule", "font-size", "text-anchor", "visibility",
             "data-text-fill", "data-text-stroke")
SKIPPED_TAGS = {"defs", "title", "desc", "metadata", "style", "script", "clipPath", "mask",
                "symbol", "marker", "pattern", "linearGradient", "radialGradient"}
_NS_RE = re.compile(r"^\{[^}]*\}")


@dataclass(frozen=True, slots=True)
class Outline:
    """A shape flattened to subpaths; `fill` is the text character for its interior."""

    subpaths: tuple[tuple[tuple[Point, ...], bool], ...]
    stroke: bool
    fill: str | None
    nonzero: bool


@dataclass(frozen=True, slots=True)
class Label:
    text: str
    x: float
    y: float
    """The visual middle of the text line, in user space (not the baseline)."""
    anchor: str
    priority: int
    order: int


@dataclass(frozen=True, slots=True)
class Document:
    viewbox: tuple[float, float, float, float]
    outlines: list[Outline]
    labels: list[Label]


def parse(svg: str, root_id: str | None = None) -> Document:
    try:
        root = ET.fromstring(svg)
    except ET.ParseError as err:
        raise ValueError(f"not a valid SVG document: {err}") from err
    if _tag(root) != "svg":
        raise ValueError(f"not an SVG document: the root element is <{_tag(root)}>")
    viewbox = numbers(root.get("viewBox", ""), "viewBox")
    if len(viewbox) != 4 or viewbox[2] <= 0 or viewbox[3] <= 0:
        raise ValueError("the SVG needs a viewBox of four numbers with a positive size")
    start = root
    matrix = IDENTITY
    if root_id is not None:
        found = _find(root, root_id, IDENTITY)
        if found is None:
            raise ValueError(f"no element with id {root_id!r} in the SVG")
        start, matrix = found
    reader = _Reader()
    reader.walk(start, _inherited_from_ancestors(root, start), matrix)
    vx, vy, vw, vh = viewbox
    return Document((vx, vy, vw, vh), reader.outlines, reader.labels)


def _tag(element: ET.Element) -> str:
    return _NS_RE.sub("", element.tag) if isinstance(element.tag, str) else ""


def _find(element: ET.Element, wanted: str, matrix: Matrix) -> tuple[ET.Element, Matrix] | None:
    """The element with id `wanted` and the transform of its ancestors."""
    if element.get("id") == wanted:
        return element, matrix
    for child in element:
        local = multiply(matrix, parse_transform(element.get("transform", "")))
        found = _find(child, wanted, local)
        if found:
            return found
    return None


def _inherited_from_ancestors(root: ET.Element, target: ET.Element) -> dict[str, str]:
    chain: list[ET.Element] = []

    def down(element: ET.Element) -> bool:
        if element is target:
            return True
        for child in element:
            if down(child):
                chain.append(element)
                return True
        return False

    down(root)
    attrs: dict[str, str] = {}
    for element in reversed(chain):
        attrs = _attributes(element, attrs)
    return attrs


def _attributes(element: ET.Element, parent: dict[str, str]) -> dict[str, str]:
    own = dict(element.attrib)
    for item in own.pop("style", "").split(";"):
        key, sep, value = item.partition(":")
        if sep:
            own[key.strip()] = value.strip()
    merged = {k: v for k, v in parent.items() if k in INHERITED}
    merged.update(own)
    return merged


class _Reader:
    def __init__(self) -> None:
        self.outlines: list[Outline] = []
        self.labels: list[Label] = []

    def walk(self, element: ET.Element, inherited: dict[str, str], matrix: Matrix) -> None:
        tag = _tag(element)
        attrs = _attributes(element, inherited)
        if tag in SKIPPED_TAGS or attrs.get("display") == "none" \
                or attrs.get("data-text-skip") not in (None, "", "0", "false"):
            return
        matrix = multiply(matrix, parse_transform(attrs.get("transform", "")))
        if attrs.get("visibility") not in ("hidden", "collapse"):
            if tag == "text":
                self._text(element, attrs, matrix)
                return
            subpaths = _shape(tag, attrs)
            if subpaths:
                self._outline(subpaths, attrs, matrix)
        for child in element:
            self.walk(child, attrs, matrix)

    def _outline(self, subpaths: list[tuple[list[Point], bool]], attrs: dict[str, str],
                 matrix: Matrix) -> None:
        stroke = attrs.get("stroke", "none") != "none" and attrs.get("data-text-stroke") != "none"
        fill = attrs.get("data-text-fill") or None
        if attrs.get("fill") == "none":
            fill = None
        if not stroke and fill is None:
            return
        flat = tuple((tuple(apply(matrix, p) for p in points), closed)
                     for points, closed in subpaths)
        self.outlines.append(Outline(flat, stroke, fill[0] if fill else None,
                                     attrs.get("fill-rule") != "evenodd"))

    def _text(self, element: ET.Element, attrs: dict[str, str], matrix: Matrix) -> None:
        text = attrs.get("data-text-label") or " ".join(_content(element).split())
        if not text:
            return
        size = _length(attrs, "font-size", 16.0)
        x, y = _length(attrs, "x", 0.0), _length(attrs, "y", 0.0)
        x, y = apply(matrix, (x, y - 0.35 * size))
        priority = int(_length(attrs, "data-text-priority", 0.0))
        self.labels.append(Label(text, x, y, attrs.get("text-anchor", "start"), priority,
                                 len(self.labels)))


def _content(element: ET.Element) -> str:
    """A text element's characters, with its tspans' but without a <title> tooltip."""
    parts = [element.text or ""]
    for child in element:
        if _tag(child) not in SKIPPED_TAGS:
            parts.append(_content(child))
        parts.append(child.tail or "")
    return "".join(parts)


def _length(attrs: dict[str, str], key: str, default: float) -> float:
    raw = attrs.get(key)
    if raw is None or raw == "":
        return default
    value = numbers(raw.split()[0].removesuffix("px"), key)
    if not value:
        raise ValueError(f"{key}: cannot read {raw!r} as a number")
    return value[0]


def _shape(tag: str, attrs: dict[str, str]) -> list[tuple[list[Point], bool]]:
    """A basic shape's subpaths in its own coordinates (before transforms)."""
    get = attrs.get
    if tag == "path":
        return _path(get("d", ""))
    if tag in ("polygon", "polyline"):
        values = numbers(get("points", ""), f"{tag} points")
        points = list(zip(values[0::2], values[1::2], strict=False))
        return [(points, tag == "polygon")] if len(points) > 1 else []
    if tag == "line":
        return [([(_length(attrs, "x1", 0), _length(attrs, "y1", 0)),
                  (_length(attrs, "x2", 0), _length(attrs, "y2", 0))], False)]
    if tag == "rect":
        x, y = _length(attrs, "x", 0), _length(attrs, "y", 0)
        w, h = _length(attrs, "width", 0), _length(attrs, "height", 0)
        return [([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], True)] if w > 0 < h else []
    if tag in ("circle", "ellipse"):
        cx, cy = _length(attrs, "cx", 0), _length(attrs, "cy", 0)
        if tag == "circle":
            rx = ry = _length(attrs, "r", 0)
        else:
            rx, ry = _length(attrs, "rx", 0), _length(attrs, "ry", 0)
        if rx <= 0 or ry <= 0:
            return []
        steps = max(16, min(180, int(math.tau * max(rx, ry))))
        return [(ellipse(cx, cy, rx, ry, steps), True)]
    return []

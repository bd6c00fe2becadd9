"""An SVG's texts turned into glyph outlines in the shipped fonts, before it is drawn.

The drawing library (Skia's SVG module, as bound for Python) draws every shape but no
`<text>`: it is given no font manager. So each `<text>` becomes a `<g>` of `<use>`s, one per
glyph, at the text's place in the document: what was drawn over it still is, and its fill
and stroke are inherited as before. Each glyph's outline is written once, in a `<defs>` at
the end of the document (written out at every use, a board's SVG grew tenfold and took
longer to read than to draw). Only the text features the boards use are read: x and y,
font-size, font-weight (bold or not), text-anchor and dominant-baseline "central"; every
family is the shipped DejaVu Sans (never a system font), an italic is drawn upright, as the
shipped fonts have none.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from xml.sax.saxutils import quoteattr

import skia

XLINK_NS = "http://www.w3.org/1999/xlink"
"""The namespace of `xlink:href`, the one link attribute of `<use>` Skia reads."""
_TEXT_ELEMENT = re.compile(r"<text\b(?:[^>]*?/>|[^>]*>.*?</text\s*>)", re.DOTALL)
"""A whole `<text>` element in the SVG's characters (never a `<textPath>`: no word boundary
before its "P"); texts do not nest."""
_RUNS = frozenset({"tspan", "textPath", "a"})
"""Children of a `<text>` whose words are part of it (a `<title>` is not)."""
INHERITED = {"font-size": "16", "font-weight": "normal", "text-anchor": "start",
             "dominant-baseline": "auto", "stroke-width": "1"}
"""The properties a text's outlines need, with SVG's initial values: an element without
one takes its parent's."""
_PLACED = frozenset({"x", "y", "dx", "dy", "transform", "font-family", "font-style",
                     *INHERITED})
"""Attributes the outlines' group does not copy: they are resolved into its transform."""
KEPT_RUNS = 4096
"""Laid-out runs, and outlined texts, a face keeps of each (a board has a few hundred): past
that they are forgotten, so a long-lived drawing process does not grow with every name it
ever drew."""
_VERBS = {skia.Path.Verb.kMove_Verb: "M", skia.Path.Verb.kLine_Verb: "L",
          skia.Path.Verb.kQuad_Verb: "Q", skia.Path.Verb.kCubic_Verb: "C"}


@dataclass
class Face:
    """A shipped font at its own design size (units per em), so each glyph's outline is
    written once in whole font units and reused at every size through a scale."""

    font: skia.Font
    key: str
    """Part of the ids of its glyphs' outlines in the document."""
    units: int
    central: float
    """Font units from the alphabetic baseline down to the middle of ascent and descent,
    where dominant-baseline "central" puts y."""
    outlines: dict[int, str] = field(default_factory=dict)
    runs: dict[str, Run] = field(default_factory=dict)
    """The runs laid out already: a board's labels recur from one picture to the next (the
    layout was a fifth of a board's drawing time before they were kept)."""
    groups: dict[tuple[str, ...], Outlined] = field(default_factory=dict)
    """The groups standing for texts drawn already, by the text's characters and the
    properties it inherits: most of a board's texts are the same in the next picture
    (writing their groups again was a tenth of a board's drawing time)."""

    @classmethod
    def load(cls, path: Path, key: str) -> Face:
        typeface = skia.Typeface.MakeFromFile(str(path))
        units = typeface.getUnitsPerEm()
        font = skia.Font(typeface, units)
        font.setLinearMetrics(True)
        font.setHinting(skia.FontHinting.kNone)
        metrics = font.getMetrics()
        return cls(font, key, units, -(metrics.fAscent + metrics.fDescent) / 2)

    def outline(self, glyph: int) -> str:
        """The glyph's outline as path data, in font units on its own baseline origin."""
        data = self.outlines.get(glyph)
        if data is None:
            data = self.outlines[glyph] = _path_data(self.font.getPath(glyph))
        return data

    def group(self, source: str, text: ET.Element, own: dict[str, str]) -> Outlined:
        """The group standing for `text`, whose characters in the document are `source`
        and whose properties (its own or inherited) are `own`: all that decides it."""
        key = (source, *own.values())
        outlined = self.groups.get(key)
        if outlined is None:
            if len(self.groups) >= KEPT_RUNS:
                self.groups.clear()
            outlined = self.groups[key] = _outlined(text, own, self)
        return outlined

    def run(self, words: str) -> Run:
        """`words` laid out on one baseline, without kerning, in font units."""
        run = self.runs.get(words)
        if run is None:
            if len(self.runs) >= KEPT_RUNS:
                self.runs.clear()
            run = self.runs[words] = self._laid_out(words)
        return run

    def _laid_out(self, words: str) -> Run:
        glyphs = self.font.textToGlyphs(words) if words else []
        advances = self.font.getWidths(glyphs) if glyphs else []
        uses, names, pen = [], [], 0.0
        for glyph, advance in zip(glyphs, advances, strict=True):
            if self.outline(glyph):
                names.append((f"glyph-{self.key}-{glyph}", glyph))
                uses.append(f'<use xlink:href="#{names[-1][0]}" x="{pen:g}"/>')
            pen += advance
        return Run("".join(uses), pen, tuple(names))


@dataclass(frozen=True)
class Outlined:
    """A text's group of glyph outlines."""

    group: str
    """The `<g>` that replaces the `<text>`."""
    outlines: tuple[tuple[str, str], ...]
    """The id and path data of each outline it uses, for the document's `<defs>`."""


@dataclass(frozen=True)
class Run:
    """A text's glyphs on its baseline, in font units."""

    uses: str
    """A `<use>` of each visible glyph's outline at its place."""
    advance: float
    """Its length."""
    glyphs: tuple[tuple[str, int], ...]
    """The id and the glyph of each outline used."""


def _path_data(path: skia.Path) -> str:
    """SVG path data of a glyph (TrueType outlines: lines and quadratic curves)."""
    words, steps = [], skia.Path.Iter(path, False)
    while True:
        verb, points = steps.next()
        if verb == skia.Path.Verb.kDone_Verb:
            return " ".join(words)
        if verb == skia.Path.Verb.kClose_Verb:
            words.append("Z")
            continue
        start = 0 if verb == skia.Path.Verb.kMove_Verb else 1
        words.append(_VERBS[verb] + " ".join(f"{p.x():g} {p.y():g}" for p in points[start:]))


@cache
def faces(regular: Path, bold: Path) -> tuple[Face, Face]:
    """The two shipped faces, loaded once per process (the drawing process keeps them)."""
    return Face.load(regular, "regular"), Face.load(bold, "bold")


def outline_texts(svg: str, root: ET.Element, regular: Face, bold: Face) -> str:
    """`svg` with every `<text>` replaced by a group of its glyph outlines; `root` is its
    parsed tree, read for the properties each text inherits.

    The groups are spliced into the SVG's own characters rather than the tree written out
    again: ElementTree took longer to write a board than Skia to draw it."""
    texts = list(_texts(root, _own(root, INHERITED)))
    spans = [match.span() for match in _TEXT_ELEMENT.finditer(svg)]
    if len(spans) != len(texts):
        raise ValueError(f"{len(texts)} texts, {len(spans)} found in the characters")
    if not texts:
        return svg
    used: dict[str, str] = {}
    pieces, at = [], 0
    for (start, end), (text, own) in zip(spans, texts, strict=True):
        outlined = (bold if _is_bold(own) else regular).group(svg[start:end], text, own)
        used.update(outlined.outlines)
        pieces += [svg[at:start], outlined.group]
        at = end
    close = svg.rindex("</svg>")
    defs = "".join(f'<path id="{name}" d="{data}"/>' for name, data in used.items())
    pieces += [svg[at:close], f"<defs>{defs}</defs>", svg[close:]]
    head = "" if "xmlns:xlink" in svg else f' xmlns:xlink="{XLINK_NS}"'
    return "".join(pieces).replace("<svg", "<svg" + head, 1)


def _texts(parent: ET.Element, inherited: dict[str, str]
           ) -> Iterator[tuple[ET.Element, dict[str, str]]]:
    """Every `<text>` in document order, with the properties it inherits or sets."""
    for child in parent:
        own = _own(child, inherited)
        if _local(child.tag) == "text":
            yield child, own
        elif len(child):
            yield from _texts(child, own)


def _own(element: ET.Element, inherited: dict[str, str]) -> dict[str, str]:
    """The properties `element` sets itself (the root's too: a board may set its font size
    there), else those it inherits."""
    return {name: element.get(name, value) for name, value in inherited.items()}


def _local(tag: object) -> str:
    """A tag without its namespace (a comment's tag is not a string)."""
    return tag.rpartition("}")[2] if isinstance(tag, str) else ""


def _is_bold(own: dict[str, str]) -> bool:
    weight = own["font-weight"]
    return weight in ("bold", "bolder") or (weight.isdigit() and int(weight) >= 600)


def _outlined(text: ET.Element, own: dict[str, str], face: Face) -> Outlined:
    """The group standing for `text`: its glyphs placed along the baseline in font units,
    scaled to the font size (the stroke width is divided by that scale so that a stroked
    text keeps its width)."""
    run = face.run(_words(text))
    size = _number(own["font-size"])
    scale = size / face.units
    x = _number(text.get("x", "0")) + _number(text.get("dx", "0"))
    y = _number(text.get("y", "0")) + _number(text.get("dy", "0"))
    x -= run.advance * scale * {"middle": 0.5, "end": 1.0}.get(own["text-anchor"], 0.0)
    if own["dominant-baseline"] == "central":
        y += face.central * scale
    place = f"translate({x:g} {y:g}) scale({scale:g})"
    attributes = {name: value for name, value in text.attrib.items() if name not in _PLACED}
    attributes["transform"] = f"{text.get('transform', '')} {place}".strip()
    attributes["stroke-width"] = f"{_number(own['stroke-width']) / scale:g}"
    written = "".join(f" {name}={quoteattr(value)}" for name, value in attributes.items())
    return Outlined(f"<g{written}>{run.uses}</g>",
                    tuple((name, face.outline(glyph)) for name, glyph in run.glyphs))


def _words(text: ET.Element) -> str:
    """The text's characters with XML whitespace collapsed, as SVG draws them by default."""
    runs = [text.text or ""]
    for child in text:
        if _local(child.tag) in _RUNS:
            runs.append("".join(child.itertext()))
        runs.append(child.tail or "")
    return " ".join("".join(runs).split())


def _number(value: str) -> float:
    """The first number of an SVG length or list ("4.2", "16px", "3 5")."""
    first = value.replace(",", " ").split()[0] if value.strip() else "0"
    return float(first.removesuffix("px"))

"""The board as an SVG document, drawn from a `BoardScene` of public facts.

The disc is 100 units in radius around the origin; sector 1 starts at the bottom and the
sectors run counter-clockwise (layout.py). Every shape carries text-mode hints
(`data-text-*`) so the text renderer knows what matters on a character grid: the storm is
shaded, the sections outlined, the tokens' and spice labels win over territory names, and
every name and count stays inside its own territory (`data-text-within` names the
territory's group), so a count is never read as a neighbour's.
The document is self-contained: no external fonts, images or styles.
"""

from __future__ import annotations

import functools
import re
import xml.etree.ElementTree as ET

from engine.core.words import T, say, term

from .layout import POLAR_RADIUS, SECTOR_LAYOUT
from .names import short_names, territory_name
from .placement import (
    CHIP_HEIGHT,
    NAME_SIZE,
    RADIUS,
    SECTOR_DEGREES,
    Chip,
    Layout,
    box_span,
    chip_width,
    layout,
    point,
)
from .scene import BoardScene, Section, ink_on
from .storm import SECTOR_COUNT
from .territories import PLAYER_DOTS, POLAR_SINK, STRONGHOLD, TERRITORIES, TerritoryKind
from .xml_text import markup, xml_text

DOT_RADIUS = 110.0
MAP_VIEWBOX = (-116.0, -116.0, 232.0, 232.0)
LEGEND_WIDTH = 150.0
HEADER_HEIGHT = 16.0
OPTIONS_HEIGHT = 8.0
"""The header's second line (the game's rule options), when the scene has one."""

KIND_FILL = {
    TerritoryKind.SAND: "#F2D8A7",
    TerritoryKind.ROCK: "#B9936A",
    TerritoryKind.STRONGHOLD: "#8A5A3B",
    TerritoryKind.POLAR_SINK: "#E8E2D4",
}
INK = "#3B2F24"
STORM_FILL = "#2B3A67"
SPICE_FILL = "#C0392B"

SPACE = " "
"""The SVG's indentation a level."""

STATIC_GROUPS = ("territories", "sectors")
"""The map's groups drawn the same in every picture of a game (the territories' outlines, the
sector lines): the text map keeps their drawing once per size (`render_text`'s `static`)."""

PRIORITY_FORCES = 30
PRIORITY_SPICE = 20
PRIORITY_STRONGHOLD = 10
PRIORITY_TERRITORY = 0


def _n(value: float) -> str:
    """Numbers rounded for stable, compact documents (golden files compare them)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _pt(r: float, position: float) -> str:
    x, y = point(r, position)
    return f"{_n(x)} {_n(y)}"


def wedge_path(r0: float, r1: float, start: float, end: float) -> str:
    """An annular wedge between radii r0..r1 and angular positions start..end (in sectors).
    Arcs run counter-clockwise on screen, hence sweep-flag 0 outward and 1 back."""
    large = 1 if (end - start) * SECTOR_DEGREES > 180 else 0
    outer = RADIUS * r1
    inner = RADIUS * r0
    return (f"M{_pt(r1, start)} A{_n(outer)} {_n(outer)} 0 {large} 0 {_pt(r1, end)} "
            f"L{_pt(r0, end)} A{_n(inner)} {_n(inner)} 0 {large} 1 {_pt(r0, start)} Z")


def board_svg(scene: BoardScene, *, legend: bool = True, language: str = "en") -> str:
    """The whole board; `legend=False` gives the map alone (the text board's source). Every
    word is in `language`: the scene's own (a game's texts, said here), the territories'
    names and abbreviations, the drawing's titles."""
    root = board_tree(scene, legend=legend, language=language)
    return xml_text(root, {group: _shared_text(group)
                           for group in _shared(scene.strongholds, scene.storm, language)},
                    space=SPACE)


def board_tree(scene: BoardScene, *, legend: bool = True, language: str = "en") -> ET.Element:
    """The document of `board_svg` as an element tree, not indented: the text map draws the
    tree itself rather than its text parsed back. Its map group is shared with the other
    documents of the same board (`_map_group`): read the tree, never change it."""
    x, y, w, h = MAP_VIEWBOX
    words = _words(language)
    panel = ET.Element("g", {"id": "legend"})
    if legend:
        bottom = _legend(panel, scene, words)
        header = HEADER_HEIGHT + (OPTIONS_HEIGHT if scene.options else 0)
        y, w = y - header, w + LEGEND_WIDTH
        h = max(h + header, bottom + 3 - y)
    root = ET.Element("svg", {
        "xmlns": "http://www.w3.org/2000/svg",
        "viewBox": f"{_n(x)} {_n(y)} {_n(w)} {_n(h)}",
        "width": _n(w * 4), "height": _n(h * 4),
        "font-family": "DejaVu Sans, Verdana, sans-serif",
    })
    ET.SubElement(root, "title").text = words(scene.title)
    ET.SubElement(root, "rect", {"x": _n(x), "y": _n(y), "width": _n(w), "height": _n(h),
                                 "fill": "#FFFDF7", "data-text-skip": "1"})
    root.append(_map_group(scene, words))
    if legend:
        _header(ET.SubElement(root, "g", {"id": "header"}), scene, words)
        root.append(panel)
    return root


class _Words:
    """The drawing's words in one language: a scene's text, a territory's name and the
    abbreviation the map prints for it (each territory's worded once: the catalogue does not
    change while the process runs)."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.short = short_names(language)
        self._names: dict[str, str] = {}

    def __call__(self, value: object) -> str:
        return say(value, self.language)

    def name(self, territory: str) -> str:
        name = self._names.get(territory)
        if name is None:
            name = self._names[territory] = territory_name(territory, self.language)
        return name

    @functools.cached_property
    def abbreviations(self) -> tuple[str, ...]:
        """Every abbreviation the map prints with the territory it stands for, in the order
        of the abbreviations: the same in every legend, worded once (a sixth of a board's
        drawing went into wording them again)."""
        names = sorted(((term("territory", t), short) for t, short in self.short.items()),
                       key=lambda item: item[1].lower())
        return tuple(self(T("board-abbreviation", short=short, territory=name))
                     for name, short in names)


@functools.lru_cache(maxsize=16)
def _words(language: str) -> _Words:
    return _Words(language)


_MAPS: dict[tuple[object, ...], ET.Element] = {}
_MAPS_KEPT = 8


def _map_group(scene: BoardScene, words: _Words) -> ET.Element:
    """The map's group, built once for the SVG and the text map of the same board (a
    picture draws both, and building it was a third of each): kept by everything `_map`
    reads of the scene, so a board that changed is drawn anew. Like the territories', it
    is shared by the documents, which never change it (the SVG's writer indents as it
    writes)."""
    key = (scene.strongholds, scene.storm, scene.player_dots,
           tuple((m.key, m.letter, m.colour, m.dot) for m in scene.marks), scene.sections,
           words.language)
    group = _MAPS.get(key)
    if group is None:
        if len(_MAPS) >= _MAPS_KEPT:
            del _MAPS[next(iter(_MAPS))]  # the oldest board
        group = _MAPS[key] = ET.Element("g", {"id": "map"})
        _map(group, scene, words)
    return group


def _map(g: ET.Element, scene: BoardScene, words: _Words) -> None:
    territories, storm, sectors, marker = _shared(scene.strongholds, scene.storm,
                                                  words.language)
    g.extend((territories, storm, sectors))
    if scene.player_dots:
        _dots(ET.SubElement(g, "g", {"id": "dots"}), scene)
    placed = _layout(scene, words)
    _names(ET.SubElement(g, "g", {"id": "names", "font-size": _n(NAME_SIZE), "fill": INK,
                                  "text-anchor": "middle"}), scene, placed.names, words)
    _contents(ET.SubElement(g, "g", {"id": "contents", "font-size": "5",
                                     "font-weight": "bold", "text-anchor": "middle"}),
              scene, placed.chips)
    g.append(marker)


def region_id(territory: str) -> str:
    """The id of a territory's group of shapes, which its labels name to stay inside."""
    return "t-" + "-".join(re.findall(r"[a-z0-9]+", territory.lower()))


@functools.lru_cache(maxsize=32)
def _territories(strongholds: tuple[str, ...], language: str) -> ET.Element:
    """The territories' group, the same in every picture of a game: built once per set of
    strongholds and language, and shared by the documents (which only serialise it)."""
    words = _words(language)
    # it and the paper under it are the same in every picture: a drawer may keep their
    # pixels (data-layer="base", docs/architecture.md)
    g = ET.Element("g", {"id": "territories", "stroke": INK, "stroke-width": "0.4",
                         "data-layer": "base"})
    ET.SubElement(g, "circle", {
        "id": region_id(POLAR_SINK), "cx": "0", "cy": "0", "r": _n(RADIUS * POLAR_RADIUS),
        "fill": KIND_FILL[TerritoryKind.POLAR_SINK], "data-text-stroke": "none",
    }).append(_title(words.name(POLAR_SINK)))
    groups: dict[str, ET.Element] = {}
    for sector, boxes in SECTOR_LAYOUT.items():
        for territory, parts in boxes.items():
            if territory not in groups:
                groups[territory] = ET.SubElement(g, "g", {"id": region_id(territory)})
                groups[territory].append(_title(words.name(territory)))
            kind = STRONGHOLD if territory in strongholds else TERRITORIES[territory].kind
            d = " ".join(wedge_path(b.r0, b.r1, *box_span(sector, b)) for b in parts)
            attrs = {"d": d, "fill": KIND_FILL[kind], "data-section": f"{territory}/{sector}"}
            ET.SubElement(groups[territory], "path", attrs).append(
                _title(words(T("board-section", territory=words.name(territory),
                                 sector=sector))))
    ET.SubElement(g, "circle", {"cx": "0", "cy": "0", "r": _n(RADIUS), "fill": "none",
                                "stroke-width": "0.8"})
    ET.SubElement(g, "circle", {"cx": "0", "cy": "0", "r": _n(RADIUS * POLAR_RADIUS),
                                "fill": "none", "stroke-width": "0.8"})
    return g


def _shared(strongholds: tuple[str, ...], storm: int, language: str
            ) -> tuple[ET.Element, ET.Element, ET.Element, ET.Element]:
    """The map's groups that many pictures share, built once each: the territories, the
    storm, the sector lines and the storm marker."""
    return (_territories(strongholds, language), _storm_group(storm, language), _sectors(),
            _marker_group(storm, language))


@functools.lru_cache(maxsize=128)
def _shared_text(group: ET.Element) -> str:
    """A shared group's XML text, written once: it always sits at the same depth (in the
    map's group), so it is indented the same in every picture."""
    return markup(group, SPACE, 2)


@functools.lru_cache(maxsize=4 * SECTOR_COUNT)
def _storm_group(sector: int, language: str) -> ET.Element:
    g = ET.Element("g", {"id": "storm"})
    _storm(g, sector, _words(language))
    return g


@functools.lru_cache(maxsize=4 * SECTOR_COUNT)
def _marker_group(sector: int, language: str) -> ET.Element:
    g = ET.Element("g", {"id": "storm-marker"})
    _storm_marker(g, sector, _words(language))
    return g


@functools.cache
def _sectors() -> ET.Element:
    g = ET.Element("g", {"id": "sectors"})
    _spokes(g)
    return g


def _storm(g: ET.Element, sector: int, words: _Words) -> None:
    ET.SubElement(g, "path", {
        "d": wedge_path(POLAR_RADIUS, 1.0, sector - 1, sector),
        "fill": STORM_FILL, "fill-opacity": "0.55", "stroke": STORM_FILL,
        "stroke-width": "1.2", "data-text-fill": "░", "data-text-stroke": "none",
    }).append(_title(words(T("board-storm", sector=sector))))


def _storm_marker(g: ET.Element, sector: int, words: _Words) -> None:
    """The storm marker at the rim, pointing into its sector (drawn over the sector's
    number, which the header repeats); in text it is the letter S."""
    tip, left, right = (point(0.99, sector - 0.5), point(1.09, sector - 0.8),
                        point(1.09, sector - 0.2))
    ET.SubElement(g, "path", {
        "d": f"M{_n(tip[0])} {_n(tip[1])} L{_n(left[0])} {_n(left[1])} "
             f"L{_n(right[0])} {_n(right[1])} Z",
        "fill": STORM_FILL, "stroke": "#FFFFFF", "stroke-width": "0.8",
        "data-text-stroke": "none",
    }).append(_title(words(T("board-storm-marker", sector=sector))))
    x, y = point(1.06, sector - 0.5)
    ET.SubElement(g, "text", {"x": _n(x), "y": _n(y), "fill": "none", "font-size": "1",
                              "data-text-label": "S", "data-text-priority": "40"}).text = "S"


def _spokes(g: ET.Element) -> None:
    for sector in range(1, SECTOR_COUNT + 1):
        x0, y0 = point(POLAR_RADIUS, sector - 1)
        x1, y1 = point(1.0, sector - 1)
        ET.SubElement(g, "line", {"x1": _n(x0), "y1": _n(y0), "x2": _n(x1), "y2": _n(y1),
                                  "stroke": INK, "stroke-width": "0.5"})
        x, y = point(1.025, sector - 0.5)
        ET.SubElement(g, "text", {"x": _n(x), "y": _n(y + 1), "font-size": "3.2",
                                  "text-anchor": "middle", "fill": INK,
                                  "data-text-skip": "1"}).text = str(sector)


def _dots(g: ET.Element, scene: BoardScene) -> None:
    """The player dots printed at the rim, each in the colour of the side seated there."""
    by_dot = {m.dot: m for m in scene.marks if m.dot is not None}
    for dot in PLAYER_DOTS:
        x, y = point(DOT_RADIUS / RADIUS, dot - 0.5)
        mark = by_dot.get(dot)
        ET.SubElement(g, "circle", {"cx": _n(x), "cy": _n(y), "r": "4.5",
                                    "fill": mark.colour if mark else "#FFFFFF",
                                    "stroke": INK, "stroke-width": "0.5",
                                    "data-text-stroke": "none"})
        if mark:
            ET.SubElement(g, "text", {
                "x": _n(x), "y": _n(y + 1.8), "font-size": "5", "font-weight": "bold",
                "text-anchor": "middle", "fill": ink_on(mark.colour),
                "data-text-priority": "35",
            }).text = mark.letter


def _names(g: ET.Element, scene: BoardScene, names: dict[str, tuple[float, float]],
           words: _Words) -> None:
    """Each territory's abbreviation where the layout puts it (strongholds in bold); the
    legend spells every abbreviation out."""
    for territory, (x, y) in names.items():
        if territory == POLAR_SINK:
            priority = "5"
        else:
            priority = str(PRIORITY_STRONGHOLD if territory in scene.strongholds
                           else PRIORITY_TERRITORY)
        text = ET.SubElement(g, "text", {
            "x": _n(x), "y": _n(y), "dominant-baseline": "central",
            "data-text-priority": priority,
            "data-text-within": region_id(territory),
            **({"font-weight": "bold"} if territory in scene.strongholds else {}),
        })
        text.text = words.short[territory]
        if territory != POLAR_SINK:
            text.append(_title(words.name(territory)))


def _items(scene: BoardScene, section: Section) -> list[tuple[str, str, int]]:
    """(colour, label, text priority) of what lies in a section: tokens, then spice."""
    items = [(scene.mark(t.side).colour, t.label, PRIORITY_FORCES) for t in section.tokens]
    if section.spice:
        items.append((SPICE_FILL, f"${section.spice}", PRIORITY_SPICE))
    return items


def _layout(scene: BoardScene, words: _Words) -> Layout:
    return _laid_out(tuple(((s.territory, s.sector),
                            tuple(label for _, label, _ in _items(scene, s)))
                           for s in scene.sections), words.language)


@functools.lru_cache(maxsize=8)
def _laid_out(sections: tuple[tuple[tuple[str, int], tuple[str, ...]], ...],
              language: str) -> Layout:
    """The layout of sections holding these chip labels, kept for the next drawing of the
    same board: a picture draws its board twice (the SVG with its legend, the text map's
    without), and the layout was a tenth of each. Its drawers only read it."""
    return layout({key: list(labels) for key, labels in sections}, _words(language).short)


def _contents(g: ET.Element, scene: BoardScene, chips: dict[tuple[str, int], list[Chip]]) -> None:
    """Tokens and spice of each section as chips (the side's colour, its label in black or
    white, whichever reads better), where the layout puts them."""
    for section in scene.sections:
        group = ET.SubElement(g, "g", {"data-section": f"{section.territory}/{section.sector}",
                                       "data-text-within": region_id(section.territory)})
        for (colour, label, priority), chip in zip(
                _items(scene, section), chips[section.territory, section.sector], strict=True):
            width, height = chip_width(label) * chip.scale, CHIP_HEIGHT * chip.scale
            ET.SubElement(group, "rect", {
                "x": _n(chip.x - width / 2), "y": _n(chip.y - height / 2),
                "width": _n(width), "height": _n(height), "rx": _n(1.5 * chip.scale),
                "fill": colour, "stroke": INK, "stroke-width": "0.4", "data-text-skip": "1"})
            ET.SubElement(group, "text", {
                "x": _n(chip.x), "y": _n(chip.y), "dominant-baseline": "central",
                "fill": ink_on(colour), "data-text-priority": str(priority),
                **({"font-size": _n(5 * chip.scale)} if chip.scale < 1 else {}),
            }).text = label


def _header(g: ET.Element, scene: BoardScene, words: _Words) -> None:
    x, y, _, _ = MAP_VIEWBOX
    ET.SubElement(g, "text", {"x": _n(x + 2), "y": _n(y - 5), "font-size": "7",
                              "font-weight": "bold", "fill": INK}).text = words(scene.headline)
    if scene.options:
        ET.SubElement(g, "text", {"x": _n(x + 2), "y": _n(y - HEADER_HEIGHT - 1),
                                  "font-size": "5", "fill": INK}).text = words(scene.options)


def _legend(g: ET.Element, scene: BoardScene, words: _Words) -> float:
    """The side panel: each side's two lines, the scene's notes, blocks and keys, and every
    abbreviation; returns the panel's lowest y."""
    x = MAP_VIEWBOX[0] + MAP_VIEWBOX[2] + 4
    y = MAP_VIEWBOX[1] + 6
    for mark in scene.marks:
        ET.SubElement(g, "rect", {"x": _n(x), "y": _n(y - 4.8), "width": "9", "height": "6",
                                  "rx": "1.5", "fill": mark.colour, "stroke": INK,
                                  "stroke-width": "0.4"})
        ET.SubElement(g, "text", {"x": _n(x + 4.5), "y": _n(y), "font-size": "5",
                                  "font-weight": "bold", "text-anchor": "middle",
                                  "fill": ink_on(mark.colour)}).text = mark.letter
        _line(g, x + 11, y, words(mark.heading), 5.5, bold=True)
        _line(g, x + 11, y + 6, words(mark.front), 4.6)
        y += 13
    for text in scene.legend.notes:
        _line(g, x, y, words(text), 5)
        y += 7
    for block in scene.legend.blocks:
        _line(g, x, y, words(block.heading), 5, bold=True)
        y += 6
        for text in block.lines:
            _line(g, x, y, words(text), 4.4)
            y += 5.5
    y += 1
    for text in scene.legend.keys:
        _line(g, x, y, words(text), 4.6)
        y += 6
    return _abbreviations(g, x, y + 1, words)


def _abbreviations(g: ET.Element, x: float, y: float, words: _Words) -> float:
    """Every abbreviation the map prints and the territory it stands for, in two columns,
    in the order of the abbreviations."""
    lines = words.abbreviations
    half = (len(lines) + 1) // 2
    for i, text in enumerate(lines):
        column, row = divmod(i, half)
        _line(g, x + column * 74, y + row * 5, text, 4.2)
    return y + half * 5


def _line(g: ET.Element, x: float, y: float, text: str, size: float, *,
          bold: bool = False) -> None:
    ET.SubElement(g, "text", {"x": _n(x), "y": _n(y), "font-size": _n(size), "fill": INK,
                              **({"font-weight": "bold"} if bold else {})}).text = text


def _title(text: str) -> ET.Element:
    element = ET.Element("title")
    element.text = text
    return element

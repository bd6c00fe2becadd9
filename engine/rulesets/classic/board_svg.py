"""The classic board as an SVG document, drawn from a public `BoardScene`.

The disc is 100 units in radius around the origin; sector 1 starts at the bottom and the
sectors run counter-clockwise (data/layout.py). Every shape carries text-mode hints
(`data-text-*`) so the text renderer knows what matters on a character grid: the storm is
shaded, the sector spokes drawn, the tokens' and spice labels win over territory names.
The document is self-contained: no external fonts, images or styles.
"""

from __future__ import annotations

import functools
import math
import xml.etree.ElementTree as ET

from .data import PLAYER_DOTS, POLAR_SINK, SECTOR_COUNT, TERRITORIES
from .data.board import TerritoryKind
from .data.layout import ABBREVIATIONS, POLAR_RADIUS, SECTOR_LAYOUT, Box
from .scene import BoardScene, FactionMark, SectionScene

RADIUS = 100.0
DOT_RADIUS = 110.0
SECTOR_DEGREES = 360 / SECTOR_COUNT
MAP_VIEWBOX = (-116.0, -116.0, 232.0, 232.0)
LEGEND_WIDTH = 128.0
HEADER_HEIGHT = 16.0

KIND_FILL = {
    TerritoryKind.SAND: "#F2D8A7",
    TerritoryKind.ROCK: "#B9936A",
    TerritoryKind.STRONGHOLD: "#8A5A3B",
    TerritoryKind.POLAR_SINK: "#E8E2D4",
}
INK = "#3B2F24"
STORM_FILL = "#4A5A7A"
SPICE_FILL = "#C0392B"

PRIORITY_FORCES = 30
PRIORITY_SPICE = 20
PRIORITY_STRONGHOLD = 10
PRIORITY_TERRITORY = 0


def point(r: float, sector_position: float) -> tuple[float, float]:
    """The point at radius r (a fraction of the disc) and angular position in sectors
    (0 = the start of sector 1 at the bottom, counting counter-clockwise)."""
    theta = math.radians(sector_position * SECTOR_DEGREES)
    return RADIUS * r * math.sin(theta), RADIUS * r * math.cos(theta)


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


def box_span(sector: int, box: Box) -> tuple[float, float]:
    return sector - 1 + box.a0, sector - 1 + box.a1


def box_centre(sector: int, box: Box) -> tuple[float, float]:
    start, end = box_span(sector, box)
    return point((box.r0 + box.r1) / 2, (start + end) / 2)


def board_svg(scene: BoardScene, *, legend: bool = True) -> str:
    """The whole board; `legend=False` gives the map alone (the text board's source)."""
    x, y, w, h = MAP_VIEWBOX
    if legend:
        y, w, h = y - HEADER_HEIGHT, w + LEGEND_WIDTH, h + HEADER_HEIGHT
    root = ET.Element("svg", {
        "xmlns": "http://www.w3.org/2000/svg",
        "viewBox": f"{_n(x)} {_n(y)} {_n(w)} {_n(h)}",
        "width": _n(w * 4), "height": _n(h * 4),
        "font-family": "DejaVu Sans, Verdana, sans-serif",
    })
    ET.SubElement(root, "title").text = f"Dune, turn {scene.turn}: {scene.phase}"
    ET.SubElement(root, "rect", {"x": _n(x), "y": _n(y), "width": _n(w), "height": _n(h),
                                 "fill": "#FFFDF7", "data-text-skip": "1"})
    _map(ET.SubElement(root, "g", {"id": "map"}), scene)
    if legend:
        _header(ET.SubElement(root, "g", {"id": "header"}), scene)
        _legend(ET.SubElement(root, "g", {"id": "legend"}), scene)
    ET.indent(root, space=" ")
    return ET.tostring(root, encoding="unicode")


def _map(g: ET.Element, scene: BoardScene) -> None:
    _territories(ET.SubElement(g, "g", {"id": "territories", "stroke": INK,
                                        "stroke-width": "0.4"}))
    _storm(ET.SubElement(g, "g", {"id": "storm"}), scene.storm)
    _spokes(ET.SubElement(g, "g", {"id": "sectors"}))
    _dots(ET.SubElement(g, "g", {"id": "dots"}), scene)
    _names(ET.SubElement(g, "g", {"id": "names", "font-size": "4.2", "fill": INK,
                                  "text-anchor": "middle"}))
    _contents(ET.SubElement(g, "g", {"id": "contents", "font-size": "5",
                                     "font-weight": "bold", "text-anchor": "middle"}), scene)


def _territories(g: ET.Element) -> None:
    ET.SubElement(g, "circle", {
        "cx": "0", "cy": "0", "r": _n(RADIUS * POLAR_RADIUS),
        "fill": KIND_FILL[TerritoryKind.POLAR_SINK], "data-text-stroke": "none",
    }).append(_title(POLAR_SINK))
    for sector, boxes in SECTOR_LAYOUT.items():
        for territory, parts in boxes.items():
            kind = TERRITORIES[territory].kind
            d = " ".join(wedge_path(b.r0, b.r1, *box_span(sector, b)) for b in parts)
            attrs = {"d": d,
                     "fill": KIND_FILL[kind], "data-text-stroke": "none",
                     "data-section": f"{territory}/{sector}"}
            ET.SubElement(g, "path", attrs).append(_title(f"{territory}, sector {sector}"))
    ET.SubElement(g, "circle", {"cx": "0", "cy": "0", "r": _n(RADIUS), "fill": "none",
                                "stroke-width": "0.8"})
    ET.SubElement(g, "circle", {"cx": "0", "cy": "0", "r": _n(RADIUS * POLAR_RADIUS),
                                "fill": "none", "stroke-width": "0.8"})


def _storm(g: ET.Element, sector: int) -> None:
    ET.SubElement(g, "path", {
        "d": wedge_path(POLAR_RADIUS, 1.0, sector - 1, sector),
        "fill": STORM_FILL, "fill-opacity": "0.45", "stroke": STORM_FILL,
        "stroke-width": "0.8", "data-text-fill": "░", "data-text-stroke": "none",
    }).append(_title(f"The storm, over sector {sector}"))
    x, y = point(1.06, sector - 0.5)
    ET.SubElement(g, "text", {"x": _n(x), "y": _n(y + 1.5), "font-size": "5",
                              "text-anchor": "middle", "fill": STORM_FILL,
                              "data-text-label": "S", "data-text-priority": "40"}).text = "☈"


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
    """The player dots at the rim (II.D): whose dot the storm reaches first moves first."""
    by_dot = {m.dot: m for m in scene.factions}
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
                "text-anchor": "middle", "fill": "#FFFFFF", "stroke": INK,
                "stroke-width": "0.3", "data-text-priority": "35",
            }).text = mark.letter


def _names(g: ET.Element) -> None:
    """Each territory's name on its widest section (strongholds in capitals)."""
    for territory, (sector, box) in _name_sections().items():
        x, y = box_centre(sector, box)
        stronghold = TERRITORIES[territory].is_stronghold
        priority = PRIORITY_STRONGHOLD if stronghold else PRIORITY_TERRITORY
        text = ET.SubElement(g, "text", {
            "x": _n(x), "y": _n(y - 3), "data-text-priority": str(priority),
            **({"font-weight": "bold"} if stronghold else {}),
        })
        text.text = ABBREVIATIONS[territory]
        text.append(_title(territory))
    ET.SubElement(g, "text", {"x": "0", "y": "-11", "data-text-priority": "5"}).text = \
        ABBREVIATIONS[POLAR_SINK]


@functools.cache
def _name_sections() -> dict[str, tuple[int, Box]]:
    best: dict[str, tuple[float, int, Box]] = {}
    for sector, boxes in SECTOR_LAYOUT.items():
        for territory, parts in boxes.items():
            box = _largest(parts)
            area = _area(box)
            if territory not in best or area > best[territory][0]:
                best[territory] = (area, sector, box)
    return {t: (s, b) for t, (_, s, b) in best.items()}


def _contents(g: ET.Element, scene: BoardScene) -> None:
    """Tokens and spice of each section, stacked around the section's centre."""
    for section in scene.sections:
        x, y = _section_centre(section)
        items = [(scene.mark(f).colour, section.label(scene.mark(f), n), PRIORITY_FORCES)
                 for f, n in section.forces]
        if section.spice:
            items.append((SPICE_FILL, f"${section.spice}", PRIORITY_SPICE))
        top = y - (len(items) - 1) * 3.2 + 1.8
        named = _name_sections().get(section.territory)
        if named and named[0] == section.sector:
            top += 3.5
        group = ET.SubElement(g, "g", {"data-section": f"{section.territory}/{section.sector}"})
        for i, (colour, label, priority) in enumerate(items):
            ET.SubElement(group, "text", {
                "x": _n(x), "y": _n(top + 6.4 * i), "fill": colour, "stroke": "#FFFFFF",
                "stroke-width": "0.25", "data-text-priority": str(priority),
                "data-text-stroke": "none",
            }).text = label


def _section_centre(section: SectionScene) -> tuple[float, float]:
    if section.territory == POLAR_SINK:
        return 0.0, 0.0
    return box_centre(section.sector, _largest(SECTOR_LAYOUT[section.sector][section.territory]))


def _area(box: Box) -> float:
    return (box.r1 ** 2 - box.r0 ** 2) * (box.a1 - box.a0)


def _largest(parts: tuple[Box, ...]) -> Box:
    return max(parts, key=_area)


def _header(g: ET.Element, scene: BoardScene) -> None:
    x, y, _, _ = MAP_VIEWBOX
    ET.SubElement(g, "text", {"x": _n(x + 2), "y": _n(y - 5), "font-size": "7",
                              "font-weight": "bold", "fill": INK}).text = headline(scene)


def headline(scene: BoardScene) -> str:
    if scene.winners:
        won = " and ".join(scene.mark(f).title for f in scene.winners)
        return f"Turn {scene.turn}/{scene.max_turns}, game over: {won} won"
    wall = "" if scene.shield_wall else ", Shield Wall destroyed"
    phase = scene.phase.replace("_", " ")
    return (f"Turn {scene.turn}/{scene.max_turns}, {phase} phase; the storm is over "
            f"sector {scene.storm}{wall}")


def shield_front(mark: FactionMark) -> str:
    """What the table sees of a faction's shield: its reserves, and its spice only when the
    table plays with open spice (XIII.B keeps it in the shield's pocket)."""
    reserves = f"reserves {mark.reserves}" + (
        f" ({mark.starred_reserves} starred)" if mark.starred_reserves else "")
    return reserves if mark.spice is None else f"spice {mark.spice}, {reserves}"


def _legend(g: ET.Element, scene: BoardScene) -> None:
    x = MAP_VIEWBOX[0] + MAP_VIEWBOX[2] + 4
    y = MAP_VIEWBOX[1] + 6
    for mark in scene.factions:
        ET.SubElement(g, "circle", {"cx": _n(x + 3), "cy": _n(y - 1.6), "r": "3",
                                    "fill": mark.colour, "stroke": INK, "stroke-width": "0.4"})
        ET.SubElement(g, "text", {"x": _n(x + 9), "y": _n(y), "font-size": "5",
                                  "fill": INK}).text = (
            f"{mark.letter} {mark.title} ({mark.seat}): {shield_front(mark)}")
        y += 9
    for alliance in scene.alliances:
        ET.SubElement(g, "text", {"x": _n(x), "y": _n(y), "font-size": "5", "fill": INK}).text = (
            "Alliance: " + " + ".join(scene.mark(f).title for f in alliance))
        y += 8
    keys = ["$n spice on the sand", "░ the storm's sector", "bold names: strongholds"]
    if scene.has_starred:
        keys.append("E5*2: two of five starred")
    for text in keys:
        ET.SubElement(g, "text", {"x": _n(x), "y": _n(y), "font-size": "5",
                                  "fill": INK}).text = text
        y += 7


def _title(text: str) -> ET.Element:
    element = ET.Element("title")
    element.text = text
    return element

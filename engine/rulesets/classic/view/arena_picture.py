"""The arena as an SVG document (THE DUEL, III.2, V, VI), drawn from the public
`ArenaScene` alone: the rings of sectors around the empty centre, each sector's name and
sides (In, Out, L, R: a leader faces the centre, V.4), the blocks on the straight borders
(V.10), each leader's disc in its owner's colour (face down: `A?`; face up: `A7`, its
present value, V.7) with the spice backing it (V.2), a header saying whose move it is and a
panel naming each fighter's leader once face up.

Like the board (engine/boards/arrakis/drawing.py), every shape carries the text renderer's
hints (`data-text-*`): each sector's labels stay inside it, a block is the character `#` on
its border, and the sides' small print is left out of the text map. Every word is a
catalogue message, said in the reader's language.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from engine.boards.arrakis.scene import ink_on
from engine.core.words import T, Text, joined, say

from ..data.dueling import Side, dueling_word
from ..data.words import faction_word, factions_word, leader_word
from .arena_layout import RADIUS, Wedge, border_path, n, point, wedge_path, wedges
from .arena_scene import ArenaScene, FighterScene
from .picture import FACTION_COLOURS

SIDES: tuple[Side, ...] = ("in", "out", "left", "right")
"""A sector's sides as the arena prints them (V.4)."""
MAP_VIEWBOX = (-112.0, -112.0, 224.0, 224.0)
HEADER_HEIGHT = 18.0
PANEL_WIDTH = 150.0
INK = "#3B2F24"
PAPER = "#FFFDF7"
RING_FILL = {"outer": "#E9D3A8", "inner": "#D2B184"}
CENTRE_FILL = "#F4EBDD"
BLOCK_FILL = "#1E1E1E"
SPICE_FILL = "#C0392B"
DISC_RADIUS = 8.5
ASIDE = 0.25
"""How far beside the disc (a fraction of the sector's span) its name and backing go."""

PRIORITY_BLOCK = 40
PRIORITY_LEADER = 30
PRIORITY_BACKING = 20
PRIORITY_SECTOR = 10


def arena_svg(scene: ArenaScene, *, legend: bool = True, language: str = "en") -> str:
    """The whole picture; `legend=False` gives the arena alone (the text map's source)."""
    x, y, w, h = MAP_VIEWBOX
    panel = ET.Element("g", {"id": "legend"})
    if legend:
        bottom = _panel(panel, scene, language)
        y, w = y - HEADER_HEIGHT, w + PANEL_WIDTH
        h = max(h + HEADER_HEIGHT, bottom + 3 - y)
    root = ET.Element("svg", {
        "xmlns": "http://www.w3.org/2000/svg",
        "viewBox": f"{n(x)} {n(y)} {n(w)} {n(h)}", "width": n(w * 4), "height": n(h * 4),
        "font-family": "DejaVu Sans, Verdana, sans-serif",
    })
    ET.SubElement(root, "title").text = say(T("classic-picture-title", turn=scene.turn),
                                            language)
    ET.SubElement(root, "rect", {"x": n(x), "y": n(y), "width": n(w), "height": n(h),
                                 "fill": PAPER, "data-text-skip": "1"})
    _arena(ET.SubElement(root, "g", {"id": "arena"}), scene, language)
    if legend:
        _header(ET.SubElement(root, "g", {"id": "header"}), scene, language)
        root.append(panel)
    ET.indent(root, space=" ")
    return ET.tostring(root, encoding="unicode")


def sector_id(name: str) -> str:
    """The id of a sector's shape, which its labels name to stay inside."""
    return "s-" + "".join(c if c.isalnum() else "-" for c in name)


def headline(scene: ArenaScene) -> Text:
    """The kind of fight and its fighters, in the order they move."""
    fighters = factions_word(f.faction for f in scene.fighters)
    return T(f"classic-picture-{scene.kind}", fighters=fighters)


def step_line(scene: ArenaScene) -> Text:
    """Where the fight stands: a step before the duel, an attack awaiting its answer, or
    whose move it is and how many moves are left (V.4)."""
    if scene.attack is not None:
        attacker, target, card = scene.attack
        return T("classic-picture-attack", attacker=faction_word(attacker),
                 target=faction_word(target), card=dueling_word(card))
    if scene.step != "duel" or scene.mover is None:
        return T(f"classic-picture-step-{scene.step}")
    return T("classic-picture-to-move", faction=faction_word(scene.mover), moves=scene.moves)


def disc_label(fighter: FighterScene) -> str:
    """`A?` for a face-down leader, `A7` for a face-up one worth 7."""
    return f"{fighter.letter}{'?' if fighter.worth is None else fighter.worth}"


def fighter_line(fighter: FighterScene) -> Text:
    """What the table sees of a fighter: where its leader is, its face, its backing, its
    supporters."""
    return joined(fighter_parts(fighter), "; ")


def fighter_parts(fighter: FighterScene) -> list[Text]:
    parts: list[Text] = []
    if fighter.dead:
        parts.append(T("classic-picture-dead"))
    elif fighter.fled:
        parts.append(T("classic-picture-fled"))
    elif fighter.sector is None:
        parts.append(T("classic-picture-not-placed"))
    else:
        parts.append(T("classic-picture-in-sector", sector=fighter.sector))
    if fighter.leader is None:
        parts.append(T("classic-picture-face-down"))
    else:
        parts.append(T("classic-picture-face-up", leader=leader_word(fighter.leader),
                       worth=fighter.worth or 0))
    if fighter.backing is not None:
        parts.append(T("classic-picture-backing", spice=T("core-spice", count=fighter.backing)))
    if fighter.supporters:
        parts.append(T("classic-picture-supporters",
                       factions=factions_word(fighter.supporters)))
    return parts


def blocks_line(scene: ArenaScene) -> Text:
    return T("classic-picture-blocks", count=len(scene.blocks), most=scene.arena.blocks)


def keys(scene: ArenaScene) -> list[Text]:
    """What the picture's marks mean (backing only in a Kanly duel, V.2; VI has none)."""
    out = [T("classic-picture-key-discs")]
    if scene.kind == "kanly":
        out.append(T("classic-picture-key-backing"))
    return [*out, T("classic-picture-key-blocks"), T("classic-picture-key-sides")]


def _arena(g: ET.Element, scene: ArenaScene, language: str) -> None:
    places = wedges(scene.arena)
    ET.SubElement(g, "circle", {"cx": "0", "cy": "0", "r": n(RADIUS + 4), "fill": INK,
                                "data-text-skip": "1"})
    sectors = ET.SubElement(g, "g", {"id": "sectors", "stroke": INK, "stroke-width": "0.8"})
    for wedge in places.values():
        ET.SubElement(sectors, "path", {
            "id": sector_id(wedge.name), "d": wedge_path(wedge),
            "fill": RING_FILL.get(wedge.ring, RING_FILL["inner"])}).append(
            _title(say(T("classic-picture-sector", sector=wedge.name), language)))
    inner = min((w.r0 for w in places.values()), default=RADIUS / 4)
    ET.SubElement(g, "circle", {"cx": "0", "cy": "0", "r": n(inner), "fill": CENTRE_FILL,
                                "stroke": INK, "stroke-width": "0.8",
                                "data-text-stroke": "none"}).append(
        _title(say(T("classic-picture-centre"), language)))
    _sides(ET.SubElement(g, "g", {"id": "sides", "font-size": "3.4", "fill": INK,
                                  "text-anchor": "middle", "data-text-skip": "1"}),
           scene, places, language)
    _names(ET.SubElement(g, "g", {"id": "names", "font-size": "6", "font-weight": "bold",
                                  "fill": INK, "text-anchor": "middle"}), places)
    _blocks(ET.SubElement(g, "g", {"id": "blocks"}), scene, places, language)
    _discs(ET.SubElement(g, "g", {"id": "discs", "text-anchor": "middle",
                                  "font-weight": "bold"}), scene, places, language)


def _sides(g: ET.Element, scene: ArenaScene, places: dict[str, Wedge], language: str) -> None:
    """Each sector's sides as printed on the arena: In towards the centre, Out towards the
    rim, L and R as a leader facing the centre has them."""
    words = {side: say(T(f"classic-picture-side-{side}"), language) for side in SIDES}
    for wedge in places.values():
        mid_r, mid_a, span = (wedge.r0 + wedge.r1) / 2, (wedge.a0 + wedge.a1) / 2, \
            wedge.a1 - wedge.a0
        spots = {"in": point(wedge.r0 + 4, mid_a), "out": point(wedge.r1 - 4, mid_a),
                 "left": point(mid_r, wedge.a0 + span * 0.1),
                 "right": point(mid_r, wedge.a1 - span * 0.1)}
        for side in SIDES:
            x, y = spots[side]
            ET.SubElement(g, "text", {"x": n(x), "y": n(y + 1.2)}).text = words[side]


def _names(g: ET.Element, places: dict[str, Wedge]) -> None:
    for wedge in places.values():
        x, y = beside(wedge, -ASIDE)
        ET.SubElement(g, "text", {
            "x": n(x), "y": n(y), "dominant-baseline": "central",
            "data-text-priority": str(PRIORITY_SECTOR),
            "data-text-within": sector_id(wedge.name)}).text = wedge.name


def beside(wedge: Wedge, shift: float) -> tuple[float, float]:
    """A point at the sector's middle radius, `shift` of its span from its middle (the
    disc): its name on the Left, the disc's backing on the Right."""
    return point((wedge.r0 + wedge.r1) / 2, (wedge.a0 + wedge.a1) / 2
                 + shift * (wedge.a1 - wedge.a0))


def _blocks(g: ET.Element, scene: ArenaScene, places: dict[str, Wedge],
            language: str) -> None:
    """A block is a thick dark bar along its border (V.10); in text, a `#` on it."""
    for a, b in scene.blocks:
        drawn = border_path(places[a], places[b]) if a in places and b in places else None
        if drawn is None:
            continue
        d, (x, y) = drawn
        ET.SubElement(g, "path", {
            "d": d, "fill": "none", "stroke": BLOCK_FILL, "stroke-width": "4.5",
            "stroke-linecap": "round", "data-text-stroke": "none"}).append(
            _title(say(T("classic-picture-block", first=a, second=b), language)))
        ET.SubElement(g, "text", {"x": n(x), "y": n(y), "fill": "none", "font-size": "1",
                                  "data-text-label": "#",
                                  "data-text-priority": str(PRIORITY_BLOCK)}).text = "#"


def _discs(g: ET.Element, scene: ArenaScene, places: dict[str, Wedge],
           language: str) -> None:
    """Each leader in the arena as a disc of its owner's colour, its backing below it."""
    for fighter in scene.fighters:
        if fighter.sector not in places or fighter.dead or fighter.fled:
            continue
        wedge = places[fighter.sector]
        x, y = wedge.middle
        colour = FACTION_COLOURS[fighter.faction]
        within = sector_id(wedge.name)
        ET.SubElement(g, "circle", {
            "cx": n(x), "cy": n(y), "r": n(DISC_RADIUS), "fill": colour, "stroke": INK,
            "stroke-width": "0.8", "data-text-skip": "1"}).append(
            _title(say(fighter_line(fighter), language)))
        ET.SubElement(g, "text", {
            "x": n(x), "y": n(y), "font-size": "7", "dominant-baseline": "central",
            "fill": ink_on(colour), "data-text-priority": str(PRIORITY_LEADER),
            "data-text-within": within}).text = disc_label(fighter)
        if fighter.backing:
            _backing(g, *beside(wedge, ASIDE), fighter.backing, within)


def _backing(g: ET.Element, x: float, y: float, spice: int, within: str) -> None:
    label = f"${spice}"
    width = 3.2 * len(label) + 2
    ET.SubElement(g, "rect", {"x": n(x - width / 2), "y": n(y - 3.2), "width": n(width),
                              "height": "6.4", "rx": "1.5", "fill": SPICE_FILL,
                              "stroke": INK, "stroke-width": "0.4", "data-text-skip": "1"})
    ET.SubElement(g, "text", {"x": n(x), "y": n(y), "font-size": "5",
                              "dominant-baseline": "central", "fill": ink_on(SPICE_FILL),
                              "data-text-priority": str(PRIORITY_BACKING),
                              "data-text-within": within}).text = label


def _header(g: ET.Element, scene: ArenaScene, language: str) -> None:
    x, y, w, _ = MAP_VIEWBOX
    room = w + PANEL_WIDTH - 4
    for text, size, at, bold in ((say(headline(scene), language), 7, y - 10, True),
                                 (say(step_line(scene), language), 5.5, y - 2.5, False)):
        _line(g, x + 2, at, text, fitted(text, size, room), bold=bold)


def fitted(text: str, size: float, room: float) -> float:
    """A font size at most `size` at which `text` fits in `room` units (a character of
    DejaVu Sans is about 0.62 of the size wide, bold included)."""
    return min(size, room / (0.62 * max(len(text), 1)))


def _panel(g: ET.Element, scene: ArenaScene, language: str) -> float:
    """Each fighter's two lines, the blocks, the keys; returns the panel's lowest y."""
    x = MAP_VIEWBOX[0] + MAP_VIEWBOX[2] + 4
    y = MAP_VIEWBOX[1] + 6
    for fighter in scene.fighters:
        colour = FACTION_COLOURS[fighter.faction]
        ET.SubElement(g, "rect", {"x": n(x), "y": n(y - 4.8), "width": "9", "height": "6",
                                  "rx": "1.5", "fill": colour, "stroke": INK,
                                  "stroke-width": "0.4"})
        ET.SubElement(g, "text", {"x": n(x + 4.5), "y": n(y), "font-size": "5",
                                  "font-weight": "bold", "text-anchor": "middle",
                                  "fill": ink_on(colour)}).text = fighter.letter
        heading = T("classic-picture-fighter", faction=faction_word(fighter.faction),
                    seat=fighter.seat)
        _fitted_line(g, x + 11, y, say(heading, language), 5.5, bold=True)
        parts = [say(part, language) for part in fighter_parts(fighter)]
        y = _packed(g, x + 11, y + 6, parts, 4.6) + 1.5
    y = _packed(g, x, y + 1, [say(blocks_line(scene), language)], 5) + 2
    for text in keys(scene):
        y = _packed(g, x, y, [say(text, language)], 4.6)
    return y


def _fitted_line(g: ET.Element, x: float, y: float, text: str, size: float, *,
                 bold: bool = False) -> None:
    """A panel line, smaller if it would run past the page's right edge."""
    _line(g, x, y, text, fitted(text, size, _right() - x), bold=bold)


def _packed(g: ET.Element, x: float, y: float, parts: list[str], size: float) -> float:
    """Parts of a panel text, as many a line as fit before the page's right edge (a part is
    never cut, so each stays one message; one too long alone is drawn smaller); returns
    the y of the next line."""
    room = _right() - x
    lines: list[str] = []
    for part in parts:
        joined_up = f"{lines[-1]}; {part}" if lines else part
        if lines and 0.62 * size * len(joined_up) <= room:
            lines[-1] = joined_up
        else:
            lines.append(part)
    for line in lines:
        _line(g, x, y, line, fitted(line, size, room))
        y += size * 1.25
    return y


def _right() -> float:
    return MAP_VIEWBOX[0] + MAP_VIEWBOX[2] + PANEL_WIDTH - 2


def _line(g: ET.Element, x: float, y: float, text: str, size: float, *,
          bold: bool = False) -> None:
    ET.SubElement(g, "text", {"x": n(x), "y": n(y), "font-size": n(size), "fill": INK,
                              **({"font-weight": "bold"} if bold else {})}).text = text


def _title(text: str) -> ET.Element:
    element = ET.Element("title")
    element.text = text
    return element

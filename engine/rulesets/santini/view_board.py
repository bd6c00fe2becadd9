"""The whole map as one SVG: hexes by terrain (the Legenda's colours), sheet borders and
numbers, city names, birth hexes with their d12 number, storms, worms, spice, stacks in
their faction's colour with their count, fortifications, platforms and atomics, under a
header. Plain shapes and texts only, so the PNG drawing draws it and `render_text` reads it (the
hexes of the desert are left out of the text picture, `data-text-skip`)."""

from __future__ import annotations

import math
from xml.sax.saxutils import escape

from engine.core.words import CATALOGUE, Say, say, term

from . import hexes
from .state import SantiniState
from .view_marks import COLOUR, HexLook, header, looks
from .words import city_word

R = 14.0
"""A hex's radius in the picture (flat-topped hexes: columns are vertical)."""
W = R * 1.5
HH = R * math.sqrt(3)
TOP = 86.0
"""Room for the header above the map."""
FILL = {"light": "#F3DB9C", "dark": "#C9A25E", "rock": "#8A6E55", "city": "#E9E4D8"}
INK = "#2B2118"
TEXT_FILL = {"rock": "^", "dark": ":"}
"""What `render_text` fills those hexes with; light desert is left blank."""


def centre(hex_: str) -> tuple[float, float]:
    """A hex's centre: odd columns sit half a hex above their even neighbours."""
    col, row = hexes.parts(hex_)
    x = R + (col - 1) * W
    y = TOP + HH / 2 + (row - 1) * HH + (0 if col % 2 else HH / 2)
    return x, y


def _corners(x: float, y: float) -> str:
    return " ".join(f"{x + R * math.cos(math.pi / 3 * k):.1f},"
                    f"{y + R * math.sin(math.pi / 3 * k):.1f}" for k in range(6))


def _text(x: float, y: float, words: str, size: float, *, fill: str = INK,
          anchor: str = "middle", priority: int = 10, italic: bool = False) -> str:
    slant = ' font-style="italic"' if italic else ""
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" '
            f'fill="{fill}" font-family="sans-serif"{slant} data-text-priority="{priority}">'
            f'{escape(words)}</text>')


def _terrain(state: SantiniState) -> list[str]:
    out = ['<g stroke="#6B5A44" stroke-width="0.5">']
    for hex_ in hexes.all_hexes():
        kind = state.map.terrain[hex_]
        mark = TEXT_FILL.get(kind)
        hint = (f' data-text-fill="{mark}" data-text-stroke="none"' if mark
                else ' data-text-skip="1"')
        out.append(f'<polygon points="{_corners(*centre(hex_))}" fill="{FILL[kind]}"{hint}/>')
    out.append("</g>")
    return out


def _sheets() -> list[str]:
    """The borders between sheets and each sheet's number in its top left corner (small,
    clear of the birth hex that may lie there)."""
    bottom = TOP + hexes.ROWS * HH + HH / 2
    right = R * 2 + (hexes.COLUMNS - 1) * W
    mid_y = TOP + hexes.SHEET_ROWS * HH + HH / 4
    out = [f'<path d="M0,{mid_y:.1f}H{right:.1f}" stroke="{INK}" stroke-width="2" '
           f'data-text-skip="1"/>']
    for k in (1, 2):
        x = R / 4 + k * hexes.SHEET_COLUMNS * W
        out.append(f'<path d="M{x:.1f},{TOP:.1f}V{bottom:.1f}" stroke="{INK}" '
                   f'stroke-width="2" data-text-skip="1"/>')
    for sheet in range(1, hexes.SHEETS + 1):
        col = (sheet - 1) % 3 * hexes.SHEET_COLUMNS
        row = (sheet - 1) // 3 * hexes.SHEET_ROWS
        out.append(f'<rect x="{col * W:.1f}" y="{TOP + row * HH:.1f}" width="10" '
                   f'height="10" fill="{INK}" data-text-skip="1"/>')
        out.append(_text(col * W + 5, TOP + row * HH + 8, str(sheet), 8.5, fill="#FFFFFF",
                         priority=60))
    return out


def _places(state: SantiniState, language: str) -> list[str]:
    """Cities (a square, larger for Carthag and Arrakeen) and their names; birth hexes
    with their d12 number."""
    out = []
    for name, city in state.map.cities.items():
        x, y = centre(city.hex)
        side = 12 if city.major else 8
        out.append(f'<rect x="{x - side / 2:.1f}" y="{y - side / 2:.1f}" width="{side}" '
                   f'height="{side}" fill="#5A4A3A" data-text-skip="1"/>')
        col = hexes.parts(city.hex)[0]
        anchor = "start" if col <= 2 else "end" if col >= hexes.COLUMNS - 1 else "middle"
        shift = {"start": -R * 0.8, "end": R * 0.8, "middle": 0}[anchor]
        out.append(_text(x + shift, y - R * 0.55, say(city_word(name), language), 8,
                         anchor=anchor, priority=50))
    for spots in state.map.births.values():
        for number, hex_ in enumerate(spots, 1):
            x, y = centre(hex_)
            out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="6" fill="none" '
                       f'stroke="#B5651D" stroke-width="0.8" data-text-skip="1"/>')
            out.append(_text(x, y + 2.5, str(number), 6.5, fill="#8A4B12", priority=5))
    return out


def range_word(name: str) -> Say:
    """A range's name as the map prints it (`santini-range-shield-wall`); a range of a
    group's own map has no message and is shown as written."""
    word = term("santini-range", name)
    return word if CATALOGUE.has(word.id) else name


def _ranges(state: SantiniState, language: str) -> list[str]:
    """Each named range's name (Legenda: Catena montuosa), in italics on its middle hex."""
    out = []
    for name, spots in state.map.ranges.items():
        if spots:
            x, y = centre(spots[len(spots) // 2])
            out.append(_text(x, y + 3, say(range_word(name), language), 7, fill="#FFF3D6",
                             priority=20, italic=True))
    return out


def _things(state: SantiniState, hex_: str, look: HexLook) -> list[str]:
    """What lies on one hex: storms and works under the stacks, the stacks, spice, worms."""
    x, y = centre(hex_)
    out = []
    for number in look.storms:
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{R - 1:.1f}" fill="#9A9A9A" '
                   f'fill-opacity="0.55" stroke="#4A4A4A" data-text-fill="@" '
                   f'data-text-stroke="none"/>')
        out.append(_text(x - 6, y + 11, f"@{number}", 8, fill="#202020", priority=45))
    if look.fortification:
        out.append(f'<rect x="{x - 10:.1f}" y="{y - 10:.1f}" width="20" height="20" '
                   f'fill="none" stroke="{COLOUR[look.fortification]}" stroke-width="2" '
                   f'data-text-skip="1"/>')
    if look.platform:
        out.append(f'<path d="M{x - 11:.1f},{y + 8:.1f}h22" stroke="'
                   f'{COLOUR[look.platform]}" stroke-width="2.5" data-text-skip="1"/>')
    for i, (faction, ids) in enumerate(sorted(look.stacks.items())):
        sx = x + (i - (len(look.stacks) - 1) / 2) * 9
        out.append(f'<circle cx="{sx:.1f}" cy="{y:.1f}" r="5.5" fill="{COLOUR[faction]}" '
                   f'stroke="#FFFFFF" stroke-width="0.8" data-text-skip="1"/>')
        out.append(_text(sx, y + 3, str(len(ids)), 7.5, fill="#FFFFFF", priority=40))
    if look.spice:
        out.append(_text(x + 7, y - 5, "$" + "+".join(map(str, look.spice)), 7,
                         fill="#B5651D", priority=30))
    if look.worms:
        out.append(f'<path d="M{x - 9:.1f},{y + 6:.1f}q4.5,-5 9,0t9,0" fill="none" '
                   f'stroke="#6B3E26" stroke-width="2" data-text-skip="1"/>')
        out.append(_text(x - 7, y - 5, "~" * look.worms, 8, fill="#6B3E26", priority=35))
    if look.atomic:
        out.append(_text(x + 8, y + 10, "☢", 9, fill="#D01010", priority=30))
    return out


def _header(state: SantiniState, language: str) -> list[str]:
    words = [say(item, language) for item in header(state)]
    out = [_text(R, 16, words[0], 12, anchor="start", priority=90)]
    if state.initiative:
        out.append(_text(R, 32, words[1], 10, anchor="start", priority=80))
    for i, line in enumerate(words[-len(state.order):] if state.order else []):
        col, row = i % 2, i // 2
        out.append(_text(R + col * 370, 50 + row * 16, line, 10, anchor="start",
                         priority=70))
    return out


def board_svg(state: SantiniState, language: str = "en") -> str:
    """The whole map and its header, in `language`."""
    width = R * 2 + (hexes.COLUMNS - 1) * W
    height = TOP + hexes.ROWS * HH + HH / 2 + 4
    found = looks(state)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} '
             f'{height:.0f}" width="{width * 2:.0f}" height="{height * 2:.0f}">',
             f'<rect width="{width:.0f}" height="{height:.0f}" fill="#FFF8EA" '
             f'data-text-skip="1"/>',
             *_header(state, language), *_terrain(state), *_sheets(),
             *_ranges(state, language), *_places(state, language)]
    for hex_ in sorted(found):
        parts.extend(_things(state, hex_, found[hex_]))
    parts.append("</svg>")
    return "\n".join(parts)

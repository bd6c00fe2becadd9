"""The board as text, each view one Discord message (a code block within 2,000
characters): the compact board (the header, then a line for each hex with something on it,
sheet by sheet), a sheet's hex map with its key, the hexes around one hex, the stacks."""

from __future__ import annotations

import hashlib

from engine.core import BoardPicture
from engine.core.words import say

from . import hexes
from .data.counters import Kind
from .factions import LETTER, Faction
from .state import SantiniState
from .view_board import board_svg
from .view_marks import HexLook, header, hex_line, looks
from .words import T, Text, faction_word, kind_word

LIMIT = 2000
"""Discord's limit for one message; a view is cut to fit, saying how many lines it left."""

TERRAIN_MARK = {"light": " . ", "dark": " : ", "rock": " ^ ", "city": " # "}


def block(lines: list[str]) -> str:
    """Lines as one code block within `LIMIT`, the lines that do not fit left out (the last
    line then says how many)."""
    kept: list[str] = []
    for i, line in enumerate(lines):
        rest = len(lines) - i
        trial = "```\n" + "\n".join([*kept, line]) + "\n```"
        if len(trial) + (30 if rest > 1 else 0) > LIMIT:
            kept.append(f"(+{rest})")
            break
        kept.append(line)
    return "```\n" + "\n".join(kept) + "\n```"


def _said(items: list[Text], language: str) -> list[str]:
    return [say(item, language) for item in items]


def compact(state: SantiniState, language: str) -> str:
    """The header, then each sheet's hexes with something on them, one line a hex."""
    found = looks(state)
    lines = _said(header(state), language)
    for sheet in range(1, hexes.SHEETS + 1):
        spots = [h for h in hexes.sheet_hexes(sheet) if h in found]
        if spots:
            lines.append(say(T("santini-board-sheet", sheet=sheet), language))
            lines.extend(say(hex_line(state, h, found[h]), language) for h in spots)
    return block(lines)


def _cell(state: SantiniState, hex_: str, look: HexLook | None) -> str:
    """Three characters: a stack (faction letter and count, `*` for several factions), else
    a storm (`@n`), spice (`$n`), a worm (`~`), else the terrain's mark."""
    if look is not None and look.stacks:
        if len(look.stacks) > 1:
            return f"*{min(9, sum(map(len, look.stacks.values())))} "
        faction, ids = next(iter(look.stacks.items()))
        return f"{LETTER[faction]}{min(9, len(ids))} "
    if look is not None and look.storms:
        return f"@{look.storms[0]} "
    if look is not None and look.worms:
        return " ~ "
    if look is not None and look.spice:
        return f"${min(9, sum(look.spice))} "
    return TERRAIN_MARK[state.map.terrain[hex_]]


def hex_map(state: SantiniState, spots: list[str], found: dict[str, HexLook]) -> list[str]:
    """A picture of `spots` (a block of the grid), two lines a row: odd columns (which sit
    half a hex higher) on the first, even columns on the second, each under its number."""
    cols = sorted({hexes.parts(h)[0] for h in spots})
    rows = sorted({hexes.parts(h)[1] for h in spots})
    wanted = set(spots)
    out = ["    " + "".join(f"{c:02d} " for c in cols)]
    for row in rows:
        for parity in (1, 0):
            cells = []
            for col in cols:
                name = hexes.name(col, row)
                shown = col % 2 == parity and name in wanted
                cells.append(_cell(state, name, found.get(name)) if shown else "   ")
            label = f"{row:02d}  " if parity else "    "
            out.append((label + "".join(cells)).rstrip())
    return out


def key_lines(language: str) -> list[str]:
    return [say(T("santini-board-key-terrain"), language),
            say(T("santini-board-key-marks"), language)]


def sheet_view(state: SantiniState, sheet: int, language: str) -> str:
    """One sheet: its hex map, its key, then a line for each hex with something on it."""
    found = looks(state)
    spots = hexes.sheet_hexes(sheet)
    lines = [say(T("santini-board-sheet", sheet=sheet), language),
             *hex_map(state, spots, found), *key_lines(language)]
    lines.extend(say(hex_line(state, h, found[h]), language) for h in spots if h in found)
    return block(lines)


def around_view(state: SantiniState, centre: str, radius: int, language: str) -> str:
    """The hexes within `radius` of `centre`: their map, key and lines."""
    found = looks(state)
    spots = hexes.within(centre, radius)
    lines = [say(T("santini-board-around", hex=centre, radius=radius), language),
             *hex_map(state, spots, found), *key_lines(language)]
    lines.extend(say(hex_line(state, h, found[h]), language) for h in spots if h in found)
    return block(lines)


def stacks_view(state: SantiniState, faction: Faction | None, language: str) -> str:
    """Every counter on the map (of one faction, or all), hex by hex: id and kind."""
    by_hex: dict[str, list[str]] = {}
    for unit in state.units.values():
        if unit.on_map and (faction is None or unit.faction == faction):
            word = say(kind_word(unit.kind), language)
            mark = "" if unit.kind == Kind.WORM or unit.steps == 2 or not unit.combat else "-"
            by_hex.setdefault(unit.place, []).append(f"{unit.id}{mark} {word}")
    title = (T("santini-board-stacks-of", faction=faction_word(faction)) if faction
             else T("santini-board-stacks"))
    lines = [say(title, language)]
    lines.extend(f"{h}: " + ", ".join(by_hex[h]) for h in sorted(by_hex))
    if not by_hex:
        lines.append(say(T("santini-none"), language))
    return block(lines)


def board(state: SantiniState, *, detail: bool = False, language: str = "en") -> BoardPicture:
    """The whole map as SVG, with the compact text (one message) or one message a sheet."""
    messages = ([sheet_view(state, s, language) for s in range(1, hexes.SHEETS + 1)]
                if detail else [compact(state, language)])
    return BoardPicture(svg=board_svg(state, language), messages=messages, key=key(state))


def key(state: SantiniState) -> str:
    """Changes exactly when the picture does: what it shows of the state (of a hand, only
    its size: a key must not tell a card drawn from a card given)."""
    data = state.model_dump_json(include={"units", "storms", "spice", "turn", "phase",
                                          "fortifications", "platforms", "atomics",
                                          "initiative"})
    seen = [(s, p.spice, len(p.hand)) for s, p in state.players.items()]
    return hashlib.sha1(f"{data}{seen}".encode()).hexdigest()[:16]

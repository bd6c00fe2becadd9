"""The board as text, each view one Discord message (a code block within 2,000
characters): the compact board (the header, then a line for each hex with something on it,
sheet by sheet), a sheet's hex map with its key, the hexes around one hex, the stacks."""

from __future__ import annotations

import hashlib

from engine.core import BoardPicture
from engine.core.words import LANGUAGES, Say, say

from . import hexes
from .factions import LETTER, Faction
from .state import SantiniState
from .view_board import board_svg
from .view_marks import HexLook, header, hex_line, looks
from .words import T, faction_word, joined, kind_word

LIMIT = 2000
"""Discord's limit for one message; a view is cut to fit, saying how many lines it left."""

TERRAIN_MARK = {"light": " . ", "dark": " : ", "rock": " ^ ", "city": " # "}


def fit(items: list[Say]) -> list[Say]:
    """The lines that fit one code block in every language (the longest wording counts),
    the rest left out and counted on a last line."""
    room = LIMIT - len("```\n\n```") - 12
    kept: list[Say] = []
    used = {language: -1 for language in LANGUAGES}
    for i, item in enumerate(items):
        sizes = {lang: used[lang] + 1 + len(say(item, lang)) for lang in LANGUAGES}
        if max(sizes.values()) > room:
            kept.append(f"(+{len(items) - i})")
            break
        kept.append(item)
        used = sizes
    return kept


def block(items: list[Say], language: str) -> str:
    """Lines as one code block within `LIMIT`."""
    return "```\n" + "\n".join(say(item, language) for item in fit(items)) + "\n```"


def compact(state: SantiniState) -> list[Say]:
    """The header, then each sheet's hexes with something on them, one line a hex."""
    found = looks(state)
    out: list[Say] = list(header(state))
    for sheet in range(1, hexes.SHEETS + 1):
        spots = [h for h in hexes.sheet_hexes(sheet) if h in found]
        if spots:
            out.append(T("santini-board-sheet", sheet=sheet))
            out.extend(hex_line(state, h, found[h]) for h in spots)
    return out


def _cell(state: SantiniState, hex_: str, look: HexLook | None) -> str:
    """Three characters: a stack (faction letter and count, `*` for several factions), else
    a storm (`@n`), a worm (`~`), spice (`$n`), else the terrain's mark."""
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


def hex_map(state: SantiniState, spots: list[str], found: dict[str, HexLook]) -> list[Say]:
    """A picture of `spots` (a block of the grid), two lines a row: odd columns (which sit
    half a hex higher) on the first, even columns on the second, each under its number."""
    cols = sorted({hexes.parts(h)[0] for h in spots})
    rows = sorted({hexes.parts(h)[1] for h in spots})
    wanted = set(spots)
    out: list[Say] = ["    " + "".join(f"{c:02d} " for c in cols)]
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


KEY: tuple[Say, ...] = (T("santini-board-key-terrain"), T("santini-board-key-marks"))


def sheet_view(state: SantiniState, sheet: int,
               found: dict[str, HexLook] | None = None) -> list[Say]:
    """One sheet: its hex map, its key, its birth hexes by their d12 number, then a line
    for each hex with something on it. `found`: the map's `looks`, when the caller has
    them already (the detailed board draws six sheets of one position)."""
    found = looks(state) if found is None else found
    spots = hexes.sheet_hexes(sheet)
    births = " ".join(f"{n}:{h}" for n, h in enumerate(state.map.births[sheet], 1))
    return [T("santini-board-sheet", sheet=sheet), *hex_map(state, spots, found), *KEY,
            T("santini-board-births", births=births),
            *(hex_line(state, h, found[h]) for h in spots if h in found)]


def around_view(state: SantiniState, centre: str, radius: int) -> list[Say]:
    """The hexes within `radius` of `centre`: their map, key and lines."""
    found = looks(state)
    spots = hexes.within(centre, radius)
    return [T("santini-board-around", hex=centre, radius=radius),
            *hex_map(state, spots, found), *KEY,
            *(hex_line(state, h, found[h]) for h in spots if h in found)]


def stacks_view(state: SantiniState, faction: Faction | None) -> list[Say]:
    """Every counter on the map (of one faction, or all), hex by hex: id and kind (a
    reduced combat unit's id marked `-`)."""
    by_hex: dict[str, list[Say]] = {}
    for unit in state.units.values():
        if unit.on_map and (faction is None or unit.faction == faction):
            mark = "-" if unit.combat and unit.steps < 2 and not unit.split else ""
            by_hex.setdefault(unit.place, []).append(
                joined([f"{unit.id}{mark}", kind_word(unit.kind)], " "))
    title = (T("santini-board-stacks-of", faction=faction_word(faction)) if faction
             else T("santini-board-stacks"))
    out: list[Say] = [title]
    out.extend(joined([f"{h}:", joined(by_hex[h], ", ")], " ") for h in sorted(by_hex))
    if not by_hex:
        out.append(T("santini-none"))
    return out


def board(state: SantiniState, *, detail: bool = False, language: str = "en") -> BoardPicture:
    """The whole map as SVG, with the compact text (one message) or one message a sheet."""
    found = looks(state)
    views = ([sheet_view(state, s, found) for s in range(1, hexes.SHEETS + 1)] if detail
             else [compact(state)])
    messages = [block(items, language) for items in views]
    return BoardPicture(svg=board_svg(state, language), messages=messages, key=key(state))


def key(state: SantiniState) -> str:
    """Changes exactly when the picture does: what it shows of the state (of a hand, only
    its size: a key must not tell a card drawn from a card given)."""
    data = state.model_dump_json(include={"units", "storms", "spice", "turn", "phase",
                                          "fortifications", "platforms", "atomics",
                                          "initiative"})
    seen = [(s, p.spice, len(p.hand)) for s, p in state.players.items()]
    return hashlib.sha1(f"{data}{seen}".encode()).hexdigest()[:16]

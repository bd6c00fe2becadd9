"""The board as text for Discord code blocks, rasterised from the board's own SVG.

The compact form is one message: the map, then a short legend, always within Discord's
2,000 characters (the map narrows until it fits). The detailed form is a larger map and a
table of every section's tokens and spice, split into messages at line boundaries. Both are
made from the public scene alone, so every seat sees the same picture.
"""

from __future__ import annotations

import hashlib
import json
import xml.etree.ElementTree as ET

from engine.boards.arrakis.drawing import STATIC_GROUPS, board_svg, board_tree
from engine.boards.arrakis.names import short_names, territory_name
from engine.core import BoardPicture
from engine.core.words import DEFAULT, T, joined, say
from engine.render import TextMap, render_text

from ..data.words import faction_word
from ..model.state import ClassicState
from .picture import (
    alliance_lines,
    board_scene,
    headline,
    options_line,
    piles_lines,
    shield_front,
)
from .scene import ClassicScene, scene

MESSAGE_LIMIT = 2000
FENCE = "```"
COMPACT_COLUMNS = 64
SMALLEST_COLUMNS = 36
DETAIL_COLUMNS = 90


def board_mark(state: ClassicState) -> tuple[str, str]:
    """(phase step, board key) without drawing: the step is the turn, the phase and whose
    move or which battle it is; the key hashes the storm and what lies on the board."""
    step = f"{state.turn}:{state.phase.value}"
    if state.movement is not None:
        step += f":move:{state.movement.current}"
    if state.battles is not None and state.battles.current is not None:
        battle = state.battles.current
        step += f":battle:{battle.territory}:{battle.aggressor.value}:{battle.defender.value}"
    advisors = [state.advisors] if state.advisors else []  # XV.B.4: flips redraw the board
    board = json.dumps([state.storm, state.shield_wall, state.forces, state.spice,
                        state.winners, *advisors] + ([state.starred] if state.starred else []),
                       sort_keys=True)
    return step, hashlib.sha256(board.encode()).hexdigest()[:16]


def board_picture(state: ClassicState, *, detail: bool = False,
                  language: str = DEFAULT) -> BoardPicture:
    """The public board of `state`, its words in `language`; its key follows the board
    only (storm, spice and tokens on Dune), so paying for a card does not count as a change
    of the board."""
    board = scene(state)
    drawn = board_scene(board)
    map_tree = board_tree(drawn, legend=False, language=language)
    return BoardPicture(
        svg=board_svg(drawn, language=language),
        messages=(detailed(board, language) if detail
                  else [compact(board, map_tree, language)]),
        key=board_mark(state)[1],
    )


def compact(scene: ClassicScene, map_tree: ET.Element | None = None,
            language: str = DEFAULT) -> str:
    """One message: the map at the widest size that fits, with its legend. The map is drawn
    from its element tree (`board_tree`), never serialised to be parsed back, and what
    drawing it reads the same at every width is read once (`TextMap`)."""
    if map_tree is None:
        map_tree = board_tree(board_scene(scene), legend=False, language=language)
    legend = _legend(scene, language)  # worded once for every size tried: a tenth of a try
    occupied = occupied_names(scene, language)
    drawing = TextMap(map_tree, static=STATIC_GROUPS)
    for cols in range(COMPACT_COLUMNS, SMALLEST_COLUMNS - 1, -2):
        picture = drawing.render(cols)
        hidden = _hidden(len(picture.dropped), language)
        for names in (occupied, []):
            text = fenced([*trimmed(picture.lines), "", *legend, *hidden, *names])
            if len(text) <= MESSAGE_LIMIT:
                return text
    return fenced([*_legend(scene, language),
                    say(T("classic-board-does-not-fit"), language)])


def detailed(scene: ClassicScene, language: str = DEFAULT) -> list[str]:
    """Several messages: a large map, the legend, then every section's contents."""
    picture = render_text(board_tree(board_scene(scene), legend=False, language=language),
                          DETAIL_COLUMNS, static=STATIC_GROUPS)
    lines = [*trimmed(picture.lines), "", *_legend(scene, language), "",
             *contents_table(scene, language), "", *abbreviation_lines(language=language)]
    return split_messages(lines)


def _legend(scene: ClassicScene, language: str) -> list[str]:
    """The legend but for the count of labels the map hides, which changes with its size."""
    factions = joined([T("classic-board-letter", letter=m.letter,
                         faction=faction_word(m.faction), seat=m.seat)
                       for m in scene.factions], "  ")
    rules = [options_line(scene)] if scene.options else []
    lines = [headline(scene), *rules, factions, T("classic-board-text-key")]
    if scene.has_advisors:
        lines.append(T("classic-board-text-advisors"))
    if scene.has_starred:
        lines.append(T("classic-board-text-starred"))
    lines += alliance_lines(scene)
    lines += piles_lines(scene)
    return [say(line, language) for line in lines]


def _hidden(hidden: int, language: str) -> list[str]:
    """The legend's line counting the labels the map had no room for, if any."""
    return [say(T("classic-board-hidden", count=hidden), language)] if hidden else []


def occupied_names(scene: ClassicScene, language: str = DEFAULT) -> list[str]:
    """What the abbreviations of the sections holding tokens or spice stand for (the
    compact map has no room for all of them; the detailed board lists every one)."""
    territories = dict.fromkeys(s.territory for s in scene.sections)
    if not territories:
        return []
    short = short_names(language)
    return ["; ".join(f"{short[t]} {territory_name(t, language)}" for t in territories)]


def abbreviation_lines(width: int = DETAIL_COLUMNS, language: str = DEFAULT) -> list[str]:
    """Every abbreviation the maps print and the territory it stands for, wrapped."""
    lines: list[str] = [say(T("classic-board-names"), language)]
    for short, name in sorted(((s, n) for n, s in short_names(language).items()),
                              key=lambda item: item[0].lower()):
        entry = f"{short} {territory_name(name, language)}"
        if len(lines[-1]) + len(entry) + 2 > width:
            lines.append(" ")
        lines[-1] += f" {entry};" if lines[-1].strip() else entry + ";"
    return [line.rstrip(";").strip() for line in lines]


def contents_table(scene: ClassicScene, language: str = DEFAULT) -> list[str]:
    """Every section holding tokens or spice, and each faction's shield front."""
    fronts = joined([T("classic-board-shield", letter=m.letter, front=shield_front(m),
                       tokens=m.tokens_on_board) for m in scene.factions], "; ")
    lines = [say(T("classic-board-shields", fronts=fronts), language)]
    short = short_names(language)
    for section in scene.sections:
        name = territory_name(section.territory, language)
        where = name if not section.sector else say(T(
            "classic-board-section", territory=name, short=short[section.territory],
            sector=section.sector), language)
        what = [section.label(scene.mark(f), n) for f, n in section.forces]
        if section.spice:
            what.append(f"${section.spice}")
        lines.append(f"{where}: {' '.join(what)}")
    return lines


def split_messages(lines: list[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Fenced messages of at most `limit` characters, cut only between lines."""
    room = limit - len(fenced([]))
    messages: list[str] = []
    chunk: list[str] = []
    size = 0
    for line in lines:
        line = line[: room - 1]
        if chunk and size + len(line) + 1 > room:
            messages.append(fenced(chunk))
            chunk, size = [], 0
        chunk.append(line)
        size += len(line) + 1
    if chunk:
        messages.append(fenced(chunk))
    return messages


def trimmed(lines: list[str]) -> list[str]:
    """The map without the blank rows above and below it."""
    filled = [i for i, line in enumerate(lines) if line]
    return lines[filled[0]: filled[-1] + 1] if filled else []


def fenced(lines: list[str]) -> str:
    """Lines as one Discord code block."""
    return FENCE + "\n" + "\n".join(lines) + "\n" + FENCE

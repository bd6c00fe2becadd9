"""The arena as the game's board while a fight is open (THE DUEL, V and VI): its SVG, its
text form for Discord code blocks, and its mark.

While `state.fight` is open the arena is what the table looks at, so the ruleset's
`board(state)` is the arena's picture and `board_mark(state)` follows the arena: its step
changes with every public change of the arena (a leader placed, backing set out, a move, an
attack, a block), so the adapters post the arena when a fight starts and after each move
with no knowledge of the game, and the map again when the fight ends.
"""

from __future__ import annotations

import hashlib
import json

from engine.core import BoardPicture
from engine.core.words import DEFAULT, T, say
from engine.render import TextMap, render_text

from ..data.words import faction_word
from ..model.state import ClassicState
from .arena_picture import arena_svg, blocks_line, fighter_line, headline, step_line
from .arena_scene import ArenaScene, arena_scene
from .board_text import MESSAGE_LIMIT, fenced, split_messages, trimmed

COMPACT_COLUMNS = 56
SMALLEST_COLUMNS = 30
DETAIL_COLUMNS = 80


def arena_mark(state: ClassicState) -> tuple[str, str]:
    """(step, key): the key hashes the public arena; the step is the game's turn and phase
    and that key, so each public change of the arena is a step of its own."""
    key = _key(arena_scene(state))
    return f"{state.turn}:{state.phase.value}:fight:{key}", key


def arena_picture(state: ClassicState, *, detail: bool = False,
                  language: str = DEFAULT) -> BoardPicture:
    """The public arena of `state`, its words in `language`."""
    scene = arena_scene(state)
    return BoardPicture(
        svg=arena_svg(scene, language=language),
        messages=(detailed(scene, language) if detail else [compact(scene, language)]),
        key=_key(scene))


def compact(scene: ArenaScene, language: str = DEFAULT) -> str:
    """One message: the arena at the widest size that fits, with its legend."""
    drawing = TextMap(arena_svg(scene, legend=False, language=language))  # parsed once
    for cols in range(COMPACT_COLUMNS, SMALLEST_COLUMNS - 1, -2):
        picture = drawing.render(cols)
        text = fenced([*trimmed(picture.lines), "",
                        *legend(scene, hidden=len(picture.dropped), language=language)])
        if len(text) <= MESSAGE_LIMIT:
            return text
    return fenced(legend(scene, hidden=0, language=language))


def detailed(scene: ArenaScene, language: str = DEFAULT) -> list[str]:
    """A larger arena and its legend, split into messages at line boundaries."""
    picture = render_text(arena_svg(scene, legend=False, language=language), DETAIL_COLUMNS)
    return split_messages([*trimmed(picture.lines), "",
                           *legend(scene, hidden=len(picture.dropped), language=language)])


def legend(scene: ArenaScene, *, hidden: int, language: str = DEFAULT) -> list[str]:
    """The headline, where the fight stands, each fighter, the blocks and the key."""
    lines = [headline(scene), step_line(scene)]
    lines += [T("classic-picture-text-fighter", letter=f.letter,
                faction=faction_word(f.faction), seat=f.seat, line=fighter_line(f))
              for f in scene.fighters]
    lines += [blocks_line(scene), T("classic-picture-text-key")]
    if hidden:
        lines.append(T("classic-picture-hidden", count=hidden))
    return [say(line, language) for line in lines]


def _key(scene: ArenaScene) -> str:
    public = [scene.kind, scene.step, scene.turn, [
        [f.faction.value, f.sector, f.leader, f.worth, f.backing, f.dead, f.fled]
        for f in scene.fighters], scene.blocks, scene.mover, scene.moves, scene.attack,
        scene.arena.model_dump(mode="json")]
    return hashlib.sha256(json.dumps(public).encode()).hexdigest()[:16]

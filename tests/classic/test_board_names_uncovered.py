"""No chip (tokens or spice) covers or touches a territory's name in the board picture,
classic or Diuna: a reader of the PNG can always tell which territory, strongholds above
all, the chips are in. Boxes are read from the SVG itself: a chip's rectangle as drawn, a
name's text by its em and an upper bound of its letters' advances in the shipped fonts."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from engine.boards.arrakis.drawing import board_svg
from engine.core import Session
from engine.core.simulation import play, sample_origin
from engine.rulesets.classic.protocol.ruleset import RULESET as CLASSIC
from engine.rulesets.classic.view.picture import board_scene
from engine.rulesets.classic.view.scene import scene
from engine.rulesets.diuna.ruleset import RULESET as DIUNA
from tests.golden import crowded

from .board_geometry import random_board

NS = "{http://www.w3.org/2000/svg}"
ADVANCE = {"W": 1.11, "M": 1.0, "m": 1.05, "w": 0.93}
OTHER_LETTERS = 0.85
"""DejaVu Sans and its bold, in ems: W 1.103 (bold), M 0.995, m 1.042, w 0.924; every
other letter at most 0.85 (bold O and Q)."""

MARGIN = 0.3
"""Room asked between a chip's box and a name's: the chip's outline (0.2 outside its box)
and a little air."""

Rect = tuple[float, float, float, float]


def _names(root: ET.Element) -> dict[str, Rect]:
    group = root.find(f".//{NS}g[@id='names']")
    size = float(group.get("font-size"))
    boxes = {}
    for text in group.iter(f"{NS}text"):
        width = size * sum(ADVANCE.get(c, OTHER_LETTERS) for c in text.text)
        x, y = float(text.get("x")), float(text.get("y"))
        boxes[text.text] = (x - width / 2, y - size / 2, x + width / 2, y + size / 2)
    return boxes


def _chips(root: ET.Element) -> list[tuple[str, Rect]]:
    chips = []
    for group in root.find(f".//{NS}g[@id='contents']").iter(f"{NS}g"):
        for rect, text in zip(group.findall(f"{NS}rect"), group.findall(f"{NS}text"),
                              strict=True):
            x, y, w, h = (float(rect.get(k)) for k in ("x", "y", "width", "height"))
            chips.append((f"{text.text} in {group.get('data-section')}", (x, y, x + w, y + h)))
    return chips


def covered_names(svg: str) -> list[str]:
    """Each (name, chip) pair whose boxes come within MARGIN of each other."""
    root = ET.fromstring(svg)
    return [f"{name} under {chip}"
            for name, (l1, t1, r1, b1) in _names(root).items()
            for chip, (l2, t2, r2, b2) in _chips(root)
            if l1 - MARGIN < r2 and l2 < r1 + MARGIN and t1 - MARGIN < b2 and t2 < b1 + MARGIN]


def _boards_of_a_game(ruleset, seed: int, every: int = 40) -> list[str]:
    """The board picture every `every` commands of a random game."""
    origin = sample_origin(ruleset, seed)
    played = play(ruleset, origin, seed=seed).session
    replay, _ = Session.new(ruleset, origin)
    boards = []
    for i, entry in enumerate(played.log):
        replay.apply(entry.actor, ruleset.registry.load(entry.command))
        # THE DUEL: while a fight is open the board is the arena's picture, not the map
        if i % every == 0 and getattr(replay.state, "fight", None) is None:
            boards.append(ruleset.board(replay.state).svg)
    return boards


@pytest.mark.parametrize("seed", range(30))
def test_no_chip_touches_a_name_on_a_random_crowded_board(seed):
    svg = board_svg(board_scene(scene(random_board(random.Random(seed)))))
    assert covered_names(svg) == []


@pytest.mark.parametrize("ruleset", [CLASSIC, DIUNA], ids=["classic", "diuna"])
@pytest.mark.parametrize("seed", range(4))
def test_no_chip_touches_a_name_in_a_random_game(ruleset, seed):
    boards = _boards_of_a_game(ruleset, seed)
    assert boards and [c for svg in boards for c in covered_names(svg)] == []


def test_no_chip_touches_habbanya_sietchs_name_in_the_crowded_board():
    svg = board_svg(board_scene(scene(crowded())))
    assert "HAB" in _names(ET.fromstring(svg)) and covered_names(svg) == []

"""The text map is drawn from the board's element tree rather than from its SVG text parsed
back: both must give the same characters, labels and usage, at every size the compact map
tries and at the detailed size."""

from __future__ import annotations

import random

import pytest

from engine.boards.arrakis.drawing import board_svg, board_tree
from engine.render import render_text
from engine.rulesets.classic.view.board_text import DETAIL_COLUMNS, SMALLEST_COLUMNS
from engine.rulesets.classic.view.picture import board_scene
from engine.rulesets.classic.view.scene import scene
from tests.golden import crowded, opening

from .board_geometry import random_board


@pytest.mark.parametrize("state", [opening(), crowded(),
                                   *(random_board(random.Random(seed)) for seed in range(3))])
@pytest.mark.parametrize("cols", [SMALLEST_COLUMNS, 64, DETAIL_COLUMNS])
def test_tree_draws_as_its_text(state, cols: int) -> None:
    drawn = board_scene(scene(state))
    from_text = render_text(board_svg(drawn, legend=False), cols)
    from_tree = render_text(board_tree(drawn, legend=False), cols)
    assert from_tree == from_text
    assert from_tree.placed == from_text.placed
    assert from_tree.usage == from_text.usage


"""The map's group is built once for the SVG and the text map of a board (issue 34): a board
drawn from the kept group is the board drawn from scratch, in every language, and a board
whose storm or tokens moved gets a map of its own."""

from __future__ import annotations

import dataclasses

import pytest

from engine.boards.arrakis import drawing
from engine.boards.arrakis.drawing import board_svg, board_tree
from engine.render import render_text
from engine.rulesets.classic.view.picture import board_scene
from engine.rulesets.classic.view.scene import scene
from tests.golden import crowded, opening


@pytest.mark.parametrize("language", ["en", "pl"])
def test_a_board_drawn_from_its_kept_map_is_the_board_drawn_anew(language: str) -> None:
    boards = [board_scene(scene(state)) for state in (crowded(), opening())]
    drawing._MAPS.clear()
    anew = [(board_svg(b, language=language),
             render_text(board_tree(b, legend=False, language=language), 64).lines)
            for b in boards]
    again = [(board_svg(b, language=language),
              render_text(board_tree(b, legend=False, language=language), 64).lines)
             for b in reversed(boards)][::-1]
    assert again == anew


def test_a_board_whose_storm_or_tokens_moved_gets_its_own_map() -> None:
    board = board_scene(scene(crowded()))
    moved = dataclasses.replace(board, storm=board.storm % 18 + 1)
    emptied = dataclasses.replace(board, sections=board.sections[1:])
    groups = [board_tree(b).find("g[@id='map']") for b in (board, moved, emptied, board)]
    assert groups[0] is groups[3]
    assert len({id(g) for g in groups[:3]}) == 3
    assert board_svg(moved) != board_svg(board) != board_svg(emptied)

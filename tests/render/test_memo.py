"""The renderer's memos (issue 34, the board picture in a quarter of the time): a board drawn
from the memos is the board drawn from scratch, character for character, with the same work
counted and the same budget errors, and the memos forget their oldest entries."""

from __future__ import annotations

import pytest

from engine.boards.arrakis.drawing import board_svg
from engine.render import Budget, SvgError, render_text
from engine.render.memo import Memo, forget_all
from engine.rulesets.classic.view.picture import board_scene
from engine.rulesets.classic.view.scene import scene
from tests.golden import crowded, opening


@pytest.fixture(scope="module")
def maps() -> list[str]:
    return [board_svg(board_scene(scene(state)), legend=False)
            for state in (crowded(), opening())]


def drawn(svg: str, cols: int, budget: Budget | None = None) -> tuple:
    picture = render_text(svg, cols, **({"budget": budget} if budget else {}))
    return picture.lines, picture.dropped, picture.placed, picture.usage


@pytest.mark.parametrize("cols", [64, 40])
def test_a_map_drawn_from_the_memos_is_the_map_drawn_from_scratch(maps, cols):
    forget_all()
    cold = [drawn(svg, cols) for svg in maps]
    warm = [drawn(svg, cols) for svg in reversed(maps)][::-1]
    assert warm == cold  # lines, dropped labels, where each went, and the work counted


def test_the_same_paths_on_another_grid_are_traced_again(maps):
    forget_all()
    drawn(maps[0], 64)
    after_another_grid = drawn(maps[0], 50)
    forget_all()
    assert after_another_grid == drawn(maps[0], 50)


def test_a_render_over_its_budget_fails_alike_with_and_without_the_memos(maps):
    small = Budget(raster=3_000)
    forget_all()
    with pytest.raises(SvgError) as cold:
        drawn(maps[0], 64, small)
    drawn(maps[0], 64)  # every shape in the memos now
    with pytest.raises(SvgError) as warm:
        drawn(maps[0], 64, small)
    assert str(warm.value) == str(cold.value)
    assert "over the render budget" in str(warm.value)


def test_a_memo_forgets_its_least_recently_used_entry_first():
    memo: Memo[str, int] = Memo(2)
    memo.put("a", 1)
    memo.put("b", 2)
    assert memo.get("a") == 1  # "b" is now the oldest
    memo.put("c", 3)
    assert (memo.get("a"), memo.get("b"), memo.get("c"), len(memo)) == (1, None, 3, 2)


def test_the_territories_built_once_serve_every_language_in_its_own_words():
    board = board_scene(scene(crowded()))
    english = board_svg(board)
    italian = board_svg(board, language="it")
    assert italian != english
    assert board_svg(board) == english and board_svg(board, language="it") == italian

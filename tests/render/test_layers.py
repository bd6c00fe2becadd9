"""Static groups kept as layers (issue 34, the compact text map under 10 ms): a map whose
static groups are laid from the memo is the map drawn from scratch, character for character,
with the same labels, regions and work counted, and a group whose content changed is drawn
again rather than laid from an older drawing."""

from __future__ import annotations

import copy
import xml.etree.ElementTree as ET

import pytest

from engine.boards.arrakis.drawing import STATIC_GROUPS, board_tree
from engine.render import Budget, SvgError, render_text
from engine.render.layers import LAYERS
from engine.render.memo import forget_all
from engine.rulesets.classic.view.picture import board_scene
from engine.rulesets.classic.view.scene import scene
from tests.golden import crowded, opening


@pytest.fixture(scope="module")
def maps() -> list[ET.Element]:
    return [board_tree(board_scene(scene(state)), legend=False)
            for state in (crowded(), opening())]


def drawn(tree: ET.Element, cols: int, **kwargs: object) -> tuple:
    picture = render_text(tree, cols, **kwargs)  # type: ignore[arg-type]
    return picture.lines, picture.dropped, picture.placed, picture.usage


@pytest.mark.parametrize("cols", [36, 64, 90])
def test_a_map_laid_from_kept_layers_is_the_map_drawn_whole(maps, cols):
    forget_all()
    whole = [drawn(tree, cols) for tree in maps]
    kept = [drawn(tree, cols, static=STATIC_GROUPS) for tree in maps]
    recorded = len(LAYERS)
    laid = [drawn(tree, cols, static=STATIC_GROUPS) for tree in reversed(maps)][::-1]
    assert kept == whole and laid == whole
    assert len(LAYERS) == recorded  # the second drawings were all laid from the memo


def test_a_static_group_that_changed_is_drawn_again(maps):
    forget_all()
    tree = copy.deepcopy(maps[0])
    drawn(tree, 64, static=STATIC_GROUPS)
    spoke = tree.find("g/g[@id='sectors']/line")
    assert spoke is not None
    spoke.set("x2", "0")
    assert drawn(tree, 64, static=STATIC_GROUPS) == drawn(tree, 64)


def test_labels_and_regions_inside_a_static_group_are_laid_as_drawn():
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">'
           '<g id="kept"><rect id="box" x="2" y="2" width="20" height="20" fill="#fff"/>'
           '<text x="30" y="30" data-text-priority="3">B</text></g>'
           '<text x="12" y="12" data-text-within="box">in</text></svg>')
    forget_all()
    whole = drawn(ET.fromstring(svg), 20)
    assert drawn(ET.fromstring(svg), 20, static=["kept"]) == whole
    assert drawn(ET.fromstring(svg), 20, static=["kept"]) == whole  # laid from the memo


def test_a_group_holding_a_use_is_walked_as_before():
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">'
           '<rect id="r" x="2" y="2" width="8" height="8" fill="none" stroke="#000"/>'
           '<g id="kept"><use href="#r" x="20"/></g></svg>')
    forget_all()
    assert drawn(ET.fromstring(svg), 20, static=["kept"]) == drawn(ET.fromstring(svg), 20)
    assert len(LAYERS) == 0


def test_a_render_over_its_budget_fails_alike_with_and_without_kept_layers(maps):
    small = Budget(raster=3_000)
    forget_all()
    with pytest.raises(SvgError) as whole:
        drawn(maps[0], 64, budget=small)
    drawn(maps[0], 64, static=STATIC_GROUPS)  # the static groups kept now
    with pytest.raises(SvgError) as laid:
        drawn(maps[0], 64, budget=small, static=STATIC_GROUPS)
    assert str(laid.value) == str(whole.value)

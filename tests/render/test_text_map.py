"""One document rendered at several sizes (`TextMap`, issue 34): what the walk read at one size
and kept for the next (styles, labels, regions, static groups' keys) gives, at every size and
in any order, the render `render_text` gives alone, errors included."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from engine.boards.arrakis.drawing import STATIC_GROUPS, board_tree
from engine.render import SvgError, TextMap, render_text
from engine.render.memo import forget_all
from engine.rulesets.classic.view.picture import board_scene
from engine.rulesets.classic.view.scene import scene
from tests.golden import crowded, opening


def drawn(picture) -> tuple:
    return picture.lines, picture.dropped, picture.placed, picture.usage


@pytest.mark.parametrize("state", [crowded, opening])
def test_a_map_drawn_at_every_compact_width_is_each_width_drawn_alone(state):
    tree = board_tree(board_scene(scene(state())), legend=False)
    forget_all()
    widths = [64, 62, 60, 36, 90, 64]
    alone = [drawn(render_text(tree, cols, static=STATIC_GROUPS)) for cols in widths]
    forget_all()
    sizes = TextMap(tree, static=STATIC_GROUPS)
    assert [drawn(sizes.render(cols)) for cols in widths] == alone


USED = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">'
        '<g id="mark" fill="#000"><text x="4" y="4" data-text-priority="2">A</text></g>'
        '<use href="#mark" x="20" y="20" text-anchor="end"/>'
        '<text x="10" y="30" data-text-within="box" style="font-size: 8">in</text>'
        '<rect id="box" x="2" y="20" width="16" height="16" fill="#fff"/></svg>')


def test_a_text_drawn_again_through_a_use_reads_the_use_s_style_at_every_size():
    sizes = TextMap(USED)
    for cols in (20, 30, 20):
        assert drawn(sizes.render(cols)) == drawn(render_text(USED, cols))


BAD_PRIORITY = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">'
                '<text x="1e308" y="4" transform="scale(10)" data-text-priority="high">far'
                '</text><text x="4" y="4">near</text>{}</svg>')


@pytest.mark.parametrize("bad", ["", '<text x="8" y="8" data-text-priority="x">B</text>'])
def test_a_bad_priority_fails_only_where_its_label_is_drawn_at_every_size(bad):
    svg = BAD_PRIORITY.format(bad)
    sizes = TextMap(ET.fromstring(svg))
    for cols in (20, 24, 20):
        if not bad:  # the label whose point overflows is never drawn, so never read
            assert drawn(sizes.render(cols)) == drawn(render_text(svg, cols))
            continue
        with pytest.raises(SvgError) as alone:
            render_text(svg, cols)
        with pytest.raises(SvgError) as kept:
            sizes.render(cols)
        assert str(kept.value) == str(alone.value)

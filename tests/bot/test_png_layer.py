"""A board's base layer (bot/png_layer.py): where a document is cut, and when it is not."""

from __future__ import annotations

import pytest

from bot.png_layer import split
from engine.rulesets.classic.protocol.ruleset import RULESET
from tests.golden import crowded

HEAD = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'


def test_the_document_is_cut_after_its_marked_element():
    svg = (HEAD + '<title>Turn 3</title><rect width="10" height="10"/><g id="map" fill="red">'
           '<g data-layer="base"><path d="M0 0h5"/></g><circle r="1"/></g><text>A</text></svg>')
    cut = split(svg)
    assert cut is not None
    # the base ends where the mark does, its title (the turn) left out, its groups closed
    assert cut.base == (HEAD + '<rect width="10" height="10"/><g id="map" fill="red">'
                        '<g data-layer="base"><path d="M0 0h5"/></g></g></svg>')
    # the rest keeps the groups around the mark, so it inherits the same properties
    assert cut.rest == HEAD + '<g id="map" fill="red"><circle r="1"/></g><text>A</text></svg>'


def test_an_empty_marked_element_ends_the_base():
    svg = HEAD + '<rect data-layer="base" width="10" height="10"/><circle r="1"/></svg>'
    cut = split(svg)
    assert cut is not None and cut.rest == HEAD + '<circle r="1"/></svg>'


def test_the_boards_of_the_map_of_arrakis_are_cut_after_their_territories():
    cut = split(RULESET.board(crowded()).svg)
    assert cut is not None
    assert 'id="territories"' in cut.base and 'id="territories"' not in cut.rest
    assert "<title>Dune, turn" not in cut.base  # the same base in every turn
    assert 'id="contents"' in cut.rest and 'id="legend"' in cut.rest


@pytest.mark.parametrize("svg", [
    HEAD + '<rect width="10" height="10"/></svg>',  # no mark
    HEAD + '<g data-layer="base"/><g data-layer="base"/></svg>',  # two marks
    # a group around the mark blended as a whole: two parts would blend apart
    HEAD + '<g opacity="0.5"><g data-layer="base"/><circle r="1"/></g></svg>',
    HEAD + '<g style="filter:blur(1px)"><g data-layer="base"/><circle r="1"/></g></svg>',
    # the rest uses what the base defines
    HEAD + '<defs data-layer="base"><linearGradient id="sand"/></defs>'
           '<rect fill="url(#sand)"/></svg>',
    HEAD + '<g data-layer="base"><path id="glyph" d="M0 0"/></g><use href="#glyph"/></svg>',
    # a style sheet styles both parts; a comment may hide tags
    HEAD + '<style>rect{fill:red}</style><g data-layer="base"/><rect/></svg>',
    HEAD + '<!-- <g> --><g data-layer="base"/><rect/></svg>',
])
def test_a_document_that_two_parts_would_draw_otherwise_is_drawn_whole(svg):
    assert split(svg) is None


def test_an_attribute_value_holding_a_closing_bracket_does_not_end_its_tag():
    svg = HEAD + '<g data-note="a > b"><g data-layer="base"/></g><circle r="1"/></svg>'
    cut = split(svg)
    assert cut is not None and cut.rest == HEAD + '<g data-note="a > b"></g><circle r="1"/></svg>'

"""The SVG-to-text renderer on small hand-made documents (engine/render)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.render import render_text


def svg(body: str, box: str = "0 0 40 40") -> str:
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{box}">{body}</svg>'


def dots(char: str) -> int:
    """The braille dot pattern of a character (0 for anything else)."""
    code = ord(char) - 0x2800 if char else -1
    return code if 0 <= code < 256 else 0


def cell(lines: list[str], col: int, row: int) -> str:
    line = lines[row] if row < len(lines) else ""
    return line[col] if col < len(line) else " "


def test_the_grid_keeps_the_viewbox_proportions_for_tall_cells():
    out = render_text(svg(""), cols=20)
    assert len(out.lines) == 10  # 40x40 units, cells twice as tall as wide
    assert render_text(svg(""), cols=20, rows=7).lines == [""] * 7


def test_a_rectangle_outline_is_drawn_in_braille_and_its_inside_stays_empty():
    out = render_text(svg('<rect x="4" y="4" width="32" height="32" fill="none" '
                          'stroke="black"/>'), cols=20).lines
    assert dots(cell(out, 2, 1)) and dots(cell(out, 17, 1)) and dots(cell(out, 2, 8))
    assert cell(out, 10, 5) == " "
    assert dots(cell(out, 10, 1)) and not dots(cell(out, 10, 3))


def test_a_fill_hint_fills_the_inside_and_nothing_outside():
    out = render_text(svg('<polygon points="0,0 20,0 20,40 0,40" fill="red" '
                          'data-text-fill="#"/>'), cols=20).lines
    assert all(line == "#" * 10 for line in out)


def test_without_a_hint_a_filled_shape_shows_no_fill():
    out = render_text(svg('<rect x="0" y="0" width="40" height="40" fill="red"/>'), cols=20)
    assert out.lines == [""] * 10


def test_even_odd_leaves_a_hole_where_nonzero_does_not():
    ring = ('M0 0 H40 V40 H0 Z M10 10 H30 V30 H10 Z')
    evenodd = render_text(svg(f'<path d="{ring}" fill-rule="evenodd" data-text-fill="#"/>'),
                          cols=20).lines
    nonzero = render_text(svg(f'<path d="{ring}" data-text-fill="#"/>'), cols=20).lines
    assert cell(evenodd, 10, 5) == " " and cell(evenodd, 1, 5) == "#"
    assert cell(nonzero, 10, 5) == "#"


def test_an_arc_is_drawn_along_the_circle():
    out = render_text(svg('<path d="M0 20 A20 20 0 0 0 40 20" fill="none" stroke="k"/>'),
                      cols=20).lines
    # the lower half circle through (20, 40): its bottom cell is drawn, the top is not
    assert dots(cell(out, 10, 9))
    assert not any(dots(c) for c in out[0] + out[1])


def test_a_circle_and_a_rotated_line():
    out = render_text(svg('<circle cx="20" cy="20" r="16" fill="none" stroke="k"/>'
                          '<line x1="0" y1="20" x2="40" y2="20" stroke="k" '
                          'transform="rotate(90 20 20)"/>'), cols=20).lines
    assert dots(cell(out, 2, 5)) and dots(cell(out, 18, 5))  # the circle's sides
    assert all(dots(cell(out, 10, r)) for r in range(10))  # the line, now vertical


def test_texts_are_anchored_and_translated():
    out = render_text(svg('<g transform="translate(20 0)"><text x="0" y="22" '
                          'text-anchor="middle" font-size="4">abc</text></g>'
                          '<text x="40" y="6" text-anchor="end" font-size="4">end</text>'),
                      cols=20).lines
    assert out[5][9:12] == "abc"
    assert out[1].endswith("end") and len(out[1]) == 20


def test_colliding_labels_move_by_priority_and_never_overlap():
    body = ('<text x="20" y="22" text-anchor="middle" font-size="4">low</text>'
            '<text x="20" y="22" text-anchor="middle" font-size="4" '
            'data-text-priority="5">HIGH</text>')
    out = render_text(svg(body), cols=20)
    assert "HIGH" in out.lines[5] and "low" not in out.lines[5]
    assert any("low" in line for line in out.lines) and out.dropped == []


def test_a_label_with_no_room_is_reported():
    body = "".join(f'<text x="2" y="{y}" font-size="4">abcdefghij</text>' for y in range(2, 40))
    out = render_text(svg(body, box="0 0 40 8"), cols=10)
    assert out.dropped and all(t == "abcdefghij" for t in out.dropped)


def test_hints_label_skip_and_title():
    out = render_text(svg('<text x="0" y="6" font-size="4" data-text-label="A5">Atreides 5'
                          '<title>tooltip</title></text>'
                          '<g data-text-skip="1"><text x="0" y="30">hidden</text></g>'
                          '<text x="0" y="22" font-size="4">x<tspan>y</tspan>'
                          '<title>no</title></text>'), cols=20).lines
    text = "\n".join(out)
    assert "A5" in text and "hidden" not in text and "xy" in text and "no" not in text


def test_root_id_draws_one_part_in_place():
    body = ('<g id="a"><text x="0" y="6" font-size="4">one</text></g>'
            '<g id="b" transform="translate(0 16)"><text x="0" y="6" font-size="4">two</text></g>')
    out = render_text(svg(body), cols=20, root_id="b").lines
    assert "one" not in "\n".join(out) and out[5].startswith("two")


@pytest.mark.parametrize(("document", "fragment"), [
    ("<svg", "not a valid SVG"),
    ('<svg xmlns="http://www.w3.org/2000/svg"/>', "viewBox"),
    ('<html viewBox="0 0 1 1"/>', "root element"),
    (svg('<path d="M0 0 L x 3" stroke="k"/>'), "path d"),
    (svg('<rect width="ten" height="3" stroke="k"/>'), "width"),
    (svg('<g transform="spin(3)"/>'), "transform"),
])
def test_a_bad_document_is_refused_with_a_message(document, fragment):
    with pytest.raises(ValueError, match=fragment):
        render_text(document, cols=20)


def test_a_missing_root_id_is_named():
    with pytest.raises(ValueError, match="no element with id 'map'"):
        render_text(svg(""), cols=20, root_id="map")


coordinate = st.floats(-60, 100, allow_nan=False)


@settings(max_examples=150, deadline=None)
@given(shapes=st.lists(st.one_of(
    st.tuples(st.just("polygon"), st.lists(st.tuples(coordinate, coordinate), min_size=2,
                                           max_size=8)),
    st.tuples(st.just("circle"), st.tuples(coordinate, coordinate, st.floats(0, 50))),
    st.tuples(st.just("text"), st.tuples(coordinate, coordinate, st.text(min_size=1,
                                                                         max_size=30))),
), max_size=12), cols=st.integers(1, 50))
def test_any_drawing_renders_within_the_grid(shapes, cols):
    body = []
    for kind, data in shapes:
        if kind == "polygon":
            points = " ".join(f"{x},{y}" for x, y in data)
            body.append(f'<polygon points="{points}" stroke="k" data-text-fill="#"/>')
        elif kind == "circle":
            body.append(f'<circle cx="{data[0]}" cy="{data[1]}" r="{data[2]}" stroke="k"/>')
        else:
            text = "".join(c for c in data[2] if c.isalnum()) or "t"
            body.append(f'<text x="{data[0]}" y="{data[1]}" font-size="4">{text}</text>')
    out = render_text(svg("".join(body)), cols=cols)
    assert len(out.lines) == max(1, math.ceil(cols / 2))
    assert all(len(line) <= cols for line in out.lines)

"""The SVG-to-text rasteriser: strokes, fills, labels, transforms, hints and bad input.

Most tests use a 40x40 viewBox on a 20x10 grid, where one user unit is exactly one braille
dot (a cell is 2 dots wide and 4 tall), so expected dots can be written down by hand.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.render import SvgError, TextRender, render_text

# Braille dot (column, row) within a cell -> bit, per the Unicode braille block.
BRAILLE = {(0, 0): 0x01, (0, 1): 0x02, (0, 2): 0x04, (1, 0): 0x08,
           (1, 1): 0x10, (1, 2): 0x20, (0, 3): 0x40, (1, 3): 0x80}


def svg(body: str, view_box: str = "0 0 40 40", extra: str = "") -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{view_box}"{extra}>'
            f"{body}</svg>")


def render(body: str, **kwargs: object) -> TextRender:
    """A 20x10 grid over a 40x40 viewBox: 1 unit = 1 dot both ways."""
    kwargs.setdefault("cols", 20)
    return render_text(svg(body), **kwargs)  # type: ignore[arg-type]


def dots(lines: list[str]) -> set[tuple[int, int]]:
    """Every braille dot set in the output, as (x, y) on the dot grid."""
    found: set[tuple[int, int]] = set()
    for row, line in enumerate(lines):
        for col, char in enumerate(line):
            code = ord(char) - 0x2800
            if 0 < code <= 0xFF:
                for (dx, dy), bit in BRAILLE.items():
                    if code & bit:
                        found.add((2 * col + dx, 4 * row + dy))
    return found


def cells(lines: list[str], char: str) -> set[tuple[int, int]]:
    """(row, col) of every cell showing `char`."""
    return {(r, c) for r, line in enumerate(lines) for c, ch in enumerate(line) if ch == char}


def find(lines: list[str], text: str) -> tuple[int, int]:
    """(row, col) where `text` appears; fails if absent."""
    for row, line in enumerate(lines):
        col = line.find(text)
        if col >= 0:
            return row, col
    raise AssertionError(f"{text!r} not in:\n" + "\n".join(lines))


# --- grid shape ---------------------------------------------------------------------------


def test_rows_follow_the_viewbox_and_cell_aspect() -> None:
    assert len(render_text(svg("", "0 0 200 100"), 40).lines) == 10  # 40 * 100/200 / 2
    assert len(render_text(svg("", "0 0 200 100"), 40, cell_aspect=1.0).lines) == 20
    assert len(render_text(svg("", "0 0 200 100"), 40, 7).lines) == 7


def test_lines_have_no_trailing_spaces_and_str_joins_them() -> None:
    result = render('<line x1="0" y1="2" x2="9" y2="2" stroke="#000"/>')
    assert all(line == line.rstrip(" ") for line in result.lines)
    assert result.lines[0] == "⠤" * 5
    assert str(result) == "\n".join(result.lines)


# --- strokes ------------------------------------------------------------------------------


def rect_perimeter(x0: int, y0: int, x1: int, y1: int) -> set[tuple[int, int]]:
    return ({(x, y) for x in range(x0, x1 + 1) for y in (y0, y1)}
            | {(x, y) for y in range(y0, y1 + 1) for x in (x0, x1)})


def test_rect_outline_is_exactly_its_perimeter_dots() -> None:
    lines = render('<rect x="4" y="8" width="20" height="16" fill="none" stroke="red"/>').lines
    assert dots(lines) == rect_perimeter(4, 8, 24, 24)
    # top-left corner: cell (row 2, col 2) holds the left column of dots and the top-right dot
    assert lines[2][2] == chr(0x2800 + 0x01 + 0x02 + 0x04 + 0x40 + 0x08)  # ⡏
    # top-right corner at dot (24, 8): cell col 12, left column of dots
    assert lines[2][12] == chr(0x2800 + 0x01 + 0x02 + 0x04 + 0x40)  # ⡇


def test_outline_on_the_viewbox_edge_stays_visible() -> None:
    lines = render('<rect x="0" y="0" width="40" height="40" fill="none" stroke="#000"/>').lines
    assert dots(lines) == rect_perimeter(0, 0, 39, 39)


def test_half_circle_arc_puts_dots_on_the_upper_arc_only() -> None:
    lines = render('<path d="M10 20 A10 10 0 0 1 30 20" fill="none" stroke="#000"/>').lines
    found = dots(lines)
    assert (20, 10) in found or (19, 10) in found  # the top of the arc
    assert {(10, 20), (30, 20) if (30, 20) in found else (29, 20)} <= found
    for x, y in found:
        assert y <= 20
        assert abs(math.hypot(x + 0.5 - 20, y + 0.5 - 20) - 10) < 1.3


def test_sweep_flag_zero_takes_the_lower_arc() -> None:
    found = dots(render('<path d="M10 20 a10 10 0 0 0 20 0" fill="none" stroke="#000"/>').lines)
    assert max(y for _, y in found) == 30
    assert min(y for _, y in found) == 20


def test_arc_radius_too_small_is_scaled_up_to_reach_the_end() -> None:
    found = dots(render('<path d="M10 20 A1 1 0 0 1 30 20" fill="none" stroke="#000"/>').lines)
    assert min(y for _, y in found) == 10  # became the r=10 half circle


def test_circle_is_round_and_closed() -> None:
    found = dots(render('<circle cx="20" cy="20" r="12" fill="none" stroke="#000"/>').lines)
    distances = [math.hypot(x + 0.5 - 20, y + 0.5 - 20) for x, y in found]
    assert max(distances) - min(distances) < 2.2
    assert {(8, 20), (32, 20), (20, 8), (20, 32)} <= found  # the four extremes


def test_cubic_and_quadratic_curves_pass_through_their_ends_and_bulge() -> None:
    found = dots(render('<path d="M4 30 C4 4 36 4 36 30" fill="none" stroke="#000"/>').lines)
    assert {(4, 30), (36, 30)} <= found
    assert min(y for _, y in found) == 10  # the cubic's peak is at y = 30 - 0.75*26 = 10.5
    found = dots(render('<path d="M4 30 Q20 2 36 30" fill="none" stroke="#000"/>').lines)
    assert min(y for _, y in found) == 16  # the quadratic's peak is at y = 16


def test_path_commands_relative_and_implicit() -> None:
    lines = render('<path d="m4 8 h20 v16 H4 z" fill="none" stroke="#000"/>').lines
    assert dots(lines) == rect_perimeter(4, 8, 24, 24)
    lines = render('<path d="M4,8 24,8 24,24 4,24Z" fill="none" stroke="#000"/>').lines
    assert dots(lines) == rect_perimeter(4, 8, 24, 24)


def test_a_lone_moveto_draws_nothing() -> None:
    lines = render('<path d="M5 5 M10 10 Z M4 8 h20 v16 h-20 z" fill="none"'
                   ' stroke="#000"/>').lines
    assert dots(lines) == rect_perimeter(4, 8, 24, 24)


def test_arc_flags_may_run_into_the_next_number() -> None:
    packed = render('<path d="M10 20a10 10 0 0120 0" fill="none" stroke="#000"/>').lines
    spaced = render('<path d="M10 20 a10 10 0 0 1 20 0" fill="none" stroke="#000"/>').lines
    assert packed == spaced


def test_arcs_of_one_circle_share_their_dots() -> None:
    """Neighbouring territories bounded by the same circle must draw the same border."""
    whole = dots(render('<path d="M8 20 A12 12 0 0 1 32 20" fill="none" stroke="#000"/>').lines)
    halves = dots(render('<path d="M8 20 A12 12 0 0 1 20 8" fill="none" stroke="#000"/>'
                         '<path d="M32 20 A12 12 0 0 0 20 8" fill="none" stroke="#000"/>').lines)
    assert whole == halves


def test_rounded_rect_cuts_its_corners_and_ellipse_has_two_radii() -> None:
    found = dots(render('<rect x="4" y="8" width="20" height="16" rx="4" fill="none"'
                        ' stroke="#000"/>').lines)
    assert (4, 8) not in found
    assert {(14, 8), (4, 16), (24, 16), (14, 24)} <= found
    found = dots(render('<ellipse cx="20" cy="20" rx="16" ry="8" fill="none" stroke="#000"/>')
                 .lines)
    assert {x for x, _ in found} == set(range(4, 37))
    assert {y for _, y in found} == set(range(12, 29))


def test_percentages_are_of_the_viewbox() -> None:
    lines = render('<rect x="10%" y="20%" width="50%" height="40%" fill="none"'
                   ' stroke="#000"/>').lines
    assert dots(lines) == rect_perimeter(4, 8, 24, 24)


def test_huge_coordinates_do_not_crash() -> None:
    lines = render('<rect x="-1e308" y="-1e308" width="1e308" height="1e308"'
                   ' data-text-fill="#" stroke="#000"/>'
                   '<g transform="scale(1e300)"><circle r="1e9" stroke="#000"'
                   ' data-text-fill="%"/><text x="1e100">far</text>'
                   '<path d="M0 0 C1e9 0 0 1e9 -1e9 -1e9" stroke="#000"/></g>'
                   '<line x1="-1e308" y1="-1e308" x2="1e308" y2="1e308" stroke="#000"/>').lines
    assert len(lines) == 10


# --- fills --------------------------------------------------------------------------------


def test_hinted_fill_covers_interior_cells_only() -> None:
    lines = render('<polygon points="4,8 24,8 24,24 4,24" fill="#c84" data-text-fill="#"'
                   ' data-text-stroke="none"/>').lines
    # cell centres (2c+1, 4r+2) inside [4, 24) x [8, 24)
    assert cells(lines, "#") == {(r, c) for r in range(2, 6) for c in range(2, 12)}
    assert dots(lines) == set()


def test_hinted_fill_with_stroke_draws_outline_over_fill() -> None:
    lines = render('<rect x="4" y="8" width="20" height="16" fill="#c84" stroke="#000"'
                   ' data-text-fill="░"/>').lines
    assert dots(lines) == rect_perimeter(4, 8, 24, 24)
    assert (3, 5) in cells(lines, "░")
    assert (2, 2) not in cells(lines, "░")  # the corner cell shows the stroke instead


def test_unhinted_fill_shows_its_outline_and_no_interior() -> None:
    lines = render('<rect x="4" y="8" width="20" height="16" fill="#c84"/>').lines
    assert dots(lines) == rect_perimeter(4, 8, 24, 24)
    assert lines[4][6] == " "


def test_text_stroke_none_hides_an_unhinted_fill_entirely() -> None:
    lines = render('<rect x="4" y="8" width="20" height="16" fill="#c84" stroke="#000"'
                   ' data-text-stroke="none"/>').lines
    assert all(line == "" for line in lines)


def test_a_marker_smaller_than_a_cell_still_marks_its_cell() -> None:
    lines = render('<circle cx="13" cy="21" r="0.8" fill="#36c" data-text-fill="@"'
                   ' data-text-stroke="none"/>').lines
    assert cells(lines, "@") == {(5, 6)}


def test_fill_rule_even_odd_leaves_the_hole_and_nonzero_fills_it() -> None:
    rings = "M0 0 H40 V40 H0 Z M8 8 H32 V32 H8 Z"  # both rings clockwise
    hinted = 'fill="#000" data-text-fill="#" data-text-stroke="none"'
    nonzero = render(f'<path d="{rings}" {hinted}/>').lines
    even_odd = render(f'<path d="{rings}" fill-rule="evenodd" {hinted}/>').lines
    assert (5, 10) in cells(nonzero, "#")
    assert (5, 10) not in cells(even_odd, "#")
    assert (0, 0) in cells(even_odd, "#")


def test_later_fills_paint_over_earlier_ones() -> None:
    lines = render('<g data-text-stroke="none">'
                   '<rect width="40" height="40" data-text-fill="."/>'
                   '<rect x="20" width="20" height="40" data-text-fill="#"/></g>').lines
    assert lines[3] == "." * 10 + "#" * 10


def test_fill_none_ignores_the_fill_hint() -> None:
    lines = render('<rect width="40" height="40" fill="none" data-text-fill="#"/>').lines
    assert cells(lines, "#") == set()


def test_text_stroke_always_outlines_a_hinted_fill() -> None:
    lines = render('<rect x="4" y="8" width="20" height="16" data-text-fill="#"'
                   ' data-text-stroke="always"/>').lines
    assert dots(lines) == rect_perimeter(4, 8, 24, 24)
    assert (3, 5) in cells(lines, "#")


# --- labels -------------------------------------------------------------------------------


@pytest.mark.parametrize(("anchor", "col"), [("start", 10), ("middle", 9), ("end", 7)])
def test_text_anchor_positions_the_label(anchor: str, col: int) -> None:
    lines = render(f'<text x="20" y="20" dominant-baseline="middle" text-anchor="{anchor}">'
                   "ABC</text>").lines
    assert find(lines, "ABC") == (5, col)


def test_baseline_text_is_anchored_at_its_visual_middle() -> None:
    # font-size 8 at y=24: glyphs' middle at 24 - 0.35*8 = 21.2, in row 5 (dots 20..23)
    lines = render('<text x="4" y="24" font-size="8">Hi</text>').lines
    assert find(lines, "Hi") == (5, 2)


def test_middle_anchor_centres_the_label_in_a_wide_grid() -> None:
    result = render_text(svg('<text x="50" y="50" text-anchor="middle" '
                             'dominant-baseline="central">ARRAKEEN</text>', "0 0 100 100"), 60)
    row, col = find(result.lines, "ARRAKEEN")
    assert row == len(result.lines) // 2
    assert col + len("ARRAKEEN") / 2 == 30


def test_higher_priority_label_keeps_its_spot_and_the_other_moves() -> None:
    lines = render('<g dominant-baseline="middle" text-anchor="middle">'
                   '<text x="20" y="20">LOWER</text>'
                   '<text x="20" y="20" data-text-priority="3">UPPER</text></g>').lines
    upper, lower = find(lines, "UPPER"), find(lines, "LOWER")
    assert upper == (5, 8)
    assert lower != upper
    if lower[0] == upper[0]:  # same row: no overlap and at least one blank between
        assert abs(lower[1] - upper[1]) >= 6


def test_label_that_cannot_fit_is_dropped_highest_priority_kept() -> None:
    body = ('<text x="0" y="2" dominant-baseline="middle">AAAA</text>'
            '<text x="0" y="2" dominant-baseline="middle" data-text-priority="1">BBBB</text>')
    result = render_text(svg(body, "0 0 10 4"), 5, 1)
    assert result.lines == ["BBBB"]
    assert result.dropped == ["AAAA"]


def test_labels_on_one_row_keep_a_blank_between_them() -> None:
    body = ('<text x="0" y="2" dominant-baseline="middle">AA</text>'
            '<text x="4" y="2" dominant-baseline="middle">BB</text>')
    result = render_text(svg(body, "0 0 8 4"), 4, 1)  # "AABB" would touch; no room to move
    assert result.lines == ["AA"]
    assert result.dropped == ["BB"]
    result = render_text(svg(body, "0 0 10 4"), 5, 1)  # BB anchors at col 2, moves to col 3
    assert result.lines == ["AA BB"]
    assert result.dropped == []


def test_a_label_within_a_region_moves_inside_it_even_far_from_its_anchor() -> None:
    # The box covers columns 14-19 of rows 6-9; the label is anchored at the top left.
    body = ('<rect id="box" x="28" y="24" width="12" height="16" fill="#ccc"'
            ' data-text-stroke="none"/>'
            '<text x="2" y="2" dominant-baseline="middle" data-text-within="box">T12</text>')
    result = render(body)
    assert result.dropped == []
    (placed,) = result.placed
    assert placed.within == "box" and placed.row >= 6 and placed.col >= 14
    assert result.lines[placed.row][placed.col:placed.col + 3] == "T12"


def test_a_label_too_wide_for_its_region_is_dropped_not_drawn_outside() -> None:
    body = ('<rect id="slot" x="0" y="0" width="4" height="4" fill="#ccc"/>'
            '<text x="2" y="2" dominant-baseline="middle" data-text-within="slot">WIDE</text>')
    result = render(body)
    assert result.dropped == ["WIDE"]
    assert "WIDE" not in "".join(result.lines)


def test_a_region_inherited_from_a_group_applies_to_each_text() -> None:
    body = ('<g id="area"><rect x="20" y="0" width="20" height="40" fill="#ccc"/></g>'
            '<g data-text-within="#area"><text x="0" y="10">A1</text>'
            '<text x="0" y="30">B2</text></g>')
    result = render(body)
    assert [p.within for p in result.placed] == ["area", "area"]
    assert all(p.col >= 10 for p in result.placed)


def test_a_region_that_is_not_in_the_svg_is_an_error() -> None:
    with pytest.raises(SvgError, match=r"data-text-within.*not in the SVG"):
        render('<text x="2" y="2" data-text-within="nowhere">X</text>')


def test_labels_overwrite_strokes_and_are_clamped_into_the_grid() -> None:
    lines = render('<line x1="0" y1="21" x2="40" y2="21" stroke="#000"/>'
                   '<text x="38" y="21" dominant-baseline="middle">EDGE</text>').lines
    assert find(lines, "EDGE") == (5, 16)
    assert lines[5].startswith("⠒" * 16)


def test_tspans_concatenate_and_data_text_label_replaces_the_text() -> None:
    lines = render('<text x="2" y="10" dominant-baseline="middle">Great <tspan>Flat</tspan>'
                   "</text>"
                   '<text x="2" y="30" dominant-baseline="middle" data-text-label="GF">'
                   "Great Flat</text>").lines
    assert find(lines, "Great Flat") == (2, 1)
    assert find(lines, "GF") == (7, 1)
    assert sum(line.count("Great") for line in lines) == 1


def test_label_hints_inherit_from_groups() -> None:
    lines = render('<g data-text-label="X" dominant-baseline="middle">'
                   '<text x="20" y="20">long name</text></g>').lines
    assert find(lines, "X") == (5, 10)


# --- transforms ---------------------------------------------------------------------------


def test_translate_moves_a_shape_by_whole_dots() -> None:
    lines = render('<g transform="translate(6 4)"><rect x="4" y="8" width="20" height="16"'
                   ' fill="none" stroke="#000"/></g>').lines
    assert dots(lines) == rect_perimeter(10, 12, 30, 28)


def test_rotate_about_a_centre_turns_a_horizontal_line_vertical() -> None:
    lines = render('<line x1="10" y1="20.5" x2="30" y2="20.5" stroke="#000"'
                   ' transform="rotate(90 20.5 20.5)"/>').lines
    found = dots(lines)
    assert {x for x, _ in found} == {20}
    assert {y for _, y in found} == set(range(10, 31))


def test_transforms_compose_through_nesting_and_lists() -> None:
    nested = render('<g transform="translate(10 10)"><g transform="scale(2)">'
                    '<rect width="5" height="5" fill="none" stroke="#000"/></g></g>').lines
    listed = render('<rect width="5" height="5" fill="none" stroke="#000"'
                    ' transform="translate(10,10) scale(2)"/>').lines
    matrix = render('<rect width="5" height="5" fill="none" stroke="#000"'
                    ' transform="matrix(2 0 0 2 10 10)"/>').lines
    assert dots(nested) == dots(listed) == dots(matrix) == rect_perimeter(10, 10, 20, 20)


def test_viewbox_offset_and_letterboxing() -> None:
    # viewBox starting at (100, 100): the same picture as at the origin
    moved = render_text(svg('<rect x="104" y="108" width="20" height="16" fill="none"'
                            ' stroke="#000"/>', "100 100 40 40"), 20).lines
    assert dots(moved) == rect_perimeter(4, 8, 24, 24)
    # a square viewBox on a wide grid is centred horizontally (meet)
    wide = render_text(svg('<rect width="40" height="40" fill="none" stroke="#000"/>'), 40, 10)
    found = dots(wide.lines)
    assert min(x for x, _ in found) == 20
    assert max(x for x, _ in found) == 60


def test_rotated_text_is_labelled_horizontally_at_its_transformed_anchor() -> None:
    lines = render('<text x="0" y="0" dominant-baseline="middle" text-anchor="middle"'
                   ' transform="translate(20 20) rotate(-90)">NORTH</text>').lines
    assert find(lines, "NORTH") == (5, 8)


def test_preserve_aspect_ratio_none_stretches_and_slice_crops() -> None:
    body = '<rect width="40" height="40" fill="none" stroke="#000"/>'
    stretched = render_text(svg(body, extra=' preserveAspectRatio="none"'), 40, 10)
    assert dots(stretched.lines) == rect_perimeter(0, 0, 79, 39)
    sliced = render_text(svg(body, extra=' preserveAspectRatio="xMidYMin slice"'), 40, 10)
    # scaled to cover the width: the top edge and the sides show, the bottom is cropped away
    assert dots(sliced.lines) == ({(x, 0) for x in range(80)}
                                  | {(x, y) for x in (0, 79) for y in range(40)})


# --- visibility, hints, subtrees ----------------------------------------------------------


def test_text_skip_display_none_and_hidden_elements_draw_nothing() -> None:
    body = ('<g data-text-skip="1"><rect width="10" height="10" stroke="#000"/>'
            '<text x="2" y="2">gone</text></g>'
            '<rect width="10" height="10" stroke="#000" display="none"/>'
            '<rect width="10" height="10" stroke="#000" style="visibility: hidden"/>'
            '<g style="display:none"><circle r="5" cx="20" cy="20" stroke="#000"/></g>'
            '<defs><rect id="r" width="10" height="10" stroke="#000"/></defs>'
            "<title>t</title><desc>d</desc><style>rect { stroke: red }</style>")
    result = render(body)
    assert all(line == "" for line in result.lines)
    assert result.dropped == []


def test_a_visible_child_of_a_hidden_group_is_drawn() -> None:
    lines = render('<g visibility="hidden"><rect x="4" y="8" width="20" height="16"'
                   ' fill="none" stroke="#000" visibility="visible"/></g>').lines
    assert dots(lines) == rect_perimeter(4, 8, 24, 24)


def test_style_attribute_overrides_presentation_attributes() -> None:
    lines = render('<rect x="4" y="8" width="20" height="16" fill="#c84" data-text-fill="#"'
                   ' style="fill: none ; stroke:#000 !important"/>').lines
    assert cells(lines, "#") == set()
    assert dots(lines) == rect_perimeter(4, 8, 24, 24)


def test_fill_hint_inherits_and_can_be_switched_off() -> None:
    lines = render('<g data-text-fill="%" data-text-stroke="none">'
                   '<rect width="20" height="40"/>'
                   '<rect x="20" width="20" height="40" data-text-fill="none"/></g>').lines
    assert lines[0] == "%" * 10


def test_root_id_draws_only_that_subtree_in_place() -> None:
    body = ('<g transform="translate(2 0)"><g id="left"><rect x="2" y="8" width="10"'
            ' height="16" fill="none" stroke="#000"/><text x="2" y="36">L</text></g></g>'
            '<g id="right"><rect x="26" y="8" width="10" height="16" fill="none"'
            ' stroke="#000"/><text x="26" y="36">R</text></g>')
    whole = render(body).lines
    left = render(body, root_id="left").lines
    assert dots(left) == rect_perimeter(4, 8, 14, 24)
    assert dots(left) < dots(whole)
    assert "L" in "".join(left)
    assert "R" not in "".join(left)
    with pytest.raises(ValueError, match="no element with that id"):
        render(body, root_id="nowhere")


def test_use_draws_the_referenced_element_offset() -> None:
    lines = render('<defs><rect id="box" width="20" height="16" fill="none" stroke="#000"/>'
                   '</defs><use href="#box" x="4" y="8"/>').lines
    assert dots(lines) == rect_perimeter(4, 8, 24, 24)


def test_use_of_a_symbol_draws_its_children() -> None:
    lines = render('<symbol id="token"><circle cx="4" cy="4" r="3" fill="none" stroke="#000"/>'
                   '</symbol><use href="#token" x="10" y="10"/>'
                   '<use xlink:href="#token" x="20" y="20"'
                   ' xmlns:xlink="http://www.w3.org/1999/xlink"/>').lines
    found = dots(lines)
    assert (14, 11) in found
    assert (24, 21) in found
    assert (4, 1) not in found  # the symbol itself is not drawn in place


def test_hidden_text_makes_no_label() -> None:
    result = render('<text x="4" y="20" visibility="hidden">A</text>'
                    '<text x="4" y="30" data-text-skip="true">B</text>'
                    '<text x="4" y="10" data-text-label="">C</text>')
    assert all(line == "" for line in result.lines)
    assert result.dropped == []


def test_xml_declaration_namespaces_and_comments_are_fine() -> None:
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n<!-- board -->\n'
            '<svg:svg xmlns:svg="http://www.w3.org/2000/svg" viewBox="0 0 40 40">'
            '<svg:rect x="4" y="8" width="20" height="16" fill="none" stroke="#000"/>'
            "<!-- done --></svg:svg>")
    assert dots(render_text(text, 20).lines) == rect_perimeter(4, 8, 24, 24)


def test_same_svg_renders_the_same_text() -> None:
    body = "".join(f'<text x="{i * 3}" y="20" data-text-priority="{i % 3}">T{i}</text>'
                   for i in range(14))
    assert render(body) == render(body)


# --- malformed input ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("<svg viewBox='0 0 10 10'>", "not well-formed XML"),
        ("just text", "not well-formed XML"),
        ("<html/>", "not <svg>"),
        ("<svg/>", "no viewBox"),
        ("<svg viewBox='0 0 10'/>", "viewBox needs 4 numbers"),
        ("<svg viewBox='0 0 0 10'/>", "must be positive"),
        ("<svg viewBox='0 0 ten 10'/>", "viewBox"),
        (svg('<rect width="1O" height="5" stroke="#000"/>'), "width"),
        (svg('<circle r="nan" stroke="#000"/>'), "r"),
        (svg('<path id="p" d="M 0 0 L 5" stroke="#000"/>'), 'path id="p"'),
        (svg('<path d="L 5 5" stroke="#000"/>'), "must start with M"),
        (svg('<path d="M0 0 A5 5 0 2 1 9 9" stroke="#000"/>'), "arc flag"),
        (svg('<polygon points="1 2 3" stroke="#000"/>'), "odd number"),
        (svg('<rect width="5" height="5" stroke="#000" transform="spin(3)"/>'), "spin"),
        (svg('<rect width="5" height="5" stroke="#000" transform="rotate(1 2)"/>'), "rotate"),
        (svg('<rect width="5" height="5" data-text-fill="ab"/>'), "exactly one character"),
        (svg('<text data-text-priority="high">x</text>'), "data-text-priority"),
        (svg('<use href="#nothing"/>'), "#nothing"),
        (svg('<g id="a"><use href="#a"/></g>'), "cycle"),
        (svg("", extra=' preserveAspectRatio="middle"'), "preserveAspectRatio"),
        (svg("<g>" * 300 + "</g>" * 300), "nested more than"),
        (svg('<g transform="scale(1e300) scale(1e300)"/>'), "overflows"),
        (svg('<rect width="5" height="5" stroke="#000" data-text-stroke="maybe"/>'),
         "data-text-stroke"),
    ],
)
def test_malformed_svg_raises_a_specific_value_error(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        render_text(text, 20)


def test_bad_grid_sizes_raise_value_error() -> None:
    with pytest.raises(ValueError, match="cols"):
        render_text(svg(""), 0)
    with pytest.raises(ValueError, match="rows"):
        render_text(svg(""), 10, -1)
    with pytest.raises(ValueError, match="cell_aspect"):
        render_text(svg(""), 10, cell_aspect=0)
    with pytest.raises(SvgError):
        render_text(b"<svg/>", 10)  # type: ignore[arg-type]


# --- property -----------------------------------------------------------------------------

coordinate = st.floats(min_value=-20, max_value=120, allow_nan=False)
size = st.floats(min_value=10, max_value=150, allow_nan=False)


def _element(kind: str, numbers: list[float], text: str, priority: int) -> str:
    a, b, c, d, e, f = numbers
    if kind == "polygon":
        return (f'<polygon points="{a},{b} {c},{d} {e},{f}" fill="#123"'
                f' data-text-fill="+" stroke="#000"/>')
    if kind == "circle":
        return f'<circle cx="{a}" cy="{b}" r="{abs(c)}" fill="none" stroke="#000"/>'
    if kind == "arc":
        return (f'<path d="M{a} {b} A{c} {d} {e} 1 0 {e} {f}" fill="none" stroke="#000"'
                f' transform="rotate({f} {a} {b})"/>')
    return (f'<text x="{a}" y="{b}" text-anchor="{("start", "middle", "end")[priority % 3]}"'
            f' data-text-priority="{priority}">{text}</text>')


elements = st.builds(
    _element,
    st.sampled_from(["polygon", "circle", "arc", "text"]),
    st.lists(coordinate, min_size=6, max_size=6),
    st.text(alphabet="ABCDEFGHIJ xyz", min_size=0, max_size=30),
    st.integers(min_value=-2, max_value=5),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    body=st.lists(elements, max_size=12),
    cols=st.integers(min_value=1, max_value=50),
    rows=st.one_of(st.none(), st.integers(min_value=1, max_value=25)),
    width=size,
    height=size,
)
def test_random_scenes_never_crash_and_fill_the_grid_exactly(
    body: list[str], cols: int, rows: int | None, width: float, height: float
) -> None:
    text = svg("".join(body), f"0 0 {width} {height}")
    result = render_text(text, cols, rows)
    expected_rows = rows if rows is not None else max(1, round(height * cols / width / 2))
    assert abs(len(result.lines) - expected_rows) <= (0 if rows is not None else 1)
    assert all(len(line) <= cols for line in result.lines)
    assert all(not line.endswith(" ") for line in result.lines)
    assert render_text(text, cols, rows) == result

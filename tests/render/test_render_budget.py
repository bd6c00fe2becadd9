"""Hostile SVG: huge numbers, long blanks, exponential <use>, many curves, DTDs, and the
render budget that turns every excess into an `SvgError` naming the element.

No test here times anything: where speed is the point, the render gets a small time budget
and the test asserts that the budget was not what ended it (a slow parser would be stopped
by the budget's clock with a different message).
"""

from __future__ import annotations

import tracemalloc

import pytest

from engine.render import DEFAULT_BUDGET, Budget, SvgError, render_text


def svg(body: str, view_box: str = "0 0 40 40") -> str:
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{view_box}">{body}</svg>'


BOX = '<rect id="box" width="10" height="10" stroke="#000"/>'


# --- huge and tiny viewBoxes --------------------------------------------------------------


def test_viewbox_1e200_wide_renders_instead_of_overflowing() -> None:
    result = render_text(svg(BOX, "0 0 1e200 1"), 20, 10)
    assert len(result.lines) == 10


def test_viewbox_1e308_square_derives_rows_from_its_proportions() -> None:
    assert len(render_text(svg(BOX, "0 0 1e308 1e308"), 20).lines) == 10


@pytest.mark.parametrize("view_box", ["0 0 1e-300 1e10", "0 0 1 1e300"])
def test_viewbox_too_tall_to_derive_rows_is_an_svg_error_naming_the_viewbox(
    view_box: str,
) -> None:
    with pytest.raises(SvgError, match=r"viewBox.*pass rows"):
        render_text(svg("", view_box), 20)


def test_viewbox_that_cannot_map_onto_the_grid_is_an_svg_error() -> None:
    with pytest.raises(SvgError, match=r"viewBox.*too large or too small"):
        render_text(svg(BOX, "1e308 0 1e-300 1"), 20, 5)


@pytest.mark.parametrize("length", ["1e308in", "1e307cm", "1e308%"])
def test_a_length_past_the_float_range_in_user_units_is_refused(length: str) -> None:
    with pytest.raises(SvgError, match=f'<rect id="box"> width: .{length}. is not a finite'):
        render_text(svg(f'<rect id="box" width="{length}" height="1" stroke="#000"/>',
                        "0 0 1e300 1e300"), 20)


# --- one set of number rules ----------------------------------------------------------------

NOT_NUMBERS = ["nan", "inf", "-inf", "Infinity", "1_0", "1e999", "0x1", "1e", "--1"]


@pytest.mark.parametrize("value", NOT_NUMBERS)
@pytest.mark.parametrize(
    ("template", "where"),
    [
        ('<rect id="e" width="5" height="5" stroke="#000" opacity="{}"/>', "opacity"),
        ('<rect id="e" width="5" height="5" stroke="#000" fill-opacity="{}"/>', "fill-opacity"),
        ('<rect id="e" width="5" height="5" stroke="#000" style="stroke-opacity:{}"/>',
         "stroke-opacity"),
        ('<rect id="e" width="{}" height="5" stroke="#000"/>', "width"),
        ('<circle id="e" r="{}" stroke="#000"/>', "r"),
        ('<rect id="e" width="5" height="5" stroke="#000" stroke-width="{}"/>',
         "stroke-width"),
        ('<g id="e" transform="translate({} 1)"/>', "transform"),
        ('<polygon id="e" points="1 1 2 2 3 {}" stroke="#000"/>', "points"),
        ('<path id="e" d="M 0 0 L 1 {}" stroke="#000"/>', "d"),
        ('<text id="e" data-text-priority="{}">x</text>', "data-text-priority"),
        ('<text id="e" font-size="{}">x</text>', "font-size"),
    ],
)
def test_every_number_refuses_non_numbers_alike_and_names_its_element(
    template: str, where: str, value: str
) -> None:
    with pytest.raises(SvgError, match=f'<[a-z]+ id="e"> {where}'):
        render_text(svg(template.format(value)), 20)


@pytest.mark.parametrize("value", ["5e-1", "50%", ".5", "+0.5", "1E0", "2"])
def test_opacity_takes_exponents_signs_and_percentages_as_other_numbers_do(value: str) -> None:
    shown = render_text(svg(f'<rect width="6" height="6" stroke="#000" opacity="{value}"/>'),
                        20)
    assert "".join(shown.lines).strip()


@pytest.mark.parametrize("value", ["0", "0%", "-1e3", "-0"])
def test_zero_or_negative_opacity_hides_the_shape(value: str) -> None:
    hidden = render_text(svg(f'<rect width="6" height="6" stroke="#000" opacity="{value}"/>'),
                         20)
    assert not "".join(hidden.lines).strip()


@pytest.mark.parametrize(
    ("body", "where"),
    [
        ('<g id="bad" transform="spin(3)"/>', '<g id="bad"> transform'),
        ('<g id="bad" data-text-skip="maybe"/>', '<g id="bad"> data-text-skip'),
        ('<rect id="bad" width="5" height="5" data-text-fill="ab"/>',
         '<rect id="bad"> data-text-fill'),
        ('<rect id="bad" width="5" height="5" stroke="#000" data-text-stroke="maybe"/>',
         '<rect id="bad"> data-text-stroke'),
        ('<rect id="bad" width="5" height="5" stroke="#000" stroke-width="thick"/>',
         '<rect id="bad"> stroke-width'),
        ('<text id="bad" font-size="huge">x</text>', '<text id="bad"> font-size'),
        (BOX + '<use id="bad" href="#box" x="left"/>', '<use id="bad"> x'),
        ('<use id="bad" href="#nowhere"/>', '<use id="bad"> href'),
    ],
)
def test_every_error_names_its_element(body: str, where: str) -> None:
    with pytest.raises(SvgError, match=where):
        render_text(svg(body), 20)


# --- long runs of blanks ------------------------------------------------------------------

BLANKS = " " * 400_000
QUICK = Budget(seconds=1.0)


def test_blanks_before_junk_in_a_length_are_refused_within_a_one_second_budget() -> None:
    body = f'<rect id="r" width="1{BLANKS}x" height="1"/>' + BOX
    with pytest.raises(SvgError, match=r'<rect id="r"> width: .* is not a length'):
        render_text(svg(body), 20, budget=QUICK)


def test_blanks_in_a_style_declaration_render_within_a_one_second_budget() -> None:
    body = (f'<rect width="4" height="4" style="stroke:#000{BLANKS}!x"/>' + BOX * 3)
    assert render_text(svg(body), 20, budget=QUICK).lines


def test_important_is_dropped_from_a_style_value() -> None:
    body = '<rect width="20" height="20" style="data-text-fill: # ! IMPORTANT"/>'
    assert "#" in "".join(render_text(svg(body), 20).lines)


# --- <use> copies -------------------------------------------------------------------------


def use_tree(levels: int, fan: int) -> str:
    """A <use> of a group of `fan` <use>s of a group of ... of one rect: fan**levels copies."""
    defs = ['<rect id="l0" width="1" height="1" stroke="#000"/>']
    for k in range(1, levels + 1):
        defs.append(f'<g id="l{k}">' + f'<use href="#l{k - 1}"/>' * fan + "</g>")
    return svg("<defs>" + "".join(defs) + f'</defs><use id="top" href="#l{levels}"/>')


def test_exponential_use_copies_are_refused_before_drawing() -> None:
    document = use_tree(levels=15, fan=10)  # 10**15 copies from a 3 KB file
    assert len(document) < 3_000
    with pytest.raises(SvgError, match="<use> href '#l3': over the render budget: expands to"
                                       " more than 1000 <use> copies"):
        render_text(document, 20)


def test_use_copies_are_counted_with_the_copies_inside_copies() -> None:
    usage = render_text(use_tree(levels=2, fan=10), 20).usage
    assert usage.uses == 1 + 10 * (1 + 10)
    assert usage.elements == 1 + 1 + (1 + (1 + 10 * (1 + (1 + 10 * (1 + 1)))))


def test_a_use_tree_within_a_raised_budget_renders() -> None:
    big = Budget(uses=2_000, elements=4_000)
    assert render_text(use_tree(levels=3, fan=10), 20, budget=big).usage.uses == 1_111


def use_chain(length: int, cycle: bool = False) -> str:
    """A <use> of a <use> of ... `length` references deep, ending at a rect (or at the top)."""
    end = "u0" if cycle else "r"
    links = [f'<use id="u{k}" href="#u{k + 1}"/>' for k in range(length - 1)]
    links.append(f'<use id="u{length - 1}" href="#{end}"/>')
    return svg('<defs><rect id="r" width="3" height="3" stroke="#000"/>' + "".join(links)
               + '</defs><use href="#u0"/>')


@pytest.mark.parametrize("length", [17, 60])
def test_an_acyclic_use_chain_deeper_than_sixteen_renders(length: int) -> None:
    usage = render_text(use_chain(length), 20).usage
    assert usage.uses == length + 1


@pytest.mark.parametrize("length", [1, 17, 60])
def test_a_use_cycle_is_refused_as_a_cycle(length: int) -> None:
    with pytest.raises(SvgError, match="a reference cycle"):
        render_text(use_chain(length, cycle=True), 20)


@pytest.mark.parametrize(("length", "budget", "refusal"), [
    (150, Budget(uses=100), "over the render budget: expands to more than 100 <use> copies"),
    (1_500, DEFAULT_BUDGET, "nested more than 200 deep"),
])
def test_a_long_use_chain_is_bounded_by_the_copy_budget_and_the_nesting_depth(
        length: int, budget: Budget, refusal: str) -> None:
    with pytest.raises(SvgError, match=refusal):
        render_text(use_chain(length), 20, budget=budget)


# --- points, raster work, time --------------------------------------------------------------


def circles(count: int, radius: float) -> str:
    return svg("".join(f'<circle id="c{i}" cx="{i % 40}" cy="20" r="{radius}" stroke="#000"/>'
                       for i in range(count)))


def test_many_large_circles_run_out_of_path_points_at_a_named_circle() -> None:
    with pytest.raises(SvgError, match=r'<circle id="c\d+">: over the render budget: .*'
                                       f"{DEFAULT_BUDGET.points} path points"):
        render_text(circles(100, 1e6), 20)


def test_shapes_are_painted_as_read_so_memory_holds_one_shape_at_a_time() -> None:
    one = render_text(circles(1, 1e6), 20).usage.points  # a few thousand points
    document = circles(4, 1e6)
    tracemalloc.start()
    try:
        result = render_text(document, 20)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert result.usage.points == 4 * one
    assert peak < 1_200_000  # holding all four circles' points at once takes about 2 MB


def test_long_strokes_on_a_large_grid_run_out_of_raster_work() -> None:
    lines = " ".join("M0 0 L40 40 M40 0 L0 40" for _ in range(700))  # 800 dots each
    with pytest.raises(SvgError, match=r'<path id="x">: over the render budget: .*raster'):
        render_text(svg(f'<path id="x" d="{lines}" stroke="#000"/>'), 400)


def test_repeated_full_grid_fills_run_out_of_raster_work() -> None:
    rect = '<rect id="f" width="40" height="40" data-text-fill="#"/>'
    with pytest.raises(SvgError, match=r'<rect id="f">: over the render budget: .*raster'):
        render_text(svg(rect * 1_000), 400)


def test_the_time_budget_stops_the_walk_at_an_element() -> None:
    with pytest.raises(SvgError, match=r"<svg>: over the render budget: .*longer than 0.0 s"):
        render_text(svg(BOX), 20, budget=Budget(seconds=0.0))


def test_a_document_longer_than_the_budget_is_refused_unread() -> None:
    with pytest.raises(SvgError, match="the SVG text: over the render budget: 66 characters"):
        render_text(svg(""), 20, budget=Budget(chars=60))


def test_usage_reports_what_a_render_spent() -> None:
    usage = render_text(svg(BOX + '<text x="5" y="5">hi</text>'), 20).usage
    assert (usage.elements, usage.uses, usage.points) == (3, 0, 4)
    assert 0 < usage.raster <= DEFAULT_BUDGET.raster


# --- document type declarations -------------------------------------------------------------


def test_a_doctype_is_refused_even_without_entities() -> None:
    document = '<?xml version="1.0"?><!DOCTYPE svg>' + svg(BOX)
    with pytest.raises(SvgError, match="<!DOCTYPE at offset 21: document type declarations"):
        render_text(document, 20)


def test_an_internal_entity_is_refused_not_expanded() -> None:
    document = '<!DOCTYPE svg [<!ENTITY e "secret">]>' + svg("<text>&e;</text>")
    with pytest.raises(SvgError, match="document type declarations and entities"):
        render_text(document, 20)


def test_entity_amplification_is_refused_whatever_the_xml_parser_allows() -> None:
    entities = '<!ENTITY a "aaaaaaaaaa">' + "".join(
        f'<!ENTITY {chr(98 + i)} "' + f"&{chr(97 + i)};" * 10 + '">' for i in range(8))
    document = f"<!DOCTYPE svg [{entities}]>" + svg("<text>&i;</text>")
    with pytest.raises(SvgError, match="document type declarations and entities"):
        render_text(document, 20)


# --- numbers near the float limit -----------------------------------------------------------


@pytest.mark.parametrize(
    "d",
    [
        "M-1e308 -1e308 A 1e308 1e308 0 0 1 1e308 1e308",
        "M-1e308 -1e308 A 1e308 1e308 45 1 0 1e308 1e308",
        "M-1e308 1e308 a 1 1 0 0 1 1.7e308 -1.7e308",
    ],
)
def test_an_arc_whose_centre_overflows_is_drawn_as_its_chord(d: str) -> None:
    result = render_text(svg(f'<path d="{d}" stroke="#000"/>'), 20)
    assert result.usage.points == 2
    assert "".join(result.lines).strip()  # the chord crosses the grid diagonally

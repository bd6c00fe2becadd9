"""The compact text map puts every territory name, token count and spice count inside (or on
the border of) its own territory's cells, so a label never reads as belonging to a neighbour."""

from __future__ import annotations

import random

import pytest

from engine.boards.arrakis.drawing import board_svg, region_id
from engine.boards.arrakis.names import ABBREVIATIONS
from engine.render import render_text
from engine.render.svg_parse import parse_document
from engine.render.text import DEFAULT_BUDGET, derived_rows, device_matrix
from engine.rulesets.classic.data import TERRITORIES
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.view.picture import board_scene
from engine.rulesets.classic.view.scene import scene
from tests.golden import crowded, opening

from .board_geometry import random_board, territories_at

SAMPLES = 5
"""Points per cell side at which a cell is tested against its territory."""


def _cell_territories(svg: str, cols: int) -> dict[tuple[int, int], set[str]]:
    """Each cell's territories: those holding one of its sample points, or a border
    within a fifth of a cell of one."""
    box = parse_document(svg, DEFAULT_BUDGET).viewbox
    rows = derived_rows(box, cols, 2.0)
    device = device_matrix(box, cols, rows, 2.0)
    slack = 2 / device.a / 5
    cells = {}
    for row in range(rows):
        for col in range(cols):
            found: set[str] = set()
            for i in range(SAMPLES):
                for j in range(SAMPLES):
                    dot_x = 2 * col + 2 * i / (SAMPLES - 1)
                    dot_y = 4 * row + 4 * j / (SAMPLES - 1)
                    found |= territories_at((dot_x - device.e) / device.a,
                                            (dot_y - device.f) / device.d, slack)
            cells[row, col] = found
    return cells


def _misplaced(state, cols: int) -> list[str]:
    board = scene(state)
    svg = board_svg(board_scene(board), legend=False)
    picture = render_text(svg, cols)
    owner = {region_id(t): t for t in TERRITORIES}
    cells = _cell_territories(svg, cols)
    within = [p for p in picture.placed if p.within is not None]
    expected = len(TERRITORIES) + sum(len(s.forces) + bool(s.spice) for s in board.sections)
    assert len(within) + len(picture.dropped) == expected  # every name and count is checked
    return [f"{p.text} at row {p.row}, col {p.col} is not in {owner[p.within]}"
            for p in within
            for col in range(p.col, p.col + len(p.text))
            if owner[p.within] not in cells[p.row, col]]


def test_in_the_crowded_board_a1_sits_in_imperial_basin_not_beside_arsunt():
    assert _misplaced(crowded(), 64) == []


@pytest.mark.parametrize("seed", range(12))
def test_every_label_of_a_random_board_lands_in_its_own_territory(seed):
    rng = random.Random(seed)
    for cols in (64, 48, 36):
        assert _misplaced(random_board(rng), cols) == []


def test_the_detailed_board_spells_out_every_abbreviation_the_maps_use():
    text = "\n".join(RULESET.board(crowded(), detail=True).messages)
    for name, short in ABBREVIATIONS.items():
        assert f"{short} {name}" in text


def test_the_compact_board_spells_out_the_names_of_occupied_territories_when_they_fit():
    (text,) = RULESET.board(opening()).messages
    assert "ARR Arrakeen; CAR Carthag; PS Polar Sink; TAB Sietch Tabr; TUE Tuek's Sietch" \
        in text
    assert len(text) <= 2000

"""The polar map's layout tells the truth about the board (engine/boards/arrakis/layout.py)."""

from __future__ import annotations

import itertools

import pytest

from engine.boards.arrakis.layout import POLAR_RADIUS, SECTOR_LAYOUT, Box
from engine.boards.arrakis.names import ABBREVIATIONS
from engine.boards.arrakis.sections import SECTION_NEIGHBOURS
from engine.boards.arrakis.territories import POLAR_SINK, TERRITORIES

EPS = 1e-9


def test_every_section_is_drawn_once_and_nothing_else():
    drawn = {(t, s) for s, boxes in SECTOR_LAYOUT.items() for t in boxes}
    real = {(t, s) for t, s in SECTION_NEIGHBOURS if t != POLAR_SINK}
    assert drawn == real


def test_every_territory_has_a_short_name():
    assert set(ABBREVIATIONS) == set(TERRITORIES)
    assert len(set(ABBREVIATIONS.values())) == len(ABBREVIATIONS)


@pytest.mark.parametrize("sector", sorted(SECTOR_LAYOUT))
def test_the_sections_of_a_sector_tile_its_ring(sector):
    boxes = [b for bs in SECTOR_LAYOUT[sector].values() for b in bs]
    area = sum((b.r1 - b.r0) * (b.a1 - b.a0) for b in boxes)
    assert area == pytest.approx(1.0 - POLAR_RADIUS)
    for a, b in itertools.combinations(boxes, 2):
        assert _overlap(a, b) < EPS, (a, b)


@pytest.mark.parametrize("sector", sorted(SECTOR_LAYOUT))
def test_sections_drawn_side_by_side_are_neighbours(sector):
    """Two sections sharing an edge in the drawing border each other on the board."""
    boxes = [(t, b) for t, bs in SECTOR_LAYOUT[sector].items() for b in bs]
    for (t1, b1), (t2, b2) in itertools.combinations(boxes, 2):
        if t1 != t2 and _touch(b1, b2):
            assert (t2, sector) in _neighbours(t1, sector), (t1, t2, sector)


def test_the_inner_ring_borders_the_polar_sink():
    for sector, boxes in SECTOR_LAYOUT.items():
        for territory, box in ((t, b) for t, bs in boxes.items() for b in bs):
            if box.r0 == POLAR_RADIUS:
                assert (POLAR_SINK, 0) in _neighbours(territory, sector), (territory, sector)


def _neighbours(territory: str, sector: int) -> set[tuple[str, int]]:
    key = (territory, sector) if (territory, sector) in SECTION_NEIGHBOURS else (territory, 0)
    return set(SECTION_NEIGHBOURS[key])


def _overlap(a: Box, b: Box) -> float:
    return max(0.0, min(a.r1, b.r1) - max(a.r0, b.r0)) * max(0.0, min(a.a1, b.a1) - max(a.a0, b.a0))


def _touch(a: Box, b: Box) -> bool:
    radial = max(0.0, min(a.a1, b.a1) - max(a.a0, b.a0)) > EPS and (
        abs(a.r1 - b.r0) < EPS or abs(b.r1 - a.r0) < EPS)
    angular = max(0.0, min(a.r1, b.r1) - max(a.r0, b.r0)) > EPS and (
        abs(a.a1 - b.a0) < EPS or abs(b.a1 - a.a0) < EPS)
    return radial or angular

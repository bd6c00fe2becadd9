"""The faction colours stay apart for colour-blind players: every pair differs clearly
(CIEDE2000) to normal eyes and as protanopes, deuteranopes and tritanopes see them."""

from __future__ import annotations

import itertools

import pytest

from engine.boards.arrakis.scene import ink_on
from engine.rulesets.classic.view.picture import FACTION_COLOURS

from .colour_vision import ciede2000, difference

RED_GREEN_MIN = 25.0
"""Least CIEDE2000 difference between two factions for normal, protan and deutan vision
(the old Emperor vermilion and Fremen orange were 12.5 apart to a deuteranope)."""

TRITAN_MIN = 20.0


def test_the_colour_difference_matches_the_published_test_pair():
    # Sharma, Wu and Dalal (2005), table 1, pair 1: 2.0425
    assert ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)


@pytest.mark.parametrize("vision", ["normal", "protanopia", "deuteranopia"])
def test_every_two_faction_colours_differ_for_red_green_colour_blindness(vision):
    for (f1, c1), (f2, c2) in itertools.combinations(FACTION_COLOURS.items(), 2):
        assert difference(c1, c2, vision) >= RED_GREEN_MIN, (f1, f2, vision)


def test_every_two_faction_colours_differ_for_tritanopia():
    for (f1, c1), (f2, c2) in itertools.combinations(FACTION_COLOURS.items(), 2):
        assert difference(c1, c2, "tritanopia") >= TRITAN_MIN, (f1, f2)


def test_the_emperor_and_the_fremen_no_longer_look_alike():
    emperor, fremen = (FACTION_COLOURS[f] for f in FACTION_COLOURS
                       if f.value in ("emperor", "fremen"))
    assert difference(emperor, fremen, "deuteranopia") >= RED_GREEN_MIN


def test_the_letter_on_a_token_contrasts_with_its_colour():
    for colour in FACTION_COLOURS.values():
        assert difference(colour, ink_on(colour), "normal") >= 40

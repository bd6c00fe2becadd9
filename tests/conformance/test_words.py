"""Every word a game says comes from the catalogue: random games of every ruleset read in
the pseudo-language (each catalogue word marked) show no word outside the marks on any
surface (events, prompts, DM offers and forms, status, sheets, result, the board's SVG and
text map, refusals); players' names and quoted commands excepted."""

from __future__ import annotations

import pytest

from engine.rulesets.catalog import RULESETS
from tests.scale import scale
from tests.words_check import findings


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_a_game_says_no_word_outside_the_catalogue(name):
    found = findings(name, games=scale(2, 20), every=scale(15, 5))
    report = "\n".join(f"[{f.surface}] {f.word}: {f.text!r}" for f in found[:40])
    assert not found, f"{len(found)} word(s) outside the catalogue:\n{report}"

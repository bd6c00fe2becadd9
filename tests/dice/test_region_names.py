"""Region names as players type them at the table and by `/do`: whole, the beginnings of
their words, or a small typo away, never a silent pick between two regions."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.core import RuleError
from engine.core.words import say
from engine.rulesets.dice.data import DEFAULT_MAP
from engine.rulesets.dice.regions import region_named


@pytest.mark.parametrize(("typed", "region"), [
    ("Great Flat", "Great Flat"),
    ("great-flat", "Great Flat"),
    ("cielago", "Cielago Plain"),
    ("tabr", "Sietch Tabr"),
    ("tueks sietch", "Tuek's Sietch"),
    ("broken lands", "Broken Land"),
    ("arrakin", "Arrakeen"),
])
def test_a_region_is_read_whole_by_its_words_or_a_small_typo_away(typed, region):
    assert region_named(DEFAULT_MAP, typed) == region


def test_a_word_that_fits_several_regions_is_refused_naming_them():
    with pytest.raises(RuleError) as refused:
        region_named(DEFAULT_MAP, "sietch")
    assert say(refused.value.message) == ("`sietch` could be Habbanya Sietch, Sietch Tabr or "
                                  "Tuek's Sietch.")


def test_a_name_of_no_region_is_refused_listing_the_regions():
    with pytest.raises(RuleError) as refused:
        region_named(DEFAULT_MAP, "caladan")
    assert "not a region of this map" in refused.value.text
    assert "Great Flat" in say(refused.value.hint)


def test_a_typo_near_many_regions_names_only_the_three_nearest():
    # a moderator's map (MATERIEL: the map_file option) may hold many like names; the
    # refusal stays one short line, naming the three nearest for the player to choose from
    world = SimpleNamespace(names=("Red Basin", "Red Basil", "Red Basis", "Red Basic",
                                   "Red Bason"))
    with pytest.raises(RuleError) as refused:
        region_named(world, "rd basin")
    assert say(refused.value.message) == "`rd basin` could be Red Basin, Red Bason or Red Basis."

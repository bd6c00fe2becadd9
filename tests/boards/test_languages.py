"""The board of Arrakis in every language: each territory's name and the abbreviation the
map prints for it come from the catalogue (engine/boards/arrakis/locales), every language's
names are accepted wherever a territory is typed, and a map in any language keeps each
name inside its own territory."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from engine.boards.arrakis.drawing import board_svg
from engine.boards.arrakis.names import (
    ABBREVIATIONS,
    WHOLE_ONLY,
    short_names,
    territory_aliases,
    territory_name,
)
from engine.boards.arrakis.placement import (
    _inside,
    layout,
    name_rect,
    name_sections,
    name_width,
)
from engine.boards.arrakis.scene import BoardScene, Legend
from engine.boards.arrakis.territories import POLAR_SINK, TERRITORIES
from engine.core.names import resolve_name
from engine.core.words import CATALOGUE, LANGUAGES, T, term

NS = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_territory_has_a_name_and_a_unique_abbreviation(language):
    for name in TERRITORIES:
        assert CATALOGUE.has(term("territory", name).id, language)
        assert CATALOGUE.gender(term("territory", name).id, language) in ("m", "f", "pl")
    shorts = short_names(language)
    assert set(shorts) == set(TERRITORIES)
    assert len(set(shorts.values())) == len(shorts)


def test_english_names_and_abbreviations_are_the_printed_ones():
    assert all(territory_name(t, "en") == t for t in TERRITORIES)
    assert short_names("en") == ABBREVIATIONS


@pytest.mark.parametrize(("language", "territory", "name"), [
    ("it", "Polar Sink", "Pozzo Polare"),
    ("it", "Shield Wall", "Muro Scudo"),
    ("fr", "The Great Flat", "Grande Plaine"),
    ("fr", "Tuek's Sietch", "Sietch de Tuek"),
    ("pl", "Carthag", "Kartagin"),
    ("pl", "Tuek's Sietch", "Sicz Tueka"),
])
def test_rulebook_names(language, territory, name):
    assert territory_name(territory, language) == name


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_languages_name_is_accepted(language):
    aliases = territory_aliases()
    for territory in TERRITORIES:
        typed = territory_name(territory, language)
        assert resolve_name(typed, TERRITORIES, "territory", aliases=aliases,
                            whole_only=WHOLE_ONLY) == territory
        short = short_names(language)[territory]
        assert resolve_name(short, TERRITORIES, "territory", aliases=aliases,
                            whole_only=WHOLE_ONLY) == territory


def _outside(shorts: dict[str, str]) -> dict[str, float]:
    """The names the map's layout does not fit wholly inside their section (a few English
    ones spill a little over a section's side), with their widths."""
    placed, sections = layout({}, shorts), name_sections()
    return {t: name_width(shorts[t]) for t, at in placed.names.items()
            if not _inside(t, 0 if t == POLAR_SINK else sections[t][0],
                           name_rect(shorts[t], *at))}


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_name_on_the_map_fits_as_the_english_ones_do(language):
    english, other = _outside(ABBREVIATIONS), _outside(short_names(language))
    assert set(other) <= set(english)
    assert all(width <= english[t] for t, width in other.items())


def _scene() -> BoardScene:
    return BoardScene(title="t", headline=T("board-storm", sector=3), options="", storm=3,
                      strongholds=(), marks=(), sections=(), legend=Legend())


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_drawing_is_in_the_language(language):
    root = ET.fromstring(board_svg(_scene(), language=language))
    words = "\n".join(t.text or "" for t in root.iter() if t.tag in (f"{NS}text", f"{NS}title"))
    assert territory_name("Polar Sink", language) in words
    assert short_names(language)["Imperial Basin"] in words
    assert CATALOGUE.say(T("board-storm", sector=3), language) in words


def test_no_catalogue_name_changes_what_an_english_name_means():
    # Only an input unknown before may gain a meaning: one that named a territory names the
    # same one, one that was ambiguous lists the same candidates.
    from tests.classic.test_italian_names import english_inputs, outcome

    english, every = territory_aliases(catalogue=False), territory_aliases()
    changed = []
    for text in english_inputs():
        before = outcome(text, english)
        if isinstance(before, tuple) and before[1].startswith("No territory called"):
            continue
        after = outcome(text, every, WHOLE_ONLY)
        if after != before:
            changed.append((text, before, after))
    assert changed == []

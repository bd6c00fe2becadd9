"""Classic's game words: every faction, leader and card has its term in all four
languages, as printed in English, and a gender where a language agrees with it."""

from __future__ import annotations

import pytest

from engine.core.words import LANGUAGES, say, term
from engine.core.words.catalogue import CATALOGUE
from engine.rulesets.classic.data import LEADERS, SPICE_DECK, TREACHERY_CARDS, Faction

WORDS = (
    [("classic-faction", f.title) for f in Faction]
    + [("classic-leader", name) for name in LEADERS]
    + [("classic-card", name) for name in {*TREACHERY_CARDS, *SPICE_DECK}]
)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_game_word_has_its_term(language):
    bundle = CATALOGUE.bundle(language)
    missing = [term(kind, name).id for kind, name in WORDS
               if not bundle.has_message(term(kind, name).id)]
    assert not missing


def test_the_english_term_is_the_printed_name():
    assert [say(term(kind, name)) for kind, name in WORDS] == [name for _, name in WORDS]


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_every_game_word_has_a_gender(language):
    missing = [term(kind, name).id for kind, name in WORDS
               if CATALOGUE.gender(term(kind, name).id, language) not in {"m", "f", "pl"}]
    assert not missing


def test_italian_words_follow_the_rulebook():
    assert say(term("classic-faction", "Spacing Guild"), "it") == "Gilda Spaziale"
    assert say(term("classic-card", "Family Atomics"), "it") == "Atomiche di famiglia"
    assert say(term("classic-card", "Cheap Hero"), "it") == "Eroe conveniente"


def test_every_languages_name_is_read():
    from engine.rulesets.classic.data import resolve_card, resolve_faction, resolve_leader

    for language in LANGUAGES:
        for name in TREACHERY_CARDS:
            assert resolve_card(say(term("classic-card", name), language)) == name
        for name in LEADERS:
            assert resolve_leader(say(term("classic-leader", name), language)) == name
        for f in Faction:
            assert resolve_faction(say(term("classic-faction", f.title), language)) == f
    assert resolve_card("pistola laser") == "Lasgun"
    assert resolve_leader("hrabia") == "Count Fenring"
    assert resolve_faction("gilda") == Faction.GUILD


def test_a_foreign_name_changes_no_english_prefix():
    from engine.rulesets.classic.data import resolve_card

    assert resolve_card("pistol") == "Maula Pistol"
    assert resolve_card("cheap heroi") == "Cheap Heroine"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_option_and_preset_is_described(language):
    from engine.core.options import CoreOptions
    from engine.rulesets.classic.model.options import ClassicOptions, option_words
    from engine.rulesets.classic.model.presets import PRESETS, preset_words

    bundle = CATALOGUE.bundle(language)
    ids = [option_words(n).id for n in ClassicOptions.model_fields
           if n not in CoreOptions.model_fields] + [preset_words(n).id for n in PRESETS]
    assert [i for i in ids if not bundle.has_message(i)] == []
    assert say(option_words("max_turns")) == ClassicOptions.model_fields["max_turns"].description


def test_the_english_descriptions_repeat_the_models_words():
    from engine.core.options import CoreOptions
    from engine.rulesets.classic.model.options import ClassicOptions, option_words
    from engine.rulesets.classic.model.presets import _ENGLISH, preset_words

    for name, field in ClassicOptions.model_fields.items():
        if name not in CoreOptions.model_fields:
            assert say(option_words(name)) == field.description
    for name, words in _ENGLISH.items():
        assert say(preset_words(name)) == words

"""Diuna's game words in the catalogue: every faction, leader and card in all four
languages, the rulebook's headings the same (Polish) in each, and a name typed in any
language read as the word it names."""

from __future__ import annotations

import pytest

from engine.core.words import CATALOGUE, LANGUAGES, say
from engine.rulesets.diuna import words
from engine.rulesets.diuna.data import DEFAULT_CARDS, Faction
from engine.rulesets.diuna.setup import resolve_faction
from engine.rulesets.diuna.spellings import resolve_name
from engine.rulesets.diuna.state import Phase

LEADERS = [leader.name for leader in DEFAULT_CARDS.leaders]
CARDS = sorted({card.name for card in (*DEFAULT_CARDS.battle, *DEFAULT_CARDS.market)})


@pytest.mark.parametrize("word", [
    *(words.faction_word(f) for f in Faction),
    *(words.leader_word(n) for n in LEADERS),
    *(words.card_word(n) for n in CARDS),
    *(words.phase_word(p) for p in Phase),
], ids=lambda w: w.id)
def test_every_game_word_is_in_every_language(word):
    assert set(CATALOGUE.names(word.id)) == set(LANGUAGES)


def test_the_rulebooks_headings_are_polish_in_every_language():
    heading = words.rule("faza-burzy")
    assert {say(heading, lang) for lang in LANGUAGES} == {"Faza burzy"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_leaders_and_cards_are_read_in_every_language(lang):
    for name in LEADERS:
        typed = CATALOGUE.names(words.leader_word(name).id)[lang]
        assert resolve_name(typed, LEADERS, "leader") == name
    for name in CARDS:
        typed = CATALOGUE.names(words.card_word(name).id)[lang]
        assert resolve_name(typed, CARDS, "card") == name
    for faction in Faction:
        assert resolve_faction(CATALOGUE.names(words.faction_word(faction).id)[lang]) == faction


def test_a_word_of_a_groups_own_list_is_shown_as_written():
    assert words.card_word("Spice Harvester Mk II") == "Spice Harvester Mk II"
    assert say(words.leader_word("Duke Leto"), "pl") == "Książę Leto"


def test_a_typed_line_reads_a_translated_name_of_several_words_whole():
    from engine.rulesets.diuna.ruleset import RULESET

    from .helpers import ready

    state = ready("Atreides", "Fremen", "Harkonnen")
    seat = state.order[0]
    command = RULESET.read(state, seat, "market rodowe atomiki")
    assert command.card.lower() == "rodowe atomiki"
    assert "Książę Leto" in RULESET.vocabularies["leader"]
    assert "Atrydzi" in RULESET.vocabularies["side"]

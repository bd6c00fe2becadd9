"""The dice game's words: every region, faction and leader in the four languages (the
French ones the rulebook's own), every language's name read as input, the rule citations
the French rulebook's headings in every language."""

from __future__ import annotations

import pytest

from engine.core.words import CATALOGUE, LANGUAGES, say
from engine.rulesets.dice.data import DEFAULT_MAP, FACTIONS, Faction
from engine.rulesets.dice.regions import region_named
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.setup import resolve_faction
from engine.rulesets.dice.state import Step
from engine.rulesets.dice.words import faction, leader, region, rule

from .helpers import advance, finish_setup, new_game, play

LEADERS = sorted({n for spec in FACTIONS.values()
                  for n in (spec.leader, spec.second_leader) if n})


@pytest.mark.parametrize("word", [
    *(region(name) for name in DEFAULT_MAP.names),
    *(faction(f) for f in Faction),
    *(leader(name) for name in LEADERS),
], ids=lambda w: w.id)
def test_every_region_faction_and_leader_is_a_term_in_all_four_languages(word):
    assert set(CATALOGUE.names(word.id)) == set(LANGUAGES)


# LA CARTE: "le Bassin Polaire (Polar Sink)", "la Grande Plaine (Great Flat)"
def test_the_french_rulebooks_names_are_the_french_words():
    assert say(region("Polar Sink"), "fr") == "Bassin Polaire"
    assert say(region("Great Flat"), "fr") == "Grande Plaine"
    assert say(region("Broken Land"), "fr") == "Terre Brisée"
    assert say(faction(Faction.SMUGGLERS), "fr") == "Contrebandiers"
    assert say(faction(Faction.GUILD), "fr") == "Guilde Spatiale"


def test_a_french_region_name_is_read_as_input():
    assert region_named(DEFAULT_MAP, "Bassin Polaire") == "Polar Sink"
    assert region_named(DEFAULT_MAP, "terre brisée") == "Broken Land"
    assert region_named(DEFAULT_MAP, "Grande Plaine") == "Great Flat"
    assert region_named(DEFAULT_MAP, "Sicz Tabr") == "Sietch Tabr"  # Polish, too


def test_a_faction_named_in_any_language_is_read():
    assert resolve_faction("Contrebandiers") == Faction.SMUGGLERS
    assert resolve_faction("Gilda Spaziale") == Faction.GUILD
    assert resolve_faction("Atrydzi") == Faction.ATREIDES


def test_a_french_region_name_targets_the_region_in_a_game():
    state = finish_setup(new_game("Atreides", "Harkonnen", "Fremen"))
    assert state.roll is not None
    play(state, state.active_seat, "keep all")
    advance(state, Step.MOVE)
    play(state, state.active_seat, "target 'Bassin Polaire'")
    assert state.turn.target == "Polar Sink"


def test_rule_citations_are_the_rulebooks_headings_in_every_language():
    for lang in LANGUAGES:
        assert say(rule("landing"), lang) == "DEBARQUEMENT DES TROUPES"
        assert say(rule("setup"), lang) == "MISE EN PLACE"


def test_the_board_is_drawn_and_listed_in_the_readers_language():
    state = finish_setup(new_game("Atreides", "Harkonnen", "Fremen"))
    picture = RULESET.board(state, language="fr")
    assert "Bassin Polaire" in picture.svg and "Tempête de sable" in picture.svg
    assert "Bassin Polaire" in picture.messages[0]
    assert "Polar Sink" in RULESET.board(state).messages[0]

"""Typed names of leaders, cards, territories and factions: what is printed on the player aid
pad, titles, prefixes and small typos resolve; an ambiguous name never does."""

import pytest

from engine.boards.arrakis.names import ABBREVIATIONS
from engine.core.names import distance
from engine.rulesets.classic.data import (
    Faction,
    UnknownName,
    resolve_card,
    resolve_faction,
    resolve_leader,
    resolve_territory,
)
from engine.rulesets.classic.data.spellings import resolve_name
from engine.rulesets.classic.phases.movement import current
from engine.rulesets.classic.protocol.ruleset import RULESET

from .helpers import to_movement_round


@pytest.mark.parametrize(("printed", "leader"), [
    # The pad's LEADERS lists, classic-1979-rules-en.txt (Harkonnen, Emperor, Atreides,
    # Guild, Fremen, Bene Gesserit), as printed there.
    ("Cpt. Nefud", "Captain Iakin Nefud"),
    ("Cpt. Aramsham", "Captain Aramsham"),
    ("Thurfir Hawat", "Thufir Hawat"),
    ("Piter DeVries", "Piter De Vries"),
    ("Soo Soo Sook", "Soo-Soo Sook"),
    ("Guild Rep", "Guild Rep."),
    ("Ortheym", "Otheym"),
    ("Lady Fenring", "Margot Lady Fenring"),
    ("Feyd-Rautha", "Feyd-Rautha"),
    ("Dr. Yueh", "Dr. Yueh"),
])
def test_leader_names_as_printed_on_the_pad_resolve(printed, leader):
    assert resolve_leader(printed) == leader


@pytest.mark.parametrize(("typed", "leader"), [
    ("Capt. Nefud", "Captain Iakin Nefud"),
    ("Captain Iakin Nefud", "Captain Iakin Nefud"),
    ("nefud", "Captain Iakin Nefud"),
    ("Doctor Yueh", "Dr. Yueh"),
    ("feyd rautha", "Feyd-Rautha"),
    ("duncan idaho", "Duncan Idaho"),
    ("DUNCAN IDAHO", "Duncan Idaho"),
    ("thufir", "Thufir Hawat"),
    ("piter", "Piter De Vries"),
    ("bashar", "Bashar"),
    ("rabban", "Beast Rabban"),
    ("Glossu Rabban", "Beast Rabban"),
    ("stilgr", "Stilgar"),
    ("duncen", "Duncan Idaho"),
    ("alai", "Alia"),
])
def test_common_spellings_titles_and_small_typos_resolve_the_leader(typed, leader):
    assert resolve_leader(typed) == leader


@pytest.mark.parametrize(("typed", "candidates"), [
    ("Fenring", ("Count Fenring", "Margot Lady Fenring")),
    ("Captain Fenring", ("Count Fenring", "Margot Lady Fenring")),
    ("captain", ("Captain Iakin Nefud", "Captain Aramsham")),
    ("lady", ("Lady Jessica", "Margot Lady Fenring")),
    ("ladi", ("Lady Jessica", "Margot Lady Fenring")),
    ("tuek", ("Staban Tuek", "Esmar Tuek")),
])
def test_an_ambiguous_leader_name_is_refused_naming_each_candidate(typed, candidates):
    with pytest.raises(UnknownName) as err:
        resolve_leader(typed)
    assert all(c in str(err.value) for c in candidates)


def test_a_pad_spelling_counts_only_among_the_names_allowed():
    # III.E.2 traitors: only one of the four drawn leaders may be kept
    assert resolve_leader("Cpt. Nefud", among=["Captain Iakin Nefud", "Jamis"]) \
        == "Captain Iakin Nefud"
    with pytest.raises(UnknownName):
        resolve_leader("Cpt. Nefud", among=["Captain Aramsham", "Jamis"])


def test_a_title_left_out_does_not_pick_between_two_names_with_it():
    with pytest.raises(UnknownName, match="could be Captain Iakin Nefud, Captain Aramsham"):
        resolve_leader("Cpt.")


@pytest.mark.parametrize(("typed", "card"), [
    ("Lasegun", "Lasgun"),  # as spelled in the rulebook's text
    ("lase gun", "Lasgun"),
    ("maula pistl", "Maula Pistol"),
    ("chaumus", "Chaumas"),
    ("stuner", "Stunner"),
    ("gom jabar", "Gom Jabbar"),
    ("truth trance", "Truthtrance"),
])
def test_card_spellings_and_small_typos_resolve(typed, card):
    assert resolve_card(typed) == card


@pytest.mark.parametrize(("typed", "territory"), [
    ("arakeen", "Arrakeen"),
    ("great flt", "The Great Flat"),
    ("tueks", "Tuek's Sietch"),
    ("habbanya ridge", "Habbanya Ridge Flat"),
    ("basin", "Basin"),  # a whole name wins over the names it begins a word of
])
def test_territory_spellings_and_small_typos_resolve(typed, territory):
    assert resolve_territory(typed) == territory


def test_a_typo_between_two_territories_asks_which():
    with pytest.raises(UnknownName, match=r"Did you mean: The Great Flat, The Greater Flat\?"):
        resolve_territory("greatr flat")


def test_faction_typos_resolve_once_not_as_two_spellings():
    assert resolve_faction("fremin") == Faction.FREMEN
    assert resolve_faction("atredies") == Faction.ATREIDES


def test_short_names_allow_no_typo():
    with pytest.raises(UnknownName):
        resolve_leader("cid")  # "Caid" is one letter away, but three letters say too little


def test_an_unknown_name_is_quoted_as_a_short_excerpt():
    with pytest.raises(UnknownName) as err:
        resolve_leader("x" * 5_000)
    assert len(str(err.value)) < 120


def test_a_direct_lookup_also_knows_the_pad_spellings():
    # X.C battle plans look leaders up among those the seat may play
    assert resolve_name("Cpt. Nefud", ["Captain Iakin Nefud", "Umman Kudu"], "leader") \
        == "Captain Iakin Nefud"


def test_distance_counts_a_swap_of_neighbours_as_one_edit():
    assert distance("atredies", "atreides", 2) == 1
    assert distance("abc", "xyz", 1) == 2  # more than the limit: limit + 1


@pytest.mark.parametrize(("short", "territory"), sorted(
    (short, name) for name, short in ABBREVIATIONS.items()))
def test_every_map_abbreviation_names_its_territory(short, territory):
    # The maps print these short names; a player types what the map shows ("HE", "FWE").
    assert resolve_territory(short) == territory
    assert resolve_territory(short.lower()) == territory


def test_the_table_looks_a_territory_up_by_its_map_abbreviation():
    facts, text = RULESET.reference("territory", "HE")
    assert facts["territory"]["name"] == "Habbanya Erg"
    assert text.startswith("Habbanya Erg:")


def test_a_shipment_names_its_territory_by_its_map_abbreviation(game):
    # IX.C.1: ship to any territory; "FWE" on the map is False Wall East (sectors 4-8)
    to_movement_round(game)
    while current(game.state) != Faction.EMPEROR:
        game.do(f"{game.state.players[current(game.state)].seat}: done")
    game.do("e: ship 3 FWE 6")
    assert game.state.forces["False Wall East"][6][Faction.EMPEROR] == 3

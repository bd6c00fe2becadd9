"""Diuna's printed facts, checked against the Polish rulebook's sentences (each test cites
its heading), and a group's own cards file."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from engine.core import RuleError
from engine.rulesets.classic.data import STRONGHOLDS, TERRITORIES
from engine.rulesets.diuna.data import (
    BLOCKED_BY_DIE,
    BOARDS,
    DEFAULT_CARDS,
    HARKONNEN_TRAITORS,
    STORM_DIE,
    STORM_SYMBOL,
    Faction,
    die_rank,
    load_cards,
    territory,
)

CARDS = DEFAULT_CARDS


# Zawartość: "Talia kart zdrajców (22 karty) - po 1 karcie dla każdego żetonu przywódcy";
# "po 5 dużych żetonów (7 dla Atrydów)"
def test_twenty_two_leaders_five_a_faction_seven_atreides():
    per_faction = Counter(leader.faction for leader in CARDS.leaders)
    assert per_faction == {Faction.ATREIDES: 7, Faction.FREMEN: 5, Faction.HARKONNEN: 5,
                           Faction.IMPERIUM: 5}


# Plan bitwy (the example): Duke Leto and "Beast" Rabban are worth 5 each
def test_the_battle_example_values_leto_and_rabban_five():
    assert CARDS.leader("Duke Leto").strength == 5
    assert CARDS.leader("Beast Rabban").strength == 5


# Zawartość: spice, battle and market decks of 24 cards each
def test_each_deck_holds_twenty_four_cards():
    assert (len(CARDS.spice), len(CARDS.battle), len(CARDS.market)) == (24, 24, 24)


# Faza wybuchu przyprawy: a location card puts spice on 2 territories with a blow symbol
def test_location_cards_name_two_blow_territories_and_worms_none():
    for card in CARDS.spice:
        if card.is_worm:
            assert card.amount == 0
            continue
        first, second = card.territories
        assert first != second
        assert TERRITORIES[first].blow_sector and TERRITORIES[second].blow_sector


# Faza zbiorów przyprawy (example): 4 forces take 8 from Rock Outcroppings, 2 are left
def test_a_card_blows_ten_on_rock_outcroppings():
    assert any(card.territories and "Rock Outcroppings" in card.territories
               and card.amount == 10 for card in CARDS.spice)


# Dodatkowe uwagi na temat kart bitwy: 3 special weapons; the named cards
def test_battle_deck_has_three_special_weapons_and_the_named_cards():
    specials = {c.name for c in CARDS.battle if c.kind == "weapon" and c.against == "special"}
    assert len(specials) == 3 and {"Lasgun", "Poison Tooth"} <= specials
    kinds = {c.name: (c.kind, c.against) for c in CARDS.battle}
    assert kinds["Maula Pistol"] == ("weapon", "hand")
    assert kinds["Gom Jabbar"] == ("weapon", "poison")
    assert kinds["Shield"] == ("defence", "hand")
    assert any(c.kind == "worthless" for c in CARDS.battle)


# Zdolności frakcji: spice and forces printed on each board; free revival 2 for all
def test_faction_boards_spice_forces_and_free_revival():
    printed = {f: (b.spice, b.reserve, b.polar_sink, b.free_revival) for f, b in BOARDS.items()}
    assert printed == {Faction.ATREIDES: (13, 20, 0, 2), Faction.FREMEN: (6, 15, 5, 2),
                       Faction.HARKONNEN: (15, 20, 0, 2), Faction.IMPERIUM: (18, 20, 0, 2)}


# HARKONNENOWIE, Zdrajcy: 8 keep 4, 6 keep 3, 4 keep 2
def test_harkonnen_traitors_by_player_count():
    assert HARKONNEN_TRAITORS == {4: (8, 4), 3: (6, 3), 2: (4, 2)}


# Kość burzy: eight faces, 0-6 and the storm symbol, which ranks highest (7. Wyłonienie)
def test_storm_die_faces_and_the_symbol_ranks_highest():
    assert STORM_DIE == (0, 1, 2, 3, 4, 5, 6, STORM_SYMBOL)
    assert max(STORM_DIE, key=die_rank) == STORM_SYMBOL


# 4 warownie: every face names a stronghold or is rolled again; each stronghold equally
def test_blocked_stronghold_table_gives_each_stronghold_one_face():
    named = [s for s in BLOCKED_BY_DIE.values() if s is not None]
    assert sorted(named) == sorted(STRONGHOLDS)
    assert set(BLOCKED_BY_DIE) == set(STORM_DIE)


# Plansza: the board is the classic one, named in Polish too
@pytest.mark.parametrize(("polish", "classic"), [
    ("Kartagin", "Carthag"), ("Arrakin", "Arrakeen"), ("Sicz Tuek", "Tuek's Sietch"),
    ("niecka polarna", "Polar Sink"), ("Dziura w Ziemi", "Hole In The Rock")])
def test_polish_names_resolve_to_the_classic_board(polish, classic):
    assert territory(polish) == classic


def test_every_list_names_its_origin():
    assert "rules-notes" in CARDS.origin


def _write(tmp_path, data) -> str:
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_a_groups_file_with_the_printed_shape_is_loaded(tmp_path):
    data = CARDS.model_dump(mode="json")
    data["origin"] = "our printed box"
    data["leaders"][0]["strength"] = 6
    loaded = load_cards(_write(tmp_path, data))
    assert loaded.origin == "our printed box"
    assert loaded.leaders[0].strength == 6


def test_a_file_that_cannot_be_read_says_so(tmp_path):
    with pytest.raises(RuleError, match="cannot be read"):
        load_cards(str(tmp_path / "missing.json"))


def test_a_file_that_is_not_json_says_so(tmp_path):
    path = tmp_path / "cards.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(RuleError, match="is not a card set"):
        load_cards(str(path))


def test_a_deck_of_the_wrong_size_is_refused_naming_the_deck(tmp_path):
    data = CARDS.model_dump(mode="json")
    data["market"] = data["market"][:20]
    with pytest.raises(RuleError, match="market deck holds 24 cards, not 20"):
        load_cards(_write(tmp_path, data))


def test_a_spice_card_on_an_unknown_territory_is_refused_with_its_place(tmp_path):
    data = CARDS.model_dump(mode="json")
    data["spice"][3]["territories"] = ["Nowhere Land", "Old Gap"]
    with pytest.raises(RuleError, match=r"spice\.3"):
        load_cards(_write(tmp_path, data))


def test_a_spice_card_on_a_stronghold_is_refused(tmp_path):
    data = CARDS.model_dump(mode="json")
    data["spice"][0]["territories"] = ["Carthag", "Old Gap"]
    with pytest.raises(RuleError, match="Carthag has no spice blow symbol"):
        load_cards(_write(tmp_path, data))


def test_a_missing_leader_is_refused_naming_the_faction(tmp_path):
    data = CARDS.model_dump(mode="json")
    data["leaders"] = [x for x in data["leaders"] if x["name"] != "Jamis"]
    with pytest.raises(RuleError, match="the Fremen have 5 leaders, not 4"):
        load_cards(_write(tmp_path, data))


def test_a_special_weapon_must_name_what_it_acts_as(tmp_path):
    data = CARDS.model_dump(mode="json")
    special = next(c for c in data["battle"] if c["against"] == "special")
    special["acts_as"] = None
    with pytest.raises(RuleError, match="names what it acts as"):
        load_cards(_write(tmp_path, data))


def test_a_groups_market_card_plays_as_the_effect_it_names(tmp_path):
    data = CARDS.model_dump(mode="json")
    data["market"][0].update(name="Kontratak rodu", acts_as="Counter-attack")
    loaded = load_cards(_write(tmp_path, data))
    assert loaded.market_effect("Kontratak rodu") == "Counter-attack"

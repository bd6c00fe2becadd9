"""The dice game's printed facts, checked against the sentences of the rulebook that state
them (each test cites its French heading)."""

from __future__ import annotations

import json

import pytest

from engine.core import RuleError
from engine.rulesets.dice.data import (
    CONSTRUCTIONS,
    DEFAULT_MAP,
    DICE,
    FACTION_FACES,
    FACTIONS,
    KANLY_FACES,
    SPICE_FACES,
    STORM_FACES,
    THUMPERS,
    WORM,
    Faction,
    factions_for,
    load_map,
    strategic_to_win,
)
from engine.rulesets.dice.ruleset import RULESET

MAP = DEFAULT_MAP


def test_the_map_names_its_origin():
    assert "rules-notes" in MAP.origin


# LA CARTE: "sept zones, chacune contenant une à deux Régions ... les 10 Régions"
def test_seven_zones_of_one_or_two_regions_make_ten_regions():
    assert len(MAP.names) == 10
    assert all(len(MAP.in_zone(z)) in (1, 2) for z in range(1, 7))


# LA CARTE: five strategic regions "marquées de 2 à 6 en bleu"
def test_the_five_strategic_regions_carry_blue_2_to_6():
    blue = {MAP.region(n).zone: n for n in MAP.strategic}
    assert sorted(blue) == [2, 3, 4, 5, 6]
    assert set(blue.values()) == {"Sietch Tabr", "Arrakeen", "Carthag", "Tuek's Sietch",
                                  "Habbanya Sietch"}


# LA CARTE: Great Flat, Cielago Plain, Minor Erg, Broken Land "marquées 1, 2, 4 et 6 en blanc"
def test_the_four_other_regions_carry_white_1_2_4_6():
    white = sorted(MAP.region(n).zone for n in MAP.plain)
    assert white == [1, 2, 4, 6]
    assert set(MAP.plain) == {"Great Flat", "Cielago Plain", "Minor Erg", "Broken Land"}


# TEMPETE DE SABLE, example: position 5 touches only Arrakeen; position 4 Carthag and
# Broken Land; a 6 on the Region die carries E and moves the storm from 5 to 4.
def test_the_storm_example_holds_on_the_map():
    assert MAP.in_zone(5) == ("Arrakeen",)
    assert set(MAP.in_zone(4)) == {"Carthag", "Broken Land"}
    assert MAP.arrows[6] == "E"
    assert MAP.storm_step(5, MAP.arrows[6]) == 4


# LES DES: "Deux d'entre elles possèdent ... ouest/gauche et les quatre autres ... est/droite"
def test_two_region_faces_carry_w_and_four_carry_e():
    arrows = list(MAP.arrows.values())
    assert arrows.count("W") == 2 and arrows.count("E") == 4


def test_the_storm_track_wraps_both_ways():
    assert MAP.storm_step(1, "E") == 6
    assert MAP.storm_step(6, "W") == 1


# LA CARTE / TEMPETE DE SABLE: the deserts marked with a red X
def test_the_deserts_are_the_five_regions_the_text_names():
    deserts = {r.name for r in MAP.regions if r.desert}
    assert deserts == {"Cielago Plain", "Habbanya Sietch", "Great Flat", "Sietch Tabr",
                       "Broken Land"}


# LA CARTE: the Polar Sink is in the centre; DEPLACEMENT: troops move between regions
# sharing a border
def test_the_polar_sink_borders_every_region_and_the_others_form_one_ring():
    assert all(MAP.adjacent(MAP.polar_sink, r.name) for r in MAP.regions)
    for region in MAP.regions:
        ring = [o.name for o in MAP.regions if MAP.adjacent(region.name, o.name)]
        assert len(ring) == 2, region.name
    assert MAP.adjacent("Carthag", "Broken Land")
    assert not MAP.adjacent("Arrakeen", "Sietch Tabr")


# LES DES: faction, Kanly and Spice dice faces, left to right
def test_the_dice_faces_are_the_rulebooks():
    assert FACTION_FACES == (Faction.ATREIDES, Faction.CORRINO, Faction.HARKONNEN,
                             Faction.GUILD, Faction.BENE_GESSERIT, Faction.FREMEN)
    assert KANLY_FACES == ("poison", "crysknife", "hunter-seeker", "snooper", "shield",
                           "thumper")
    assert SPICE_FACES[-1] == WORM and sorted(STORM_FACES) == ["3", "4", "5"]
    assert len(DICE) == 7 and all(len(faces) == 6 for faces in DICE.values())


# MATERIEL: 4 Thumpers; 2 Fortifications, 2 Harvesters, 2 Ornithopters
def test_the_common_components_are_counted_as_printed():
    assert THUMPERS == 4
    assert sorted(CONSTRUCTIONS.values()) == [2, 2, 2]


# MATERIEL and each faction's card
def test_faction_cubes_leaders_and_strengths():
    assert FACTIONS[Faction.FREMEN].elite == 8 and FACTIONS[Faction.FREMEN].troops == 0
    corrino = FACTIONS[Faction.CORRINO]
    assert (corrino.troops, corrino.elite, corrino.spice_store) == (8, 4, True)
    atreides = FACTIONS[Faction.ATREIDES]
    assert (atreides.leaders, atreides.strength, atreides.second_strength) == (2, 3, 2)
    assert FACTIONS[Faction.HARKONNEN].strength == 4
    assert FACTIONS[Faction.GUILD].spice_store


# MISE EN PLACE: Bene Gesserit with 5+ players, Bene Tleilax and Smugglers with 6+
def test_factions_offered_depend_on_the_number_of_players():
    assert Faction.BENE_GESSERIT not in factions_for(4)
    assert Faction.BENE_GESSERIT in factions_for(5)
    assert Faction.TLEILAX not in factions_for(5) and Faction.SMUGGLERS not in factions_for(5)
    assert len(factions_for(6)) == 8


# OBJECTIFS: 3 strategic regions, 4 in a game of two
def test_strategic_regions_to_win():
    assert strategic_to_win(2) == 4 and strategic_to_win(5) == 3


def test_a_moderators_map_file_loads(tmp_path):
    path = tmp_path / "map.json"
    path.write_text(MAP.model_dump_json(), encoding="utf-8")
    assert load_map(str(path)) == MAP


def test_a_broken_map_file_is_refused_with_what_is_wrong(tmp_path):
    data = json.loads(MAP.model_dump_json())
    del data["arrows"]["3"]
    path = tmp_path / "map.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RuleError, match="arrow"):
        load_map(str(path))
    with pytest.raises(RuleError, match="cannot be read"):
        load_map(str(tmp_path / "missing.json"))
    (tmp_path / "bad.json").write_text("{", encoding="utf-8")
    with pytest.raises(RuleError, match="not a map"):
        load_map(str(tmp_path / "bad.json"))


# MISE EN PLACE: the Atreides and the Harkonnen each set up on a non-strategic region
def test_a_map_without_two_non_strategic_regions_is_refused(tmp_path):
    data = json.loads(MAP.model_dump_json())
    for region in data["regions"]:
        if region["name"] != "Great Flat":
            region["strategic"] = True
    path = tmp_path / "map.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RuleError, match="two non-strategic"):
        load_map(str(path))


# LA CARTE: a region looked up at the table
def test_a_region_is_looked_up_with_its_neighbours():
    data, text = RULESET.reference("region", "carthag")
    assert data["region"]["zone"] == 4 and "Broken Land" in data["region"]["neighbours"]
    assert text.startswith("Carthag: zone 4, strategic")
    with pytest.raises(RuleError, match="not a region"):
        RULESET.reference("region", "Giedi Prime")
    assert RULESET.static_data()["map"]["polar_sink"] == "Polar Sink"
    assert "Zone 5" in RULESET.static_text()

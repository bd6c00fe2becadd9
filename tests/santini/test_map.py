"""The reconstructed map against every constraint of the rulebook's text, and a group's map
file checked with the first problem named."""

from __future__ import annotations

import json

import pytest

from engine.core import RuleError
from engine.core.data_file import DataFile, digest
from engine.core.words import say
from engine.rulesets.santini import hexes
from engine.rulesets.santini.data.hexmap import (
    MAJOR,
    MINOR,
    RULEBOOK_MAP,
    city_named,
)
from engine.rulesets.santini.setup import load_map

M = RULEBOOK_MAP
AIR_WING = 8
"""Esagoni Raccolta Spezia: an air wing's 8 movement points, 1 a hex whatever the terrain."""


def births() -> list[str]:
    return [h for spots in M.births.values() for h in spots]


def full_desert(hex_: str) -> bool:
    """Nota su Muad'Dib (Attività): light desert with six light desert hexes around."""
    around = hexes.neighbours(hex_)
    return (M.terrain[hex_] == "light" and len(around) == 6
            and all(M.terrain[n] == "light" for n in around))


# Esagoni Raccolta Spezia: the table of birth hexes an air wing reaches from each city.
@pytest.mark.parametrize("city,reached", [
    ("Mesa Sietch", 8), ("Sietch Erg", 8), ("Plastic Sietch", 7), ("Sietch Basin", 6),
    ("Tuek Sietch", 6), ("Carthag", 6), ("Arrakeen", 6), ("Meridian Sietch", 5),
    ("Sietch Tabr", 5)])
def test_an_air_wing_reaches_the_tables_number_of_birth_hexes_from_each_city(
        city: str, reached: int) -> None:
    start = M.cities[city].hex
    assert sum(hexes.distance(start, b) <= AIR_WING for b in births()) == reached


def test_every_hex_of_the_six_sheets_has_a_terrain() -> None:
    assert set(M.terrain) == set(hexes.all_hexes())
    assert len(M.terrain) == 36 * 20


# Spezia: a d12 picks the hex of each sheet where the spice is born.
def test_each_sheet_has_twelve_distinct_birth_hexes_of_light_desert_on_itself() -> None:
    assert sorted(M.births) == [1, 2, 3, 4, 5, 6]
    for sheet, spots in M.births.items():
        assert len(spots) == len(set(spots)) == 12
        assert all(hexes.sheet_of(h) == sheet for h in spots)
        assert all(M.terrain[h] == "light" for h in spots)


# Legenda Terreno, Condizioni Vittoria: two major cities and seven minor ones.
def test_two_major_and_seven_minor_cities_with_the_rulebooks_names_on_city_hexes() -> None:
    assert {n for n, c in M.cities.items() if c.major} == set(MAJOR)
    assert {n for n, c in M.cities.items() if not c.major} == set(MINOR)
    spots = [c.hex for c in M.cities.values()]
    assert len(set(spots)) == 9
    assert sorted(spots) == sorted(h for h, t in M.terrain.items() if t == "city")


# Esagoni Raccolta Spezia spells "Meridien", Piazzamento Iniziale "Meridian".
def test_both_spellings_of_meridian_name_the_same_city() -> None:
    assert city_named("Meridien Sietch", M) == "Meridian Sietch"
    assert city_named("meridian  sietch", M) == "Meridian Sietch"
    assert city_named("Nowhere", M) is None


# Attività (trasferimenti): arrivals only in city, desert or platform hexes, never rock
# or dark desert; a city needs free light desert or city hexes around it.
def test_every_city_has_at_least_two_light_desert_neighbours_for_transfers() -> None:
    for city in M.cities.values():
        light = [n for n in hexes.neighbours(city.hex) if M.terrain[n] in ("light", "city")]
        assert len(light) >= 2


def test_cities_are_not_next_to_each_other() -> None:
    spots = [c.hex for c in M.cities.values()]
    assert all(hexes.distance(a, b) >= 5 for a in spots for b in spots if a != b)


# Nota su Muad'Dib: Paul calls a worm from a hex of full desert.
def test_there_are_many_full_desert_hexes_for_muad_dib() -> None:
    assert sum(map(full_desert, hexes.all_hexes())) >= 50


# Vermi (Attività): a worm moves up to 8 hexes of light desert.
def test_the_south_is_open_light_desert_where_a_worm_can_run_eight_hexes() -> None:
    south = [h for h in hexes.all_hexes() if hexes.parts(h)[1] >= 15]
    assert sum(M.terrain[h] == "light" for h in south) / len(south) >= 0.75
    row = [hexes.name(c, 16) for c in range(1, 10)]
    assert all(M.terrain[h] == "light" for h in row)


# Legenda Terreno: Arrakeen and Carthag in the north, behind the Shield Wall.
def test_the_major_cities_lie_in_the_north_with_the_shield_wall_south_of_them() -> None:
    for city in MAJOR:
        assert hexes.parts(M.cities[city].hex)[1] <= 3
    wall = M.ranges["Shield Wall"]
    assert all(hexes.parts(h)[1] > 1 for h in wall)
    assert all(M.terrain[h] == "rock" for spots in M.ranges.values() for h in spots)
    assert "The Great Wall" in M.ranges


# Piazzamento Iniziale: every city the set-up names exists on the map.
def test_the_set_up_cities_are_all_on_the_map() -> None:
    named = ("Mesa Sietch", "Sietch Erg", "Carthag", "Arrakeen", "Sietch Basin",
             "Tuek Sietch", "Sietch Tabr", "Meridian Sietch", "Plastic Sietch")
    assert all(city_named(n, M) for n in named)


def test_the_reconstructed_map_loads_as_a_map_file() -> None:
    assert load_map(file_of(M.model_dump(mode="json"))) == M


def file_of(data: dict) -> DataFile:
    text = json.dumps(data)
    return DataFile(name="map.json", sha256=digest(text), text=text)


def refusal(data: dict, language: str = "en") -> str:
    with pytest.raises(RuleError) as caught:
        load_map(file_of(data))
    return say(caught.value.words, language)


def base() -> dict:
    return M.model_dump(mode="json")


def test_a_map_file_missing_a_hex_is_refused_naming_that_hex() -> None:
    data = base()
    del data["terrain"]["0512"]
    assert "0512" in refusal(data)


def test_a_map_file_with_eleven_birth_hexes_on_a_sheet_is_refused_naming_the_sheet() -> None:
    data = base()
    data["births"]["4"] = data["births"]["4"][:11]
    assert "sheet 4 has 11 spice-birth hexes" in refusal(data)


def test_a_map_file_with_a_birth_hex_on_dark_desert_is_refused_in_polish() -> None:
    data = base()
    spot = data["births"]["2"][0]
    data["terrain"][spot] = "dark"
    assert f"{spot} (arkusz 2) nie jest jasną pustynią" in refusal(data, "pl")


def test_a_map_file_with_a_birth_hex_of_another_sheet_is_refused() -> None:
    data = base()
    data["births"]["1"][0] = data["births"]["6"][0]
    assert "is not on sheet 1" in refusal(data)


def test_a_map_file_without_sietch_tabr_is_refused_naming_it() -> None:
    data = base()
    del data["cities"]["Sietch Tabr"]
    assert "Sietch Tabr" in refusal(data)


def test_a_map_file_with_a_city_on_desert_is_refused() -> None:
    data = base()
    data["terrain"][data["cities"]["Carthag"]["hex"]] = "light"
    assert "Carthag" in refusal(data)


def test_a_map_file_names_only_the_first_problem() -> None:
    data = base()
    del data["terrain"]["0101"]
    data["births"]["4"] = []
    words = refusal(data)
    assert "0101" in words and "sheet 4" not in words


def reach(start: str, allowed: set[str]) -> set[str]:
    seen, todo = {start}, [start]
    while todo:
        for n in hexes.neighbours(todo.pop()):
            if n in allowed and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


# Attività: armour, artillery and harvesters may not enter rock; no range cuts the map.
def test_every_hex_that_is_not_rock_is_reachable_from_every_city_without_crossing_rock(
        ) -> None:
    open_ = {h for h, t in M.terrain.items() if t != "rock"}
    assert reach(M.cities["Carthag"].hex, open_) == open_


# Vermi: broad light deserts for the worms in the south, west and east.
def test_the_south_west_and_south_east_are_broad_light_deserts() -> None:
    light = {h for h, t in M.terrain.items() if t == "light"}
    west, east = reach("0120", light), reach("2520", light)
    assert len(west) >= 120 and len(east) >= 120
    assert {hexes.sheet_of(h) for h in west | east} >= {4, 5, 6}

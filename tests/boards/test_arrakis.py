"""The board of Arrakis against the reference sheet (shared/reference/classic-board.md) and the
1979 rulebook: territories, sections, the storm's track, the walk over sections."""

from engine.boards.arrakis.paths import paths
from engine.boards.arrakis.sections import SECTION_NEIGHBOURS, check_board
from engine.boards.arrakis.storm import advance, sectors_ahead, swept_sectors
from engine.boards.arrakis.territories import (
    PLAYER_DOTS,
    STRONGHOLDS,
    TERRITORIES,
    TerritoryKind,
)


def test_board_is_consistent():
    # classic-board.md: neighbours are symmetric; sections lie in their territories
    check_board()
    assert len(TERRITORIES) == 42
    assert len(SECTION_NEIGHBOURS) == 86


def test_five_strongholds_and_kinds():
    # IV: the red territories are the strongholds
    assert set(STRONGHOLDS) == {"Arrakeen", "Carthag", "Tuek's Sietch", "Sietch Tabr",
                                "Habbanya Sietch"}
    assert TERRITORIES["Polar Sink"].kind == TerritoryKind.POLAR_SINK
    assert TERRITORIES["False Wall East"].kind == TerritoryKind.ROCK
    assert TERRITORIES["Imperial Basin"].is_sand


def test_shield_wall_shelters_three_territories():
    # Family Atomics (player aid pad): the Shield Wall protects these three from the storm
    assert {n for n, t in TERRITORIES.items() if t.shield_wall} == {
        "Arrakeen", "Carthag", "Imperial Basin"}


def test_known_adjacencies():
    assert set(TERRITORIES["Polar Sink"].neighbours) == {
        "Arsunt", "Cielago North", "False Wall East", "Hagga Basin", "Harg Pass",
        "Imperial Basin", "Wind Pass", "Wind Pass North"}
    assert set(TERRITORIES["Arrakeen"].neighbours) == {"Imperial Basin", "Old Gap",
                                                       "Rim Wall West"}
    # IX.C.2.a.1: the rulebook's ornithopter route exists
    assert "Pasty Mesa" in TERRITORIES["Tuek's Sietch"].neighbours
    assert "Shield Wall" in TERRITORIES["Pasty Mesa"].neighbours
    assert "Imperial Basin" in TERRITORIES["Shield Wall"].neighbours


def test_storm_arithmetic():
    # VI: counter-clockwise n -> n+1, 18 wraps to 1; IX.A a dot under the storm is passed
    assert advance(18, 1) == 1 and advance(17, 3) == 2
    assert sectors_ahead(5, 5) == 18 and sectors_ahead(5, 6) == 1 and sectors_ahead(17, 2) == 3
    assert swept_sectors(18, 0) == (18,) and swept_sectors(17, 3) == (18, 1, 2)
    assert PLAYER_DOTS == (2, 5, 8, 11, 14, 17)


def test_the_walk_crosses_sections_of_one_territory_free_and_stops_where_blocked():
    # IX.C.2: entering another territory costs one; crossing a territory's sectors is free
    near = paths(("Imperial Basin", 8), 0, lambda _section: False)
    assert set(near) == {("Imperial Basin", 8), ("Imperial Basin", 9), ("Imperial Basin", 10)}
    one = paths(("Polar Sink", 0), 1, lambda _section: False)
    assert {t for t, _ in one} == {"Polar Sink", *TERRITORIES["Polar Sink"].neighbours}
    blocked = paths(("Polar Sink", 0), 1, lambda section: section[0] == "Harg Pass")
    assert "Harg Pass" not in {t for t, _ in blocked}

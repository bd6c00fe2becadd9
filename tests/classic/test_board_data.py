"""The classic data module against the reference sheet and the rulebook."""

from collections import Counter

import pytest

from engine.rulesets.classic.data import (
    LEADERS,
    PLAYER_DOTS,
    SECTION_NEIGHBOURS,
    SHIELDS,
    SPICE_CARDS,
    SPICE_DECK,
    STRONGHOLDS,
    TERRITORIES,
    TOKENS_PER_FACTION,
    TREACHERY_CARDS,
    TREACHERY_DECK,
    CardKind,
    Faction,
    TerritoryKind,
    UnknownName,
    advance,
    check_board,
    leaders_of,
    resolve_card,
    resolve_faction,
    resolve_leader,
    resolve_territory,
    sectors_ahead,
    swept_sectors,
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


def test_spice_deck_has_fifteen_territories_and_six_worms():
    # classic-board.md: 21 spice cards
    counts = Counter(SPICE_DECK)
    assert len(SPICE_DECK) == 21 and counts["Shai-Hulud"] == 6 and len(SPICE_CARDS) == 15
    for name, card in SPICE_CARDS.items():
        assert TERRITORIES[name].blow_sector == card.sector
        assert card.sector in TERRITORIES[name].sectors
    assert SPICE_CARDS["Cielago South"].amount == 12
    assert SPICE_CARDS["The Great Flat"].amount == 10


def test_treachery_deck_matches_the_player_aid_pad():
    # Player aid pad A: 25 battle cards; B: 8 special cards; 33 in all
    assert len(TREACHERY_DECK) == 33
    kinds = Counter(TREACHERY_CARDS[c].kind for c in TREACHERY_DECK)
    subtypes = Counter((TREACHERY_CARDS[c].kind, TREACHERY_CARDS[c].subtype)
                       for c in TREACHERY_DECK)
    assert subtypes[(CardKind.WEAPON, "projectile")] == 4
    assert subtypes[(CardKind.WEAPON, "poison")] == 4
    assert subtypes[(CardKind.WEAPON, "lasgun")] == 1
    assert subtypes[(CardKind.DEFENSE, "projectile")] == 4
    assert subtypes[(CardKind.DEFENSE, "poison")] == 4
    assert kinds[CardKind.LEADER_SUBSTITUTE] == 3
    assert kinds[CardKind.WORTHLESS] == 5
    assert kinds[CardKind.SPECIAL] == 8
    assert Counter(TREACHERY_DECK)["Karama"] == 2
    assert Counter(TREACHERY_DECK)["Truthtrance"] == 2


def test_leaders_match_the_player_aid_pad():
    # Player aid pad: five leaders per faction with these strengths
    assert len(LEADERS) == 30
    strengths = {f: sorted(x.strength for x in leaders_of(f)) for f in Faction}
    assert strengths[Faction.ATREIDES] == [1, 2, 4, 5, 5]
    assert strengths[Faction.HARKONNEN] == [1, 2, 3, 4, 6]
    assert strengths[Faction.EMPEROR] == [2, 3, 3, 5, 6]
    assert strengths[Faction.GUILD] == [1, 2, 3, 3, 5]
    assert strengths[Faction.FREMEN] == [2, 3, 5, 6, 7]
    assert strengths[Faction.BENE_GESSERIT] == [5, 5, 5, 5, 5]


def test_shields():
    # classic-board.md, Shields: 20 tokens each; starting spice and revivals
    for shield in SHIELDS.values():
        placed = sum(n for _, _, n in shield.placement) + shield.fremen_choice
        assert placed + shield.reserves == TOKENS_PER_FACTION
    assert [SHIELDS[f].spice for f in Faction] == [10, 10, 10, 5, 3, 5]
    assert [SHIELDS[f].free_revivals for f in Faction] == [2, 2, 1, 1, 3, 1]
    assert SHIELDS[Faction.HARKONNEN].hand_limit == 8


def test_forgiving_names():
    assert resolve_territory("great flat") == "The Great Flat"
    assert resolve_territory("The-Great-Flat") == "The Great Flat"
    assert resolve_territory("tueks sietch") == "Tuek's Sietch"
    assert resolve_territory("polar") == "Polar Sink"
    assert resolve_leader("yueh") == "Dr. Yueh"
    assert resolve_leader("feyd") == "Feyd-Rautha"
    assert resolve_card("crys") == "Crysknife"
    assert resolve_faction("bg") == Faction.BENE_GESSERIT
    assert resolve_faction("Spacing Guild") == Faction.GUILD
    assert resolve_faction("H") == Faction.HARKONNEN


def test_unknown_and_ambiguous_names_suggest():
    with pytest.raises(UnknownName, match="Did you mean: The Great Flat, The Greater Flat"):
        resolve_territory("grate flat")
    with pytest.raises(UnknownName, match="could be"):
        resolve_territory("cielago")
    with pytest.raises(UnknownName, match="No leader"):
        resolve_leader("nobody")


def test_storm_arithmetic():
    # VI: counter-clockwise n -> n+1, 18 wraps to 1; IX.A a dot under the storm is passed
    assert advance(18, 1) == 1 and advance(17, 3) == 2
    assert sectors_ahead(5, 5) == 18 and sectors_ahead(5, 6) == 1 and sectors_ahead(17, 2) == 3
    assert swept_sectors(18, 0) == (18,) and swept_sectors(17, 3) == (18, 1, 2)
    assert PLAYER_DOTS == (2, 5, 8, 11, 14, 17)

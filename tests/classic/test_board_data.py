"""The classic data module against the reference sheet and the rulebook."""

from collections import Counter

import pytest

from engine.rulesets.classic.data import (
    LEADERS,
    SHIELDS,
    SPICE_CARDS,
    SPICE_DECK,
    TERRITORIES,
    TOKENS_PER_FACTION,
    TREACHERY_CARDS,
    TREACHERY_DECK,
    CardKind,
    Faction,
    UnknownName,
    leaders_of,
    resolve_card,
    resolve_faction,
    resolve_leader,
    resolve_territory,
)


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

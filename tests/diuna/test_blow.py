"""Faza wybuchu przyprawy: location cards, worms in the first round and after, and the
Fremen's worm ride (FREMENI, Wybuch przyprawy)."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.rulesets.diuna.board import count, put
from engine.rulesets.diuna.data import Faction
from engine.rulesets.diuna.state import Phase

from .helpers import location, play, ready, settle, worm

ALL = ("Atreides", "Fremen", "Harkonnen", "Imperium")


@pytest.fixture
def game():
    """A game at the spice blow phase, the storm far from the scenarios' places."""
    state = ready(*ALL)
    state.phase = Phase.SPICE_BLOW
    state.storm = 10
    return state


def _round(state, number):
    state.round = number


def _seat(state, faction):
    return state.players[state.seat_of(faction)]


# Faza wybuchu przyprawy: a location card puts its amount on each of its 2 territories
def test_a_location_card_blows_on_both_territories(game):
    game.decks.spice = [location(game, "Red Chasm", "Funeral Plain")]
    settle(game)
    assert game.spice == {"Red Chasm": 8, "Funeral Plain": 8}
    assert game.phase == Phase.CARDS
    assert game.decks.spice_discard[-1] == location(game, "Red Chasm", "Funeral Plain")


# Faza wybuchu przyprawy: forces where spice blows are destroyed, the Fremen's too; the old
# spice there goes back to the pool first (replaced, not added to)
def test_a_blow_destroys_forces_there_and_replaces_old_spice(game):
    put(game, "Red Chasm", Faction.FREMEN, 6, 2)
    put(game, "Funeral Plain", Faction.HARKONNEN, 14, 3)
    game.spice["Red Chasm"] = 5
    game.decks.spice = [location(game, "Red Chasm", "Funeral Plain")]
    settle(game)
    assert "Red Chasm" not in game.forces and "Funeral Plain" not in game.forces
    assert (_seat(game, Faction.FREMEN).tanks, _seat(game, Faction.HARKONNEN).tanks) == (2, 3)
    assert game.spice["Red Chasm"] == 8


# Faza wybuchu przyprawy: in round 1 a worm is put back, the deck reshuffled, another drawn
def test_a_first_round_worm_is_put_back_and_another_card_drawn(game):
    put(game, "Old Gap", Faction.ATREIDES, 9, 4)
    game.decks.spice_discard = [location(game, "Cielago North", "Old Gap")]
    game.decks.spice = [worm(game), location(game, "Red Chasm", "Funeral Plain")]
    events = settle(game)
    assert [e.kind for e in events if e.kind.startswith("worm")] == ["worm_ignored"]
    assert game.forces["Old Gap"] == {Faction.ATREIDES: {9: 4}}
    assert worm(game) in game.decks.spice
    assert set(game.spice) == {"Red Chasm", "Funeral Plain"}


# Faza wybuchu przyprawy: later a worm destroys spice and forces in the top discard's
# territories, the Fremen excepted; further worms are only discarded
def test_a_later_worm_strikes_the_top_discards_territories_but_not_the_fremen(game):
    _round(game, 2)
    put(game, "Old Gap", Faction.ATREIDES, 9, 4)
    put(game, "Cielago North", Faction.IMPERIUM, 1, 2)
    put(game, "Broken Land", Faction.HARKONNEN, 11, 3)
    game.spice.update({"Old Gap": 6, "Broken Land": 8})
    worms = [i for i, c in enumerate(game.cards.spice) if c.is_worm]
    game.decks.spice_discard = [location(game, "Cielago North", "Old Gap")]
    game.decks.spice = [worms[0], worms[1], location(game, "Red Chasm", "Funeral Plain")]
    settle(game)
    assert "Old Gap" not in game.forces and "Cielago North" not in game.forces
    assert game.forces["Broken Land"] == {Faction.HARKONNEN: {11: 3}}
    assert "Old Gap" not in game.spice and game.spice["Broken Land"] == 8
    assert (_seat(game, Faction.ATREIDES).tanks, _seat(game, Faction.IMPERIUM).tanks) == (4, 2)
    assert game.phase == Phase.CARDS


def _worm_on_red_chasm(game, fremen=5):
    _round(game, 2)
    put(game, "Red Chasm", Faction.FREMEN, 6, fremen)
    game.decks.spice_discard = [location(game, "Red Chasm", "Funeral Plain")]
    game.decks.spice = [worm(game), location(game, "Cielago North", "Old Gap")]
    settle(game)


# FREMENI, Wybuch przyprawy: the Fremen in a struck territory may ride before the next card
def test_the_worm_waits_for_the_fremen_before_the_next_card(game):
    _worm_on_red_chasm(game)
    assert (game.waiting, game.riding, game.phase) == ("ride", ["Red Chasm"], Phase.SPICE_BLOW)
    assert game.forces["Red Chasm"] == {Faction.FREMEN: {6: 5}}
    assert "Cielago North" not in game.spice


# FREMENI, Wybuch przyprawy: any of them, up to 3 territories, passing only sand
def test_riders_move_up_to_three_territories_over_sand(game):
    _worm_on_red_chasm(game)
    play(game, game.seat_of(Faction.FREMEN), "ride 3 'Red Chasm' \"Tuek's Sietch\"")
    assert game.forces["Tuek's Sietch"] == {Faction.FREMEN: {4: 3}}
    assert game.forces["Red Chasm"] == {Faction.FREMEN: {6: 2}}
    assert game.riding == [] and game.phase == Phase.CARDS
    assert game.spice["Cielago North"] == 8


def test_a_ride_may_not_pass_rock(game):
    _worm_on_red_chasm(game)
    with pytest.raises(RuleError, match="passing only sand"):
        play(game, game.seat_of(Faction.FREMEN), "ride 3 'Red Chasm' 'Gara Kulon'")


# FREMENI, Wybuch przyprawy: "czerw nigdy nie wchodzi ani nie przechodzi przez terytorium
# z burzą"
def test_a_ride_may_not_pass_a_territory_the_storm_touches(game):
    game.storm = 3  # South Mesa (3-5), the only sand way to Tuek's Sietch
    _worm_on_red_chasm(game)
    before = game.model_copy(deep=True)
    with pytest.raises(RuleError, match="never into or through"):
        play(game, game.seat_of(Faction.FREMEN), "ride 3 'Red Chasm' \"Tuek's Sietch\"")
    assert game == before


def test_only_the_fremen_ride_and_only_as_many_as_they_have(game):
    _worm_on_red_chasm(game)
    with pytest.raises(RuleError, match="Only the Fremen"):
        play(game, game.seat_of(Faction.ATREIDES), "ride 1 'Red Chasm' 'South Mesa'")
    with pytest.raises(RuleError, match="not 6"):
        play(game, game.seat_of(Faction.FREMEN), "ride 6 'Red Chasm' 'South Mesa'")
    with pytest.raises(RuleError, match="does not carry forces from"):
        play(game, game.seat_of(Faction.FREMEN), "ride 1 'South Mesa' 'Red Chasm'")


def test_staying_goes_on_to_the_next_card(game):
    _worm_on_red_chasm(game)
    play(game, game.seat_of(Faction.FREMEN), "stay")
    assert game.forces["Red Chasm"] == {Faction.FREMEN: {6: 5}}
    assert game.phase == Phase.CARDS and game.spice["Old Gap"] == 8


def test_no_rider_no_wait(game):
    _round(game, 2)
    game.decks.spice_discard = [location(game, "Red Chasm", "Funeral Plain")]
    game.decks.spice = [worm(game), location(game, "Cielago North", "Old Gap")]
    settle(game)
    assert game.riding == [] and game.phase == Phase.CARDS


# Przygotowanie do gry: an empty deck is made again from its shuffled discards
def test_an_empty_spice_deck_is_reshuffled_from_the_discards(game):
    game.decks.spice = []
    game.decks.spice_discard = [location(game, "Red Chasm", "Funeral Plain")]
    settle(game)
    assert game.spice == {"Red Chasm": 8, "Funeral Plain": 8}


# FREMENI, Wybuch przyprawy: the forces in each struck territory may ride ("możesz poruszyć
# dowolne ... z tych oddziałów"); those that rode into the other struck territory have had
# their ride and do not ride on from there
def test_forces_that_rode_into_the_other_struck_territory_do_not_ride_again(game):
    _round(game, 2)
    put(game, "Wind Pass North", Faction.FREMEN, 16, 3)
    put(game, "Hagga Basin", Faction.FREMEN, 12, 2)
    game.decks.spice_discard = [location(game, "Wind Pass North", "Hagga Basin")]
    game.decks.spice = [worm(game), location(game, "Red Chasm", "Funeral Plain")]
    settle(game)
    fremen = game.seat_of(Faction.FREMEN)
    play(game, fremen, "ride 3 'Wind Pass North' 'Hagga Basin'")
    assert game.riding == ["Hagga Basin"]
    before = game.model_copy(deep=True)
    with pytest.raises(RuleError, match="carries 2 forces from Hagga Basin"):
        play(game, fremen, "ride 5 'Hagga Basin' 'Wind Pass North'")
    assert game == before
    play(game, fremen, "ride 2 'Hagga Basin' 'Wind Pass North'")
    assert count(game, "Hagga Basin", Faction.FREMEN) == 3
    assert count(game, "Wind Pass North", Faction.FREMEN) == 2
    assert game.phase == Phase.CARDS


# FREMENI, Wybuch przyprawy: the riders end in a sector of the territory they ride to
def test_a_ride_ends_only_in_a_sector_of_its_target(game):
    _worm_on_red_chasm(game)
    fremen = game.seat_of(Faction.FREMEN)
    before = game.model_copy(deep=True)
    with pytest.raises(RuleError, match="Tuek's Sietch lies in sectors 4, not 9"):
        play(game, fremen, "ride 3 'Red Chasm' \"Tuek's Sietch\" sector=9")
    assert game == before
    play(game, fremen, "ride 3 'Red Chasm' \"Tuek's Sietch\" sector=4")
    assert game.forces["Tuek's Sietch"] == {Faction.FREMEN: {4: 3}}


# Faza transportu i ruchu oddziałów: no stronghold holding forces of two other factions is
# entered, by the worm neither
def test_a_ride_may_not_enter_a_stronghold_held_by_two_other_factions(game):
    _worm_on_red_chasm(game)
    put(game, "Tuek's Sietch", Faction.ATREIDES, 4, 1)
    put(game, "Tuek's Sietch", Faction.HARKONNEN, 4, 1)
    with pytest.raises(RuleError, match="holds forces of two other factions"):
        play(game, game.seat_of(Faction.FREMEN), "ride 3 'Red Chasm' \"Tuek's Sietch\"")

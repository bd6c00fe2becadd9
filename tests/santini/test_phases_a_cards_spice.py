"""Carte: the draws and the extra cards for cities and witches; Spezia: a counter a sheet,
its quantity by a d6 and its place by a d12."""

from __future__ import annotations

import pytest

from engine.core import EventLog
from engine.rulesets.santini import cards_phase, spice_phase
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.state import Phase

from .helpers_phases_a import CITY_HEXES, WITCH, game, put, script_dice, texts

H, A, F, E = Faction.HARKONNEN, Faction.ATREIDES, Faction.FREMEN, Faction.EMPEROR


@pytest.fixture
def dice(monkeypatch):
    return script_dice(monkeypatch)


def common_deck(state, count: int = 40) -> None:
    """A deck of common cards only, so that no event interferes with the counts."""
    state.deck = ["Movimento"] * count
    state.discard = []


def hands(state) -> dict[Faction, int]:
    return {p.faction: len(p.hand) for p in state.players.values()}


def occupy(state, faction: Faction, *cities: str) -> None:
    for city in cities:
        put(state, faction, Kind.INFANTRY, CITY_HEXES[city])


# Carte: il giocatore Harkonnen pesca due carte, poi l'Atreides, il Fremen e l'Impero una
def test_the_harkonnen_draw_two_and_the_others_one():
    state = game()
    common_deck(state)
    occupy(state, E, "Carthag", "Arrakeen", "Mesa Sietch", "Sietch Erg", "Plastic Sietch",
           "Sietch Basin", "Tuek Sietch", "Meridian Sietch", "Sietch Tabr")
    log = EventLog()
    cards_phase.draw_cards(state, log)
    # the Emperor holds every city: 1 + 1 + 1 + 7 // 2
    assert hands(state) == {H: 2, A: 1, F: 1, E: 6}
    assert texts(log)[0] == "Harkonnen (Harkonnen) draws 2 cards: 2 for the turn."


# Carte: 1 carta per il controllo di Carthag o Arrakeen (each counts)
def test_carthag_and_arrakeen_each_give_a_card():
    state = game()
    common_deck(state)
    occupy(state, H, "Carthag", "Arrakeen")
    cards_phase.draw_cards(state, EventLog())
    assert hands(state)[H] == 4


# Carte: 1 carta ogni due (arrotondamento per difetto) città minori controllate
def test_three_minor_cities_give_one_card():
    state = game()
    common_deck(state)
    occupy(state, A, "Mesa Sietch", "Sietch Erg", "Plastic Sietch")
    cards_phase.draw_cards(state, EventLog())
    assert hands(state)[A] == 2


# Nota Bene: le città senza unità combattenti si considerano controllate dal Fremen
def test_the_fremen_draw_for_the_empty_cities():
    state = game()
    common_deck(state)
    log = EventLog()
    cards_phase.draw_cards(state, log)
    # every city empty: Carthag, Arrakeen and 7 // 2 for the minor ones
    assert hands(state)[F] == 1 + 2 + 3
    assert "Fremen (Fremen) draws 6 cards: 1 for the turn, 1 for Carthag, 1 for Arrakeen " \
        "and 3 for 7 minor cities." in texts(log)


# Nota sui Leaders: una strega in una città durante la fase Carte fa pescare una carta
def test_a_witch_in_a_city_draws_a_card_for_her_faction():
    state = game()
    common_deck(state)
    put(state, A, Kind.LEADER, CITY_HEXES["Tuek Sietch"], name=WITCH)
    put(state, H, Kind.INFANTRY, CITY_HEXES["Tuek Sietch"])
    cards_phase.draw_cards(state, EventLog())
    assert hands(state)[A] == 2


def test_a_witch_in_the_desert_or_at_home_draws_nothing():
    state = game()
    common_deck(state)
    put(state, A, Kind.LEADER, "1010", name=WITCH)
    put(state, A, Kind.LEADER, "home", name=WITCH)
    cards_phase.draw_cards(state, EventLog())
    assert hands(state)[A] == 1


# Carte: le carte evento devono essere giocate appena pescate
def test_an_event_drawn_in_the_cards_phase_is_played_and_not_kept():
    state = game()
    common_deck(state)
    state.deck.append("Sicurezza Interna")
    log = EventLog()
    cards_phase.draw_cards(state, log)
    assert "Sicurezza Interna" in state.events_this_turn
    assert hands(state)[H] == 1
    assert "Sicurezza Interna" not in state.players["Harkonnen"].hand


# Spezia: un dado da sei per il valore (1,2 uno; 3,4 due; 5,6 tre), un d12 per l'esagono
def test_each_sheet_gets_a_counter_of_the_d6s_quantity_on_its_d12_birth_hex(dice):
    state = game(phase=Phase.SPICE)
    for face, birth in ((1, 1), (2, 12), (3, 5), (4, 6), (5, 7), (6, 8)):
        dice.then(6, face).then(12, birth)
    log = EventLog()
    spice_phase.place_spice(state, log)
    births = state.map.births
    assert state.spice == {births[1][0]: [1], births[2][11]: [1], births[3][4]: [2],
                           births[4][5]: [2], births[5][6]: [3], births[6][7]: [3]}
    assert f"Spice on sheet 3: d6 3, quantity 2; d12 5, in {births[3][4]}." in texts(log)


def test_a_counter_on_a_hex_with_spice_lies_beside_it(dice):
    state = game(phase=Phase.SPICE)
    first = state.map.births[1][0]
    state.spice = {first: [3]}
    dice.then(6, 1).then(12, 1)
    for _ in range(5):
        dice.then(6, 1).then(12, 1)
    spice_phase.place_spice(state, EventLog())
    assert state.spice[first] == [3, 1]


# Descrizione Carte: Abbondanza Spezia, si mettono 12 pedine di spezia
def test_abundance_places_two_counters_a_sheet_in_its_turn(dice):
    state = game(turn=4, phase=Phase.SPICE)
    state.abundance = 4
    for n in range(12):
        dice.then(6, 6).then(12, n % 2 + 1)
    spice_phase.place_spice(state, EventLog())
    assert sum(len(v) for v in state.spice.values()) == 12
    assert not dice.faces


def test_abundance_of_an_earlier_turn_is_over(dice):
    state = game(turn=5, phase=Phase.SPICE)
    state.abundance = 4
    for _ in range(6):
        dice.then(6, 6).then(12, 1)
    spice_phase.place_spice(state, EventLog())
    assert sum(len(v) for v in state.spice.values()) == 6

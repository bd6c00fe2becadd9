"""Piazzamento Iniziale: every count of the set-up table, the starting hands, the storms
and the first spice, deterministic by seed."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core import EventLog, SeatSpec
from engine.core.events import to_seat
from engine.rulesets.santini import hexes, setup
from engine.rulesets.santini.data.cards import KINDS, deck_list, playable_by
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.options import SantiniOptions
from engine.rulesets.santini.state import HOME, SantiniState
from engine.rulesets.santini.words import card_word

from .helpers_counters import bare

E, A, H, F = Faction.EMPEROR, Faction.ATREIDES, Faction.HARKONNEN, Faction.FREMEN


def new_game(seed: int = 1) -> tuple[SantiniState, EventLog]:
    log = EventLog()
    seats = [SeatSpec(name=f"p{i}") for i in range(1, 5)]
    return setup.create(SantiniOptions(), seats, seed, log), log


def counts(state: SantiniState, faction: Faction, place: str) -> Counter[str]:
    """What a faction has in a place, in the set-up's letters (`Svet` a veteran spy)."""
    letters = {Kind.COMMAND: "D", Kind.INFANTRY: "F", Kind.ARMOUR: "C", Kind.ARTILLERY: "A",
               Kind.WING: "T", Kind.HARVESTER: "M", Kind.SPY: "S", Kind.GUARD: "G",
               Kind.SCOUT: "scout", Kind.LEADER: "leader"}
    return Counter(letters[u.kind] + ("vet" if u.veteran else "")
                   for u in state.units.values() if u.faction == faction and u.place == place)


def city(state: SantiniState, name: str) -> str:
    return state.map.cities[name].hex


@pytest.fixture(scope="module")
def game() -> SantiniState:
    return new_game()[0]


# Piazzamento Iniziale, Impero: 1D 3F 1T 1M Fortificazione e Piattaforma in Mesa Sietch e
# in Sietch Erg; Kaitain 1D 8F 2C 2A 2G 2S 2M 2T Emperor Shaddam IV; 30 spezia
def test_the_emperor_sets_up_in_mesa_sietch_sietch_erg_and_kaitain(game: SantiniState) -> None:
    for name in ("Mesa Sietch", "Sietch Erg"):
        assert counts(game, E, city(game, name)) == Counter(D=1, F=3, T=1, M=1)
        assert game.fortifications[city(game, name)].done
        assert game.platforms[city(game, name)].faction == E
    assert counts(game, E, HOME) == Counter(D=1, F=8, C=2, A=2, G=2, S=2, M=2, T=2, leader=1)
    assert game.player_of(E).spice == 30


# Piazzamento Iniziale, Atreides: 1D 3F 2T 2M 2me Fortificazione e Piattaforma in Arrakeen
# + 1 scout; Caladan 1D 8F 1C 1A 2S 1M 1T Duke Leto; 20 spezia
def test_the_atreides_set_up_in_arrakeen_with_two_modules_and_on_caladan(
        game: SantiniState) -> None:
    arrakeen = city(game, "Arrakeen")
    assert counts(game, A, arrakeen) == Counter(D=1, F=3, T=2, M=2, scout=1)
    carriers = [u for u in game.units_at(arrakeen) if u.modules]
    assert [u.kind for u in carriers] == [Kind.INFANTRY, Kind.INFANTRY]
    assert game.fortifications[arrakeen].done and game.platforms[arrakeen].done
    assert counts(game, A, HOME) == Counter(D=1, F=8, C=1, A=1, S=2, M=1, T=1, leader=1)
    assert game.player_of(A).spice == 20


# Piazzamento Iniziale, Harkonnen: 1D 3F 2T 2M Fortificazione e Piattaforma in Carthag + 1
# scout, 1Svet in Arrakeen, 1Svet in Plastic Sietch; Giedi Prime 1D 8F 1C 1A 2Svet 1M 1T
# Baron Vladimir; 20 spezia
def test_the_harkonnen_set_up_in_carthag_with_veteran_spies_abroad(game: SantiniState) -> None:
    carthag = city(game, "Carthag")
    assert counts(game, H, carthag) == Counter(D=1, F=3, T=2, M=2, scout=1)
    assert game.fortifications[carthag].faction == H
    assert counts(game, H, city(game, "Arrakeen")) == Counter(Svet=1)
    assert counts(game, H, city(game, "Plastic Sietch")) == Counter(Svet=1)
    assert counts(game, H, HOME) == Counter(D=1, F=8, C=1, A=1, Svet=2, M=1, T=1, leader=1)
    assert game.player_of(H).spice == 20


# Piazzamento Iniziale, Fremen: 1D 2F in Sietch Basin e Tuek Sietch, 2F in Sietch Tabr e
# Meridian Sietch, 1D 3F in Plastic Sietch, ciascuno + 1 scout; 1S in Carthag e in
# Arrakeen; Arrakis 1D 3F
def test_the_fremen_set_up_in_five_sietches_with_scouts_and_spies_in_the_major_cities(
        game: SantiniState) -> None:
    expected = {"Sietch Basin": Counter(D=1, F=2, scout=1),
                "Tuek Sietch": Counter(D=1, F=2, scout=1),
                "Sietch Tabr": Counter(F=2, scout=1),
                "Meridian Sietch": Counter(F=2, scout=1),
                "Plastic Sietch": Counter(D=1, F=3, scout=1),
                "Carthag": Counter(S=1), "Arrakeen": Counter(S=1)}
    for name, units in expected.items():
        assert counts(game, F, city(game, name)) == units, name
    assert counts(game, F, HOME) == Counter(D=1, F=3)
    assert game.player_of(F).spice == 0
    assert not any(w.faction == F for w in game.fortifications.values())


# Condizioni Vittoria: the charismatic leaders; Piazzamento Iniziale names three at home
def test_three_charismatic_leaders_wait_at_home_and_no_fremen_leader(game: SantiniState) -> None:
    leaders = {u.faction: u.name for u in game.units.values() if u.kind == Kind.LEADER}
    assert leaders == {E: "Shaddam IV", A: "Duke Leto", H: "Baron Vladimir"}
    assert all(u.place == HOME for u in game.units.values() if u.kind == Kind.LEADER)


def test_combat_units_begin_at_full_strength_and_regular_but_the_harkonnen_spies(
        game: SantiniState) -> None:
    assert all(u.steps == 2 for u in game.units.values() if u.combat)
    veterans = [u for u in game.units.values() if u.veteran]
    assert len(veterans) == 4 and {(u.faction, u.kind) for u in veterans} == {(H, Kind.SPY)}


# Piazzamento Iniziale: "queste carte devono essere o comuni o essere della corrispondente
# fazione"; 2 carte Impero, Atreides, Fremen; 4 Harkonnen
def test_starting_hands_hold_only_common_or_own_cards_in_the_printed_numbers() -> None:
    for seed in range(1, 30):
        state, _ = new_game(seed)
        sizes = {p.faction: len(p.hand) for p in state.players.values()}
        assert sizes == {E: 2, A: 2, H: 4, F: 2}
        for player in state.players.values():
            assert all(playable_by(card, player.faction) for card in player.hand)
            assert all(KINDS[card] != "E" for card in player.hand)


# Piazzamento Iniziale: "Si rimescolano le carte scartate con il mazzo"
def test_cards_set_aside_are_shown_and_shuffled_back_into_the_deck() -> None:
    state, log = new_game(3)
    held = [c for p in state.players.values() for c in p.hand]
    assert Counter(state.deck + held) == Counter(deck_list())
    aside = [e for e in log.events if e.kind == "setup_aside"]
    assert aside and all(e.audience == "public" for e in aside)
    assert not state.discard


def test_a_hand_is_told_only_to_its_seat_and_the_table_sees_its_size() -> None:
    state, log = new_game(2)
    told = {e.audience: e for e in log.events if e.kind == "setup_hand" and not e.is_public}
    assert set(told) == {to_seat(seat) for seat in state.order}
    shown = [e for e in log.events if e.is_public]
    for seat, player in state.players.items():
        assert told[to_seat(seat)].text.args["cards"].args["items"] == [
            card_word(c) for c in player.hand]
        assert not any(repr(card_word(c)) in repr(e.text) for c in player.hand
                       for e in shown if e.kind != "setup_aside")


# Piazzamento Iniziale: "Le 6 tempeste vengono piazzate a caso come fossero spezia, rivolte
# verso il centro della mappa"
def test_six_storms_stand_one_a_sheet_on_a_birth_hex_facing_the_centre(
        game: SantiniState) -> None:
    assert [s.number for s in game.storms] == [1, 2, 3, 4, 5, 6]
    for storm in game.storms:
        assert storm.hex in game.map.births[storm.number]
        assert storm.direction == hexes.toward(storm.hex, hexes.CENTRE)


# Piazzamento Iniziale: "2 pedine di Spezia su ciascuna mappa" (Spezia: 1,2 uno; 3,4 due;
# 5,6 tre)
def test_two_spice_counters_a_sheet_one_in_each_half_of_its_birth_hexes() -> None:
    for seed in range(1, 20):
        state, _ = new_game(seed)
        for sheet in range(1, 7):
            births = state.map.births[sheet]
            first = [v for h in births[:6] for v in state.spice.get(h, [])]
            second = [v for h in births[6:] for v in state.spice.get(h, [])]
            assert len(first) == 1 and len(second) == 1
            assert set(first + second) <= {1, 2, 3}


def test_the_set_up_is_the_same_for_the_same_seed_and_differs_for_another() -> None:
    one, two, other = new_game(7)[0], new_game(7)[0], new_game(8)[0]
    assert one.model_dump() == two.model_dump()
    assert (one.deck, one.spice) != (other.deck, other.spice)


def test_the_placement_is_public() -> None:
    _, log = new_game()
    stacks = [e for e in log.events if e.kind == "setup_stack"]
    assert len(stacks) == 3 + 2 + 4 + 8 and all(e.audience == "public" for e in stacks)
    assert len([e for e in log.events if e.kind == "setup_storm"]) == 6
    assert len([e for e in log.events if e.kind == "setup_spice_counter"]) == 12


def test_a_bare_set_up_keeps_the_whole_deck_and_nothing_on_the_map() -> None:
    state = bare(new_game()[0])
    assert not state.units and not state.spice and not state.fortifications
    assert all(s.hex is None for s in state.storms)
    assert sorted(state.deck) == sorted(deck_list())

"""Tempeste: the storms' dice, what they destroy in the desert, the shelter of cities and
mountains, the Fremen's survival table, spice and platforms, storms off the map."""

from __future__ import annotations

import pytest

from engine.core import EventLog
from engine.rulesets.santini import hexes, storms
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.state import DEAD, Phase, Storm, Work

from .helpers_phases_a import DARK, PAUL, ROCK, game, put, script_dice, texts

H, A, F = Faction.HARKONNEN, Faction.ATREIDES, Faction.FREMEN


@pytest.fixture
def dice(monkeypatch):
    return script_dice(monkeypatch)


def one_storm(hex_: str, direction: int = 1, turn: int = 3):
    state = game(turn=turn, phase=Phase.STORMS)
    state.storms = [Storm(number=1, hex=hex_, direction=direction)]
    return state


# Tempeste: a d8 for the direction, a d4 for the hexes it moves
def test_a_storm_moves_its_d4_in_the_direction_of_its_d8(dice):
    state = one_storm("1010")
    dice.then(8, 4).then(4, 3)
    log = EventLog()
    storms.move_storms(state, log)
    assert (state.storms[0].hex, state.storms[0].direction) == ("1013", 4)
    assert "Storm 1: d8 4, heading south; d4 3: it moves 3 hexes to 1013." in texts(log)


# Tempeste (reconstructed key): a 7 or 8 on the d8 keeps the storm's last course
def test_a_seven_or_eight_keeps_the_storms_course(dice):
    state = one_storm("1010", direction=2)
    dice.then(8, 8).then(4, 1)
    storms.move_storms(state, EventLog())
    assert (state.storms[0].hex, state.storms[0].direction) == (hexes.step("1010", 2), 2)


# Descrizione Carte: Tempeste Violente, le tempeste muovono del doppio
def test_violent_storms_move_twice_their_d4_in_the_turn_of_the_event(dice):
    state = one_storm("1010", direction=4)
    state.violent_storms = state.turn
    dice.then(8, 4).then(4, 2)
    storms.move_storms(state, EventLog())
    assert state.storms[0].hex == "1014"


def test_violent_storms_drawn_in_an_earlier_turn_no_longer_double(dice):
    state = one_storm("1010", direction=4, turn=5)
    state.violent_storms = 4
    dice.then(8, 4).then(4, 2)
    storms.move_storms(state, EventLog())
    assert state.storms[0].hex == "1012"


# Tempeste: passing over units in the desert destroys them unless Fremen; a city shelters
def test_the_storm_destroys_harkonnen_infantry_in_the_desert_but_not_in_a_city(dice):
    state = one_storm("1105")
    desert = put(state, H, Kind.INFANTRY, "1106")
    city = put(state, A, Kind.INFANTRY, "1108")  # Arrakeen, where the storm stops
    dice.then(8, 4).then(4, 3)
    log = EventLog()
    storms.move_storms(state, log)
    assert (desert.place, city.place) == (DEAD, "1108")
    assert state.storms[0].hex == "1108"
    assert "Storm 1 destroys in 1106: H1." in texts(log)


# Tempeste: the units in a city or on the mountains are protected
def test_units_on_rock_are_safe_from_the_storm(dice):
    state = one_storm("0301")
    unit = put(state, H, Kind.INFANTRY, ROCK)
    dice.then(8, 4).then(4, 2)
    storms.move_storms(state, EventLog())
    assert unit.place == ROCK


# Tempeste: "in deserto (chiaro o scuro che sia)"
def test_units_in_dark_desert_are_destroyed(dice):
    state = one_storm(ROCK)
    unit = put(state, A, Kind.ARMOUR, DARK)
    dice.then(8, 4).then(4, 1)
    storms.move_storms(state, EventLog())
    assert unit.place == DEAD


# Descrizione Carte: Cariche Atomiche, la città non protegge più da vermi e tempeste
def test_a_city_blasted_by_atomics_gives_no_shelter(dice):
    state = one_storm("1105")
    state.atomics = ["1108"]
    unit = put(state, A, Kind.INFANTRY, "1108")
    dice.then(8, 4).then(4, 3)
    storms.move_storms(state, EventLog())
    assert unit.place == DEAD


# Tempeste: gli scouts e i moduli estranianti non vengono distrutti dalle tempeste
def test_scouts_and_weirding_modules_survive_the_storm(dice):
    state = one_storm("1010")
    carrier = put(state, A, Kind.INFANTRY, "1011", modules=1)
    scout = put(state, A, Kind.SCOUT, "1011")
    dice.then(8, 4).then(4, 1)
    storms.move_storms(state, EventLog())
    assert carrier.place == DEAD
    assert scout.place == "1011"
    assert state.ground_modules == {"1011": 1}
    # Nota sugli Scout: a scout left alone passes to the Fremen
    assert scout.faction == F


# Tempeste: i vermi sono invece eliminati
def test_the_storm_kills_a_fremen_worm_but_only_tests_its_riders(dice):
    state = one_storm("1010")
    worm = put(state, F, Kind.WORM, "1011", worm_turns=2)
    rider = put(state, F, Kind.INFANTRY, "1011")
    dice.then(8, 4).then(4, 1).then(6, 1)
    storms.move_storms(state, EventLog())
    assert worm.place == DEAD
    assert (rider.place, rider.steps, rider.stormed) == ("1011", 2, True)


# Tempeste: the survival table, Regolari 0-2 save, 3-4 lose a step, 5-6 eliminated
def test_a_regular_fremen_survives_on_two_loses_a_step_on_three_dies_on_five(dice):
    state = one_storm("1010")
    saved = put(state, F, Kind.INFANTRY, "1011")
    hurt = put(state, F, Kind.INFANTRY, "1011")
    lost = put(state, F, Kind.INFANTRY, "1011")
    dice.then(8, 4).then(4, 1).then(6, 2, 3, 5)
    log = EventLog()
    storms.move_storms(state, log)
    assert (saved.steps, saved.place) == (2, "1011")
    assert (hurt.steps, hurt.place) == (1, "1011")
    assert lost.place == DEAD
    assert "F2 under the storm rolls 3 (total 3): it loses a step." in texts(log)


# Tempeste: Veterani 0-3 / 4-5 / 6; Guardia 0-4 / 5 / 6; Comando/Leader/Spie 0-5 / 6
def test_veterans_guards_and_commands_read_their_own_rows(dice):
    state = one_storm("1010")
    veteran = put(state, F, Kind.INFANTRY, "1011", veteran=True)
    guard = put(state, F, Kind.GUARD, "1011")
    command = put(state, F, Kind.COMMAND, "1011")
    spy = put(state, F, Kind.SPY, "1011")
    dice.then(8, 4).then(4, 1).then(6, 4, 5, 5, 6)
    storms.move_storms(state, EventLog())
    assert veteran.steps == 1 and guard.steps == 1
    assert command.place == "1011"
    assert spy.place == DEAD


def test_a_reduced_regular_losing_a_step_is_eliminated(dice):
    state = one_storm("1010")
    unit = put(state, F, Kind.INFANTRY, "1011", steps=1)
    dice.then(8, 4).then(4, 1).then(6, 3)
    storms.move_storms(state, EventLog())
    assert unit.place == DEAD


# Tempeste: -1 se nello stack è presente uno scout
def test_a_scout_in_the_stack_takes_one_from_the_survival_die(dice):
    state = one_storm("1010")
    unit = put(state, F, Kind.INFANTRY, "1011")
    put(state, F, Kind.SCOUT, "1011")
    dice.then(8, 4).then(4, 1).then(6, 3)
    log = EventLog()
    storms.move_storms(state, log)
    assert (unit.steps, unit.place) == (2, "1011")
    assert "F1 under the storm rolls 3 (total 2): it survives." in texts(log)


# Tempeste: il test viene effettuato una sola volta per unità
def test_a_fremen_unit_two_storms_pass_over_is_tested_once(dice):
    state = one_storm("1010")
    state.storms.append(Storm(number=2, hex="1013", direction=1))
    unit = put(state, F, Kind.INFANTRY, "1011")
    dice.then(8, 4).then(4, 1).then(6, 1).then(8, 1).then(4, 3)
    storms.move_storms(state, EventLog())
    assert unit.stormed and unit.steps == 2
    assert not dice.faces


def test_a_new_storm_phase_tests_the_fremen_again(dice):
    state = one_storm("1010")
    unit = put(state, F, Kind.INFANTRY, "1011", stormed=True)
    dice.then(8, 4).then(4, 1).then(6, 4)
    storms.move_storms(state, EventLog())
    assert unit.steps == 1


# Spezia: la spezia viene rimossa ... dispersa dal passaggio dalle tempeste
def test_the_storm_disperses_the_spice_it_passes_over(dice):
    state = one_storm("1010")
    state.spice = {"1011": [2, 3], "1012": [1], "1014": [1]}
    dice.then(8, 4).then(4, 2)
    storms.move_storms(state, EventLog())
    assert state.spice == {"1014": [1]}


# Attività: le piattaforme vengono distrutte dalle tempeste (in deserto o città senza difese)
def test_the_storm_destroys_a_platform_in_the_desert_but_not_in_a_city(dice):
    state = one_storm("1105")
    state.platforms = {"1106": Work(faction=H, done=True), "1108": Work(faction=A, done=True)}
    dice.then(8, 4).then(4, 3)
    storms.move_storms(state, EventLog())
    assert list(state.platforms) == ["1108"]


# Tempeste: fuori mappa, ricollocate nella successiva fase Tempeste, zona (1-6) a caso,
# direzione centro mappa
def test_a_storm_off_the_map_comes_back_next_phase_facing_the_centre(dice):
    state = one_storm("1001", direction=1)
    dice.then(8, 1).then(4, 2)
    log = EventLog()
    storms.move_storms(state, log)
    assert state.storms[0].hex is None
    assert any("blows off the map" in t for t in texts(log))
    dice.then(6, 3).then(12, 5)
    storms.move_storms(state, EventLog())
    birth = state.map.births[3][4]
    assert state.storms[0].hex == birth
    assert state.storms[0].direction == hexes.toward(birth, hexes.CENTRE)
    assert not dice.faces


def test_a_storm_coming_back_sweeps_the_hex_it_lands_on(dice):
    state = one_storm("1001")
    state.storms[0].hex = None
    birth = state.map.births[1][0]
    unit = put(state, H, Kind.HARVESTER, birth)
    dice.then(6, 1).then(12, 1)
    storms.move_storms(state, EventLog())
    assert unit.place == DEAD


# Controllo Condizioni Vittoria: aver perduto il proprio Leader carismatico -2, a storm's
# victim too (no one killed him: no point to anyone)
def test_a_charismatic_leader_lost_to_the_storm_costs_his_faction(dice):
    state = one_storm("1010")
    paul = put(state, F, Kind.LEADER, "1011", name=PAUL)
    dice.then(8, 4).then(4, 1).then(6, 6)
    storms.move_storms(state, EventLog())
    assert paul.place == DEAD and state.player_of(F).charismatic_lost
    assert sum(p.kills for p in state.players.values()) == 0

"""Raccolta Spezia: the harvest table at each modifier, the choice of counter, the income,
and the records the initiative and the Fremen's blockade read."""

from __future__ import annotations

import pytest

from engine.core import EventLog, RuleError
from engine.rulesets.santini import commands as c
from engine.rulesets.santini import harvest
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.state import DEAD, Phase

from .helpers_phases_a import CITY_HEXES, game, put, script_dice, texts

H, A, F, E = Faction.HARKONNEN, Faction.ATREIDES, Faction.FREMEN, Faction.EMPEROR
FIELD = "2010"


@pytest.fixture
def dice(monkeypatch):
    return script_dice(monkeypatch)


def at_harvest(spice: list[int]):
    state = game(turn=4, phase=Phase.HARVEST)
    state.spice = {FIELD: list(spice)}
    return state


def spice_of(state, faction: Faction) -> int:
    return state.player_of(faction).spice


# Raccolta Spezia: the table as printed, rows 0..10-11, columns by quantity 1/2/3
@pytest.mark.parametrize(("total", "row"), [
    (0, ("twice",) * 3), (2, ("twice",) * 3), (3, ("ok",) * 3), (5, ("ok",) * 3),
    (6, ("ok", "ok", "air")), (7, ("ok", "air", "air")), (8, ("air", "air", "worm")),
    (9, ("air", "worm", "worm")), (10, ("worm",) * 3), (11, ("worm",) * 3)])
def test_the_harvest_table_reads_as_printed(total, row):
    assert tuple(harvest.result(total, amount) for amount in (1, 2, 3)) == row


# Raccolta Spezia: ok, si incassa la spezia
def test_an_ok_harvests_the_counters_spice(dice):
    state = at_harvest([2])
    put(state, H, Kind.HARVESTER, FIELD)
    dice.then(8, 4)
    log = EventLog()
    harvest.harvest(state, log)
    assert spice_of(state, H) == 2 and state.player_of(H).harvested == 2
    assert state.spice == {}
    assert f"H1 (Harkonnen) harvests the 2 in {FIELD} (d8 4, modifier 0: 4): 2 spice." \
        in texts(log)


# Raccolta Spezia: ok x2, il giocatore incassa due volte il valore della pedina
def test_ok_twice_harvests_double(dice):
    state = at_harvest([3])
    put(state, A, Kind.HARVESTER, FIELD)
    dice.then(8, 2)
    harvest.harvest(state, EventLog())
    assert spice_of(state, A) == 6


# Raccolta Spezia: Aerea con una unità aerea nell'esagono: si incassa la spezia
def test_aerea_with_an_air_wing_in_the_hex_harvests(dice):
    state = at_harvest([3])
    unit = put(state, E, Kind.HARVESTER, FIELD)
    put(state, E, Kind.WING, FIELD)
    dice.then(8, 6)
    harvest.harvest(state, EventLog())
    assert (spice_of(state, E), unit.place) == (2 + 3, FIELD)  # the Emperor's 2 besides


# Raccolta Spezia: Aerea senza unità aerea: spezia e mietitrice divorate dal verme
def test_aerea_without_an_air_wing_feeds_the_worm(dice):
    state = at_harvest([3])
    unit = put(state, E, Kind.HARVESTER, FIELD)
    put(state, A, Kind.WING, FIELD)  # someone else's wing does not help
    dice.then(8, 6)
    harvest.harvest(state, EventLog())
    assert (spice_of(state, E), unit.place, state.spice) == (2, DEAD, {})


# Raccolta Spezia: Verme, divorati indipendentemente dalla presenza dell'unità aerea;
# altre unità nell'esagono sono comunque salve
def test_verme_eats_the_harvester_even_with_a_wing_and_spares_the_others(dice):
    state = at_harvest([1])
    unit = put(state, H, Kind.HARVESTER, FIELD)
    wing = put(state, H, Kind.WING, FIELD)
    guard = put(state, H, Kind.INFANTRY, FIELD)
    dice.then(8, 8)
    put(state, F, Kind.INFANTRY, "2011")  # +3: 8 + 3 = 11
    harvest.harvest(state, EventLog())
    assert (unit.place, wing.place, guard.place) == (DEAD, FIELD, FIELD)
    assert state.spice == {}


# Raccolta Spezia: +1 Fremen within 8 movement points, +2 within 4, +3 within 2
@pytest.mark.parametrize(("fremen_at", "modifier"), [
    ("2011", 3), ("2012", 3), ("2013", 2), ("2014", 2), ("2015", 1), ("2018", 1),
    ("2019", 0)])
def test_fremen_combat_units_near_the_harvester_raise_the_die(dice, fremen_at, modifier):
    state = at_harvest([1])
    put(state, H, Kind.HARVESTER, FIELD)
    put(state, F, Kind.INFANTRY, fremen_at)
    put(state, F, Kind.SPY, "2010")  # not a combat unit
    dice.then(8, 1)
    log = EventLog()
    harvest.harvest(state, log)
    assert any(f"(d8 1, modifier {modifier}: {1 + modifier})" in t for t in texts(log))


# Raccolta Spezia: -1 se uno scout è assegnato alla mietitrice (uno scout, una mietitrice)
def test_a_scout_helps_one_harvester_of_its_hex(dice):
    state = at_harvest([1, 1])
    put(state, A, Kind.HARVESTER, FIELD)
    put(state, A, Kind.HARVESTER, FIELD)
    put(state, A, Kind.SCOUT, FIELD)
    dice.then(8, 3, 3)
    log = EventLog()
    harvest.harvest(state, log)
    rolls = [t for t in texts(log) if "d8 3" in t]
    assert "modifier -1: 2" in rolls[0] and "modifier 0: 3" in rolls[1]
    # ok x2 for the first, ok for the second
    assert spice_of(state, A) == 3


# Raccolta Spezia: ciascuna mietitrice può provare a raccogliere una pedina a turno;
# il giocatore sceglie (default: the largest)
def test_each_harvester_takes_one_counter_the_largest_by_default(dice):
    state = at_harvest([1, 3, 2])
    put(state, H, Kind.HARVESTER, FIELD)
    dice.then(8, 4)
    harvest.harvest(state, EventLog())
    assert spice_of(state, H) == 3 and state.spice == {FIELD: [1, 2]}


def test_a_second_harvester_finds_no_counter_left(dice):
    state = at_harvest([2])
    first = put(state, H, Kind.HARVESTER, FIELD)
    second = put(state, A, Kind.HARVESTER, FIELD)
    dice.then(8, 4)
    harvest.harvest(state, EventLog())
    assert (spice_of(state, H), spice_of(state, A)) == (2, 0)
    assert (first.place, second.place) == (FIELD, FIELD)


def test_a_standing_choice_picks_the_counter(dice):
    state = at_harvest([1, 3])
    unit = put(state, H, Kind.HARVESTER, FIELD)
    command = c.registry.parse("harvest h1 1")
    harvest.choose(state, "Harkonnen", command, EventLog())
    assert state.harvest_choices == {unit.id: 1}
    dice.then(8, 4)
    harvest.harvest(state, EventLog())
    assert spice_of(state, H) == 1 and state.spice == {FIELD: [3]}
    assert state.harvest_choices == {unit.id: 1}


def test_a_choice_of_a_quantity_not_there_takes_the_largest(dice):
    state = at_harvest([1, 3])
    unit = put(state, H, Kind.HARVESTER, FIELD)
    state.harvest_choices = {unit.id: 2}
    dice.then(8, 4)
    harvest.harvest(state, EventLog())
    assert spice_of(state, H) == 3


def test_choosing_for_another_players_harvester_is_refused():
    state = at_harvest([1, 3])
    unit = put(state, H, Kind.HARVESTER, FIELD)
    before = state.model_dump_json()
    with pytest.raises(RuleError) as refused:
        harvest.choose(state, "Atreides", harvest.Harvest(unit=unit.id, amount=1), EventLog())
    assert state.model_dump_json() == before
    assert "is not a harvester of yours" in refused.value.text
    with pytest.raises(RuleError):
        harvest.choose(state, "Harkonnen", harvest.Harvest(unit=unit.id, amount=4), EventLog())


# Raccolta Spezia: the total harvested by all, for the initiative and the blockade
def test_the_harvest_is_recorded_per_player_and_in_total(dice):
    state = at_harvest([2])
    state.spice["2110"] = [1]
    state.player_of(A).harvested = 9
    put(state, H, Kind.HARVESTER, FIELD)
    put(state, E, Kind.HARVESTER, "2110")
    dice.then(8, 4, 4)
    harvest.harvest(state, EventLog())
    assert state.player_of(H).harvested == 2 and state.player_of(E).harvested == 1
    assert state.player_of(A).harvested == 0
    assert state.harvests == [3]


def test_a_harvester_with_no_spice_rolls_nothing(dice):
    state = at_harvest([])
    state.spice = {}
    put(state, H, Kind.HARVESTER, FIELD)
    harvest.harvest(state, EventLog())
    assert state.harvests == [0]


# Raccolta Spezia: l'Impero riceve 2 spezie; 2 per Arrakeen o Carthag, 1 per città minore;
# il Fremen non incassa per le città che controlla
def test_income_for_the_emperor_and_the_cities_but_not_the_fremen():
    state = game(turn=4, phase=Phase.HARVEST)
    put(state, E, Kind.INFANTRY, CITY_HEXES["Carthag"])
    put(state, A, Kind.INFANTRY, CITY_HEXES["Arrakeen"])
    put(state, A, Kind.INFANTRY, CITY_HEXES["Sietch Tabr"])
    put(state, H, Kind.INFANTRY, CITY_HEXES["Mesa Sietch"])
    log = EventLog()
    harvest.harvest(state, log)
    assert {f: spice_of(state, f) for f in Faction} == {H: 1, A: 3, F: 0, E: 4}
    assert state.harvests == [0]  # income is not harvest
    assert "The Emperor receive 4 spice: 2 every turn and 2 for Carthag." in texts(log)


# Raccolta Spezia: the choice is typed as a command and the agents may make it
def test_a_harvester_on_several_counters_is_offered_the_smallest():
    state = at_harvest([3, 1])
    unit = put(state, H, Kind.HARVESTER, FIELD)
    put(state, H, Kind.HARVESTER, "0101")
    assert harvest._choices(state, "Harkonnen") == [harvest.Harvest(unit=unit.id, amount=1)]
    assert harvest._choices(state, "Atreides") == []

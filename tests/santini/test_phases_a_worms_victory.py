"""Vermi: the worms' turns, Muad'Dib's veterans, the weirding modules of his coming, the
platforms razed; Controllo Condizioni Vittoria: the three ways to end and the control of
cities."""

from __future__ import annotations

from engine.core import EventLog
from engine.rulesets.santini import flow, victory, worms_phase
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.hooks import DECISIONS
from engine.rulesets.santini.state import DEAD, Phase, Work

from .helpers_phases_a import CITY_HEXES, PAUL, game, put, texts

H, A, F, E = Faction.HARKONNEN, Faction.ATREIDES, Faction.FREMEN, Faction.EMPEROR



# Vermi: un verme con 1 turno scala a zero e si elimina dalla mappa
def test_a_worm_loses_a_turn_and_leaves_at_zero():
    state = game(turn=3, phase=Phase.WORMS)
    old = put(state, F, Kind.WORM, "1010", worm_turns=1)
    young = put(state, F, Kind.WORM, "1510", worm_turns=3)
    put(state, F, Kind.INFANTRY, "1010")
    put(state, F, Kind.INFANTRY, "1510")
    log = EventLog()
    worms_phase.worms(state, log)
    assert (old.place, young.place, young.worm_turns) == (DEAD, "1510", 2)
    assert "The worm F2 in 1510 has 2 turns left." in texts(log)


# Attività: se il verme rimane senza unità combattenti Fremen nell'esagono, sparisce
def test_a_worm_with_no_fremen_combat_unit_left_goes_with_turns_to_spare():
    state = game(turn=3, phase=Phase.WORMS)
    worm = put(state, F, Kind.WORM, "1010", worm_turns=3)
    put(state, F, Kind.COMMAND, "1010")
    worms_phase.worms(state, EventLog())
    assert worm.place == DEAD


# Vermi: Paul Muad'Dib converte le unità Regolari del suo esagono in Veterane, se libero
# da zoc di unità combattenti nemiche
def test_muaddib_turns_the_regulars_of_his_hex_veteran():
    state = game(turn=3, phase=Phase.WORMS)
    put(state, F, Kind.LEADER, "1010", name=PAUL)
    regular = put(state, F, Kind.INFANTRY, "1010")
    reduced = put(state, F, Kind.INFANTRY, "1010", steps=1)
    guard = put(state, F, Kind.GUARD, "1010")
    elsewhere = put(state, F, Kind.INFANTRY, "1011")
    put(state, H, Kind.HARVESTER, "1009")  # a non-combat enemy's zoc does not stop him
    worms_phase.worms(state, EventLog())
    assert regular.veteran and reduced.veteran and reduced.steps == 1
    assert not guard.veteran and not elsewhere.veteran


def test_muaddib_trains_no_one_in_an_enemy_combat_zoc():
    state = game(turn=3, phase=Phase.WORMS)
    put(state, F, Kind.LEADER, "1010", name=PAUL)
    regular = put(state, F, Kind.INFANTRY, "1010")
    put(state, H, Kind.INFANTRY, "1009")
    worms_phase.worms(state, EventLog())
    assert not regular.veteran


# Nota Muad'Dib ed Alia: 9 moduli, 3 per turno, nel turno d'ingresso e nei 2 successivi
def test_the_fremen_receive_three_modules_in_three_vermi_phases():
    state = game(turn=5, phase=Phase.WORMS)
    state.muaddib = 5
    fremen = state.player_of(F)
    for turn in (5, 6, 7, 8):
        state.turn = turn
        worms_phase.worms(state, EventLog())
    assert fremen.home_modules == 9


def test_no_modules_before_muaddib_comes():
    state = game(turn=5, phase=Phase.WORMS)
    worms_phase.worms(state, EventLog())
    assert state.player_of(F).home_modules == 0


# Attività: le piattaforme vengono distrutte durante la fase verme da unità combattenti
def test_combat_units_destroy_an_enemy_platform_in_their_hex():
    state = game(turn=3, phase=Phase.WORMS)
    state.platforms = {"1010": Work(faction=H, done=True), "1510": Work(faction=A, done=True),
                       "1810": Work(faction=E, done=True)}
    put(state, A, Kind.INFANTRY, "1010")
    put(state, A, Kind.INFANTRY, "1510")
    put(state, F, Kind.SPY, "1810")
    log = EventLog()
    worms_phase.worms(state, log)
    assert sorted(state.platforms) == ["1510", "1810"]
    assert "The Atreides destroy the platform of the Harkonnen in 1010." in texts(log)


def at_victory(turn: int):
    state = game(turn=turn, phase=Phase.VICTORY)
    return state


# Nota Bene: controllata da chi ha unità combattenti dentro; senza, dal Fremen
def test_a_city_is_held_by_combat_units_and_an_empty_one_by_the_fremen():
    state = at_victory(3)
    put(state, H, Kind.INFANTRY, CITY_HEXES["Carthag"])
    put(state, A, Kind.COMMAND, CITY_HEXES["Arrakeen"])
    assert victory.controller(state, "Carthag") == H
    assert victory.controller(state, "Arrakeen") == F
    assert victory.city_points(state, F) == 2 + 7


# Controllo Condizioni Vittoria: il Fremen vince dall'undicesimo turno se in tre turni
# consecutivi la spezia raccolta da tutti è al massimo 12
def test_the_fremen_blockade_wins_from_turn_eleven():
    state = at_victory(11)
    state.harvests = [30, 4, 4, 4]
    log = EventLog()
    victory.check(state, log)
    assert (state.phase, state.winners, state.ending) == (Phase.ENDED, [F], "fremen")


def test_the_blockade_does_not_win_before_turn_eleven():
    state = at_victory(10)
    state.harvests = [0, 0, 0]
    victory.check(state, EventLog())
    assert state.phase == Phase.VICTORY and not state.winners


def test_thirteen_spice_in_three_turns_breaks_the_blockade():
    state = at_victory(12)
    state.harvests = [5, 4, 4]
    victory.check(state, EventLog())
    assert state.phase == Phase.VICTORY


# Controllo Condizioni Vittoria: gli altri vincono, dall'undicesimo turno, con 6 punti
def test_six_points_of_cities_win_from_turn_eleven():
    state = at_victory(11)
    state.harvests = [20, 20, 20]
    for city in ("Carthag", "Arrakeen", "Mesa Sietch", "Sietch Erg"):
        put(state, A, Kind.INFANTRY, CITY_HEXES[city])
    victory.check(state, EventLog())
    assert (state.winners, state.ending) == ([A], "points")


def test_six_points_before_turn_eleven_win_nothing():
    state = at_victory(10)
    state.harvests = [20, 20, 20]
    for city in ("Carthag", "Arrakeen", "Mesa Sietch", "Sietch Erg"):
        put(state, A, Kind.INFANTRY, CITY_HEXES[city])
    victory.check(state, EventLog())
    assert state.phase == Phase.VICTORY


def test_five_points_are_not_enough():
    state = at_victory(15)
    state.harvests = [20, 20, 20]
    for city in ("Carthag", "Arrakeen", "Mesa Sietch"):
        put(state, H, Kind.INFANTRY, CITY_HEXES[city])
    victory.check(state, EventLog())
    assert state.phase == Phase.VICTORY


# Controllo Condizioni Vittoria: alla fine del 30° turno, vittoria parziale a chi ha più
# punti (città, -2 per il proprio Leader carismatico perduto, +1 per ogni Leader
# carismatico avversario ucciso, +1 ogni 24 spezie sul proprio pianeta)
def test_turn_thirty_gives_a_partial_victory_by_the_count():
    state = at_victory(30)
    state.harvests = [20, 20, 20]
    put(state, H, Kind.INFANTRY, CITY_HEXES["Carthag"])
    for city in ("Mesa Sietch", "Sietch Erg", "Plastic Sietch", "Sietch Basin", "Tuek Sietch"):
        put(state, E, Kind.INFANTRY, CITY_HEXES[city])
    state.player_of(H).spice = 50  # Carthag 2, spice 2
    state.player_of(H).kills = 1  # 5
    state.player_of(E).charismatic_lost = True  # 5 cities - 2
    state.player_of(E).kills = 2  # 5
    state.player_of(E).spice = 23  # no point for 23
    # the Fremen: Arrakeen, Meridian Sietch and Sietch Tabr, empty: 4; the Atreides none
    assert {f: victory.final_points(state, f) for f in Faction} == {H: 5, A: 0, F: 4, E: 5}
    log = EventLog()
    victory.check(state, log)
    assert (state.ending, state.winners) == ("partial", [H, E])
    assert "Harkonnen: 5 points (cities 2, charismatic leader lost 0, enemy charismatic " \
        "leaders killed 1, spice 2)." in texts(log)
    assert "Emperor: 5 points (cities 5, charismatic leader lost -2, enemy charismatic " \
        "leaders killed 2, spice 0)." in texts(log)


# Controllo Condizioni Vittoria: the Fremen's blockade is told first, and checked first
def test_the_blockade_comes_before_six_points_in_the_same_turn():
    state = at_victory(14)
    state.harvests = [4, 4, 4]
    for city in ("Carthag", "Arrakeen", "Mesa Sietch", "Sietch Erg"):
        put(state, A, Kind.INFANTRY, CITY_HEXES[city])
    victory.check(state, EventLog())
    assert (state.winners, state.ending) == ([F], "fremen")


# Sequenza di Gioco: the automatic phases follow one another by themselves
def test_a_turn_runs_the_automatic_phases_in_the_rules_order():
    state = game(turn=2, phase=Phase.VICTORY)
    log = EventLog()
    flow.settle(state, log)
    for _ in range(200):  # every decision of turn 3 answered by its default
        if state.turn != 3:
            break
        seat, kind = flow.waiting_for(state)[0]
        flow.play(state, seat, DECISIONS[kind].default(state, seat), log)
    assert state.turn == 4
    kinds = [e.kind for e in log.events]
    firsts = [kinds.index(k) for k in ("cards_due", "storm", "spice", "harvest_total")]
    assert firsts == sorted(firsts)
    assert state.harvests == [0]

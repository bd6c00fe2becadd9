"""Attività: the results table, the losses table, the odds, the battle's morale and the
die's modifier."""

from __future__ import annotations

from engine.rulesets.santini.combat_sides import Side, modifier, morale
from engine.rulesets.santini.combat_tables import column, loss, result
from engine.rulesets.santini.data.counters import Kind, UnitValues
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.state import Work

from .helpers_combat import game, put, terrain

PRINTED_LOSSES = {
    "1": [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5],
    "2": [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10],
    "3": [1, 2, 3, 3, 4, 5, 6, 6, 7, 8, 9, 9, 10, 11, 12, 12, 13, 14, 15, 15],
}


def test_the_losses_table_is_the_printed_one_and_goes_on_above_twenty():
    # Tabella perdite in battaglia: la forza della fazione più piccola, 1-20
    for quarters, row in PRINTED_LOSSES.items():
        assert [loss(quarters, s) for s in range(1, 21)] == row
    assert (loss("1", 24), loss("2", 24), loss("3", 24)) == (6, 12, 18)
    assert loss("0", 12) == 0


def test_the_results_table_reads_its_corners_as_printed():
    # Attività: Rapporto di Forza / Dado da 6, -1 o meno .. 8 o più
    assert result(0, -4).name == "E-1"
    assert result(6, 12).name == "0-E"
    assert result(3, 3).name == "1-1"
    assert result(6, 3).name == "1-3r"
    assert result(5, 5).name == "1-3r"


def test_odds_are_rounded_in_the_defenders_favour_and_stop_at_three_to_one():
    # Attività: rapporto tra le forze (arrotondamento a favore del difensore)
    assert column(5, 4) == 3  # 5:4 reads 1:1
    assert column(3, 2) == 4  # 3:2
    assert column(7, 2) == 6  # 7:2 reads 3:1
    assert column(1, 4) == 0  # below 1:3 reads 1:3 once declared


def test_the_battles_morale_is_the_step_that_reaches_half_in_decreasing_morale():
    # Attività: si contano gli steps in ordine decrescente di morale fino a quello che sta
    # o supera la metà del totale
    state = game()
    guard = put(state, "hark", Kind.GUARD, "0101")  # morale 4, two steps
    inf = [put(state, "hark", Kind.INFANTRY, "0101") for _ in range(2)]  # morale 2
    side = Side("hark", Faction.HARKONNEN, [guard, *inf])
    assert morale(state, side) == 2  # 4 4 2 2 2 2: the third step
    inf[1].steps = 0
    inf[0].steps = 1
    assert morale(state, Side("hark", Faction.HARKONNEN, [guard, inf[0]])) == 4  # 4 4 2


def test_the_die_modifier_never_exceeds_three():
    # Attività: il modificatore finale non può eccedere più o meno 3
    state = game()
    terrain(state, h1010="city")
    state.fortifications["1010"] = Work(faction=Faction.ATREIDES, done=True)
    attack = Side("hark", Faction.HARKONNEN, [put(state, "hark", Kind.INFANTRY, "1009")])
    guard = put(state, "atre", Kind.GUARD, "1010")
    tank = put(state, "atre", Kind.ARMOUR, "1010")
    arty = put(state, "atre", Kind.ARTILLERY, "1010")
    defence = Side("atre", Faction.ATREIDES, [guard, tank, arty])
    assert modifier(state, "1010", attack, defence) == -3


def test_rock_superiorities_and_weirding_modules_modify_the_die():
    # Attività: roccia -1 all'attaccante; superiorità corazzata e di artiglieria +1; le
    # fanterie con Modulo Estraniante contano per le due superiorità
    state = game()
    terrain(state, h1010="rock")
    armed = put(state, "hark", Kind.INFANTRY, "1009", modules=1)
    attack = Side("hark", Faction.HARKONNEN, [armed])
    defence = Side("atre", Faction.ATREIDES, [put(state, "atre", Kind.INFANTRY, "1010")])
    assert modifier(state, "1010", attack, defence) == 2 - 1


def test_comandi_minus_one_takes_off_the_commands_modifier():
    # Nota sui Leaders: "Comandi -1", tutti i comandi della fazione avranno un -1
    state = game()
    values = dict(state.counters.values)
    values[Faction.HARKONNEN] = {**values[Faction.HARKONNEN],
                                 "command": UnitValues(strength=1, mp=4, modifier=2)}
    state.counters = state.counters.model_copy(update={"values": values})
    cmd = put(state, "hark", Kind.COMMAND, "1009")
    attack = Side("hark", Faction.HARKONNEN, [put(state, "hark", Kind.INFANTRY, "1009")],
                  command=cmd)
    defence = Side("atre", Faction.ATREIDES, [put(state, "atre", Kind.INFANTRY, "1010")])
    assert modifier(state, "1010", attack, defence) == 2
    state.players["hark"].commands_minus = 1
    assert modifier(state, "1010", attack, defence) == 1


def test_guastatore_traditore_and_scudo_potenziato_change_the_die():
    # Descrizione Carte: Spia Guastatore annulla i bonus dei corazzati e delle artiglierie;
    # Spia Traditore annulla il modificatore di un comando; Scudo Potenziato +1 a chi
    # difende in città
    state = game()
    terrain(state, h1010="city")
    tank = put(state, "hark", Kind.ARMOUR, "1009")
    cmd = put(state, "hark", Kind.COMMAND, "1009")
    attack = Side("hark", Faction.HARKONNEN, [tank], command=cmd)
    defence = Side("atre", Faction.ATREIDES, [put(state, "atre", Kind.INFANTRY, "1010")])
    assert modifier(state, "1010", attack, defence) == 1 + 1  # command, armour
    defence.cards = {"Spia Guastatore"}
    assert modifier(state, "1010", attack, defence) == 1
    defence.cards = {"Spia Guastatore", "Spia Traditore", "Scudo Potenziato"}
    assert modifier(state, "1010", attack, defence) == -1

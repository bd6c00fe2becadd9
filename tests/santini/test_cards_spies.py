"""Nota sulle Spie and the spy cards: the mission's table and modifiers, one spy card a
spy a turn, the standing answers (Annulla Azione Spia, Eliminazione Spie Nemiche,
Copertura), Contro Spionaggio, turning spies, and each spy card's effect."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.rulesets.santini import spies, spy_mission
from engine.rulesets.santini.cards_play import Play
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.state import Work
from tests.santini.helpers_cards import activity, play, put


def _roll(monkeypatch, *faces):
    rolls = iter(faces)
    monkeypatch.setattr(spy_mission.die, "roll", lambda state, sides: next(rolls))


def test_full_success_keeps_the_spy_and_makes_it_veteran(monkeypatch):
    # Nota sulle Spie: Pieno Successo: la Spia è salva ... trasformata in veterana
    state = activity()
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    state.players["p1"].hand = ["Spia Infiltrato"]
    _roll(monkeypatch, 4)
    play(state, "p1", Play(card="Spia Infiltrato", unit=spy.id))
    assert spy.veteran and spy.place == "0512"
    assert state.infiltrated == {"0512": 1}


def test_partial_success_loses_the_spy_but_the_card_works(monkeypatch):
    # Nota sulle Spie: Successo Parziale: la Spia viene eliminata ma la carta produce effetto
    state = activity()
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    for _ in range(2):
        put(state, "Atreides", Kind.INFANTRY, "0512")
    state.players["p1"].hand = ["Spia Infiltrato"]
    _roll(monkeypatch, 4)  # two combat units: 4 is a partial success
    play(state, "p1", Play(card="Spia Infiltrato", unit=spy.id))
    assert spy.place == "dead" and state.infiltrated == {"0512": 1}


def test_complete_failure_cancels_the_card(monkeypatch):
    # Nota sulle Spie: Completo Fallimento: si annulla anche l'effetto della carta spia
    state = activity()
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    state.players["p1"].hand = ["Spia Infiltrato"]
    _roll(monkeypatch, 6)
    play(state, "p1", Play(card="Spia Infiltrato", unit=spy.id))
    assert spy.place == "dead" and state.infiltrated == {}


def test_veteran_and_aids_lower_the_die(monkeypatch):
    # Nota sulle Spie: -1 veterana; Favoreggiamento -1; Super Spia -2
    state = activity()
    spy = put(state, "Harkonnen", Kind.SPY, "0512", veteran=True)
    for _ in range(3):
        put(state, "Atreides", Kind.INFANTRY, "0512")
    state.players["p1"].hand = ["Favoreggiamento", "Super Spia", "Spia Infiltrato"]
    play(state, "p1", Play(card="Favoreggiamento", unit=spy.id))
    play(state, "p1", Play(card="Super Spia", unit=spy.id))
    _roll(monkeypatch, 6)  # 6 - 1 - 1 - 2 = 2 against three units: full success
    play(state, "p1", Play(card="Spia Infiltrato", unit=spy.id))
    assert spy.place == "0512" and state.spy_aids == {}


def test_equal_aids_do_not_stack():
    # Carte: carte uguali non possono essere cumulate
    state = activity()
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    state.players["p1"].hand = ["Favoreggiamento", "Favoreggiamento"]
    play(state, "p1", Play(card="Favoreggiamento", unit=spy.id))
    with pytest.raises(RuleError):
        play(state, "p1", Play(card="Favoreggiamento", unit=spy.id))


def test_an_enemy_witch_raises_the_spy_die():
    # Nota sui Leaders: una Spia nemica nell'esagono di una strega ha +# al dado
    from engine.rulesets.santini.data.counters import LeaderValues
    from engine.rulesets.santini.factions import Faction
    state = activity()
    leaders = dict(state.counters.leaders)
    leaders["Jessica"] = LeaderValues(name="Jessica", faction=Faction.ATREIDES,
                                      role="witch", cards=1, spy=2)
    state.counters = state.counters.model_copy(update={"leaders": leaders})
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    put(state, "Atreides", Kind.LEADER, "0512", name="Jessica")
    assert spy_mission.witches(state, spy) == 2


def test_one_spy_card_a_spy_a_turn(monkeypatch):
    # Nota sulle Spie: su ciascuna pedina spia si può giocare al massimo una carta a turno
    state = activity()
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    state.players["p1"].hand = ["Spia Infiltrato", "Spia Infiltrato"]
    _roll(monkeypatch, 1)
    play(state, "p1", Play(card="Spia Infiltrato", unit=spy.id))
    with pytest.raises(RuleError):
        play(state, "p1", Play(card="Spia Infiltrato", unit=spy.id))


def test_agente_speciale_needs_a_veteran_and_stands_for_another(monkeypatch):
    # Carte: Spia Agente Speciale: giocabile su spia veterana, una qualsiasi altra carta spia
    state = activity()
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    state.players["p1"].hand = ["Spia Agente Speciale"]
    with pytest.raises(RuleError):
        play(state, "p1", Play(card="Spia Agente Speciale", unit=spy.id,
                               other="Spia Infiltrato"))
    spy.veteran = True
    _roll(monkeypatch, 1)
    play(state, "p1", Play(card="Spia Agente Speciale", unit=spy.id, other="Spia Infiltrato"))
    assert state.infiltrated == {"0512": 1}


def test_assassino_kills_a_leader_in_the_hex(monkeypatch):
    # Carte: Spia Assassino: uccide un leader nemico
    state = activity()
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    leader = put(state, "Atreides", Kind.LEADER, "0512", name="Gurney")
    state.players["p1"].hand = ["Spia Assassino"]
    _roll(monkeypatch, 1)
    play(state, "p1", Play(card="Spia Assassino", unit=spy.id, target=leader.id))
    assert leader.place == "dead"


def test_sabotatore_destroys_a_fortification(monkeypatch):
    # Carte: Spia Sabotatore: distrugge una fortificazione o una piattaforma nell'esagono
    state = activity()
    city = state.map.cities["Arrakeen"].hex
    spy = put(state, "Harkonnen", Kind.SPY, city)
    state.fortifications[city] = Work(faction="Atreides", done=True)
    state.platforms[city] = Work(faction="Atreides", done=True)
    state.players["p1"].hand = ["Spia Sabotatore"]
    with pytest.raises(RuleError):
        play(state, "p1", Play(card="Spia Sabotatore", unit=spy.id))
    _roll(monkeypatch, 1)
    play(state, "p1", Play(card="Spia Sabotatore", unit=spy.id, work="platform"))
    assert city not in state.platforms and city in state.fortifications


def test_danneggiatore_destroys_two_harvesters(monkeypatch):
    # Carte: Spia Danneggiatore: elimina due mietitrici o ali trasporto
    state = activity()
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    a = put(state, "Atreides", Kind.HARVESTER, "0512")
    b = put(state, "Atreides", Kind.WING, "0512")
    state.players["p1"].hand = ["Spia Danneggiatore"]
    _roll(monkeypatch, 1)
    play(state, "p1", Play(card="Spia Danneggiatore", unit=spy.id, target=a.id, second=b.id))
    assert a.place == b.place == "dead"


def test_avvelenatore_tests_the_infantry_in_the_city(monkeypatch):
    # Carte: Spia Avvelenatore: fanterie dentro una città testano per la sopravvivenza
    state = activity()
    city = state.map.cities["Arrakeen"].hex
    spy = put(state, "Harkonnen", Kind.SPY, city)
    safe = put(state, "Atreides", Kind.INFANTRY, city)
    hurt = put(state, "Atreides", Kind.INFANTRY, city)
    state.players["p1"].hand = ["Spia Avvelenatore"]
    monkeypatch.setattr("engine.rulesets.santini.spy_effects.die.roll",
                        lambda state, sides: next(faces))
    faces = iter([1, 2, 4])  # the mission (2 - 1 units: full), then 2 saved, 4 a step lost
    play(state, "p1", Play(card="Spia Avvelenatore", unit=spy.id))
    assert safe.steps == 2 and hurt.steps == 1


def test_ladro_steals_the_named_card_and_tells_only_the_two(monkeypatch):
    # Carte: Spia Ladro: ruba una carta da te scelta ad un altro giocatore
    state = activity()
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    state.players["p1"].hand = ["Spia Ladro"]
    state.players["p2"].hand = ["Karama", "Voce"]
    _roll(monkeypatch, 1)
    log = play(state, "p1", Play(card="Spia Ladro", unit=spy.id, seat="p2", other="Voce"))
    assert state.players["p1"].hand == ["Voce"] and state.players["p2"].hand == ["Karama"]
    assert all("Voce" not in str(e.text) for e in log.events if e.is_public)


def test_annulla_azione_spia_stands_ready_and_cancels(monkeypatch):
    # Carte: Annulla Azione Spia: annulla gli effetti di una spia
    state = activity()
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    state.players["p1"].hand = ["Spia Infiltrato"]
    state.players["p3"].hand = ["Annulla Azione Spia"]
    state.players["p3"].reactions = ["cancel-spy:any"]
    play(state, "p1", Play(card="Spia Infiltrato", unit=spy.id))
    assert state.infiltrated == {} and spy.place == "0512"


def test_eliminazione_spie_nemiche_also_removes_the_spy():
    # Carte: Eliminazione Spie Nemiche (Atreides): annulla l'effetto e la rimuove
    state = activity()
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    state.players["p1"].hand = ["Spia Infiltrato"]
    state.players["p2"].hand = ["Eliminazione Spie Nemiche"]
    state.players["p2"].reactions = ["cancel-spy:Spia Infiltrato"]
    play(state, "p1", Play(card="Spia Infiltrato", unit=spy.id))
    assert state.infiltrated == {} and spy.place == "dead"


def test_contro_spionaggio_eliminates_a_regular_spy_unless_covered():
    # Nota sulle Spie: Contro Spionaggio elimina le spie regolari; Copertura lo annulla
    state = activity()
    state.active = 1
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    put(state, "Atreides", Kind.INFANTRY, "0512")
    state.players["p2"].hand = ["Contro Spionaggio", "Contro Spionaggio"]
    state.players["p1"].hand = ["Copertura"]
    state.players["p1"].reactions = ["cover:on"]
    play(state, "p2", Play(card="Contro Spionaggio", target=spy.id))
    assert spy.place == "0512"
    play(state, "p2", Play(card="Contro Spionaggio", target=spy.id))
    assert spy.place == "dead"


def test_contro_spionaggio_needs_our_combat_units_there():
    # Carte: Contro Spionaggio: una spia in esagono con nostre unità combattenti
    state = activity()
    state.active = 1
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    state.players["p2"].hand = ["Contro Spionaggio"]
    with pytest.raises(RuleError):
        play(state, "p2", Play(card="Contro Spionaggio", target=spy.id))


def test_doppio_gioco_turns_only_a_regular_spy_and_ricatto_any():
    # Carte: Doppio Gioco (non veterana); Ricatto (veterana o non)
    state = activity()
    regular = put(state, "Atreides", Kind.SPY, "0512")
    veteran = put(state, "Atreides", Kind.SPY, "0513", veteran=True)
    state.players["p1"].hand = ["Doppio Gioco", "Ricatto"]
    with pytest.raises(RuleError):
        play(state, "p1", Play(card="Doppio Gioco", target=veteran.id))
    play(state, "p1", Play(card="Doppio Gioco", target=regular.id))
    play(state, "p1", Play(card="Ricatto", target=veteran.id))
    assert regular.faction == veteran.faction == "Harkonnen"


def test_creazione_spia_places_a_free_spy():
    # Carte: Creazione Spia: piazzamento gratis di una spia in mappa
    state = activity()
    state.players["p1"].hand = ["Creazione Spia"]
    play(state, "p1", Play(card="Creazione Spia", hex="0707"))
    assert [(u.kind, u.place) for u in state.units.values()] == [(Kind.SPY, "0707")]


def test_decodifica_helps_our_spies_against_that_player():
    # Carte: Decodifica Codici Nemici: +1 a tutti i test delle nostre spie contro un giocatore
    state = activity()
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    put(state, "Atreides", Kind.INFANTRY, "0512")
    state.players["p1"].hand = ["Decodifica Codici Nemici"]
    play(state, "p1", Play(card="Decodifica Codici Nemici", seat="p2"))
    assert spies.bonus(state, "p1", spy, "Spia Infiltrato") == 1


def test_spia_commando_stands_for_any_spy_card_at_one_more_on_the_die(monkeypatch):
    # Nota sulle Spie: "Spia Commando" fornisce un modificatore (ruling: +1)
    state = activity()
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    state.players["p1"].hand = ["Spia Commando"]
    _roll(monkeypatch, 4)  # 4 + 1 = 5 against no units: partial success
    play(state, "p1", Play(card="Spia Commando", unit=spy.id, other="Spia Infiltrato"))
    assert spy.place == "dead" and state.infiltrated == {"0512": 1}

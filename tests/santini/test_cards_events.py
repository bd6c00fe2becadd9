"""Carte: the event cards, played as drawn; Nota sui Leaders, Nota su Muad'Dib ed Alia,
Gholas; Controllo Verme."""

from __future__ import annotations

import pytest

from engine.core import EventLog, RuleError
from engine.rulesets.santini import deck, leaders
from engine.rulesets.santini.cards_play import Play
from engine.rulesets.santini.data.counters import Kind, LeaderValues
from engine.rulesets.santini.factions import Faction
from tests.santini.helpers_cards import activity, light, open_desert, play, put


def _draw(state, seat, card):
    log = EventLog()
    state.deck.append(card)
    deck.draw(state, seat, log)
    return log


@pytest.mark.parametrize("card,field", [
    ("Abbondanza Spezia", "abundance"), ("Tempeste Violente", "violent_storms"),
    ("Tempeste Bassa Quota", "low_storms"), ("Tempeste Spaziali", "space_storms"),
    ("Grandi Manovre Fremen", "great_manoeuvres")])
def test_events_of_other_phases_mark_their_turn(card, field):
    # Carte: Abbondanza Spezia, Tempeste *, Grandi Manovre Fremen
    state = activity()
    _draw(state, "p1", card)
    assert getattr(state, field) == 1


def test_attivita_fremen_brings_three_regulars_to_arrakis():
    # Carte: Attività Fremen: entrano in mappa 3 regolari fremen
    state = activity()
    _draw(state, "p2", "Attività Fremen")
    assert [(u.faction, u.kind, u.place) for u in state.units.values()] == [
        (Faction.FREMEN, Kind.INFANTRY, "home")] * 3


def test_sicurezza_interna_each_eliminates_an_enemy_spy():
    # Carte: Sicurezza Interna: tutti i giocatori eliminano una spia nemica
    state = activity()
    near = put(state, "Harkonnen", Kind.SPY, "0512")
    far = put(state, "Harkonnen", Kind.SPY, "1515")
    put(state, "Atreides", Kind.INFANTRY, "0512")
    _draw(state, "p1", "Sicurezza Interna")
    assert near.place == "dead" and far.place == "dead"


def test_forte_attivita_di_spionaggio_draws_for_spies_in_enemy_cities():
    # Carte: Forte Attività di Spionaggio: una carta per ogni spia in città nemiche
    state = activity()
    city = state.map.cities["Arrakeen"].hex
    put(state, "Atreides", Kind.INFANTRY, city)
    put(state, "Harkonnen", Kind.SPY, city)
    state.deck = ["Voce", "Karama"]
    _draw(state, "p3", "Forte Attività di Spionaggio")
    assert len(state.players["p1"].hand) == 1 and state.players["p2"].hand == []


def test_iniziativa_makes_two_veterans_a_spy_and_two_cards():
    # Carte: Iniziativa "nome": 2 unità veterane, piazza una spia, pesca due carte
    state = activity()
    units = [put(state, "Atreides", Kind.INFANTRY, "0512") for _ in range(3)]
    state.deck = ["Voce", "Karama"]
    _draw(state, "p3", "Iniziativa Atreides")
    assert [u.veteran for u in units] == [True, True, False]
    assert any(u.kind == Kind.SPY for u in state.units.values())
    assert len(state.players["p2"].hand) == 2


def _with_leaders(state, *values):
    leaders = dict(state.counters.leaders)
    leaders.update({v.name: v for v in values})
    state.counters = state.counters.model_copy(update={"leaders": leaders})


def test_a_named_leaders_card_brings_its_leader_home_once():
    # Nota sui Leaders: entrano in gioco con le carte evento; eliminati, solo con Gholas
    state = activity()
    _with_leaders(state, LeaderValues(name="Gurney Halleck", faction=Faction.ATREIDES,
                                      role="commander", modifier=2))
    card = leaders.leaders_card("Leaders Gurney Halleck")
    card(state, "p4", EventLog())
    assert [(u.faction, u.name, u.place) for u in state.units.values()] == [
        (Faction.ATREIDES, "Gurney Halleck", "home")]
    next(iter(state.units.values())).place = "dead"
    card(state, "p4", EventLog())
    assert len(state.units) == 1


def test_an_iniziativa_card_serves_the_faction_it_names():
    # Carte: Iniziativa "nome": il giocatore "nome" ...
    state = activity()
    state.deck = ["Voce", "Karama"]
    deck.EVENTS["Iniziativa Impero"](state, "p1", EventLog())
    assert len(state.players["p4"].hand) == 2 and state.players["p1"].hand == []


def test_muaddib_and_alia_enter_together_once():
    # Nota su Muad'Dib ed Alia: dopo l'estrazione della prima carta si ignorano le altre
    state = activity()
    _with_leaders(state, LeaderValues(name="Paul Muad'Dib", faction=Faction.FREMEN,
                                      role="famous", mp=4),
                  LeaderValues(name="Alia", faction=Faction.FREMEN, role="witch", mp=4))
    pair = leaders.leaders_card("Leaders Muad'Dib e Alia")
    pair(state, "p3", EventLog())
    state.turn = 2
    pair(state, "p1", EventLog())
    assert sorted(u.name for u in state.units.values()) == ["Alia", "Paul Muad'Dib"]
    assert state.muaddib == 1 and state.fremen_guards


def test_gholas_brings_back_a_dead_leader():
    # Carte: Gholas: recupero di un Leader eliminato
    state = activity()
    leader = put(state, "Harkonnen", Kind.LEADER, "dead", name="Feyd")
    state.players["p1"].hand = ["Gholas", "Gholas"]
    play(state, "p1", Play(card="Gholas", unit=leader.id))
    assert leader.place == "home"
    with pytest.raises(RuleError):
        play(state, "p1", Play(card="Gholas", unit=leader.id))


def test_a_charismatic_leaders_death_counts_for_both_sides():
    # Controllo Condizioni Vittoria: Leader carismatico perduto -2, ucciso +1
    state = activity()
    _with_leaders(state, LeaderValues(name="Duke Leto", faction=Faction.ATREIDES,
                                      role="commander", modifier=3, charismatic=True))
    leto = put(state, "Atreides", Kind.LEADER, "0512", name="Duke Leto")
    leaders.eliminate(state, leto, "p1", EventLog())
    assert state.players["p2"].charismatic_lost and state.players["p1"].kills == 1


def test_a_famous_leader_acts_once_a_turn_without_the_card():
    # Nota sui Leaders: i Personaggi famosi eseguono l'azione una volta per turno
    state = activity()
    _with_leaders(state, LeaderValues(name="Piter", faction=Faction.HARKONNEN,
                                      role="famous", action="Visioni"))
    piter = put(state, "Harkonnen", Kind.LEADER, "0512", name="Piter")
    play(state, "p1", Play(card="Visioni", seat="p2", by=piter.id))
    with pytest.raises(RuleError):
        play(state, "p1", Play(card="Visioni", seat="p2", by=piter.id))


def test_controllo_verme_calls_a_worm_on_a_fremen_stack_in_light_desert():
    # Attività: Controllo Verme: il verme con i suoi turni, al massimo 3 vermi in mappa
    state = activity()
    state.active = 2
    place = light(state)
    put(state, "Fremen", Kind.INFANTRY, place)
    state.players["p3"].hand = ["Controllo Verme"]
    with pytest.raises(RuleError):
        play(state, "p3", Play(card="Controllo Verme", hex="0606"))
    play(state, "p3", Play(card="Controllo Verme", hex=place))
    worm = next(u for u in state.units.values() if u.kind == Kind.WORM)
    assert worm.place == place and 1 <= worm.worm_turns <= 6


def test_an_assassinated_comandi_minus_leader_is_given_back_by_gholas(monkeypatch):
    # Nota sui Leaders: "Comandi -1" fino a quando il Leader non venga recuperato con Gholas
    from engine.rulesets.santini import spy_mission
    state = activity()
    _with_leaders(state, LeaderValues(name="Thufir Hawat", faction=Faction.ATREIDES,
                                      role="commander", modifier=1, commands_minus=True))
    thufir = put(state, "Atreides", Kind.LEADER, "0512", name="Thufir Hawat")
    spy = put(state, "Harkonnen", Kind.SPY, "0512")
    state.players["p1"].hand = ["Spia Assassino"]
    monkeypatch.setattr(spy_mission.die, "roll", lambda state, sides: 1)
    play(state, "p1", Play(card="Spia Assassino", unit=spy.id, target=thufir.id))
    assert state.players["p2"].commands_minus == 1
    state.active = 1
    state.players["p2"].hand = ["Gholas"]
    play(state, "p2", Play(card="Gholas", unit=thufir.id))
    assert state.players["p2"].commands_minus == 0 and thufir.place == "home"


def test_muaddib_calls_a_worm_from_open_desert_on_one_or_two(monkeypatch):
    # Attività: Paul Muad'Dib ... pieno deserto, libero da zoc, 1 o 2 su un dado da sei
    from engine.rulesets.santini import worm_call
    from engine.rulesets.santini.worm_call import Summon
    state = activity()
    state.active = 2
    place = open_desert(state)
    paul = put(state, "Fremen", Kind.LEADER, place, name="Paul Muad'Dib")
    faces = iter([2, 5])
    monkeypatch.setattr(worm_call.die, "roll", lambda state, sides: next(faces))
    play(state, "p3", Summon(leader=paul.id))
    worm = next(u for u in state.units.values() if u.kind == Kind.WORM)
    assert worm.place == place and worm.worm_turns == 3
    with pytest.raises(RuleError):
        play(state, "p3", Summon(leader=paul.id))


def test_muaddib_calls_no_worm_near_an_enemy():
    # Attività: libero da zoc di unità nemiche, combattenti e non
    from engine.rulesets.santini.worm_call import Summon
    state = activity()
    state.active = 2
    from engine.rulesets.santini.hexes import neighbours
    place = open_desert(state)
    paul = put(state, "Fremen", Kind.LEADER, place, name="Paul Muad'Dib")
    put(state, "Harkonnen", Kind.HARVESTER, neighbours(place)[0])
    with pytest.raises(RuleError):
        play(state, "p3", Summon(leader=paul.id))


def test_a_famous_leader_acts_only_in_his_hex():
    # Nota sui Leaders: l'azione che possono eseguire nell'esagono dove sono
    state = activity()
    _with_leaders(state, LeaderValues(name="Gurney Halleck", faction=Faction.HARKONNEN,
                                      role="famous", action="Movimento"))
    gurney = put(state, "Harkonnen", Kind.LEADER, "0512", name="Gurney Halleck")
    put(state, "Harkonnen", Kind.INFANTRY, "0707")
    with pytest.raises(RuleError):
        play(state, "p1", Play(card="Movimento", hex="0707", by=gurney.id))
    play(state, "p1", Play(card="Movimento", hex="0512", by=gurney.id))
    assert state.boosted == {gurney.id: 1}

"""Carte and Descrizione Carte: `play <card>` in one's activity, faction cards, Mentat,
Karama's standing answer, and the common cards' effects."""

from __future__ import annotations

import pytest

from engine.core import EventLog, RuleError
from engine.rulesets.santini import deck, flow
from engine.rulesets.santini.bene_gesserit import Keep
from engine.rulesets.santini.cards_play import Play
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.reactions import Auto
from engine.rulesets.santini.trade import Give, Send
from tests.santini.helpers_cards import activity, play, put


def test_a_card_is_played_only_in_ones_own_activity():
    # Carte: the cards are played in the player's activity
    state = activity()
    state.players["p2"].hand = ["Gilda Spaziale"]
    before = state.model_dump_json()
    with pytest.raises(RuleError):
        play(state, "p2", Play(card="Gilda Spaziale"))
    assert state.model_dump_json() == before


def test_a_faction_card_is_played_only_by_its_faction():
    # Carte: le carte "fazione" possono essere giocate solamente dal giocatore della fazione
    state = activity()
    state.players["p1"].hand = ["Aiuti Militari"]
    with pytest.raises(RuleError):
        play(state, "p1", Play(card="Aiuti Militari"))


def test_aiuti_militari_brings_four_regulars_to_kaitain():
    # Carte: Aiuti Militari: 2 fanterie, 1 artiglieria ed 1 corazzato su Kaitain
    state = activity()
    state.active = 3
    state.players["p4"].hand = ["Aiuti Militari"]
    play(state, "p4", Play(card="Aiuti Militari"))
    kinds = sorted(u.kind for u in state.units.values() if u.place == "home")
    assert kinds == sorted([Kind.INFANTRY, Kind.INFANTRY, Kind.ARTILLERY, Kind.ARMOUR])
    assert state.discard[-1] == "Aiuti Militari"


def test_mentat_plays_as_another_card():
    # Carte: Mentat Computers Umani: può essere una qualsiasi altra carta
    state = activity()
    state.players["p1"].hand = ["Mentat Computers Umani"]
    play(state, "p1", Play(card="Mentat Computers Umani", other="Sovvenzione"))
    assert state.players["p1"].spice == 5
    assert state.players["p1"].hand == []


def test_a_standing_karama_cancels_the_card_at_once():
    # Carte: Karama annulla qualsiasi carta non evento
    state = activity()
    state.players["p1"].hand = ["Sovvenzione"]
    state.players["p3"].hand = ["Karama"]
    flow.play(state, "p3", Auto(reaction="karama", answer="Sovvenzione"), EventLog())
    play(state, "p1", Play(card="Sovvenzione"))
    assert state.players["p1"].spice == 0
    assert state.players["p3"].hand == []
    assert state.discard[-2:] == ["Sovvenzione", "Karama"]


def test_the_first_seat_after_the_player_answers_with_karama():
    # Carte: Karama (ruling: the order of play after the player decides who answers)
    state = activity()
    state.players["p1"].hand = ["Sovvenzione"]
    for seat in ("p2", "p4"):
        state.players[seat].hand = ["Karama"]
        state.players[seat].reactions = ["karama:any"]
    play(state, "p1", Play(card="Sovvenzione"))
    assert state.players["p2"].hand == [] and state.players["p4"].hand == ["Karama"]


def test_a_karama_set_secretly_is_told_only_to_its_seat():
    # Carte: standing reactions are secret
    state = activity()
    log = EventLog()
    flow.play(state, "p2", Auto(reaction="karama", answer="any"), log)
    assert all(not e.is_public for e in log.events)


def test_sovvenzione_builds_two_infantry_for_the_fremen():
    # Carte: Sovvenzione: il fremen usa questa carta per costruire 2 unità
    state = activity()
    state.active = 2
    state.players["p3"].hand = ["Sovvenzione"]
    play(state, "p3", Play(card="Sovvenzione"))
    assert [u.kind for u in state.units.values()] == [Kind.INFANTRY, Kind.INFANTRY]
    assert state.players["p3"].spice == 0


def test_addestramento_speciale_makes_a_regular_veteran():
    # Carte: Addestramento Speciale: converti una unità regolare in veterana
    state = activity()
    unit = put(state, "Harkonnen", Kind.INFANTRY, "0512")
    state.players["p1"].hand = ["Addestramento Speciale"]
    play(state, "p1", Play(card="Addestramento Speciale", unit=unit.id))
    assert unit.veteran


def test_riorganizzazione_rebuilds_a_reduced_veteran_in_a_city():
    # Carte: Riorganizzazione Militare; Costruzione: solo con questa carta un veterano
    state = activity()
    city = state.map.cities["Carthag"].hex
    unit = put(state, "Harkonnen", Kind.INFANTRY, city, veteran=True, steps=1)
    state.players["p1"].hand = ["Riorganizzazione Militare"]
    play(state, "p1", Play(card="Riorganizzazione Militare", unit=unit.id))
    assert unit.steps == 2 and unit.veteran


def test_riorganizzazione_refuses_a_unit_outside_a_city():
    # Carte: Riorganizzazione Militare: ... e si trovi in città
    state = activity()
    unit = put(state, "Harkonnen", Kind.INFANTRY, "0101", steps=1)
    state.players["p1"].hand = ["Riorganizzazione Militare"]
    with pytest.raises(RuleError):
        play(state, "p1", Play(card="Riorganizzazione Militare", unit=unit.id))
    assert state.players["p1"].hand == ["Riorganizzazione Militare"]


def test_cariche_atomiche_and_ricostruzione_barriere():
    # Carte: Cariche Atomiche; Ricostruzione Barriere Naturali
    state = activity()
    city = state.map.cities["Arrakeen"].hex
    state.players["p1"].hand = ["Cariche Atomiche", "Ricostruzione Barriere Naturali"]
    play(state, "p1", Play(card="Cariche Atomiche", hex=city))
    assert state.atomics == [city]
    play(state, "p1", Play(card="Ricostruzione Barriere Naturali", hex=city))
    assert state.atomics == []


def test_complotto_and_movimento_and_gilda_mark_the_turn():
    # Carte: Complotto, Movimento, Gilda Spaziale (read by the movement and combat)
    state = activity()
    unit = put(state, "Harkonnen", Kind.INFANTRY, "0512")
    state.players["p1"].hand = ["Complotto", "Movimento", "Gilda Spaziale"]
    play(state, "p1", Play(card="Complotto", seat="p2"))
    play(state, "p1", Play(card="Movimento", hex="0512"))
    play(state, "p1", Play(card="Gilda Spaziale"))
    assert state.players["p2"].plotted == 1
    assert state.boosted == {unit.id: 1}
    assert state.guild_rebate == {"p1": 1}


def test_scout_needs_a_stack_free_of_enemy_zoc():
    # Carte: Scout: su un suo stack libero da zoc nemiche
    state = activity()
    put(state, "Harkonnen", Kind.INFANTRY, "0512")
    put(state, "Atreides", Kind.COMMAND, "0513")
    state.players["p1"].hand = ["Scout"]
    with pytest.raises(RuleError):
        play(state, "p1", Play(card="Scout", hex="0512"))
    put(state, "Harkonnen", Kind.INFANTRY, "1010")
    play(state, "p1", Play(card="Scout", hex="1010"))
    assert any(u.kind == Kind.SCOUT and u.place == "1010" for u in state.units.values())


def test_visioni_shows_the_hand_to_the_player_alone():
    # Carte: Visioni: si osservano le carte di un altro giocatore
    state = activity()
    state.players["p1"].hand = ["Visioni"]
    state.players["p2"].hand = ["Karama"]
    log = play(state, "p1", Play(card="Visioni", seat="p2"))
    private = [e for e in log.events if not e.is_public]
    assert [e.audience for e in private] == ["seat:p1"] or all(
        e.visible_to("p1") and not e.visible_to("p2") for e in private)


def test_voce_takes_a_card_from_another():
    # Carte: Voce: si prende una carta ad un altro giocatore
    state = activity()
    state.players["p1"].hand = ["Voce"]
    state.players["p2"].hand = ["Karama"]
    log = play(state, "p1", Play(card="Voce", seat="p2"))
    assert state.players["p1"].hand == ["Karama"] and state.players["p2"].hand == []
    assert all("Karama" not in str(e.text) for e in log.events if e.is_public)


def test_corruzione_removes_a_regular_for_two_spice():
    # Carte: Corruzione: si rimuove una unità regolare dalla mappa pagando 2 spezie
    state = activity()
    victim = put(state, "Atreides", Kind.INFANTRY, "0512")
    state.players["p1"].hand = ["Corruzione"]
    state.players["p1"].spice = 3
    play(state, "p1", Play(card="Corruzione", target=victim.id))
    assert victim.place == "dead" and state.players["p1"].spice == 1


def test_bene_gesserit_keeps_one_of_three_in_secret():
    # Carte: Bene Gesserit: si pescano tre nuove carte e se ne sceglie una da tenere
    state = activity()
    state.deck = ["Voce", "Scout", "Visioni", "Movimento"]
    state.players["p1"].hand = ["Bene Gesserit"]
    play(state, "p1", Play(card="Bene Gesserit"))
    offered = state.players["p1"].offered
    assert offered == ["Movimento", "Visioni", "Scout"]
    assert ("p1", "keep") in flow.waiting_for(state)
    state.players["p1"].hand.append("Bene Gesserit")
    with pytest.raises(RuleError):  # one choice at a time
        play(state, "p1", Play(card="Bene Gesserit"))
    play(state, "p1", Keep(card="visioni"))
    state.players["p1"].hand.remove("Bene Gesserit")
    assert state.players["p1"].hand == ["Visioni"]
    assert {"Movimento", "Scout"} <= set(state.discard)


def test_give_and_send_tell_the_card_only_to_the_two():
    # Carte: le carte possono essere scambiate liberamente (cedute o vendute)
    state = activity()
    state.players["p2"].hand = ["Karama"]
    state.players["p1"].spice = 4
    log = play(state, "p2", Give(gift="Karama", seat="p1"))
    play(state, "p1", Send(amount=3, seat="p2"))
    assert state.players["p1"].hand == ["Karama"] and state.players["p2"].spice == 3
    assert all("Karama" not in str(e.text) for e in log.events if e.is_public)


def test_battle_cards_are_not_played_with_play():
    # Carte: Battaglia Attacco is played in a battle (the combat's)
    state = activity()
    state.players["p1"].hand = ["Battaglia Attacco", "Karama"]
    for name in state.players["p1"].hand:
        with pytest.raises(RuleError):
            play(state, "p1", Play(card=name))


def test_every_non_event_card_has_a_way_to_be_played():
    # Descrizione Carte: every card of the deck is played somewhere
    from engine.rulesets.santini.cards_play import CARDS, ELSEWHERE
    battle = {"Battaglia Attacco", "Battaglia Difesa", "Battaglia Forza", "Esito Incerto",
              "Scudo Potenziato", "Spia Diversivo", "Spia Guastatore", "Spia Incursore",
              "Spia Traditore"}
    for name, kind in deck.KIND.items():
        if kind == "E":
            continue
        assert name in CARDS or name in ELSEWHERE or name in battle or name.startswith(
            "Mentat"), name


def test_a_card_may_be_typed_in_lower_case_or_begun():
    # Carte: the card's name as players type it
    state = activity()
    state.players["p1"].hand = ["Sovvenzione", "Mentat Computers Umani"]
    play(state, "p1", Play(card="sovvenzione"))
    play(state, "p1", Play(card="mentat", other="gilda spaziale"))
    assert state.players["p1"].spice == 5 and state.guild_rebate == {"p1": 1}


def test_the_agents_try_the_cards_in_hand_and_the_game_takes_them():
    # Carte: the random agents play their cards in their activity
    from engine.rulesets.santini.cards_agents import plays_of_cards
    state = activity()
    put(state, "Harkonnen", Kind.INFANTRY, "0512")
    state.players["p1"].hand = ["Sovvenzione", "Complotto", "Movimento", "Battaglia Forza"]
    tries = plays_of_cards(state, "p1")
    assert {t.card for t in tries} == {"Sovvenzione", "Complotto", "Movimento"}
    for command in tries:
        play(state, "p1", command)
    assert state.players["p1"].hand == ["Battaglia Forza"]


def test_complotto_stops_the_victims_commands_from_moving():
    # Carte: Complotto: tutte le unità comando di un giocatore non possono muovere o attaccare
    from engine.rulesets.santini.hexes import neighbours
    from engine.rulesets.santini.movement import Move
    state = activity()
    place = next(h for h in sorted(state.map.terrain) if state.map.terrain[h] == "light"
                 and all(state.map.terrain.get(n) == "light" for n in neighbours(h)))
    command = put(state, "Atreides", Kind.COMMAND, place)
    state.players["p1"].hand = ["Complotto"]
    play(state, "p1", Play(card="Complotto", seat="p2"))
    state.active = 1
    with pytest.raises(RuleError):
        play(state, "p2", Move(units=command.id, path=neighbours(place)[0]))

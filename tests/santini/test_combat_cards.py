"""Attività and Descrizione Carte: leaders, commands, the battle cards, Esito Incerto, the
spies' missions in battle, worms and the Fremen's veterans."""

from __future__ import annotations

import pytest

from engine.core import EventLog, RuleError
from engine.rulesets.santini.combat_commands import Attack, Defend, Reroll, Retreat
from engine.rulesets.santini.data.counters import Kind, LeaderValues
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.spy_mission import mission
from engine.rulesets.santini.state import DEAD

from .helpers_combat import dice, game, leader, play, put, terrain, texts

TARGET, NORTH, NE, SE = "1010", "1009", "1110", "1111"
INF = Kind.INFANTRY


def test_a_leader_on_the_losing_side_of_a_three_dies_on_one_or_two(monkeypatch):
    # Attività: chi ottiene un risultato 3 ed aveva usato un leader tira 1d8: 1-2 il
    # leader viene eliminato; Condizioni Vittoria: leader carismatico
    state = game()
    a = put(state, "hark", INF, NORTH)
    boss = leader(state, "hark", NORTH, "Feyd", modifier=1, charismatic=True,
                  commands_minus=True)
    for _ in range(3):
        put(state, "atre", INF, TARGET)
    play(state, "hark", Attack(hex=TARGET, units=a.id, leader=boss.id))
    dice(monkeypatch, 1, 2)  # 2 : 6 (1:3), 1 + 1: 3-1; then the d8
    log = play(state, "atre", Defend())
    assert "santini-battle-leader-dies" in texts(log)
    assert boss.place == DEAD
    assert state.players["hark"].charismatic_lost and state.players["hark"].commands_minus == 1
    assert state.players["atre"].kills == 1


def test_a_leader_who_rolls_three_or_more_survives(monkeypatch):
    # Attività: 3-8 il leader sopravvive alla disfatta
    state = game()
    a = put(state, "hark", INF, NORTH)
    boss = leader(state, "hark", NORTH, "Rabban", modifier=1)
    for _ in range(3):
        put(state, "atre", INF, TARGET)
    play(state, "hark", Attack(hex=TARGET, units=a.id, leader=boss.id))
    dice(monkeypatch, 1, 3)
    play(state, "atre", Defend())
    assert boss.place == NORTH


def test_battaglia_forza_adds_five_to_a_command_and_needs_one(monkeypatch):
    # Descrizione Carte: Battaglia Forza aggiunge +5 alla forza del comando
    state = game()
    a = put(state, "hark", INF, NORTH)
    cmd = put(state, "hark", Kind.COMMAND, NORTH)
    put(state, "atre", INF, TARGET)
    state.players["hark"].hand = ["Battaglia Forza"]
    with pytest.raises(RuleError) as refused:
        play(state, "hark", Attack(hex=TARGET, units=a.id, cards="battaglia forza"))
    assert refused.value.message.id == "santini-battle-card-needs-command"
    play(state, "hark", Attack(hex=TARGET, units=a.id, command=cmd.id, cards="Battaglia Forza"))
    dice(monkeypatch, 1)
    log = play(state, "atre", Defend())
    assert state.players["hark"].hand == [] and "Battaglia Forza" in state.discard
    result = next(e for e in log.events if e.kind == "battle")
    assert result.text.args["attack"] == 2 + 1 + 5


def test_the_attackers_cards_stay_secret_until_the_reveal(monkeypatch):
    # Attività: i piani sono rivelati insieme, poi il dado
    state = game()
    a = put(state, "hark", INF, NORTH)
    cmd = put(state, "hark", Kind.COMMAND, NORTH)
    put(state, "atre", INF, TARGET)
    state.players["hark"].hand = ["Battaglia Attacco"]
    log = play(state, "hark", Attack(hex=TARGET, units=a.id, command=cmd.id,
                                     cards="Battaglia Attacco"))
    public = [e for e in log.events if e.is_public]
    assert all("Battaglia" not in str(e.text.args) for e in public)
    assert state.players["hark"].hand == ["Battaglia Attacco"]  # its size tells nothing
    dice(monkeypatch, 3)
    log = play(state, "atre", Defend())
    assert texts(log).count("santini-battle-plan") == 2


def test_the_declared_strength_leaves_the_sealed_battle_cards_out():
    # Attività: i piani sono rivelati insieme; Battaglia Forza (+5) stays sealed until then
    state = game()
    a = put(state, "hark", INF, NORTH)
    cmd = put(state, "hark", Kind.COMMAND, NORTH)
    put(state, "atre", INF, TARGET)
    state.players["hark"].hand = ["Battaglia Forza"]
    log = play(state, "hark", Attack(hex=TARGET, units=a.id, command=cmd.id,
                                     cards="Battaglia Forza"))
    declared = next(e for e in log.events if e.kind == "attack")
    assert declared.text.args["attack"] == 2 + 1


def test_complotto_keeps_a_players_commands_out_of_attacks():
    # Descrizione Carte: Complotto, tutte le unità comando di un giocatore non possono
    # muovere o attaccare
    state = game()
    a = put(state, "hark", INF, NORTH)
    cmd = put(state, "hark", Kind.COMMAND, NORTH)
    put(state, "atre", INF, TARGET)
    state.players["hark"].plotted = state.turn
    with pytest.raises(RuleError) as refused:
        play(state, "hark", Attack(hex=TARGET, units=a.id, command=cmd.id))
    assert refused.value.message.id == "santini-battle-plotted"


def test_esito_incerto_set_ahead_throws_the_die_again(monkeypatch):
    # Descrizione Carte: Esito Incerto, si deve ritirare il dado per la risoluzione
    state = game()
    tanks = [put(state, "hark", Kind.ARMOUR, h) for h in (NORTH, NE)]
    d = put(state, "atre", INF, TARGET)
    state.players["atre"].hand = ["Esito Incerto"]
    play(state, "atre", Reroll(when="eliminated"))
    play(state, "hark", Attack(hex=TARGET, units=",".join(t.id for t in tanks)))
    dice(monkeypatch, 6, 1)  # 8 : 2 (3:1) +1: 2-E, thrown again: 1 + 1: 1-2
    log = play(state, "atre", Defend())
    assert "santini-battle-uncertain" in texts(log)
    assert state.players["atre"].hand == [] and "Esito Incerto" in state.discard
    assert d.place == TARGET


def _diversion(monkeypatch, mission: int):
    """A Harkonnen attack with Spia Diversivo, its spy in the hex attacked, the mission's
    d6 showing `mission` (the battle's die 3): the spy and the battle's result event."""
    state = game()
    a = put(state, "hark", INF, NORTH)
    spy = put(state, "hark", Kind.SPY, TARGET)
    put(state, "atre", INF, TARGET)
    state.players["hark"].hand = ["Spia Diversivo"]
    play(state, "hark", Attack(hex=TARGET, units=a.id, cards="Spia Diversivo"))
    dice(monkeypatch, mission, 3)
    log = play(state, "atre", Defend())
    return spy, next(e for e in log.events if e.kind == "battle")


def test_spia_diversivo_adds_two_when_the_mission_works(monkeypatch):
    # Nota sulle Spie: Pieno Successo, la carta produce il suo effetto e la spia diventa
    # veterana; Spia Diversivo +2 al dado
    spy, result = _diversion(monkeypatch, 1)
    assert result.text.args["modifier"] == 2 and spy.veteran


def test_a_failed_mission_cancels_the_card_and_kills_the_spy(monkeypatch):
    # Nota sulle Spie: Completo Fallimento, si scopre la spia, la si elimina e si annulla
    # l'effetto della carta
    spy, result = _diversion(monkeypatch, 6)
    assert result.text.args["modifier"] == 0 and spy.place == DEAD


def test_spia_incursore_cancels_the_citys_doubling(monkeypatch):
    # Descrizione Carte: Spia Incursore annulla il moltiplicatore (x2) per chi difende in
    # città
    state = game()
    terrain(state, h1010="city")
    a = put(state, "hark", INF, NORTH)
    put(state, "hark", Kind.SPY, TARGET)
    put(state, "atre", INF, TARGET)
    state.players["hark"].hand = ["Spia Incursore"]
    play(state, "hark", Attack(hex=TARGET, units=a.id, cards="Spia Incursore"))
    dice(monkeypatch, 1, 3)
    log = play(state, "atre", Defend())
    result = next(e for e in log.events if e.kind == "battle")
    assert result.text.args["defence"] == 2


def test_a_witch_and_a_veteran_spy_modify_the_mission(monkeypatch):
    # Nota sulle Spie: -1 se la spia è veterana; Nota sui Leaders: +# dado spia
    state = game()
    spy = put(state, "hark", Kind.SPY, TARGET, veteran=True)
    witch = LeaderValues(name="Jessica", faction=Faction.ATREIDES, role="witch", spy=2)
    state.counters = state.counters.model_copy(update={"leaders": {"Jessica": witch}})
    put(state, "atre", Kind.LEADER, TARGET, name="Jessica")
    for _ in range(2):
        put(state, "atre", INF, TARGET)
    dice(monkeypatch, 4)
    found = mission(state, "hark", spy, "Spia Diversivo", EventLog())
    assert found == "failure"  # 4 - 1 + 2 = 5 against two combat units
    assert spy.place == DEAD


def test_the_fremen_winning_with_e_make_all_their_regulars_veteran(monkeypatch):
    # Attività: se è il Fremen a vincere eliminando completamente il nemico (E), può
    # trasformare tutte le unità regolari che avevano partecipato in veterane
    state = game("frem")
    fighters = [put(state, "frem", INF, h) for h in (NORTH, NE, SE)]
    put(state, "atre", INF, TARGET)
    play(state, "frem", Attack(hex=TARGET, units=",".join(f.id for f in fighters)))
    dice(monkeypatch, 6)  # 6 : 2 (3:1), 6: 1-E
    play(state, "atre", Defend())
    alive = [f for f in fighters if f.place != DEAD]
    assert alive and all(f.veteran for f in alive)


def test_a_fremen_worm_dies_in_place_of_the_riders(monkeypatch):
    # Attività: perdendo il verme, il Fremen può assorbire qualsiasi perdita diversa da E
    state = game()
    a1, a2, a3 = (put(state, "hark", Kind.ARMOUR, h) for h in (NORTH, NE, SE))
    rider = put(state, "frem", INF, TARGET, steps=1)
    worm = put(state, "frem", Kind.WORM, TARGET)
    play(state, "hark", Attack(hex=TARGET, units=f"{a1.id},{a2.id},{a3.id}", advance=False))
    dice(monkeypatch, 1)  # 12 : 17 (2:3), 1 +1 armour -1 worm: 2-1
    log = play(state, "frem", Defend())
    assert "santini-battle-worm-absorbs" in texts(log)
    assert worm.place == DEAD and rider.place == TARGET


def test_spia_commando_acts_as_another_spy_card(monkeypatch):
    # Descrizione Carte: Spia Commando, come fosse una qualsiasi altra carta spia
    state = game()
    a = put(state, "hark", INF, NORTH)
    put(state, "hark", Kind.SPY, TARGET)
    put(state, "atre", INF, TARGET)
    state.players["hark"].hand = ["Spia Commando"]
    play(state, "hark", Attack(hex=TARGET, units=a.id, cards="Spia Commando as Spia Diversivo"))
    dice(monkeypatch, 1, 3)
    log = play(state, "atre", Defend())
    result = next(e for e in log.events if e.kind == "battle")
    assert result.text.args["modifier"] == 2
    assert "Spia Commando" in state.discard


def test_mentat_may_be_a_battle_card_and_agente_speciale_needs_a_veteran_spy():
    # Descrizione Carte: Mentat Computers Umani può essere una qualsiasi altra carta; Spia
    # Agente Speciale giocabile su spia veterana
    state = game()
    a = put(state, "hark", INF, NORTH)
    cmd = put(state, "hark", Kind.COMMAND, NORTH)
    put(state, "hark", Kind.SPY, TARGET)
    put(state, "atre", INF, TARGET)
    state.players["hark"].hand = ["Spia Agente Speciale", "Mentat Computers Umani"]
    with pytest.raises(RuleError) as refused:
        play(state, "hark", Attack(hex=TARGET, units=a.id,
                                   cards="Spia Agente Speciale as Spia Traditore"))
    assert refused.value.message.id == "santini-battle-card-needs-veteran"
    with pytest.raises(RuleError) as refused:
        play(state, "hark", Attack(hex=TARGET, units=a.id, cards="Spia Commando as Voce"))
    assert refused.value.message.id == "santini-battle-card-unknown"
    play(state, "hark", Attack(hex=TARGET, units=a.id, command=cmd.id,
                               cards="Mentat Computers Umani as Battaglia Forza"))
    assert state.battle.attack.cards == ["Battaglia Forza"]
    assert state.battle.attack.played == ["Mentat Computers Umani"]


def test_spia_infiltrato_lets_the_beaten_defender_retreat_through_enemy_zoc(monkeypatch):
    # Descrizione Carte: Spia Infiltrato annulla la zona di controllo (the defender's
    # retreat); Attività: ritirata in un esagono libero e non in zoc nemica
    state = game()
    a1, a2 = put(state, "hark", INF, NORTH), put(state, "hark", INF, NE)
    put(state, "hark", INF, "0912")  # its zoc covers the last free hexes
    d1, d2 = put(state, "atre", INF, TARGET), put(state, "atre", INF, TARGET)
    put(state, "atre", Kind.SPY, NORTH)
    state.players["atre"].hand = ["Spia Infiltrato"]
    play(state, "hark", Attack(hex=TARGET, units=f"{a1.id},{a2.id}"))
    dice(monkeypatch, 1, 6)  # the mission: full success; 4 : 4 (1:1), 6: 1-3r
    play(state, "atre", Defend(cards="Spia Infiltrato"))
    play(state, "atre", Retreat(hex="1011"))
    assert [d.place for d in (d1, d2) if d.place != DEAD] == ["1011"]


def test_a_card_no_longer_held_at_the_reveal_is_left_out(monkeypatch):
    # Attività: le carte lasciano la mano alla rivelazione (the hand's size tells nothing
    # before it)
    state = game()
    a = put(state, "hark", INF, NORTH)
    cmd = put(state, "hark", Kind.COMMAND, NORTH)
    put(state, "atre", INF, TARGET)
    state.players["hark"].hand = ["Battaglia Attacco"]
    play(state, "hark", Attack(hex=TARGET, units=a.id, command=cmd.id,
                               cards="Battaglia Attacco"))
    state.players["hark"].hand = []
    dice(monkeypatch, 3)
    log = play(state, "atre", Defend())
    result = next(e for e in log.events if e.kind == "battle")
    assert result.text.args["modifier"] == 1  # the command alone
    assert "Battaglia Attacco" not in state.discard

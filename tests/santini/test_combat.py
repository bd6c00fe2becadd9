"""Attività: declaring attacks and fighting battles (the defender's sealed answer, odds,
5:1, results and losses, retreat, advance, the winner's due)."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.rulesets.santini import flow
from engine.rulesets.santini.combat_commands import Attack, Defend, Retreat
from engine.rulesets.santini.combat_targets import attacks_begun
from engine.rulesets.santini.commands import registry
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.state import DEAD, Work

from .helpers_combat import dice, game, play, put, terrain, texts

TARGET = "1010"
NORTH, NE, SE, SOUTH, SW, NW = "1009", "1110", "1111", "1011", "0911", "0910"
INF, ARM = Kind.INFANTRY, Kind.ARMOUR


def test_an_attack_below_one_to_three_is_refused_with_the_strength_needed():
    # Attività: non si può attaccare con un rapporto di forze inferiore a 1:3
    state = game()
    a = put(state, "hark", INF, NORTH)
    put(state, "atre", ARM, TARGET)
    put(state, "atre", ARM, TARGET)
    with pytest.raises(RuleError) as refused:
        play(state, "hark", Attack(hex=TARGET, units=a.id))
    assert refused.value.message.id == "santini-battle-odds-low"
    assert refused.value.hint.args["needed"] == 3
    assert state.battle is None and not a.attacked


def test_the_defender_answers_in_secret_and_the_attack_waits_for_it():
    # Attività: la risposta del difensore è sigillata e rivelata insieme a quella
    # dell'attaccante, poi si tira il dado
    state = game()
    a = put(state, "hark", INF, NORTH)
    d = put(state, "atre", INF, TARGET)
    put(state, "atre", Kind.COMMAND, TARGET)
    log = play(state, "hark", Attack(hex=TARGET, units=a.id))
    assert ("atre", "defend") in flow.waiting_for(state)
    assert "santini-battle-plan" not in texts(log)
    assert state.battle is not None and state.battle.defence is None
    assert attacks_begun(state, "hark") and d.steps == 2


def test_a_declared_attack_is_fought_when_the_defender_answers(monkeypatch):
    # Attività: 2 contro 2 (1:1), dado 3 senza modificatori: 1-1
    state = game()
    a = put(state, "hark", INF, NORTH)
    d = put(state, "atre", INF, TARGET)
    play(state, "hark", Attack(hex=TARGET, units=a.id))
    dice(monkeypatch, 3)
    log = play(state, "atre", Defend())
    assert "santini-battle-result" in texts(log)
    assert state.battle is None
    assert (a.steps, d.steps) == (1, 1)


def test_a_city_doubles_its_defenders_but_not_their_command(monkeypatch):
    # Attività: le unità combattenti che difendono in città hanno la loro forza raddoppiata
    # (non si raddoppia la forza del comando)
    state = game()
    terrain(state, h1010="city")
    a1, a2 = put(state, "hark", INF, NORTH), put(state, "hark", INF, NE)
    put(state, "atre", INF, TARGET)
    cmd = put(state, "atre", Kind.COMMAND, TARGET)
    play(state, "hark", Attack(hex=TARGET, units=f"{a1.id},{a2.id}"))
    dice(monkeypatch, 3)
    log = play(state, "atre", Defend(command=cmd.id))
    result = next(e for e in log.events if e.kind == "battle")
    assert (result.text.args["attack"], result.text.args["defence"]) == (4, 5)
    assert result.text.args["odds"] == "2:3"


def test_five_to_one_destroys_the_defender_and_the_attackers_may_attack_again(monkeypatch):
    # Attività: con un rapporto pari o maggiore di 5:1 il difensore è automaticamente
    # distrutto, l'attaccante avanza senza perdite e può eseguire un ulteriore attacco
    state = game()
    tanks = [put(state, "hark", ARM, h) for h in (NORTH, NE, SE)]
    d = put(state, "atre", INF, TARGET, steps=1)
    play(state, "hark", Attack(hex=TARGET, units=",".join(t.id for t in tanks)))
    log = play(state, "atre", Defend())
    assert "santini-battle-overwhelmed" in texts(log)
    assert d.place == DEAD
    assert all(t.place == TARGET and t.steps == 2 and not t.attacked for t in tanks)
    assert state.players["hark"].hand == []


def test_a_fortified_city_is_overwhelmed_only_at_ten_to_one(monkeypatch):
    # Attività: per distruggere automaticamente le unità in una città fortificata
    # occorre un rapporto di 10:1
    state = game()
    terrain(state, h1010="city")
    state.fortifications[TARGET] = Work(faction=Faction.ATREIDES, done=True)
    tanks = [put(state, "hark", ARM, h) for h in (NORTH, NE, SE)]
    d = put(state, "atre", INF, TARGET, steps=1)
    play(state, "hark", Attack(hex=TARGET, units=",".join(t.id for t in tanks)))
    dice(monkeypatch, 6)  # 12 : 2 is no 10:1; 3:1, 6 - 2 fortification + 1 armour: 2-E
    log = play(state, "atre", Defend())
    assert "santini-battle-overwhelmed" not in texts(log)
    assert "santini-battle-result" in texts(log) and d.place == DEAD


def test_non_combat_units_attacked_alone_die_with_no_card_and_no_veteran():
    # Attività: unità non combattenti attaccate da sole sono automaticamente distrutte;
    # questo scontro non consente la conversione in veterana
    state = game()
    a = put(state, "hark", INF, NORTH)
    harvester = put(state, "atre", Kind.HARVESTER, TARGET)
    log = play(state, "hark", Attack(hex=TARGET, units=a.id))
    assert "santini-battle-undefended" in texts(log)
    assert harvester.place == DEAD and state.battle is None
    assert not a.veteran and state.players["hark"].hand == []
    assert a.place == TARGET


def test_each_hex_is_attacked_once_and_each_unit_joins_one_attack(monkeypatch):
    # Attività: un esagono può essere attaccato una sola volta e ciascuna unità può
    # partecipare ad un solo attacco
    state = game()
    a, b = put(state, "hark", INF, NORTH), put(state, "hark", INF, NW)
    put(state, "atre", INF, TARGET)
    put(state, "atre", INF, "0909")
    play(state, "hark", Attack(hex=TARGET, units=a.id, advance=False))
    dice(monkeypatch, 3)
    play(state, "atre", Defend())
    with pytest.raises(RuleError) as again:
        play(state, "hark", Attack(hex=TARGET, units=b.id))
    assert again.value.message.id == "santini-battle-hex-attacked"
    with pytest.raises(RuleError) as twice:
        play(state, "hark", Attack(hex="0909", units=a.id))
    assert twice.value.message.id == "santini-battle-unit-attacked"


def test_armour_cannot_attack_the_mountains():
    # Attività: una unità che non può muovere in un esagono non può neanche attaccarlo
    state = game()
    terrain(state, h1010="rock")
    tank = put(state, "hark", ARM, NORTH)
    put(state, "atre", INF, TARGET)
    with pytest.raises(RuleError) as refused:
        play(state, "hark", Attack(hex=TARGET, units=tank.id))
    assert refused.value.message.id == "santini-battle-cannot-enter"


def test_only_combat_units_start_an_attack():
    # Attività: comandi, leaders e spie possono modificare le sorti del combattimento ma
    # non possono iniziarlo
    state = game()
    cmd = put(state, "hark", Kind.COMMAND, NORTH)
    put(state, "atre", INF, TARGET)
    with pytest.raises(RuleError) as refused:
        play(state, "hark", Attack(hex=TARGET, units=cmd.id))
    assert refused.value.message.id == "santini-battle-not-combat"


def test_the_winner_of_three_r_advances_draws_a_card_and_gains_a_veteran(monkeypatch):
    # Attività: con 3r o E il vincitore può avanzare, trasformare una unità regolare in
    # veterana e pescare una carta
    state = game()
    tanks = [put(state, "hark", ARM, h) for h in (NORTH, NE)]
    d = put(state, "atre", INF, TARGET)
    play(state, "hark", Attack(hex=TARGET, units=",".join(t.id for t in tanks)))
    dice(monkeypatch, 4)  # 8 : 2 reads 3:1, +1 armour superiority: 5 -> 2-E
    play(state, "atre", Defend())
    assert d.place == DEAD
    assert sum(t.veteran for t in tanks) == 1
    assert len(state.players["hark"].hand) == 1
    assert all(t.place == TARGET for t in tanks)


def test_the_defender_chooses_its_retreat_and_the_winner_then_advances(monkeypatch):
    # Attività: la r indica che il difensore deve ritirarsi in un esagono occupato da
    # unità amiche o libero e non in zoc nemica
    state = game()
    a1, a2 = put(state, "hark", INF, NORTH), put(state, "hark", INF, NE)
    d1, d2 = put(state, "atre", INF, TARGET), put(state, "atre", INF, TARGET)
    play(state, "hark", Attack(hex=TARGET, units=f"{a1.id},{a2.id}"))
    dice(monkeypatch, 6)  # 4 : 4 (1:1), 6: 1-3r
    play(state, "atre", Defend())
    assert ("atre", "retreat") in flow.waiting_for(state)
    with pytest.raises(RuleError):
        play(state, "atre", Retreat(hex=NE))
    play(state, "atre", Retreat(hex=SOUTH))
    survivors = [d for d in (d1, d2) if d.place != DEAD]
    assert survivors and all(d.place == SOUTH for d in survivors)
    assert {a1.place, a2.place} - {DEAD} == {TARGET}
    assert state.battle is None


def test_units_that_cannot_retreat_are_eliminated(monkeypatch):
    # Attività: le unità che non possono ritirarsi vengono eliminate
    state = game()
    a1, a2, a3 = (put(state, "hark", INF, h) for h in (NORTH, NE, SE))
    for h in (SOUTH, SW, NW):
        put(state, "hark", INF, h)
    d1, d2 = put(state, "atre", INF, TARGET), put(state, "atre", INF, TARGET)
    play(state, "hark", Attack(hex=TARGET, units=f"{a1.id},{a2.id},{a3.id}"))
    dice(monkeypatch, 5)  # 6 : 4 reads 3:2, 5: 1-3r; 3/4 of 4 is 3, one step survives
    log = play(state, "atre", Defend())
    assert "santini-battle-no-retreat" in texts(log)
    assert d1.place == DEAD and d2.place == DEAD
    assert state.battle is None


def test_when_every_combat_unit_dies_the_non_combat_units_die_too(monkeypatch):
    # Attività: se tutte le unità combattenti sono distrutte, vengono eliminate anche le
    # unità non combattenti (le spie vengono ignorate)
    state = game()
    tanks = [put(state, "hark", ARM, h) for h in (NORTH, NE)]
    d = put(state, "atre", INF, TARGET, steps=1)
    harvester = put(state, "atre", Kind.HARVESTER, TARGET)
    spy = put(state, "atre", Kind.SPY, TARGET)
    play(state, "hark", Attack(hex=TARGET, units=",".join(t.id for t in tanks), advance=False))
    dice(monkeypatch, 1)  # 8 : 1 is 5:1 or more
    play(state, "atre", Defend())
    assert d.place == DEAD and harvester.place == DEAD and spy.place == TARGET


def test_the_deadline_answer_uses_the_best_command_and_no_card():
    # Attività: un solo comando per parte (the default answer)
    state = game()
    a = put(state, "hark", INF, NORTH)
    put(state, "atre", INF, TARGET)
    cmd = put(state, "atre", Kind.COMMAND, TARGET)
    play(state, "hark", Attack(hex=TARGET, units=a.id))
    spec = flow.DECISIONS["defend"]
    assert spec.secret
    assert spec.default(state, "atre") == Defend(command=cmd.id)


def test_a_work_whose_builder_defends_is_cancelled(monkeypatch):
    # Attività: se l'unità assegnata alla costruzione viene utilizzata per difendere
    # l'esagono, si annulla la costruzione ma si perdono le 3 spezie
    state = game()
    terrain(state, h1010="city")
    a = put(state, "hark", INF, NORTH)
    builder = put(state, "atre", INF, TARGET)
    state.fortifications[TARGET] = Work(faction=Faction.ATREIDES, builder=builder.id)
    play(state, "hark", Attack(hex=TARGET, units=a.id))
    dice(monkeypatch, 3)
    play(state, "atre", Defend())
    assert TARGET not in state.fortifications


def test_an_attack_is_typed_with_its_units_after_with():
    # Attività: si seleziona un esagono da attaccare e lo si attacca con le pedine adiacenti
    typed = registry.parse('attack 1010 with H1,H2 command=H3 cards="Battaglia Attacco"')
    assert typed == Attack(hex="1010", units="H1,H2", command="H3", cards="Battaglia Attacco")
    assert registry.parse(registry.usage_of(typed)) == typed
    assert registry.parse("attack 1010 H1") == Attack(hex="1010", units="H1")


def test_a_refused_attack_names_the_pieces_that_may_attack_the_hex():
    # Attività: lo si può attaccare con tutte le pedine che stanno in esagoni adiacenti
    state = game()
    near = put(state, "hark", INF, NORTH)
    far = put(state, "hark", INF, "1013")
    put(state, "atre", INF, TARGET)
    with pytest.raises(RuleError) as refused:
        play(state, "hark", Attack(hex=TARGET, units=far.id))
    assert refused.value.message.id == "santini-battle-not-adjacent"
    assert refused.value.hint.id == "santini-battle-may-attack-with"
    assert near.id in str(refused.value.hint.args["units"].args)

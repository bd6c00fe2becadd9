"""The counters (Legenda Pedine, Nota sui Leaders) and the deck (Descrizione Carte): the
reconstructed values keep every rule of the text, and a group's counters file is checked
with the first problem named."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from engine.core import RuleError
from engine.core.data_file import typable
from engine.rulesets.santini import setup
from engine.rulesets.santini.data.cards import (
    DECK,
    INITIATIVE_CARDS,
    KINDS,
    LEADER_CARDS,
    LEADERS_PAIR,
    deck_list,
    faction_of,
    playable_by,
)
from engine.rulesets.santini.data.counters import COMBAT, RULEBOOK_COUNTERS, Kind
from engine.rulesets.santini.data.leaders import ALIA, PAUL
from engine.rulesets.santini.factions import Faction

E, A, H, F = Faction.EMPEROR, Faction.ATREIDES, Faction.HARKONNEN, Faction.FREMEN
C = RULEBOOK_COUNTERS


# Descrizione Carte: the printed counts add up to the deck
def test_the_deck_holds_302_cards_as_printed() -> None:
    cards = deck_list()
    assert len(cards) == sum(count for _, count, _ in DECK) == 302
    leaders = [c for c in cards if c in LEADER_CARDS]
    assert len(leaders) == 32 and all(KINDS[c] == "E" for c in leaders)


# Nota Muad'Dib ed Alia: "queste carte sono 4"
def test_four_leaders_cards_bring_muad_dib_and_alia() -> None:
    assert Counter(deck_list())[LEADERS_PAIR] == 4
    assert LEADER_CARDS[LEADERS_PAIR] == (PAUL, ALIA)


# Iniziativa "nome" 4E: one card a faction
def test_the_four_iniziativa_cards_name_one_faction_each() -> None:
    assert sorted(INITIATIVE_CARDS.values()) == sorted(Faction)
    assert all(Counter(deck_list())[c] == 1 and KINDS[c] == "E" for c in INITIATIVE_CARDS)


def test_every_card_name_can_be_typed() -> None:
    for name in KINDS:
        assert typable(name) == name


# Carte: "Le carte fazione ... possono essere giocate solamente dal giocatore della omonima
# fazione"
def test_a_faction_card_is_playable_by_its_faction_alone() -> None:
    assert faction_of("Aiuti Militari") == E and faction_of("Controllo Verme") == F
    assert playable_by("Super Spia", H) and not playable_by("Super Spia", A)
    assert playable_by("Karama", F) and not playable_by("Verme", F)


# Attività: "Le unità combattenti ... hanno due steps" (full, then reduced)
def test_combat_units_have_two_steps_and_a_veteran_side_no_weaker() -> None:
    for faction in Faction:
        for kind in COMBAT:
            regular, veteran = C.of(faction, kind), C.of(faction, kind, veteran=True)
            assert 1 <= regular.reduced < regular.strength
            assert veteran.strength >= regular.strength and veteran.morale >= regular.morale
            if kind != Kind.GUARD:
                assert (veteran.strength, veteran.morale) > (regular.strength,
                                                             regular.morale)


# Introduzione: "l'Imperatore ha il vantaggio di un potente esercito"
def test_the_emperor_fields_the_strongest_troops() -> None:
    for kind in COMBAT:
        for other in (A, H, F):
            assert C.of(E, kind).strength > C.of(other, kind).strength


# Introduzione: "gli Atreides possono contare su valorosi comandanti"
def test_the_atreides_commands_modify_the_die_most() -> None:
    atreides = C.of(A, Kind.COMMAND)
    assert all(atreides.modifier > C.of(f, Kind.COMMAND).modifier for f in (E, H, F))


# Nota su Fanterie Veterane Fremen: splits into as many strength-1 units as its strength,
# losing points only when the hex holds other units
def test_a_fremen_veteran_infantry_splits_alone_without_losing_strength() -> None:
    veteran = C.of(F, Kind.INFANTRY, veteran=True)
    assert 2 <= veteran.reduced < veteran.strength <= 3


# Attività: 16 di forza per verme, 8 esagoni; Esagoni Raccolta Spezia: ala trasporto (8
# punti movimento), fino a 4 step; Nota sugli Scout: 4 punti movimento
def test_worms_wings_and_scouts_print_the_rulebook_figures() -> None:
    for faction in Faction:
        assert (C.of(faction, Kind.WORM).strength, C.of(faction, Kind.WORM).mp) == (16, 8)
        assert (C.of(faction, Kind.WING).mp, C.of(faction, Kind.WING).carries) == (8, 4)
        assert C.of(faction, Kind.SCOUT).mp == 4


# Nota sui Leaders: commanders +1/+2/+3 and 3 MP (4 Fremen); witches +1 card, +# spy die
# (1, 2, 4), 3 or 4 MP; famous characters act as a card; some "Comandi -1"
def test_leaders_keep_the_ranges_of_the_nota_sui_leaders() -> None:
    leaders = C.leaders.values()
    assert {v.modifier for v in leaders if v.role == "commander"} == {1, 2, 3}
    assert {v.spy for v in leaders if v.role == "witch"} == {1, 2, 4}
    assert all(v.cards == 1 for v in leaders if v.role == "witch")
    assert all(v.action in {n for n, _, _ in DECK} for v in leaders if v.role == "famous")
    assert all(v.mp == (4 if v.faction == F else 3) for v in leaders)
    assert {v.faction for v in leaders if v.commands_minus} == set(Faction)


# Condizioni Vittoria: "questi Leaders sono uno per fazione ed hanno +3"
def test_one_charismatic_leader_a_faction_the_fremen_s_is_muad_dib() -> None:
    names = {f: C.charismatic(f).name for f in Faction}
    assert names == {E: "Shaddam IV", A: "Duke Leto", H: "Baron Vladimir", F: PAUL}
    assert all(C.charismatic(f).modifier == 3 for f in Faction)


def test_every_leader_has_a_card_that_brings_him_or_begins_at_home() -> None:
    brought = {n for names in LEADER_CARDS.values() for n in names}
    at_home = {C.charismatic(f).name for f in (E, A, H)}
    assert brought | at_home == set(C.leaders) and not brought & at_home


def written(tmp_path: Path, data: dict) -> str:
    path = tmp_path / "counters.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def rulebook_json() -> dict:
    return json.loads(C.model_dump_json())


def test_a_counters_file_like_the_reconstruction_loads(tmp_path: Path) -> None:
    assert setup.load_counters(written(tmp_path, rulebook_json())) == C


def test_a_counters_file_without_a_mix_takes_the_reconstructed_sheet(tmp_path: Path) -> None:
    data = rulebook_json()
    del data["mix"]
    assert setup.load_counters(written(tmp_path, data)).mix == C.mix


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d["values"]["Harkonnen"].pop("armour"), "santini-counters-missing"),
    (lambda d: d["values"]["Atreides"].update(tank={"mp": 4}),
     "santini-counters-unknown-kind"),
    (lambda d: d["values"]["Emperor"]["infantry"].update(reduced=0), "santini-counters-steps"),
    (lambda d: d["values"]["Fremen"]["infantry-veteran"].update(strength=5, reduced=2),
     "santini-counters-fremen-veteran"),
    (lambda d: d["values"]["Fremen"]["spy"].update(mp=0), "santini-counters-no-mp"),
    (lambda d: d["values"]["Fremen"]["wing"].update(carries=0), "santini-counters-wing"),
    (lambda d: d["leaders"]["Stilgar"].update(charismatic=True, modifier=3),
     "santini-counters-charismatic"),
    (lambda d: d["leaders"].pop("Stilgar"), "santini-counters-leader-missing"),
    (lambda d: d["leaders"]["Jessica"].update(spy=0), "santini-counters-witch"),
    (lambda d: d["leaders"]["Liet-Kynes"].update(action="Sandworm"),
     "santini-counters-famous"),
    (lambda d: d["leaders"]["Irulan"].update(name="Princess Irulan"),
     "santini-counters-leader-key"),
    (lambda d: d["mix"]["Fremen"].update(worm=2), "santini-counters-mix-key"),
    (lambda d: d["mix"]["Atreides"].update(spy=-1), "santini-counters-mix-count"),
    (lambda d: d["mix"].pop("Fremen"), "santini-counters-mix-count"),
    (lambda d: d["mix"]["Emperor"].update(guard=1), "santini-counters-mix-count"),
])
def test_a_counters_file_is_refused_with_its_first_problem(tmp_path: Path, change,
                                                           words: str) -> None:
    data = rulebook_json()
    change(data)
    with pytest.raises(RuleError) as refused:
        setup.load_counters(written(tmp_path, data))
    assert words in repr(refused.value.words)

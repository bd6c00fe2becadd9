"""The protocol of Santini's DUNE: invariants, the disguise, the sheet, the status and the
moderator's repairs, on positions built by hand."""

from __future__ import annotations

import random

import pytest

from engine.core import EventLog, RuleError, SeatSpec, Session
from engine.core.simulation import sample_origin
from engine.core.words import say
from engine.rulesets.santini import units as u
from engine.rulesets.santini import view
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.options import SantiniOptions
from engine.rulesets.santini.repair_commands import GiveCard, Put, SetSpice, SetStorm
from engine.rulesets.santini.ruleset import RULESET
from engine.rulesets.santini.setup import create
from engine.rulesets.santini.state import DEAD, Phase, SantiniState

SEATS = {"hark": Faction.HARKONNEN, "atre": Faction.ATREIDES, "frem": Faction.FREMEN,
         "emp": Faction.EMPEROR}


def game() -> SantiniState:
    """Turn 1's activity, the Harkonnen first."""
    seats = [SeatSpec(name=n, side=f.value) for n, f in SEATS.items()]
    state = create(SantiniOptions(), seats, 3, EventLog())
    state.turn, state.phase = 1, Phase.ACTIVITY
    state.initiative, state.active = list(SEATS), 0
    return state


def test_a_sound_position_has_no_problems():
    state = game()
    u.new_unit(state, Faction.HARKONNEN, Kind.INFANTRY, "0512")
    assert RULESET.problems(state) == []


def test_four_combat_units_in_a_hex_break_the_stack_limit():
    # Attività: non più di tre unità combattenti per esagono
    state = game()
    for _ in range(4):
        u.new_unit(state, Faction.HARKONNEN, Kind.INFANTRY, "0512")
    assert any("4 combat units in 0512" in p for p in RULESET.problems(state))


def test_two_factions_combat_units_never_share_a_hex():
    # Attività: an attack's loser retreats or is eliminated; no hex is shared
    state = game()
    u.new_unit(state, Faction.HARKONNEN, Kind.INFANTRY, "0512")
    u.new_unit(state, Faction.ATREIDES, Kind.ARMOUR, "0512")
    assert any("share 0512" in p for p in RULESET.problems(state))


def test_a_card_lost_or_doubled_is_found():
    # Descrizione Carte: 302 cards, each somewhere once
    state = game()
    state.deck.pop()
    assert any("not all there once" in p for p in RULESET.problems(state))
    state = game()
    state.players["hark"].hand.append(state.deck[0])
    assert any("not all there once" in p for p in RULESET.problems(state))


def test_the_disguise_deals_other_hands_anew_and_keeps_ones_own():
    state = game()
    for seat in SEATS:
        state.players[seat].hand += [state.deck.pop() for _ in range(4)]
    other = RULESET.disguise(state, "hark", random.Random(1))
    assert other.players["hark"].hand == state.players["hark"].hand
    assert other.deck != state.deck
    assert all(len(other.players[s].hand) == len(state.players[s].hand) for s in SEATS)
    assert RULESET.problems(other) == []


def test_the_fremen_die_is_dealt_anew_for_the_others_until_the_reveal():
    # Attività: il Fremen tira un dado da otto (secret until all answers are in)
    state = game()
    state.phase = Phase.INITIATIVE
    state.players["frem"].die = 8
    faces = {RULESET.disguise(state, "hark", random.Random(n)).players["frem"].die
             for n in range(20)}
    assert len(faces) > 1
    assert RULESET.disguise(state, "frem", random.Random(1)).players["frem"].die == 8


def test_the_public_view_shows_no_hand_and_the_seat_sees_its_own():
    state = game()
    hand = state.players["hark"].hand
    seen = RULESET.view(state, "atre")
    assert seen["public"]["players"]["hark"]["cards"] == len(hand)
    assert "hand" not in seen["public"]["players"]["hark"]
    assert RULESET.view(state, "hark")["private"]["hand"] == hand


def test_the_sheet_lists_every_counter_of_the_seat_by_hex():
    state = game()
    u.new_unit(state, Faction.HARKONNEN, Kind.INFANTRY, "0512")
    u.new_unit(state, Faction.HARKONNEN, Kind.ARMOUR, "0513")
    text = " ".join(say(line) for section in RULESET.sheet(state, "hark").sections
                    for line in section.lines)
    assert "0512: H" in text and "0513: H" in text


def test_the_status_block_names_the_initiative_and_whose_activity_it_is():
    state = game()
    block = say(RULESET.status(state).block)
    assert "Initiative: Harkonnen, Atreides, Fremen, Emperor" in block
    assert "Activity of hark" in block


def test_a_moderator_sets_spice_and_moves_a_counter():
    session, _ = Session.new(RULESET, sample_origin(RULESET, 1))
    seat = next(iter(RULESET.seats(session.state)))
    session.apply("mod", SetSpice(faction=seat, amount=17))
    assert session.state.players[seat].spice == 17
    unit = u.new_unit(session.state, session.state.players[seat].faction, Kind.INFANTRY,
                      "0101")
    session.apply("mod", Put(unit=unit.id, place="dead"))
    assert session.state.units[unit.id].place == DEAD


def test_a_card_given_by_the_moderator_is_told_to_its_seat_alone():
    session, _ = Session.new(RULESET, sample_origin(RULESET, 1))
    seat = next(iter(RULESET.seats(session.state)))
    card = session.state.deck[-1]
    events = session.apply("mod", GiveCard(faction=seat, card=card))
    assert card in session.state.players[seat].hand
    public = [say(e.text) for e in events if e.audience == "public"]
    assert public and not any(card in text for text in public)


def test_a_repair_to_no_hex_is_refused_and_changes_nothing():
    session, _ = Session.new(RULESET, sample_origin(RULESET, 1))
    before = session.state.model_dump_json()
    with pytest.raises(RuleError):
        session.apply("mod", SetStorm(number=1, place="9999"))
    assert session.state.model_dump_json() == before


def test_the_attackers_sealed_plan_is_hidden_from_the_table_until_the_defence_is_in():
    # Attività: the defender answers without knowing the attacker's cards
    from engine.rulesets.santini.state import Battle, Plan

    state = game()
    state.battle = Battle(attacker="hark", defender="atre", hex="0512", units=["H1"],
                          attack=Plan(cards=["Battaglia Forza"]))
    assert "attack" not in view.public(state)["battle"]
    assert RULESET.view(state, "hark")["private"]["attack_plan"]["cards"] == [
        "Battaglia Forza"]


def test_a_defence_is_a_sealed_form_told_apart_from_other_attacks():
    # Attività: the defender's answer is sealed; each attack is its own decision
    from engine.rulesets.santini.state import Battle

    state = game()
    attacker = u.new_unit(state, Faction.HARKONNEN, Kind.INFANTRY, "0512")
    u.new_unit(state, Faction.ATREIDES, Kind.INFANTRY, "0513")
    state.battle = Battle(attacker="hark", defender="atre", hex="0513", units=[attacker.id])
    defend = next(d for d in RULESET.pending(state) if d.kind == "defend")
    assert defend.seat == "atre" and defend.secret
    offer = RULESET.offer(state, defend)
    assert offer is not None and offer.form is not None and offer.form.command == "defend"
    state.battle = Battle(attacker="hark", defender="atre", hex="0514", units=[attacker.id])
    assert next(d for d in RULESET.pending(state) if d.kind == "defend").key != defend.key


def test_every_sealed_form_fits_a_discord_form_in_every_language():
    # Attività and Costruzione: the sealed answers go by DM form; Discord's holds five
    # fields, each labelled in 45 characters at most
    seats = [SeatSpec(name=n, side=f.value) for n, f in SEATS.items()]
    state, _ = RULESET.setup(SantiniOptions(), seats, 5)
    seen = set()
    while state.turn == 1:
        for decision in RULESET.pending(state):
            offer = RULESET.offer(state, decision)
            if offer is not None and offer.form is not None:
                seen.add(decision.kind)
                assert len(offer.form.fields) <= 5, decision.kind
                for field in offer.form.fields:
                    for language in ("en", "it", "fr", "pl"):
                        assert len(say(field.label, language)) <= 45, (field.name, language)
        decision = RULESET.pending(state)[0]
        RULESET.apply(state, decision.seat, RULESET.registry.load(decision.default))
    assert {"initiative", "construction"} <= seen

"""Landing (DEBARQUEMENT DES TROUPES), with the Fremen's price (LE PEUPLE DU DESERT), the
Smugglers' (MERCENAIRES), the Guild's Transport monopoly and the Voice (LA VOIX)."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.rulesets.dice.data import Faction
from engine.rulesets.dice.regions import put
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import Step, Units

from .helpers import first_turn_of, play, roll_to

FIVE = ("Corrino", "Fremen", "Spacing Guild", "Harkonnen", "Bene Gesserit")
SIX = (*FIVE, "Smugglers")


def calm(state, n: int = 0) -> str:
    return [r for r in state.map.strategic if not state.in_storm(r)][n]


# DEBARQUEMENT: "vers le Bassin Polaire ou toute Région contrôlée ... Chaque Troupe placée
# ainsi coûte 1 Epice"
def test_troops_land_in_the_polar_sink_or_a_held_region_for_one_spice_each():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    held = calm(state)
    put(state, held, Faction.CORRINO, Units(troop=1))
    roll_to(state, Step.LAND, spice="3")
    seat = state.active_seat
    with pytest.raises(RuleError, match="may not land"):
        play(state, seat, f"land 1 '{calm(state, 1)}'")
    play(state, seat, "land 1 'Polar Sink'")
    play(state, seat, f"land 1 '{held}' large=1")
    assert state.board[held][Faction.CORRINO] == Units(troop=1, elite=1)
    assert state.board["Polar Sink"][Faction.CORRINO] == Units(troop=1)
    assert state.turn.spice == 1


# TEMPETE DE SABLE: "Les Troupes ne peuvent plus y être débarquées"
def test_no_landing_into_the_storm():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    stormy = state.map.in_zone(state.storm)[0]
    put(state, stormy, Faction.CORRINO, Units(troop=1))
    roll_to(state, Step.LAND, spice="3")
    with pytest.raises(RuleError, match="out of the storm"):
        play(state, state.active_seat, f"land 1 '{stormy}'")


# DEBARQUEMENT: the spice is the limit
def test_a_landing_beyond_the_spice_is_refused():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    state.players[state.active_seat].spice_store = 0
    roll_to(state, Step.LAND, spice="1")
    with pytest.raises(RuleError, match="costs 2 spice"):
        play(state, state.active_seat, "land 2 'Polar Sink' large=1")


# CORRINO: the store is spent on their own turn, after the turn's spice
def test_the_corrino_spend_their_store_after_the_turns_spice():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    corrino = state.players[state.active_seat]
    roll_to(state, Step.LAND, spice="1")
    play(state, state.active_seat, "land 2 'Polar Sink' large=1")
    assert corrino.spice_store == 2


# LE PEUPLE DU DESERT: "Durant votre tour de jeu, vos Troupes coûtent 2 Epices"
def test_fremen_troops_cost_two_on_their_own_turn():
    state = first_turn_of(Faction.FREMEN, *FIVE)
    state.players[state.active_seat].card = Units(elite=2)
    roll_to(state, Step.LAND, spice="5")
    play(state, state.active_seat, "land 2 'Polar Sink'")
    assert state.turn.spice == 1
    assert state.board["Polar Sink"][Faction.FREMEN] == Units(elite=2)


# MERCENAIRES: from the reserve; 2 spice to the Polar Sink, 1 elsewhere
def test_smugglers_land_from_their_reserve():
    state = first_turn_of(Faction.SMUGGLERS, *SIX)
    seat = state.active_seat
    held = calm(state)
    put(state, held, Faction.SMUGGLERS, Units(troop=1))
    reserve = state.players[seat].reserve.troop
    roll_to(state, Step.LAND, spice="4")
    play(state, seat, "land 1 'Polar Sink'")
    play(state, seat, f"land 2 '{held}'")
    assert state.turn.spice == 0 and state.players[seat].reserve.troop == reserve - 3


# MONOPOLE DU TRANSPORT: 1 spice once a turn when another lands outside the Polar Sink
def test_the_guild_is_paid_once_a_turn_for_landings_outside_the_polar_sink():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    held = calm(state)
    put(state, held, Faction.CORRINO, Units(troop=1))
    guild = state.players[state.seat_of(Faction.GUILD)]
    state.players[state.active_seat].card = Units(troop=3, elite=1)
    roll_to(state, Step.LAND, spice="5")
    play(state, state.active_seat, "land 1 'Polar Sink'")
    assert guild.spice_store == 1
    play(state, state.active_seat, f"land 1 '{held}'")
    play(state, state.active_seat, f"land 1 '{held}' large=1")
    assert guild.spice_store == 2


# LA GUILDE SPATIALE, Monopole du transport: "Vous ne pouvez pas posséder plus de 5 Epices
# dans votre réserve d'Epice"
def test_the_guilds_store_holds_five_at_most():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    held = calm(state)
    put(state, held, Faction.CORRINO, Units(troop=1))
    guild = state.players[state.seat_of(Faction.GUILD)]
    guild.spice_store = 5
    roll_to(state, Step.LAND, spice="5")
    play(state, state.active_seat, f"land 1 '{held}'")
    assert guild.spice_store == 5


def corrino_allied_to_the_guild() -> tuple:
    """The Corrino's turn, allied to the Guild, who hold a calm region of their own: the
    state, the Corrino's seat, the Guild's seat and that region."""
    state = first_turn_of(Faction.CORRINO, *FIVE)
    seat = state.active_seat
    theirs = calm(state)
    put(state, theirs, Faction.GUILD, Units(troop=1))
    roll_to(state, Step.ALLIANCE, spice="5", f1="Spacing Guild")
    play(state, seat, "ally 'spacing guild'")
    guild_seat = state.seat_of(Faction.GUILD)
    play(state, guild_seat, "accept")
    return state, seat, guild_seat, theirs


# DEBARQUEMENT: "Si l'allié du joueur actif l'autorise", landing in the ally's regions
def test_landing_in_an_allys_region_needs_the_allys_leave():
    state, seat, guild_seat, theirs = corrino_allied_to_the_guild()
    assert state.step == Step.LAND and state.turn.landing == "permit"
    play(state, guild_seat, "allow no")
    with pytest.raises(RuleError, match="may not land"):
        play(state, seat, f"land 1 '{theirs}'")


# DEBARQUEMENT: "Si l'allié du joueur actif l'autorise", landing in his regions; the ally
# lands too, "Le joueur actif doit alors donner son accord et payer le coût"
def test_an_allowed_landing_and_a_funded_ally():
    state, seat, guild_seat, theirs = corrino_allied_to_the_guild()
    play(state, guild_seat, "allow")
    play(state, seat, f"land 1 '{theirs}'")
    play(state, seat, "done")
    assert state.turn.landing == "fund"
    play(state, seat, "fund 2")
    play(state, guild_seat, f"land 2 '{theirs}'")
    assert state.board[theirs][Faction.GUILD] == Units(troop=3)
    assert state.turn.spice == 2 and state.step != Step.LAND


# LA VOIX: the Bene Gesserit land in their ally's regions without leave
def test_the_bene_gesserit_need_no_leave():
    state = first_turn_of(Faction.BENE_GESSERIT, *FIVE)
    seat = state.active_seat
    theirs = calm(state)
    put(state, theirs, Faction.CORRINO, Units(troop=1))
    state.players[seat].card = Units(troop=1)
    roll_to(state, Step.ALLIANCE, spice="5", f1="Corrino")
    play(state, seat, "ally corrino")
    assert state.step == Step.LAND and state.turn.landing == "active"
    play(state, seat, f"land 1 '{theirs}'")
    assert state.board[theirs][Faction.BENE_GESSERIT] == Units(troop=1)


# DEBARQUEMENT: the active player "doit alors donner son accord et payer le coût" of his
# ally's landing: paying is his choice, so a deadline pays nothing
def test_a_deadline_funds_nothing_of_the_allys_landing():
    state, seat, guild_seat, theirs = corrino_allied_to_the_guild()
    play(state, guild_seat, "allow")
    play(state, seat, f"land 1 '{theirs}'")
    play(state, seat, "done")
    assert state.turn.landing == "fund"
    (asked,) = RULESET.pending(state)
    assert asked.kind == "fund" and asked.default == {"name": "fund", "amount": 0}

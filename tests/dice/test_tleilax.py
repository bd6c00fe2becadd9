"""The Bene Tleilax (CUVES AXOLOTL, GHOLAS) and the Corrino's gift (PRESIDENCE DE LA CHOM)."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.rulesets.dice.data import Faction
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import Step

from .helpers import arrange, first_turn_of, play

SIX = ("Bene Tleilax", "Corrino", "Fremen", "Spacing Guild", "Harkonnen", "Bene Gesserit")


def rolled(active: Faction, **faces):
    state = first_turn_of(active, *SIX)
    dice = {"f1": "Atreides", "f2": "Atreides", "f3": "Atreides", "f4": "Atreides",
            "kanly": "snooper", "spice": "2", **faces}
    arrange(state, **dice)
    play(state, state.active_seat, "keep all")
    return state, state.active_seat


def tleilax(state):
    return state.players[state.seat_of(Faction.TLEILAX)]


# CUVES AXOLOTL: "Après votre action de lancer de dés, choisissez une Faction. Tous les dés
# montrant cette Faction sont considérés comme des dés de la Faction Bene Tleilax"
def test_the_tleilaxu_recruit_with_the_symbol_they_choose():
    state, seat = rolled(Faction.TLEILAX, f1="Fremen", f2="Fremen", f3="Corrino")
    assert state.step == Step.AXOLOTL
    with pytest.raises(RuleError, match="symbol of the Faction dice"):
        play(state, seat, "symbol smugglers")
    card = tleilax(state).card.troop
    tleilax(state).leaders_reserve, tleilax(state).leaders_card = 0, 1
    play(state, seat, "symbol fremen")
    play(state, seat, "alone")
    assert tleilax(state).card.troop == card + 2


# CUVES AXOLOTL: others ally with the Tleilaxu on any symbol; "chaque dé ne peut être
# utilisé que pour le recrutement d'une seule Troupe"
def test_an_ally_names_the_symbol_the_tleilaxu_recruit_with():
    state, seat = rolled(Faction.CORRINO, f1="Fremen", f2="Fremen", f3="Corrino")
    with pytest.raises(RuleError, match="Name the symbol"):
        play(state, seat, "ally 'bene tleilax'")
    with pytest.raises(RuleError, match="No kept Faction die shows"):
        play(state, seat, "ally 'bene tleilax' harkonnen")
    play(state, seat, "ally 'bene tleilax' fremen")
    card = tleilax(state).card.troop
    play(state, state.seat_of(Faction.TLEILAX), "accept")
    assert tleilax(state).card.troop == card + 2


# BENE TLEILAX, Cuves Axolotl: on one symbol for both allies, "ils doivent alors décider
# combien de dés (au moins un) ils offrent"; "chaque dé ne peut être utilisé que pour le
# recrutement d'une seule Troupe"
def test_on_the_active_players_own_symbol_he_gives_the_tleilaxu_some_dice():
    state, seat = rolled(Faction.CORRINO, f1="Corrino", f2="Corrino", f3="Corrino")
    with pytest.raises(RuleError, match="give your ally 1 to 3"):
        play(state, seat, "ally 'bene tleilax' corrino")
    play(state, seat, "ally 'bene tleilax' corrino dice=1")
    card = tleilax(state).card.troop
    play(state, state.seat_of(Faction.TLEILAX), "accept")
    assert tleilax(state).card.troop == card + 1
    corrino = state.players[seat]
    before = corrino.card
    advance_recruit(state, seat, "recruit 0 1")
    assert corrino.card.elite == before.elite + 1 and corrino.card.troop == before.troop


def advance_recruit(state, seat, line) -> None:
    assert state.step == Step.RECRUIT
    play(state, seat, line)


# GHOLAS: "payer 1 Epice pour récupérer votre Leader", as often as wished
def test_a_ghola_costs_one_spice():
    state, seat = rolled(Faction.TLEILAX, f1="Fremen")
    play(state, seat, "symbol fremen")
    tleilax(state).leaders_reserve, tleilax(state).leaders_card = 1, 0
    assert "ghola" in {cmd.name for cmd in RULESET.legal(state, seat)}
    play(state, seat, "ghola")
    assert tleilax(state).leaders_card == 1 and state.turn.spice == 1
    with pytest.raises(RuleError, match="not in your reserve"):
        play(state, seat, "ghola")


# BENE TLEILAX, Gholas: "vous pouvez payer 1 Epice pour récupérer votre Leader" (a knot
# ability: the Tleilaxu's and their ally's, no one else's)
def test_gholas_are_not_for_others():
    state, seat = rolled(Faction.CORRINO)
    state.players[seat].leaders_reserve = 1
    with pytest.raises(RuleError, match="Bene Tleilax's"):
        play(state, seat, "ghola")


# PRESIDENCE DE LA CHOM: "Vous pouvez les donner à votre allié durant son tour"
def test_the_corrino_give_their_stored_spice_to_their_ally():
    state, seat = rolled(Faction.GUILD, f1="Corrino")
    play(state, seat, "ally corrino")
    corrino = state.seat_of(Faction.CORRINO)
    with pytest.raises(RuleError, match="during his turn"):
        play(state, corrino, "give 2")
    play(state, corrino, "accept")
    spice = state.turn.spice
    assert state.step == Step.LAND
    gifts = [cmd.amount for cmd in RULESET.legal(state, corrino) if cmd.name == "give"]
    assert gifts == [1, 2, 3]  # what the marker holds, from 1
    play(state, corrino, "give 2")
    assert state.turn.spice == spice + 2
    assert state.players[corrino].spice_store == 1


# PRESIDENCE DE LA CHOM: the gift comes from the marker: an empty one is refused as empty
def test_an_empty_corrino_marker_is_refused_as_empty():
    state, seat = rolled(Faction.GUILD, f1="Corrino")
    play(state, seat, "ally corrino")
    corrino = state.seat_of(Faction.CORRINO)
    play(state, corrino, "accept")
    state.players[corrino].spice_store = 0
    with pytest.raises(RuleError, match="Your marker holds no spice"):
        play(state, corrino, "give 1")

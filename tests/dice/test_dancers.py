"""The Bene Tleilax's Face Dancers (LES DANSEURS-VISAGES) and their variant."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.core.words import say
from engine.rulesets.dice.data import Faction
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import Step, Units

from .helpers import play, roll_to
from .test_combat import battlefield

SIX = ("Bene Tleilax", "Corrino", "Fremen", "Spacing Guild", "Harkonnen", "Bene Gesserit")


def battle(active: Faction, options=None, **troops: Units):
    """`battlefield` with six factions, the game played with `options`."""
    state, region = battlefield(active, SIX, **troops)
    if options:
        state.options = state.options.model_copy(update=options)
    return state, region


# LES DANSEURS-VISAGES: one enemy troop replaced for each unused die on its symbol
def test_face_dancers_replace_an_enemy_troop_per_unused_die_on_its_symbol():
    state, region = battle(Faction.CORRINO, TLEILAX=Units(troop=1),
                           CORRINO=Units(troop=2, elite=1))
    roll_to(state, Step.COMBAT, spice="1", f1="Corrino", f2="Fremen", f3="Fremen",
            f4="Fremen")
    assert state.turn.fight is not None and state.turn.fight.dancing
    tleilax = state.seat_of(Faction.TLEILAX)
    (decision,) = RULESET.pending(state)
    assert decision.seat == tleilax and decision.kind == "dance"
    play(state, tleilax, "dance corrino")
    assert state.board[region][Faction.TLEILAX] == Units(troop=2)
    assert state.board[region][Faction.CORRINO] == Units(troop=1, elite=1)
    # the one die on the Corrino symbol is spent: the dancers are done
    assert not state.turn.fight.dancing


# LES DANSEURS-VISAGES: "ne peut pas concerner des Troupes de valeur 2"
def test_large_cubes_are_never_replaced():
    state, _ = battle(Faction.CORRINO, TLEILAX=Units(troop=1), CORRINO=Units(elite=1),
                      FREMEN=Units(elite=1))
    roll_to(state, Step.COMBAT, spice="1", f1="Corrino", f2="Fremen")
    assert not state.turn.fight.dancing


# LES DANSEURS-VISAGES: "Seuls les dés qui n'ont pas été utilisés pour recruter vos Troupes et
# celles de votre allié"
def test_dice_that_recruited_for_the_tleilaxu_are_spent():
    state, _ = battle(Faction.TLEILAX, TLEILAX=Units(troop=1), GUILD=Units(troop=1))
    roll_to(state, Step.AXOLOTL, spice="1", f1="Spacing Guild")
    play(state, state.active_seat, "symbol 'spacing guild'")
    while state.step != Step.COMBAT:
        RULESET.apply(state, "mod", RULESET.registry.parse("force"))
    assert not state.turn.fight.dancing


# LES DANSEURS-VISAGES (variante): 1 spice each instead of a die
def test_the_variant_pays_spice_on_the_tleilaxus_own_turn():
    state, region = battle(Faction.TLEILAX, {"face_dancers": "spice"},
                           TLEILAX=Units(troop=1), GUILD=Units(troop=2))
    roll_to(state, Step.AXOLOTL, spice="3")
    seat = state.active_seat
    play(state, seat, "symbol atreides")
    while state.step != Step.COMBAT:
        RULESET.apply(state, "mod", RULESET.registry.parse("force"))
    spice = state.turn.spice
    with pytest.raises(RuleError, match="No Harkonnen troop"):
        play(state, seat, "dance harkonnen")
    play(state, seat, "dance 'spacing guild'")
    play(state, seat, "stop")
    assert state.turn.spice == spice - 1
    assert state.board[region][Faction.GUILD] == Units(troop=1)


# LES DANSEURS-VISAGES (variante): "1 Epice" a troop, so the last spice still pays for one
def test_the_variant_replaces_a_troop_with_the_last_spice():
    state, region = battle(Faction.TLEILAX, {"face_dancers": "spice"},
                           TLEILAX=Units(troop=1), GUILD=Units(troop=2))
    roll_to(state, Step.AXOLOTL, spice="1")
    seat = state.active_seat
    play(state, seat, "symbol atreides")
    while state.step != Step.COMBAT:
        RULESET.apply(state, "mod", RULESET.registry.parse("force"))
    assert state.turn.spice == 1
    play(state, seat, "dance 'spacing guild'")
    assert state.turn.spice == 0
    assert state.board[region][Faction.GUILD] == Units(troop=1)

# COMBAT: a battle needs both sides in the region; Face Dancers may empty one
def test_when_the_face_dancers_replace_every_attacker_there_is_no_battle():
    state, region = battle(Faction.CORRINO, TLEILAX=Units(troop=1), CORRINO=Units(troop=1))
    roll_to(state, Step.COMBAT, spice="1", f1="Corrino", f2="Fremen", f3="Fremen",
            f4="Fremen")
    events = play(state, state.seat_of(Faction.TLEILAX), "dance corrino")
    assert state.board[region] == {Faction.TLEILAX: Units(troop=2)}
    assert any("No attacker is left" in say(e.text) for e in events)
    assert state.turn.fight is None and state.step != Step.COMBAT

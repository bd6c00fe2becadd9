"""Steps the game passes by itself are said in public, with the reason: nobody should see
the game jump from the alliance to the target, or a landing vanish, without a word."""

from __future__ import annotations

from engine.core import PUBLIC
from engine.core.words import say
from engine.rulesets.dice.data import Faction
from engine.rulesets.dice.regions import put
from engine.rulesets.dice.state import Step, Units

from .helpers import first_turn_of, play, roll_to
from .test_land import corrino_allied_to_the_guild

FIVE = ("Corrino", "Fremen", "Spacing Guild", "Harkonnen", "Bene Gesserit")


def said(events) -> list[str]:
    return [say(e.text) for e in events if e.audience == PUBLIC]


# RECRUTEMENT DES TROUPES, KANLY, DEBARQUEMENT DES TROUPES: after `alone`, each action the
# game passes says why, before the target is asked
def test_alone_tells_why_recruitment_kanly_and_landing_pass():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    seat = state.active_seat
    state.shield = Faction.CORRINO
    state.players[seat].card = Units()
    state.players[seat].spice_store = 0
    roll_to(state, Step.ALLIANCE, spice="2", kanly="shield")
    lines = said(play(state, seat, "alone"))
    assert state.step == Step.MOVE and state.turn.target is None
    assert ("The Corrino recruit nothing: no kept Faction die shows their symbol "
            "(RECRUTEMENT DES TROUPES).") in lines
    assert ("The Kanly die (shield) does nothing: the Corrino hold the shield already "
            "(KANLY).") in lines
    assert "The Corrino land nothing: no troops on their card (DEBARQUEMENT DES TROUPES)." in lines


# KANLY: an assassin with no one to kill is said
def test_a_kanly_weapon_without_a_target_is_said():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    state.board = {}
    roll_to(state, Step.ALLIANCE, spice="2", kanly="poison")
    events = said(play(state, state.active_seat, "alone"))
    assert ("The Kanly die (poison) does nothing: no troop it may kill is out of the storm "
            "(KANLY).") in events


# DEBARQUEMENT: "Le joueur actif doit alors donner son accord et payer le coût": without
# his spice, the ally lands nothing, and the table is told
def test_fund_0_says_the_ally_lands_nothing():
    state, seat, guild_seat, _ = corrino_allied_to_the_guild()
    play(state, guild_seat, "allow no")
    play(state, seat, "done")
    lines = said(play(state, seat, "fund 0"))
    assert lines[0] == (f"{seat} does not fund the ally's landing: the Spacing Guild land "
                        "nothing this turn (DEBARQUEMENT DES TROUPES: the active player pays for "
                        "it).")


# DEPLACEMENT: a player none of whose troops can reach the target is told so
def test_a_mover_whose_troops_cannot_reach_the_target_is_told():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    seat = state.active_seat
    calm = [r for r in state.map.strategic if not state.in_storm(r)]
    goal = calm[0]
    far = next(r for r in calm if r != goal and not state.map.adjacent(r, goal))
    state.board, state.constructions = {}, {}
    put(state, far, Faction.CORRINO, Units(troop=1))
    state.players[seat].card = Units()
    zone = state.map.region(goal).zone
    roll_to(state, Step.MOVE, spice="2", region=str(zone))
    lines = said(play(state, seat, f"target '{goal}'"))
    assert (f"The Corrino move nothing into {goal}: none of their troops is in a "
            "bordering region or one with an Ornithopter, out of the storm "
            "(DEPLACEMENT DES TROUPES).") in lines


# CONSTRUCTION: "Si le joueur actif contrôle la Région Cible": a target not held passes the
# action, and the table is told why
def test_no_construction_on_the_polar_sink_is_said():
    state = first_turn_of(Faction.CORRINO, *FIVE)
    seat = state.active_seat
    state.board = {}
    state.players[seat].card = Units()
    roll_to(state, Step.MOVE, spice="2")
    lines = said(play(state, seat, "target 'Polar Sink'"))
    assert (f"{seat} builds nothing: nothing is built in the Polar Sink (CONSTRUCTION)."
            in lines)

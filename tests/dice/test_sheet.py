"""The seat's sheet (`/game view`): its faction card, its turn, its secrets, its decisions."""

from __future__ import annotations

from engine.core.words import say
from engine.rulesets.dice.data import Faction
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import Step

from .helpers import arrange, first_turn_of, play

FOUR = ("Corrino", "Fremen", "Spacing Guild", "Harkonnen")


def lines(state, seat: str) -> dict[str, tuple[str, ...]]:
    sections = RULESET.sheet(state, seat).sections
    return {say(s.title): tuple(say(x) for x in s.lines) for s in sections}


# MATERIEL / MISE EN PLACE: the cubes, leader and spice marker on and beside the card
def test_the_sheet_reads_the_faction_card_and_the_reserve_beside_it():
    state = first_turn_of(Faction.CORRINO, *FOUR)
    seat = state.active_seat
    player = state.players[seat]
    player.spice_store, player.thumper = 3, True
    card = lines(state, seat)["Your faction card"]
    assert say(RULESET.sheet(state, seat).title) == f"Corrino ({seat}): your faction card"
    assert "Spice marker: 3 of 5" in card and "Thumper: yours" in card
    assert "Leader(s): Padishah Emperor Shaddam IV" in card
    assert any(line.startswith("Beside the card (reserve): ") for line in card)


# LANCER DE DES: the dice kept and thrown, whose turn, and what the seat may do
def test_the_sheet_shows_the_dice_whose_turn_and_what_the_seat_may_do():
    state = first_turn_of(Faction.CORRINO, *FOUR)
    seat = state.active_seat
    arrange(state, spice="3")
    play(state, seat, "keep spice")
    turn = lines(state, seat)["This turn"]
    assert turn[0] == "Turn 1 of 6, your turn: the roll (LANCER DE DES)"
    assert turn[1] == "Dice kept: spice 3"
    assert any(line.startswith("You may now: ") and "`reroll`" in line for line in turn)
    other = next(s for s in state.order if s != seat)
    theirs = lines(state, other)
    assert theirs["This turn"][0].startswith(f"Turn 1 of 6, {seat}'s turn (Corrino)")
    assert theirs["This turn"][-1] == "You may now: nothing"
    assert "Waiting for you" not in theirs and "Waiting for you" in lines(state, seat)


# ALLIANCE: the offer as the invitee reads it, with its default
def test_the_invitee_reads_the_offer_and_what_happens_if_it_does_not_answer():
    state = first_turn_of(Faction.CORRINO, *FOUR)
    seat = state.active_seat
    arrange(state, f1="Fremen", f2="Fremen", f3="Fremen", f4="Fremen", spice="2")
    play(state, seat, "keep all")
    assert state.step == Step.ALLIANCE
    play(state, seat, "ally Fremen")
    fremen = state.seat_of(Faction.FREMEN)
    mine = lines(state, fremen)
    assert f"{seat} offers you an alliance for this turn" in mine["This turn"]
    assert say(mine["Waiting for you"][-1]) == "default if nobody answers: `decline`"

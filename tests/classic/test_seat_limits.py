"""Refusals name the limit that holds this seat now, its own (its reserves, its spice, its
allies or none, what is left in its tanks), not a generic one that does not bind it."""

from __future__ import annotations

from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases.movement import current

from .conftest import Game
from .helpers import to_movement_round, to_turn_storm

A = Faction.ATREIDES
SEATS = "a:atreides,h:harkonnen,e:emperor"


def atreides_to_move() -> Game:
    """Turn 1's movement round, the Atreides' move (10 in Arrakeen, 10 in reserve)."""
    game = Game(SEATS, seed=2)
    to_movement_round(game)
    assert current(game.state) == A
    return game


def test_a_shipment_over_the_reserves_names_the_reserves():
    # IX.C.1.a: "a player may bring any number of tokens from his reserves": the seat's 17
    # in reserve bind, not the 20 tokens of a faction
    game = atreides_to_move()
    game.do("mod: set_tokens atreides 3 arrakeen")  # 7 back to reserves: 17
    err = game.rejects("a: ship 25 habbanya sietch", "17 token(s) in reserve, not 25",
                       "ship at most 17")
    assert "20" not in err.text.split("Your moves now")[0]  # the limit, not the moves listed


def test_a_move_over_the_group_names_the_group():
    # IX.C.2: one group moves, of the tokens the seat has there
    game = atreides_to_move()
    err = game.rejects("a: move 25 arrakeen imperial basin", "10 tokens in Arrakeen")
    assert "20" not in err.text.split("Your moves now")[0]  # the limit, not the moves listed


def test_a_shipment_too_dear_for_a_seat_without_allies_mentions_none():
    # IX.C.1.b: 2 spice a token outside a stronghold; no ally, so no allies' support
    game = atreides_to_move()
    game.do("mod: set_spice atreides 7")
    err = game.rejects("a: ship 5 the great flat", "costs 10 spice", "you have 7 spice",
                       "can pay to ship 3 there")
    assert "all" not in err.text.lower()  # no ally, allies or allies' support


def test_a_shipment_too_dear_names_the_allies_pledges_or_their_absence():
    # XII.E.4: allies may pay for each other's shipments; the refusal says what they gave
    game = atreides_to_move()
    game.do("mod: form_alliance atreides harkonnen")
    game.do("mod: set_spice atreides 7")
    game.rejects("a: ship 5 the great flat", "you have 7 spice (your allies have pledged "
                 "you none, XII.E.3)")
    game.do("h: support atreides 2")
    game.rejects("a: ship 5 the great flat", "you have 9 spice (7 of your own, 2 from "
                 "Harkonnen pledged)", "can pay to ship 4 there")


def test_a_bid_over_the_spice_of_a_seat_without_allies_mentions_none():
    # VIII.C: a player may bid no more spice than he has; no ally to support the bid
    game = Game(SEATS, seed=2)
    to_turn_storm(game, 1)
    game.force_until(Phase.BIDDING)
    faction = game.state.bidding.turn
    seat = game.state.players[faction].seat
    game.do(f"mod: set_spice {faction.value} 3")
    err = game.rejects(f"{seat}: bid 5", "You have only 3 spice.", "bid at most 3")
    assert "all" not in err.text.lower()  # no ally, allies or allies' support


def revival_with_tanks(spice: int) -> Game:
    """Turn 1's revival: the Atreides' 10 tokens of Arrakeen in the tanks, 2 revived free
    (Atreides shield), `spice` behind their shield."""
    game = Game(SEATS, seed=2)
    to_turn_storm(game, 1)
    game.force_until(Phase.BIDDING)
    game.do("mod: set_tokens atreides 0 arrakeen via=tanks")
    game.do(f"mod: set_spice atreides {spice}")
    game.force_until(Phase.REVIVAL)
    assert A in game.state.revival
    return game


def test_a_paid_revival_over_the_turns_three_names_what_is_left_of_them():
    # IX.B.2: three revivals a turn, free ones included: two free leave one to pay for
    game = revival_with_tanks(spice=10)
    err = game.rejects("a: revive 3", "at most 1 token(s) now, not 3",
                       "you have 1 of your three revivals this turn left", "`revive 1`")
    assert "spice pays" not in err.text
    game.rejects("a: revive 4", "at most 1 token(s) now, not 4")


def test_a_paid_revival_the_seat_cannot_pay_names_its_spice():
    # IX.B.2: 2 spice a token; 1 spice pays for none
    game = revival_with_tanks(spice=1)
    err = game.rejects("a: revive 1", "at most 0 token(s) now, not 1",
                       "your 1 spice pays for 0 at 2 each")
    assert "three revivals" not in err.text


def test_a_bid_the_seat_cannot_raise_says_its_spice_and_to_pass():
    # VIII.B.2, VIII.C: a higher bid than one's spice is not allowed: pass
    game = Game(SEATS, seed=2)
    to_turn_storm(game, 1)
    game.force_until(Phase.BIDDING)
    first = game.state.bidding.turn
    game.do(f"{game.state.players[first].seat}: bid 3")
    second = game.state.bidding.turn
    seat = game.state.players[second].seat
    game.do(f"mod: set_spice {second.value} 2")
    game.rejects(f"{seat}: bid 2", "the bid is 3", "You have 2 spice: pass.")


def leaders_all_in_the_tanks(game: Game, spice: int) -> None:
    """The Atreides' move, all five leaders in the tanks, `spice` behind their shield."""
    game.do(f"mod: set_spice atreides {spice}")
    for leader in ("Thufir Hawat", "Lady Jessica", "Gurney Halleck", "Duncan Idaho",
                   "Dr. Yueh"):
        game.do(f"mod: kill_leader {leader}")


def test_a_leader_too_dear_names_the_emperor_ally_only_when_there_is_one():
    # IX.D.2: a leader costs his fighting value; XII.E.6, Emperor shield: the Emperor may
    # give an ally spice for any use
    game = atreides_to_move()
    leaders_all_in_the_tanks(game, spice=2)
    err = game.rejects("a: revive_leader gurney", "costs 4 spice; you have 2")
    assert "Emperor" not in err.text
    game.do("mod: form_alliance atreides emperor")
    game.rejects("a: revive_leader gurney", "costs 4 spice; you have 2",
                 "Your ally the Emperor may give you spice first (`grant`).")

"""Judgement tests of the classic bot's answers to the factions' own advantages (XV, XII.E.6):
each is given what its seat sees (a `Seen` as `engine.core.bots.seen` builds it) and must
use the advantage as the rulebook means it."""

from __future__ import annotations

from typing import Any

from engine.core import Command, Decision
from engine.core.ruleset import Seen
from engine.rulesets.classic.bot.advantages import advise, coexist, move_now, place_worm, protect
from engine.rulesets.classic.bot.position import Position
from engine.rulesets.classic.protocol.commands import (
    Advise,
    Coexist,
    MoveNow,
    PlaceWorm,
    Protect,
)

FACTIONS = ("fremen", "harkonnen", "atreides", "bene_gesserit", "guild")


def _seen(side: str, legal: list[Command], forces: dict[str, dict[str, dict[str, int]]],
          kind: str, **public: Any) -> Seen:
    view = {"public": {"turn": 3, "players": {f: {"reserves": 5} for f in FACTIONS},
                       "forces": forces, **public},
            "private": {"spice": 5, "hand": []}}
    decision = Decision(seat=side, kind=kind, prompt="", default={})
    return Seen(seat=side, side=side, turn=3, view=view, legal=tuple(legal),
                decisions=(decision,), waiting=(decision,), history=(), seats={})


def _answer(answer, seen: Seen) -> Command | None:
    return answer(seen, Position.of(seen))


def test_the_guild_waits_while_someone_is_left_to_move():
    # Guild 1 (XV), XXVII: moving last lets a surprise take-over go uncountered
    seen = _seen("guild", [MoveNow(now=True), MoveNow(now=False)], {}, "move_now")
    assert _answer(move_now, seen) == MoveNow(now=False)
    last = _seen("guild", [MoveNow(now=True)], {}, "move_now")
    assert _answer(move_now, last) == MoveNow(now=True)


def test_the_fremen_shelter_their_allies_from_the_worm():
    # XII.E.6: the Fremen may save their allies' tokens from the worm
    seen = _seen("fremen", [Protect(yes=False), Protect(yes=True)], {}, "protect")
    assert _answer(protect, seen) == Protect(yes=True)


def test_the_bene_gesserit_send_the_free_advisor():
    # XV.B.3: one token from the reserves, free, with another's shipment
    seen = _seen("bene_gesserit", [Advise(send=False), Advise(send=True)], {}, "advise")
    assert _answer(advise, seen) == Advise(send=True)


def test_a_placed_worm_devours_the_others_and_spares_the_fremen():
    # Fremen 2 (XV): a further worm anywhere; it devours only in the desert
    forces = {"The Great Flat": {"14": {"harkonnen": 6}},
              "Red Chasm": {"8": {"fremen": 4, "atreides": 5}},
              "Carthag": {"10": {"atreides": 9}}}
    legal = [PlaceWorm(territory=t) for t in
             ("Polar Sink", "Carthag", "Red Chasm", "The Great Flat")]
    seen = _seen("fremen", legal, forces, "place_worm")
    assert _answer(place_worm, seen) == PlaceWorm(territory="The Great Flat")


def test_a_placed_worm_with_nobody_to_devour_goes_where_it_harms_no_one_of_ours():
    # Fremen 2 (XV): a stronghold is no desert, so nothing there is devoured
    forces = {"Carthag": {"10": {"atreides": 9}}, "Red Chasm": {"8": {"fremen": 4}}}
    legal = [PlaceWorm(territory=t) for t in ("Red Chasm", "Carthag", "Polar Sink")]
    seen = _seen("fremen", legal, forces, "place_worm")
    assert _answer(place_worm, seen) == PlaceWorm(territory="Polar Sink")


def test_advisors_alone_in_a_stronghold_turn_fighters_to_hold_it():
    # XV.B.4-5: advisors cannot hold a stronghold; announced fighters before the moves do
    forces = {"Tuek's Sietch": {"4": {"bene_gesserit": 2}},
              "Arrakeen": {"9": {"bene_gesserit": 1, "atreides": 10}},
              "The Great Flat": {"14": {"bene_gesserit": 1}}}
    legal = [Coexist(yes=True), *(Coexist(yes=False, territory=t) for t in forces)]
    seen = _seen("bene_gesserit", legal, forces, "coexist", advisors=list(forces))
    assert _answer(coexist, seen) == Coexist(yes=False, territory="Tuek's Sietch")
    flipped = {"Arrakeen": forces["Arrakeen"], "The Great Flat": forces["The Great Flat"]}
    legal = [Coexist(yes=True), *(Coexist(yes=False, territory=t) for t in flipped)]
    seen = _seen("bene_gesserit", legal, flipped, "coexist", advisors=list(flipped))
    assert _answer(coexist, seen) == Coexist(yes=True)  # no battle against ten tokens

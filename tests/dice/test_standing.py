"""Standing answers to alliance offers (ALLIANCE), for asynchronous play: secret, answered
at once when an offer they cover is made, and seen by the table exactly as a typed answer."""

from __future__ import annotations

import random

import pytest

from engine.core import PUBLIC, RuleError
from engine.core.words import say
from engine.rulesets.dice.data import Faction
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import Standing, Step

from .helpers import arrange, first_turn_of, new_game, play

FOUR = ("Corrino", "Fremen", "Spacing Guild", "Harkonnen")


def at_the_alliance():
    """The Corrino's first turn at the alliance, every Faction die on the Fremen: the
    state, the Corrino's seat and the Fremen's."""
    state = first_turn_of(Faction.CORRINO, *FOUR)
    arrange(state, f1="Fremen", f2="Fremen", f3="Fremen", f4="Fremen", spice="2")
    play(state, state.active_seat, "keep all")
    assert state.step == Step.ALLIANCE
    return state, state.active_seat, state.seat_of(Faction.FREMEN)


def public(events) -> list[str]:
    return [e.model_dump_json() for e in events if e.audience == PUBLIC]


# ALLIANCE: "l'autre joueur peut accepter ou refuser": a standing answer plays it at once,
# and the table cannot tell it from a typed one
@pytest.mark.parametrize("answer", ["accept", "decline"])
def test_a_standing_answer_is_public_exactly_as_the_typed_answer(answer):
    typed, seat, fremen = at_the_alliance()
    said = public(play(typed, seat, "ally Fremen"))
    said += public(play(typed, fremen, answer))
    standing, _, _ = at_the_alliance()
    secret = play(standing, fremen, f"auto {answer}")
    assert [e.audience for e in secret] == [f"seat:{fremen}"]
    assert public(play(standing, seat, "ally Fremen")) == said
    assert standing.step == typed.step and standing.turn == typed.turn
    assert RULESET.view(standing, None) == RULESET.view(typed, None)


# ALLIANCE: the standing answer given while the offer waits answers it at once
def test_a_standing_answer_given_while_an_offer_waits_answers_it():
    state, seat, fremen = at_the_alliance()
    play(state, seat, "ally Fremen")
    events = play(state, fremen, "auto accept corrino")
    assert state.turn.ally == Faction.FREMEN
    assert "The Fremen accept: allies until the end of" in public(events)[0]


# ALLIANCE: an answer for one faction's offers leaves the others' to the player
def test_an_answer_for_one_faction_leaves_other_offers_waiting():
    state, seat, fremen = at_the_alliance()
    play(state, fremen, "auto decline Harkonnen")
    play(state, seat, "ally Fremen")
    assert state.turn.offered == Faction.FREMEN
    assert [d.kind for d in RULESET.pending(state)] == ["alliance"]
    play(state, fremen, "auto off")
    assert fremen not in state.standing and state.turn.offered == Faction.FREMEN


# ALLIANCE: "Pas d'alliance dans les parties à 3 joueurs ou moins"; no offer from oneself
def test_standing_answers_refused_where_no_offer_can_come_change_nothing():
    small = first_turn_of(Faction.CORRINO, "Corrino", "Fremen", "Harkonnen")
    before = small.model_dump_json()
    with pytest.raises(RuleError, match="3 players or fewer"):
        play(small, small.active_seat, "auto accept")
    state, _, fremen = at_the_alliance()
    with pytest.raises(RuleError, match="never offer you an alliance") as err:
        play(state, fremen, "auto accept Fremen")
    assert "Corrino" in say(err.value.hint) and small.model_dump_json() == before
    assert fremen not in state.standing
    choosing = new_game(None, None, None, None)
    with pytest.raises(RuleError, match="Choose your faction first"):
        play(choosing, choosing.choosers[0], "auto accept")


def test_the_standing_answer_is_secret_on_the_sheet_and_dealt_anew_for_others():
    state, seat, fremen = at_the_alliance()
    play(state, fremen, "auto accept Corrino")
    lines = {s.title: s.lines for s in RULESET.sheet(state, fremen).sections}
    assert lines["Standing orders"] == ("Alliance offers: accept the Corrino's alliance "
                                        "offers (`auto off` clears it)",)
    theirs = {s.title: s.lines for s in RULESET.sheet(state, seat).sections}
    assert theirs["Standing orders"][0].startswith("Alliance offers: none standing;")
    assert "standing_answer" not in str(RULESET.view(state, seat))
    rng = random.Random(3)
    assert RULESET.disguise(state, fremen, rng).standing[fremen] == Standing(
        accept=True, offerer=Faction.CORRINO)
    dealt = {str(RULESET.disguise(state, seat, rng).standing.get(fremen)) for _ in range(20)}
    assert len(dealt) > 2


def test_a_sensible_player_leaves_accept_standing_once():
    state, _, fremen = at_the_alliance()
    assert [c.name for c in RULESET.standing_orders(state, fremen)] == ["auto"]
    play(state, fremen, "auto decline")
    assert RULESET.standing_orders(state, fremen) == []
    small = first_turn_of(Faction.CORRINO, "Corrino", "Fremen", "Harkonnen")
    assert RULESET.standing_orders(small, small.active_seat) == []

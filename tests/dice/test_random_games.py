"""Random games of the dice ruleset played to the end by its own agent, as the conformance
suite will play them once the game joins the catalog: no legal command refused, every game
ends with a winner, and the command log replays to the same state."""

from __future__ import annotations

import random

import pytest

from engine.core import SeatSpec, Session
from engine.core.session import Origin
from engine.core.simulation import checked_game
from engine.rulesets.dice.ruleset import RULESET


def origin(seed: int) -> Origin:
    players = random.Random(seed).randint(2, 8)
    seats = [SeatSpec(name=f"p{i}") for i in range(1, players + 1)]
    return Origin(ruleset=RULESET.name, options={}, seats=seats, seed=seed)


@pytest.mark.parametrize("seed", range(12))
def test_random_games_end_with_winners_and_replay_exactly(seed):
    summary = checked_game(RULESET, origin(seed), seed)
    assert summary.error is None
    assert summary.winners


def test_every_offered_choice_is_accepted_along_a_game():
    session, _ = Session.new(RULESET, origin(3))
    rng = random.Random(3)
    while not RULESET.finished(session.state):
        for decision in RULESET.pending(session.state):
            offer = RULESET.offer(session.state, decision)
            assert offer is not None and offer.choices
            for line in offer.choices:
                trial = session.state.model_copy(deep=True)
                RULESET.apply(trial, decision.seat, RULESET.registry.parse(
                    line, RULESET.vocabulary))
        decision = rng.choice(RULESET.pending(session.state))
        session.apply(decision.seat, RULESET.choose(session.state, decision.seat, rng))


def test_nothing_a_seat_is_shown_depends_on_a_secret_it_may_not_know():
    """The Bene Gesserit's guess and the battles' commitments: deal them anew for a seat
    (disguise), and its view, the public view and the waiting list stay the same."""
    changed = compared = 0
    for seed in (1, 5, 7):
        session, _ = Session.new(RULESET, origin(seed))
        rng = random.Random(seed)
        while not RULESET.finished(session.state):
            state = session.state
            for seat in [None, *state.order]:
                other = RULESET.disguise(state, seat, rng)
                compared += 1
                changed += other.model_dump_json() != state.model_dump_json()
                assert RULESET.view(other, seat) == RULESET.view(state, seat)
                assert [d.model_dump() for d in RULESET.pending(other)] == [
                    d.model_dump() for d in RULESET.pending(state)]
            decision = rng.choice(RULESET.pending(state))
            session.apply(decision.seat, RULESET.choose(state, decision.seat, rng))
    assert changed > 0 and compared > changed


def test_the_invariants_see_a_lost_cube():
    session, _ = Session.new(RULESET, origin(2))
    state = session.state
    while state.step.value in ("choose", "place"):
        session.apply("mod", RULESET.registry.parse("force"))
    assert RULESET.problems(state) == []
    player = state.players[state.active_seat]
    player.reserve = player.reserve.model_copy(update={"troop": player.reserve.troop + 1})
    assert any("troops" in p for p in RULESET.problems(state))

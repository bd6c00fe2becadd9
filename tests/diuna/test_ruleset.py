"""Diuna's random games through the core protocol: by its own agent to the end, with every
legal command and offered choice accepted and the log replaying exactly."""

from __future__ import annotations

import random

import pytest

from engine.core import EventLog, RuleError, SeatSpec
from engine.core.session import Origin, Session
from engine.core.simulation import checked_game, play, sample_origin
from engine.core.words import say
from engine.rulesets.diuna import agents, flow, pending
from engine.rulesets.diuna.board import put
from engine.rulesets.diuna.data import Faction
from engine.rulesets.diuna.ruleset import RULESET
from tests.conformance import checks

from .helpers import play as do
from .helpers import settle
from .test_battle import table, two_battles

F, H, IMP = Faction.FREMEN, Faction.HARKONNEN, Faction.IMPERIUM


def origin(seed: int, **options) -> Origin:
    players = 2 + seed % 3
    seats = [SeatSpec(name=f"p{i}") for i in range(1, players + 1)]
    return Origin(ruleset=RULESET.name, options=options, seats=seats, seed=seed)


@pytest.mark.parametrize("seed", range(3))
def test_random_games_end_with_winners_and_replay_exactly(seed):
    summary = checked_game(RULESET, origin(seed), seed)
    assert summary.error is None
    assert summary.winners



# Sojusznicy - rozgrywka 2-osobowa: the alliance games through the protocol; their secrets
# (hands, traitors, plans) dealt anew for each seat change nothing it is shown
@pytest.mark.parametrize("seed", range(2))
def test_random_alliance_games_end_replay_and_keep_their_secrets(seed):
    game = Origin(ruleset=RULESET.name, options={"alliances": True},
                  seats=[SeatSpec(name="p1"), SeatSpec(name="p2")], seed=seed)
    summary = checked_game(RULESET, game, seed)
    assert summary.error is None and summary.winners
    session = play(RULESET, game, seed=seed).session
    tally = checks.Tally()
    rng = random.Random(seed)
    for step in checks.sampled(RULESET, session, rng, 0.05):
        checks.check_secrecy(RULESET, step, rng, tally)
    assert tally.changed >= tally.compared // 2 > 0


# A deep copy of a game (one for every candidate `legal` tries) shares only the frozen card
# set: a command played on the copy changes nothing of the original
def test_a_deep_copy_shares_only_the_frozen_card_set():
    session = play(RULESET, origin(4), seed=4,
                   until=lambda state: state.phase.value == "movement").session
    state = session.state
    trial = state.model_copy(deep=True)
    assert trial == state and trial.cards is state.cards
    seat = state.order[state.turn]
    before = state.model_dump_json()
    for command in RULESET.legal(trial, seat):
        RULESET.apply(trial, seat, command)
        break
    assert trial != state and state.model_dump_json() == before


# `legal` reuses a copy after a refused candidate (a refusal changes nothing): its commands
# are exactly those each accepted on a fresh copy of its own, and the game is untouched
@pytest.mark.parametrize("seed", [5, 6])
def test_legal_is_each_candidate_tried_on_a_fresh_copy(seed):
    rng = random.Random(seed)
    session = Session.new(RULESET, origin(seed))[0]
    while not RULESET.finished(session.state):
        state = session.state
        for seat in dict.fromkeys(d.seat for d in RULESET.pending(state)):
            before = state.model_dump_json()
            fresh = [command for waiter, kind in pending.waiting_for(state) if waiter == seat
                     for command in agents.candidates(state, seat, kind)
                     if _alone(state, seat, command)]
            assert RULESET.legal(state, seat) == fresh
            assert state.model_dump_json() == before
        seat = rng.choice(RULESET.pending(state)).seat
        session.apply(seat, RULESET.choose(state, seat, rng))


def _alone(state, seat, command) -> bool:
    try:
        flow.play(state.model_copy(deep=True), seat, command, EventLog())
    except RuleError:
        return False
    return True


# Przewaga bitewna, Zdrajcy: the holder fights two battles in one territory; the second is
# another occurrence, so a plan form or call button posted for the first (the traitor's win
# left no leader marked) is refused in the second
def test_two_battles_in_one_territory_are_two_occurrences():
    state = table(H, F, IMP)
    harkonnen = state.seat_of(H)
    state.players[harkonnen].traitors = ["Jamis"]
    put(state, "Carthag", H, 10, 5)
    put(state, "Carthag", F, 10, 1)
    put(state, "Carthag", IMP, 10, 1)
    settle(state)
    do(state, harkonnen, "battle Carthag Fremen")

    def plan_key():
        return next(d.key for d in RULESET.pending(state) if d.seat == harkonnen)

    first = plan_key()
    do(state, harkonnen, "plan 0 leader=Feyd-Rautha")
    do(state, state.seat_of(F), "plan 1 leader=Jamis")
    do(state, harkonnen, "call")
    do(state, state.seat_of(F), "call no")
    assert state.fight.sides == (harkonnen, state.seat_of(IMP)) and not state.fought
    do(state, state.seat_of(IMP), "voice none")
    assert plan_key() != first


# HARKONNENOWIE, Zdrajcy: "Jeśli jesteś zaangażowany w więcej bitew i decydujesz o
# kolejności ich rozstrzygnięcia, możesz wziąć kartę zdrajcy przed podjęciem decyzji": the
# holder's choice of its next battle offers the draw too, as a button and to the agents
def test_the_harkonnen_choosing_their_next_battle_are_offered_the_traitor_draw():
    state = two_battles(traitors=["Stilgar"])
    harkonnen = state.seat_of(H)
    settle(state)
    [decision] = RULESET.pending(state)
    assert (decision.seat, decision.kind) == (harkonnen, "battle")
    assert "`draw_traitor`" in say(decision.prompt)
    assert "draw_traitor" in RULESET.offer(state, decision).choices
    assert "draw_traitor" in [c.name for c in RULESET.legal(state, harkonnen)]


# Sojusznicy - rozgrywka 2-osobowa, 4 warownie: the simulator's and the conformance suite's
# random options play the 2-player variants, only with two seats that may play them
def test_random_options_play_the_two_player_variants_with_two_seats_only():
    origins = [sample_origin(RULESET, seed) for seed in range(60)]
    allied = [o for o in origins if o.options.get("alliances")]
    covered = [o for o in origins if "blocked_stronghold" in o.options]
    assert allied and covered
    assert all(len(o.seats) == 2 for o in allied + covered)
    for origin in allied:
        state, _ = RULESET.setup(RULESET.options_model.model_validate(origin.options),
                                 origin.seats, origin.seed)
        assert all(player.ally is not None for player in state.players.values())

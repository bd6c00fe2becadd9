"""Property tests over random legal games: conservation, secrecy, replay, atomicity.

Thousands of random turns (storm to end of movement and on) from random seeds; after every
command the invariants hold and no seat's view holds another seat's secret.
"""

from __future__ import annotations

import random

import pytest

from engine.core import RuleError, Session
from engine.rulesets.classic.invariants import problems
from engine.rulesets.classic.ruleset import RULESET
from engine.rulesets.classic.simulate import play, random_origin
from engine.rulesets.classic.state import ClassicState, Phase

GAMES = 160
TURNS = 15


def scramble_secrets(state: ClassicState, keep: str, rng: random.Random) -> ClassicState:
    """A copy in which every secret of every seat but `keep` is changed."""
    other = state.model_copy(deep=True)
    for player in other.players.values():
        if player.seat == keep:
            continue
        rng.shuffle(player.hand)
        player.hand = [c + "?" for c in player.hand]
        player.traitors = [n + "?" for n in player.traitors]
        player.traitor_draw = [n + "?" for n in player.traitor_draw]
        if player.faction in other.storm_dials:
            other.storm_dials[player.faction] += 100
        if other.bidding and player.faction in other.bidding.standing:
            other.bidding.standing[player.faction] += 100
        if other.prediction and player.faction.value == "bene_gesserit":
            other.prediction.turn += 100
    keeper = next(p for p in other.players.values() if p.seat == keep)
    if keeper.faction.value != "atreides":
        other.spice_deck = list(reversed(other.spice_deck))
        if other.bidding:
            other.bidding.cards = [c + "?" for c in other.bidding.cards]
    return other


def check_secrecy(session: Session, rng: random.Random) -> None:
    """Non-interference: changing others' secrets never changes what a seat sees."""
    state = session.state
    for player in state.players.values():
        seen = RULESET.view(state, player.seat)
        assert seen == RULESET.view(scramble_secrets(state, player.seat, rng), player.seat)
    spectator = RULESET.view(state, None)
    assert set(spectator) == {"public"}


@pytest.fixture(scope="module")
def games() -> list[tuple[int, Session, int]]:
    """Random games to the end of turn 15 with invariants checked after every command."""
    out = []
    for seed in range(GAMES):
        rng = random.Random(seed)

        def check(session: Session, events, rng=rng) -> None:
            broken = problems(session.state)
            assert not broken, broken
            for e in events:
                if e.is_public:
                    assert "seat:" not in e.audience
            if rng.random() < 0.05:
                check_secrecy(session, rng)

        outcome = play(random_origin(seed), seed=seed, check=check,
                       until=lambda s: s.phase == Phase.ENDED or s.turn > TURNS)
        out.append((seed, outcome.session, outcome.commands))
    return out


def test_thousands_of_random_turns_keep_every_invariant(games):
    turns = sum(min(s.state.turn, TURNS) for _, s, _ in games)
    assert turns >= 2000
    assert all(s.state.phase == Phase.ENDED for _, s, _ in games)


def test_replaying_the_log_reproduces_the_state_exactly(games):
    for _seed, session, _ in games[:40]:
        again = Session.replay(RULESET, session.origin, session.log)
        assert again.state.model_dump_json() == session.state.model_dump_json()


def test_refused_commands_never_change_the_state(games):
    """Every legal command of one seat, given by another seat, is refused cleanly."""
    rng = random.Random(5)
    tried = 0
    for _seed, session, _ in games[:20]:
        replay = Session.new(RULESET, session.origin)[0]
        for entry in session.log[:300]:
            state = replay.state
            seats = [p.seat for p in state.players.values()]
            for seat in rng.sample(seats, k=min(2, len(seats))):
                if seat == entry.actor:
                    continue
                command = RULESET.registry.load(entry.command)
                before = state.model_dump_json()
                try:
                    replay.apply(seat, command)
                except RuleError as err:
                    tried += 1
                    assert replay.state.model_dump_json() == before
                    assert err.text
                else:
                    replay = Session.replay(RULESET, replay.origin, replay.log[:-1])
            replay.apply(entry.actor, RULESET.registry.load(entry.command))
    assert tried > 500

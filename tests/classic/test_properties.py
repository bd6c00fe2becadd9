"""Property tests over random legal games: conservation, secrecy, replay, atomicity.

Thousands of random turns (storm to end of movement and on) from random seeds; after every
command the invariants hold and no seat's view holds another seat's secret.
"""

from __future__ import annotations

import random

import pytest

from engine.core import RuleError, Session
from engine.rulesets.classic.data import LEADERS, TREACHERY_CARDS, Faction, leaders_of
from engine.rulesets.classic.invariants import problems
from engine.rulesets.classic.ruleset import RULESET
from engine.rulesets.classic.simulate import play, random_origin
from engine.rulesets.classic.state import ClassicState, Phase

GAMES = 160
TURNS = 15


CARD_NAMES = sorted(TREACHERY_CARDS)


def other_card(card: str) -> str:
    return CARD_NAMES[(CARD_NAMES.index(card) + 1) % len(CARD_NAMES)]


def other_leader(name: str) -> str:
    """Another leader of the same faction, so the scrambled state stays a legal one."""
    roster = [x.name for x in leaders_of(LEADERS[name].faction)]
    return roster[(roster.index(name) + 1) % len(roster)]


def scramble_secrets(state: ClassicState, keep: str) -> ClassicState:
    """A copy in which every secret of every seat but `keep` is different."""
    other = state.model_copy(deep=True)
    for player in other.players.values():
        if player.seat == keep:
            continue
        player.hand = [other_card(c) for c in player.hand]
        player.traitors = [other_leader(n) for n in player.traitors]
        player.traitor_draw = [other_leader(n) for n in player.traitor_draw]
        if player.faction in other.storm_dials:
            other.storm_dials[player.faction] += 100
        if other.bidding and player.faction in other.bidding.standing:
            other.bidding.standing[player.faction] += 100
        if other.prediction and player.faction == Faction.BENE_GESSERIT:
            other.prediction.turn += 100
    keeper = next(p for p in other.players.values() if p.seat == keep)
    if keeper.faction != Faction.ATREIDES:
        other.spice_deck = list(reversed(other.spice_deck))
        if other.bidding:
            other.bidding.cards = [other_card(c) for c in other.bidding.cards]
    return other


def check_secrecy(session: Session) -> None:
    """Non-interference: changing others' secrets never changes what a seat sees."""
    state = session.state
    for player in state.players.values():
        seen = RULESET.view(state, player.seat)
        assert seen == RULESET.view(scramble_secrets(state, player.seat), player.seat)
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
                check_secrecy(session)

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
            seats = [p.seat for p in replay.state.players.values()]
            for seat in rng.sample(seats, k=min(2, len(seats))):
                if seat == entry.actor:
                    continue
                command = RULESET.registry.load(entry.command)
                before = replay.state.model_dump_json()
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

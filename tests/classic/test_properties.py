"""Property tests over random legal games: conservation, secrecy, replay, atomicity.

Thousands of random turns (storm to end of movement and on) from random seeds; after every
command the invariants hold and no seat's view holds another seat's secret.
"""

from __future__ import annotations

import random

import pytest

from engine.core import RuleError, Session
from engine.core.simulation import Summary
from engine.core.words import say
from engine.rulesets.classic.data import LEADERS, TREACHERY_CARDS, Faction, leaders_of
from engine.rulesets.classic.model.state import ClassicState
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import run_many
from tests.conformance.checks import misaddressed, played
from tests.scale import scale

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
    for ally, pledges in other.support.items():
        for giver in pledges:
            if keeper.faction not in (ally, giver):
                pledges[giver] += 100
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


COMPLETE_GAMES = 300
MORE_GAMES = scale(COMPLETE_GAMES, 1000)
"""Further complete games under `make soak`, from the seeds after the ordinary suite's."""
SECRECY_GAMES = 40


@pytest.fixture(scope="module")
def summaries():
    """300 complete random games (2-6 factions), each checked after every command and
    replayed from its log, in two processes."""
    return run_many(list(range(COMPLETE_GAMES)), jobs=2)


@pytest.fixture(scope="module")
def games() -> list[Session]:
    """A few games kept in memory for the secrecy and refusal tests."""
    return [played(RULESET, seed) for seed in range(SECRECY_GAMES)]


def all_sound(summaries: list[Summary], count: int) -> None:
    """Every game ended with a winner, kept every invariant and replayed exactly; together
    they cover every number of players, several turns a game and alliances of any size."""
    failures = [(s.seed, s.error) for s in summaries if s.error]
    assert not failures
    assert len(summaries) == count
    # storm to end of movement and beyond
    assert sum(s.figures["turn"] for s in summaries) >= 2 * count
    assert all(s.winners for s in summaries)  # IV: every game ends with a winner
    assert {s.players for s in summaries} == {2, 3, 4, 5, 6}
    # XII.C.2: alliances of any size, three and more members among them
    sizes = {s.figures["largest_alliance"] for s in summaries}
    assert {2, 3, 4} <= sizes


def test_hundreds_of_complete_games_keep_every_invariant_and_replay_exactly(summaries):
    all_sound(summaries, COMPLETE_GAMES)


@pytest.mark.soak
def test_a_thousand_more_complete_games_keep_every_invariant_and_replay_exactly():
    seeds = list(range(COMPLETE_GAMES, COMPLETE_GAMES + MORE_GAMES))
    all_sound(run_many(seeds, jobs=2), MORE_GAMES)


def test_no_view_holds_another_seats_secret(games):
    """Replay each game; at every command, every event goes to the public, the moderators
    or a seat of the game, and scrambling others' secrets changes no view."""
    for session in games[:10]:
        replay = Session.new(RULESET, session.origin)[0]
        for entry in session.log:
            events = replay.apply(entry.actor, RULESET.registry.load(entry.command))
            assert not misaddressed(events, list(RULESET.seats(replay.state)))
            check_secrecy(replay)


def test_public_events_never_name_a_hidden_card_or_traitor(games):
    """A hand card or traitor appears in public text only once the rules reveal it."""
    revealing = {"battle_reveal", "discard", "mod_card", "treachery", "battle_result",
                 "leader_killed", "traitor_chance", "prediction_revealed"}
    for session in games:
        replay = Session.new(RULESET, session.origin)[0]
        for entry in session.log:
            hidden = {c for p in replay.state.players.values() for c in p.traitor_draw}
            events = replay.apply(entry.actor, RULESET.registry.load(entry.command))
            for e in events:
                if e.is_public and e.kind not in revealing:
                    assert not any(name in say(e.text) for name in hidden), say(e.text)


def test_refused_commands_never_change_the_state(games):
    """Every legal command of one seat, given by another seat, is refused cleanly."""
    rng = random.Random(5)
    tried = 0
    for session in games[:20]:
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
                else:  # accepted: back to the position before it, as it was stored
                    log = replay.log[:-1]
                    replay = Session(RULESET, replay.origin,
                                     ClassicState.model_validate_json(before))
                    replay.log = log
            replay.apply(entry.actor, RULESET.registry.load(entry.command))
    assert tried > 500

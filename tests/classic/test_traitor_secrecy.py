"""Who holds a traitor is secret (III.E.2, X.D, Q&A 7): nothing public may depend on it —
not whom the game waits for, not the public view, not the public events, not the timing.

The traitor window after every reveal asks each side (and the Harkonnen for an ally)
whether or not they hold the leader; the set-up asks every player but the Harkonnen to
choose, whatever he drew (docs/rules-notes.md, "Traitors")."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from engine.core import RuleError, Session
from engine.core.words import say
from engine.rulesets.classic.data import LEADERS, SHIELDS, Faction, leaders_of
from engine.rulesets.classic.model.state import ClassicState, Phase
from engine.rulesets.classic.protocol.ruleset import RULESET
from tests.conformance.checks import played

from .helpers import answer_traitors, before_the_reveal, end_movement, to_movement_round

A, H, E = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR
GAMES = 12


def public_waiting(state: ClassicState) -> list[dict]:
    """What the bot publishes of the pending decisions: the waiting line and status."""
    return [d.model_dump(exclude={"default"}) for d in RULESET.pending(state)]


def reshuffle_traitors(state: ClassicState, rng: random.Random) -> ClassicState:
    """A copy in which the traitors (and set-up draws) are dealt again at random: each
    leader in one player's pay at most, one traitor each but the Harkonnen's."""
    other = state.model_copy(deep=True)
    free = [x.name for f in other.players for x in leaders_of(f)]
    rng.shuffle(free)
    for faction, player in other.players.items():
        foes = [n for n in free if LEADERS[n].faction != faction]
        most = 4 if SHIELDS[faction].keeps_all_traitors else 1
        player.traitors = foes[:rng.randint(0, min(most, len(foes)))]
        free = [n for n in free if n not in player.traitors]
        if player.traitor_draw:
            player.traitor_draw = rng.sample([x.name for f in other.players
                                              for x in leaders_of(f)], 4)
    return other


def public_events(events) -> list[str]:
    return [say(e.text) for e in events if e.is_public]


def test_every_battle_with_leaders_opens_the_traitor_window_for_both_sides(make_game):
    # X.D.1, Q&A 7: nobody holds a traitor here, yet both sides are asked, and the
    # battle waits for their answers exactly as it would for a holder
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    game.do("mod: set_tokens atreides 5 carthag")
    end_movement(game)
    game.do("a: prescience none")
    game.do("a: plan 3 thufir hawat")
    game.do("h: plan 4 umman kudu")
    assert [(d.seat, d.kind, d.default) for d in RULESET.pending(game.state)] == [
        ("a", "call_traitor", {"name": "call_traitor", "call": False}),
        ("h", "call_traitor", {"name": "call_traitor", "call": False})]
    assert RULESET.legal(game.state, "a") == [RULESET.registry.parse("call_traitor no")]
    assert game.state.battles.current.winner is None  # not resolved before the answers
    answer_traitors(game)
    assert game.state.forces["Carthag"][10] == {A: 2}


def test_a_holder_may_call_and_the_deadline_declines(make_game):
    # X.D.1, Q&A 7: the holder may call; the default (deadline, force) is not to call
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    game.state.players[H].traitors = ["Thufir Hawat"]
    game.do("mod: set_tokens atreides 5 carthag")
    end_movement(game)
    game.do("a: prescience none")
    game.do("a: plan 3 thufir hawat")
    game.do("h: plan 4 umman kudu")
    assert {c.name + str(c.call) for c in RULESET.legal(game.state, "h")} == {
        "call_traitorTrue", "call_traitorFalse"}
    game.do("mod: force")
    assert "Thufir Hawat" not in game.state.players[A].leaders_in_tanks
    assert game.state.forces["Carthag"][10] == {A: 2}  # fought out: no traitor called


def test_the_waiting_line_and_view_do_not_depend_on_who_holds_the_revealed_leader(make_game):
    # X.D: the same battle with and without the Harkonnen holding Thufir Hawat
    seen = []
    for thufir in (None, H):
        game = before_the_reveal(thufir, None)
        events = game.do("h: plan 4 umman kudu")
        seen.append((public_waiting(game.state), RULESET.view(game.state, None),
                     public_events(events)))
    assert seen[0] == seen[1]


def private_audiences(events) -> Counter:
    """How many private events each seat receives (each becomes part of a DM)."""
    return Counter(e.audience for e in events if e.audience.startswith("seat:"))


def test_each_seat_asked_is_told_privately_at_the_reveal_whoever_holds_the_leaders(make_game):
    # X.D.1, Q&A 7: every scramble of who holds Thufir Hawat and Umman Kudu gives each seat
    # the same number of private messages, and the same public events and waiting line
    seen = []
    for thufir, kudu in itertools.product((None, H, E), (None, A, E)):
        game = before_the_reveal(thufir, kudu)
        events = game.do("h: plan 4 umman kudu")
        chances = {e.audience: say(e.text) for e in events if e.kind == "traitor_chance"}
        assert ("is your traitor" in chances["seat:h"]) == (thufir == H)
        assert ("is your traitor" in chances["seat:a"]) == (kudu == A)
        seen.append((private_audiences(events), public_events(events),
                     public_waiting(game.state)))
    assert seen[0][0] == Counter({"seat:a": 1, "seat:h": 2})  # h also hears its own plan
    assert all(s == seen[0] for s in seen)


def test_every_player_but_the_harkonnen_chooses_a_traitor_whatever_he_drew(make_game):
    # III.E.2: each player "secretly selects one of the opponents' leaders (if he drew
    # one)": one who drew none answers `traitor none`, and is waited for like the others
    for seed in range(1, 200):
        game = make_game("a:atreides,h:harkonnen,e:emperor", seed=seed)
        asked = {d.seat for d in RULESET.pending(game.state) if d.kind == "traitor"}
        assert asked == {"a", "e"}
        drew_none = [p.seat for f, p in game.state.players.items() if p.traitor_draw
                     and all(LEADERS[n].faction == f for n in p.traitor_draw)]
        if drew_none:
            seat = drew_none[0]
            own = game.state.players[game.session.ruleset.faction_of(game.state, seat)]
            game.rejects(f"{seat}: traitor {own.traitor_draw[0]}", "your own leader",
                         "traitor none")
            game.do(f"{seat}: traitor none")
            player = next(p for p in game.state.players.values() if p.seat == seat)
            assert player.traitors == [] and player.traitor_draw == []
            assert seat not in {d.seat for d in RULESET.pending(game.state)}
            return
    pytest.fail("no seed dealt a player only his own leaders")


def test_a_player_who_drew_an_opponent_may_not_answer_none(make_game):
    # III.E.2: a player who drew an opponent's leader selects one
    game = make_game(seed=1)
    player = next(p for f, p in game.state.players.items()
                  if any(LEADERS[n].faction != f for n in p.traitor_draw))
    game.rejects(f"{player.seat}: traitor none", "keep one", "choose one of")


def test_reshuffled_traitors_change_nothing_public_in_random_games():
    """Random games, replayed: at every command the traitors are dealt again at random;
    the public waiting list, the public view, and the public events, waiting list and number
    of private messages per seat after the same command are the same as in the real game."""
    rng = random.Random(7)
    compared = 0
    for seed in range(GAMES):
        session = played(RULESET, seed)
        replay = Session.new(RULESET, session.origin)[0]
        for entry in session.log:
            command = RULESET.registry.load(entry.command)
            other = reshuffle_traitors(replay.state, rng)
            assert public_waiting(other) == public_waiting(replay.state)
            assert RULESET.view(other, None) == RULESET.view(replay.state, None)
            events = replay.apply(entry.actor, command)
            try:
                other_events = RULESET.apply(other, entry.actor, command)
            except RuleError:
                continue  # a call or pick only the real holder could make
            if any(e.kind == "treachery" for e in events + other_events):
                continue  # a traitor called: from here the games differ, openly
            assert public_events(other_events) == public_events(events)
            assert public_waiting(other) == public_waiting(replay.state)
            assert private_audiences(other_events) == private_audiences(events)
            compared += 1
        assert replay.state.phase == Phase.ENDED
    assert compared > 1000

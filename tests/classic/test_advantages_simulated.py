"""XV under the random agents: whole games with the additional advantages keep every
invariant (tokens, starred tokens, spice, cards, captured leaders), and the agents use the
new choices (starred tokens named, captures, the Kwisatz Haderach, the Guild stepping in,
the Fremen's worms)."""

from collections import Counter

from engine.core import Session
from engine.core.simulation import checked_game, sample_origin
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import play

from .test_properties import check_secrecy


def test_random_games_with_the_advantages_keep_every_invariant():
    # XV: every rule of the option under the invariants, as the conformance games do
    for seed in range(12):
        origin = sample_origin(RULESET, seed, None, {"advantages": True})
        summary = checked_game(RULESET, origin, seed)
        assert summary.error is None, summary.error


def test_the_random_agents_use_the_advantages():
    # XV: the new choices are in legal(), so the agents exercise them
    kinds: Counter = Counter()
    for seed in range(8):
        origin = sample_origin(RULESET, seed, 6, {"advantages": True})
        play(origin, seed=seed, on_events=lambda events: kinds.update(e.kind for e in events))
    assert kinds["capture"] and kinds["guild_steps_in"] and kinds["worm_placed"]
    assert kinds["capture_kill"] + kinds["capture_keep"] + kinds["capture_free"] \
        == kinds["capture"]


def test_no_view_holds_another_seats_secret_with_the_advantages():
    # XIII.B with XV: scrambling others' secrets changes no seat's view, at every command of
    # a whole six-player game with starred tokens, captures and the Guild's free move
    for seed in (2,):
        session = play(sample_origin(RULESET, seed, 6, {"advantages": True}), seed=seed).session
        replay = Session.new(RULESET, session.origin)[0]
        for entry in session.log:
            replay.apply(entry.actor, RULESET.registry.load(entry.command))
            check_secrecy(replay)

"""Random legal games with the advanced spice blow (XXI) and weather (XVI) keep the
conformance suite's promises: every invariant after every command, exact replay, nothing
secret shown (the face-down storm marker above all), every listed command and default
accepted."""

from __future__ import annotations

import random

from engine.core.simulation import checked_game, play, sample_origin
from engine.rulesets.classic.protocol.ruleset import RULESET
from tests.conformance import checks

OPTIONS = {"double_blow": True, "weather": True}
SEEDS = (0, 1)
"""Origins whose seats leave the Fremen to chance (0) or choose them (1): XVI.D."""


def test_random_games_with_both_options_end_sound_and_replay_exactly():
    for seed in SEEDS:
        summary = checked_game(RULESET, sample_origin(RULESET, seed, options=OPTIONS), seed)
        assert summary.error is None, summary.error
        assert summary.winners


def test_random_games_with_both_options_keep_secrets_and_accept_their_legal_commands():
    rng = random.Random(3)
    tally = checks.Tally()
    with checks.remembered_renders():  # each distinct SVG drawn as text once
        for seed in SEEDS[:1]:
            game = play(RULESET, sample_origin(RULESET, seed, options=OPTIONS), seed=seed).session
            for step in checks.sampled(RULESET, game, rng, rate=0.0):  # each kind of wait once
                checks.check_invariants(RULESET, step)
                checks.check_audiences(RULESET, step)
                checks.check_secrecy(RULESET, step, rng, tally)
                checks.check_pending_secrecy(RULESET, step, rng)
                checks.check_legal(RULESET, step, rng, per_seat=2)
    assert tally.changed  # the disguise did deal secrets anew

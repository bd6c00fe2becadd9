"""A game is the same game in every process: the events of a seeded random game do not depend
on Python's string hashing (PYTHONHASHSEED), which changes from one process to the next. A
rule that iterates a set of names would otherwise tell the same moves in another order after
a restart or on another bot process, and replay would not give the same history."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from engine.rulesets.catalog import RULESETS

GAMES = 4

PLAY = """
import hashlib, sys
from engine.core.simulation import play, sample_origin
from engine.rulesets.catalog import RULESETS
game = RULESETS[sys.argv[1]]
for seed in range(1, int(sys.argv[2]) + 1):
    events = []
    play(game, sample_origin(game, seed), seed=seed, on_events=events.extend)
    log = "\\n".join(e.model_dump_json() for e in events)
    print(seed, hashlib.sha256(log.encode()).hexdigest())
"""


def _events(ruleset: str, hash_seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run([sys.executable, "-c", PLAY, ruleset, str(GAMES)], env=env,
                          capture_output=True, text=True, timeout=600, check=True)
    return done.stdout


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_the_same_seeded_game_tells_the_same_events_whatever_the_string_hashing(ruleset):
    assert _events(ruleset, "1") == _events(ruleset, "2")

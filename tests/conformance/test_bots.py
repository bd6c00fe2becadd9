"""Every ruleset's bot keeps the promises of `engine/core/bots.py`: it decides from what its
seat may know alone, so dealing anew every secret the seat may not know changes neither what
it is given nor what it plays; and it plays whole games whose every move the rules accept."""

from __future__ import annotations

import random
from dataclasses import asdict

import pytest

from engine.core import Ruleset
from engine.core.bots import seen
from engine.core.simulation import play, sample_origin
from tests.scale import scale

from . import checks
from .checks import SUBJECTS, Step, where

DISGUISE_GAMES = scale(2, 10)
BOT_GAMES = scale(2, 20)
RATES = {"santini": 0.02}
"""The share of steps (beyond the first of each kind of wait) whose bot choices are
compared, by ruleset: 0.1 unless named."""


def told(ruleset: Ruleset, session) -> list[tuple[Step, list]]:
    """The steps of a game, each with every event told so far."""
    history: list = []
    for step in checks.steps(ruleset, session):
        history.extend(step.events)
        yield step, history


@pytest.mark.parametrize("ruleset", SUBJECTS, ids=lambda r: r.name)
def test_a_bot_decides_the_same_whatever_the_secrets_it_may_not_know(ruleset: Ruleset):
    compared = 0
    rng = random.Random(11)
    rate = RATES.get(ruleset.name, 0.1)
    for game in range(DISGUISE_GAMES):
        session = checks.played(ruleset, game)
        kinds_seen: set[tuple[str, ...]] = set()
        for step, history in told(ruleset, session):
            state = step.session.state
            waiting = sorted({d.seat for d in ruleset.pending(state)})
            kinds = tuple(sorted({d.kind for d in ruleset.pending(state)}))
            if kinds in kinds_seen and rng.random() >= rate:
                continue
            kinds_seen.add(kinds)
            for seat in waiting:
                real = seen(ruleset, state, seat, history)
                fake = seen(ruleset, ruleset.disguise(state, seat, rng), seat, history)
                checks.compare(step, seat, _given(real), _given(fake))
                salt = rng.random()
                mine = ruleset.bot(real, random.Random(salt))
                other = ruleset.bot(fake, random.Random(salt))
                assert mine == other, (
                    f"{where(step)}: the bot of {seat} plays {mine!r}, but {other!r} once "
                    "secrets it may not know are dealt anew")
                compared += 1
    assert compared > 0


def _given(knows) -> dict:
    """What a bot is given, comparable: the commands and decisions as data."""
    given = asdict(knows)
    given["legal"] = [repr(c) for c in knows.legal]
    given["decisions"] = [(d.model_dump(), d.default) for d in knows.decisions]
    given["waiting"] = [d.model_dump() for d in knows.waiting]
    given.pop("history")
    return given


@pytest.mark.parametrize("ruleset", SUBJECTS, ids=lambda r: r.name)
def test_bots_in_every_seat_finish_games_whose_every_move_the_rules_accept(ruleset: Ruleset):
    for seed in range(BOT_GAMES):
        origin = sample_origin(ruleset, seed)
        seats = [s.name for s in origin.seats]

        def sound(session, events, seed=seed) -> None:
            broken = ruleset.problems(session.state, events)
            assert not broken, f"seed {seed}: " + "; ".join(broken)

        outcome = play(ruleset, origin, seed=seed, bots=seats, check=sound)
        assert ruleset.finished(outcome.session.state), f"seed {seed}: unfinished"
        assert outcome.fallbacks == 0, f"seed {seed}: {outcome.fallbacks} bot moves refused"

"""The conformance suite's checks, run over dice games before the game joins the catalog
(its seats take no side at creation, so the simulator's dealing of sides, which this game
refuses below 5 or 6 players, is not needed): invariants, audiences, secrecy, refusals
that change nothing, legal commands and defaults accepted, offers, Discord's limits."""

from __future__ import annotations

import random

import pytest

from engine.core import SeatSpec, Session
from engine.core.session import Origin
from engine.core.simulation import play
from engine.rulesets.dice.ruleset import RULESET
from tests.conformance import checks

SEEDS = (0, 3, 8, 13)


@pytest.fixture(scope="module")
def games() -> list[Session]:
    out = []
    for seed in SEEDS:
        players = random.Random(seed).randint(2, 8)
        seats = [SeatSpec(name=f"p{i}") for i in range(1, players + 1)]
        origin = Origin(ruleset=RULESET.name, options={}, seats=seats, seed=seed)
        out.append(play(RULESET, origin, seed=seed).session)
    return out


def sampled(games, salt: int, rate: float):
    rng = random.Random(salt)
    for session in games:
        for step in checks.sampled(RULESET, session, rng, rate):
            yield step, rng


def test_invariants_and_audiences_hold_after_every_command(games):
    for session in games:
        for step in checks.steps(RULESET, session):
            checks.check_invariants(RULESET, step)
            checks.check_audiences(RULESET, step)


def test_nothing_shown_depends_on_a_secret_the_seat_may_not_know(games):
    tally = checks.Tally()
    for step, rng in sampled(games, 1, 0.2):
        checks.check_secrecy(RULESET, step, rng, tally)
        checks.check_pending_secrecy(RULESET, step, rng)
    assert tally.compared > 0


def test_refused_commands_change_nothing(games):
    refused = sum(checks.check_refusals(RULESET, step, rng, 6)
                  for step, rng in sampled(games, 2, 0.3))
    assert refused > 0


def test_legal_commands_defaults_and_offers_are_accepted(games):
    for step, rng in sampled(games, 3, 0.3):
        checks.check_legal(RULESET, step, rng, 2)
        checks.check_offers(RULESET, step)


def test_the_board_and_status_fit_discord(games):
    for step, _ in sampled(games, 5, 0.1):
        checks.check_discord_fit(RULESET, step)

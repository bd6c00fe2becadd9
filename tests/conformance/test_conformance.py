"""Every ruleset keeps the protocol's promises over random legal games played to the end:
sound states, exact replay (and a record exported and imported gives the same game), no
secret shown, clean refusals, accepted legal commands,
defaults and offers, and a board that fits Discord (engine/core/ruleset.py)."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from engine.core import Ruleset, Session, record
from tests.scale import SOAK, scale

from . import checks
from .checks import SUBJECTS, Tally


@dataclass(frozen=True)
class Plan:
    """How hard to push one ruleset: games, and the share of steps (beyond the first of
    each kind of wait) given the checks that draw pictures: the board check, and the
    secrecy check, which draws them twice per seat; and the share given the refusal fuzz,
    which throws dozens of commands at each step it sees (every step under DUNE_SOAK=1).
    The other checks that try commands see every step."""

    games: int
    board_rate: float
    secrecy_rate: float
    fuzz_rate: float = 1.0


PLANS = {"pebbles": Plan(games=scale(40, 400), board_rate=1.0, secrecy_rate=1.0),
         # Santini's games are long (hundreds of commands, a state of hundreds of counters)
         "santini": Plan(games=scale(2, 20), board_rate=0.1, secrecy_rate=0.03,
                         fuzz_rate=1.0 if SOAK else 0.2)}
DEFAULT_PLAN = Plan(games=scale(4, 40), board_rate=0.2, secrecy_rate=0.06,
                    fuzz_rate=1.0 if SOAK else 0.5)
FUZZ_PER_STEP = 12
LEGAL_PER_SEAT = 3

@dataclass
class Games:
    ruleset: Ruleset
    plan: Plan
    sessions: list[Session]


@pytest.fixture(scope="module", params=SUBJECTS, ids=lambda r: r.name)
def games(request) -> Games:
    ruleset = request.param
    plan = PLANS.get(ruleset.name, DEFAULT_PLAN)
    return Games(ruleset, plan, [checks.played(ruleset, seed) for seed in range(plan.games)])


def sampled(games: Games, salt: int, rate: float = 1.0):
    """The steps of every game given a check (a share `rate` of them, and the first of each
    kind of wait), with a reproducible random generator."""
    rng = random.Random(salt)
    for session in games.sessions:
        for step in checks.sampled(games.ruleset, session, rng, rate):
            yield step, rng


def test_invariants_hold_after_every_command_and_every_game_ends_with_winners(games):
    for session in games.sessions:
        for step in checks.steps(games.ruleset, session):
            checks.check_invariants(games.ruleset, step)
        assert games.ruleset.finished(step.session.state)
        assert games.ruleset.winners(step.session.state)


def test_every_event_goes_to_the_public_the_moderators_or_a_seat_of_the_game(games):
    for session in games.sessions:
        for step in checks.steps(games.ruleset, session):
            checks.check_audiences(games.ruleset, step)


def test_replaying_the_log_rebuilds_the_final_state_exactly(games):
    for session in games.sessions:
        again = Session.replay(games.ruleset, session.origin, session.log)
        assert again.state.model_dump_json() == session.state.model_dump_json()
        assert again.log == session.log


def test_every_game_exported_and_imported_as_a_record_is_the_same_game(games):
    rulesets = {r.name: r for r in SUBJECTS}
    for session in games.sessions:
        players = [record.RecordSeat(seat=seat, side=side)
                   for seat, side in games.ruleset.seats(session.state).items()]
        text = record.dumps(record.build(session, players, ended=True))
        again = record.check(record.read(text), rulesets).session
        assert again.state.model_dump_json() == session.state.model_dump_json()
        assert again.log == session.log


def test_nothing_a_seat_is_shown_depends_on_a_secret_it_may_not_know(games):
    tally = Tally()
    for step, rng in sampled(games, 1, games.plan.secrecy_rate):
        checks.check_secrecy(games.ruleset, step, rng, tally)
    # the disguise really deals secrets anew, or the comparison proves nothing
    assert tally.changed >= tally.compared // 2 > 0


def test_a_seats_sheet_shows_every_fact_of_its_own(games):
    # the dice game once showed "Known only to you: nothing", its spice and cubes only in
    # the view's JSON: a sheet that reads alike while the seat's own facts change hides them
    seen: dict[tuple[str, str], tuple[dict, str]] = {}
    for step, rng in sampled(games, 7, games.plan.secrecy_rate * 5):
        checks.check_sheet_full(games.ruleset, step, rng, seen)


def test_whom_the_game_waits_for_depends_on_no_secret(games):
    for step, rng in sampled(games, 6):
        checks.check_pending_secrecy(games.ruleset, step, rng)


def test_refused_commands_change_nothing_and_only_rule_errors_escape(games):
    refused = 0
    for step, rng in sampled(games, 2, games.plan.fuzz_rate):
        refused += checks.check_refusals(games.ruleset, step, rng, FUZZ_PER_STEP)
    assert refused > 0


def test_legal_commands_standing_orders_and_every_pending_default_are_accepted(games):
    for step, rng in sampled(games, 3):
        checks.check_legal(games.ruleset, step, rng, LEGAL_PER_SEAT)


def test_every_offered_choice_reads_back_and_is_accepted(games):
    for step, _ in sampled(games, 4):
        checks.check_offers(games.ruleset, step)


def test_the_board_and_the_status_line_fit_discord(games):
    for step, _ in sampled(games, 5, games.plan.board_rate):
        checks.check_discord_fit(games.ruleset, step)


def test_the_board_draws_as_the_png_the_bot_posts(games):
    # the bot posts every board as a PNG drawn from its SVG (bot/png.py): the opening and
    # the final board of a game, one with little on it and one with much
    session = games.sessions[0]
    opening, _ = Session.new(games.ruleset, session.origin)
    for state in (opening.state, session.state):
        checks.check_png(games.ruleset, state)


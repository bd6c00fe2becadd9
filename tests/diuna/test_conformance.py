"""The shared conformance checks (tests/conformance) run for Diuna, which is not in the
catalog yet (engine/rulesets/diuna/README.md, STATUS): the same test functions, given games
of Diuna played by its own agent."""

from __future__ import annotations

import pytest

from engine.rulesets.diuna.ruleset import RULESET
from tests.conformance import checks
from tests.conformance.test_conformance import (  # noqa: F401  (collected here for Diuna)
    DEFAULT_PLAN,
    Games,
    test_every_event_goes_to_the_public_the_moderators_or_a_seat_of_the_game,
    test_every_offered_choice_reads_back_and_is_accepted,
    test_invariants_hold_after_every_command_and_every_game_ends_with_winners,
    test_legal_commands_and_every_pending_default_are_accepted,
    test_nothing_a_seat_is_shown_depends_on_a_secret_it_may_not_know,
    test_refused_commands_change_nothing_and_only_rule_errors_escape,
    test_replaying_the_log_rebuilds_the_final_state_exactly,
    test_the_board_and_the_status_line_fit_discord,
    test_the_board_draws_as_the_png_the_bot_posts,
    test_whom_the_game_waits_for_depends_on_no_secret,
)


@pytest.fixture(scope="module")
def games() -> Games:
    plan = DEFAULT_PLAN
    return Games(RULESET, plan, [checks.played(RULESET, seed) for seed in range(plan.games)])

"""The summary a channel gets when its game ends (`bot.ending`) tells no secret: built from
a state whose every hidden fact is dealt anew (`Ruleset.disguise`), it is the same text,
whenever a moderator might end the game and when it is won."""

from __future__ import annotations

import random

import pytest

from bot.ending import summary_messages, summary_text
from engine.core import Ruleset
from engine.rulesets.classic.protocol.ruleset import RULESET
from tests.conformance import checks
from tests.conformance.pebbles import PEBBLES

USERS = {"player0": 11, "player1": 12}


@pytest.mark.parametrize("ruleset", [RULESET, PEBBLES], ids=lambda r: r.name)
def test_the_summary_is_the_same_whatever_the_secrets(ruleset: Ruleset):
    rng = random.Random(5)
    for seed in range(2):
        game = checks.played(ruleset, seed)
        for step in checks.steps(ruleset, game):
            if step.index % 25 and not ruleset.finished(step.session.state):
                continue
            state = step.session.state
            for by_moderator in (True, False):
                real = summary_text(1, ruleset, state, USERS, by_moderator=by_moderator)
                fake = summary_text(1, ruleset, ruleset.disguise(state, None, rng), USERS,
                                    by_moderator=by_moderator)
                assert real == fake, checks.where(step)


def test_a_won_game_names_its_winners_seats_and_sides_first():
    game = checks.played(RULESET, 0)
    state = game.state
    text = summary_text(3, RULESET, state, {}, by_moderator=False)
    seats = RULESET.seats(state)
    winners = [seat for seat, side in seats.items() if side in RULESET.winners(state)]
    assert text.splitlines()[0] == "Game 3 is over: won by " + " and ".join(
        f"{seat} ({seats[seat]})" for seat in winners) + "."
    assert all(any(line.startswith(f"- {seat} ({side})") for line in text.splitlines())
               for seat, side in seats.items())


def test_the_final_board_follows_the_summary_unless_already_owed():
    game = checks.played(PEBBLES, 0)
    both = summary_messages(1, PEBBLES, game.state, 77, {}, by_moderator=False)
    assert [m.target for m in both] == ["channel:77", "channel:77"]
    assert '"board"' in both[1].payload and '"board"' not in both[0].payload
    alone = summary_messages(1, PEBBLES, game.state, 77, {}, by_moderator=False,
                             with_board=False)
    assert alone == both[:1]

"""The core moderator commands every game has (force, expire, deadline, undo) and the
refusals `RulesetBase` writes for every game, shown on Pebbles (ann: amber, bo: jade; ann
takes first from a pile of 11)."""

from __future__ import annotations

import pytest

from engine.core import Event, Origin, RuleError, SeatSpec, Session
from engine.core.words import say
from tests.conformance.pebbles import PEBBLES


def game(pile: int = 11) -> Session:
    session, _ = Session.new(PEBBLES, Origin(
        ruleset="pebbles", options={"pile": pile}, seed=1,
        seats=[SeatSpec(name="ann", side="amber"), SeatSpec(name="bo", side="jade")]))
    return session


def do(session: Session, actor: str, line: str) -> list[Event]:
    return session.apply(actor, session.parse(line))


def refused(session: Session, actor: str, line: str) -> RuleError:
    """The command is refused and changes nothing: not the state, not the log."""
    before, log = session.state.model_dump_json(), list(session.log)
    with pytest.raises(RuleError) as err:
        do(session, actor, line)
    assert session.state.model_dump_json() == before and session.log == log
    return err.value


def public(events: list[Event]) -> list[str]:
    return [say(e.text) for e in events if e.is_public]


@pytest.mark.parametrize("who", ["ann", "amber", "AMBER "])
def test_force_applies_the_default_of_one_seat_named_by_seat_or_side(who):
    session = game()
    events = do(session, "mod", f"force {who}")
    assert public(events) == ["Moderator applies the default for ann (`take`).",
                              "ann takes 1; 10 left."]
    assert PEBBLES.pending(session.state)[0].seat == "bo"


def test_force_of_a_seat_the_game_does_not_wait_for_says_whom_it_waits_for():
    err = refused(game(), "mod", "force jade")
    assert (say(err.message), say(err.hint)) == ("The game is not waiting for bo.",
                                                 "Waiting for: ann.")


def test_force_of_a_name_that_holds_no_seat_lists_the_seats_and_sides():
    err = refused(game(), "mod", "force onyx")
    assert say(err.message) == "`onyx` is neither a seat nor a colour in this game."
    assert say(err.hint) == "Seats: ann (amber), bo (jade)."


def test_force_when_nothing_waits_is_refused():
    session = game(pile=4)
    do(session, "ann", "take 3")
    do(session, "bo", "take 1")
    assert PEBBLES.finished(session.state) and not PEBBLES.pending(session.state)
    err = refused(session, "mod", "force")
    assert say(err.message) == "The game is not waiting for anyone."
    assert say(err.hint) == "Now: Move 3, 0 pebble(s) left."


def test_expire_applies_every_pending_default_as_a_passed_deadline():
    session = game()
    events = do(session, "mod", "expire")
    assert public(events) == ["The deadline passed: default for ann (`take`).",
                              "ann takes 1; 10 left."]


def test_deadline_sets_the_option_and_zero_clears_it():
    session = game()
    events = do(session, "mod", "deadline 30")
    assert session.state.options.deadline_minutes == 30
    assert public(events) == ["Moderator sets the deadline: 30 minute(s) per decision, then "
                              "the default applies."]
    events = do(session, "mod", "deadline 0")
    assert session.state.options.deadline_minutes is None
    assert public(events) == ["Moderator removes the deadline: the game waits for every "
                              "decision (or a moderator)."]


def test_undo_is_refused_by_the_ruleset_which_keeps_no_history():
    err = refused(game(), "mod", "undo")
    assert say(err.message) == "Undo is done by the table or the bot, which keep the history."


@pytest.mark.parametrize("line", ["force", "expire", "deadline 5", "undo"])
def test_a_moderator_command_from_a_player_is_refused(line):
    err = refused(game(), "ann", line)
    assert say(err.message) == f"`{line.split()[0]}` is a moderator command."
    assert say(err.hint) == "Ask a moderator. Your moves now: `take 1`, `take 2`, `take 3`."


def test_a_refusal_without_a_hint_says_where_the_game_stands():
    session = game()
    do(session, "ann", "take 3")
    err = refused(session, "ann", "take 1")
    assert say(err.message) == "It is bo's turn."
    assert say(err.hint) == "Now: Move 2, 8 pebble(s) left; waiting for bo (`take`)."
    assert str(err) == f"{say(err.message)} {say(err.hint)}"


def test_a_refusal_with_its_own_hint_keeps_it_and_adds_the_seats_moves_now():
    session = game(pile=4)
    do(session, "ann", "take 3")
    err = refused(session, "bo", "take 2")
    assert (say(err.message), say(err.hint)) == ("Only 1 pebble(s) are left.",
                                       "Take 1 to 1. Your moves now: `take 1`.")


def test_a_refusal_of_the_moderator_names_no_seats_moves():
    session = game()
    do(session, "ann", "take 3")
    err = refused(session, "mod", "force ann")
    assert say(err.hint) == "Waiting for: bo."


def test_a_name_without_a_seat_is_refused_with_the_seats():
    err = refused(game(), "carl", "take 1")
    assert (say(err.message), say(err.hint)) == ("`carl` has no seat in this game.",
                                                 "Seats: ann, bo")


def test_a_finished_game_refuses_players_but_not_the_moderator():
    session = game(pile=4)
    do(session, "ann", "take 3")
    do(session, "bo", "take 1")
    assert say(refused(session, "ann", "take 1").message) == "The game is over."
    do(session, "mod", "deadline 10")
    assert session.state.options.deadline_minutes == 10


def test_the_default_sheet_reads_the_private_view_and_the_seats_decision_with_its_default():
    session = game()
    secret = session.state.secrets["ann"]
    sheet = PEBBLES.sheet(session.state, "ann")
    assert say(sheet.title) == "ann (amber)"
    assert [(say(s.title), tuple(say(x) for x in s.lines)) for s in sheet.sections] == [
        ("Known only to you", (f"Secret: {secret}",)),
        ("Waiting for you", ("`take`: Take 1, 2 or 3 pebbles.",
                             "default if nobody answers: `take 1`"))]


def test_the_default_sheet_of_a_seat_not_waited_for_has_no_decisions():
    sheet = PEBBLES.sheet(game().state, "bo")
    assert [say(s.title) for s in sheet.sections] == ["Known only to you"]
    assert PEBBLES.sheet(game().state, None).sections == ()

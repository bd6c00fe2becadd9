"""A typed line read for one seat as the game stands (`Ruleset.read`): refusals point to
what that seat may type now, from its own `legal` alone, in every game."""

from __future__ import annotations

import pytest

from engine.core import CommandSyntaxError, Origin, RuleError, SeatSpec, Session
from engine.core.reading import MAX_SHOWN, MOVES, listing
from engine.core.words import say
from engine.rulesets.catalog import RULESETS
from tests.conformance.pebbles import PEBBLES


def pebbles() -> Session:
    session, _ = Session.new(PEBBLES, Origin(
        ruleset="pebbles", options={"pile": 11}, seed=1,
        seats=[SeatSpec(name="ann", side="amber"), SeatSpec(name="bo", side="jade")]))
    return session


def classic() -> Session:
    """The table's first example: classic, seed 7, four seats at the traitor picks."""
    seats = [SeatSpec(name=n, side=s) for n, s in (
        ("alice", "atreides"), ("bob", "harkonnen"), ("carol", "fremen"),
        ("dan", "bene_gesserit"))]
    session, _ = Session.new(RULESETS["classic"], Origin(ruleset="classic", options={},
                                                          seats=seats, seed=7))
    return session


def refusal(session: Session, actor: str, line: str) -> str:
    before = session.state.model_dump_json()
    with pytest.raises(RuleError) as err:
        session.apply(actor, session.read(actor, line))
    assert session.state.model_dump_json() == before
    return err.value.text


def test_a_typo_names_the_nearest_command_and_the_seats_moves_now():
    assert refusal(pebbles(), "ann", "tkae 2") == (
        "Unknown command `tkae`. Did you mean `take`? "
        "Your moves now: `take 1`, `take 2`, `take 3`.")


def test_a_typo_of_a_seat_with_no_move_says_whom_the_game_waits_for():
    assert refusal(pebbles(), "bo", "tkae 2") == (
        "Unknown command `tkae`. Did you mean `take`? "
        "Now: Move 1, 11 pebble(s) left; waiting for ann (`take`).")


def test_a_typo_of_the_moderator_names_the_moderators_commands_only():
    text = refusal(pebbles(), "mod", "forse ann")
    assert text.startswith("Unknown command `forse`. Did you mean `force`? Moderator "
                           "commands: `deadline`, `force`, `expire`, `undo`, `set_pile`, "
                           "`set_secret`.")
    assert "take" not in text


def test_a_typo_at_the_classic_table_is_no_wall_of_commands():
    text = refusal(classic(), "carol", "pss")
    assert text.startswith("Unknown command `pss`. Did you mean `pass`? Your moves now: ")
    assert "set_spice" not in text and "undo" not in text and "advise" not in text
    assert '`traitor "Piter De Vries"`' in text and len(text) < 500


def test_a_command_without_its_choice_lists_the_choices_now():
    assert refusal(classic(), "alice", "traitor") == (
        "Could not read `traitor`. Usage: `traitor <leader>`. Your choices now: "
        '`traitor "Shadout Mapes"`, `traitor Otheym`, `traitor "Beast Rabban"`.')


def test_a_number_out_of_bounds_keeps_the_bound_and_lists_the_choices():
    assert refusal(pebbles(), "ann", "take 4") == (
        "The count must be at most 3. Usage: `take <count>`. "
        "Your choices now: `take 1`, `take 2`, `take 3`.")


def test_a_refusal_lists_only_the_typing_seats_own_moves():
    session = classic()
    text = refusal(session, "alice", "traitor Jamis")
    assert "`traitor Otheym`" in text
    for other in ("bob", "carol", "dan"):
        for command in session.ruleset.legal(session.state, other):
            typed = session.ruleset.registry.usage_of(command)
            if command not in session.ruleset.legal(session.state, "alice"):
                assert f"`{typed}`" not in text


def test_a_long_list_of_moves_is_cut_and_counted():
    moves = [f"ship {n} somewhere" for n in range(40)] + ["pass"]
    text = say(listing(MOVES, moves))
    assert text.startswith("Your moves now: `ship 0 somewhere`, `pass`, `ship 1 somewhere`")
    assert text.count("`") == 2 * MAX_SHOWN and text.endswith(f"and {41 - MAX_SHOWN} more.")


def test_a_syntax_refusal_read_without_the_game_names_its_command():
    with pytest.raises(CommandSyntaxError) as err:
        PEBBLES.registry.parse("take lots")
    assert err.value.command == "take"


def test_a_moderator_command_misread_for_a_player_is_not_explained_to_them():
    assert refusal(pebbles(), "ann", "deadline soon") == (
        "`deadline` is a moderator command. Ask a moderator. "
        "Your moves now: `take 1`, `take 2`, `take 3`.")
    assert refusal(pebbles(), "mod", "deadline soon").startswith(
        "Could not read `deadline soon`. Usage: `deadline <minutes>`.")


def test_an_empty_line_names_the_moves_now():
    assert refusal(pebbles(), "ann", "  ") == (
        "Empty command. Type `help` for the commands. "
        "Your moves now: `take 1`, `take 2`, `take 3`.")

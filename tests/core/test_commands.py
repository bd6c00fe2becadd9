"""The command registry: parsing typed lines, JSON round trips, usage text."""

from typing import Annotated, Literal

import pytest
from pydantic import Field

from engine.core import Arg, Command, CommandSyntaxError, Registry

registry = Registry()
PLACES = ("The Great Flat", "Tuek's Sietch", "Imperial Basin", "Carthag")


@registry.command("go")
class Move(Command):
    name = "move"
    count: Annotated[int, Field(ge=1)]
    source: Annotated[str, Arg("territory")]
    territory: Annotated[str, Arg("territory")]
    sector: int | None = None


@registry.command()
class Stack(Command):
    name = "stack"
    deck: Literal["spice", "treachery"]
    card: str


def vocab(kind: str):
    return PLACES if kind == "territory" else ()


def test_multi_word_names_without_quotes():
    cmd = registry.parse("move 3 tuek's sietch imperial basin 9", vocab)
    assert cmd == Move(count=3, source="tuek's sietch", territory="imperial basin", sector=9)


def test_leading_the_is_optional_and_quotes_group_words():
    cmd = registry.parse('move 2 great flat "Carthag"', vocab)
    assert (cmd.source, cmd.territory, cmd.sector) == ("great flat", "Carthag", None)


def test_alias_and_keyword_arguments():
    cmd = registry.parse("go 1 carthag imperial-basin sector=10", vocab)
    assert cmd == Move(count=1, source="carthag", territory="imperial-basin", sector=10)


def test_literal_choices_are_case_insensitive():
    assert registry.parse("stack Spice Carthag").deck == "spice"


def test_unknown_command_lists_the_known_ones():
    with pytest.raises(CommandSyntaxError) as err:
        registry.parse("fly 3 carthag")
    assert "move" in err.value.text and "stack" in err.value.text


def test_bad_arguments_show_usage():
    with pytest.raises(CommandSyntaxError) as err:
        registry.parse("move three carthag arrakeen", vocab)
    assert "Usage: move <count> <source> <territory> [sector]" in err.value.text


def test_out_of_range_number_names_the_field():
    with pytest.raises(CommandSyntaxError) as err:
        registry.parse("move 0 carthag arrakeen", vocab)
    assert "count" in err.value.text


def test_json_round_trip():
    cmd = Move(count=3, source="Carthag", territory="Imperial Basin", sector=9)
    assert registry.load(registry.dump(cmd)) == cmd

"""The command registry: parsing typed lines, JSON round trips, usage text."""

from typing import Annotated, Literal

import pytest
from pydantic import Field

from engine.core import Arg, Command, CommandSyntaxError, Registry
from engine.core.commands import MAX_COMMAND_LENGTH
from engine.core.errors import EXCERPT_LENGTH, UnknownCommand, excerpt
from engine.rulesets.catalog import RULESETS

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


def test_unknown_command_names_the_nearest_not_every_one():
    with pytest.raises(UnknownCommand) as err:
        registry.parse("mvoe 3 carthag")
    assert err.value.text.startswith("Unknown command `mvoe`. Did you mean `move`")
    assert err.value.word == "mvoe"
    with pytest.raises(UnknownCommand) as err:
        registry.parse("fly 3 carthag")
    assert "stack" not in err.value.text and "help" in err.value.text


def test_bad_arguments_show_usage():
    with pytest.raises(CommandSyntaxError) as err:
        registry.parse("move many carthag arrakeen", vocab)
    assert "Usage: `move <count> <source> <territory> [sector]`" in err.value.text


def test_out_of_range_number_names_the_field():
    with pytest.raises(CommandSyntaxError) as err:
        registry.parse("move 0 carthag arrakeen", vocab)
    assert "count" in err.value.text


def test_json_round_trip():
    cmd = Move(count=3, source="Carthag", territory="Imperial Basin", sector=9)
    assert registry.load(registry.dump(cmd)) == cmd


@registry.command()
class Keep(Command):
    name = "keep"
    what: Annotated[str, Arg("card")] = "all"


@registry.command()
class Voice(Command):
    name = "voice"
    command: Literal["play", "not", "none"]
    kind: str | None = None


@registry.command()
class Note(Command):
    name = "note"
    to: str
    text: Annotated[str, Arg("text")] | None = None


def test_a_keyed_value_in_double_quotes_is_one_value():
    assert registry.parse('keep what="Maula Pistol"') == Keep(what="Maula Pistol")


def test_a_keyed_value_in_single_quotes_is_one_value():
    cmd = registry.parse("voice play kind='projectile weapon'")
    assert cmd == Voice(command="play", kind="projectile weapon")


def test_a_quoted_positional_value_keeps_its_apostrophe_and_spaces():
    cmd = registry.parse("move 2 'Tuek's Sietch' \"The Great Flat\" 9", vocab)
    assert cmd == Move(count=2, source="Tuek's Sietch", territory="The Great Flat", sector=9)


def test_an_apostrophe_inside_a_bare_word_is_a_letter():
    cmd = registry.parse("move 2 tuek's sietch carthag", vocab)
    assert (cmd.source, cmd.territory) == ("tuek's sietch", "carthag")


def test_a_backslash_escapes_a_quote_inside_quotes():
    cmd = registry.parse(r'note bob text="say \"yes\" \\ now"')
    assert cmd == Note(to="bob", text='say "yes" \\ now')


def test_an_unclosed_quote_is_a_letter():
    assert registry.parse('keep what="Maula Pistol') == Keep(what='"Maula Pistol')
    assert registry.parse("move 2 'tuek's sietch carthag", vocab).source == "'tuek's sietch"


# -- free text: the last parameter takes the rest of the line as typed ----------------------


@pytest.mark.parametrize("text", [
    'do you hold "Lasgun"?', "is it 'yes'?", "'cause I like you", '"yes" or "no"?',
    "a=b and \\ back", "'tis \"true\", or not", "one  two",
])
def test_free_text_is_taken_as_typed_whatever_its_quotes(text):
    assert registry.parse(f"note bob {text}") == Note(to="bob", text=text)
    assert registry.parse(f"note bob text={text}") == Note(to="bob", text=text)


def test_free_text_given_as_one_quoted_value_is_read_without_its_quotes():
    assert registry.parse('note bob "is it yes?"') == Note(to="bob", text="is it yes?")
    assert registry.parse("note bob text='it is'") == Note(to="bob", text="it is")


def test_an_unknown_key_is_refused_and_the_usage_shown():
    with pytest.raises(CommandSyntaxError) as err:
        registry.parse("move 1 carthag arrakeen sectr=4", vocab)
    assert "no argument `sectr`" in err.value.text
    assert "Usage: `move <count> <source> <territory> [sector]`" in err.value.text


def test_a_key_given_twice_is_refused():
    with pytest.raises(CommandSyntaxError) as err:
        registry.parse("move 1 carthag arrakeen sector=4 sector=5", vocab)
    assert "`sector` is given twice" in err.value.text


def test_a_keyed_name_takes_the_bare_words_after_it_but_not_after_quotes():
    assert registry.parse("keep what=maula pistol") == Keep(what="maula pistol")
    with pytest.raises(CommandSyntaxError):
        registry.parse('keep what="maula" pistol')


def test_a_keyed_number_takes_no_words_after_it():
    cmd = registry.parse("move 1 sector=4 carthag arrakeen", vocab)
    assert cmd == Move(count=1, source="carthag", territory="arrakeen", sector=4)


def test_keyed_choices_and_flags_are_read_like_positional_ones():
    assert registry.parse("voice command=PLAY") == Voice(command="play")


def test_a_command_over_the_length_limit_is_refused_without_echo():
    line = "move 3 " + "x" * 48_000
    with pytest.raises(CommandSyntaxError) as err:
        registry.parse(line, vocab)
    text = err.value.text
    assert f"That command is {len(line):,} characters long; commands are at most " \
        f"{MAX_COMMAND_LENGTH:,}." in text
    assert "xxxxxxxxxx" not in text and len(text) < 200


def test_a_command_at_the_length_limit_is_read():
    line = "note bob text=" + "y" * (MAX_COMMAND_LENGTH - len("note bob text="))
    assert len(registry.parse(line).text) == MAX_COMMAND_LENGTH - len("note bob text=")


@pytest.mark.parametrize("line", ["z" * 400, "move " + "q" * 400, "\"" + "w" * 400])
def test_errors_quote_only_a_short_excerpt_of_the_input(line):
    with pytest.raises(CommandSyntaxError) as err:
        registry.parse(line, vocab)
    longest_run = max(len(run) for run in err.value.text.replace("…", " ").split())
    assert longest_run <= EXCERPT_LENGTH + 2


def test_an_excerpt_hides_control_characters_and_backticks():
    assert excerpt("a\x1b[2Jb`c\u202e") == "a?[2Jb'c?"
    assert excerpt("x" * 100) == "x" * EXCERPT_LENGTH + "…"



def test_a_command_built_from_field_texts_reads_and_refuses_as_a_typed_one():
    # a form's fields: empty means left out, choices ignore case, unknown names are ignored
    built = registry.build("go", {"count": " 2 ", "source": "Carthag", "territory": "x",
                                  "sector": "", "forged": "1"})
    assert built == registry.parse('move 2 Carthag "x"', vocab)
    assert registry.build("stack", {"deck": "SPICE", "card": "a"}).deck == "spice"
    with pytest.raises(CommandSyntaxError) as built_err:
        registry.build("move", {"count": "x9", "source": "a", "territory": "b"})
    with pytest.raises(CommandSyntaxError) as typed_err:
        registry.parse("move count=x9 a b")
    assert built_err.value.text == typed_err.value.text
    assert built_err.value.text.startswith("The count must be a whole number, not `x9`.") and \
        "Usage: `move <count>" in built_err.value.text
    with pytest.raises(CommandSyntaxError, match="Unknown command `fly`"):
        registry.build("fly", {})


def test_filler_words_around_values_are_dropped():
    cmd = registry.parse("move three from carthag to the great flat in sector 9", vocab)
    assert cmd == Move(count=3, source="carthag", territory="the great flat", sector=9)


def test_a_filler_that_is_a_choice_of_the_command_is_kept():
    assert registry.parse("stack spice the carthag") == Stack(deck="spice", card="carthag")


def test_a_quoted_filler_is_a_value():
    assert registry.parse('stack treachery "to"').card == "to"


@pytest.mark.parametrize(("word", "number"), [("one", 1), ("Twenty", 20), ("seven", 7)])
def test_small_numbers_may_be_spelled(word, number):
    assert registry.parse(f"move {word} carthag arrakeen", vocab).count == number


CLASSIC = RULESETS["classic"]


@pytest.mark.parametrize(("line", "values"), [
    ("ship 5 to the great flat", {"count": 5, "territory": "the great flat"}),
    ("ship 3 to hole in the rock", {"count": 3, "territory": "hole in the rock"}),
    ("ship 3 hole in the rock", {"count": 3, "territory": "hole in the rock"}),
    ("predict atreides turn 3", {"faction": "atreides", "turn": 3}),
    ("predict the emperor on turn four", {"faction": "emperor", "turn": 4}),
    ("bid 1 spice", {"amount": 1}),
    ("bid one", {"amount": 1}),
    ("prescience the weapon", {"element": "weapon"}),
    ("truthtrance atreides is the traitor in the basin",
     {"target": "atreides", "question": "is the traitor in the basin"}),
])
def test_what_a_player_naturally_types_at_the_classic_table(line, values):
    command = CLASSIC.registry.parse(line, CLASSIC.vocabulary)
    assert {k: v for k, v in command.model_dump().items() if k in values} == values


def test_fillers_alone_are_values_not_words_to_drop():
    dice, classic = RULESETS["dice"], RULESETS["classic"]
    with pytest.raises(CommandSyntaxError, match="Could not read `take spice`"):
        dice.registry.parse("take spice", dice.vocabulary)
    assert classic.registry.parse("keep spice", classic.vocabulary).what == "spice"


def test_the_core_commands_summaries_and_help_are_messages_of_the_catalogue():
    from engine.core.moderation import CORE_COMMANDS, game_registry
    from engine.core.words import CATALOGUE, LANGUAGES, Text, say

    registry = game_registry()
    for cls in CORE_COMMANDS:
        words = registry.summary_words(cls)
        assert isinstance(words, Text) and words.id == f"core-command-{cls.name}"
        assert say(words) == cls.summary
        assert all(CATALOGUE.has(words.id, lang) for lang in LANGUAGES)
        for param in registry.params(cls):
            assert say(registry.help_words(cls, param)) == param.help

"""Reading a game's options from one line (`parse_options`) and listing them (`describe`):
good values are read, and every bad one is refused with what would work."""

from __future__ import annotations

import pytest
from pydantic import Field

from engine.core import RuleError
from engine.core.options import (
    MAX_DEADLINE_MINUTES,
    CoreOptions,
    describe,
    parse_options,
    preset,
    summary,
    usage_words,
)
from engine.core.words import say

USAGE = ("Options (name=value): deadline_minutes=none, bot_after=none, private_threads=no, "
         "quiet=none, timezone=UTC, language=en, open=no, rounds=5.")


class Sample(CoreOptions):
    open: bool = Field(False, description="Show every hand.")
    rounds: int = Field(5, ge=1, le=9, description="Rounds in the game.")


def refusal(text: str) -> RuleError:
    with pytest.raises(RuleError) as err:
        parse_options(Sample, text)
    return err.value


@pytest.mark.parametrize("text, chosen", [
    (None, {}),
    ("", {}),
    ("open=yes rounds=3", {"open": True, "rounds": 3}),
    ("open=off", {"open": False}),
    ("Open=TRUE", {"open": True}),
    ("rounds=1 rounds=9", {"rounds": 9}),
    ("deadline-minutes=90", {"deadline_minutes": 90}),
    ("deadline_minutes=none", {"deadline_minutes": None}),
])
def test_good_values_are_read(text, chosen):
    assert parse_options(Sample, text) == chosen
    Sample.model_validate(chosen)


def test_an_unknown_option_is_refused_with_the_options_and_their_defaults():
    err = refusal("open=yes speed=3")
    assert say(err.message) == "`speed=3` is not an option of this game."
    assert say(err.hint) == USAGE


def test_a_bare_word_is_refused_as_no_option():
    assert say(refusal("fast").message) == "`fast` is not an option of this game."


@pytest.mark.parametrize("word", ["maybe", "", "2"])
def test_a_yes_no_option_takes_only_yes_or_no(word):
    assert say(refusal(f"open={word}").message) == f"`open` is yes or no, not `{word}`."


@pytest.mark.parametrize("word", ["three", "-3", "2.5", "none"])
def test_a_number_option_takes_a_whole_number_and_says_its_bounds(word):
    assert say(refusal(f"rounds={word}").message) == (
        f"`rounds` is a whole number from 1 to 9, not `{word}`.")


@pytest.mark.parametrize("text, message", [
    ("rounds=10", "`rounds` must be a whole number from 1 to 9."),
    ("rounds=0", "`rounds` must be a whole number from 1 to 9."),
])
def test_a_number_out_of_bounds_is_refused_with_the_bounds_and_the_usage(text, message):
    err = refusal(text)
    assert say(err.message) == message
    assert say(err.hint) == USAGE


def test_a_long_or_strange_value_is_quoted_back_cut_and_made_safe():
    err = refusal("rounds=" + "`9" * 40)
    assert "`" not in say(err.message).split("not ")[1].strip("`.")
    assert say(err.message).endswith("…`.")


def test_describe_lists_every_option_with_its_kind_default_bounds_and_help():
    infos = {o.name: o for o in describe(Sample)}
    assert list(infos) == ["deadline_minutes", "bot_after", "private_threads", "quiet",
                           "timezone", "language", "open", "rounds"]
    assert (infos["open"].kind, infos["open"].default, infos["open"].description) == (
        "yes/no", False, "Show every hand.")
    assert (infos["rounds"].kind, infos["rounds"].default, infos["rounds"].low,
            infos["rounds"].high) == ("number", 5, 1, 9)
    deadline = infos["deadline_minutes"]
    assert (deadline.kind, deadline.default, deadline.low, deadline.high) == (
        "number", None, 1, MAX_DEADLINE_MINUTES)
    assert deadline.description.startswith("Asynchronous play")


def test_an_option_named_without_a_value_is_told_how_to_give_one():
    with pytest.raises(RuleError, match=r"`open` needs a value: `open=yes`"):
        parse_options(Sample, "open")


def test_a_deadline_of_zero_means_none_as_the_slash_option_says():
    assert parse_options(Sample, "deadline_minutes=0") == {"deadline_minutes": None}


# -- presets -------------------------------------------------------------------------------

PRESETS = {p.name: p for p in (
    preset(Sample, "plain", "Nothing changed.", {}),
    preset(Sample, "shown", "Every hand shown, three rounds.", {"open": True, "rounds": 3}),
)}


def chosen(text: str) -> dict:
    return parse_options(Sample, text, PRESETS)


@pytest.mark.parametrize("text, values", [
    ("preset=shown", {"open": True, "rounds": 3}),
    ("shown", {"open": True, "rounds": 3}),  # a bare preset name
    ("preset=SHOWN rounds=7", {"open": True, "rounds": 7}),
    ("rounds=7 preset=shown", {"open": True, "rounds": 7}),  # single options go on top
    ("preset=shown open=no", {"open": False, "rounds": 3}),
    ("preset=plain", {}),
    ("preset=shown preset=shown", {"open": True, "rounds": 3}),
])
def test_a_preset_starts_the_options_and_single_options_go_on_top(text, values):
    assert chosen(text) == values


def test_an_unknown_preset_is_refused_with_the_presets():
    with pytest.raises(RuleError) as err:
        chosen("preset=closed")
    assert say(err.value.message) == "`closed` is not a preset of this game."
    assert say(err.value.hint) == "Presets: plain, shown."


def test_a_preset_without_a_name_is_told_how_to_give_one():
    with pytest.raises(RuleError, match=r"`preset` needs a name: `preset=<name>`") as err:
        chosen("preset=")
    assert say(err.value.hint) == "Presets: plain, shown."


def test_two_presets_are_refused():
    with pytest.raises(RuleError, match="Choose one preset, not both `plain` and `shown`"):
        chosen("preset=plain preset=shown")


def test_a_game_without_presets_refuses_one():
    with pytest.raises(RuleError, match="not a preset of this game") as err:
        parse_options(Sample, "preset=shown")
    assert say(err.value.hint) == "Presets: none."


def test_a_preset_naming_no_option_is_an_error_when_it_is_made():
    with pytest.raises(ValueError, match="preset 'fast': speed not an option of Sample"):
        preset(Sample, "fast", "Quick.", {"speed": 3})
    with pytest.raises(ValueError):
        preset(Sample, "long", "Too long.", {"rounds": 99})


def test_the_usage_names_the_presets():
    assert say(usage_words(Sample, PRESETS)) == USAGE + (
        " Presets: preset=plain, preset=shown (single options after a preset go on top of it).")


@pytest.mark.parametrize("values, short", [
    ({}, ""),
    ({"deadline_minutes": 30, "private_threads": True}, ""),  # no rule: left out
    ({"rounds": 7}, "rounds=7"),
    ({"open": True, "rounds": 3}, "preset=shown"),
    ({"open": True, "rounds": 4}, "preset=shown, rounds=4"),
    ({"open": True}, "open=yes"),  # a tie: no preset saves a word
])
def test_the_summary_names_the_nearest_preset_and_the_options_beyond_it(values, short):
    assert summary(Sample.model_validate(values), PRESETS) == short


@pytest.mark.parametrize(("line", "problem"), [
    ("quiet=25-08", "`quiet`: quiet hours are times of the day, from 00:00 to 23:59."),
    ("quiet=night", "`quiet`: quiet hours are `<from>-<to>` in hours of the day, e.g. "
                    "`23-08` or `22:30-07:00`."),
    ("quiet=8-8", "`quiet`: quiet hours must end at another time than they begin."),
    ("timezone=Mars/Olympus", "`timezone`: not a time zone of the tz database; write it as "
                              "`Europe/Rome` or `UTC`."),
    ("timezone=../../etc/passwd", "`timezone`: not a time zone of the tz database; write it "
                                  "as `Europe/Rome` or `UTC`."),
])
def test_quiet_hours_and_a_time_zone_that_do_not_read_are_refused_saying_why(line, problem):
    assert say(refusal(line).message) == problem


def test_quiet_hours_in_a_named_time_zone_are_options_of_every_game():
    chosen = Sample.model_validate(parse_options(Sample, "quiet=23-08 timezone=Europe/Rome"))
    assert (chosen.quiet, chosen.timezone) == ("23-08", "Europe/Rome")
    assert Sample.model_validate(parse_options(Sample, "quiet=none")).quiet is None
    assert summary(chosen) == ""  # no rule: left out of the rules' summary


def test_each_shared_options_description_is_a_message_in_every_language():
    from engine.core.options import CoreOptions, describe, option_id
    from engine.core.words import CATALOGUE, LANGUAGES, Text

    for info in describe(CoreOptions):
        assert isinstance(info.words, Text) and info.words.id == option_id(CoreOptions,
                                                                           info.name)
        assert say(info.words) == info.description  # the English is the field's own
        assert all(CATALOGUE.has(info.words.id, lang) for lang in LANGUAGES)


def test_a_games_option_is_looked_up_by_the_games_prefix():
    from pydantic import Field

    from engine.core.options import CoreOptions, describe, option_id

    class PebbleOptions(CoreOptions):
        pile: int = Field(11, description="Pebbles on the table.")

    class Other(CoreOptions):
        words_prefix = "dice"
        pile: int = 1

    assert option_id(PebbleOptions, "pile") == "pebble-option-pile"
    assert option_id(PebbleOptions, "private_threads") == "core-option-private-threads"
    assert option_id(Other, "pile") == "dice-option-pile"
    # no message yet: the English description
    assert next(o for o in describe(PebbleOptions) if o.name == "pile").words == \
        "Pebbles on the table."

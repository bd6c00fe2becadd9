"""A game's options line, as `/game create`, the table and the simulator read it, and as
`/game options` lists it: every option with its default and help, and the ruleset's presets.

Nothing here knows one game's options: they are asked of the ruleset (its options model
and its presets), so a new game's options need no change to the bot.
"""

from __future__ import annotations

from typing import Any

from engine.core import Ruleset, data_file
from engine.core.options import OptionInfo, describe, parse_options, summary, usage_words
from engine.core.words import DEFAULT, T, Text, joined

from .data_folder import WHERE
from .words import say

MAX_SUGGESTIONS = 25
MAX_VALUE = 100
"""Discord's limits: suggestions per autocomplete, characters in one."""


def read(ruleset: Ruleset, text: str | None) -> dict[str, Any]:
    """The options a line chooses (a preset, then single options on top), checked against
    the ruleset's options; RuleError saying what would work."""
    return parse_options(ruleset.options_model, text, ruleset.presets)


def suggestions(ruleset: Ruleset, typed: str) -> list[str]:
    """The typed line with its last word completed to a preset (`preset=<name>`) or an
    option (a yes/no option as the change from its default, `<name>=yes`; others at their
    default), skipping options already given: `/game create`'s autocomplete."""
    words = typed.split()
    done = typed == "" or typed.endswith(" ")
    head, last = (words, "") if done else (words[:-1], words[-1])
    given = {w.split("=", 1)[0].lower() for w in head}
    offers = [] if "preset" in given else [f"preset={name}" for name in ruleset.presets]
    offers += [f"{o.name}={_shown(not o.default if o.kind == 'yes/no' else o.default)}"
               for o in describe(ruleset.options_model) if o.name not in given]
    start = " ".join(head)
    lines = [f"{start} {offer}".strip() for offer in offers
             if offer.lower().startswith(last.lower())]
    return [line for line in lines if len(line) <= MAX_VALUE][:MAX_SUGGESTIONS]


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "none" if value is None else str(value)


def listing(ruleset: Ruleset, language: str = DEFAULT) -> list[str]:
    """`/game options ruleset:`: each option with its default and help (which names the
    rule's section, and where a data file comes from), then each preset with what it sets,
    then how to write the line; in `language`."""
    lines = [say(T("bot-option-line-option", name=o.name, default=_shown(o.default),
                   help=_help(o)), language) for o in describe(ruleset.options_model)]
    for name, preset in ruleset.presets.items():
        values = ", ".join(f"{k}={_shown(v)}" for k, v in preset.values.items())
        sets = T("bot-option-line-sets", values=values) if values \
            else T("bot-option-line-sets-nothing")
        lines.append(say(T("bot-option-line-preset", name=name, description=preset.description,
                           sets=sets), language))
    lines.append(say(usage_words(ruleset.options_model, ruleset.presets), language))
    return lines


def _help(option: OptionInfo) -> Text:
    return joined([option.description, WHERE] if option.data_file else [option.description])


def _value(option: OptionInfo, value: Any) -> str:
    """An option's value in a game; a data file by its name only."""
    if option.data_file and value is not None:
        return data_file.shown(value)
    return _shown(value)


def chosen(ruleset: Ruleset, options: Any, language: str = DEFAULT) -> list[str]:
    """`/game options game:`: each option's value in this game, and in short the rules
    chosen (the preset and the options beyond it), fixed since the game began; in
    `language`."""
    lines = [f"`{o.name}` = {_value(o, getattr(options, o.name, o.default))} — "
             f"{say(o.description, language)}" for o in describe(ruleset.options_model)]
    short = summary(options, ruleset.presets) if options is not None else ""
    lines.append(say(T("bot-option-line-chosen", rules=short) if short
                     else T("bot-option-line-chosen-default"), language))
    return lines

"""Options every game shares, and reading a game's options from one line of text.

A ruleset's options model subclasses `CoreOptions`; its field descriptions are what players
read in `/game options` and the table's help, so the adapters need no list of their own.

Each option's description is also a catalogue message, `<prefix>-option-<field>` (the
field's name with hyphens: `core-option-deadline-minutes`, `classic-option-open-spice`):
`core` for the options every game shares, and for a game's own the model's `words_prefix`,
which by default is its class name without `Options`, in lower case (`ClassicOptions`:
`classic`). `describe()` gives it as `OptionInfo.words`, in the reader's language at the
edge; the field's English `description` stays the fallback for a message not yet written.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, ClassVar, Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from . import data_file
from .errors import OptionValueError, RuleError, excerpt
from .tokens import Token, tokenize
from .words import CATALOGUE, Say, T, Text
from .words.languages import language_of

MAX_DEADLINE_MINUTES = 60 * 24 * 14
"""Two weeks: the longest deadline, at creation and by the moderator's `deadline`."""

TRUE_WORDS = frozenset({"yes", "on", "true", "1"})
FALSE_WORDS = frozenset({"no", "off", "false", "0"})
KIND_WORDS = {"yes/no": "core-kind-yes-or-no", "number": "core-kind-whole-number",
              "text": "core-kind-text"}
"""An option's kind as a refusal says it (a message): `max_turns` must be a whole number."""
DATA_FILE = "data_file"
"""The mark of an option that names a file of game data, read when the game is created
(`Field(..., json_schema_extra={DATA_FILE: True})`). Where such a file may come from is
the adapter's to say, so it must be able to ask: a local table reads the host's own paths,
a bot only files its host put in its data folder."""


QUIET = re.compile(r"(\d{1,2})(?::(\d{2}))?-(\d{1,2})(?::(\d{2}))?")
"""Quiet hours as a player writes them: `23-08`, `22:30-7:00`."""
NO_WORDS = frozenset({"none", "no", "off", ""})


def quiet_span(text: str) -> tuple[int, int]:
    """`23-08` -> (1380, 480): the minutes of the day quiet hours begin and end (the end
    may be the next day); ValueError saying how to write them."""
    found = QUIET.fullmatch(text.strip())
    if found is None:
        raise OptionValueError(T("core-quiet-format"))
    start_h, start_m, end_h, end_m = (int(g or 0) for g in found.groups())
    if start_h > 23 or end_h > 23 or start_m > 59 or end_m > 59:
        raise OptionValueError(T("core-quiet-times"))
    start, end = start_h * 60 + start_m, end_h * 60 + end_m
    if start == end:
        raise OptionValueError(T("core-quiet-same"))
    return start, end


class CoreOptions(BaseModel):
    """Options of every game: how long a decision may wait and when the clock rests, and
    where private messages go (the engine ignores them all; the bot's deadlines and
    delivery read them)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    words_prefix: ClassVar[str] = ""
    """The area of the model's own options' messages (`<prefix>-option-<field>`); empty:
    the class name without `Options`, in lower case (`DiceOptions`: `dice`)."""

    deadline_minutes: int | None = Field(
        None, ge=1, le=MAX_DEADLINE_MINUTES,
        description="Asynchronous play: minutes a decision may wait before its default is "
        "applied (reminders go out at a half and at nine tenths of it); none: wait for a "
        "moderator.",
    )
    bot_after: int | None = Field(
        None, ge=1, le=100,
        description="Hand a seat to a bot once this many deadlines in a row have passed with "
        "the seat's decisions unanswered; none: never.",
    )
    private_threads: bool = Field(
        False, description="Send each seat's private messages to a private thread of the "
        "game's channel (the player's, seen by moderators who manage threads) instead of "
        "by DM.",
    )
    quiet: str | None = Field(
        None, description="Quiet hours, e.g. `23-08` (from 23:00 to 08:00 in the game's "
        "`timezone`): the deadline clock stops, so no deadline passes in them, and nobody "
        "is pinged or reminded; none: the clock always runs.",
    )
    timezone: str = Field(
        "UTC", description="The time zone the quiet hours are read in, as the tz database "
        "names it: `Europe/Rome`, `America/New_York`.",
    )
    language: Literal["en", "it", "fr", "pl"] = Field(
        "en", description="The language of what the game posts in its channel: `en`, `it`, "
        "`fr` or `pl` (each player reads their own messages in their own language). A game "
        "created without it speaks the server's language when the bot speaks it.",
    )

    @field_validator("language", mode="before")
    @classmethod
    def _language(cls, value: Any) -> Any:
        """`Italiano`, `polish`, `fr-FR` read as the language they name."""
        return language_of(value) or value if isinstance(value, str) else value

    @field_validator("quiet", mode="before")
    @classmethod
    def _quiet(cls, value: Any) -> Any:
        """`none` (and `off`, an empty value) is no quiet hours; else they must read."""
        if isinstance(value, str):
            if value.strip().lower() in NO_WORDS:
                return None
            quiet_span(value)
            return value.strip()
        return value

    @field_validator("timezone")
    @classmethod
    def _zone(cls, value: str) -> str:
        """A name the tz database knows (it is read again by the clock at every tick)."""
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise OptionValueError(T("core-timezone-unknown")) from None
        return value


class OptionInfo(BaseModel):
    """One option as a menu or a help text shows it."""

    model_config = ConfigDict(frozen=True)

    name: str
    kind: str
    default: Any
    description: str
    """The field's English description."""
    words: Say = ""
    """The description as a catalogue message (`<prefix>-option-<field>`), or, where the
    catalogue has none yet, the English description."""
    low: int | None = None
    high: int | None = None
    data_file: bool = False
    """The option names a file of game data (`DATA_FILE`)."""


class Preset(BaseModel):
    """A named set of options (`preset=<name>` on the options line): a game's edition or
    level of rules, chosen at once; single options given with it go on top."""

    model_config = ConfigDict(frozen=True)

    name: str
    description: Say
    values: dict[str, Any]


NO_PRESETS: Mapping[str, Preset] = {}


def preset(model: type[BaseModel], name: str, description: Say,
           values: Mapping[str, Any]) -> Preset:
    """A preset of `model`'s options; a name that is not an option of the model, or a value
    the model refuses, is an error at once (when the ruleset is imported), not when a
    player picks the preset."""
    unknown = [n for n in values if n not in model.model_fields]
    if unknown:
        raise ValueError(f"preset {name!r}: {', '.join(unknown)} not an option of "
                         f"{model.__name__}")
    model.model_validate(dict(values))
    return Preset(name=name, description=description, values=dict(values))


def describe(model: type[BaseModel]) -> list[OptionInfo]:
    """Every option of a model: its name, type, default, bounds and description."""
    out = []
    for name, info in model.model_fields.items():
        low = high = None
        for m in info.metadata:
            low = getattr(m, "ge", low)
            high = getattr(m, "le", high)
        kind = _kind(info.annotation)
        extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
        out.append(OptionInfo(name=name, kind=kind, default=info.default, low=low, high=high,
                              description=info.description or "",
                              words=option_words(model, name, info.description or ""),
                              data_file=extra.get(DATA_FILE) is True))
    return out


def words_prefix(model: type[BaseModel]) -> str:
    """The area of a model's own options' messages: its `words_prefix`, else its class
    name without `Options`, in lower case."""
    given = getattr(model, "words_prefix", "")
    return given or model.__name__.removesuffix("Options").lower()


def option_id(model: type[BaseModel], name: str) -> str:
    """The message of an option's description: `core-option-<field>` for the options every
    game shares, `<prefix>-option-<field>` for a game's own."""
    prefix = "core" if name in CoreOptions.model_fields else words_prefix(model)
    return f"{prefix}-option-{name.replace('_', '-')}"


def option_words(model: type[BaseModel], name: str, fallback: str = "") -> Say:
    """An option's description as a message, or `fallback` while the catalogue lacks it."""
    id = option_id(model, name)
    return T(id) if CATALOGUE.has(id) else fallback


def _kind(annotation: Any) -> str:
    text = str(annotation)
    if "bool" in text:
        return "yes/no"
    if "int" in text:
        return "number"
    return "text"


def parse_options(model: type[BaseModel], text: str | None,
                  presets: Mapping[str, Preset] = NO_PRESETS) -> dict[str, Any]:
    """`open_spice=yes max_turns=10` -> the options (validated by `model`), or a RuleError
    that names the option and says what it takes; the values are checked now, so a game
    is never created with options its rules refuse. One preset (`preset=<name>`, or its
    bare name) may start the line's options; the single options, wherever they stand,
    go on top of it."""
    chosen: dict[str, Any] = {}
    start: Preset | None = None
    fields = {n.lower(): n for n in model.model_fields}
    for token in tokenize(text or ""):
        found = _preset_named(token, presets, model)
        if found is not None:
            if start is not None and found.name != start.name:
                raise RuleError(T("core-options-one-preset", first=start.name,
                                  second=found.name), hint=usage_words(model, presets))
            start = found
            continue
        bare = fields.get(token.text.lower().replace("-", "_"))
        if token.key is None and bare is not None:
            raise RuleError(T("core-options-needs-value", name=bare,
                              example=_example(model, bare)), hint=usage_words(model, presets))
        name = fields.get((token.key or "").lower().replace("-", "_"))
        if name is None:
            raise RuleError(T("core-options-not-an-option", typed=excerpt(token.raw)),
                            hint=usage_words(model, presets))
        chosen[name] = _value(model, name, token.text.strip())
    if start is not None:
        chosen = {**start.values, **chosen}
    try:
        model.model_validate(chosen)
    except ValidationError as err:
        raise RuleError(_problem(model, err), hint=usage_words(model, presets)) from None
    return chosen


def _preset_named(token: Token, presets: Mapping[str, Preset],
                  model: type[BaseModel]) -> Preset | None:
    """The preset a token names (`preset=advanced`, or `advanced` alone); None if the
    token is an option; a RuleError listing the presets if `preset=` names none."""
    key = (token.key or "").lower()
    word = token.text.strip().lower()
    if key == "preset" and "preset" not in model.model_fields:
        if word in presets:
            return presets[word]
        known = T("core-options-presets", names=", ".join(presets)) if presets \
            else T("core-options-no-presets")
        if not word:
            raise RuleError(T("core-options-preset-needs-name"), hint=known)
        raise RuleError(T("core-options-not-a-preset", typed=excerpt(token.text)), hint=known)
    return presets.get(word) if token.key is None else None


def _value(model: type[BaseModel], name: str, value: str) -> Any:
    info = next(o for o in describe(model) if o.name == name)
    word = value.lower()
    if info.kind == "yes/no":
        if word in TRUE_WORDS | FALSE_WORDS:
            return word in TRUE_WORDS
        raise RuleError(T("core-options-yes-or-no", name=name, typed=excerpt(value)))
    if info.kind == "number":
        if info.default is None and (word in ("none", "") or (word == "0" and info.low)):
            return None  # an optional number's "nothing", as the slash option's 0 says
        if not word.isdigit():
            raise RuleError(T("core-options-whole-number", name=name, typed=excerpt(value))
                            if info.low is None or info.high is None else
                            T("core-options-whole-number-between", name=name,
                              typed=excerpt(value), low=info.low, high=info.high))
        return int(word)
    return value


def _example(model: type[BaseModel], name: str) -> str:
    info = next(o for o in describe(model) if o.name == name)
    if info.kind == "yes/no":
        return "no" if info.default else "yes"
    return str(info.high or info.low or 1) if info.kind == "number" else "..."


def _problem(model: type[BaseModel], err: ValidationError) -> Text:
    first = err.errors()[0]
    name = str(first["loc"][0]) if first["loc"] else ""
    info = next((o for o in describe(model) if o.name == name), None)
    if info is None:
        return T("core-options-do-not-fit")
    if first["type"] == "value_error":  # a validator of the option's own: its words
        error = first["ctx"]["error"]
        return T("core-options-invalid", name=name,
                 error=getattr(error, "words", None) or str(error))
    kind = T(KIND_WORDS[info.kind])
    if info.low is not None and info.high is not None:
        return T("core-options-must-be-between", name=name, kind=kind, low=info.low,
                 high=info.high)
    return T("core-options-must-be", name=name, kind=kind)


def usage_words(model: type[BaseModel], presets: Mapping[str, Preset] = NO_PRESETS) -> Text:
    """The options a game takes, as `name=value` with each default, and its presets."""
    parts = [f"{o.name}={_shown(o.default)}" for o in describe(model)]
    text = T("core-options-usage", options=", ".join(parts)) if parts \
        else T("core-options-none")
    if presets:
        return T("core-options-usage-presets", usage=text,
                 presets=", ".join(f"preset={n}" for n in presets))
    return text


def summary(options: BaseModel, presets: Mapping[str, Preset] = NO_PRESETS) -> str:
    """A game's rule options in a few words: the preset they start from (the one leaving
    the fewest single options to name) and every option that differs from it, e.g.
    `preset=advanced, weather=no`, as they are typed; empty for the defaults. The options
    every game shares (deadlines, threads) are no rule and are left out."""
    model = type(options)
    names = [n for n in model.model_fields if n not in CoreOptions.model_fields]
    defaults = {n: model.model_fields[n].default for n in names}
    actual = {n: getattr(options, n) for n in names}

    def differing(base: Mapping[str, Any]) -> list[str]:
        return [n for n in names if actual[n] != base.get(n, defaults[n])]

    start, rest = "", differing(defaults)
    for name, p in presets.items():
        left = differing({**defaults, **p.values})
        if p.values and len(left) < len(rest):
            start, rest = name, left
    files = {o.name for o in describe(model) if o.data_file}
    named = [f"{n}={data_file.shown(actual[n]) if n in files else _shown(actual[n])}"
             for n in rest]
    return ", ".join([f"preset={start}", *named] if start else named)


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "none" if value is None else str(value)

"""Options every game shares, and reading a game's options from one line of text.

A ruleset's options model subclasses `CoreOptions`; its field descriptions are what players
read in `/game options` and the table's help, so the adapters need no list of their own.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .errors import RuleError, excerpt
from .tokens import tokenize

MAX_DEADLINE_MINUTES = 60 * 24 * 14
"""Two weeks: the longest deadline, at creation and by the moderator's `deadline`."""

TRUE_WORDS = frozenset({"yes", "on", "true", "1"})
FALSE_WORDS = frozenset({"no", "off", "false", "0"})
KIND_WORDS = {"yes/no": "yes or no", "number": "a whole number", "text": "text"}
"""An option's kind as a refusal says it: `max_turns` must be a whole number ..."""


class CoreOptions(BaseModel):
    """Options of every game: how long a decision may wait, and where private messages go
    (the engine ignores the latter; the bot's delivery reads it)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    deadline_minutes: int | None = Field(
        None, ge=1, le=MAX_DEADLINE_MINUTES,
        description="Asynchronous play: minutes a decision may wait before its default is "
        "applied (a reminder goes out at three quarters); none: wait for a moderator.",
    )
    private_threads: bool = Field(
        False, description="Send each seat's private messages to a private thread of the "
        "game's channel (the player's, seen by moderators who manage threads) instead of "
        "by DM.",
    )


class OptionInfo(BaseModel):
    """One option as a menu or a help text shows it."""

    model_config = ConfigDict(frozen=True)

    name: str
    kind: str
    default: Any
    description: str
    low: int | None = None
    high: int | None = None


def describe(model: type[BaseModel]) -> list[OptionInfo]:
    """Every option of a model: its name, type, default, bounds and description."""
    out = []
    for name, info in model.model_fields.items():
        low = high = None
        for m in info.metadata:
            low = getattr(m, "ge", low)
            high = getattr(m, "le", high)
        kind = _kind(info.annotation)
        out.append(OptionInfo(name=name, kind=kind, default=info.default, low=low, high=high,
                              description=info.description or ""))
    return out


def _kind(annotation: Any) -> str:
    text = str(annotation)
    if "bool" in text:
        return "yes/no"
    if "int" in text:
        return "number"
    return "text"


def parse_options(model: type[BaseModel], text: str | None) -> dict[str, Any]:
    """`open_spice=yes max_turns=10` -> the options (validated by `model`), or a RuleError
    that names the option and says what it takes; the values are checked now, so a game
    is never created with options its rules refuse."""
    chosen: dict[str, Any] = {}
    fields = {n.lower(): n for n in model.model_fields}
    for token in tokenize(text or ""):
        bare = fields.get(token.text.lower().replace("-", "_"))
        if token.key is None and bare is not None:
            raise RuleError(f"`{bare}` needs a value: `{bare}={_example(model, bare)}`.",
                            hint=usage(model))
        name = fields.get((token.key or "").lower().replace("-", "_"))
        if name is None:
            raise RuleError(f"`{excerpt(token.raw)}` is not an option of this game.",
                            hint=usage(model))
        chosen[name] = _value(model, name, token.text.strip())
    try:
        model.model_validate(chosen)
    except ValidationError as err:
        raise RuleError(_problem(model, err), hint=usage(model)) from None
    return chosen


def _value(model: type[BaseModel], name: str, value: str) -> Any:
    info = next(o for o in describe(model) if o.name == name)
    word = value.lower()
    if info.kind == "yes/no":
        if word in TRUE_WORDS | FALSE_WORDS:
            return word in TRUE_WORDS
        raise RuleError(f"`{name}` is yes or no, not `{excerpt(value)}`.")
    if info.kind == "number":
        if info.default is None and (word in ("none", "") or (word == "0" and info.low)):
            return None  # an optional number's "nothing", as the slash option's 0 says
        if not word.isdigit():
            raise RuleError(f"`{name}` is a whole number{_bounds(info)}, not "
                            f"`{excerpt(value)}`.")
        return int(word)
    return value


def _example(model: type[BaseModel], name: str) -> str:
    info = next(o for o in describe(model) if o.name == name)
    if info.kind == "yes/no":
        return "no" if info.default else "yes"
    return str(info.high or info.low or 1) if info.kind == "number" else "..."


def _problem(model: type[BaseModel], err: ValidationError) -> str:
    first = err.errors()[0]
    name = str(first["loc"][0]) if first["loc"] else ""
    info = next((o for o in describe(model) if o.name == name), None)
    if info is None:
        return "These options do not fit together."
    return f"`{name}` must be {KIND_WORDS[info.kind]}{_bounds(info)}."


def _bounds(info: OptionInfo) -> str:
    if info.low is not None and info.high is not None:
        return f" from {info.low} to {info.high}"
    return ""


def usage(model: type[BaseModel]) -> str:
    """The options a game takes, as `name=value` with each default."""
    parts = [f"{o.name}={_shown(o.default)}" for o in describe(model)]
    return "Options (name=value): " + ", ".join(parts) + "." if parts else "No options."


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "none" if value is None else str(value)

"""A message to be worded: a catalogue id and its arguments, as data.

A `Text` is what the engine stores and passes (in events, refusals, prompts, sheets), and
`say` (catalogue.py) turns it into words in one language. An argument is a number (plural
forms choose by it), a plain string shown as it is (a player's name, a typed command, a
quoted excerpt), another `Text` (a game's word such as a territory, or a clause), or a
list of them (worded as the language lists things).

A few ids are built in and hold no words of their own: `lines` (one item a line), `joined`
(items with a separator) and `listing` (`A, B and C` in the reader's language).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Any, TypeAlias

from pydantic import BaseModel, ConfigDict, Field


class Text(BaseModel):
    """One message of the catalogue, with its arguments."""

    model_config = ConfigDict(frozen=True)

    id: str
    args: dict[str, int | float | str | Text | list[int | float | str | Text]] = Field(
        default_factory=dict)


Say: TypeAlias = Text | str
"""What a person will read: a `Text`, or (only where a value is shown as typed) a string."""

LINES = "lines"
JOINED = "joined"
LISTING = "listing"
BUILT_IN = frozenset({LINES, JOINED, LISTING})


def T(id: str, **args: Any) -> Text:
    """The message `id` with its arguments, e.g. `T(<id>, seat=name)`."""
    return _text(id, {k: _arg(v) for k, v in args.items()})


def lines(*items: Say) -> Text:
    """Several messages, one a line (a status block, a sheet's section)."""
    return _text(LINES, {"items": [_arg(i) for i in items if i != ""]})


def joined(items: list[Say] | tuple[Say, ...], sep: str = " ") -> Text:
    """Messages one after the other with `sep` between (a sentence and its hint)."""
    return _text(JOINED, {"items": [_arg(i) for i in items if i != ""], "sep": _arg(sep)})


def listing(items: list[Any] | tuple[Any, ...]) -> Text:
    """Things listed as the language lists them: `A, B and C`, `A, B e C`, `A, B i C`."""
    return _text(LISTING, {"items": [_arg(i) for i in items]})


_new = object.__new__
_set = object.__setattr__


def _text(id: str, args: dict[str, Any]) -> Text:
    """A `Text` of arguments `_arg` has already checked and made plain, built without
    validating them again: the rules build thousands of messages a game, and validation
    was a third of each one's cost. The result equals `Text(id=id, args=args)`, types
    included (`_arg` turns an enum into its plain value as validation does). The four
    slots are set here as `model_construct` sets them: its generic walk over the fields
    (aliases, defaults) cost five times the rest of the message."""
    if not isinstance(id, str):
        raise TypeError("a message id is a string")
    text = _new(Text)
    _set(text, "__dict__", {"id": str.__new__(str, id), "args": args})
    _set(text, "__pydantic_fields_set__", {"id", "args"})
    _set(text, "__pydantic_extra__", None)
    _set(text, "__pydantic_private__", None)
    return text


@lru_cache(maxsize=4096)
def term(kind: str, name: str) -> Text:
    """A game's own word (a territory, a card, a leader, a faction) as a catalogue message:
    `term("territory", "Arrakeen")` is `territory-arrakeen`, worded in each language with
    the name its rulebook uses, and carrying its grammatical gender where the language
    agrees with it (a `.gender` attribute, passed to the sentence as `<arg>_gender`).
    Kept once per word (a frozen `Text` without arguments): the rules name factions and
    places thousands of times a game; a few thousand words cover every game's (a name
    typed by a player never grows it without bound)."""
    return Text(id=f"{kind}-{slug(name)}")


def slug(name: str) -> str:
    """A name as part of a message id: lower case ASCII words joined by hyphens."""
    flat = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", flat.lower()).strip("-") or "x"


_PLAIN = (str, int, float)
"""The plain types an argument is stored as; a subclass (a `StrEnum` faction, an `IntEnum`)
is stored as its plain value, as `Text`'s validation would store it."""


_KEPT = frozenset({str, int, float, Text})
"""The types an argument keeps as it is, tried first by the exact type: most arguments are
one of them (`bool`, a subclass of `int`, is not, so it still falls to the checks below)."""


def _arg(value: Any) -> Any:
    if type(value) in _KEPT:
        return value
    if isinstance(value, bool):
        raise TypeError("a message argument is a number, a string or a Text, not a bool")
    if isinstance(value, (tuple, list)):
        return [_item(v) for v in value]
    if isinstance(value, Text):
        return value
    for plain in _PLAIN:
        if isinstance(value, plain):
            return plain.__new__(plain, value)
    raise TypeError(f"cannot word a {type(value).__name__} in a message")


def _item(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        raise TypeError("a list in a message holds numbers, strings or Texts, not lists")
    return _arg(value)


Text.model_rebuild()

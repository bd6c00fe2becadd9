"""A game's own data read from a JSON file at creation (a printed map, card lists): one
reader for every ruleset, whose refusals say what is wrong and never show more of the
file than a short excerpt."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from .errors import RuleError, excerpt

M = TypeVar("M", bound=BaseModel)


def load(path: str, model: type[M], *, kind: str, noun: str, option: str, default: str,
         shape: str, refused: tuple[type[Exception], ...] = ()) -> M:
    """The file's JSON as `model`; RuleError naming the `kind` of file when it cannot be
    read, or is not `noun` (the first problem, with where it is). `refused`: further
    errors the model's checks raise for a bad file."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as err:
        raise RuleError(f"The {kind} file `{excerpt(path)}` cannot be read ({err.strerror}).",
                        hint=f"Give the path of a JSON {kind} file, or leave `{option}` out "
                        f"for {default}.") from None
    try:
        return model.model_validate(json.loads(text))
    except (ValueError, ValidationError, *refused) as err:
        raise RuleError(f"The {kind} file `{excerpt(path)}` is not {noun}: "
                        f"{excerpt(first_problem(err), 160)}.", hint=shape) from None


def first_problem(err: Exception) -> str:
    """The first problem, with where it is (`spice.3: ...`)."""
    if not isinstance(err, ValidationError):
        return str(err)
    first = err.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    return f"{where}: {first['msg']}" if where else first["msg"]

"""A game's own data read from a JSON file at creation (a printed map, card lists): one
reader for every ruleset, whose refusals say what is wrong and never show more of the
file than a short excerpt.

A game's inputs are part of the game: the file is read once, when the game is created, and
its text is kept in the game's origin (`DataFile`, with its hash and a name for display), so
replay and undo rebuild the game from what it began with, whatever became of the file."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path, PureWindowsPath
from typing import Annotated, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError

from .errors import OptionValueError, RuleError, excerpt
from .words import Say, T

M = TypeVar("M", bound=BaseModel)


class DataFile(BaseModel):
    """A data file as the game keeps it: its text, that text's SHA-256, and its name, for
    display only (the last part of the path given, never a host's folders)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    sha256: str
    text: str

    def __str__(self) -> str:
        return self.name


DataFileOption = Annotated[str, Field(min_length=1, max_length=300)] | DataFile | None
"""A data file option: a path when the options are chosen, the kept file once the game is
created (`Session.new` reads it)."""


NAME_MARKS = " '’-./"
"""What a name in a data file may hold besides letters and digits: what the printed games'
names use, and nothing the command line reads otherwise (`#` begins a comment, `,`
separates names, quotes and `=` group and name values)."""


def typable(name: str) -> str:
    """A name from a data file that players can type back: letters, digits and
    `NAME_MARKS`, beginning with a letter or a digit; ValueError saying so otherwise."""
    bad = next((ch for ch in name if not (ch.isalnum() or ch in NAME_MARKS)), None)
    if bad is not None or not name[:1].isalnum():
        raise OptionValueError(T("core-data-untypable", name=excerpt(name, 40),
                                 marks=" ".join(NAME_MARKS.strip())))
    return name


ShortName = Annotated[str, Field(min_length=1, max_length=40), AfterValidator(typable)]
"""A region's or a leader's name in a data file: short and `typable`, so that anything
`help` or a usage lists fits a command and reads back as written."""
CardName = Annotated[str, Field(min_length=1, max_length=60), AfterValidator(typable)]
"""A card's name in a data file (a spice card names two territories)."""


def shown(value: str | DataFile) -> str:
    """A data file option's value as games show it: the kept file's name, or for a game
    stored before files were kept, the last part of its path (never the host's folders)."""
    return value.name if isinstance(value, DataFile) else PureWindowsPath(value).name


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def read(path: str, *, option: str, name: str | None = None) -> DataFile:
    """The file at `path`, read now to be kept in the game, under `name` (default: the
    path's last part); RuleError naming only `name` when it cannot be read or is not UTF-8."""
    called = name if name is not None else shown(path) or path
    hint = T("core-data-give-json", option=option)
    try:
        raw = Path(path).read_bytes()
    except OSError as err:
        raise RuleError(T("core-data-unreadable", option=option, file=excerpt(called),
                          error=str(err.strerror)), hint=hint) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise RuleError(T("core-data-not-utf8", option=option, file=excerpt(called),
                          byte=err.start), hint=hint) from None
    return DataFile(name=called, sha256=digest(text), text=text)


def load(source: str | DataFile, model: type[M], *, kind: Say, noun: Say, option: str,
         shape: Say, refused: tuple[type[Exception], ...] = ()) -> M:
    """The file's JSON as `model` (a path is read first); RuleError naming the `kind` of
    file when it cannot be read, or is not `noun` (the first problem, with where it is).
    `refused`: further errors the model's checks raise for a bad file."""
    kept = read(source, option=option) if isinstance(source, str) else source
    if digest(kept.text) != kept.sha256:
        raise RuleError(T("core-data-altered", kind=kind, file=excerpt(kept.name)),
                        hint=T("core-data-restore"))
    try:
        return model.model_validate(json.loads(kept.text))
    except RecursionError:
        raise RuleError(T("core-data-too-deep", kind=kind, file=excerpt(kept.name), noun=noun),
                        hint=shape) from None
    except (ValueError, ValidationError, *refused) as err:
        raise RuleError(T("core-data-invalid", kind=kind, file=excerpt(kept.name), noun=noun,
                          problem=_problem_words(err)), hint=shape) from None


def _problem_words(err: Exception) -> Say:
    """The first problem of a file: a message where a check gave one, else its text (the
    JSON reader's and pydantic's own words), cut short."""
    if isinstance(err, ValidationError):
        found = err.errors()[0].get("ctx", {}).get("error")
        words = getattr(found, "words", None)
        if words is not None:
            where = ".".join(str(part) for part in err.errors()[0]["loc"])
            return T("core-data-problem-at", where=where, problem=words) if where else words
    words = getattr(err, "words", None)
    return words if words is not None else excerpt(first_problem(err), 160)


def first_problem(err: Exception) -> str:
    """The first problem, with where it is (`spice.3: ...`)."""
    if not isinstance(err, ValidationError):
        return str(err)
    first = err.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    return f"{where}: {first['msg']}" if where else first["msg"]

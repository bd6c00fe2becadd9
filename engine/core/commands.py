"""Typed commands and the one registry that reads them.

A command is a frozen pydantic model; its fields, in order, are its arguments. The registry
turns a typed line (`ship 5 the great flat 14`) into a command for the local table and for
Discord's `/do`, builds one from a form's field texts the same way, turns a command into JSON
for the log, and lists every command with its arguments (help, usages, suggestions): the
table and the bot read commands with one definition, which can never drift apart.
"""

from __future__ import annotations

import difflib
import functools
import re
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, get_args, get_origin

from pydantic import BaseModel, ConfigDict, ValidationError

from .errors import CommandSyntaxError, UnknownCommand, excerpt
from .tokens import Token, quote, tokenize
from .words import CATALOGUE, Say, T, Text

MAX_COMMAND_LENGTH = 500
"""Characters in one command. The longest real one (a Truthtrance question, a bribe's
terms) fits easily; anything longer is refused before it is read."""

Vocabulary = Callable[[str], Iterable[str]]
"""Given an argument kind ("territory", "leader" ...), the names a player may type."""


@dataclass(frozen=True)
class Arg:
    """Metadata on a command field: what kind of name it holds, for parsing and autocomplete."""

    kind: str
    help: str = ""


class Command(BaseModel):
    """Base of every command. Subclasses set `name` and `summary`; fields are the arguments.

    A command's summary and its arguments' help are also catalogue messages,
    `<prefix>-command-<name>` and `<prefix>-command-<name>-<field>` (hyphens for `_`), the
    prefix being the command's `words_prefix`, by default the game of the module defining it
    (`engine.rulesets.<game>...`), else `core`: `Registry.summary_words`, `help_words`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: ClassVar[str]
    summary: ClassVar[str] = ""
    words_prefix: ClassVar[str] = ""
    moderator: ClassVar[bool] = False
    secret: ClassVar[bool] = False
    """Secret commands (dials, traitor picks, standing bids) are sent by DM, never in a channel."""


@dataclass(frozen=True)
class Param:
    """One argument of a command as the table, the parser and the help present it."""

    name: str
    annotation: Any
    required: bool
    kind: str
    help: str
    choices: tuple[str, ...]
    alias: str | None = None

    @functools.cached_property
    def base(self) -> Any:
        """The type without Optional/Annotated: int, str, bool or a Literal."""
        return _strip(self.annotation)

    @functools.cached_property
    def takes_words(self) -> bool:
        """A name or free text, which may span several words (not a number, flag or choice)."""
        return self.base is str and not self.choices


NOT_LETTER_OR_DIGIT = re.compile(r"[^a-z0-9]")


def normalise(text: str) -> str:
    """Lower-case letters and digits only: how typed names are compared."""
    return NOT_LETTER_OR_DIGIT.sub("", text.lower())


class Registry:
    """Every command of one ruleset, by name."""

    def __init__(self) -> None:
        self._commands: dict[str, type[Command]] = {}
        self._aliases: dict[str, str] = {}

    def register(self, cls: type[Command], *aliases: str) -> type[Command]:
        if cls.name in self._commands:
            raise ValueError(f"command {cls.name!r} registered twice")
        self._commands[cls.name] = cls
        for alias in aliases:
            self._aliases[alias] = cls.name
        return cls

    def command(self, *aliases: str) -> Callable[[type[Command]], type[Command]]:
        """Class decorator: `@registry.command("alias")`."""

        def wrap(cls: type[Command]) -> type[Command]:
            return self.register(cls, *aliases)

        return wrap

    def __iter__(self):
        return iter(self._commands.values())

    def get(self, name: str) -> type[Command] | None:
        name = name.lower().replace("-", "_")
        return self._commands.get(self._aliases.get(name, name))

    @staticmethod
    def params(cls: type[Command]) -> list[Param]:
        out = []
        for fname, info in cls.model_fields.items():
            arg = next((m for m in info.metadata if isinstance(m, Arg)), None)
            arg = arg or _find_arg(info.annotation)
            base = _strip(info.annotation)
            choices = tuple(str(c) for c in get_args(base)) if get_origin(base) is Literal else ()
            out.append(
                Param(
                    name=fname,
                    annotation=info.annotation,
                    required=info.is_required(),
                    kind=arg.kind if arg else "",
                    help=(arg.help if arg else "") or (info.description or ""),
                    choices=choices,
                    alias=info.alias,
                )
            )
        return out

    def usage(self, cls: type[Command]) -> str:
        words = [cls.name]
        for p in self.params(cls):
            label = "|".join(p.choices) if p.choices else p.name
            if p.base is bool and not p.choices:
                label = "yes|no"  # what a yes/no is typed as, not the field's name
            words.append(f"<{label}>" if p.required else f"[{label}]")
        return " ".join(words)

    # -- words for help ----------------------------------------------------------------

    @staticmethod
    def command_id(cls: type[Command], field: str = "") -> str:
        """The message of a command's summary (or of one argument's help)."""
        prefix = cls.words_prefix or _game_of(cls.__module__)
        tail = f"-{field}" if field else ""
        return f"{prefix}-command-{cls.name}{tail}".replace("_", "-")

    def summary_words(self, cls: type[Command]) -> Say:
        """The command's summary as a message; its English `summary` while none is written."""
        id = self.command_id(cls)
        return T(id) if CATALOGUE.has(id) else cls.summary

    def help_words(self, cls: type[Command], param: Param) -> Say:
        """An argument's help as a message; its English help while none is written."""
        id = self.command_id(cls, param.name)
        return T(id) if CATALOGUE.has(id) else param.help

    def usage_hint(self, cls: type[Command]) -> Text:
        """`Usage: bid <amount>`: the hint of a refusal of the command's words."""
        return T("core-usage", usage=self.usage(cls))

    def usage_of(self, command: Command) -> str:
        """A command as it would be typed: `ship 5 "The Great Flat" 14`, a yes or no as the
        word (`call no`, `elite=yes`), never `=false`. `parse` reads it back to the same
        command (buttons send these lines)."""
        params = self.params(type(command))
        if len(params) == 1 and params[0].base is bool:  # a yes/no answer: `call`, `call no`
            field = type(command).model_fields[params[0].name]
            value = getattr(command, params[0].name)
            if value == field.default:
                return command.name
            return f"{command.name} {'yes' if value else 'no'}"
        written = [(p, self._written(getattr(command, p.name))) for p in params
                   if getattr(command, p.name) is not None]
        free = [p for p in params if p.required or getattr(command, p.name) is None]
        bare = iter(_fillers_quoted([text for p, text in written if p.required], free))
        return " ".join([command.name, *(next(bare) if p.required
                                          else f"{p.alias or p.name}={text}"
                                          for p, text in written)])

    @staticmethod
    def _written(value: Any) -> str:
        return ("yes" if value else "no") if isinstance(value, bool) else quote(str(value))

    # -- JSON for the command log ---------------------------------------------------------

    def dump(self, command: Command) -> dict[str, Any]:
        return {"name": command.name, **command.model_dump(mode="json")}

    def load(self, data: dict[str, Any]) -> Command:
        """A command as `dump` stored it. The stored name is tried as it is first: `dump`
        writes the registered name, and a replay loads every command of a game."""
        data = dict(data)
        name = data.pop("name", "")
        cls = (type(name) is str and self._commands.get(name)) or self.get(name)
        if cls is None:
            raise CommandSyntaxError(T("core-log-unknown-command"))
        return cls.model_validate(data)

    # -- the table's parser ------------------------------------------------------------------

    def parse(self, line: str, vocabulary: Vocabulary | None = None, *,
              max_length: int | None = MAX_COMMAND_LENGTH) -> Command:
        """Read `name arg arg key=value ...`. Multi-word names need no quotes when known;
        quotes group a value's words. Time grows in proportion to the line's length, and a
        line longer than `max_length` is refused before it is read."""
        line = line.strip()
        if max_length is not None:
            check_length(line, max_length)
        tokens = tokenize(line)
        if not tokens:
            raise CommandSyntaxError(T("core-empty-command"), hint=T("core-type-help"))
        cls = self.get(tokens[0].raw)
        if cls is None:
            raise self.unknown(tokens[0].raw)
        params = self.params(cls)
        vocab = vocabulary or (lambda _kind: ())
        keyed, positional = self._split(cls, params, tokens[1:], line)
        free = [p for p in params if p.name not in keyed]
        assigned = _assign(_without_fillers(positional, free, vocab), free, vocab)
        if assigned is None:
            raise CommandSyntaxError(T("core-unreadable", line=excerpt(line)),
                                     hint=self.usage_hint(cls), command=cls.name)
        values, starts = assigned
        text = _trailing_text(params)
        if text is not None and text.name in starts:
            values[text.name] = _as_typed(line, positional[starts[text.name]:])
        by_name = {p.name: p for p in params}
        values.update({k: _coerce(v, by_name[k]) for k, v in keyed.items()})
        return self._validate(cls, values)

    def build(self, name: str, texts: Mapping[str, str]) -> Command:
        """A command from the texts of its arguments (a form's fields, a raise button's
        amount), each read as the parser reads a typed value: an empty text leaves the
        argument out, names not among the command's arguments are ignored, and a refusal
        reads as a typed command's does (`Bad dial: ...`, then the usage)."""
        cls = self.get(name)
        if cls is None:
            raise self.unknown(name)
        values = {}
        for p in self.params(cls):
            text = str(texts.get(p.name) or "").strip()
            if not text:
                continue
            if not _fits(text, p):
                raise CommandSyntaxError(T("core-must-be", where=p.name.replace("_", " "),
                                           expected=_expected(p), typed=excerpt(text)),
                                         hint=self.usage_hint(cls), command=cls.name)
            values[p.name] = _coerce(text, p)
        return self._validate(cls, values)

    def unknown(self, word: str) -> UnknownCommand:
        """The refusal of a word that names no command: the nearest player's commands, not
        the game's whole list (whoever knows the game's state says which a seat may use
        now)."""
        near = nearest(word, [c.name for c in self if not c.moderator])
        return UnknownCommand(word, hint=did_you_mean(near) or T("core-type-help"))

    def _validate(self, cls: type[Command], values: dict[str, Any]) -> Command:
        try:
            return cls.model_validate(values)
        except ValidationError as err:
            raise CommandSyntaxError(_problem(err), hint=self.usage_hint(cls),
                                     command=cls.name) from None

    def _split(self, cls: type[Command], params: list[Param], tokens: list[Token],
               line: str) -> tuple[dict[str, str], list[Token]]:
        """Keyed values (`sector=9`, `from=tueks sietch`: a keyed name takes the bare words
        after it, unless quoted; a keyed number does not; the last parameter, if free
        text, takes the rest of the line) and the positional tokens."""
        by_key = {p.name: p for p in params} | {p.alias: p for p in params if p.alias}
        free_text = any(p.kind == "text" for p in params)
        trailing = _trailing_text(params)
        keyed: dict[str, list[str]] = {}
        positional: list[Token] = []
        last_key = None
        for at, tok in enumerate(tokens):
            key = tok.key.replace("-", "_").lower() if tok.key is not None else None
            if key is not None and key in by_key:
                param = by_key[key]
                if param.name in keyed:
                    raise CommandSyntaxError(T("core-given-twice", key=key),
                                             hint=self.usage_hint(cls), command=cls.name)
                if param is trailing:
                    value = Token(tok.text, tok.raw[len(tok.key or "") + 1:], quoted=tok.quoted,
                                  start=tok.start + len(tok.key or "") + 1)
                    keyed[param.name] = [_as_typed(line, [value, *tokens[at + 1:]])]
                    break
                keyed[param.name] = [tok.text] if tok.text else []
                last_key = param.name if param.takes_words and not tok.quoted else None
            elif key is not None and not free_text:
                raise CommandSyntaxError(
                    T("core-no-such-argument", command=cls.name, key=excerpt(tok.key or "")),
                    hint=self.usage_hint(cls), command=cls.name)
            elif last_key is not None and not tok.quoted:
                keyed[last_key].append(tok.raw)
            else:
                last_key = None
                positional.append(tok if tok.key is None else
                                  Token(tok.raw, tok.raw, start=tok.start))
        return {k: " ".join(v) for k, v in keyed.items()}, positional


def _game_of(module: str) -> str:
    """`engine.rulesets.classic.protocol.commands` -> `classic`; anything else: `core`."""
    parts = module.split(".")
    if "rulesets" in parts and parts.index("rulesets") + 1 < len(parts):
        return parts[parts.index("rulesets") + 1]
    return "core"


MAX_NEAREST = 3
"""Names offered for a mistyped one: the likeliest few, never a wall."""


def nearest(word: str, names: Iterable[str], count: int = MAX_NEAREST) -> list[str]:
    """The names closest to a mistyped `word`: those it begins, then the most alike in
    spelling (`pss` -> `pass`)."""
    names = list(dict.fromkeys(names))
    typed = word.lower().replace("-", "_")
    begun = [n for n in names if typed and n.startswith(typed)]
    alike = difflib.get_close_matches(typed, names, n=count, cutoff=0.6)
    return list(dict.fromkeys(begun + alike))[:count]


def did_you_mean(names: list[str]) -> Say:
    """`Did you mean `pass`?` (or `` `a` or `b` ``); '' for no names."""
    if not names:
        return ""
    return T("core-did-you-mean", names=either([f"`{n}`" for n in names]))


def either(items: list[Say]) -> Say:
    """`a or b or c` in the reader's language (one item alone as it is)."""
    out = items[0]
    for item in items[1:]:
        out = T("core-or", first=out, second=item)
    return out


def check_length(line: str, limit: int = MAX_COMMAND_LENGTH) -> None:
    """Refuse a line longer than `limit` characters, saying how long it was (not what)."""
    if len(line) > limit:
        raise CommandSyntaxError(
            T("core-too-long", length=len(line), limit=limit),
            hint=T("core-shorten"),
        )


def _find_arg(annotation: Any) -> Arg | None:
    """The Arg inside `Annotated[str, Arg(...)] | None`, where pydantic does not lift it."""
    if get_origin(annotation) is typing.Annotated:
        return next((m for m in get_args(annotation)[1:] if isinstance(m, Arg)), None)
    if get_origin(annotation) in (typing.Union, types.UnionType):
        return next(filter(None, (_find_arg(a) for a in get_args(annotation))), None)
    return None


def _strip(annotation: Any) -> Any:
    """Remove Optional[...] and Annotated[...] around a field type."""
    origin = get_origin(annotation)
    if origin is typing.Annotated:
        return _strip(get_args(annotation)[0])
    if origin in (typing.Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        return _strip(args[0]) if len(args) == 1 else annotation
    return annotation


_INTEGER = re.compile(r"[+-]?[0-9]+")
NUMBER_WORDS = {word: n for n, word in enumerate((
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen", "twenty"))}
"""Small numbers as a player may spell them (`bid one`)."""
FILLERS = frozenset({"to", "the", "spice", "turn", "in", "at", "on", "into", "onto", "of",
                     "from", "sector"})
"""Words a player adds around a command's values (`ship 5 to the great flat`, `bid 1
spice`, `predict atreides turn 3`): dropped unless they belong to a value."""
_FLAGS = {"yes": True, "no": False, "true": True, "false": False, "on": True, "off": False,
          "y": True, "n": False}


def _fillers_quoted(words: list[str], free: list[Param]) -> list[str]:
    """The values written bare, with those quoted that the parser would drop as filler
    words (`deal at 0 terms=x`: `at` is the value `to`), so that the line reads back to its
    command (`_dropped` decides for both)."""
    dropped = _dropped([(w, w.startswith('"')) for w in words], free)
    return [f'"{w}"' if drop else w for w, drop in zip(words, dropped, strict=True)]


def _dropped(words: list[tuple[str, bool]], params: list[Param]) -> list[bool]:
    """Which of the words (text, kept: quoted or part of a known name) the parser drops as
    the filler words a player adds around values (`to`, `at`, `the`). A filler stays where
    it may be a value: kept, a choice or a yes/no of the command (`stack spice ...`, `on`),
    anywhere in a command that takes free text (a question keeps its words), and where
    fillers are all there is (`keep spice` names what to keep, `take spice` is no plain
    `take`)."""
    if any(p.kind == "text" for p in params):
        return [False] * len(words)
    choices = [p for p in params if p.choices or p.base is bool]
    dropped = [not kept and text.lower() in FILLERS and not any(_fits(text, p) for p in choices)
               for text, kept in words]
    return [False] * len(words) if all(dropped) else dropped


def _fits(token: str, param: Param) -> bool:
    base = param.base
    if base is int:
        return _INTEGER.fullmatch(token) is not None or token.lower() in NUMBER_WORDS
    if base is bool:
        return token.lower() in _FLAGS
    if param.choices:
        return token.lower() in {c.lower() for c in param.choices}
    return True


BOUNDS = {"greater_than_equal": ("core-must-be-at-least", "ge"),
          "less_than_equal": ("core-must-be-at-most", "le"),
          "greater_than": ("core-must-be-more-than", "gt"),
          "less_than": ("core-must-be-less-than", "lt")}
"""A bound a value broke: the refusal's message and pydantic's name of the bound."""


def _problem(err: ValidationError) -> Text:
    """The first refusal of a command's values, in the table's words (never pydantic's).
    `where` is the argument's name as typed (`sector=9`), so it stays as it is in every
    language."""
    problem = err.errors()[0]
    loc = problem.get("loc", ())
    where: Say = str(loc[0]).replace("_", " ") if loc else T("core-the-command")
    message, key = BOUNDS.get(problem["type"], ("", ""))
    if message:
        bound = problem.get("ctx", {}).get(key)
        return T(message, where=where,
                 bound=bound if isinstance(bound, (int, float)) else str(bound))
    typed = {"typed": excerpt(str(problem.get("input")))} if "input" in problem else {}
    if any(e["type"] == "float_parsing" for e in err.errors()):
        return T("core-must-be-number" + ("-not" if typed else ""), where=where, **typed)
    if problem["type"] in ("int_parsing", "int_type", "int_from_float"):
        return T("core-must-be-whole" + ("-not" if typed else ""), where=where, **typed)
    if problem["type"] == "missing":
        return T("core-missing", where=where)
    if problem["type"] == "extra_forbidden":
        return T("core-not-an-argument", where=excerpt(str(loc[0]) if loc else ""))
    return T("core-not-valid", where=where)


def _expected(param: Param) -> Text:
    """What a value of this parameter looks like, in words."""
    if param.base is int:
        return T("core-expected-whole-number")
    if param.base is bool:
        return T("core-expected-yes-or-no")
    return T("core-expected-one-of", choices=", ".join(param.choices))


def _trailing_text(params: list[Param]) -> Param | None:
    """The last parameter when it is free text (`Arg("text")`): it takes the rest of the
    line as typed, quotes and all, so a question may say `"Lasgun"?` or `'yes'`."""
    return params[-1] if params and params[-1].kind == "text" else None


def _as_typed(line: str, tokens: list[Token]) -> str:
    """The text of `tokens` (the rest of the line) as typed; one quoted value alone is
    read without its quotes, as `usage_of` writes it."""
    if len(tokens) == 1 and tokens[0].quoted:
        return tokens[0].text
    return line[tokens[0].start:].strip() if tokens else ""


def _assign(tokens: list[Token], params: list[Param],
            vocab: Vocabulary) -> tuple[dict[str, Any], dict[str, int]] | None:
    """Match tokens to parameters in order; a name may take several words. Returns the
    values and the index of each one's first token; None: no match. Free text may take
    quoted tokens among its words.

    Of all the ways to match, the one taken is the first in this order: each parameter in
    turn prefers a known name (the longest), then the fewest words, then being left out (if
    optional). A table of which (token, parameter) positions can still finish makes that
    choice without backtracking: time in proportion to tokens x parameters."""
    n, k = len(tokens), len(params)
    spans = _Spans(tokens, vocab)
    ok = [[False] * (n + 1) for _ in range(k + 1)]
    nearest = [[n + 1] * (n + 2) for _ in range(k + 1)]  # first i' >= i with ok[j][i']
    ok[k][n] = True
    nearest[k][: n + 1] = [n] * (n + 1)
    for j in range(k - 1, -1, -1):
        p, row, after = params[j], ok[j], ok[j + 1]
        for i in range(n, -1, -1):
            if i == n:
                row[i] = not p.required and after[n]
            elif not p.takes_words:
                row[i] = (_fits(tokens[i].text, p) and after[i + 1]) or (
                    not p.required and after[i])
            else:
                row[i] = nearest[j + 1][i + 1] <= spans.limit(i, p) or (
                    not p.required and after[i])
            nearest[j][i] = i if row[i] else nearest[j][i + 1]
    if not ok[0][0]:
        return None
    values: dict[str, Any] = {}
    starts: dict[str, int] = {}
    i = 0
    for j, p in enumerate(params):
        if i == n:
            break
        if not p.takes_words:
            width = 1 if _fits(tokens[i].text, p) and ok[j + 1][i + 1] else 0
        else:
            known = [w for w in spans.known(i, p.kind) if ok[j + 1][i + w]]
            first = nearest[j + 1][i + 1]
            width = known[0] if known else (first - i if first <= spans.limit(i, p) else 0)
        if width:  # else ok[j + 1][i]: the parameter is left out
            values[p.name] = _coerce(" ".join(t.text for t in tokens[i:i + width]), p)
            starts[p.name] = i
            i += width
    return values, starts


class _Spans:
    """Which runs of tokens a name parameter may take. A quoted token is a value on its own;
    a run of bare words may be a known name (from the vocabulary) or any words at all."""

    MAX_WORDS = 8
    """Longest run of words tried as a known name ("Habbanya Ridge Flat" is three)."""

    def __init__(self, tokens: list[Token], vocab: Vocabulary) -> None:
        self.tokens = tokens
        self.vocab = vocab
        self._names: dict[str, frozenset[str]] = {}
        self._quoted_from = [len(tokens)] * (len(tokens) + 1)  # first quoted index >= i
        for i in range(len(tokens) - 1, -1, -1):
            self._quoted_from[i] = i if tokens[i].quoted else self._quoted_from[i + 1]

    def limit(self, i: int, param: Param | None = None) -> int:
        """The furthest end (exclusive) of a run starting at token i (free text: any)."""
        if param is not None and param.kind == "text":
            return len(self.tokens)
        return i + 1 if self.tokens[i].quoted else self._quoted_from[i]

    def known(self, i: int, kind: str) -> list[int]:
        """Widths of the runs from token i that spell a known name, longest first."""
        names = self._names_of(kind)
        if not names:
            return []
        longest = max(map(len, names))
        out, key = [], ""
        for w in range(1, min(self.limit(i) - i, self.MAX_WORDS) + 1):
            key += normalise(self.tokens[i + w - 1].text)
            if len(key) > longest:
                break
            if key in names:
                out.append(w)
        return out[::-1]

    def _names_of(self, kind: str) -> frozenset[str]:
        if kind not in self._names:
            self._names[kind] = _known_names(tuple(self.vocab(kind)) if kind else ())
        return self._names[kind]


@functools.lru_cache(maxsize=64)
def _known_names(words: tuple[str, ...]) -> frozenset[str]:
    """A vocabulary's names as typed lines are compared with them (with and without a
    leading `the`), worked out once per vocabulary, not once per line read."""
    return frozenset({normalise(n) for n in words} | {
        normalise(n[4:]) for n in words if n.lower().startswith("the ")})


def _without_fillers(tokens: list[Token], params: list[Param],
                     vocab: Vocabulary) -> list[Token]:
    """The tokens without the filler words a player adds around values (see `_dropped`);
    a token inside a known name (`Hole in the Rock`) is kept."""
    if any(p.kind == "text" for p in params):
        return tokens
    spans = _Spans(tokens, vocab)
    kept = set()
    for i in range(len(tokens)):
        for kind in {p.kind for p in params if p.takes_words}:
            kept.update(range(i, i + max(spans.known(i, kind), default=0)))
    dropped = _dropped([(t.text, t.quoted or i in kept) for i, t in enumerate(tokens)], params)
    return [t for t, drop in zip(tokens, dropped, strict=True) if not drop]


def _coerce(value: str, param: Param) -> Any:
    if param.base is int and value.lower() in NUMBER_WORDS:
        return NUMBER_WORDS[value.lower()]
    if param.base is bool and _fits(value, param):
        return _FLAGS[value.lower()]
    if param.choices and _fits(value, param):
        return next(c for c in param.choices if c.lower() == value.lower())
    return value

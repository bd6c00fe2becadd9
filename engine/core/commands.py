"""Typed commands and the one registry that reads them.

A command is a frozen pydantic model; its fields, in order, are its arguments. The registry
turns a typed line (`ship 5 the great flat 14`) into a command for the local table, turns a
command into JSON for the log, and lists every command with its arguments so the Discord cogs
build their slash commands from the same definitions: the two can never drift apart.
"""

from __future__ import annotations

import re
import types
import typing
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, get_args, get_origin

from pydantic import BaseModel, ConfigDict, ValidationError

from .errors import CommandSyntaxError

Vocabulary = Callable[[str], Iterable[str]]
"""Given an argument kind ("territory", "leader" ...), the names a player may type."""


@dataclass(frozen=True)
class Arg:
    """Metadata on a command field: what kind of name it holds, for parsing and autocomplete."""

    kind: str
    help: str = ""


class Command(BaseModel):
    """Base of every command. Subclasses set `name` and `summary`; fields are the arguments."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: ClassVar[str]
    summary: ClassVar[str] = ""
    moderator: ClassVar[bool] = False
    secret: ClassVar[bool] = False
    """Secret commands (dials, traitor picks, standing bids) are sent by DM, never in a channel."""


@dataclass(frozen=True)
class Param:
    """One argument of a command as the table and the slash commands present it."""

    name: str
    annotation: Any
    required: bool
    kind: str
    help: str
    choices: tuple[str, ...]
    alias: str | None = None

    @property
    def base(self) -> Any:
        """The type without Optional/Annotated: int, str, bool or a Literal."""
        return _strip(self.annotation)


def normalise(text: str) -> str:
    """Lower-case letters and digits only: how typed names are compared."""
    return re.sub(r"[^a-z0-9]", "", text.lower())


_TOKEN = re.compile(r'"([^"]*)"|(\S+)')  # a double-quoted group, or a bare word


def tokenize(line: str) -> list[str]:
    """Split on white space; double quotes group words ("Tuek's Sietch")."""
    return [m[1] if m[1] is not None else m[2] for m in _TOKEN.finditer(line)]


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
            words.append(f"<{label}>" if p.required else f"[{label}]")
        return " ".join(words)

    def usage_of(self, command: Command) -> str:
        """A command as it would be typed: `ship 5 "The Great Flat" 14`."""
        words = [command.name]
        for p in self.params(type(command)):
            value = getattr(command, p.name)
            if value is None:
                continue
            text = str(value).lower() if isinstance(value, bool) else str(value)
            text = f'"{text}"' if " " in text else text
            words.append(text if p.required else f"{p.alias or p.name}={text}")
        return " ".join(words)

    # -- JSON for the command log ---------------------------------------------------------

    def dump(self, command: Command) -> dict[str, Any]:
        return {"name": command.name, **command.model_dump(mode="json")}

    def load(self, data: dict[str, Any]) -> Command:
        data = dict(data)
        cls = self.get(data.pop("name", ""))
        if cls is None:
            raise CommandSyntaxError("Unknown command in the log.")
        return cls.model_validate(data)

    # -- the table's parser ------------------------------------------------------------------

    def parse(self, line: str, vocabulary: Vocabulary | None = None) -> Command:
        """Read `name arg arg key=value ...`. Multi-word names need no quotes when known."""
        tokens = tokenize(line.strip())
        if not tokens:
            raise CommandSyntaxError("Empty command.", hint="Type `help` for the commands.")
        cls = self.get(tokens[0])
        if cls is None:
            raise CommandSyntaxError(
                f"Unknown command `{tokens[0]}`.",
                hint="Known: " + ", ".join(sorted(self._commands)) + ".",
            )
        params = self.params(cls)
        by_key = {p.name: p.name for p in params} | {p.alias: p.name for p in params if p.alias}
        keyed: dict[str, Any] = {}
        positional = []
        last_key = None
        for tok in tokens[1:]:
            key, eq, value = tok.partition("=")
            key = key.replace("-", "_").lower()
            if eq and key in by_key:
                last_key = by_key[key]
                keyed[last_key] = value
            elif last_key is not None:  # `from=tueks sietch`: a keyed name may take words
                keyed[last_key] += " " + tok
            else:
                positional.append(tok)
        free = [p for p in params if p.name not in keyed]
        values = _assign(positional, free, vocabulary or (lambda _kind: ()))
        if values is None:
            raise CommandSyntaxError(
                f"Could not read `{line.strip()}`.", hint=f"Usage: {self.usage(cls)}"
            )
        values.update(keyed)
        try:
            return cls.model_validate(values)
        except ValidationError as err:
            problem = err.errors()[0]
            where = ".".join(str(x) for x in problem.get("loc", ())) or "arguments"
            raise CommandSyntaxError(
                f"Bad {where}: {problem.get('msg', 'invalid value')}.",
                hint=f"Usage: {self.usage(cls)}",
            ) from None


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


def _fits(token: str, param: Param) -> bool:
    base = param.base
    if base is int:
        return re.fullmatch(r"[+-]?\d+", token) is not None
    if base is bool:
        return token.lower() in {"yes", "no", "true", "false", "on", "off", "y", "n"}
    if param.choices:
        return token.lower() in {c.lower() for c in param.choices}
    return True


def _assign(tokens: list[str], params: list[Param], vocab: Vocabulary) -> dict[str, Any] | None:
    """Match tokens to parameters in order; a name may take several words. None: no match."""
    if not params:
        return {} if not tokens else None
    head, rest = params[0], params[1:]
    if not tokens:
        return {} if all(not p.required for p in params) else None
    spans = _spans(tokens, head, vocab)
    for width in spans:
        value = " ".join(tokens[:width])
        tail = _assign(tokens[width:], rest, vocab)
        if tail is not None:
            return {head.name: _coerce(value, head), **tail}
    if not head.required:
        return _assign(tokens, rest, vocab)
    return None


def _spans(tokens: list[str], param: Param, vocab: Vocabulary) -> list[int]:
    """How many tokens this parameter may take, best guess first."""
    if param.base is not str or param.choices:
        return [1] if _fits(tokens[0], param) else []
    names = {normalise(n) for n in vocab(param.kind)} if param.kind else set()
    names |= {normalise(n[4:]) for n in vocab(param.kind) if n.lower().startswith("the ")}
    known = [w for w in range(len(tokens), 0, -1) if normalise("".join(tokens[:w])) in names]
    others = [w for w in range(1, len(tokens) + 1) if w not in known]
    return known + others


def _coerce(value: str, param: Param) -> Any:
    if param.base is bool:
        return value.lower() in {"yes", "true", "on", "y"}
    if param.choices:
        return next(c for c in param.choices if c.lower() == value.lower())
    return value

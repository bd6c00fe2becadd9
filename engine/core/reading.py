"""A typed line read for one seat in one position, and refusals that say what would work.

The registry reads words without the game (the table, `/do`, a form and the tests read with
one parser), so only here, where the position and the typing seat are known, can a refusal
name what that seat could type instead: the nearest of its commands to a mistyped one, the
choices a command left without its value has now, its moves now. Everything offered comes
from that seat's own `legal` (the moderator is offered the moderator's commands), so a
refusal, which only its typist sees, tells nothing the seat could not list itself.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from .commands import Command, Registry, did_you_mean, nearest
from .errors import CommandSyntaxError, RuleError, UnknownCommand
from .ruleset import MODERATOR_SEAT
from .words import Say, T, joined, say

MAX_SHOWN = 6
"""Moves a refusal lists at most: enough to show the way, short on a phone."""
MAX_SHOWN_CHARS = 300
"""Characters of moves a refusal lists at most (one move may be long): far under
Discord's 2,000 for a whole message."""


class Game(Protocol):
    """What reading a line asks of a game: its commands and the position's moves. Named
    here rather than taken from `RulesetBase`, which reads its lines with this module."""

    registry: Registry

    def vocabulary(self, kind: str) -> Iterable[str]: ...

    def seats(self, state: Any) -> dict[str, str]: ...

    def finished(self, state: Any) -> bool: ...

    def legal(self, state: Any, seat: str) -> list[Command]: ...

    def where(self, state: Any) -> Say: ...


def read(ruleset: Game, state: Any, actor: str, line: str) -> Command:
    """The command `line` spells, for `actor` now; a refusal says what the actor could
    type instead."""
    try:
        return ruleset.registry.parse(line, ruleset.vocabulary)
    except UnknownCommand as err:
        _hint(err, unknown_hint(ruleset, state, actor, err.word))
        raise
    except CommandSyntaxError as err:
        cls = ruleset.registry.get(err.command) if err.command else None
        if cls is not None and cls.moderator and actor != MODERATOR_SEAT:
            refused = RuleError(T("core-moderator-command", command=cls.name),
                                hint=T("core-ask-moderator"))  # not its usage, to a player
            explain(ruleset, state, actor, refused)
            raise refused from None
        if cls is not None:
            _hint(err, sentences(err.hint, _choices(ruleset, state, actor, cls.name)))
        else:  # no command read at all: an empty line, say
            explain(ruleset, state, actor, err)
        raise


def unknown_hint(ruleset: Game, state: Any, actor: str, word: str) -> Say:
    """For a word that names no command: the nearest commands the actor may use now (or
    ever, when none is near), then the actor's moves now (the moderator: its commands)."""
    registry = ruleset.registry
    if actor == MODERATOR_SEAT:
        names = [c.name for c in registry if c.moderator]
        return sentences(did_you_mean(nearest(word, names)),
                         T("core-moderator-commands", names=", ".join(f"`{n}`" for n in names)))
    moves = moves_now(ruleset, state, actor)
    near = (nearest(word, dict.fromkeys(m.split(" ")[0] for m in moves))
            or nearest(word, [c.name for c in registry if not c.moderator]))
    return sentences(did_you_mean(near), _now(ruleset, state, MOVES, moves))


def explain(ruleset: Game, state: Any, actor: str, err: RuleError) -> None:
    """Complete a refusal of the rules so it names what would work: the actor's moves now,
    unless it names one already; a seat with none is told where the game stands and whom
    it waits for (so is anyone else refused without a hint)."""
    moves = moves_now(ruleset, state, actor)
    if moves and not any(f"`{m}`" in err.text for m in moves):
        _hint(err, sentences(err.hint, listing(MOVES, moves)))
    elif not moves and (not err.hint or actor in ruleset.seats(state)):
        _hint(err, sentences(err.hint, ruleset.where(state)))


def moves_now(ruleset: Game, state: Any, seat: str) -> list[str]:
    """The seat's legal moves now as it would type them (each begins with its command's
    name); none for the moderator, a stranger or a finished game."""
    if seat not in ruleset.seats(state) or ruleset.finished(state):
        return []
    return [ruleset.registry.usage_of(c) for c in ruleset.legal(state, seat)]


MOVES = "core-moves-now"
CHOICES = "core-choices-now"
"""The two lists a refusal gives: the seat's moves now, a command's choices now (each a
message `<label>` taking `moves`, and `rest`, how many more, which may be 0)."""


def listing(label: str, moves: list[str]) -> Say:
    """`Your moves now: `pass`, `bid 3` and 12 more.`: one move of each command first, so
    a short list shows every kind of move, cut to `MAX_SHOWN` moves and characters.
    `label` is MOVES or CHOICES."""
    firsts: dict[str, str] = {}
    for move in moves:
        firsts.setdefault(move.split(" ")[0], move)
    ordered = list(dict.fromkeys([*firsts.values(), *moves]))
    shown: list[str] = []
    for move in ordered[:MAX_SHOWN]:
        if shown and sum(len(m) + 4 for m in shown) + len(move) > MAX_SHOWN_CHARS:
            break
        shown.append(move)
    rest = len(ordered) - len(shown)
    return T(label, moves=", ".join(f"`{m}`" for m in shown), rest=rest)


def _choices(ruleset: Game, state: Any, actor: str, name: str) -> Say:
    """For a command whose words could not be read: its choices now, else the actor's
    moves now, else where the game stands."""
    moves = moves_now(ruleset, state, actor)
    choices = [m for m in moves if m.split(" ")[0] == name]
    if choices:
        return listing(CHOICES, choices)
    return _now(ruleset, state, MOVES, moves)


def _now(ruleset: Game, state: Any, label: str, moves: list[str]) -> Say:
    """The moves listed, or, with none, where the game stands and whom it waits for."""
    return listing(label, moves) if moves else ruleset.where(state)


def sentences(*parts: Say) -> Say:
    """The non-empty parts as sentences: each ends with a stop (`Usage: bid <amount>.`).
    Whether a message ends with one is read from its English words (a usage line ends with
    its last argument in every language)."""
    kept = [p.strip() if isinstance(p, str) else p for p in parts]
    out = [p if say(p).strip().endswith((".", "?", "!", ")")) else T("core-sentence", text=p)
           for p in kept if say(p).strip()]
    if not out:
        return ""
    return joined(out) if len(out) > 1 else out[0]


def _hint(err: RuleError, hint: Say) -> None:
    err.hint = hint

"""Moderator repairs, the shape every game shares: how a repair is tried and played, how its
arguments read, how it is logged, and how a game says which repair mends each part of its
state.

A repair mends a position a table got wrong (a card never given back, a die misread, a
force left behind) without replaying the game. Whatever the game, a repair keeps the same
promises, so they are kept here once:

- it is validated before anything changes, and a refused repair names what would work;
- it is tried first on a copy of the game, with the automatic steps that follow it: if the
  game would break an invariant (`problems`), wait for no one before its end, or refuse a
  default that `force` would then apply, it is refused and nothing changes;
- it is logged publicly, and its secret part (a traitor, a guess) reaches only the seat
  concerned and the moderators (`log_secret`).

Each ruleset declares, for every field of its state, the repair command that mends it or a
`Reason` it has none (`Repairs`); `tests/conformance/test_repairs.py` fails on a field that
has neither.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .commands import Command
from .errors import RuleError, excerpt
from .events import EventLog
from .moderation import Force
from .ruleset import MODERATOR_SEAT, Ruleset
from .words import CATALOGUE, Say, T, Text


@dataclass(frozen=True)
class Reason:
    """Why a part of a game's state has no repair command of its own."""

    why: str


DERIVED = Reason("derived: it follows from other parts, and is mended with them")
RNG = Reason("the seeded generator's state: every later throw and shuffle follows from it")
HISTORY = Reason("a record of what was played: `undo` takes it back")
FIXED = Reason("fixed when the game was made (its seats, sides, map or cards)")
OPTIONS = Reason("the game's options: `deadline` changes the deadline, the rest are fixed "
                 "when the game is made")
PROGRESS = Reason("where the game stands in a step: `force`, `expire` and `undo` move it on "
                  "or back")
STANDING = Reason("a seat's own secret standing orders: the seat gives and cancels them "
                  "itself (`auto off`), and no moderator needs to see them")
RESULT = Reason("the end of the game: set when it is won, and taken back with `undo`")

Repairs = Mapping[str, "str | Reason"]
"""A state field's path (`players.*.spice`, `*` for any key or index) -> the name of the
moderator command that repairs it, or the Reason it has none. A path covers the fields
inside it."""

Repair = Callable[[Any, Any, EventLog], None]
"""A repair's action: `(state, command, log)`, raising RuleError before any change."""


def repair(ruleset: Ruleset, repairs: Mapping[type[Command], Repair], state: Any,
           command: Command, log: EventLog) -> None:
    """Play a moderator's repair once a trial on a copy of the game shows that the game goes
    on soundly after it; refuse a command that is no repair of this game."""
    act = repairs.get(type(command))
    if act is None:
        raise RuleError(T("core-moderator-does-not-play", command=command.name),
                        hint=T("core-use-force"))
    trial = state.model_copy(deep=True)
    act(trial, command, EventLog())
    _goes_on(ruleset, trial)
    act(state, command, log)


def _goes_on(ruleset: Ruleset, trial: Any) -> None:
    """Refuse a repair after which the game would be unsound or stuck: its invariants
    broken, no one to wait for before the end, or a default that `force` could not play."""
    ruleset.settle(trial, EventLog())
    broken = ruleset.problems(trial)
    if broken:
        raise RuleError(T("core-repair-unsound", problems="; ".join(broken)),
                        hint=T("core-repair-other-part-first"))
    if ruleset.finished(trial):
        return
    if not ruleset.pending(trial):
        raise RuleError(T("core-repair-stuck"), hint=T("core-repair-choose-or-undo"))
    try:
        ruleset.apply(trial, MODERATOR_SEAT, Force())
    except RuleError as err:
        raise RuleError(T("core-repair-default-refused", refusal=err.words),
                        hint=T("core-repair-choose-or-mend")) from None


# -- arguments ------------------------------------------------------------------------------


def _start(what: Say) -> Say:
    """`what` at the start of a sentence: an English phrase capitalised; a message as its
    `<id>-start` where the catalogue has one (`The storm`), else as it is."""
    if isinstance(what, str):
        return what[:1].upper() + what[1:]
    start = f"{what.id}-start"
    return T(start, **what.args) if CATALOGUE.has(start) else what


def name_list(text: str, what: Say) -> list[str]:
    """A list typed as names separated by commas, or `none` for an empty one. `what`, here
    and below, is what the moderator repairs (`the storm`, a game's message)."""
    words = [w.strip() for w in text.split(",") if w.strip()]
    if not words:
        raise RuleError(T("core-repair-name-list", what=what))
    return [] if [w.lower() for w in words] == ["none"] else words


def within(value: int, low: int, high: int, what: Say) -> int:
    """`value` if it lies from `low` to `high`; else a refusal naming the range."""
    if not low <= value <= high:
        raise RuleError(T("core-repair-out-of-range", what=_start(what), low=low, high=high,
                          value=value),
                        hint=T("core-repair-set-within", what=what, low=low, high=high))
    return value


def one_of(text: str, names: list[str] | tuple[str, ...], what: Say) -> str:
    """The name of `names` that `text` names (case and spacing aside); a refusal listing
    them."""
    wanted = " ".join(text.lower().split())
    for name in names:
        if " ".join(name.lower().split()) == wanted:
            return name
    raise RuleError(T("core-repair-not-one-of", typed=excerpt(text), what=what),
                    hint=T("core-repair-here", names=", ".join(names)) if names
                    else T("core-repair-none-here"))


# -- the public log -------------------------------------------------------------------------


def log_set(log: EventLog, kind: str, what: Say, before: Say | int, after: Say | int,
            **data: Any) -> None:
    """A public repair of a public fact: `Moderator sets <what> from <before> to <after>.`
    Called before the change, it refuses a repair that would change nothing."""
    if before == after:
        raise RuleError(T("core-repair-already", what=_start(what), value=_shown(after)))
    log.public(kind, T("core-repair-set", what=what, before=_shown(before),
                       after=_shown(after)), **data)


def _shown(value: object) -> Any:
    """A value in a message: a number or a message as it is, anything else as text."""
    if isinstance(value, bool):
        return str(value)
    return value if isinstance(value, (int, float, str, Text)) else str(value)


def log_secret(log: EventLog, kind: str, seat: str, owner: Say, what: Say, value: Say,
               **data: Any) -> None:
    """A repair of a secret: the table learns only that `owner`'s `what` changed; the seat
    and the moderators learn what it now is. `data` goes to the seat and the moderators
    only."""
    log.public(kind, T("core-repair-secret-changed", owner=owner, what=what))
    log.private(seat, kind, T("core-repair-secret-yours", what=what, value=value), **data)
    log.moderator(kind, T("core-repair-secret-is", owner=owner, what=what, value=value),
                  **data)

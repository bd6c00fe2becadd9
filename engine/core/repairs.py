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
        raise RuleError(f"The moderator does not play `{command.name}` for a seat.",
                        hint="Use `force` to apply a seat's default choice.")
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
        raise RuleError("This repair would leave the game unsound: " + "; ".join(broken)
                        + ".", hint="Repair the other part first, or choose other values.")
    if ruleset.finished(trial):
        return
    if not ruleset.pending(trial):
        raise RuleError("After this repair the game would wait for no one and could not go "
                        "on.", hint="Choose other values, or `undo` the command at fault.")
    try:
        ruleset.apply(trial, MODERATOR_SEAT, Force())
    except RuleError as err:
        raise RuleError("After this repair a decision's default would be refused "
                        f"({err.text}), so the game could not go on.",
                        hint="Choose other values, or repair that decision's part "
                        "first.") from None


# -- arguments ------------------------------------------------------------------------------


def name_list(text: str, what: str) -> list[str]:
    """A list typed as names separated by commas, or `none` for an empty one."""
    words = [w.strip() for w in text.split(",") if w.strip()]
    if not words:
        raise RuleError(f"Name the {what}, separated by commas, or `none`.")
    return [] if [w.lower() for w in words] == ["none"] else words


def within(value: int, low: int, high: int, what: str) -> int:
    """`value` if it lies from `low` to `high`; else a refusal naming the range."""
    if not low <= value <= high:
        raise RuleError(f"{what[:1].upper()}{what[1:]} runs from {low} to {high}, not "
                        f"{value}.", hint=f"Set {what} from {low} to {high}.")
    return value


def one_of(text: str, names: list[str] | tuple[str, ...], what: str) -> str:
    """The name of `names` that `text` names (case and spacing aside); a refusal listing
    them."""
    wanted = " ".join(text.lower().split())
    for name in names:
        if " ".join(name.lower().split()) == wanted:
            return name
    raise RuleError(f"`{excerpt(text)}` is not {what}.",
                    hint=("Here: " + ", ".join(names) + ".") if names else "There is none.")


# -- the public log -------------------------------------------------------------------------


def log_set(log: EventLog, kind: str, what: str, before: object, after: object,
            **data: Any) -> None:
    """A public repair of a public fact: `Moderator sets <what> from <before> to <after>.`
    Called before the change, it refuses a repair that would change nothing."""
    if before == after:
        raise RuleError(f"{what[:1].upper()}{what[1:]} is {after} already.")
    log.public(kind, f"Moderator sets {what} from {before} to {after}.", **data)


def log_secret(log: EventLog, kind: str, seat: str, owner: str, what: str, value: str,
               **data: Any) -> None:
    """A repair of a secret: the table learns only that `owner`'s `what` changed; the seat
    and the moderators learn what it now is. `data` goes to the seat and the moderators
    only."""
    log.public(kind, f"Moderator changes {owner}'s {what}.")
    log.private(seat, kind, f"The moderator sets your {what}: {value}.", **data)
    log.moderator(kind, f"{owner}'s {what}: {value}.", **data)

"""A phase of the game as one object (boardgame.io's phase config is the model).

A phase says how it begins, what it does on its own, when it is finished, whom it waits
for, which commands it offers a faction, and the rules of the commands played in it. The
loop of play (`flow`), the waiting list (`pending`), the menus (`legal`) and the views are
lookups over these objects, so a phase is described once.

A `Rule` ties a command to its check and its action. The check raises `RuleError` unless
the faction may give the command now, whatever its arguments: whose turn it is, which
decision is open. The action begins with that same check (it is the phase module's own
function, called first), so `apply` refuses exactly when `legal`, which lists a command
only if its check passes, leaves it out; test_legal_agrees tries this over random games.
The action then validates the arguments (a check that read them would run once per listed
command, and the menus list hundreds).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from engine.core import Command, Decision, EventLog, RuleError

from ..data import Faction
from ..model.state import ClassicState, Phase

Check = Callable[[ClassicState, Faction], None]
Candidates = Callable[[ClassicState, Faction], list[Command]]


@dataclass(frozen=True)
class Rule:
    """A command, the check of when it may be given, and the function that plays it with
    the command's fields named in `args` (in that order, after the state and faction)."""

    command: type[Command]
    act: Callable[..., None]
    args: tuple[str, ...] = ()
    check: Check | None = None
    play: Callable[[ClassicState, Faction, Any, EventLog], None] = field(
        init=False, repr=False, compare=False)
    """The action with the command's fields (it begins with the check)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "play", _player(self.act, self.args))

    def allows(self, state: ClassicState, faction: Faction) -> bool:
        """The check, as a yes or no (for the menus)."""
        if self.check is None:
            return True
        try:
            self.check(state, faction)
        except RuleError:
            return False
        return True


def _player(act: Callable[..., None],
            args: tuple[str, ...]) -> Callable[[ClassicState, Faction, Any, EventLog], None]:
    """One function per rule, built once: every command runs it, so it reads the fields
    without a loop."""
    if not args:
        def play(state: ClassicState, faction: Faction, command: Any, log: EventLog) -> None:
            act(state, faction, log)
    elif len(args) == 1:
        (name,) = args

        def play(state: ClassicState, faction: Faction, command: Any, log: EventLog) -> None:
            act(state, faction, getattr(command, name), log)
    else:
        fields = attrgetter(*args)

        def play(state: ClassicState, faction: Faction, command: Any, log: EventLog) -> None:
            act(state, faction, *fields(command), log)
    return play


@dataclass(frozen=True)
class ModeratorRule:
    """A moderator's command and the function that plays it (no seat, no check of turn)."""

    command: type[Command]
    act: Callable[..., None]
    args: tuple[str, ...] = ()

    def play(self, state: ClassicState, command: Any, log: EventLog) -> None:
        self.act(state, *(getattr(command, a) for a in self.args), log)


def both(first: Candidates, second: Candidates) -> Candidates:
    """The commands two groups offer, as one group's (an expansion's added to a phase's)."""
    def candidates(state: ClassicState, faction: Faction) -> list[Command]:
        return first(state, faction) + second(state, faction)
    return candidates


def _nothing(state: ClassicState, log: EventLog) -> bool:
    return False


def _no_decisions(state: ClassicState) -> list[Decision]:
    return []


def _no_commands(state: ClassicState, faction: Faction) -> list[Command]:
    return []


@dataclass(frozen=True)
class PhaseSpec:
    """One phase of the round (or the set-up before it, or a group of commands given at
    any time, which has no beginning and never finishes)."""

    phase: Phase | None
    """The state's phase this object describes; None for the any-time group."""
    begin: Callable[[ClassicState, EventLog], object] = _nothing
    """Enter the phase (set `state.phase` and its own state, announce it)."""
    finished: Callable[[ClassicState], bool] = lambda state: False
    """Nothing more to decide: the next phase may begin."""
    step: Callable[[ClassicState, EventLog], bool] | None = None
    """Automatic work inside the phase (a card turned, a full hand passed over); True if
    something was done, and the loop of play looks again."""
    end: Callable[[ClassicState], None] | None = None
    """Clear what the phase kept in the state once it is finished."""
    waits: Callable[[ClassicState], list[Decision]] = _no_decisions
    """The decisions the game waits for in this phase, with their defaults."""
    candidates: Candidates = _no_commands
    """Representative commands a faction may give here, before the checks filter them."""
    rules: tuple[Rule, ...] = ()
    """The commands that belong to this phase (they are refused outside it by their own
    checks or actions, with a message saying when they are played)."""
    shows: frozenset[str] = field(default_factory=frozenset)
    """Facts the views show only in this phase: "storm_dials" (who has dialed, and one's
    own dial), "hand_sizes" (cards held, XIII.B), "next_spice_card" (Atreides)."""

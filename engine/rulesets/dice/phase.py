"""A step of the game as one object, as in the classic game (`classic/phase.py`): how it
begins, what it does on its own, when it is finished, whom it waits for, what it offers a
seat, and the rules of the commands played in it.

A `Rule` ties a command to its check and its action. The check raises `RuleError` unless the
seat may give the command now, whatever its arguments; the action begins with that same
check, so `apply` refuses exactly when `legal` (which lists a command only if its check
passes) leaves it out. The action then validates the arguments.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core import Command, Decision, EventLog, RuleError

from .state import DiceState, Step

Check = Callable[[DiceState, str], None]


@dataclass(frozen=True)
class Rule:
    """A command, the check of when a seat may give it, and the action that plays it with
    the command's fields named in `args` (after the state and the seat)."""

    command: type[Command]
    act: Callable[..., None]
    check: Check
    args: tuple[str, ...] = ()

    def play(self, state: DiceState, seat: str, command: Any, log: EventLog) -> None:
        self.act(state, seat, *(getattr(command, a) for a in self.args), log)

    def allows(self, state: DiceState, seat: str) -> bool:
        try:
            self.check(state, seat)
        except RuleError:
            return False
        return True


def _nothing(state: DiceState, log: EventLog) -> bool:
    return False


def _no_decisions(state: DiceState) -> list[Decision]:
    return []


def _no_commands(state: DiceState, seat: str) -> list[Command]:
    return []


@dataclass(frozen=True)
class PhaseSpec:
    """One step of the set-up or one action of a turn."""

    step: Step
    begin: Callable[[DiceState, EventLog], None]
    """Enter the step: set `state.step` and what the step keeps, announce it."""
    finished: Callable[[DiceState], bool]
    """Nothing more to decide: the next step may begin."""
    auto: Callable[[DiceState, EventLog], bool] = _nothing
    """Automatic work inside the step; True if something was done (look again)."""
    waits: Callable[[DiceState], list[Decision]] = _no_decisions
    candidates: Callable[[DiceState, str], list[Command]] = _no_commands
    """Commands a seat may give here, before their rule's action checks the arguments."""
    rules: tuple[Rule, ...] = ()

    def rule(self, command: type[Command]) -> Rule | None:
        """This step's rule for a command (`done` ends a landing or a movement)."""
        return next((r for r in self.rules if r.command is command), None)

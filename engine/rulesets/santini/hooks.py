"""Where each part of the turn plugs in, so that the loop (flow), whom the game waits for
(pending) and the agents' candidates (agents) know no phase by name.

A phase module registers, when imported (flow imports them all):
- `@begins(Phase.X)`: its automatic steps when the phase begins;
- `@decision(kind, ...)`: a kind of decision, whom it waits for, its default;
- `@plays(Command)`: the function that plays a command;
- `@candidates_for(kind)`: the commands an agent may try for that decision.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core import Command, EventLog

from .state import Phase, SantiniState

Handler = Callable[[SantiniState, str, Command, EventLog], None]
Waiting = Callable[[SantiniState], list[str]]
Default = Callable[[SantiniState, str], Command]
Candidates = Callable[[SantiniState, str], list[Command]]


@dataclass(frozen=True)
class DecisionSpec:
    """A kind of decision: whom it waits for now (seats, in order), the command a deadline
    plays, whether it is secret (a DM), and how it is best answered (`choices`, `form`,
    `text`)."""

    kind: str
    waiting: Waiting
    default: Default
    secret: bool = False
    ui: str = "choices"


BEGIN: dict[Phase, Callable[[SantiniState, EventLog], None]] = {}
DECISIONS: dict[str, DecisionSpec] = {}
HANDLERS: dict[type[Command], Handler] = {}
CANDIDATES: dict[str, list[Candidates]] = {}


def begins(phase: Phase) -> Callable[[Callable[[SantiniState, EventLog], None]], Any]:
    def wrap(fn: Callable[[SantiniState, EventLog], None]) -> Any:
        assert phase not in BEGIN, phase
        BEGIN[phase] = fn
        return fn
    return wrap


def decision(kind: str, *, default: Default, secret: bool = False,
             ui: str = "choices") -> Callable[[Waiting], Waiting]:
    def wrap(fn: Waiting) -> Waiting:
        assert kind not in DECISIONS, kind
        DECISIONS[kind] = DecisionSpec(kind, fn, default, secret, ui)
        return fn
    return wrap


def plays(*commands: type[Command]) -> Callable[[Handler], Handler]:
    def wrap(fn: Handler) -> Handler:
        for command in commands:
            assert command not in HANDLERS, command
            HANDLERS[command] = fn
        return fn
    return wrap


def candidates_for(kind: str) -> Callable[[Candidates], Candidates]:
    def wrap(fn: Candidates) -> Candidates:
        CANDIDATES.setdefault(kind, []).append(fn)
        return fn
    return wrap

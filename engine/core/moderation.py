"""The moderator's commands every game has: force a decision's default, let a deadline
expire, change the deadline, undo. They join every ruleset's registry (`game_registry`) and
are carried out by `RulesetBase` (undo by the session's keeper, which holds the history)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from .commands import Arg, Command, Registry
from .options import MAX_DEADLINE_MINUTES


class ModCommand(Command):
    """A command only a moderator may give."""

    moderator = True


class Deadline(ModCommand):
    name = "deadline"
    summary = "Moderator: minutes a decision may wait before its default (0: wait for a mod)."
    minutes: Annotated[int, Field(ge=0, le=MAX_DEADLINE_MINUTES)]


class Force(ModCommand):
    name = "force"
    summary = ("Moderator: apply the default to every decision the game waits for, or only "
               "to one seat's (`force <seat>`).")
    seat: Annotated[str, Arg("side", "a seat, or the side it holds")] | None = None


class Expire(ModCommand):
    name = "expire"
    summary = "The deadline passed: apply the default to every decision the game waits for."


class Undo(ModCommand):
    name = "undo"
    summary = "Moderator: take back the last command(s)."
    count: Annotated[int, Field(ge=1, le=50)] = 1


CORE_COMMANDS: tuple[type[Command], ...] = (Deadline, Force, Expire, Undo)


def game_registry() -> Registry:
    """A new ruleset's registry, holding the core commands already."""
    registry = Registry()
    for cls in CORE_COMMANDS:
        registry.register(cls)
    return registry

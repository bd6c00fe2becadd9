"""What a seat may type now, for `help` at the table and `/game help`: the commands its
legal moves use (the ruleset's `legal`), each once with its usage, its summary and a few
of those moves; the moderator's commands apart, and the whole list only when asked.

A seat's moves may name its own secrets (the card it would keep), so these lines are
shown only to that seat (privately on Discord; the table is the moderator's console).
Each line is worded in `language` (English by default, as the table shows it).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.core import Command, Decision, Event, Registry, Ruleset, to_seat
from engine.core.words import DEFAULT, T

from .words import say

MAX_EXAMPLES = 3
"""Moves shown after a command's usage: enough to show its form, not every one."""


def command_line(registry: Registry, cls: type[Command], moves: list[str] | None = None,
                 language: str = DEFAULT) -> str:
    """`` `take <count>` Take 1 to 3. (now: `take 1`, `take 2`, `take 3`)``, in
    `language`."""
    text = f"`{registry.usage(cls)}` {say(registry.summary_words(cls), language)}"
    if moves:
        shown = ", ".join(f"`{m}`" for m in moves[:MAX_EXAMPLES])
        shown += ", ..." if len(moves) > MAX_EXAMPLES else ""
        text += " " + say(T("bot-guide-now", moves=shown), language)
    return text


def moves_by_command(ruleset: Ruleset, state: Any, seat: str) -> dict[type[Command], list[str]]:
    """The seat's legal moves now, typed as a player types them, by their command, in the
    order the game lists them."""
    registry = ruleset.registry
    out: dict[type[Command], list[str]] = {}
    for command in ruleset.legal(state, seat):
        out.setdefault(type(command), []).append(registry.usage_of(command))
    return out


def seat_lines(ruleset: Ruleset, state: Any, seat: str, language: str = DEFAULT) -> list[str]:
    """One line per command the seat may use now (empty: nothing)."""
    return [command_line(ruleset.registry, cls, moves, language)
            for cls, moves in moves_by_command(ruleset, state, seat).items()]


def moderator_lines(registry: Registry, language: str = DEFAULT) -> list[str]:
    return [command_line(registry, cls, None, language) for cls in registry if cls.moderator]


def player_lines(registry: Registry, language: str = DEFAULT) -> list[str]:
    """Every command a seat may ever give, whether or not it may now."""
    return [command_line(registry, cls, None, language)
            for cls in registry if not cls.moderator]


NOBODY_WORDS = T("bot-guide-nobody")
"""What a waiting line says when the game waits for no one."""


def waiting_for(ruleset: Ruleset, state: Any, language: str = DEFAULT) -> str:
    decisions = ruleset.pending(state)
    if not decisions:
        return say(NOBODY_WORDS, language)
    return say(T("bot-guide-waits-for", seats=awaited(decisions)), language)


def awaited(decisions: list[Decision]) -> str:
    """`<seat> (<kind>), ...`: each seat awaited with what for, as `help` and a refused
    press say it."""
    return ", ".join(f"{d.seat} (`{d.kind}`)" for d in decisions)


def names(commands: Iterable[type[Command]], language: str = DEFAULT) -> str:
    return ", ".join(f"`{cls.name}`" for cls in commands) or say(T("bot-guide-nothing-now"),
                                                                 language)


def quiet_note(ruleset: Ruleset, state: Any, events: list[Event], seat: str,
               language: str = DEFAULT) -> str | None:
    """For a command that told nobody anything (a `ready`, a standing instruction): that it
    was taken, and what the game waits for now, in `language`; None when its events said so
    already."""
    if any(e.is_public or e.audience == to_seat(seat) for e in events):
        return None
    return say(T("bot-guide-accepted", waiting=waiting_for(ruleset, state, language)), language)

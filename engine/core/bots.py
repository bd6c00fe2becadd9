"""Bots that hold a seat: a player of any game that decides from what its seat may know.

A bot never sees the game's state. `seen` gathers what the seat is shown (its view, its
legal commands, the decisions it is asked with their defaults, whom else the game waits
for, the events it was told) and the ruleset's `bot(seen, rng)` decides from that alone,
so a bot cannot read another seat's hand even by mistake: the conformance suite deals every
secret the seat may not know anew (`disguise`) and requires the same choice.

`bot_move` is what every adapter calls (the simulator, the table, the Discord service): the
bot's choice, or, should the ruleset's bot offer nothing the rules accept, the seat's
default, so a bot seat never stalls a game. How often that happens is counted
(`Move.fallback`); the tests require never.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass

from pydantic import BaseModel

from .commands import Command
from .errors import RuleError
from .events import Event
from .ruleset import Ruleset, Seen


def visible(events: Iterable[Event], seat: str) -> list[Event]:
    """The events of a game that `seat` was told: its history."""
    return [e for e in events if e.visible_to(seat)]


def seen(ruleset: Ruleset, state: BaseModel, seat: str, history: Iterable[Event]) -> Seen:
    """What `seat` may know now; `history` is every event of the game so far, or only those
    the seat was told (the rest are dropped here)."""
    pending = ruleset.pending(state)
    seats = ruleset.seats(state)
    return Seen(
        seat=seat,
        side=seats[seat],
        turn=ruleset.turn(state),
        view=ruleset.view(state, seat),
        legal=tuple(ruleset.legal(state, seat)),
        decisions=tuple(d for d in pending if d.seat == seat),
        waiting=tuple(d.model_copy(update={"default": None}) for d in pending),
        history=tuple(visible(history, seat)),
        seats=dict(seats),
    )


@dataclass(frozen=True)
class Move:
    """A bot's command, and whether it fell back on the seat's default."""

    command: Command
    fallback: bool = False


def bot_move(
    ruleset: Ruleset, state: BaseModel, seat: str, history: Iterable[Event], rng: random.Random
) -> Move | None:
    """The command the ruleset's bot plays for `seat` now (None: the game waits for no
    decision of the seat). A choice the rules refuse, or none, is replaced by the seat's
    default (else its first legal command), marked `fallback`."""
    knows = seen(ruleset, state, seat, history)
    if not knows.decisions:
        return None
    choice = ruleset.bot(knows, rng)
    if choice is not None and (choice in knows.legal or _accepted(ruleset, state, seat, choice)):
        return Move(choice)
    return Move(_default(ruleset, knows), fallback=True)


def _accepted(ruleset: Ruleset, state: BaseModel, seat: str, command: Command) -> bool:
    """Whether the rules take `command` from `seat` now (tried on a copy)."""
    try:
        ruleset.apply(state.model_copy(deep=True), seat, command)
    except RuleError:
        return False
    return True


def _default(ruleset: Ruleset, knows: Seen) -> Command:
    for decision in knows.decisions:
        if decision.default is not None:
            return ruleset.registry.load(decision.default)
    return knows.legal[0]


def random_bot(seen: Seen, rng: random.Random) -> Command | None:
    """A uniformly random legal command: the bot of a game that has no better one."""
    return rng.choice(seen.legal) if seen.legal else None

"""Pebbles: a test-only ruleset, the smallest whole game the protocol allows.

Seats take 1 to 3 pebbles from a pile in turn; whoever takes the last one wins. Each seat
is dealt a secret number at set-up, so the secrecy checks have something to find. It plays
through the table, the service and the Discord adapter with no change to `bot/` or `cogs/`,
which is what it is for.
"""

from __future__ import annotations

import random
from typing import Annotated, Any, ClassVar

from pydantic import BaseModel, Field

from engine.core import Arg, BoardPicture, Command, Decision, EventLog, RuleError, SeatSpec
from engine.core.base import RulesetBase
from engine.core.moderation import ModCommand, game_registry
from engine.core.options import CoreOptions
from engine.core.repairs import (
    FIXED,
    OPTIONS,
    RESULT,
    Reason,
    Repairs,
    log_secret,
    log_set,
    repair,
)
from engine.core.ruleset import Sides, Status

registry = game_registry()


@registry.command()
class Take(Command):
    name = "take"
    summary = "Take 1 to 3 pebbles from the pile."
    count: Annotated[int, Field(ge=1, le=3, description="pebbles to take")]


@registry.command()
class SetPile(ModCommand):
    name = "set_pile"
    summary = "Moderator: set the pebbles left in the pile."
    count: Annotated[int, Field(ge=1, le=30)]


@registry.command()
class SetSecret(ModCommand):
    name = "set_secret"
    summary = "Moderator: set a seat's secret number, secretly."
    seat: Annotated[str, Arg("side", "a seat, or its colour")]
    number: Annotated[int, Field(ge=1, le=99)]


class PebblesOptions(CoreOptions):
    pile: int = Field(11, ge=4, le=30, description="Pebbles in the pile at the start.")


class PebblesState(BaseModel):
    options: PebblesOptions
    order: list[str]
    sides: dict[str, str]
    secrets: dict[str, int]
    pile: int
    turn: int = 0
    winner: str | None = None


class Pebbles(RulesetBase):
    name = "pebbles"
    title = "Pebbles"
    rules_version = 1
    registry = registry
    state_model = PebblesState
    options_model = PebblesOptions
    sides = Sides(label="colour", names=("amber", "jade", "onyx"), min_seats=2, max_seats=3)
    repaired_by: ClassVar[Repairs] = {
        "options": OPTIONS, "order": FIXED, "sides": FIXED, "secrets": "set_secret",
        "pile": "set_pile", "turn": Reason("whose turn: one more with each take"),
        "winner": RESULT}

    def setup(self, options: PebblesOptions, seats: list[SeatSpec],
              seed: int) -> tuple[PebblesState, list]:
        rng = random.Random(seed)
        free = [s for s in self.sides.names if s not in {x.side for x in seats}]
        rng.shuffle(free)
        sides = {s.name: s.side or free.pop() for s in seats}
        if len(set(sides.values())) < len(seats):
            raise RuleError("Two seats chose the same colour.")
        state = PebblesState(options=options, order=[s.name for s in seats], sides=sides,
                             secrets={s.name: rng.randint(1, 99) for s in seats},
                             pile=options.pile)
        log = EventLog()
        log.public("begin", f"A pile of {state.pile} pebbles. {state.order[0]} begins.")
        for seat, number in state.secrets.items():
            log.private(seat, "secret", f"Your secret number is {number}.")
        return state, log.events

    def play(self, state: PebblesState, seat: str, command: Command, log: EventLog) -> None:
        if not isinstance(command, Take):
            raise RuleError(f"`{command.name}` is not a move of this game.")
        if seat != self._now(state):
            raise RuleError(f"It is {self._now(state)}'s turn.")
        if command.count > state.pile:
            raise RuleError(f"Only {state.pile} pebble(s) are left.",
                            hint=f"Take 1 to {min(3, state.pile)}.")
        state.pile -= command.count
        state.turn += 1
        log.public("take", f"{seat} takes {command.count}; {state.pile} left.")
        if state.pile == 0:
            state.winner = seat
            log.public("end", f"{seat} takes the last pebble and wins.")

    def moderate(self, state: PebblesState, command: Command, log: EventLog) -> None:
        repair(self, {SetPile: self._set_pile, SetSecret: self._set_secret}, state,
               command, log)

    def _set_pile(self, state: PebblesState, command: SetPile, log: EventLog) -> None:
        log_set(log, "mod_pile", "the pile", state.pile, command.count, count=command.count)
        state.pile = command.count

    def _set_secret(self, state: PebblesState, command: SetSecret, log: EventLog) -> None:
        seat = self.seat_named(state, command.seat)
        state.secrets[seat] = command.number
        log_secret(log, "mod_secret", seat, seat, "secret number", str(command.number),
                   number=command.number)

    def _now(self, state: PebblesState) -> str:
        return state.order[state.turn % len(state.order)]

    def turn(self, state: PebblesState) -> int:
        """A round of takes is a turn."""
        return state.turn // len(state.order) + 1

    def seats(self, state: PebblesState) -> dict[str, str]:
        return dict(state.sides)

    def pending(self, state: PebblesState) -> list[Decision]:
        if state.winner:
            return []
        return [Decision(seat=self._now(state), kind="take", prompt="Take 1, 2 or 3 pebbles.",
                         default={"name": "take", "count": 1})]

    def legal(self, state: PebblesState, seat: str) -> list[Command]:
        self._check_seat(state, seat)
        if state.winner or seat != self._now(state):
            return []
        return [Take(count=n) for n in range(1, min(3, state.pile) + 1)]

    def view(self, state: PebblesState, seat: str | None) -> dict[str, Any]:
        out: dict[str, Any] = {"public": {"pile": state.pile, "turn": state.turn,
                                          "sides": state.sides, "winner": state.winner}}
        if seat in state.secrets:
            out["private"] = {"secret": state.secrets[seat]}
        return out

    def status(self, state: PebblesState) -> Status:
        line = f"Move {state.turn + 1}, {state.pile} pebble(s) left"
        return Status(line=line, block=line + (f"; {state.winner} won." if state.winner
                                               else f"; {self._now(state)} to take."))

    def board(self, state: PebblesState, *, detail: bool = False,
              language: str = "en") -> BoardPicture:
        text = "o " * state.pile or "(empty)"
        svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
               f"<text>{state.pile}</text></svg>")
        return BoardPicture(svg=svg, messages=[f"```\n{text}\n```"], key=str(state.pile))

    def board_mark(self, state: PebblesState) -> tuple[str, str]:
        return str(state.turn), str(state.pile)

    def finished(self, state: PebblesState) -> bool:
        return state.winner is not None

    def winners(self, state: PebblesState) -> list[str]:
        return [state.sides[state.winner]] if state.winner else []

    def disguise(self, state: PebblesState, seat: str | None,
                 rng: random.Random) -> PebblesState:
        other = state.model_copy(deep=True)
        for name in other.secrets:
            if name != seat:
                other.secrets[name] = rng.randint(1, 99)
        return other


PEBBLES = Pebbles()

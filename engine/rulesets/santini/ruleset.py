"""Santini's DUNE as the bot and the table see it: the core protocol over `flow`, the
decisions registered by the phase modules (`hooks`), the views and the checks."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

from engine.core import BoardPicture, Command, Decision, EventLog, RuleError, SeatSpec
from engine.core.base import RulesetBase
from engine.core.events import Event
from engine.core.ruleset import Sides, Status

from . import commands as c
from . import flow, setup, view
from .factions import Faction
from .hooks import CANDIDATES, DECISIONS
from .options import SantiniOptions
from .state import Phase, SantiniState
from .words import T, lines, phase_word


class SantiniRuleset(RulesetBase):
    """Samo Santini's "DUNE – Il controllo della spezia", a hex-and-counter wargame."""

    name = "santini"
    title = "DUNE – Il controllo della spezia (Santini)"
    rules_version = 1
    registry = c.registry
    state_model = SantiniState
    options_model = SantiniOptions
    sides = Sides(label=T("santini-side-label"), names=tuple(f.value for f in setup.ORDER),
                  min_seats=4, max_seats=4, kind="santini-faction")
    topics = ()
    vocabularies: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "side": tuple(f.value for f in Faction)}
    repaired_by: ClassVar[Mapping[str, object]] = {}

    def setup(self, options: SantiniOptions, seats: list[SeatSpec],
              seed: int) -> tuple[SantiniState, list[Event]]:
        log = EventLog()
        state = setup.create(options, seats, seed, log)
        flow.settle(state, log)
        return state, log.events

    def play(self, state: SantiniState, seat: str, command: Command, log: EventLog) -> None:
        flow.play(state, seat, command, log)

    def settle(self, state: SantiniState, log: EventLog) -> None:
        flow.settle(state, log)

    def seats(self, state: SantiniState) -> dict[str, str]:
        return {seat: state.players[seat].faction.value for seat in state.order}

    def turn(self, state: SantiniState) -> int:
        return max(state.turn, 1)

    def sides_for(self, seats: int) -> tuple[str, ...]:
        return self.sides.names

    def pending(self, state: SantiniState) -> list[Decision]:
        key = f"turn {state.turn}, {state.phase.value}, {state.active}"
        out = []
        for seat, kind in flow.waiting_for(state):
            spec = DECISIONS[kind]
            out.append(Decision(seat=seat, kind=kind, secret=spec.secret, ui=spec.ui,
                                prompt=T(f"santini-prompt-{kind.replace('_', '-')}"),
                                key=key, default=self.registry.dump(
                                    spec.default(state, seat))))
        return out

    def legal(self, state: SantiniState, seat: str) -> list[Command]:
        """The agents' candidates for the seat's open decisions that the game accepts, each
        tried on a copy (a refused command changes nothing, so its copy serves the next)."""
        self._check_seat(state, seat)
        out: list[Command] = []
        trial: SantiniState | None = None
        for waiter, kind in flow.waiting_for(state):
            if waiter != seat:
                continue
            for make in CANDIDATES.get(kind, []):
                for command in make(state, seat):
                    trial = trial or state.model_copy(deep=True)
                    try:
                        flow.play(trial, seat, command, EventLog())
                    except RuleError:
                        continue
                    out.append(command)
                    trial = None
        return out

    def view(self, state: SantiniState, seat: str | None) -> dict[str, Any]:
        return view.view(state, seat)

    def status(self, state: SantiniState) -> Status:
        if state.phase == Phase.ENDED:
            line = T("santini-status-over", turn=state.turn)
        else:
            line = T("santini-status-turn", turn=max(state.turn, 1), turns=30,
                     phase=phase_word(state.phase))
        return Status(line=line, block=lines(line))

    def board(self, state: SantiniState, *, detail: bool = False,
              language: str = "en") -> BoardPicture:
        return view.board(state, detail=detail, language=language)

    def board_mark(self, state: SantiniState) -> tuple[str, str]:
        return f"{state.turn}.{state.phase.value}.{state.active}", view.key(state)

    def finished(self, state: SantiniState) -> bool:
        return state.phase == Phase.ENDED

    def winners(self, state: SantiniState) -> list[str]:
        return [f.value for f in state.winners]

    def choose(self, state: SantiniState, seat: str, rng: random.Random) -> Command | None:
        legal = self.legal(state, seat)
        return rng.choice(legal) if legal else None

    def random_options(self, rng: random.Random, seats: list[SeatSpec]) -> dict[str, Any]:
        return {}

    def problems(self, state: SantiniState, events: Iterable[Event] = ()) -> list[str]:
        return []

    def disguise(self, state: SantiniState, seat: str | None,
                 rng: random.Random) -> SantiniState:
        return state.model_copy(deep=True)


RULESET = SantiniRuleset()

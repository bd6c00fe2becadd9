"""The classic ruleset as the bot and the table see it: setup, apply, pending, legal, view."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.core import (
    MODERATOR_SEAT,
    BoardPicture,
    Command,
    Decision,
    EventLog,
    RuleError,
    SeatSpec,
)
from engine.core.events import Event

from . import commands as c
from . import flow
from .board_text import board_mark, board_picture
from .data import FACTION_ORDER, LEADERS, SPICE_CARDS, TERRITORIES, TREACHERY_CARDS, Faction
from .handlers import MOD_HANDLERS, PLAYER_HANDLERS
from .legal import legal
from .options import ClassicOptions
from .pending import pending
from .phases import moderator, setup
from .phases.battle_powers import VOICE_KINDS
from .state import ClassicState, Phase
from .upgrade import RULES_VERSION
from .view import view


class ClassicRuleset:
    """Frank Herbert's Dune, Avalon Hill 1979."""

    name = "classic"
    rules_version = RULES_VERSION
    registry = c.registry
    state_model = ClassicState
    options_model = ClassicOptions

    def setup(
        self, options: ClassicOptions, seats: list[SeatSpec], seed: int
    ) -> tuple[ClassicState, list[Event]]:
        log = EventLog()
        state = setup.create(options, seats, seed, log)
        flow.settle(state, log)
        return state, log.events

    def apply(self, state: ClassicState, actor: str, command: Command) -> list[Event]:
        try:
            return self._apply(state, actor, command)
        except RuleError as err:
            if not err.hint:
                err.hint = _now(state)
                err.args = (err.text,)
            raise

    def _apply(self, state: ClassicState, actor: str, command: Command) -> list[Event]:
        log = EventLog()
        if state.phase == Phase.ENDED and not command.moderator:
            raise RuleError("The game is over.")
        if actor == MODERATOR_SEAT:
            self._moderate(state, command, log)
        else:
            faction = self._faction(state, actor)
            if command.moderator:
                raise RuleError(f"`{command.name}` is a moderator command.",
                                hint="Ask a moderator.")
            PLAYER_HANDLERS[type(command)](state, faction, command, log)
        flow.settle(state, log)
        return log.events

    def _moderate(self, state: ClassicState, command: Command, log: EventLog) -> None:
        if isinstance(command, c.Force):
            self._force(state, log, "Moderator applies the default", command.seat)
        elif isinstance(command, c.Expire):
            self._force(state, log, "The deadline passed: default")
        elif isinstance(command, c.Undo):
            raise RuleError("Undo is done by the table or the bot, which keep the history.")
        elif type(command) in MOD_HANDLERS:
            MOD_HANDLERS[type(command)](state, command, log)
        else:
            raise RuleError(f"The moderator does not play `{command.name}` for a seat.",
                            hint="Use `force` to apply a seat's default choice.")

    def _force(self, state: ClassicState, log: EventLog, why: str,
               who: str | None = None) -> None:
        """Apply each pending decision's default (a moderator's `force`, or a deadline), or
        only the decisions of one seat (named by seat or faction)."""
        decisions = pending(state)
        if not decisions:
            raise RuleError("The game is not waiting for anyone.")
        if who is not None:
            seat = state.players[moderator.faction_in_game(state, who)].seat
            decisions = [d for d in decisions if d.seat == seat]
            if not decisions:
                waiting = ", ".join(dict.fromkeys(d.seat for d in pending(state)))
                raise RuleError(f"The game is not waiting for {seat}.",
                                hint=f"Waiting for: {waiting}.")
        for decision in decisions:
            log.public("forced", f"{why} for {decision.seat} ({decision.kind}).",
                       seat=decision.seat, decision=decision.kind)
            assert decision.default is not None
            command = self.registry.load(decision.default)
            faction = self._faction(state, decision.seat)
            PLAYER_HANDLERS[type(command)](state, faction, command, log)

    def faction_of(self, state: ClassicState, seat: str) -> Faction:
        return self._faction(state, seat)

    @staticmethod
    def _faction(state: ClassicState, seat: str) -> Faction:
        for faction, player in state.players.items():
            if player.seat == seat:
                return faction
        raise RuleError(f"`{seat}` has no seat in this game.",
                        hint="Seats: " + ", ".join(p.seat for p in state.players.values()))

    def pending(self, state: ClassicState) -> list[Decision]:
        return pending(state)

    def legal(self, state: ClassicState, seat: str) -> list[Command]:
        return legal(state, self._faction(state, seat))

    def view(self, state: ClassicState, seat: str | None) -> dict[str, Any]:
        return view(state, seat)

    def board(self, state: ClassicState, *, detail: bool = False) -> BoardPicture:
        return board_picture(state, detail=detail)

    def board_mark(self, state: ClassicState) -> tuple[str, str]:
        return board_mark(state)

    def finished(self, state: ClassicState) -> bool:
        return state.phase == Phase.ENDED

    def seat_of(self, state: ClassicState, name: str) -> str | None:
        return name if any(p.seat == name for p in state.players.values()) else None

    def vocabulary(self, kind: str) -> Iterable[str]:
        return VOCABULARY.get(kind, ())


def _now(state: ClassicState) -> str:
    """Where the game stands, for a refusal that says nothing more useful."""
    waiting = "; ".join(f"{d.seat} ({d.kind})" for d in pending(state))
    where = f"Now: turn {state.turn}, {state.phase.value.replace('_', ' ')}"
    return f"{where}; waiting for {waiting}." if waiting else f"{where}."


VOCABULARY: dict[str, tuple[str, ...]] = {
    "territory": (*TERRITORIES, "reserves"),
    "leader": tuple(LEADERS),
    "faction": tuple(f.value for f in FACTION_ORDER) + tuple(f.title for f in FACTION_ORDER),
    "card": tuple(TREACHERY_CARDS),
    "plan_leader": (*LEADERS, "Cheap Hero", "Cheap Heroine", "none"),
    "plan_card": (*TREACHERY_CARDS, "none", "all"),
    "voice_kind": tuple(VOICE_KINDS),
    "deck_card": tuple(TREACHERY_CARDS) + tuple(SPICE_CARDS) + ("Shai-Hulud",),
}

RULESET = ClassicRuleset()

"""The seat on turn in a phase played in order of play (the cards, revival, shipping and
movement): one check, so each phase's refusal says who is on turn and which phase it is."""

from __future__ import annotations

from typing import NamedTuple

from engine.core import RuleError

from .state import DiunaState, Player
from .words import Text, rule


class TurnPhase(NamedTuple):
    """How a phase played in turn is named in its refusals."""

    idle: str
    """A catalogue id: said when no one is taking this decision now."""
    hint: str
    """A catalogue id: where in the round the decision comes."""
    doing: str
    """A catalogue id: the seat on turn does it now."""
    heading: str
    """The rulebook's heading of the phase (a `diuna-rule-` slug)."""


PHASES = {
    "buy": TurnPhase("diuna-turn-buy-idle", "diuna-turn-buy-hint", "diuna-turn-buy-doing",
                     "faza-kart"),
    "revive": TurnPhase("diuna-turn-revive-idle", "diuna-turn-revive-hint",
                        "diuna-turn-revive-doing", "faza-przywrocenia"),
    "move": TurnPhase("diuna-turn-move-idle", "diuna-turn-move-hint",
                      "diuna-turn-move-doing", "faza-ruchu"),
}


def on_turn(state: DiunaState, seat: str, kind: str) -> Player:
    """The seat's player when the game waits for its `kind` decision ("buy", "revive",
    "move") on its turn; RuleError otherwise."""
    phase = PHASES[kind]
    if state.waiting != kind:
        raise RuleError(Text(id=phase.idle), hint=Text(id=phase.hint))
    if seat != state.order[state.turn]:
        raise RuleError(Text(id=phase.doing, args={"seat": state.order[state.turn],
                                                   "rule": rule(phase.heading)}))
    return state.players[seat]

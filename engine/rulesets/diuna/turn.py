"""The seat on turn in a phase played in order of play (the cards, revival, shipping and
movement): one check, so each phase's refusal says who is on turn and which phase it is."""

from __future__ import annotations

from typing import NamedTuple

from engine.core import RuleError

from .state import DiunaState, Player


class TurnPhase(NamedTuple):
    """How a phase played in turn is named in its refusals."""

    idle: str
    """Said when no one is taking this decision now."""
    hint: str
    """Where in the round the decision comes."""
    doing: str
    """What the seat on turn does, after its name."""
    heading: str
    """The rulebook's heading of the phase."""


PHASES = {
    "buy": TurnPhase("No one is buying market cards now.",
                     "Market cards are bought in the cards phase, in order of play.",
                     "buys", "Faza pozyskiwania kart"),
    "revive": TurnPhase("No one is reviving now.",
                        "Revival is its own phase, after the cards, in order of play.",
                        "revives", "Faza przywrócenia"),
    "move": TurnPhase("No one is shipping or moving now.",
                      "Shipping and movement is the fifth phase, in order of play.",
                      "ships and moves", "Faza transportu i ruchu oddziałów"),
}


def on_turn(state: DiunaState, seat: str, kind: str) -> Player:
    """The seat's player when the game waits for its `kind` decision ("buy", "revive",
    "move") on its turn; RuleError otherwise."""
    phase = PHASES[kind]
    if state.waiting != kind:
        raise RuleError(phase.idle, hint=phase.hint)
    if seat != state.order[state.turn]:
        raise RuleError(f"{state.order[state.turn]} {phase.doing} now; your turn comes in "
                        f"order of play ({phase.heading}).")
    return state.players[seat]

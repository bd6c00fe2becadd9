"""Who the game waits for, and what happens by default (DESIGN.md step 5, deadlines):
what the current phase waits for (`PhaseSpec.waits`)."""

from __future__ import annotations

from engine.core import Decision

from ..model.state import ClassicState
from ..play.rules import rules_for


def pending(state: ClassicState) -> list[Decision]:
    """Each decision keyed by its turn at least (a bid by its card too), so a button posted
    in one turn is refused in another (`Decision.key`)."""
    spec = rules_for(state.options).current(state)
    decisions = spec.waits(state) if spec is not None else []
    return [d if d.key else d.model_copy(update={"key": f"turn {state.turn}"})
            for d in decisions]

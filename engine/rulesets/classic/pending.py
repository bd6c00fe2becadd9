"""Who the game waits for, and what happens by default (DESIGN.md step 5, deadlines):
what the current phase waits for (`PhaseSpec.waits`)."""

from __future__ import annotations

from engine.core import Decision

from .rules import rules_for
from .state import ClassicState


def pending(state: ClassicState) -> list[Decision]:
    spec = rules_for(state.options).phases.get(state.phase)
    return spec.waits(state) if spec is not None else []

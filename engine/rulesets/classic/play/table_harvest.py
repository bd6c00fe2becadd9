"""THE SPICE HARVEST (1984) as phases of the classic game: the five harvests (V.1-3) and
the placement after them (V.4-7), played between the set-up and the first turn."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import EventLog

from ..model.state import ClassicState, Phase
from .phase import PhaseSpec
from .table_placement import PLACEMENT


def _enter(phase: Phase) -> Callable[[ClassicState, EventLog], None]:
    def begin(state: ClassicState, log: EventLog) -> None:
        state.phase = phase
    return begin


HARVEST = PhaseSpec(phase=Phase.HARVEST, begin=_enter(Phase.HARVEST),
                    finished=lambda state: True)

OPENING: tuple[PhaseSpec, ...] = (HARVEST, PLACEMENT)
"""The pre-game, in order (`rules.ClassicRules.opening`)."""

"""Attività, the initiative: the order in which the players take their activity."""

from __future__ import annotations

from engine.core import EventLog

from .hooks import begins
from .state import Phase, SantiniState


@begins(Phase.INITIATIVE)
def begin(state: SantiniState, log: EventLog) -> None:
    state.initiative = list(state.order)

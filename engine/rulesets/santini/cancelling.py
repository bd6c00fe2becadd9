"""Cards that cancel other cards as they are played (Karama: "Annullano qualsiasi carta
non evento"): the phases that play a card at a reveal or a check ask here, the cards part
registers its standing reactions."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import EventLog

from .state import SantiniState

Canceller = Callable[[SantiniState, str, str, EventLog], bool]
CANCELLERS: list[Canceller] = []
"""`(state, seat who plays the card, card, log) -> cancelled`, each free to play its own
card and say so."""


def cancelled(state: SantiniState, seat: str, card: str, log: EventLog) -> bool:
    """Whether a standing reaction cancels the card `seat` has just played."""
    return any(cancel(state, seat, card, log) for cancel in CANCELLERS)

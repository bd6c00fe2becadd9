"""The storm die (Kość burzy): every throw from the game's seeded generator, so a replay
throws the same faces."""

from __future__ import annotations

from engine.core import Rng

from .data import STORM_DIE
from .state import DiunaState


def throw(state: DiunaState) -> int | str:
    """One face of the eight: 0-6 or the storm symbol."""
    rng = Rng(state.rng)
    face = rng.choice(STORM_DIE)
    state.rng = rng.state
    return face


def shuffle(state: DiunaState, items: list) -> None:
    """Shuffle a deck in place from the game's generator."""
    rng = Rng(state.rng)
    rng.shuffle(items)
    state.rng = rng.state

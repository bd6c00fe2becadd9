"""Every die of the game from its seeded generator, so a replay throws the same faces."""

from __future__ import annotations

from engine.core import Rng

from .state import SantiniState


def roll(state: SantiniState, sides: int) -> int:
    """One throw of a d`sides` (1..sides)."""
    rng = Rng(state.rng)
    face = rng.below(sides) + 1
    state.rng = rng.state
    return face


def shuffle(state: SantiniState, items: list) -> None:
    """Shuffle a deck in place from the game's generator."""
    rng = Rng(state.rng)
    rng.shuffle(items)
    state.rng = rng.state

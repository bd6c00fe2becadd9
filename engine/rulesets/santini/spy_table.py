"""Nota sulle Spie: the outcome of a spy's mission, by the enemy combat units in its hex
and a d6 with its modifiers."""

from __future__ import annotations

from typing import Literal

Outcome = Literal["full", "partial", "failure"]

_FULL_UP_TO = {0: 4, 1: 4, 2: 3, 3: 2}
"""Enemy combat units (0-1 are read alike) -> the highest modified roll that is a full
success; one more is a partial success, anything higher a complete failure."""


def outcome(enemies: int, roll: int) -> Outcome:
    """The table's row for a modified d6 `roll` against `enemies` combat units in the hex
    (three or more read as the third column)."""
    full = _FULL_UP_TO[min(enemies, 3)]
    if roll <= full:
        return "full"
    return "partial" if roll == full + 1 else "failure"

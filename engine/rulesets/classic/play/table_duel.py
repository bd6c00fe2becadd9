"""THE DUEL (1984) in the classic game: the arena, which suspends play while a fight is
open (V, VI), and the commands given at any time (Kanly threats, the new cards)."""

from __future__ import annotations

from dataclasses import replace

from .phase import PhaseSpec

FIGHT = PhaseSpec(phase=None, finished=lambda state: state.fight is None)


def with_duel(anytime: PhaseSpec) -> PhaseSpec:
    """The any-time group with THE DUEL's commands added."""
    return replace(anytime, rules=anytime.rules)

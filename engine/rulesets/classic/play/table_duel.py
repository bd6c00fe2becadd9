"""THE DUEL (1984) in the classic game: the arena, which suspends play while a fight is
open (V, VI), and the commands given at any time (Kanly threats, the new cards)."""

from __future__ import annotations

from dataclasses import replace

from .phase import PhaseSpec
from .table_arena import FIGHT

__all__ = ["FIGHT", "with_duel"]


def with_duel(anytime: PhaseSpec) -> PhaseSpec:
    """The any-time group with THE DUEL's commands added."""
    return replace(anytime, rules=anytime.rules)

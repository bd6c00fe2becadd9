"""THE DUEL (1984) in the classic game: the arena, which suspends play while a fight is
open (V, VI), and the commands given at any time (Kanly threats, the new cards)."""

from __future__ import annotations

from dataclasses import replace

from engine.core import Command

from ..data import Faction
from ..model.state import ClassicState
from ..phases import kanly, kanly_actions
from ..protocol.kanly_commands import Kanly
from .phase import PhaseSpec, Rule, both
from .table_arena import FIGHT

__all__ = ["FIGHT", "with_duel"]

RULES = (
    Rule(Kanly, kanly.threaten, ("faction", "action"), kanly.check_threaten),
)
"""THE DUEL's commands of no one phase."""


def threats(state: ClassicState, faction: Faction) -> list[Command]:
    """V.1: one threat a faction may make now (the random games make few: a threat named
    often is a Kanly duel often), an action for each turn in turn."""
    if faction in state.silenced or any(t.by == faction for t in state.threats):
        return []
    for target in kanly.targets(state, faction):
        made = {(t.action, t.argument) for t in state.threats if t.against == target}
        names = list(kanly_actions.ACTIONS)
        start = (state.turn + list(state.players).index(faction)) % len(names)
        for name in names[start:] + names[:start]:
            if (name, None) not in made:
                return [Kanly(faction=target.value, action=name)]
    return []


def with_duel(anytime: PhaseSpec) -> PhaseSpec:
    """The any-time group with THE DUEL's commands added."""
    return replace(anytime, rules=anytime.rules + RULES,
                   candidates=both(anytime.candidates, threats))

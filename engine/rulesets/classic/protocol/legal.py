"""Commands a seat may give now: for menus, autocomplete and the random agents.

The current phase and the any-time group offer representative commands
(`candidates`); each is listed only if its rule's check passes, the same check the
command's action begins with, so what is listed here and what is accepted come from one place.
"""

from __future__ import annotations

from engine.core import Command

from ..data import Faction
from ..model.state import ClassicState, Phase
from ..play.candidates import movement_options
from ..play.rules import rules_for

__all__ = ["legal", "may_act", "movement_options"]


def may_act(state: ClassicState, faction: Faction) -> bool:
    """Whether the seat may give any command: not once the game is over, nor once its
    player is out of it (THE DUEL, VII); `apply` refuses every command then."""
    return state.phase != Phase.ENDED and faction not in state.out


def legal(state: ClassicState, faction: Faction) -> list[Command]:
    if not may_act(state, faction):
        return []
    rules = rules_for(state.options)
    spec = rules.current(state)
    offered = spec.candidates(state, faction) if spec is not None else []
    offered += rules.anytime.candidates(state, faction)
    allowed: dict[type[Command], bool] = {}
    out = []
    for command in offered:
        kind = type(command)
        if kind not in allowed:
            allowed[kind] = rules.rules[kind].allows(state, faction)
        if allowed[kind]:
            out.append(command)
    return out

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

__all__ = ["legal", "movement_options"]


def legal(state: ClassicState, faction: Faction) -> list[Command]:
    if state.phase == Phase.ENDED or faction in state.out:
        return []  # the game is over, or the player is (THE DUEL, VII): `apply` refuses
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

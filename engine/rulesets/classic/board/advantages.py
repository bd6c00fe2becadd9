"""XV, the player aid pad's additional character advantages that are not starred tokens
(those are in `starred`): who may use one, and the small rules they change."""

from __future__ import annotations

from engine.core import RuleError
from engine.core.words import T

from ..data import Faction
from ..model.state import ClassicState


def has(state: ClassicState, faction: Faction) -> bool:
    """The faction is in the game and the table plays with the additional advantages."""
    return state.options.advantages and faction in state.players and faction not in state.out


def require(state: ClassicState, command: str) -> None:
    """A command of the additional advantages, refused in a game that does not play them
    (so its refusal does not describe a rule the table left out)."""
    if not state.options.advantages:
        raise RuleError(T("classic-advantages-not-played", command=command), rule="XV")


def storm_kills(state: ClassicState, faction: Faction, n: int) -> int:
    """VI.C: the storm kills every token caught in it; pad, Fremen 3: only half of the
    Fremen's, fractions rounded up."""
    if faction == Faction.FREMEN and has(state, faction):
        return -(-n // 2)
    return n

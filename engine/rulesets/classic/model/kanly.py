"""THE DUEL (1984), V.1: threats of Kanly made this turn (`phases/kanly.py`)."""

from __future__ import annotations

from pydantic import BaseModel

from ..data import Faction


class Threat(BaseModel):
    """A public threat: `by` duels `against` if `against` takes the action named, a
    command of the game (`move`, `ship`, `bid`, `ally`, ...) or `play` (a card), with the
    one argument it must match when given (a territory, faction, leader, card or use)."""

    by: Faction
    against: Faction
    action: str
    argument: str | None = None
    """The canonical name the action must match (`Arrakeen`, `harkonnen`, `Karama`)."""
    called: bool = False
    """Kanly was declared on this threat: the other threats against `against` lapse (V.1,
    "bound to duel in only one Kanly ... during a turn")."""

"""THE DUEL (1984), V.1: threats of Kanly made this turn (`phases/kanly.py`)."""

from __future__ import annotations

from pydantic import BaseModel

from ..data import Faction


class Threat(BaseModel):
    """A public threat: `by` duels `against` if `against` takes the action named."""

    by: Faction
    against: Faction
    action: str

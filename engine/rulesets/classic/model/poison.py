"""THE DUEL (1984), VIII.3-4: the Cone of Silence and the Residual Poison in play
(`phases/cards_1984.py`)."""

from __future__ import annotations

from pydantic import BaseModel

from ..data import Faction


class ResidualPoison(BaseModel):
    """VIII.4: a card played face down before `target`'s shield by `by`, demanding `bribe`
    spice every turn; `bluff` while it is a worthless card, a secret of `by`."""

    by: Faction
    target: Faction
    bribe: int
    card: str

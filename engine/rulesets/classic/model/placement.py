"""THE SPICE HARVEST (1984), V.4-7: after the fifth harvest, trades of Access cards, spice
back to the reserves, troops committed to strongholds and the strongholds settled
(`phases/placement.py`)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from ..data import Faction


class Placement(BaseModel):
    """The end of the pre-game, while it lasts: each player's Access cards (secret)."""

    access: dict[Faction, list[str]] = Field(default_factory=dict)

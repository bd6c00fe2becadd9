"""THE SPICE HARVEST (1984), V.1-3: the five harvests before the main game, each with the
Manager's report, the CHOAM meeting and the Bid for Power (`phases/harvest.py`)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from ..data import Faction


class Harvest(BaseModel):
    """The pre-game's harvests, while they last. `access` is what the Bid for Power hands
    on to the placement (`model/placement.py`): each player's Access cards, secret."""

    round: int = 0
    """The harvest being played, 1-5 (0 before the first Manager is chosen)."""
    manager: Faction | None = None
    access: dict[Faction, list[str]] = Field(default_factory=dict)
    """Access cards bought so far (V.3.b: kept secret, face down)."""

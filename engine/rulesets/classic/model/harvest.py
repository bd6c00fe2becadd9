"""THE SPICE HARVEST (1984), IV.4 and V.1-3: the five harvests before the main game, each
with the Manager's report, the CHOAM meeting and the Bid for Power (`phases/harvest*.py`)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ..data import Faction

Step = Literal["commit", "offer", "extra", "report", "vote", "bid", "done"]
"""What the harvest waits for: the spice committed for the first Manager (IV.4), the
Guild's offer of an extra Harvest card and the Manager's answer (VI.3), the Manager's
report (V.1), the CHOAM vote (V.2), the Bid for Power (V.3); `done` after the fifth."""


class AccessAuction(BaseModel):
    """V.3.a: this harvest's Access cards, sold one by one sight unseen; the bids are open."""

    cards: list[str]
    index: int = 0
    turn: Faction | None = None
    high_bid: int = 0
    high_bidder: Faction | None = None
    passes: int = 0
    looked: bool = False
    """VI.1: the Atreides have looked at one of these cards."""


class Harvest(BaseModel):
    """The pre-game's harvests, while they last. `access` is what the Bid for Power hands
    on to the placement (`model/placement.py`): each player's Access cards, secret."""

    round: int = 0
    """The harvest being played, 1-5 (0 while the first Manager is chosen)."""
    manager: Faction | None = None
    access: dict[Faction, list[str]] = Field(default_factory=dict)
    """Access cards bought so far (V.3.b: kept secret, face down)."""
    step: Step = "commit"
    harvest_deck: list[int] = Field(default_factory=list)
    access_deck: list[str] = Field(default_factory=list)
    commitments: dict[Faction, int] = Field(default_factory=dict)
    """IV.4: spice each player hides in hand for the first Manager, until all reveal."""
    drawn: list[int] = Field(default_factory=list)
    """This year's Harvest cards (the Manager's secret until the CHOAM meeting)."""
    fee: int = 0
    """VI.3: the Guild's fee offered for an extra Harvest card this year (0: none)."""
    announced: int | None = None
    shares: dict[Faction, list[int]] = Field(default_factory=dict)
    """V.1.b: the Share cards given to each other player (each player's own secret)."""
    votes: dict[Faction, bool] = Field(default_factory=dict)
    """V.2.a: yes (True) or no, face down until all have voted."""
    looked: Faction | None = None
    """VI.1: the player whose shares the Atreides looked at this year."""
    caught: int = 0
    """VI.6: times the Harkonnen were caught with a dishonest report as Manager."""
    worm: bool = False
    """A Worm came up this year (nothing is harvested; VI.4 the Fremen take over)."""
    auction: AccessAuction | None = None
    seen: dict[Faction, list[str]] = Field(default_factory=dict)
    """VI.2: the Access cards the Bene Gesserit saw others buy (buyer -> cards)."""

    def held(self) -> int:
        """Spice set aside in the pre-game (the commitments in hand), for the spice count."""
        return sum(self.commitments.values())

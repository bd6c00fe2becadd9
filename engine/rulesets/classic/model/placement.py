"""THE SPICE HARVEST (1984), V.4-7: after the fifth harvest, trades of Access cards, spice
back to the reserves, troops committed to strongholds and the strongholds settled
(`phases/placement.py`).

Access cards are named as the harvest deals them: a stronghold card by its stronghold
(`Arrakeen`), a troop card by its troops (`troops 5`)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from ..data import Faction


class Offer(BaseModel):
    """V.4: a trade one player proposes to another, open until answered. What the partner
    gives is named by the proposer and checked only when the partner accepts, so a
    proposal never tells the proposer what the partner holds."""

    proposer: Faction
    partner: Faction
    gives: list[str]
    """The proposer's cards (checked against his hand when proposed and when accepted)."""
    takes: list[str]
    """The partner's cards the proposer asks for."""
    shown: bool = False
    """Verified in advance: the partner was shown the proposer's cards (else sight unseen)."""


class Placement(BaseModel):
    """The end of the pre-game, while it lasts. Access cards and commitments are secret
    until the strongholds are read out (V.6.c)."""

    access: dict[Faction, list[str]] = Field(default_factory=dict)
    trading: list[Faction] = Field(default_factory=list)
    """V.4: the players who have not yet finished trading, in seat order."""
    offers: list[Offer] = Field(default_factory=list)
    commitments: dict[Faction, dict[str, list[int]]] = Field(default_factory=dict)
    """V.6.a: stronghold -> the troop cards (their troops) placed beside it; a player who
    commits nothing has an empty entry: the entry is the decision made."""
    revealed: bool = False
    """V.6.c done: the strongholds are settled (the Bene Gesserit's prediction may follow)."""

"""THE DUEL (1984): the Dueling cards held between fights, and a fight in the arena (a
Kanly duel, V, or a War of Assassins, VI) while it lasts (`phases/arena.py`)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from ..data import Faction


class DuelCards(BaseModel):
    """IV.3, V.12: the Dueling deck, its discards and each player's secret hand (at most
    four, never traded)."""

    deck: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    hands: dict[Faction, list[str]] = Field(default_factory=dict)


class Fight(BaseModel):
    """A Kanly duel or a War of Assassins in the arena, from the leaders' placing to the
    last payment; play is suspended while it lasts (`play/rules.py`, the interruption)."""

    kind: str = "kanly"
    """"kanly" (V) or "war" (VI)."""
    fighters: list[Faction] = Field(default_factory=list)
    """The players with a leader in the arena, in the order they move."""

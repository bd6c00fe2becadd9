"""THE DUEL (1984): the Dueling cards held between fights, and a fight in the arena (a
Kanly duel, V, or a War of Assassins, VI) while it lasts (`phases/arena.py`)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from ..data import Faction

HAND_LIMIT = 4
"""V.4: no player may hold more than four Dueling cards."""


class DuelCards(BaseModel):
    """IV.3, V.12: the Dueling deck, its discards and each player's secret hand (at most
    four, never traded)."""

    deck: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)
    hands: dict[Faction, list[str]] = Field(default_factory=dict)


class Second(BaseModel):
    """V.3: a supporter's leader, face down beside the shield of the side it backs."""

    side: Faction
    leader: str


class Attack(BaseModel):
    """V.6-8: an attack waiting for the attacked player's secret answer (a defence card
    from the side the attack came, or none)."""

    attacker: Faction
    target: Faction
    card: str
    sides: list[str]
    """The target's sides the attack comes through (a thrown knife may come by two ways);
    a defence from any of them answers it."""


Step = Literal["leaders", "place", "backing", "seconds", "duel"]


class Fight(BaseModel):
    """A Kanly duel or a War of Assassins in the arena, from the leaders' secret choice to
    the last payment; play is suspended while it lasts (`play/rules.py`, the interruption).

    Secrets: `leaders` until a leader is revealed (`revealed`), `pledges` until both are
    made, `seconds` until the end, and each hand (`DuelCards`)."""

    kind: Literal["kanly", "war"] = "kanly"
    """"kanly" (V) or "war" (VI)."""
    fighters: list[Faction] = Field(default_factory=list)
    """The players with a leader in the arena, in the order they move (Kanly: the
    threatener first)."""
    step: Step = "leaders"
    leaders: dict[Faction, str] = Field(default_factory=dict)
    """Each fighter's leader, chosen in secret (V.2), face down until `revealed`."""
    sectors: dict[Faction, str] = Field(default_factory=dict)
    """Where each fighter's leader stands (public; its identity is not)."""
    revealed: list[Faction] = Field(default_factory=list)
    """V.7-8: fighters whose leader was turned face up (by attacking, defending or losing
    spice-worth)."""
    worth: dict[Faction, int] = Field(default_factory=dict)
    """V.7: each leader's present value (its full value until it pays)."""
    pledges: dict[Faction, int] = Field(default_factory=dict)
    """V.2: backing chosen in secret, while the other fighter has not chosen."""
    backing: dict[Faction, int] = Field(default_factory=dict)
    """V.2: spice set out in front of the shield to back the leader (Kanly only; public)."""
    seconds: dict[Faction, Second] = Field(default_factory=dict)
    """V.3: the supporters (Kanly only), secret until the end."""
    declined: list[Faction] = Field(default_factory=list)
    """V.3: players who sent no supporter (only their main character left), secret until
    the end like the supporters."""
    blocks: list[tuple[str, str]] = Field(default_factory=list)
    """V.10: borders with a block token (at most six)."""
    turn: Faction | None = None
    moves: int = 0
    """Moves left in this turn (two, more with Move or Attack Three)."""
    attack: Attack | None = None
    dead: list[Faction] = Field(default_factory=list)
    fled: list[Faction] = Field(default_factory=list)
    """V.11: fighters who fled the arena with honour."""
    turns: int = 0
    """Turns played so far (a fight lasts at most `arena_end.MAX_ROUNDS` rounds)."""

    @property
    def standing(self) -> list[Faction]:
        """Fighters still in the arena, in move order."""
        return [f for f in self.fighters if f not in self.dead and f not in self.fled]

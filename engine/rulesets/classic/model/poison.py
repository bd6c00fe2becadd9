"""THE DUEL (1984), VIII.3-4: the Cone of Silence and the Residual Poison in play
(`phases/cards_1984.py`, `phases/residual_poison.py`)."""

from __future__ import annotations

from pydantic import BaseModel

from ..data import Faction


class ResidualPoison(BaseModel):
    """VIII.4: a card played face down before `target`'s shield by `by`, demanding `bribe`
    spice every turn. Which card it is (Residual Poison, or a worthless card: a bluff) and
    the leader `by` chose to kill are `by`'s secrets until the card is revealed; whether
    `target` will refuse the next bribe is `target`'s."""

    by: Faction
    target: Faction
    bribe: int
    card: str
    victim: str | None = None
    """The leader of `target`'s that dies if the poison is real and the bribe refused; None:
    the strongest one alive (docs/rules-notes.md, "The 1984 treachery cards")."""
    refuse: bool = True
    """`target` will refuse the next bribe: until he answers `poisoned pay` this turn, which
    sets the bribe aside (`held`), so whether it is paid never hangs on spice unseen."""
    held: int = 0
    """Spice `target` set aside for this turn's bribe (secret, like the rest of his spice)."""


class Debt(BaseModel):
    """VIII.4: spice a bluffer owes the player he bluffed, paid as he gets spice."""

    debtor: Faction
    creditor: Faction
    amount: int

"""XIII.A-B: what lies behind a player's shield, and showing it to the table on purpose.

Spice and reserves stay in the shield's pocket and the number of cards held is open only
during the bidding round (XIII.B); players are never obliged to keep these secret, nor to
reveal them (XIII.A). `reveal` is the one way a seat shows them, as a public event.
"""

from __future__ import annotations

from engine.core import EventLog

from ..data import Faction
from ..state import ClassicState


def reveal(state: ClassicState, faction: Faction, what: str, log: EventLog) -> None:
    """XIII.A: a seat shows its spice, the number of its cards, or its hand, to everyone."""
    player = state.players[faction]
    if what == "spice":
        text = f"{faction.title} shows their spice: {player.spice}."
        data: dict = {"spice": player.spice}
    elif what == "cards":
        n = len(player.hand)
        text = f"{faction.title} shows that they hold {n} treachery card{'s' * (n != 1)}."
        data = {"cards": n}
    else:
        cards = ", ".join(player.hand) or "no cards"
        text = f"{faction.title} shows their hand: {cards}."
        data = {"hand": list(player.hand)}
    log.public("reveal", text, faction=faction, what=what, **data)

"""XIII.A-B: what lies behind a player's shield, and showing it to the table on purpose.

Spice and reserves stay in the shield's pocket and the number of cards held is open only
during the bidding round (XIII.B); players are never obliged to keep these secret, nor to
reveal them, nor the traitors they chose (XIII.A). `reveal` is the one way a seat shows
them, as a public event; the engine never does it for them.
"""

from __future__ import annotations

from engine.core import EventLog

from ..data import Faction
from ..model.state import ClassicState
from .battle_spice import behind_shield


def reveal(state: ClassicState, faction: Faction, what: str, log: EventLog) -> None:
    """XIII.A: a seat shows its spice, the number of its cards, its hand or its traitors to
    everyone."""
    player = state.players[faction]
    if what == "spice":
        # XXII.A.2: spice set aside for a battle plan is still behind the shield (in the
        # hand), and how much was set aside is secret until the reveal
        spice = behind_shield(state, faction)
        text = f"{faction.title} shows their spice: {spice}."
        data: dict = {"spice": spice}
    elif what == "cards":
        n = len(player.hand)
        text = f"{faction.title} shows that they hold {n} treachery card{'s' * (n != 1)}."
        data = {"cards": n}
    elif what == "hand":
        cards = ", ".join(player.hand) or "no cards"
        text = f"{faction.title} shows their hand: {cards}."
        data = {"hand": list(player.hand)}
    else:
        traitors = ", ".join(player.traitors) or "no traitor"
        text = f"{faction.title} shows the traitors in their pay: {traitors}."
        data = {"traitors": list(player.traitors)}
    log.public("reveal", text, faction=faction, what=what, **data)

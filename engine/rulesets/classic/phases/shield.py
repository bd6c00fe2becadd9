"""XIII.A-B: what lies behind a player's shield, and showing it to the table on purpose.

Spice and reserves stay in the shield's pocket and the number of cards held is open only
during the bidding round (XIII.B); players are never obliged to keep these secret, nor to
reveal them, nor the traitors they chose (XIII.A). `reveal` is the one way a seat shows
them, as a public event; the engine never does it for them.
"""

from __future__ import annotations

from engine.core import EventLog
from engine.core.words import T, Text, joined

from ..data import Faction
from ..data.words import card_word, faction_word, leader_word
from ..model.state import ClassicState
from .battle_spice import behind_shield


def reveal(state: ClassicState, faction: Faction, what: str, log: EventLog) -> None:
    """XIII.A: a seat shows its spice, the number of its cards, its hand or its traitors to
    everyone."""
    player = state.players[faction]
    who = faction_word(faction)
    text: Text
    if what == "spice":
        # XXII.A.2: spice set aside for a battle plan is still behind the shield (in the
        # hand), and how much was set aside is secret until the reveal
        spice = behind_shield(state, faction)
        text = T("classic-shows-spice", faction=who, count=spice)
        data: dict = {"spice": spice}
    elif what == "cards":
        n = len(player.hand)
        text = T("classic-shows-card-count", faction=who, count=n)
        data = {"cards": n}
    elif what == "hand":
        cards = (joined([card_word(c) for c in player.hand], ", ") if player.hand
                 else T("classic-no-cards"))
        text = T("classic-shows-hand", faction=who, cards=cards)
        data = {"hand": list(player.hand)}
    else:
        traitors = (joined([leader_word(n) for n in player.traitors], ", ") if player.traitors
                    else T("classic-no-traitor"))
        text = T("classic-shows-traitors", faction=who, traitors=traitors)
        data = {"traitors": list(player.traitors)}
    log.public("reveal", text, faction=faction, what=what, **data)

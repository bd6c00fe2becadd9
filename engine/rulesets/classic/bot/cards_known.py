"""What a seat knows of the treachery cards the other seats hold, read from what it was told.

Only the seat's own history and view are read, so nothing here can know more than the seat:
a card is known in a faction's hand when the seat saw it go there (the Atreides see each
card up for bid, VIII; prescience shows a plan's card, pad Atreides 3) or saw it played and
not discarded (a battle winner keeps what he played, X.C.6), and it leaves the hand when the
seat sees it discarded or played. Cards bought unseen stay unknown.

`read(seen)` is the API: `Hands.of(faction)` the cards known in a hand, `Hands.subtypes`
the weapon and defence kinds among them (projectile, poison, lasgun), `Hands.mine` the
seat's own hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.core import Event
from engine.core.ruleset import Seen

from ..data import TREACHERY_CARDS, CardKind


@dataclass(frozen=True)
class Hands:
    """The cards a seat knows in every hand (its own from its view)."""

    mine: tuple[str, ...]
    held: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def of(self, faction: str) -> tuple[str, ...]:
        """The cards `faction` is known to hold (possibly more unseen)."""
        return self.held.get(faction, ())

    def subtypes(self, faction: str, kind: CardKind) -> set[str]:
        """The subtypes ("projectile", "poison", "lasgun") of the cards of this kind
        (weapon or defence) `faction` is known to hold."""
        return {TREACHERY_CARDS[c].subtype for c in self.of(faction)
                if c in TREACHERY_CARDS and TREACHERY_CARDS[c].kind == kind}


class _Reader:
    """Follows a seat's history event by event, keeping each faction's known cards."""

    def __init__(self) -> None:
        self.held: dict[str, list[str]] = {}
        self.peeked: dict[int, str] = {}
        self.in_play: dict[str, list[str]] = {}

    def add(self, faction: str, card: str | None) -> None:
        if card and card in TREACHERY_CARDS:
            self.held.setdefault(str(faction), []).append(card)

    def drop(self, faction: str, card: str) -> None:
        hand = self.held.get(str(faction), [])
        if card in hand:
            hand.remove(card)

    def read(self, event: Event) -> None:
        handler = getattr(self, f"_on_{event.kind}", None)
        if handler is not None:
            handler(event.data)

    def _on_prescience_card(self, data: dict) -> None:
        """VIII, Atreides: the card up for bid, seen before it is sold."""
        self.peeked[data["index"]] = data["card"]

    def _on_bidding_round(self, data: dict) -> None:
        self.peeked.clear()

    def _on_card_sold(self, data: dict) -> None:
        self.add(data["faction"], self.peeked.pop(data["index"], None))

    def _on_battle_reveal(self, data: dict) -> None:
        """X.B: the plans shown; what a side played is in its hand until discarded."""
        self.in_play = {}
        for faction, plan in data["plans"].items():
            cards = [c for c in (plan.get("leader"), plan.get("weapon"), plan.get("defense"))
                     if c in TREACHERY_CARDS]
            for card in cards:
                self.drop(faction, card)
                self.add(faction, card)
            self.in_play[str(faction)] = cards

    def _on_discard(self, data: dict) -> None:
        """X.C.5-6: the cards of the battle just fought leave the hands that played them."""
        for card in data.get("cards", ()):
            owner = next((f for f, cards in self.in_play.items() if card in cards), None)
            if owner is not None:
                self.in_play[owner].remove(card)
                self.drop(owner, card)

    def _on_card_played(self, data: dict) -> None:
        self.drop(data["faction"], data["card"])


def read(seen: Seen) -> Hands:
    """Every hand as far as `seen` knows it."""
    reader = _Reader()
    for event in seen.history:
        reader.read(event)
    mine = tuple(seen.view.get("private", {}).get("hand", ()))
    side = str(seen.side)
    held = {f: tuple(cards) for f, cards in reader.held.items() if f != side and cards}
    return Hands(mine=mine, held=held)

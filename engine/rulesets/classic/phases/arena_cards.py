"""THE DUEL (1984), IV.3, V.4, V.12: the Dueling deck: dealing one card each at set-up,
drawing on a move in (at most four in hand), discarding, reshuffling the discards."""

from __future__ import annotations

from engine.core import EventLog, Rng
from engine.core.words import T

from ..data import Faction
from ..data.dueling import deck as full_deck
from ..data.dueling import dueling_word
from ..data.words import faction_word
from ..model.duel import HAND_LIMIT, DuelCards
from ..model.state import ClassicState
from .arena_world import arena_of


def deal(state: ClassicState, log: EventLog) -> None:
    """IV.3: shuffle the Dueling cards and deal each player one, face down, secret."""
    deck = full_deck(arena_of(state).cards)
    rng = Rng(state.rng)
    rng.shuffle(deck)
    state.rng = rng.state
    state.dueling = DuelCards(deck=deck, hands={f: [] for f in state.players})
    for faction in state.players:
        draw(state, faction, log)


def hand(state: ClassicState, faction: Faction) -> list[str]:
    cards = state.dueling
    return cards.hands.setdefault(faction, []) if cards is not None else []


def draw(state: ClassicState, faction: Faction, log: EventLog) -> bool:
    """V.4: one card from the top of the deck, unless the hand holds four; V.12: an empty
    deck is restocked from the reshuffled discards. True if a card was drawn."""
    cards = state.dueling
    if cards is None or len(hand(state, faction)) >= HAND_LIMIT:
        return False
    if not cards.deck and cards.discard:
        rng = Rng(state.rng)
        cards.deck, cards.discard = cards.discard, []
        rng.shuffle(cards.deck)
        state.rng = rng.state
        log.public("dueling_reshuffle", T("classic-arena-reshuffled"))
    if not cards.deck:
        return False
    card = cards.deck.pop(0)
    hand(state, faction).append(card)
    player = state.players[faction]
    log.private(player.seat, "dueling_card", T("classic-arena-you-draw", card=dueling_word(card)),
                card=card)
    log.public("dueling_draw", T("classic-arena-draws", faction=faction_word(faction)),
               faction=faction)
    return True


def discard(state: ClassicState, faction: Faction, card: str) -> None:
    """V.12: a card played is discarded face up."""
    assert state.dueling is not None
    hand(state, faction).remove(card)
    state.dueling.discard.append(card)

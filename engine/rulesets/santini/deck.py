"""Drawing from the deck: a card to a player's hand, or an event played the moment it is
drawn (Carte: events cannot be cancelled, and a second alike in a turn is ignored). The
discards are shuffled back when the deck runs out."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import EventLog

from . import die
from .data.cards import KINDS as KIND
from .state import SantiniState
from .words import T, card_word

EventPlay = Callable[[SantiniState, str, EventLog], None]
EVENTS: dict[str, EventPlay] = {}
"""Event card -> what it does, `(state, seat who drew it, log)` (registered by cards)."""


def is_event(name: str) -> bool:
    return KIND.get(name) == "E"


def event(name: str) -> Callable[[EventPlay], EventPlay]:
    def wrap(fn: EventPlay) -> EventPlay:
        EVENTS[name] = fn
        return fn
    return wrap


def take(state: SantiniState) -> str | None:
    """The top card (the discards shuffled in when the deck is empty); None when none is
    left anywhere."""
    if not state.deck:
        state.deck, state.discard = state.discard, []
        die.shuffle(state, state.deck)
    return state.deck.pop() if state.deck else None


def draw(state: SantiniState, seat: str, log: EventLog, count: int = 1) -> None:
    """`count` cards for `seat`: each event is shown and played at once (or ignored when one
    alike was played this turn), each other card goes secretly to the hand."""
    for _ in range(count):
        name = take(state)
        if name is None:
            return
        if not is_event(name):
            state.players[seat].hand.append(name)
            log.public("draw", T("santini-draws", seat=seat))
            log.private(seat, "drawn", T("santini-drawn", card=card_word(name)))
            continue
        state.discard.append(name)
        if name in state.events_this_turn:
            log.public("event_ignored", T("santini-event-again", seat=seat,
                                          card=card_word(name)))
            continue
        state.events_this_turn.append(name)
        log.public("event", T("santini-event", seat=seat, card=card_word(name)))
        play = EVENTS.get(name)
        if play is not None:
            play(state, seat, log)

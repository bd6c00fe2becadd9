"""Bene Gesserit (Carte): three new cards are drawn (an event among them is played at
once, as every event drawn) and the player keeps one, in secret (`keep <card>`); the
others are discarded. Default: the first drawn."""

from __future__ import annotations

from engine.core import Command, EventLog, RuleError
from engine.core.names import UnknownName, resolve_name

from . import deck
from .cards_play import Effect, Play, card
from .commands import CardName, registry
from .hooks import candidates_for, decision, plays
from .state import SantiniState
from .words import T, card_word, card_words

DRAWN = 3


@registry.command()
class Keep(Command):
    name = "keep"
    summary = "Keep one of the cards Bene Gesserit drew for you (the others are discarded)."
    secret = True
    card: CardName


@card("Bene Gesserit")
def bene_gesserit(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    if state.players[seat].offered:
        raise RuleError(T("santini-keep-which", cards=card_words(state.players[seat].offered)))

    def draw_three(log: EventLog) -> None:
        hand = state.players[seat].hand
        before = len(hand)
        deck.draw(state, seat, log, DRAWN)
        drawn = hand[before:]
        del hand[before:]
        state.players[seat].offered = drawn
        if drawn:
            log.private(seat, "offered", T("santini-keep-one", cards=card_words(drawn)))
    return draw_three


@decision("keep", default=lambda state, seat: Keep(card=state.players[seat].offered[0]),
          secret=True)
def choosing(state: SantiniState) -> list[str]:
    return [s for s in state.order if state.players[s].offered]


@plays(Keep)
def keep(state: SantiniState, seat: str, command: Keep, log: EventLog) -> None:
    player = state.players[seat]
    try:
        kept = resolve_name(command.card, player.offered, "card")
    except UnknownName:
        raise RuleError(T("santini-keep-which", cards=card_words(player.offered))) from None
    rest = list(player.offered)
    rest.remove(kept)
    player.hand.append(kept)
    player.offered = []
    state.discard.extend(rest)
    log.public("kept", T("santini-kept", seat=seat, count=len(rest)))
    log.private(seat, "kept", T("santini-kept-card", card=card_word(kept)))


@candidates_for("keep")
def _keep(state: SantiniState, seat: str) -> list[Command]:
    return [Keep(card=c) for c in state.players[seat].offered]

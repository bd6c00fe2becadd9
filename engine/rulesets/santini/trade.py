"""Carte: cards may be given or sold freely between players, and spice paid for them or
for favours, at any time and without waiting for anyone (`give <gift> <seat>`, `send
<amount> <seat>`: `pay` is the Guild's sealed payment). That a card changed hands is
public; which card, only the two know."""

from __future__ import annotations

from typing import Annotated

from engine.core import Arg, Command, EventLog, RuleError

from .card_args import in_hand
from .commands import CardName, registry
from .hooks import plays
from .state import SantiniState
from .words import T, card_word

SeatName = Annotated[str, Arg("seat", "a player's seat")]


@registry.command()
class Give(Command):
    name = "give"
    summary = "Give a card from your hand to another player (Carte), at any time."
    gift: CardName
    seat: SeatName


@registry.command()
class Send(Command):
    name = "send"
    summary = "Pay spice from your home planet to another player, at any time."
    amount: Annotated[int, Arg("amount", "spice")]
    seat: SeatName


def _other(state: SantiniState, seat: str, other: str) -> None:
    if other not in state.players or other == seat:
        raise RuleError(T("santini-trade-to-whom",
                          seats=", ".join(s for s in state.order if s != seat)))


@plays(Give)
def give(state: SantiniState, seat: str, command: Give, log: EventLog) -> None:
    _other(state, seat, command.seat)
    card = in_hand(state, seat, command.gift)
    state.players[seat].hand.remove(card)
    state.players[command.seat].hand.append(card)
    log.public("card_given", T("santini-card-given", seat=seat, other=command.seat))
    for s in (seat, command.seat):
        log.private(s, "card_given", T("santini-card-given-was", card=card_word(card)))


@plays(Send)
def send(state: SantiniState, seat: str, command: Send, log: EventLog) -> None:
    _other(state, seat, command.seat)
    player = state.players[seat]
    if not 0 < command.amount <= player.spice:
        raise RuleError(T("santini-pay-how-much", spice=player.spice))
    player.spice -= command.amount
    state.players[command.seat].spice += command.amount
    log.public("spice_paid", T("santini-spice-paid", seat=seat, other=command.seat,
                               amount=command.amount))

"""The Corrino's gift (PRESIDENCE DE LA CHOM): "Vous pouvez les donner à votre allié durant
son tour": while allied, the Corrino may give spice from their marker to the active
player, at any time of his turn after the roll."""

from __future__ import annotations

from engine.core import Command, EventLog, RuleError

from . import commands as c
from .data import Faction
from .state import DiceState
from .tleilax import TURN_STEPS
from .words import T


def check_give(state: DiceState, seat: str) -> None:
    if state.step not in TURN_STEPS or state.turn.ally != Faction.CORRINO:
        raise RuleError(T("dice-give-when"))
    if state.seat_of(Faction.CORRINO) != seat:
        raise RuleError(T("dice-only-corrino-give"))
    if not state.players[seat].spice_store:
        raise RuleError(T("dice-marker-empty"))


def give(state: DiceState, seat: str, amount: int, log: EventLog) -> None:
    check_give(state, seat)
    player = state.players[seat]
    if amount > player.spice_store:
        raise RuleError(T("dice-marker-holds", spice=player.spice_store))
    player.spice_store -= amount
    state.turn.spice += amount
    log.public("give", T("dice-gives", spice=amount, seat=state.active_seat),
               amount=amount)


def give_candidates(state: DiceState, seat: str) -> list[Command]:
    player = state.players[seat]
    return [c.Give(amount=n) for n in range(1, player.spice_store + 1)]

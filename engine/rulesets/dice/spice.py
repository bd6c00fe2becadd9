"""Spending the turn's spice (DEBARQUEMENT): the turn's spice first (it is lost at the end
of the turn), then the active faction's own store (the Corrino's and the Guild's marker,
spent on their own turns)."""

from __future__ import annotations

from engine.core import EventLog

from .data import FACTIONS, SPICE_STORE_LIMIT, Faction
from .state import DiceState
from .words import T, Text
from .words import faction as word


def available(state: DiceState) -> int:
    """What the active player may spend now."""
    return state.turn.spice + _store(state)


def _store(state: DiceState) -> int:
    player = state.players[state.active_seat]
    return player.spice_store if FACTIONS[state.active_faction].spice_store else 0


def pay(state: DiceState, amount: int) -> None:
    """Spend `amount` (the caller checked `available`)."""
    from_turn = min(amount, state.turn.spice)
    state.turn.spice -= from_turn
    state.players[state.active_seat].spice_store -= amount - from_turn


def store(state: DiceState, faction: Faction, amount: int, log: EventLog, why: Text) -> None:
    """Add to a faction's spice marker, which holds 5 at most (CORRINO, LA GUILDE SPATIALE)."""
    seat = state.seat_of(faction)
    if seat is None:
        return
    player = state.players[seat]
    new = min(SPICE_STORE_LIMIT, player.spice_store + amount)
    if new != player.spice_store:
        log.public("store", T("dice-stores", why=why, faction=word(faction),
                              spice=new - player.spice_store, total=new),
                   faction=faction.value, store=new)
        player.spice_store = new

"""What the harvest's phases share: the harvest in play, and the order round the table.

"To the right" (V.1-3, VI.5) is the classic game's order of play: the storm order, which
goes the storm's own way round the player dots (`board/order.py`). Before the main game
the storm stands at its start, so the order is fixed for the whole pre-game."""

from __future__ import annotations

from engine.core import RuleError
from engine.core.words import T

from ..board.order import storm_order
from ..data import Faction
from ..model.harvest import Harvest
from ..model.state import ClassicState, Phase


def current(state: ClassicState) -> Harvest:
    """The harvest being played, or a refusal naming when harvest commands are given."""
    h = state.harvest
    if state.phase != Phase.HARVEST or h is None:
        raise RuleError(T("classic-harvest-not-now"), rule="V")
    return h


def right_of(state: ClassicState, faction: Faction) -> Faction:
    """The player to the right: the next in the order of play."""
    order = storm_order(state)
    return order[(order.index(faction) + 1) % len(order)]


def others(state: ClassicState, manager: Faction) -> list[Faction]:
    """Everyone but the Manager, from the Manager's right on round the table."""
    order = storm_order(state)
    i = order.index(manager)
    return [order[(i + k) % len(order)] for k in range(1, len(order))]


def seat(state: ClassicState, faction: Faction) -> str:
    return state.players[faction].seat

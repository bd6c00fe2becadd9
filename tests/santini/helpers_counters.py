"""Positions built by hand on a real set-up: the Piazzamento Iniziale cleared away."""

from __future__ import annotations

from engine.rulesets.santini.state import SantiniState


def bare(state: SantiniState) -> SantiniState:
    """The set-up emptied for a position built by hand: no counter anywhere (ids from 1
    again), no fortification or platform, no spice on the map, the storms off the map, and
    every hand back in the deck (the deck keeps its 302 cards)."""
    for player in state.players.values():
        state.deck += player.hand
        player.hand = []
    state.units = {}
    state.next_id = dict.fromkeys(state.next_id, 1)
    state.fortifications = {}
    state.platforms = {}
    state.spice = {}
    for storm in state.storms:
        storm.hex = None
    return state

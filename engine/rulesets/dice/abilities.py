"""Who enjoys a faction's alliance (knot) ability: the faction itself, and the active player
while allied with it (LES FACTIONS; rules-notes, "the knot abilities")."""

from __future__ import annotations

from .data import Faction
from .state import DiceState


def knot(state: DiceState, faction: Faction, owner: Faction) -> bool:
    return faction == owner or (faction == state.active_faction and state.turn.ally == owner)

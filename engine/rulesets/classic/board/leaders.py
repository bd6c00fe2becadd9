"""A game's leaders: the pad's five a faction and, with THE DUEL, its main leader (III.1).

`data.leaders_of` stays the pad's five: the traitor draw (THE DUEL, IV.5) and the "all
leaders" conditions of the base rules (IX.D, docs/rules-notes.md "Leaders") read it; what a
player may field, lose or see reads `leaders_of_game`.
"""

from __future__ import annotations

from ..data import LEADERS, Faction, Leader, leaders_of
from ..data.main_leaders import MAIN_LEADERS, is_main
from ..model.state import ClassicState


def main_leader(state: ClassicState, faction: Faction) -> str | None:
    """The faction's main character leader, in a game with THE DUEL."""
    return MAIN_LEADERS[faction].name if state.options.duel else None


def leaders_of_game(state: ClassicState, faction: Faction) -> tuple[Leader, ...]:
    """The faction's leaders in this game: the pad's five, then the main leader (III.1)."""
    own = leaders_of(faction)
    return (*own, MAIN_LEADERS[faction]) if state.options.duel else own


def is_leader(name: str | None) -> bool:
    """A leader disc (not a Cheap Hero(ine) card, not "no leader")."""
    return name in LEADERS or is_main(name)


def leader_value(state: ClassicState, name: str | None) -> int:
    """A leader's fighting value: the pad's number, the option's for a main leader (III.1:
    10; 8 in the Italian edition's note D); 0 for a Cheap Hero(ine) or no leader."""
    if is_main(name):
        return state.options.main_leader
    return LEADERS[name].strength if name in LEADERS else 0

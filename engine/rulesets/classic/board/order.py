"""Who goes first: the storm and the player dots (IX.A, VI.A).

Convention (docs/rules-notes.md): the six dots sit in sectors 2, 5, 8, 11, 14 and 17; the
storm starts in sector 18. The first player is the one whose dot the storm reaches next; a
dot under the storm has been passed. Play then goes "to the right", which on this board is
the storm's own direction, so the storm order is also the order of play.
"""

from __future__ import annotations

from ..data import PLAYER_DOTS, STORM_START_SECTOR, Faction, sectors_ahead
from ..model.state import ClassicState, Player


def dots_for(seats: int) -> list[int]:
    """Spread n seats over the six dots, in seating order, as evenly as the board allows."""
    return [PLAYER_DOTS[(i * 6) // seats] for i in range(seats)]


def in_game(state: ClassicState, faction: Faction) -> bool:
    """Seated and not out of the game (THE DUEL, VII)."""
    return faction in state.players and faction not in state.out


def player_in_game(state: ClassicState, faction: Faction) -> Player | None:
    """The faction's player while he is in the game: a power of a player who is out (THE
    DUEL, VII) no longer works, as when the faction is not played."""
    return state.players.get(faction) if faction not in state.out else None


def playing(state: ClassicState) -> list[Faction]:
    """The factions still in the game, in seating order; an out player's dot stays on the
    board but he no longer plays (docs/rules-notes.md, "Leaders")."""
    return [f for f in state.players if f not in state.out]


def seating_order(state: ClassicState) -> list[Faction]:
    """Every seat by its dot, the first player's first: players out of the game too, whose
    dots stay on the board (THE DUEL, VII)."""
    return sorted(state.players, key=lambda f: sectors_ahead(state.storm, state.players[f].dot))


def storm_order(state: ClassicState) -> list[Faction]:
    """Factions in order of play this turn: first player first."""
    return [f for f in seating_order(state) if f not in state.out]


def first_storm_dialers(state: ClassicState) -> list[Faction]:
    """VI.A: the players whose dots are nearest on either side of the storm start."""
    ahead = sorted(
        playing(state), key=lambda f: sectors_ahead(STORM_START_SECTOR, state.players[f].dot)
    )
    return [ahead[0], ahead[-1]]

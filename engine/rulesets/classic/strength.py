"""What a token is worth in battle and in taking losses: the one place that says it, for the
basic battle and for any rule that values tokens differently (XV's starred tokens)."""

from __future__ import annotations

from . import forces
from .data import Faction
from .state import ClassicState


def token_strength(faction: Faction, starred: bool, foe: Faction | None) -> int:
    """X.B.1: a token is worth one. Pad, Emperor 1: an elite Sardaukar is worth two against
    all opponents but the Fremen; Fremen 4: a Fedaykin is worth two."""
    if not starred or (faction == Faction.EMPEROR and foe == Faction.FREMEN):
        return 1
    return 2


def force_strength(state: ClassicState, faction: Faction, territory: str, sectors: list[int],
                   foe: Faction | None) -> int:
    """The worth of a faction's tokens in these sectors of a territory against `foe`."""
    total = 0
    for sector in sectors:
        starred = forces.starred_count(state, faction, territory, sector)
        ordinary = forces.count(state, faction, territory, sector) - starred
        total += ordinary + starred * token_strength(faction, True, foe)
    return total


def losses(ordinary: int, starred: int, worth: int, owed: int) -> tuple[int, int]:
    """(ordinary, starred) tokens lost to pay `owed` strength (X.C.6): the least worth that
    pays it, and of the ways to lose that, the fewest starred tokens (a starred token is never
    worth less than an ordinary one); everything there when all of it does not pay."""
    ways = []
    for k in range(starred + 1):
        plain = min(ordinary, max(0, owed - k * worth))
        if plain + k * worth >= owed:
            ways.append((plain + k * worth, k, plain))
    if not ways:
        return ordinary, starred
    _, k, plain = min(ways)
    return plain, k

"""III: the set-up's choices: the traitor kept, the Fremen's (and coexisting Bene
Gesserit's) placement, and the Bene Gesserit's prediction."""

from __future__ import annotations

from engine.core import Command
from engine.core.ruleset import Seen

from ..data import LEADERS, STRONGHOLDS
from ..protocol.commands import Place, Predict, Traitor

FAVOURITES = ("harkonnen", "atreides", "emperor", "fremen", "guild", "bene_gesserit")
"""The factions likeliest to win, first first (the Harkonnen's traitors and cards, the
Atreides' foresight), for a prediction made before any move is seen."""
PREDICTED_TURN = 4
"""The turn predicted: by then strongholds change hands, yet the game is seldom over."""


def traitor(seen: Seen) -> Command | None:
    """III.E.2: the strongest leader drawn, the one whose betrayal swings most battles."""
    picks = seen.of(Traitor)
    if not picks:
        return None
    return max(picks, key=lambda c: (LEADERS[c.leader].strength if c.leader in LEADERS else 0,
                                     c.leader))


def place(seen: Seen) -> Command | None:
    """III: as many tokens as may go into a stronghold (Sietch Tabr holds for victory)."""
    places = [c for c in seen.of(Place) if isinstance(c, Place)]
    if not places:
        return None
    return max(places, key=lambda c: (c.territory in STRONGHOLDS, c.count,
                                      -(c.sector or 0), -(c.starred or 0)))


def predict(seen: Seen) -> Command | None:
    """II (Bene Gesserit): the favourite other faction, at a middle turn."""
    picks = [c for c in seen.of(Predict) if isinstance(c, Predict)]
    if not picks:
        return None
    rank = {f: i for i, f in enumerate(FAVOURITES)}
    return min(picks, key=lambda c: (rank.get(c.faction, len(rank)),
                                     abs(c.turn - PREDICTED_TURN)))

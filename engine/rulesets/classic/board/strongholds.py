"""Which territories are strongholds in a game, and which count for victory and how much.

The board has five strongholds (IV). Options change that, and every rule that asks "is this
a stronghold?" (shipping costs, the two-faction limit, the storm, victory) asks here, so a
rule is written once: the Italian edition's sietches of False Wall East and Harg Pass become
strongholds (XVIII.C); the Shield Wall counts for victory but stays a rock territory, so no
stronghold rule applies to it (XVIII.B); with the sietches, Carthag and Arrakeen count two
each (XVIII.C.1).
"""

from __future__ import annotations

from ..data import STRONGHOLDS, TERRITORIES
from ..model.options import ClassicOptions

SIETCHES: tuple[str, ...] = ("False Wall East", "Harg Pass")
"""XVIII.C (Italian edition): the Sietch of False Wall East and the Harg Pass Sietch."""
SHIELD_WALL = "Shield Wall"
CITIES: tuple[str, ...] = ("Arrakeen", "Carthag")
"""XVIII.C.1: with both sietches, each of these counts as two strongholds."""
SIETCH_SEATS = 6
"""XVIII.C: the sietches are for the larger game, six players."""


WITH_SIETCHES: tuple[str, ...] = STRONGHOLDS + SIETCHES


def strongholds(options: ClassicOptions) -> tuple[str, ...]:
    """The game's strongholds, in board order (asked at every step of a move's search, so
    both answers are made once)."""
    return WITH_SIETCHES if options.sietch_strongholds else STRONGHOLDS


def is_stronghold(options: ClassicOptions, territory: str) -> bool:
    return territory in strongholds(options)


def is_sand(options: ClassicOptions, territory: str) -> bool:
    """Sand, where the storm kills (VI.C): a sietch made a stronghold shelters like the
    other sietches, though Harg Pass is sand on the board."""
    return TERRITORIES[territory].is_sand and not is_stronghold(options, territory)


def victory_territories(options: ClassicOptions) -> tuple[str, ...]:
    """The territories held for victory: the strongholds, and the Shield Wall (XVIII.B)."""
    wall = (SHIELD_WALL,) if options.shield_wall else ()
    return strongholds(options) + wall


def worth(options: ClassicOptions, territory: str) -> int:
    """How many strongholds holding the territory counts for (XVIII.C.1: the cities two
    each with the sietches; otherwise one)."""
    return 2 if options.sietch_strongholds and territory in CITIES else 1

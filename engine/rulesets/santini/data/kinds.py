"""The kinds of counter of Santini's DUNE (Legenda Pedine), apart from their printed values
(`counters.py`), so that the set-up's table (`placement.py`) names them too."""

from __future__ import annotations

from enum import StrEnum


class Kind(StrEnum):
    INFANTRY = "infantry"
    ARMOUR = "armour"
    ARTILLERY = "artillery"
    GUARD = "guard"
    COMMAND = "command"
    LEADER = "leader"
    SPY = "spy"
    HARVESTER = "harvester"
    WING = "wing"
    SCOUT = "scout"
    WORM = "worm"

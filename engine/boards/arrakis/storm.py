"""The storm's track: 18 sectors around the board, counted in the storm's direction."""

from __future__ import annotations

SECTOR_COUNT = 18
STORM_START_SECTOR = 18
"""The sector the storm marker starts on, between the player dots of sectors 17 and 2."""

def advance(sector: int, steps: int) -> int:
    """The sector `steps` further in the storm's direction (18 wraps to 1)."""
    return (sector - 1 + steps) % SECTOR_COUNT + 1


def sectors_ahead(storm: int, sector: int) -> int:
    """How far the storm must still travel to reach `sector`; 18 if it is already there,
    because a dot under the storm has been passed (the 1979 rules, IX.A)."""
    return (sector - storm - 1) % SECTOR_COUNT + 1


def swept_sectors(start: int, steps: int) -> tuple[int, ...]:
    """Sectors the storm passes over or stops on; a storm that does not move stops on its own."""
    if steps == 0:
        return (start,)
    return tuple(advance(start, i) for i in range(1, steps + 1))


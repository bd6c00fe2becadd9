"""Where each section of the board is drawn on the polar map.

The published board is a disc: the Polar Sink in the middle, 18 storm sectors as wedges, and
each territory's sections laid out from the Polar Sink out to the rim. This module places
every section (territory, sector) as a box in polar coordinates: a radius band, as a
fraction of the disc, and an angular band, as a fraction of its sector. The sectors come from
territories.py; the radial order of the sections in a sector follows their neighbours in
sections.py (a section borders the ones just inside and outside it), so the drawing tells the
truth about who borders whom, even though it is a schematic of the printed art.

Sector 1 starts at the bottom of the map and the sectors run counter-clockwise, the storm's
way: Tuek's Sietch lies lower right, Arrakeen and Carthag at the top, Habbanya lower left.
"""

from __future__ import annotations

from dataclasses import dataclass

from .storm import SECTOR_COUNT
from .territories import POLAR_SINK

POLAR_RADIUS = 0.22
"""The Polar Sink's radius, as a fraction of the disc's."""


@dataclass(frozen=True, slots=True)
class Box:
    """A section's place: radii r0..r1 (fractions of the disc) and the angular part a0..a1 of
    its sector (0 = the side of the previous sector, 1 = the side of the next)."""

    r0: float
    r1: float
    a0: float = 0.0
    a1: float = 1.0


def _ring(*bands: tuple[str, float, float]) -> dict[str, Box | tuple[Box, ...]]:
    return {name: Box(r0, r1) for name, r0, r1 in bands}



_LAYOUT: dict[int, dict[str, Box | tuple[Box, ...]]] = {
    1: {
        "Cielago North": Box(0.22, 0.45),
        "Cielago Depression": Box(0.45, 0.68),
        "Meridian": Box(0.68, 1.0, 0.0, 0.5),
        "Cielago South": Box(0.68, 1.0, 0.5, 1.0),
    },
    2: {
        "Cielago North": Box(0.22, 0.42),
        "Cielago Depression": Box(0.42, 0.65, 0.0, 0.55),
        "Cielago South": Box(0.65, 1.0, 0.0, 0.55),
        "Cielago East": Box(0.42, 1.0, 0.55, 1.0),
    },
    3: {
        "Harg Pass": Box(0.22, 0.38),
        "False Wall South": Box(0.38, 0.6),
        "Cielago East": Box(0.6, 1.0, 0.0, 0.5),
        "South Mesa": Box(0.6, 1.0, 0.5, 1.0),
    },
    4: {
        "False Wall East": Box(0.22, 0.34),
        "Harg Pass": Box(0.34, 0.48, 0.0, 0.5),
        "The Minor Erg": Box(0.34, 0.48, 0.5, 1.0),
        "False Wall South": Box(0.48, 0.62, 0.0, 0.5),
        "Pasty Mesa": Box(0.48, 0.62, 0.5, 1.0),
        "Tuek's Sietch": Box(0.62, 0.74),
        "South Mesa": Box(0.74, 1.0),
    },
    5: _ring(("False Wall East", 0.22, 0.36), ("The Minor Erg", 0.36, 0.5),
             ("Pasty Mesa", 0.5, 0.72), ("South Mesa", 0.72, 1.0)),
    6: _ring(("False Wall East", 0.22, 0.36), ("The Minor Erg", 0.36, 0.5),
             ("Pasty Mesa", 0.5, 0.75), ("Red Chasm", 0.75, 1.0)),
    7: {
        "False Wall East": Box(0.22, 0.36),
        "The Minor Erg": Box(0.36, 0.55, 0.0, 0.55),
        "Pasty Mesa": Box(0.55, 0.75, 0.0, 0.55),
        "Shield Wall": Box(0.36, 0.75, 0.55, 1.0),
        "Gara Kulon": Box(0.75, 1.0),
    },
    8: {
        "False Wall East": Box(0.22, 0.38, 0.0, 0.45),
        "Imperial Basin": Box(0.22, 0.38, 0.45, 1.0),
        "Shield Wall": Box(0.38, 0.55, 0.0, 0.45),
        "Hole In The Rock": Box(0.38, 0.55, 0.45, 0.7),
        "Rim Wall West": Box(0.38, 0.62, 0.7, 1.0),
        "Sihaya Ridge": Box(0.55, 1.0, 0.0, 0.45),
        "Basin": Box(0.55, 1.0, 0.45, 0.7),
        "Old Gap": Box(0.62, 1.0, 0.7, 1.0),
    },
    9: _ring(("Imperial Basin", 0.22, 0.5), ("Arrakeen", 0.5, 0.64), ("Old Gap", 0.64, 1.0)),
    10: {
        "Arsunt": Box(0.22, 0.36),
        "Imperial Basin": Box(0.36, 0.5),
        "Carthag": Box(0.5, 0.62),
        "Tsimpo": Box(0.62, 0.74),
        "Old Gap": Box(0.74, 1.0, 0.0, 0.5),
        "Broken Land": Box(0.74, 1.0, 0.5, 1.0),
    },
    11: _ring(("Arsunt", 0.22, 0.36), ("Hagga Basin", 0.36, 0.5), ("Tsimpo", 0.5, 0.64),
              ("Plastic Basin", 0.64, 0.78), ("Broken Land", 0.78, 1.0)),
    12: _ring(("Hagga Basin", 0.22, 0.42), ("Tsimpo", 0.42, 0.55),
              ("Plastic Basin", 0.55, 0.75), ("Rock Outcroppings", 0.75, 1.0)),
    13: {
        "Wind Pass": Box(0.22, 0.36),
        "Plastic Basin": Box(0.36, 0.58),
        "Sietch Tabr": Box(0.58, 0.72),
        "Bight Of The Cliff": Box(0.72, 1.0, 0.0, 0.5),
        "Rock Outcroppings": Box(0.72, 1.0, 0.5, 1.0),
    },
    14: _ring(("Wind Pass", 0.22, 0.4), ("The Great Flat", 0.4, 0.62),
              ("Funeral Plain", 0.62, 0.8), ("Bight Of The Cliff", 0.8, 1.0)),
    15: _ring(("Wind Pass", 0.22, 0.4), ("False Wall West", 0.4, 0.55),
              ("The Greater Flat", 0.55, 0.75), ("Habbanya Erg", 0.75, 1.0)),
    16: {
        "Wind Pass North": Box(0.22, 0.36),
        "Wind Pass": Box(0.36, 0.5),
        "False Wall West": Box(0.5, 0.64),
        "Habbanya Erg": Box(0.64, 0.78),
        "Habbanya Ridge Flat": (Box(0.78, 0.88), Box(0.88, 1.0, 0.0, 0.5)),
        "Habbanya Sietch": Box(0.88, 1.0, 0.5, 1.0),
    },
    17: _ring(("Wind Pass North", 0.22, 0.4), ("Cielago West", 0.4, 0.58),
              ("False Wall West", 0.58, 0.74), ("Habbanya Ridge Flat", 0.74, 1.0)),
    18: {
        "Cielago North": Box(0.22, 0.4),
        "Cielago West": Box(0.4, 1.0, 0.0, 0.45),
        "Cielago Depression": Box(0.4, 0.65, 0.45, 1.0),
        "Meridian": Box(0.65, 1.0, 0.45, 1.0),
    },
}


SECTOR_LAYOUT: dict[int, dict[str, tuple[Box, ...]]] = {
    sector: {t: boxes if isinstance(boxes, tuple) else (boxes,) for t, boxes in sections.items()}
    for sector, sections in _LAYOUT.items()
}
"""sector -> territory -> where its section in that sector is drawn: usually one box, two
where a section wraps around a stronghold (Habbanya Ridge Flat around Habbanya Sietch)."""

assert set(SECTOR_LAYOUT) == set(range(1, SECTOR_COUNT + 1))
assert POLAR_SINK not in {t for boxes in SECTOR_LAYOUT.values() for t in boxes}

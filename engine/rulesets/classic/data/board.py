"""The classic board: territories, sectors, sections and who borders whom.

Facts from shared/reference/classic-board.md (the published 1979/2019 board, cross-checked
between two independent implementations); the player-dot convention is ours and is
explained in docs/rules-notes.md. Sectors run 1-18 in the storm's direction (n -> n+1,
18 -> 1). A section is the part of a territory inside one sector; the Polar Sink's single
section is sector 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .names import resolve_name

SECTOR_COUNT = 18
STORM_START_SECTOR = 18
POLAR_SINK = "Polar Sink"
GREAT_FLAT = "The Great Flat"
FREMEN_HOME: tuple[str, ...] = ("Sietch Tabr", "False Wall South", "False Wall West")
PLAYER_DOTS: tuple[int, ...] = (2, 5, 8, 11, 14, 17)
"""Sector of each player dot at the board edge; the storm starts between 17 and 2."""

SectionId = tuple[str, int]


class TerritoryKind(StrEnum):
    SAND = "sand"
    ROCK = "rock"
    STRONGHOLD = "stronghold"
    POLAR_SINK = "polar_sink"


SAND, ROCK, STRONGHOLD, POLAR = (
    TerritoryKind.SAND,
    TerritoryKind.ROCK,
    TerritoryKind.STRONGHOLD,
    TerritoryKind.POLAR_SINK,
)


@dataclass(frozen=True, slots=True)
class Territory:
    name: str
    kind: TerritoryKind
    sectors: tuple[int, ...]
    blow_sector: int | None
    shield_wall: bool
    """Arrakeen, Carthag and the Imperial Basin: sheltered from the storm by the Shield Wall."""
    neighbours: tuple[str, ...]

    @property
    def is_stronghold(self) -> bool:
        return self.kind == TerritoryKind.STRONGHOLD

    @property
    def is_sand(self) -> bool:
        return self.kind == TerritoryKind.SAND


def _t(
    name: str,
    kind: TerritoryKind,
    sectors: tuple[int, ...],
    blow: int | None,
    shield_wall: bool,
    neighbours: tuple[str, ...],
) -> Territory:
    return Territory(name, kind, sectors, blow, shield_wall, neighbours)


TERRITORIES: dict[str, Territory] = {
    t.name: t
    for t in (
        _t(
            "Polar Sink",
            POLAR,
            (0,),
            None,
            False,
            (
                "Arsunt",
                "Cielago North",
                "False Wall East",
                "Hagga Basin",
                "Harg Pass",
                "Imperial Basin",
                "Wind Pass",
                "Wind Pass North",
            ),
        ),
        _t(
            "Imperial Basin",
            SAND,
            (8, 9, 10),
            None,
            True,
            (
                "Arrakeen",
                "Arsunt",
                "Carthag",
                "False Wall East",
                "Hole In The Rock",
                "Old Gap",
                "Polar Sink",
                "Rim Wall West",
                "Shield Wall",
                "Tsimpo",
            ),
        ),
        _t(
            "Carthag",
            STRONGHOLD,
            (10,),
            None,
            True,
            ("Arsunt", "Hagga Basin", "Imperial Basin", "Tsimpo"),
        ),
        _t(
            "Arrakeen", STRONGHOLD, (9,), None, True, ("Imperial Basin", "Old Gap", "Rim Wall West")
        ),
        _t(
            "Tuek's Sietch",
            STRONGHOLD,
            (4,),
            None,
            False,
            ("False Wall South", "Pasty Mesa", "South Mesa"),
        ),
        _t(
            "Sietch Tabr",
            STRONGHOLD,
            (13,),
            None,
            False,
            ("Bight Of The Cliff", "Plastic Basin", "Rock Outcroppings"),
        ),
        _t("Habbanya Sietch", STRONGHOLD, (16,), None, False, ("Habbanya Ridge Flat",)),
        _t(
            "Cielago North",
            SAND,
            (18, 1, 2),
            2,
            False,
            (
                "Cielago Depression",
                "Cielago East",
                "Cielago West",
                "False Wall South",
                "Harg Pass",
                "Polar Sink",
                "Wind Pass North",
            ),
        ),
        _t(
            "Cielago Depression",
            SAND,
            (18, 1, 2),
            None,
            False,
            ("Cielago East", "Cielago North", "Cielago South", "Cielago West", "Meridian"),
        ),
        _t(
            "Meridian",
            SAND,
            (18, 1),
            None,
            False,
            ("Cielago Depression", "Cielago South", "Cielago West", "Habbanya Ridge Flat"),
        ),
        _t(
            "Cielago South",
            SAND,
            (1, 2),
            1,
            False,
            ("Cielago Depression", "Cielago East", "Meridian"),
        ),
        _t(
            "Cielago East",
            SAND,
            (2, 3),
            None,
            False,
            (
                "Cielago Depression",
                "Cielago North",
                "Cielago South",
                "False Wall South",
                "South Mesa",
            ),
        ),
        _t(
            "Harg Pass",
            SAND,
            (3, 4),
            None,
            False,
            ("Cielago North", "False Wall East", "False Wall South", "Polar Sink", "The Minor Erg"),
        ),
        _t(
            "False Wall South",
            ROCK,
            (3, 4),
            None,
            False,
            (
                "Cielago East",
                "Cielago North",
                "Harg Pass",
                "Pasty Mesa",
                "South Mesa",
                "The Minor Erg",
                "Tuek's Sietch",
            ),
        ),
        _t(
            "False Wall East",
            ROCK,
            (4, 5, 6, 7, 8),
            None,
            False,
            ("Harg Pass", "Imperial Basin", "Polar Sink", "Shield Wall", "The Minor Erg"),
        ),
        _t(
            "The Minor Erg",
            SAND,
            (4, 5, 6, 7),
            7,
            False,
            ("False Wall East", "False Wall South", "Harg Pass", "Pasty Mesa", "Shield Wall"),
        ),
        _t(
            "Pasty Mesa",
            ROCK,
            (4, 5, 6, 7),
            None,
            False,
            (
                "False Wall South",
                "Gara Kulon",
                "Red Chasm",
                "Shield Wall",
                "South Mesa",
                "The Minor Erg",
                "Tuek's Sietch",
            ),
        ),
        _t("Red Chasm", SAND, (6,), 6, False, ("Pasty Mesa", "South Mesa")),
        _t(
            "South Mesa",
            SAND,
            (3, 4, 5),
            4,
            False,
            ("Cielago East", "False Wall South", "Pasty Mesa", "Red Chasm", "Tuek's Sietch"),
        ),
        _t(
            "Basin",
            SAND,
            (8,),
            None,
            False,
            ("Hole In The Rock", "Old Gap", "Rim Wall West", "Sihaya Ridge"),
        ),
        _t(
            "Rim Wall West",
            ROCK,
            (8,),
            None,
            False,
            ("Arrakeen", "Basin", "Hole In The Rock", "Imperial Basin", "Old Gap"),
        ),
        _t(
            "Hole In The Rock",
            SAND,
            (8,),
            None,
            False,
            ("Basin", "Imperial Basin", "Rim Wall West", "Shield Wall", "Sihaya Ridge"),
        ),
        _t(
            "Sihaya Ridge",
            SAND,
            (8,),
            8,
            False,
            ("Basin", "Gara Kulon", "Hole In The Rock", "Shield Wall"),
        ),
        _t(
            "Shield Wall",
            ROCK,
            (7, 8),
            None,
            False,
            (
                "False Wall East",
                "Gara Kulon",
                "Hole In The Rock",
                "Imperial Basin",
                "Pasty Mesa",
                "Sihaya Ridge",
                "The Minor Erg",
            ),
        ),
        _t("Gara Kulon", SAND, (7,), None, False, ("Pasty Mesa", "Shield Wall", "Sihaya Ridge")),
        _t(
            "Old Gap",
            SAND,
            (8, 9, 10),
            9,
            False,
            ("Arrakeen", "Basin", "Broken Land", "Imperial Basin", "Rim Wall West", "Tsimpo"),
        ),
        _t(
            "Broken Land",
            SAND,
            (10, 11),
            11,
            False,
            ("Old Gap", "Plastic Basin", "Rock Outcroppings", "Tsimpo"),
        ),
        _t(
            "Tsimpo",
            SAND,
            (10, 11, 12),
            None,
            False,
            ("Broken Land", "Carthag", "Hagga Basin", "Imperial Basin", "Old Gap", "Plastic Basin"),
        ),
        _t(
            "Arsunt",
            SAND,
            (10, 11),
            None,
            False,
            ("Carthag", "Hagga Basin", "Imperial Basin", "Polar Sink"),
        ),
        _t(
            "Rock Outcroppings",
            SAND,
            (12, 13),
            13,
            False,
            ("Bight Of The Cliff", "Broken Land", "Plastic Basin", "Sietch Tabr"),
        ),
        _t(
            "Plastic Basin",
            ROCK,
            (11, 12, 13),
            None,
            False,
            (
                "Bight Of The Cliff",
                "Broken Land",
                "Funeral Plain",
                "Hagga Basin",
                "Rock Outcroppings",
                "Sietch Tabr",
                "The Great Flat",
                "Tsimpo",
                "Wind Pass",
            ),
        ),
        _t(
            "Hagga Basin",
            SAND,
            (11, 12),
            12,
            False,
            ("Arsunt", "Carthag", "Plastic Basin", "Polar Sink", "Tsimpo", "Wind Pass"),
        ),
        _t(
            "Bight Of The Cliff",
            SAND,
            (13, 14),
            None,
            False,
            ("Funeral Plain", "Plastic Basin", "Rock Outcroppings", "Sietch Tabr"),
        ),
        _t(
            "Funeral Plain",
            SAND,
            (14,),
            14,
            False,
            ("Bight Of The Cliff", "Plastic Basin", "The Great Flat"),
        ),
        _t(
            "The Great Flat",
            SAND,
            (14,),
            14,
            False,
            ("Funeral Plain", "Plastic Basin", "The Greater Flat", "Wind Pass"),
        ),
        _t(
            "Wind Pass",
            SAND,
            (13, 14, 15, 16),
            None,
            False,
            (
                "Cielago West",
                "False Wall West",
                "Hagga Basin",
                "Plastic Basin",
                "Polar Sink",
                "The Great Flat",
                "The Greater Flat",
                "Wind Pass North",
            ),
        ),
        _t(
            "The Greater Flat",
            SAND,
            (15,),
            None,
            False,
            ("False Wall West", "Habbanya Erg", "The Great Flat", "Wind Pass"),
        ),
        _t(
            "Habbanya Erg",
            SAND,
            (15, 16),
            15,
            False,
            ("False Wall West", "Habbanya Ridge Flat", "The Greater Flat"),
        ),
        _t(
            "False Wall West",
            ROCK,
            (15, 16, 17),
            None,
            False,
            (
                "Cielago West",
                "Habbanya Erg",
                "Habbanya Ridge Flat",
                "The Greater Flat",
                "Wind Pass",
            ),
        ),
        _t(
            "Wind Pass North",
            SAND,
            (16, 17),
            16,
            False,
            ("Cielago North", "Cielago West", "Polar Sink", "Wind Pass"),
        ),
        _t(
            "Habbanya Ridge Flat",
            SAND,
            (16, 17),
            17,
            False,
            ("Cielago West", "False Wall West", "Habbanya Erg", "Habbanya Sietch", "Meridian"),
        ),
        _t(
            "Cielago West",
            SAND,
            (17, 18),
            None,
            False,
            (
                "Cielago Depression",
                "Cielago North",
                "False Wall West",
                "Habbanya Ridge Flat",
                "Meridian",
                "Wind Pass",
                "Wind Pass North",
            ),
        ),
    )
}

STRONGHOLDS: tuple[str, ...] = tuple(n for n, t in TERRITORIES.items() if t.is_stronghold)

SECTION_NEIGHBOURS: dict[SectionId, tuple[SectionId, ...]] = {
    ("Polar Sink", 0): (
        ("Imperial Basin", 8),
        ("Imperial Basin", 9),
        ("Cielago North", 18),
        ("Cielago North", 1),
        ("Cielago North", 2),
        ("Harg Pass", 3),
        ("False Wall East", 4),
        ("False Wall East", 5),
        ("False Wall East", 6),
        ("False Wall East", 7),
        ("False Wall East", 8),
        ("Arsunt", 10),
        ("Arsunt", 11),
        ("Hagga Basin", 12),
        ("Wind Pass", 13),
        ("Wind Pass", 14),
        ("Wind Pass", 15),
        ("Wind Pass North", 16),
        ("Wind Pass North", 17),
    ),
    ("Imperial Basin", 8): (
        ("Polar Sink", 0),
        ("Imperial Basin", 9),
        ("False Wall East", 8),
        ("Rim Wall West", 8),
        ("Hole In The Rock", 8),
        ("Shield Wall", 8),
    ),
    ("Imperial Basin", 9): (
        ("Polar Sink", 0),
        ("Imperial Basin", 8),
        ("Imperial Basin", 10),
        ("Arrakeen", 9),
        ("Rim Wall West", 8),
        ("Old Gap", 9),
        ("Arsunt", 10),
    ),
    ("Imperial Basin", 10): (
        ("Imperial Basin", 9),
        ("Carthag", 10),
        ("Tsimpo", 10),
        ("Arsunt", 10),
    ),
    ("Carthag", 10): (
        ("Imperial Basin", 10),
        ("Tsimpo", 10),
        ("Tsimpo", 11),
        ("Arsunt", 10),
        ("Hagga Basin", 11),
    ),
    ("Arrakeen", 9): (("Imperial Basin", 9), ("Rim Wall West", 8), ("Old Gap", 9)),
    ("Tuek's Sietch", 4): (("False Wall South", 4), ("Pasty Mesa", 4), ("South Mesa", 4)),
    ("Sietch Tabr", 13): (
        ("Rock Outcroppings", 13),
        ("Plastic Basin", 13),
        ("Bight Of The Cliff", 13),
    ),
    ("Habbanya Sietch", 16): (("Habbanya Ridge Flat", 16), ("Habbanya Ridge Flat", 17)),
    ("Cielago North", 18): (
        ("Polar Sink", 0),
        ("Cielago North", 1),
        ("Cielago Depression", 18),
        ("Wind Pass North", 17),
        ("Cielago West", 17),
        ("Cielago West", 18),
    ),
    ("Cielago North", 1): (
        ("Polar Sink", 0),
        ("Cielago North", 18),
        ("Cielago North", 2),
        ("Cielago Depression", 1),
    ),
    ("Cielago North", 2): (
        ("Polar Sink", 0),
        ("Cielago North", 1),
        ("Cielago Depression", 2),
        ("Cielago East", 2),
        ("Harg Pass", 3),
        ("False Wall South", 3),
    ),
    ("Cielago Depression", 18): (
        ("Cielago North", 18),
        ("Cielago Depression", 1),
        ("Meridian", 18),
        ("Cielago West", 18),
    ),
    ("Cielago Depression", 1): (
        ("Cielago North", 1),
        ("Cielago Depression", 18),
        ("Cielago Depression", 2),
        ("Meridian", 1),
        ("Cielago South", 1),
    ),
    ("Cielago Depression", 2): (
        ("Cielago North", 2),
        ("Cielago Depression", 1),
        ("Cielago South", 2),
        ("Cielago East", 2),
    ),
    ("Meridian", 18): (
        ("Cielago Depression", 18),
        ("Meridian", 1),
        ("Habbanya Ridge Flat", 17),
        ("Cielago West", 18),
    ),
    ("Meridian", 1): (("Cielago Depression", 1), ("Meridian", 18), ("Cielago South", 1)),
    ("Cielago South", 1): (("Cielago Depression", 1), ("Meridian", 1), ("Cielago South", 2)),
    ("Cielago South", 2): (("Cielago Depression", 2), ("Cielago South", 1), ("Cielago East", 2)),
    ("Cielago East", 2): (
        ("Cielago North", 2),
        ("Cielago Depression", 2),
        ("Cielago South", 2),
        ("Cielago East", 3),
        ("False Wall South", 3),
    ),
    ("Cielago East", 3): (("Cielago East", 2), ("False Wall South", 3), ("South Mesa", 3)),
    ("Harg Pass", 3): (
        ("Polar Sink", 0),
        ("Cielago North", 2),
        ("Harg Pass", 4),
        ("False Wall South", 3),
        ("False Wall East", 4),
    ),
    ("Harg Pass", 4): (
        ("Harg Pass", 3),
        ("False Wall South", 4),
        ("False Wall East", 4),
        ("The Minor Erg", 4),
    ),
    ("False Wall South", 3): (
        ("Cielago North", 2),
        ("Cielago East", 2),
        ("Cielago East", 3),
        ("Harg Pass", 3),
        ("False Wall South", 4),
        ("South Mesa", 3),
    ),
    ("False Wall South", 4): (
        ("Tuek's Sietch", 4),
        ("Harg Pass", 4),
        ("False Wall South", 3),
        ("The Minor Erg", 4),
        ("Pasty Mesa", 4),
        ("South Mesa", 4),
    ),
    ("False Wall East", 4): (
        ("Polar Sink", 0),
        ("Harg Pass", 3),
        ("Harg Pass", 4),
        ("False Wall East", 5),
        ("The Minor Erg", 4),
    ),
    ("False Wall East", 5): (
        ("Polar Sink", 0),
        ("False Wall East", 4),
        ("False Wall East", 6),
        ("The Minor Erg", 5),
    ),
    ("False Wall East", 6): (
        ("Polar Sink", 0),
        ("False Wall East", 5),
        ("False Wall East", 7),
        ("The Minor Erg", 6),
    ),
    ("False Wall East", 7): (
        ("Polar Sink", 0),
        ("False Wall East", 6),
        ("False Wall East", 8),
        ("The Minor Erg", 7),
        ("Shield Wall", 7),
    ),
    ("False Wall East", 8): (
        ("Polar Sink", 0),
        ("Imperial Basin", 8),
        ("False Wall East", 7),
        ("Shield Wall", 8),
    ),
    ("The Minor Erg", 4): (
        ("Harg Pass", 4),
        ("False Wall South", 4),
        ("False Wall East", 4),
        ("The Minor Erg", 5),
        ("Pasty Mesa", 4),
    ),
    ("The Minor Erg", 5): (
        ("False Wall East", 5),
        ("The Minor Erg", 4),
        ("The Minor Erg", 6),
        ("Pasty Mesa", 5),
    ),
    ("The Minor Erg", 6): (
        ("False Wall East", 6),
        ("The Minor Erg", 5),
        ("The Minor Erg", 7),
        ("Pasty Mesa", 6),
    ),
    ("The Minor Erg", 7): (
        ("False Wall East", 7),
        ("The Minor Erg", 6),
        ("Pasty Mesa", 7),
        ("Shield Wall", 7),
    ),
    ("Pasty Mesa", 4): (
        ("Tuek's Sietch", 4),
        ("False Wall South", 4),
        ("The Minor Erg", 4),
        ("Pasty Mesa", 5),
        ("South Mesa", 4),
    ),
    ("Pasty Mesa", 5): (
        ("The Minor Erg", 5),
        ("Pasty Mesa", 4),
        ("Pasty Mesa", 6),
        ("South Mesa", 5),
    ),
    ("Pasty Mesa", 6): (
        ("The Minor Erg", 6),
        ("Pasty Mesa", 5),
        ("Pasty Mesa", 7),
        ("Red Chasm", 6),
    ),
    ("Pasty Mesa", 7): (
        ("The Minor Erg", 7),
        ("Pasty Mesa", 6),
        ("Shield Wall", 7),
        ("Gara Kulon", 7),
    ),
    ("Red Chasm", 6): (("Pasty Mesa", 6), ("South Mesa", 5)),
    ("South Mesa", 3): (("Cielago East", 3), ("False Wall South", 3), ("South Mesa", 4)),
    ("South Mesa", 4): (
        ("Tuek's Sietch", 4),
        ("False Wall South", 4),
        ("Pasty Mesa", 4),
        ("South Mesa", 3),
        ("South Mesa", 5),
    ),
    ("South Mesa", 5): (("Pasty Mesa", 5), ("Red Chasm", 6), ("South Mesa", 4)),
    ("Basin", 8): (
        ("Rim Wall West", 8),
        ("Hole In The Rock", 8),
        ("Sihaya Ridge", 8),
        ("Old Gap", 8),
    ),
    ("Rim Wall West", 8): (
        ("Imperial Basin", 8),
        ("Imperial Basin", 9),
        ("Arrakeen", 9),
        ("Basin", 8),
        ("Hole In The Rock", 8),
        ("Old Gap", 8),
    ),
    ("Hole In The Rock", 8): (
        ("Imperial Basin", 8),
        ("Basin", 8),
        ("Rim Wall West", 8),
        ("Sihaya Ridge", 8),
        ("Shield Wall", 8),
    ),
    ("Sihaya Ridge", 8): (
        ("Basin", 8),
        ("Hole In The Rock", 8),
        ("Shield Wall", 8),
        ("Gara Kulon", 7),
    ),
    ("Shield Wall", 7): (
        ("False Wall East", 7),
        ("The Minor Erg", 7),
        ("Pasty Mesa", 7),
        ("Shield Wall", 8),
        ("Gara Kulon", 7),
    ),
    ("Shield Wall", 8): (
        ("Imperial Basin", 8),
        ("False Wall East", 8),
        ("Hole In The Rock", 8),
        ("Sihaya Ridge", 8),
        ("Shield Wall", 7),
    ),
    ("Gara Kulon", 7): (("Pasty Mesa", 7), ("Sihaya Ridge", 8), ("Shield Wall", 7)),
    ("Old Gap", 8): (("Basin", 8), ("Rim Wall West", 8), ("Old Gap", 9)),
    ("Old Gap", 9): (("Imperial Basin", 9), ("Arrakeen", 9), ("Old Gap", 8), ("Old Gap", 10)),
    ("Old Gap", 10): (("Old Gap", 9), ("Broken Land", 10), ("Tsimpo", 10)),
    ("Broken Land", 10): (("Old Gap", 10), ("Broken Land", 11), ("Tsimpo", 10)),
    ("Broken Land", 11): (
        ("Broken Land", 10),
        ("Tsimpo", 11),
        ("Rock Outcroppings", 12),
        ("Plastic Basin", 11),
    ),
    ("Tsimpo", 10): (
        ("Imperial Basin", 10),
        ("Carthag", 10),
        ("Old Gap", 10),
        ("Broken Land", 10),
        ("Tsimpo", 11),
    ),
    ("Tsimpo", 11): (
        ("Carthag", 10),
        ("Broken Land", 11),
        ("Tsimpo", 10),
        ("Tsimpo", 12),
        ("Plastic Basin", 11),
        ("Hagga Basin", 11),
    ),
    ("Tsimpo", 12): (("Tsimpo", 11), ("Plastic Basin", 12), ("Hagga Basin", 12)),
    ("Arsunt", 10): (
        ("Polar Sink", 0),
        ("Imperial Basin", 9),
        ("Imperial Basin", 10),
        ("Carthag", 10),
        ("Arsunt", 11),
        ("Hagga Basin", 11),
    ),
    ("Arsunt", 11): (("Polar Sink", 0), ("Arsunt", 10), ("Hagga Basin", 11), ("Hagga Basin", 12)),
    ("Rock Outcroppings", 12): (
        ("Broken Land", 11),
        ("Rock Outcroppings", 13),
        ("Plastic Basin", 12),
    ),
    ("Rock Outcroppings", 13): (
        ("Sietch Tabr", 13),
        ("Rock Outcroppings", 12),
        ("Plastic Basin", 13),
        ("Bight Of The Cliff", 13),
    ),
    ("Plastic Basin", 11): (("Broken Land", 11), ("Tsimpo", 11), ("Plastic Basin", 12)),
    ("Plastic Basin", 12): (
        ("Tsimpo", 12),
        ("Rock Outcroppings", 12),
        ("Plastic Basin", 11),
        ("Plastic Basin", 13),
        ("Hagga Basin", 12),
    ),
    ("Plastic Basin", 13): (
        ("Sietch Tabr", 13),
        ("Rock Outcroppings", 13),
        ("Plastic Basin", 12),
        ("Hagga Basin", 12),
        ("Bight Of The Cliff", 13),
        ("Funeral Plain", 14),
        ("The Great Flat", 14),
        ("Wind Pass", 13),
    ),
    ("Hagga Basin", 11): (
        ("Carthag", 10),
        ("Tsimpo", 11),
        ("Arsunt", 10),
        ("Arsunt", 11),
        ("Hagga Basin", 12),
    ),
    ("Hagga Basin", 12): (
        ("Polar Sink", 0),
        ("Tsimpo", 12),
        ("Arsunt", 11),
        ("Plastic Basin", 12),
        ("Plastic Basin", 13),
        ("Hagga Basin", 11),
        ("Wind Pass", 13),
    ),
    ("Bight Of The Cliff", 13): (
        ("Sietch Tabr", 13),
        ("Rock Outcroppings", 13),
        ("Plastic Basin", 13),
        ("Bight Of The Cliff", 14),
    ),
    ("Bight Of The Cliff", 14): (("Bight Of The Cliff", 13), ("Funeral Plain", 14)),
    ("Funeral Plain", 14): (
        ("Plastic Basin", 13),
        ("Bight Of The Cliff", 14),
        ("The Great Flat", 14),
    ),
    ("The Great Flat", 14): (
        ("Plastic Basin", 13),
        ("Funeral Plain", 14),
        ("Wind Pass", 14),
        ("The Greater Flat", 15),
    ),
    ("Wind Pass", 13): (
        ("Polar Sink", 0),
        ("Plastic Basin", 13),
        ("Hagga Basin", 12),
        ("Wind Pass", 14),
    ),
    ("Wind Pass", 14): (
        ("Polar Sink", 0),
        ("The Great Flat", 14),
        ("Wind Pass", 13),
        ("Wind Pass", 15),
    ),
    ("Wind Pass", 15): (
        ("Polar Sink", 0),
        ("Wind Pass", 14),
        ("Wind Pass", 16),
        ("The Greater Flat", 15),
        ("False Wall West", 15),
        ("Wind Pass North", 16),
    ),
    ("Wind Pass", 16): (
        ("Wind Pass", 15),
        ("False Wall West", 16),
        ("Wind Pass North", 16),
        ("Cielago West", 17),
    ),
    ("The Greater Flat", 15): (
        ("The Great Flat", 14),
        ("Wind Pass", 15),
        ("Habbanya Erg", 15),
        ("False Wall West", 15),
    ),
    ("Habbanya Erg", 15): (
        ("The Greater Flat", 15),
        ("Habbanya Erg", 16),
        ("Habbanya Ridge Flat", 16),
    ),
    ("Habbanya Erg", 16): (
        ("Habbanya Erg", 15),
        ("False Wall West", 16),
        ("Habbanya Ridge Flat", 16),
    ),
    ("False Wall West", 15): (("Wind Pass", 15), ("The Greater Flat", 15), ("False Wall West", 16)),
    ("False Wall West", 16): (
        ("Wind Pass", 16),
        ("Habbanya Erg", 16),
        ("False Wall West", 15),
        ("False Wall West", 17),
        ("Habbanya Ridge Flat", 16),
    ),
    ("False Wall West", 17): (
        ("False Wall West", 16),
        ("Habbanya Ridge Flat", 17),
        ("Cielago West", 17),
    ),
    ("Wind Pass North", 16): (
        ("Polar Sink", 0),
        ("Wind Pass", 15),
        ("Wind Pass", 16),
        ("Wind Pass North", 17),
    ),
    ("Wind Pass North", 17): (
        ("Polar Sink", 0),
        ("Cielago North", 18),
        ("Wind Pass North", 16),
        ("Cielago West", 17),
    ),
    ("Habbanya Ridge Flat", 16): (
        ("Habbanya Sietch", 16),
        ("Habbanya Erg", 15),
        ("Habbanya Erg", 16),
        ("False Wall West", 16),
        ("Habbanya Ridge Flat", 17),
    ),
    ("Habbanya Ridge Flat", 17): (
        ("Habbanya Sietch", 16),
        ("Meridian", 18),
        ("False Wall West", 17),
        ("Habbanya Ridge Flat", 16),
        ("Cielago West", 17),
    ),
    ("Cielago West", 17): (
        ("Cielago North", 18),
        ("Wind Pass", 16),
        ("False Wall West", 17),
        ("Wind Pass North", 17),
        ("Habbanya Ridge Flat", 17),
        ("Cielago West", 18),
    ),
    ("Cielago West", 18): (
        ("Cielago North", 18),
        ("Cielago Depression", 18),
        ("Meridian", 18),
        ("Cielago West", 17),
    ),
}


def sections_of(territory: str) -> tuple[SectionId, ...]:
    return tuple((territory, s) for s in TERRITORIES[territory].sectors)


def advance(sector: int, steps: int) -> int:
    """The sector `steps` further in the storm's direction (18 wraps to 1)."""
    return (sector - 1 + steps) % SECTOR_COUNT + 1


def sectors_ahead(storm: int, sector: int) -> int:
    """How far the storm must still travel to reach `sector`; 18 if it is already there,
    because a dot under the storm has been passed (IX.A)."""
    return (sector - storm - 1) % SECTOR_COUNT + 1


def swept_sectors(start: int, steps: int) -> tuple[int, ...]:
    """Sectors the storm passes over or stops on; a storm that does not move stops on its own."""
    if steps == 0:
        return (start,)
    return tuple(advance(start, i) for i in range(1, steps + 1))


ABBREVIATIONS: dict[str, str] = {
    "Polar Sink": "PS", "Imperial Basin": "IB", "Carthag": "CAR", "Arrakeen": "ARR",
    "Tuek's Sietch": "TUE", "Sietch Tabr": "TAB", "Habbanya Sietch": "HAB",
    "Cielago North": "CN", "Cielago Depression": "CD", "Meridian": "Mer", "Cielago South": "CS",
    "Cielago East": "CE", "Harg Pass": "HP", "False Wall South": "FWS", "False Wall East": "FWE",
    "The Minor Erg": "ME", "Pasty Mesa": "PM", "Red Chasm": "RC", "South Mesa": "SM",
    "Basin": "Bas", "Rim Wall West": "RWW", "Hole In The Rock": "HIR", "Sihaya Ridge": "SR",
    "Shield Wall": "SW", "Gara Kulon": "GK", "Old Gap": "OG", "Broken Land": "BL",
    "Tsimpo": "Tsi", "Arsunt": "Ars", "Rock Outcroppings": "RO", "Plastic Basin": "PB",
    "Hagga Basin": "HB", "Bight Of The Cliff": "BoC", "Funeral Plain": "FP",
    "The Great Flat": "GF", "Wind Pass": "WP", "The Greater Flat": "GrF", "Habbanya Erg": "HE",
    "False Wall West": "FWW", "Wind Pass North": "WPN", "Habbanya Ridge Flat": "HRF",
    "Cielago West": "CW",
}
"""Short names the maps print where full names do not fit (the legends spell them out);
every one is also accepted wherever a territory is typed (`ship 3 FWE`, `territory HE`)."""


def resolve_territory(text: str) -> str:
    """The territory `text` names: its name, a map abbreviation, or see names.resolve_name."""
    return resolve_name(text, TERRITORIES, "territory",
                        aliases={short: name for name, short in ABBREVIATIONS.items()})


def check_board() -> None:
    """Assert the board's consistency: symmetric neighbours, sections inside territories."""
    for name, t in TERRITORIES.items():
        for other in t.neighbours:
            assert name in TERRITORIES[other].neighbours, (name, other)
    for (name, sector), near in SECTION_NEIGHBOURS.items():
        assert sector in TERRITORIES[name].sectors, (name, sector)
        for other in near:
            assert (name, sector) in SECTION_NEIGHBOURS[other], ((name, sector), other)
            if other[0] != name:
                assert other[0] in TERRITORIES[name].neighbours, (name, other)
    assert set(SECTION_NEIGHBOURS) == {s for n in TERRITORIES for s in sections_of(n)}

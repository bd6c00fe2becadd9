"""The territories of Arrakis: kind (sand, rock, stronghold, the Polar Sink), sectors, the
spice blow symbol, the Shield Wall's shelter, and bordering territories.

The player dots at the rim are a convention of ours for the seats, explained in
docs/rules-notes.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

POLAR_SINK = "Polar Sink"
PLAYER_DOTS: tuple[int, ...] = (2, 5, 8, 11, 14, 17)
"""Sector of each player dot at the board edge; the storm starts between 17 and 2."""


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
"""The five printed strongholds (a game's options may make more places count as one)."""

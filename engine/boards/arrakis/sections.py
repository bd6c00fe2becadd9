"""The sections of Arrakis (a territory's part inside one sector) and who borders whom.

Moving from a section to the next of the same territory crosses no border; the list of each
section's neighbours is the printed board's, and `check_board` proves it consistent with the
territories' own lists.
"""

from __future__ import annotations

from .territories import TERRITORIES

SectionId = tuple[str, int]
"""(territory, sector); the Polar Sink's single section is sector 0."""

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

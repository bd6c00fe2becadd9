"""The four factions of Santini's DUNE (the introduction: Impero in purple, Harkonnen in red,
Atreides in green, Fremen in blue), in the order the Carte phase draws for them."""

from __future__ import annotations

from enum import StrEnum


class Faction(StrEnum):
    HARKONNEN = "Harkonnen"
    ATREIDES = "Atreides"
    FREMEN = "Fremen"
    EMPEROR = "Emperor"


PAYERS = (Faction.EMPEROR, Faction.HARKONNEN, Faction.ATREIDES)
"""Attività: the three factions that pay the Guild in secret for the initiative (the
Fremen roll a d8 instead)."""

LETTER = {Faction.HARKONNEN: "H", Faction.ATREIDES: "A", Faction.FREMEN: "F",
          Faction.EMPEROR: "E"}
"""The first letter of a faction's counter ids (`H12`)."""

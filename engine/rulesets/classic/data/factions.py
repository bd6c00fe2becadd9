"""The six factions and their shields' set-up (starting spice, tokens, revivals, hands).

Facts from shared/reference/classic-board.md ("Shields"), which agree with the published
game's shields; the rulebook's III.E tells how they are used.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.boards.arrakis.territories import POLAR_SINK
from engine.core.sides import side_named

from .spellings import register, resolve_name

TOKENS_PER_FACTION = 20
FREMEN_HOME: tuple[str, ...] = ("Sietch Tabr", "False Wall South", "False Wall West")
"""III.E: where the Fremen place their ten starting tokens."""
GREAT_FLAT = "The Great Flat"
"""The Fremen bring their reserves to the Great Flat or within two territories of it."""


class Faction(StrEnum):
    ATREIDES = "atreides"
    HARKONNEN = "harkonnen"
    EMPEROR = "emperor"
    GUILD = "guild"
    FREMEN = "fremen"
    BENE_GESSERIT = "bene_gesserit"

    @property
    def title(self) -> str:
        return _TITLES[self]

    @property
    def letter(self) -> str:
        return _LETTERS[self]


_TITLES = {
    Faction.ATREIDES: "Atreides",
    Faction.HARKONNEN: "Harkonnen",
    Faction.EMPEROR: "Emperor",
    Faction.GUILD: "Spacing Guild",
    Faction.FREMEN: "Fremen",
    Faction.BENE_GESSERIT: "Bene Gesserit",
}
_LETTERS = {
    Faction.ATREIDES: "A",
    Faction.HARKONNEN: "H",
    Faction.EMPEROR: "E",
    Faction.GUILD: "G",
    Faction.FREMEN: "F",
    Faction.BENE_GESSERIT: "B",
}
FACTION_ORDER: tuple[Faction, ...] = tuple(Faction)

register("faction", [f.title for f in Faction])


@dataclass(frozen=True, slots=True)
class Shield:
    faction: Faction
    spice: int
    placement: tuple[tuple[str, int, int], ...]
    """(territory, sector, tokens) placed at set-up by the shield itself."""
    fremen_choice: int
    """Tokens the faction places where it chooses at set-up (the Fremen's ten)."""
    reserves: int
    free_revivals: int
    hand_limit: int
    starting_cards: int
    keeps_all_traitors: bool


SHIELDS: dict[Faction, Shield] = {
    s.faction: s
    for s in (
        Shield(Faction.ATREIDES, 10, (("Arrakeen", 9, 10),), 0, 10, 2, 4, 1, False),
        Shield(Faction.HARKONNEN, 10, (("Carthag", 10, 10),), 0, 10, 2, 8, 2, True),
        Shield(Faction.EMPEROR, 10, (), 0, 20, 1, 4, 1, False),
        Shield(Faction.GUILD, 5, (("Tuek's Sietch", 4, 5),), 0, 15, 1, 4, 1, False),
        Shield(Faction.FREMEN, 3, (), 10, 10, 3, 4, 1, False),
        Shield(Faction.BENE_GESSERIT, 5, ((POLAR_SINK, 0, 1),), 0, 19, 1, 4, 1, False),
    )
}

_ALIASES = {
    "bg": Faction.BENE_GESSERIT,
    "bene gesserit": Faction.BENE_GESSERIT,
    "spacing guild": Faction.GUILD,
    "sg": Faction.GUILD,
    "corrino": Faction.EMPEROR,
}


def resolve_faction(text: str) -> Faction:
    """A faction from what a player types: name, title, letter or common short form."""
    key = text.strip().lower().replace("_", " ").replace("-", " ")
    if key in _ALIASES:
        return _ALIASES[key]
    other_games = side_named(text, Faction)
    if other_games is not None:
        return Faction(other_games)
    for faction in Faction:
        if key == faction.letter.lower():
            return faction
    titles = {f.title: f for f in Faction}
    values = {f.value: f.title for f in Faction}
    return titles[resolve_name(text, titles, "faction", aliases=values)]

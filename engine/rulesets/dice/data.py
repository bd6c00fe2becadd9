"""Dune The Dice Game's printed facts: the map, the seven dice, the factions, the components.

Origin: Heiko Günther's rules v1.06 (2015), French translation by Sylvain Chidaine. The
rulebook's pictures (the map, the dice) are not in its text; the map and the Region die's
arrows are reconstructed from the sentences and examples that speak of them, as
docs/rules-notes.md ("Dice game", "The map") explains step by step. A moderator may play on
a map of their own: `load_map` reads the same shape from a JSON file (the `map_file` option).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.core import data_file

ZONES = (1, 2, 3, 4, 5, 6)
"""The six zones around the Polar Sink, one storm position each (LA CARTE)."""

Arrow = Literal["E", "W"]


class Region(BaseModel):
    """One region of the map: its zone (the number printed on it), blue or white, and the
    red X of the deserts."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: data_file.ShortName
    zone: int = Field(ge=1, le=6)
    strategic: bool
    desert: bool = False


class MapSpec(BaseModel):
    """A whole map: the neutral centre, the regions around it, their common borders and the
    Region die's arrows (one per face, the face naming its zone)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    origin: str = Field(min_length=1, max_length=300)
    polar_sink: data_file.ShortName
    regions: tuple[Region, ...]
    borders: tuple[tuple[str, str], ...]
    arrows: dict[int, Arrow]

    @model_validator(mode="after")
    def _sound(self) -> MapSpec:
        names = [r.name for r in self.regions]
        if len(set(names)) != len(names) or self.polar_sink in names:
            raise ValueError("region names must be distinct (the Polar Sink's too)")
        missing = [z for z in ZONES if not any(r.zone == z for r in self.regions)]
        if missing:
            raise ValueError(f"every zone needs a region (none in {missing})")
        known = {*names, self.polar_sink}
        for a, b in self.borders:
            if a not in known or b not in known or a == b:
                raise ValueError(f"border {a!r}-{b!r} names an unknown region or one twice")
        if sorted(self.arrows) != list(ZONES):
            raise ValueError("the Region die needs an arrow (E or W) on each face 1 to 6")
        if not any(r.strategic for r in self.regions):
            raise ValueError("a map needs strategic regions to win")
        if sum(not r.strategic for r in self.regions) < 2:
            raise ValueError("a map needs two non-strategic regions (the Atreides' and the "
                             "Harkonnen's set-up)")
        return self

    @property
    def names(self) -> tuple[str, ...]:
        """Every region, the Polar Sink first, then in zone order."""
        return (self.polar_sink, *(r.name for r in self.regions))

    def region(self, name: str) -> Region | None:
        return next((r for r in self.regions if r.name == name), None)

    def in_zone(self, zone: int) -> tuple[str, ...]:
        """The regions of a zone: those the storm on it touches, and those face `zone` of the
        Region die may target."""
        return tuple(r.name for r in self.regions if r.zone == zone)

    @property
    def strategic(self) -> tuple[str, ...]:
        return tuple(r.name for r in self.regions if r.strategic)

    @property
    def plain(self) -> tuple[str, ...]:
        """The non-strategic regions besides the Polar Sink (white numbers)."""
        return tuple(r.name for r in self.regions if not r.strategic)

    def adjacent(self, a: str, b: str) -> bool:
        return (a, b) in self.borders or (b, a) in self.borders

    def storm_step(self, zone: int, arrow: Arrow) -> int:
        """The next storm position: E lowers the zone number, W raises it, the track wraps
        (the example of TEMPETE DE SABLE moves 5 -> 4 on an E)."""
        step = -1 if arrow == "E" else 1
        return (zone - 1 + step) % len(ZONES) + 1


POLAR_SINK = "Polar Sink"

DEFAULT_MAP = MapSpec(
    origin="Reconstructed from the text of the rules v1.06 (LA CARTE, TEMPETE DE SABLE, "
    "LES DES) and the 1979 board's order; see docs/rules-notes.md, 'Dice game'.",
    polar_sink=POLAR_SINK,
    regions=(
        Region(name="Cielago Plain", zone=1, strategic=False, desert=True),
        Region(name="Habbanya Sietch", zone=2, strategic=True, desert=True),
        Region(name="Great Flat", zone=2, strategic=False, desert=True),
        Region(name="Sietch Tabr", zone=3, strategic=True, desert=True),
        Region(name="Carthag", zone=4, strategic=True),
        Region(name="Broken Land", zone=4, strategic=False, desert=True),
        Region(name="Arrakeen", zone=5, strategic=True),
        Region(name="Tuek's Sietch", zone=6, strategic=True),
        Region(name="Minor Erg", zone=6, strategic=False),
    ),
    borders=(
        *((POLAR_SINK, name) for name in (
            "Cielago Plain", "Habbanya Sietch", "Great Flat", "Sietch Tabr", "Carthag",
            "Broken Land", "Arrakeen", "Tuek's Sietch", "Minor Erg")),
        ("Tuek's Sietch", "Minor Erg"), ("Minor Erg", "Arrakeen"), ("Arrakeen", "Carthag"),
        ("Carthag", "Broken Land"), ("Broken Land", "Sietch Tabr"),
        ("Sietch Tabr", "Great Flat"), ("Great Flat", "Habbanya Sietch"),
        ("Habbanya Sietch", "Cielago Plain"), ("Cielago Plain", "Tuek's Sietch"),
    ),
    arrows={1: "W", 2: "E", 3: "E", 4: "W", 5: "E", 6: "E"},
)


def load_map(source: str | data_file.DataFile) -> MapSpec:
    """A moderator's map from a JSON file of `MapSpec`'s shape (a path, or the file kept in
    the game); RuleError saying what is wrong (never the file's contents beyond a short
    excerpt)."""
    return data_file.load(source, MapSpec, kind="map", noun="a map", option="map_file",
                          shape="Its shape is the rulebook's map's: "
                          "engine/rulesets/dice/data.py, DEFAULT_MAP.")


# -- factions (LES FACTIONS) ------------------------------------------------------------------


class Faction(StrEnum):
    """The eight factions, in the rulebook's order, which is their set-up order (1-8)."""

    ATREIDES = "Atreides"
    HARKONNEN = "Harkonnen"
    FREMEN = "Fremen"
    TLEILAX = "Bene Tleilax"
    CORRINO = "Corrino"
    GUILD = "Spacing Guild"
    BENE_GESSERIT = "Bene Gesserit"
    SMUGGLERS = "Smugglers"


FACTION_ORDER = tuple(Faction)


@dataclass(frozen=True)
class FactionSpec:
    """A faction card: its leader(s), its cubes (elite ones count as two troops in combat:
    the Fremen's large cubes, the Corrino's Sardaukar), its spice marker, and the fewest
    players the faction is played with (MISE EN PLACE)."""

    leader: str
    strength: int
    troops: int
    elite: int = 0
    leaders: int = 1
    second_leader: str = ""
    second_strength: int = 0
    spice_store: bool = False
    min_players: int = 2


FACTIONS: dict[Faction, FactionSpec] = {
    Faction.ATREIDES: FactionSpec("Leto", 3, troops=12, leaders=2,
                                  second_leader="Duncan Idaho", second_strength=2),
    Faction.HARKONNEN: FactionSpec("Baron Vladimir", 4, troops=12),
    Faction.FREMEN: FactionSpec("Liet Kynes", 3, troops=0, elite=8),
    Faction.TLEILAX: FactionSpec("Scytale", 2, troops=12, min_players=6),
    Faction.CORRINO: FactionSpec("Padishah Emperor Shaddam IV", 3, troops=8, elite=4,
                                 spice_store=True),
    Faction.GUILD: FactionSpec("Edric", 2, troops=12, spice_store=True),
    Faction.BENE_GESSERIT: FactionSpec("Reverend Mother Gaius Helen Mohiam", 3, troops=12,
                                       min_players=5),
    Faction.SMUGGLERS: FactionSpec("Esmar Tuek", 3, troops=12, min_players=6),
}

SPICE_STORE_LIMIT = 5
"""The most spice the Corrino's and the Guild's markers hold (CORRINO, LA GUILDE SPATIALE)."""


def factions_for(players: int) -> tuple[Faction, ...]:
    """The factions offered in a game of that many players, in the rulebook's order."""
    return tuple(f for f in FACTION_ORDER if FACTIONS[f].min_players <= players)


# -- dice (LES DES) ----------------------------------------------------------------------------

FACTION_FACES = (Faction.ATREIDES, Faction.CORRINO, Faction.HARKONNEN, Faction.GUILD,
                 Faction.BENE_GESSERIT, Faction.FREMEN)
"""The Faction die, left to right: no Bene Tleilax or Smugglers face."""

KANLY_FACES = ("poison", "crysknife", "hunter-seeker", "snooper", "shield", "thumper")
"""The Kanly die, left to right."""

WORM = "worm"
SPICE_FACES = ("1", "2", "3", "4", "5", WORM)
"""The Spice die: 1 to 5 spice, and Shai-Hulud."""

STORM_FACES = frozenset({"3", "4", "5"})
"""Spice faces that also carry the storm symbol."""

REGION_FACES = tuple(str(z) for z in ZONES)
"""The Region die: one face per zone; its arrow is the map's (`MapSpec.arrows`)."""


class Die(StrEnum):
    """The seven dice, by the name a player keeps them with."""

    F1 = "f1"
    F2 = "f2"
    F3 = "f3"
    F4 = "f4"
    KANLY = "kanly"
    SPICE = "spice"
    REGION = "region"


DICE: dict[Die, tuple[str, ...]] = {
    Die.F1: tuple(FACTION_FACES), Die.F2: tuple(FACTION_FACES),
    Die.F3: tuple(FACTION_FACES), Die.F4: tuple(FACTION_FACES),
    Die.KANLY: KANLY_FACES, Die.SPICE: SPICE_FACES, Die.REGION: REGION_FACES,
}
FACTION_DICE = (Die.F1, Die.F2, Die.F3, Die.F4)

# -- components (MATERIEL) ---------------------------------------------------------------------


class Construction(StrEnum):
    FORTIFICATION = "fortification"
    HARVESTER = "harvester"
    ORNITHOPTER = "ornithopter"


CONSTRUCTIONS: dict[Construction, int] = {
    Construction.FORTIFICATION: 2, Construction.HARVESTER: 2, Construction.ORNITHOPTER: 2}

SHIELD = "shield"
SNOOPER = "snooper"
THUMPER = "thumper"
THUMPERS = 4
"""The common reserve besides the constructions: 1 Shield, 1 Poison Snooper, 4 Thumpers."""

ROUNDS = 6
"""The turn track: the game ends after each player's sixth turn (FIN DE TOUR)."""


def strategic_to_win(players: int) -> int:
    """Strategic regions a lone player must hold (OBJECTIFS): 3, or 4 with two players."""
    return 4 if players == 2 else 3


ALLIANCE_TO_WIN = 4
"""Strategic regions two allies must hold together (OBJECTIFS)."""
ALLIANCE_MIN_PLAYERS = 4
"""No alliance in games of 3 players or fewer (ALLIANCE)."""

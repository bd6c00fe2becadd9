"""The dice game's state: plain data, JSON-serialisable; the rules live in the phases.

The board keeps, for each region, each faction's cubes; a faction with none there has no
entry, and an emptied region none either, so two equal positions serialise alike. The map
itself is part of the state (copied in at creation), so a game never depends on a file.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, Field

from .data import Construction, Die, Faction, MapSpec
from .options import DiceOptions


class Step(StrEnum):
    """Where the game stands: the set-up's two steps, then the actions of a turn (ORDRE DU
    TOUR) as far as they are played, and the end."""

    CHOOSE = "choose"
    PLACE = "place"
    ROLL = "roll"
    AXOLOTL = "axolotl"
    HARVEST = "harvest"
    ALLIANCE = "alliance"
    RECRUIT = "recruit"
    KANLY = "kanly"
    LAND = "land"
    MOVE = "move"
    COMBAT = "combat"
    BUILD = "build"
    STORM = "storm"
    ENDED = "ended"


class Units(BaseModel):
    """Cubes of one faction in one place: regular troops, and elite cubes (the Fremen's
    large cubes, the Sardaukar) that count as two troops in combat."""

    troop: int = Field(0, ge=0)
    elite: int = Field(0, ge=0)

    @property
    def count(self) -> int:
        return self.troop + self.elite

    def __bool__(self) -> bool:
        return self.count > 0

    def __add__(self, other: Units) -> Units:
        return Units(troop=self.troop + other.troop, elite=self.elite + other.elite)

    def __sub__(self, other: Units) -> Units:
        """Fewer cubes; never below none (validation refuses it)."""
        return Units(troop=self.troop - other.troop, elite=self.elite - other.elite)


class Player(BaseModel):
    """One seat, the faction it plays, and what lies on and beside its faction card."""

    seat: str
    faction: Faction | None = None
    reserve: Units = Field(default_factory=Units)
    """Cubes beside the card (MISE EN PLACE: "constituant sa réserve")."""
    card: Units = Field(default_factory=Units)
    """Cubes recruited onto the card, ready to land."""
    leaders_reserve: int = 0
    leaders_card: int = 0
    spice_store: int = 0
    """The Corrino's and the Guild's spice marker (at most 5)."""
    thumper: bool = False

    def to_card(self, units: Units, leaders: int = 0) -> None:
        """Cubes and leaders from beside the card onto it (set-up, recruitment, Gholas)."""
        self.reserve -= units
        self.card += units
        self.leaders_reserve -= leaders
        self.leaders_card += leaders


class Roll(BaseModel):
    """The active player's dice (LANCER DE DES): each die's face, those kept, whether a die
    was kept since the last throw, and whether a Thumper freed this throw's worm."""

    faces: dict[Die, str]
    kept: list[Die] = Field(default_factory=list)
    kept_since_throw: bool = False
    thumper_used: bool = False
    throws: int = 1

    @property
    def loose(self) -> list[Die]:
        """The dice not kept yet, in the dice's order."""
        return [d for d in Die if d not in self.kept]


class Pledge(BaseModel):
    """A side's secret commitment (COMBAT: "dans sa main fermée")."""

    troops: int = 0
    large: int = 0
    allied: int = 0
    allied_large: int = 0
    leaders: int = 0
    lent: int = 0


class Fight(BaseModel):
    """The battle being fought: its region, the two sides (the attacker's ally fights with
    him; every other enemy present with the defender), the Fortification settled, the
    leaders offered, and the secret commitments of the two sides' players."""

    region: str
    attackers: list[Faction]
    defenders: list[Faction]
    dancing: bool = False
    """The Bene Tleilax may still replace enemy troops (LES DANSEURS-VISAGES)."""
    fortified: bool = False
    asked: list[Faction] = Field(default_factory=list)
    """Side members asked whether they lend their leader, not yet answered."""
    lent: list[Faction] = Field(default_factory=list)
    pledges: dict[str, Pledge] = Field(default_factory=dict)
    """Seat -> its commitment: secret until both are made."""


class Standing(BaseModel):
    """A seat's secret standing answer to alliance offers (ALLIANCE): accept or decline,
    every offer or only the offers of one faction."""

    accept: bool
    offerer: Faction | None = None


class Turn(BaseModel):
    """What the active player's turn has gathered since the roll: the spice to spend
    (DEBARQUEMENT: lost at the end of the turn), the ally, an alliance offered and not yet
    answered."""

    spice: int = 0
    symbol: Faction | None = None
    """The Bene Tleilax's Faction die symbol this turn (CUVES AXOLOTL)."""
    shared: int = 0
    """Dice of a symbol both allies recruit with that go to the ally."""
    harvested: bool = False
    """The worm's Harvester is settled (HARVEST is over)."""
    ally: Faction | None = None
    offered: Faction | None = None
    alliance_done: bool = False
    recruited: bool = False
    kanly_done: bool = False
    landing: Literal["permit", "active", "fund", "ally", "done"] = "permit"
    """Who lands now (DEBARQUEMENT): the ally's leave asked first, then the active player,
    then the active player's funding of the ally, then the ally."""
    allowed: bool = False
    """The ally let the active player land in the ally's regions."""
    funds: int = 0
    """Spice the active player grants his ally's landing."""
    guild_paid: bool = False
    """The Guild's Transport monopoly paid for this turn."""
    target: str | None = None
    """The turn's target region (DEPLACEMENT), also where the construction goes."""
    moving: Literal["active", "ally", "done"] = "active"
    fought: list[str] = Field(default_factory=list)
    """Regions fought over this turn."""
    fight: Fight | None = None
    danced: dict[str, int] = Field(default_factory=dict)
    """Faction dice spent by the Face Dancers this turn, by symbol."""
    built: bool = False


class DiceState(BaseModel):
    options: DiceOptions
    map: MapSpec
    rng: int
    """The seeded generator's whole state (engine.core.rng): every die is rolled from it."""
    order: list[str]
    """Seats in order of play (clockwise), the first player first."""
    players: dict[str, Player]
    step: Step = Step.CHOOSE
    choosers: list[str] = Field(default_factory=list)
    """Seats still to choose a faction, next first."""
    setups: list[Faction] = Field(default_factory=list)
    """Faction set-ups still to do, in the cards' order."""
    storm: int
    board: dict[str, dict[Faction, Units]] = Field(default_factory=dict)
    constructions: dict[str, Construction] = Field(default_factory=dict)
    reserve: dict[Construction, int] = Field(default_factory=dict)
    """Construction markers beside the board (the common reserve)."""
    shield: Faction | None = None
    snooper: Faction | None = None
    thumpers: int = 0
    """Thumpers in the common reserve."""
    guess: Faction | None = None
    """The Bene Gesserit's secret guess (LE PLAN ULTIME): never public."""
    round: int = 1
    active: int = 0
    """Index in `order` of the player whose turn it is."""
    roll: Roll | None = None
    turn: Turn = Field(default_factory=Turn)
    standing: dict[str, Standing] = Field(default_factory=dict)
    """Seat -> its secret standing answer to alliance offers (`auto`): never public."""
    winners: list[Faction] = Field(default_factory=list)
    by_default: bool = False
    """No one won in six turns: the Guild's default win (OPPORTUNISME), or the Bene
    Gesserit's if they guessed the Guild."""

    def seat_of(self, faction: Faction) -> str | None:
        return next((p.seat for p in self.players.values() if p.faction == faction), None)

    def player_of(self, faction: Faction) -> Player:
        """The player of a faction in the game (callers know it is: a cube or a side of it
        is on the board)."""
        seat = self.seat_of(faction)
        assert seat is not None
        return self.players[seat]

    @property
    def factions(self) -> list[Faction]:
        """The factions in the game."""
        return [p.faction for p in self.players.values() if p.faction is not None]

    @property
    def active_seat(self) -> str:
        return self.order[self.active]

    @property
    def active_faction(self) -> Faction:
        faction = self.players[self.active_seat].faction
        assert faction is not None
        return faction

    def in_storm(self, region: str) -> bool:
        """The storm touches every region of its zone, never the Polar Sink."""
        return region in self.map.in_zone(self.storm)

"""Diuna's state: plain data, JSON-serialisable; the rules live in the phase modules.

The card set is part of the state (copied in at creation), so a game never depends on a
file. Forces on the board are kept by territory, faction and sector, since the storm and the
spice's sector act on sectors (Faza burzy; Faza zbiorów przyprawy: forces outside the
spice's sector collect nothing); a faction with none somewhere has no entry.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, Field

from .data import CardSet, Faction
from .options import DiunaOptions


class Phase(StrEnum):
    """The set-up, then the seven phases of a round (Fazy), then the end."""

    SETUP = "setup"
    STORM = "storm"
    SPICE_BLOW = "spice_blow"
    CARDS = "cards"
    REVIVAL = "revival"
    MOVEMENT = "movement"
    BATTLE = "battle"
    COLLECTION = "collection"
    ENDED = "ended"


class Player(BaseModel):
    """One seat, its faction, and what lies on its faction board and in its hand."""

    seat: str
    faction: Faction
    """The faction whose forces the seat plays (in an alliance, the Atreides' or the
    Harkonnen's)."""
    ally: Faction | None = None
    """Sojusznicy - rozgrywka 2-osobowa: the allied faction whose abilities the seat has
    too."""
    roster: list[str] = Field(default_factory=list)
    """The leaders the seat plays with: its faction's, or in an alliance those drawn."""
    army: int = 0
    """All its forces, wherever they are (the set-up's count)."""
    spice: int = Field(0, ge=0)
    reserve: int = Field(0, ge=0)
    """Forces on the board's "przywódcy i rezerwy" field."""
    leaders: list[str] = Field(default_factory=list)
    """Leaders on the faction board, ready to fight."""
    tanks: int = Field(0, ge=0)
    """Forces in the Tleilaxu tanks (kadzie Tleilaxan)."""
    dead: list[str] = Field(default_factory=list)
    """Leaders in the Tleilaxu tanks."""
    drawn: list[str] = Field(default_factory=list)
    """Traitor cards drawn and not yet chosen from (secret)."""
    traitors: list[str] = Field(default_factory=list)
    """Traitor cards kept (secret)."""
    battle_cards: list[str] = Field(default_factory=list)
    market_cards: list[str] = Field(default_factory=list)
    orders: list[Literal["call", "hold"]] = Field(default_factory=list)
    """Standing orders (secret): the reactive decisions the seat lets the game answer for
    it at once (`auto call`, `auto hold`), in `standing.ORDERS` order."""

    def has(self, faction: Faction) -> bool:
        """The seat has this faction's abilities (its own, or its ally's)."""
        return self.faction == faction or self.ally == faction


class Decks(BaseModel):
    """Each deck face down, its discards face up (only the top discard may be known)."""

    spice: list[int] = Field(default_factory=list)
    """Indices into the card set's spice list (worms repeat; an index tells them apart)."""
    spice_discard: list[int] = Field(default_factory=list)
    battle: list[str] = Field(default_factory=list)
    battle_discard: list[str] = Field(default_factory=list)
    market: list[str] = Field(default_factory=list)
    market_discard: list[str] = Field(default_factory=list)
    traitors: list[str] = Field(default_factory=list)


class Plan(BaseModel):
    """A battle plan (Plan bitwy): secret until both are revealed."""

    forces: int
    leader: str | None = None
    weapon: str | None = None
    defence: str | None = None


class Fight(BaseModel):
    """The battle being fought (Bitwa): its territory, the advantage holder and the opponent,
    and how far it has come."""

    territory: str
    sides: tuple[str, str]
    """The seat with the battle advantage, then its opponent."""
    sectors: list[int] = Field(default_factory=list)
    """The territory's sectors on the battle's side of the storm: forces beyond it neither
    fight nor are lost (Warunki rozpoczęcia bitwy)."""
    step: Literal["prebattle", "swap", "voice", "foresee", "plan", "market", "call"] = "voice"
    voice: tuple[Literal["must", "not"], Literal["poison", "hand", "special"]] | None = None
    foresee: Literal["forces", "leader", "weapon", "defence"] | None = None
    abilities: list[str] = Field(default_factory=list)
    """Seats whose faction ability is still to be used or declined, next first."""
    plans: dict[str, Plan] = Field(default_factory=dict)
    market: list[str] = Field(default_factory=list)
    """Seats that may still play market cards after the reveal, the one on turn first."""
    played: dict[str, list[str]] = Field(default_factory=dict)
    """Seat -> market cards it played in this battle."""
    before: list[str] = Field(default_factory=list)
    """Seats that may still play market cards before the plans (Truthtrance, Karama)."""
    calls: dict[str, bool] = Field(default_factory=dict)
    """Seat -> whether it calls Traitor; every side whose opponent played a leader is asked,
    so that whom the game waits for never tells who holds a traitor card."""


class DiunaState(BaseModel):
    options: DiunaOptions
    cards: CardSet
    rng: int
    """The seeded generator's whole state (engine.core.rng): every die and shuffle."""
    order: list[str]
    """Seats in order of play (counter-clockwise), the first player first."""
    players: dict[str, Player]
    phase: Phase = Phase.SETUP
    round: int = 1
    storm: int
    """The storm's sector (1-18)."""
    blocked: str | None = None
    """The stronghold covered in a 2-player game (4 warownie), sand from then on."""
    forces: dict[str, dict[Faction, dict[int, int]]] = Field(default_factory=dict)
    """Territory -> faction -> sector -> forces."""
    spice: dict[str, int] = Field(default_factory=dict)
    """Territory -> spice lying on its blow sector."""
    decks: Decks = Field(default_factory=Decks)
    waiting: Literal["", "storm", "ride", "buy", "revive", "move", "battle", "window"] = ""
    """A choice inside a phase the game waits for: the first player's storm after the storm
    symbol, the Fremen's worm ride, a player's market purchase, paid revival, or shipping and
    movement."""
    turn: int = 0
    """Index in `order` of the player acting in a phase played in turn."""
    shipped: bool = False
    """The player on turn has shipped (or moved, which ends shipping) this phase."""
    moves: list[int] = Field(default_factory=list)
    """Territories each group of the player on turn has moved this phase."""
    landed: list[tuple[str, int, int]] = Field(default_factory=list)
    """(territory, sector, forces) where each group of the player on turn ended: they do not
    move again this turn (FREMENI: "2 oddzielne grupy")."""
    boosts: list[str] = Field(default_factory=list)
    """Market cards the player on turn has played for this movement (Smugglers,
    Ornithopter, Hajr)."""
    advantage: int = 0
    """Index in `order` of the seat with the battle advantage (Przewaga bitewna)."""
    fight: Fight | None = None
    swap: Literal["", "returning", "done"] = ""
    """The Harkonnen's traitor draw for their next battle (HARKONNENOWIE, Zdrajcy): not yet
    offered, drawn and one to return, or settled."""
    fought: dict[str, str] = Field(default_factory=dict)
    """Leader -> the territory it fought in this round (one territory a round)."""
    windows: list[str] = Field(default_factory=list)
    """Market card windows of this round already opened (storm, spice_blow, collection)."""
    window: list[str] = Field(default_factory=list)
    """Seats still to answer the open window, the one asked first."""
    weather: int | None = None
    """Sectors a Weather Control moves the storm instead of the throw."""
    thumper: bool = False
    """A Thumper ignores the first worm of this spice blow."""
    harvesters: dict[str, str] = Field(default_factory=dict)
    """Seat -> the territory where its forces collect 3 each this round."""
    riders: dict[str, int] = Field(default_factory=dict)
    """Territory -> the Fremen forces the worm may carry from it: those there when it struck
    (forces that rode in have had their ride); each territory the Fremen may still ride
    from (FREMENI, Wybuch przyprawy)."""
    winners: list[Faction] = Field(default_factory=list)

    def seat_of(self, faction: Faction) -> str | None:
        return next((p.seat for p in self.players.values() if p.faction == faction), None)

    def seat_with(self, faction: Faction) -> str | None:
        """The seat having a faction's abilities (its own, or its ally's)."""
        return next((p.seat for p in self.players.values() if p.has(faction)), None)

    def tokens_with(self, faction: Faction) -> Faction | None:
        """The forces that enjoy a faction's abilities (the Fremen's, or in an alliance the
        Atreides' that play for them)."""
        seat = self.seat_with(faction)
        return self.players[seat].faction if seat is not None else None

    @property
    def riding(self) -> list[str]:
        """Territories the Fremen may still ride the worm from."""
        return list(self.riders)

    @property
    def factions(self) -> list[Faction]:
        """The factions in play, in order of play."""
        return [self.players[seat].faction for seat in self.order]

    @property
    def first(self) -> str:
        """The seat holding the first player marker."""
        return self.order[0]

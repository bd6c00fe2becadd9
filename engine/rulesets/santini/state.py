"""The state of a game of Santini's DUNE: plain data, JSON-serialisable; the rules live in
the phase modules.

Units are kept by their public counter id (`H12`), each with the place it is: a hex of the
map (`0512`), its faction's home planet (`home`; the Fremen's is Arrakis off the map), or
`dead`. The map and the counters' values are copied in at creation (`MapData`,
`CounterSet`), so a game never depends on a file.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field

from .data.counters import COMBAT, RULEBOOK_COUNTERS, CounterSet, Kind
from .data.hexmap import RULEBOOK_MAP, MapData
from .factions import Faction
from .options import SantiniOptions

HOME = "home"
DEAD = "dead"


class Phase(StrEnum):
    """Sequenza di Gioco: the nine phases of a turn (the initiative opens the Attività),
    the set-up before turn 1, and the end."""

    SETUP = "setup"
    CARDS = "cards"
    STORMS = "storms"
    SPICE = "spice"
    INITIATIVE = "initiative"
    ACTIVITY = "activity"
    CONSTRUCTION = "construction"
    HARVEST = "harvest"
    HAND = "hand"
    WORMS = "worms"
    VICTORY = "victory"
    ENDED = "ended"


class Unit(BaseModel):
    """One counter. Combat units have two steps (full, then reduced); a Fremen unit split
    from a veteran (Nota su Fanterie Veterane Fremen) and every other counter, one."""

    id: str
    faction: Faction
    """Its owner; for a scout, whoever controls it now (Nota sugli Scout)."""
    kind: Kind
    place: str = HOME
    """A hex, `home` or `dead`."""
    veteran: bool = False
    steps: int = 2
    split: bool = False
    """A strength-1, single-step Fremen unit split from a veteran."""
    name: str = ""
    """A leader's name (data: the counters' leaders)."""
    moved: bool = False
    """It spent movement points this activity turn."""
    mp_used: int = 0
    locked: bool = False
    """It may make no other move this turn: transferred, entered, moved strategically,
    carried, or building."""
    entered: int = 0
    """The turn it came onto the map (units entering may not move until the next turn)."""
    attacked: bool = False
    """It took part in an attack this turn (each unit joins one attack)."""
    modules: int = 0
    """Weirding modules it carries (an infantry or guard uses one)."""
    stormed: bool = False
    """A Fremen unit in the desert under a storm, its survival already rolled."""
    worm_turns: int = 0
    """A worm's turns left (Vermi)."""

    @property
    def combat(self) -> bool:
        return self.kind in COMBAT

    @property
    def on_map(self) -> bool:
        return self.place not in (HOME, DEAD)


class Plan(BaseModel):
    """One side's answer for a battle: the command and commander leader it uses (their
    modifiers) and its battle cards, secret until both are revealed."""

    command: str = ""
    leader: str = ""
    cards: list[str] = Field(default_factory=list)
    """The battle cards as they act."""
    played: list[str] = Field(default_factory=list)
    """The cards taken from the hand, one for each of `cards` (a Mentat or Spia Commando
    acting as another)."""
    spy: str = ""
    """The spy whose mission a spy card of the plan needs."""


class Battle(BaseModel):
    """An attack declared and not yet over (Attività: a declared attack is carried out):
    who attacks which hex with which units, each side's plan, and after the roll the
    retreat the defender still owes."""

    attacker: str
    defender: str
    hex: str
    units: list[str]
    """The attacking units: combat units and worms, in hexes next to `hex`."""
    attack: Plan = Field(default_factory=Plan)
    defence: Plan | None = None
    """None until the defender's sealed answer is in."""
    advance: bool = True
    """The attacker moves its survivors into the hex it frees (Attività: 3r, E, 5:1)."""
    retreating: list[str] = Field(default_factory=list)
    """The defender's survivors that must retreat (result r), waiting for its hex."""
    result: str = ""
    """The results table's cell once rolled (`1-3r`, `2-E`), or `5:1` when overwhelmed."""
    winner: str = ""
    """The seat that won (3r or E), its due (veteran, card, advance) still to come."""
    ignore_zoc: bool = False
    """The defender's Spia Infiltrato worked: its retreat ignores the enemy's zoc."""


class Work(BaseModel):
    """A fortification or a platform: whose, finished or still being built, by which unit."""

    faction: Faction
    done: bool = False
    builder: str = ""


class Storm(BaseModel):
    """One of the six storms: its number, its hex (None: blown off the map, to come back in
    the next Tempeste phase) and the direction it last moved."""

    number: int
    hex: str | None = None
    direction: int = 1


class Player(BaseModel):
    seat: str
    faction: Faction
    spice: int = Field(0, ge=0)
    """Spice on the home planet (public: the rulebook hides only the Guild payment)."""
    hand: list[str] = Field(default_factory=list)
    """Card names, secret."""
    home_modules: int = 0
    """Weirding modules kept on the home planet."""
    harvested: int = 0
    """Spice harvested in the last Raccolta (the initiative's base)."""
    payment: int | None = None
    """The sealed payment to the Guild this turn, secret until all are in."""
    die: int | None = None
    """The Fremen's initiative d8, seen only by the Fremen until revealed."""
    modifier: int | None = None
    """The Fremen's sealed change to their d8 (Attività), secret until all are in."""
    landsraad: list[str] = Field(default_factory=list)
    """The order of seats a Landsraad card sent with the sealed initiative answer asks
    for, secret until all are in."""
    initiative: int | None = None
    """The revealed initiative total of this turn."""
    build: dict[str, int] | None = None
    """The sealed Costruzione order (kind -> count of new units), secret until all are in;
    then, public, what was carried out, until the next Costruzione begins."""
    rebuild: list[str] = Field(default_factory=list)
    """The units whose lost step the sealed Costruzione order rebuilds (secret, then public
    like `build`)."""
    recover: str = ""
    """Standing order for Recupero Informazioni (Controllo Carte), secret: a card's name,
    `any`, or empty (off)."""
    charismatic_lost: bool = False
    """Its charismatic leader was eliminated (-2 victory points, even if a Ghola returns
    him)."""
    kills: int = 0
    """Enemy charismatic leaders it eliminated (+1 each)."""
    strategic_used: int = 0
    """Fremen: strategic movements used this turn."""
    reactions: list[str] = Field(default_factory=list)
    """Standing reactions (secret): the cards it plays at once when another card or roll
    calls for them."""
    commands_minus: int = 0
    """Nota sui Leaders: its "Comandi -1" leaders now dead; each takes 1 off every one of
    its commands' die modifier (a Ghola's return gives it back)."""
    plotted: int = 0
    """The turn a Complotto was played on it: that turn its commands may neither move nor
    attack (0: never)."""
    offered: list[str] = Field(default_factory=list)
    """Bene Gesserit: the cards just drawn, secret, of which it keeps one (a decision)."""
    decoded: dict[str, int] = Field(default_factory=dict)
    """Decodifica Codici Nemici: seat -> the turn its spies' tests against that seat are
    one easier."""
    reroll: str = "off"
    """Esito Incerto set ahead (secret): `off`, `eliminated` (when a battle's result would
    eliminate its side) or `beaten` (also when its side would lose three quarters or
    retreat). It plays the card from its hand then, so no one waits on it."""


class SantiniState(BaseModel):
    options: SantiniOptions = Field(default_factory=SantiniOptions)
    """Typed, so that a stored game loads them back as options (`deadline` changes one)."""
    map: MapData = RULEBOOK_MAP
    """The `MapData` the game was created with (data.hexmap); typed, so that a stored game
    loads it back as a map, not a mapping."""
    counters: CounterSet = RULEBOOK_COUNTERS
    """The `CounterSet` the game was created with (data.counters), typed likewise."""
    rng: int = 0
    turn: int = 0
    phase: Phase = Phase.SETUP
    order: list[str] = Field(default_factory=list)
    """Seats in the Carte phase's order: Harkonnen, Atreides, Fremen, Emperor."""
    players: dict[str, Player] = Field(default_factory=dict)
    units: dict[str, Unit] = Field(default_factory=dict)
    next_id: dict[str, int] = Field(default_factory=dict)
    """Faction letter -> the number of its next new counter."""
    fortifications: dict[str, Work] = Field(default_factory=dict)
    platforms: dict[str, Work] = Field(default_factory=dict)
    spice: dict[str, list[int]] = Field(default_factory=dict)
    """Hex -> the spice counters lying there (their values, 1-3)."""
    atomics: list[str] = Field(default_factory=list)
    """City hexes where the Cariche Atomiche went off (no shelter from worms and storms)."""
    ground_modules: dict[str, int] = Field(default_factory=dict)
    """Weirding modules left in a hex whose owners were eliminated."""
    storms: list[Storm] = Field(default_factory=list)
    deck: list[str] = Field(default_factory=list)
    """Secret, in its order."""
    discard: list[str] = Field(default_factory=list)
    initiative: list[str] = Field(default_factory=list)
    """Seats in this turn's order of activity."""
    active: int = 0
    """Index in `initiative` of the seat whose activity it is."""
    harvests: list[int] = Field(default_factory=list)
    """Spice harvested by all players, turn by turn (the Fremen's victory)."""
    harvest_choices: dict[str, int] = Field(default_factory=dict)
    """Harvester id -> the spice quantity (1-3) it harvests where several counters lie
    (Raccolta Spezia: the player chooses; a standing choice, else the largest)."""
    fremen_guards: bool = False
    """Paul Muad'Dib or Alia has entered: the Fremen may build their three guards (Nota su
    Muad'Dib ed Alia)."""
    events_this_turn: list[str] = Field(default_factory=list)
    """Event cards already played this turn (a second alike is ignored)."""
    battle: Battle | None = None
    """The attack being carried out (combat): only one at a time."""
    attacked_hexes: dict[str, list[str]] = Field(default_factory=dict)
    """Seat -> the hexes it attacked in its activity of turn `attacked_turn` (each hex once;
    and once a seat has attacked it moves no more)."""
    attacked_turn: int = 0
    winners: list[Faction] = Field(default_factory=list)
    ending: str = ""
    """How the game ended: `fremen`, `points`, `partial`, or empty."""
    abundance: int = 0
    """The turn Abbondanza Spezia was drawn: two spice counters a sheet that turn."""
    violent_storms: int = 0
    """The turn Tempeste Violente was drawn: storms move twice as far that turn."""
    low_storms: int = 0
    """The turn Tempeste Bassa Quota was drawn: no air wing flies that turn."""
    space_storms: int = 0
    """The turn Tempeste Spaziali was drawn: no Guild transfer that turn."""
    great_manoeuvres: int = 0
    """The turn Grandi Manovre Fremen was drawn: twice the strategic movements that
    turn."""
    guild_rebate: dict[str, int] = Field(default_factory=dict)
    """Gilda Spaziale: seat -> the turn its transfers are cheaper."""
    boosted: dict[str, int] = Field(default_factory=dict)
    """Movimento: unit id -> the turn it has 2 more movement points."""
    infiltrated: dict[str, int] = Field(default_factory=dict)
    """Spia Infiltrato: hex -> the turn its counters exert no zoc."""
    spy_aids: dict[str, list[str]] = Field(default_factory=dict)
    """Favoreggiamento / Super Spia: spy id -> the aid cards played on it, kept for its next
    mission (which uses them up)."""
    spied: dict[str, int] = Field(default_factory=dict)
    """Spy id -> the turn a spy card was last played on it (one spy card a spy a turn)."""
    acted: dict[str, int] = Field(default_factory=dict)
    """Famous leader id -> the turn it last did its action (once a turn); `worm:<id>`,
    the turn Paul Muad'Dib last tried to call a worm."""
    muaddib: int = 0
    """The turn Paul Muad'Dib and Alia entered (0: not yet): the Fremen get 3 weirding
    modules in the Vermi phase of that turn and the two after (`fremen_guards` allows
    their guards)."""
    pending: dict[str, Any] = Field(default_factory=dict)
    """What an open step waits for beyond the phase (an attack's answers, a reaction
    window): each module keeps its own key."""

    def seat_of(self, faction: Faction) -> str:
        return next(s for s, p in self.players.items() if p.faction == faction)

    def player_of(self, faction: Faction) -> Player:
        return self.players[self.seat_of(faction)]

    def units_at(self, hex_: str) -> list[Unit]:
        return [u for u in self.units.values() if u.place == hex_]

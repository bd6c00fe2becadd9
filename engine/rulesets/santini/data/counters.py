"""The counters of Santini's DUNE: what each kind of unit is, and each faction's values.

Origin: the rulebook's "Legenda Pedine" shows where a counter prints its steps (top left),
strength and morale (bottom), movement (right) and carrying capacity, but the printed values
did not survive; the figures here are a reconstruction faithful to every rule of the text
(docs/rules-notes.md, "Santini: the counters"). A group that owns the printed game loads its
own with the `counters_file` option; `CounterSet` checks it and names the first problem.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.core.errors import OptionValueError

from ..factions import Faction
from ..words import T, faction_word, kind_word
from .cards import BASE_NAMES, LEADER_CARDS
from .kinds import Kind
from .leaders import RULEBOOK_LEADERS, LeaderValues
from .placement import placed

COMBAT = frozenset({Kind.INFANTRY, Kind.ARMOUR, Kind.ARTILLERY, Kind.GUARD})
"""Unità combattenti (Attività): they alone attack, exert a blocking zoc, hold a city, and
count against the three a hex may hold."""


class UnitValues(BaseModel):
    """What one kind of counter prints, for one faction and grade: strength at full and
    reduced strength, morale, movement points, carrying capacity in steps, and for a
    command the die modifier."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    strength: int = Field(0, ge=0, le=20)
    reduced: int = Field(0, ge=0, le=20)
    morale: int = Field(0, ge=0, le=6)
    mp: int = Field(0, ge=0, le=20)
    carries: int = Field(0, ge=0, le=12)
    modifier: int = Field(0, ge=0, le=3)


class CounterSet(BaseModel):
    """Every counter's values: `values[faction][key]`, the key a `Kind` value, with
    `-veteran` for a veteran's side; the leaders by name."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    values: dict[Faction, dict[str, UnitValues]]
    leaders: dict[str, LeaderValues]
    mix: dict[Faction, dict[str, int]] | None = None
    """How many counters of each kind a faction's sheet holds (`MIX_KEYS`; a regular and a
    veteran are two sides of one counter, `infantry-split` the Fremen's strength-1 units):
    built and split units come only from the counters not in play. None: no limit (a game
    begun before the mix was kept)."""

    def counters(self, faction: Faction, key: str) -> int | None:
        """How many counters of `key` the faction has in all (a kind the mix leaves out:
        none); None: no limit."""
        return None if self.mix is None else self.mix[faction].get(key, 0)

    def of(self, faction: Faction, kind: Kind, veteran: bool = False) -> UnitValues:
        key = f"{kind.value}-veteran" if veteran else kind.value
        table = self.values[faction]
        return table.get(key) or table[kind.value]

    def charismatic(self, faction: Faction) -> LeaderValues:
        """The faction's charismatic leader (Condizioni Vittoria: one per faction, +3)."""
        return next(v for v in self.leaders.values() if v.faction == faction and v.charismatic)

    @model_validator(mode="after")
    def _sound(self) -> CounterSet:
        for faction in Faction:
            _check_faction(faction, self.values.get(faction))
        for key, leader in self.leaders.items():
            _check_leader(key, leader)
        for faction in Faction:
            count = sum(v.charismatic for v in self.leaders.values() if v.faction == faction)
            if count != 1:
                raise OptionValueError(T("santini-counters-charismatic",
                                         faction=faction_word(faction), count=count))
        if self.mix is not None:
            for faction in Faction:
                _check_mix(faction, self.mix.get(faction))
        for card, names in LEADER_CARDS.items():
            missing = next((n for n in names if n not in self.leaders), None)
            if missing is not None:
                raise OptionValueError(T("santini-counters-leader-missing", card=card,
                                         name=missing))
        return self


KEYS = frozenset({k.value for k in Kind} | {f"{k.value}-veteran" for k in COMBAT | {Kind.SPY}})
"""The keys a faction's table may hold: every kind, and a veteran side for combat units and
spies (Nota sulle Spie: a spy turns veteran)."""


def _check_faction(faction: Faction, table: dict[str, UnitValues] | None) -> None:
    """Every kind present, known keys only, combat strengths that make two steps, movement
    for all but nothing that never moves."""
    table = table or {}
    unknown = next((k for k in table if k not in KEYS), None)
    if unknown is not None:
        raise OptionValueError(T("santini-counters-unknown-kind", key=unknown,
                                 faction=faction_word(faction)))
    for kind in Kind:
        if kind.value not in table:
            raise OptionValueError(T("santini-counters-missing", faction=faction_word(faction),
                                     kind=kind_word(kind)))
    for key, v in table.items():
        kind = Kind(key.removesuffix("-veteran"))
        if v.mp < 1:
            raise OptionValueError(T("santini-counters-no-mp", faction=faction_word(faction),
                                     kind=kind_word(kind)))
        if kind in COMBAT and not 1 <= v.reduced <= v.strength:
            raise OptionValueError(T("santini-counters-steps", faction=faction_word(faction),
                                     kind=kind_word(kind)))
    if table[Kind.WING.value].carries < 1:
        raise OptionValueError(T("santini-counters-wing", faction=faction_word(faction)))
    veteran = table.get("infantry-veteran")
    if faction == Faction.FREMEN and veteran and not 2 <= veteran.strength <= 4:
        raise OptionValueError(T("santini-counters-fremen-veteran", strength=veteran.strength))


SPLIT = "infantry-split"
"""The mix's key for the Fremen's strength-1 counters (Nota su Fanterie Veterane Fremen)."""
MIX_KEYS = frozenset({Kind.INFANTRY, Kind.ARMOUR, Kind.ARTILLERY, Kind.GUARD, Kind.COMMAND,
                      Kind.SPY, Kind.WING, Kind.HARVESTER} | {SPLIT})
"""The kinds a faction builds (Costruzione) and the split units: the counters a mix counts.
Leaders, scouts and worms are unique counters the rules place themselves."""


def _check_mix(faction: Faction, table: dict[str, int] | None) -> None:
    """Known keys only, and at least the counters the set-up places (none below zero)."""
    table = table or {}
    unknown = next((k for k in table if k not in MIX_KEYS), None)
    if unknown is not None:
        raise OptionValueError(T("santini-counters-mix-key", key=unknown,
                                 faction=faction_word(faction)))
    for key in sorted(MIX_KEYS):
        count, least = table.get(key, 0), placed(faction).get(key, 0)
        if count < least:
            raise OptionValueError(T("santini-counters-mix-count", key=key, count=count,
                                     placed=least, faction=faction_word(faction)))


def _check_leader(key: str, leader: LeaderValues) -> None:
    """The key is the name; a commander has a modifier (+3 for a charismatic one), a witch a
    spy modifier, a famous character a card's action."""
    if key != leader.name:
        raise OptionValueError(T("santini-counters-leader-key", key=key, name=leader.name))
    fits = {"commander": 1 <= leader.modifier <= 3,
            "witch": leader.spy >= 1,
            "famous": leader.action in BASE_NAMES}[leader.role]
    if not fits or (leader.charismatic and leader.modifier != 3):
        raise OptionValueError(T(f"santini-counters-{leader.role}", name=leader.name))


def _side(strength: int, reduced: int, morale: int, mp: int) -> UnitValues:
    return UnitValues(strength=strength, reduced=reduced, morale=morale, mp=mp)


COMMON = {
    # Nota sulle Spie / Costruzione: spies, harvesters, air wings, scouts (4 MP: Nota sugli
    # Scout), worms (16 and 8 light-desert hexes: Attività) print the same for everyone.
    "spy": UnitValues(mp=4),
    "spy-veteran": UnitValues(mp=4),
    "harvester": UnitValues(mp=3),
    "wing": UnitValues(mp=8, carries=4),
    "scout": UnitValues(mp=4),
    "worm": UnitValues(strength=16, mp=8),
    "leader": UnitValues(mp=3),
}
"""What no faction prints differently (Esagoni Raccolta Spezia: 'ala trasporto (8 punti
movimento)'; Attività: 'ogni unità aerea può trasportare fino a 4 step')."""

LINE = {
    "infantry": _side(2, 1, 2, 4), "infantry-veteran": _side(3, 2, 3, 4),
    "armour": _side(4, 2, 2, 6), "armour-veteran": _side(5, 3, 3, 6),
    "artillery": _side(4, 2, 2, 3), "artillery-veteran": _side(5, 3, 3, 3),
    "guard": _side(4, 2, 4, 4),
}
"""The Harkonnen's and the Atreides' line troops: infantry 2-1, armour and artillery 4-2
(they cost twice an infantry: Costruzione), a veteran +1 strength and +1 morale; the guard
(cost 3) 4-2 with the morale of the elite, above a veteran's (Tempeste: a guard survives a
storm better than a veteran)."""

EMPEROR = {
    **LINE,
    "infantry": _side(3, 1, 2, 4), "infantry-veteran": _side(4, 2, 3, 4),
    "armour": _side(5, 2, 2, 6), "armour-veteran": _side(6, 3, 3, 6),
    "artillery": _side(5, 2, 2, 3), "artillery-veteran": _side(6, 3, 3, 3),
    "guard": _side(6, 3, 5, 4),
}
"""'Un potente esercito': every Imperial combat unit one stronger, and the Sardaukar guard
(6-3, morale 5) the strongest counter of the game."""

FREMEN = {
    **LINE,
    "infantry": _side(2, 1, 3, 5), "infantry-veteran": _side(3, 2, 4, 5),
    "guard": _side(5, 3, 5, 5),
    "spy": UnitValues(mp=5), "spy-veteran": UnitValues(mp=5),
    "leader": UnitValues(mp=4),
}
"""The natives: one more movement point, as their leaders have (4 against 3: Nota sui
Leaders), and one more morale; a veteran infantry of 3 splits into three strength-1 units,
which a hex holds without losing a point when alone (Nota su Fanterie Veterane Fremen); the
Fedaykin guards come with Muad'Dib and Alia. Armour, artillery, air wings and harvesters
are never theirs (they build infantry, commands and spies): printed for completeness."""

COMMANDS = {
    Faction.EMPEROR: UnitValues(strength=2, modifier=1, mp=4),
    Faction.HARKONNEN: UnitValues(strength=1, modifier=1, mp=4),
    Faction.ATREIDES: UnitValues(strength=1, modifier=2, mp=4),
    Faction.FREMEN: UnitValues(strength=1, modifier=1, mp=5),
}
"""Commands: strength added in battle, die modifier, movement. 'Valorosi comandanti': the
Atreides' are +2; the Emperor's 'potente esercito' adds 2 strength."""

TROOPS = {Faction.EMPEROR: EMPEROR, Faction.HARKONNEN: LINE, Faction.ATREIDES: LINE,
          Faction.FREMEN: FREMEN}


HOUSE_MIX = {"infantry": 30, "armour": 10, "artillery": 8, "guard": 4, "command": 4,
             "spy": 6, "wing": 8, "harvester": 12}
MIX = {
    Faction.EMPEROR: HOUSE_MIX, Faction.HARKONNEN: HOUSE_MIX, Faction.ATREIDES: HOUSE_MIX,
    Faction.FREMEN: {"infantry": 30, SPLIT: 12, "guard": 3, "command": 8, "spy": 6},
}
"""The counter sheet (reconstruction: docs/rules-notes.md, "Santini: the counter mix")."""


def _rulebook() -> CounterSet:
    values = {f: {**COMMON, **TROOPS[f], "command": COMMANDS[f]} for f in Faction}
    return CounterSet(values=values, leaders={v.name: v for v in RULEBOOK_LEADERS}, mix=MIX)


RULEBOOK_COUNTERS = _rulebook()

"""Diuna's printed facts: the four faction boards, the leaders, the four decks, the storm die.

The board is the 1979 board of Arrakis (the rulebook's Plansza: 18 sectors, sand, rock, five
strongholds, the Polar Sink, the spice blow symbols), from engine/boards/arrakis and never
copied; its Polish names (engine/boards/arrakis/names.py) are only aliases of it.

Where the Polish rulebook (shared/seeds/diuna-4faction-rules-pl.txt) is silent, the lists are
reconstructed; each names its origin in a comment and docs/rules-notes.md ("Diuna") gives
the reasoning. A group that owns the printed game brings its own lists in a JSON file
(`load_cards`), validated against every count and rule the text states.
"""

from __future__ import annotations

from collections import Counter
from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.boards.arrakis.names import POLISH, territory_aliases
from engine.boards.arrakis.storm import STORM_START_SECTOR
from engine.boards.arrakis.territories import STRONGHOLDS, TERRITORIES
from engine.core import data_file
from engine.core.names import UnknownName

from .spellings import resolve_name

# -- the game's numbers (Cel gry, Przebieg gry, Fazy) ------------------------------------------

ROUNDS = 5
"""Przebieg gry: "Rozgrywka trwa maksymalnie 5 rund"."""
VICTORY_ROUNDS = (3, 4, 5)
"""Sprawdzenie warunków zwycięstwa: 3 strongholds at the end of round 3, 4 or 5."""
STRONGHOLDS_TO_WIN = 3
STRONGHOLD_POINTS = 5
"""After round 5: 5 points a stronghold held, 1 a spice."""
BATTLE_HAND = 4
MARKET_HAND = 3
SMALL_BAZAAR_HAND = 1
"""Pierwsza rozgrywka - mały bazar: at most 1 market card in hand."""
MARKET_PRICE = 2
REVIVAL_PRICE = 2
"""Faza przywrócenia: each force beyond the free ones costs 2 spice."""
SHIPPING_PRICE = 1
FREMEN_SHIPMENT = 5
MOVE_RANGE = 3
FREMEN_RANGE = 6
"""FREMENI: two groups of up to 3 territories, or one group of up to 6."""
HARVEST_PER_FORCE = 2
CHARITY = 3
"""Faza zbiorów przyprawy: a player with less than 3 spice takes enough to have 3."""
TRAITOR_DRAW = 4
"""Przygotowanie do gry, 1. Zdrajcy: every player but the Harkonnen draws 4, keeps 1."""
STORM_START = STORM_START_SECTOR
"""6. Znacznik burzy: the "Początek burzy" sector of the classic board."""

# -- the storm die (Kość burzy) ----------------------------------------------------------------

STORM_SYMBOL = "storm"
STORM_DIE: tuple[int | str, ...] = (0, 1, 2, 3, 4, 5, 6, STORM_SYMBOL)
"""Kość burzy: "Ośmiościenna kość ... cyfry od 0 do 6 i symbol burzy"."""


def die_rank(face: int | str) -> int:
    """A face's rank for the first player (7. Wyłonienie pierwszego gracza): the storm
    symbol is the highest value."""
    return 7 if face == STORM_SYMBOL else int(face)


# -- factions (Zdolności frakcji) --------------------------------------------------------------


class Faction(StrEnum):
    """The four factions in the rulebook's order (its introduction and Zdolności frakcji)."""

    ATREIDES = "Atreides"
    FREMEN = "Fremen"
    HARKONNEN = "Harkonnen"
    IMPERIUM = "Imperium"


class FactionBoard(BaseModel):
    """What a faction board prints for the set-up (Zdolności frakcji)."""

    model_config = ConfigDict(frozen=True)

    spice: int
    reserve: int
    polar_sink: int = 0
    free_revival: int = 2
    leaders: int = 5


BOARDS: dict[Faction, FactionBoard] = {
    Faction.ATREIDES: FactionBoard(spice=13, reserve=20, leaders=7),
    Faction.FREMEN: FactionBoard(spice=6, reserve=15, polar_sink=5),
    Faction.HARKONNEN: FactionBoard(spice=15, reserve=20),
    Faction.IMPERIUM: FactionBoard(spice=18, reserve=20),
}
"""From the four boards printed in Zdolności frakcji (spice, forces, free revival 2), and
Zawartość ("po 5 dużych żetonów (7 dla Atrydów)")."""

ALLIES: dict[Faction, Faction] = {Faction.ATREIDES: Faction.FREMEN,
                                  Faction.HARKONNEN: Faction.IMPERIUM}
"""Sojusznicy - rozgrywka 2-osobowa: the faction whose forces a seat plays -> its ally."""
ALLIANCE_BOARDS: dict[Faction, FactionBoard] = {
    Faction.ATREIDES: FactionBoard(spice=6, reserve=15, polar_sink=5, leaders=7),
    Faction.HARKONNEN: FactionBoard(spice=15, reserve=20, leaders=5),
}
"""The double faction boards (ATRYDZI | FREMENI, HARKONNENOWIE | IMPERIUM): 6 spice, 15
Atreides forces in reserve and 5 in the Polar Sink, 7 leaders drawn; 15 spice, 20 Harkonnen
forces, 5 leaders drawn."""

HARKONNEN_TRAITORS: dict[int, tuple[int, int]] = {4: (8, 4), 3: (6, 3), 2: (4, 2)}
"""HARKONNENOWIE, Zdrajcy: players -> (cards drawn, cards kept)."""


# -- cards and leaders: the models a group's file is validated against ---------------------


class Leader(BaseModel):
    """A leader token, and its traitor card (Talia kart zdrajców: one card per token)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: data_file.ShortName
    faction: Faction
    strength: int = Field(ge=0, le=9)


class SpiceCard(BaseModel):
    """A spice card: a location card puts `amount` spice on each of its two territories
    (Faza wybuchu przyprawy); a worm card names none."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: data_file.CardName
    territories: tuple[str, str] | None = None
    amount: int = Field(0, ge=0, le=20)

    @property
    def is_worm(self) -> bool:
        return self.territories is None

    @model_validator(mode="after")
    def _blows_on_sand(self) -> SpiceCard:
        if self.territories is None:
            if self.amount:
                raise ValueError(f"{self.name}: a worm card places no spice")
            return self
        if self.amount < 1:
            raise ValueError(f"{self.name}: a location card places at least 1 spice")
        first, second = (territory(t) for t in self.territories)
        if first == second:
            raise ValueError(f"{self.name}: its two territories must differ")
        for name in (first, second):
            if TERRITORIES[name].blow_sector is None:
                raise ValueError(f"{self.name}: {name} has no spice blow symbol")
        object.__setattr__(self, "territories", (first, second))
        return self


WeaponClass = Literal["hand", "poison", "special"]
SpecialWeapon = Literal["Lasgun", "Poison Tooth", "Artillery Strike"]
"""What a special weapon does, by the reconstructed card it acts as (battle.py)."""
MarketEffect = Literal["Counter-attack", "Black Market", "Ornithopter", "Smugglers",
                       "Harvester", "Thumper", "Weather Control", "Tleilaxu Ghola", "Hajr",
                       "Truthtrance", "Family Atomics", "Karama"]
"""What a market card does, by the reconstructed card it acts as (market.py, window.py,
battle.py): a group's own card names the effect it has."""


class BattleCard(BaseModel):
    """A battle card (Karty bitwy, Dodatkowe uwagi): a weapon (hand, poison or one of the 3
    special weapons), a defence (against hand weapons or poison), or a worthless card."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: data_file.CardName
    pl: data_file.CardName
    kind: Literal["weapon", "defence", "worthless"]
    against: WeaponClass | None = None
    """A weapon's class, or the class a defence stops."""
    acts_as: SpecialWeapon | None = None
    """A special weapon's effect."""

    @model_validator(mode="after")
    def _classed(self) -> BattleCard:
        if (self.kind == "worthless") != (self.against is None):
            raise ValueError(f"{self.name}: weapons and defences have a class "
                             "(hand, poison, special), worthless cards none")
        if self.kind == "defence" and self.against == "special":
            raise ValueError(f"{self.name}: defences stop hand weapons or poison")
        if (self.against == "special") != (self.acts_as is not None):
            raise ValueError(f"{self.name}: a special weapon, and only one, names what it "
                             "acts as (Lasgun, Poison Tooth, Artillery Strike)")
        return self


class MarketCard(BaseModel):
    """A market (bazaar) card: played in the phase printed on it (Kolejność zagrywania kart
    bazaru), its effect in words."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: data_file.CardName
    pl: data_file.CardName
    phase: Literal["storm", "spice_blow", "cards", "revival", "movement", "battle",
                   "collection"]
    effect: str = Field(min_length=1, max_length=300)
    acts_as: MarketEffect
    """The effect the engine plays for it."""


DECK_SIZES = {"spice": 24, "battle": 24, "market": 24}
"""Zawartość: "Talia kart przyprawy (24 karty)", bitwy (24), bazaru (24)."""
SPECIAL_WEAPONS = 3
"""Dodatkowe uwagi: "w talii występują 3 karty broni specjalnej"."""


class CardSet(BaseModel):
    """Every list a game deals from; the whole set is checked against the text's counts."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    origin: str = Field(min_length=1, max_length=300)
    leaders: tuple[Leader, ...]
    spice: tuple[SpiceCard, ...]
    battle: tuple[BattleCard, ...]
    market: tuple[MarketCard, ...]

    @model_validator(mode="after")
    def _counts(self) -> CardSet:
        for deck, size in DECK_SIZES.items():
            if len(getattr(self, deck)) != size:
                raise ValueError(f"the {deck} deck holds {size} cards, not "
                                 f"{len(getattr(self, deck))}")
        per_faction = Counter(leader.faction for leader in self.leaders)
        for faction, board in BOARDS.items():
            if per_faction[faction] != board.leaders:
                raise ValueError(f"the {faction} have {board.leaders} leaders, not "
                                 f"{per_faction[faction]}")
        names = [leader.name for leader in self.leaders]
        if len(set(names)) != len(names):
            raise ValueError("two leaders share a name (each is one traitor card)")
        if not any(card.is_worm for card in self.spice):
            raise ValueError("the spice deck holds worm cards")
        specials = sum(card.against == "special" for card in self.battle
                       if card.kind == "weapon")
        if specials != SPECIAL_WEAPONS:
            raise ValueError(f"the battle deck holds {SPECIAL_WEAPONS} special weapons, "
                             f"not {specials}")
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> CardSet:
        """A card set is frozen through and through (tuples of frozen models), so a deep
        copy of a game shares it: a state is copied for every candidate command `legal`
        tries, and copying the 94 cards and leaders was most of that time."""
        return self

    def polish(self) -> dict[str, str]:
        """The cards' Polish names -> their names: a player may type either."""
        return {card.pl: card.name for card in (*self.battle, *self.market)}

    def market_effect(self, name: str) -> str:
        """What a market card does (its `acts_as`)."""
        return next(card.acts_as for card in self.market if card.name == name)

    def battle_card(self, name: str) -> BattleCard:
        """A battle card by its name (its kind, what it acts against)."""
        return next(card for card in self.battle if card.name == name)

    def leader(self, name: str) -> Leader:
        return next(leader for leader in self.leaders if leader.name == name)

    def leaders_of(self, faction: Faction) -> tuple[Leader, ...]:
        return tuple(leader for leader in self.leaders if leader.faction == faction)


def territory(text: str) -> str:
    """The territory of Arrakis `text` names, in English, abbreviated or in Polish; ValueError
    (UnknownName) saying why not."""
    return resolve_name(text, TERRITORIES, "territory", aliases=territory_aliases(POLISH))


# -- the 2-player game (Rozgrywka 2-osobowa, 4 warownie) ---------------------------------------

BLOCKED_BY_DIE: dict[int | str, str | None] = {
    0: "Carthag", 1: "Sietch Tabr", 2: "Arrakeen", 3: "Habbanya Sietch", 5: "Tuek's Sietch",
    4: None, 6: None, STORM_SYMBOL: None,
}
"""4 warownie: the storm die face -> the stronghold blocked, None: roll again. The printed
table is garbled in the OCR; 1, 2 and 5 are legible, 0 and 3 are the only faces left beside
the other two names, and rerolling the rest gives each stronghold the same chance
(docs/rules-notes.md, "Diuna")."""

assert set(filter(None, BLOCKED_BY_DIE.values())) == set(STRONGHOLDS)


# -- the printed lists, reconstructed ----------------------------------------------------------

# Leaders: Duke Leto 5 and "Beast" Rabban 5 are the rulebook's (the battle example); the
# rest reconstructed from the classic game's player aid pad (the classic ruleset's
# data/leaders.py), the Atreides' two more leaders (Duke Leto, Paul) and the Imperium's blend of
# the Emperor and the Bene Gesserit (Reverend Mother Mohiam) from the 2021 game's published
# cast.
_LEADERS: tuple[tuple[Faction, str, int], ...] = (
    (Faction.ATREIDES, "Duke Leto", 5),
    (Faction.ATREIDES, "Thufir Hawat", 5),
    (Faction.ATREIDES, "Lady Jessica", 5),
    (Faction.ATREIDES, "Gurney Halleck", 4),
    (Faction.ATREIDES, "Paul Atreides", 3),
    (Faction.ATREIDES, "Duncan Idaho", 2),
    (Faction.ATREIDES, "Dr. Yueh", 1),
    (Faction.FREMEN, "Stilgar", 7),
    (Faction.FREMEN, "Chani", 6),
    (Faction.FREMEN, "Otheym", 5),
    (Faction.FREMEN, "Shadout Mapes", 3),
    (Faction.FREMEN, "Jamis", 2),
    (Faction.HARKONNEN, "Feyd-Rautha", 6),
    (Faction.HARKONNEN, "Beast Rabban", 5),
    (Faction.HARKONNEN, "Piter De Vries", 3),
    (Faction.HARKONNEN, "Captain Iakin Nefud", 2),
    (Faction.HARKONNEN, "Umman Kudu", 1),
    (Faction.IMPERIUM, "Count Fenring", 6),
    (Faction.IMPERIUM, "Reverend Mother Mohiam", 5),
    (Faction.IMPERIUM, "Captain Aramsham", 5),
    (Faction.IMPERIUM, "Burseg", 3),
    (Faction.IMPERIUM, "Bashar", 2),
)

# Spice deck: reconstructed. 24 cards (Zawartość); 6 worms as in the classic deck (shared/
# reference/classic-board.md); 18 location cards pairing the classic board's 15 blow
# territories (each on 2 or 3 cards, the two far apart so one storm rarely sweeps both), the
# amount the classic card of the first territory prints (the classic ruleset's
# data/cards.py); Rock Outcroppings 10, since the rulebook's collection example leaves 2 there
# after 4 forces take 8.
_SPICE: tuple[tuple[str, str, int], ...] = (
    ("Cielago North", "Old Gap", 8),
    ("Cielago South", "Rock Outcroppings", 10),
    ("The Minor Erg", "Habbanya Erg", 8),
    ("Red Chasm", "Funeral Plain", 8),
    ("South Mesa", "Wind Pass North", 10),
    ("Sihaya Ridge", "Habbanya Ridge Flat", 6),
    ("Old Gap", "Cielago South", 6),
    ("Broken Land", "Cielago North", 8),
    ("Rock Outcroppings", "South Mesa", 10),
    ("Hagga Basin", "Red Chasm", 6),
    ("Funeral Plain", "The Minor Erg", 6),
    ("The Great Flat", "Sihaya Ridge", 10),
    ("Habbanya Erg", "Broken Land", 8),
    ("Wind Pass North", "Hagga Basin", 6),
    ("Habbanya Ridge Flat", "Old Gap", 10),
    ("Cielago South", "The Great Flat", 12),
    ("South Mesa", "Habbanya Ridge Flat", 10),
    ("Broken Land", "Wind Pass North", 8),
)
WORM = "Shai-Hulud"
WORMS = 6

# Battle deck: the named cards are the rulebook's (Maula Pistol and Shield, Gom Jabbar, Lasgun
# with Shield under a traitor, Poison Tooth killing both leaders, worthless cards); the rest
# reconstructed from the classic treachery deck's weapons, defences and worthless cards
# (the classic ruleset's data/cards.py), with a third special weapon (Artillery Strike)
# from the 2019 edition, so that the deck holds 24 with the text's 3 special weapons.
_BATTLE: tuple[tuple[str, str, str, str | None], ...] = (
    ("Maula Pistol", "Pistolet maula", "weapon", "hand"),
    ("Crysknife", "Krysnóż", "weapon", "hand"),
    ("Slip Tip", "Ostrze ślizgowe", "weapon", "hand"),
    ("Stunner", "Ogłuszacz", "weapon", "hand"),
    ("Gom Jabbar", "Gom dżabbar", "weapon", "poison"),
    ("Chaumas", "Chaumas", "weapon", "poison"),
    ("Chaumurky", "Chaumurky", "weapon", "poison"),
    ("Ellaca Drug", "Narkotyk ellaca", "weapon", "poison"),
    ("Lasgun", "Rusznica laserowa", "weapon", "special"),
    ("Poison Tooth", "Ząb z trucizną", "weapon", "special"),
    ("Artillery Strike", "Ostrzał artyleryjski", "weapon", "special"),
    *(("Shield", "Tarcza", "defence", "hand"),) * 4,
    *(("Snooper", "Wykrywacz trucizn", "defence", "poison"),) * 4,
    ("Baliset", "Baliset", "worthless", None),
    ("Jubba Cloak", "Płaszcz jubba", "worthless", None),
    ("Kulon", "Kulon", "worthless", None),
    ("La La La", "La La La", "worthless", None),
    ("Trip to Gamont", "Podróż na Gamont", "worthless", None),
)

# Market deck: reconstructed; the text describes one card's use (the battle example: a
# counter-attack after the plans are revealed, 4 -> 8 strength) and says some market cards
# let a player discard worthless cards. The other effects are chosen so that each acts on a
# rule the text states (a phase's limit or price), twelve cards twice each; see
# docs/rules-notes.md, "Diuna".
_MARKET: tuple[tuple[str, str, str, str], ...] = (
    ("Counter-attack", "Kontratak", "battle",
     "After the plans are revealed: add 4 to your battle strength."),
    ("Black Market", "Czarny rynek", "cards",
     "Discard any worthless battle cards from your hand and draw as many."),
    ("Ornithopter", "Ornitopter", "movement",
     "Your group moves up to 3 more territories this phase."),
    ("Smugglers", "Przemytnicy", "movement",
     "Your shipment this phase costs no spice."),
    ("Harvester", "Kombajn", "collection",
     "Each of your forces in one territory collects 3 spice instead of 2."),
    ("Thumper", "Ubijak", "spice_blow",
     "Before the card is revealed: the first worm drawn this phase is ignored and "
     "discarded."),
    ("Weather Control", "Kontrola pogody", "storm",
     "Instead of the roll, move the storm 0 to 6 sectors as you choose."),
    ("Tleilaxu Ghola", "Ghola z Tleilaxu", "revival",
     "Revive one of your leaders, or up to 3 forces, free."),
    ("Hajr", "Hadżr", "movement",
     "Move a second group this phase (the Fremen: a third)."),
    ("Truthtrance", "Trans prawdy", "battle",
     "Before the plans are revealed: your opponent tells you the number on their disk."),
    ("Family Atomics", "Rodowe atomiki", "battle",
     "After the plans are revealed: both leaders die; the battle is settled on the disks."),
    ("Karama", "Karama", "battle",
     "Before the plans are made: your opponent may not use their faction's battle "
     "ability in this battle."),
)


DEFAULT_CARDS = CardSet(
    origin="Reconstructed: docs/rules-notes.md, \"Diuna\"; the rulebook's own values "
    "where it gives them.",
    leaders=tuple(Leader(name=n, faction=f, strength=s) for f, n, s in _LEADERS),
    spice=(*(SpiceCard(name=f"{a} / {b}", territories=(a, b), amount=n)
             for a, b, n in _SPICE),
           *(SpiceCard(name=WORM) for _ in range(WORMS))),
    battle=tuple(BattleCard(name=n, pl=p, kind=k, against=c,
                            acts_as=n if c == "special" else None)
                 for n, p, k, c in _BATTLE),
    market=tuple(MarketCard(name=n, pl=p, phase=ph, effect=e, acts_as=n)
                 for n, p, ph, e in _MARKET for _ in range(2)),
)


def load_cards(source: str | data_file.DataFile) -> CardSet:
    """A group's own leaders and cards from a JSON file of `CardSet`'s shape (a path, or
    the file kept in the game); RuleError saying what is wrong (never more of the file than
    a short excerpt)."""
    return data_file.load(source, CardSet, kind="cards", noun="a card set",
                          option="cards_file", refused=(UnknownName,),
                          shape="Its shape is DEFAULT_CARDS's in engine/rulesets/diuna/data.py "
                          "(origin, leaders, spice, battle, market).")

"""The spice deck and the treachery deck.

Facts from shared/reference/classic-board.md (21 spice cards, 33 treachery cards) and the
player aid pad in shared/seeds/classic-1979-rules-en.txt (what each treachery card does).
Cards are identified by name; a deck is a list of names with repeats.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from engine.boards.arrakis.territories import TERRITORIES

from .spellings import register, resolve_name

SHAI_HULUD = "Shai-Hulud"


@dataclass(frozen=True, slots=True)
class SpiceCard:
    name: str
    territory: str | None
    sector: int | None
    amount: int

    @property
    def is_worm(self) -> bool:
        return self.territory is None


_BLOWS = {
    "Cielago North": 8,
    "Cielago South": 12,
    "The Minor Erg": 8,
    "Red Chasm": 8,
    "South Mesa": 10,
    "Sihaya Ridge": 6,
    "Old Gap": 6,
    "Broken Land": 8,
    "Rock Outcroppings": 6,
    "Hagga Basin": 6,
    "Funeral Plain": 6,
    "The Great Flat": 10,
    "Habbanya Erg": 8,
    "Wind Pass North": 6,
    "Habbanya Ridge Flat": 10,
}

SPICE_CARDS: dict[str, SpiceCard] = {
    name: SpiceCard(name, name, TERRITORIES[name].blow_sector, amount)
    for name, amount in _BLOWS.items()
}
WORM = SpiceCard(SHAI_HULUD, None, None, 0)
SPICE_DECK: tuple[str, ...] = (*SPICE_CARDS, *([SHAI_HULUD] * 6))


def spice_card(name: str) -> SpiceCard:
    return WORM if name == SHAI_HULUD else SPICE_CARDS[name]


class CardKind(StrEnum):
    WEAPON = "weapon"
    DEFENSE = "defense"
    LEADER_SUBSTITUTE = "leader_substitute"
    SPECIAL = "special"
    WORTHLESS = "worthless"


@dataclass(frozen=True, slots=True)
class TreacheryCard:
    name: str
    kind: CardKind
    subtype: str
    text: str


W, D, L, S, X = (
    CardKind.WEAPON,
    CardKind.DEFENSE,
    CardKind.LEADER_SUBSTITUTE,
    CardKind.SPECIAL,
    CardKind.WORTHLESS,
)
_PROJECTILE = "In battle: a projectile weapon; kills the opposing leader unless a Shield defends."
_POISON = "In battle: a poison weapon; kills the opposing leader unless a Snooper defends."
_WORTHLESS = ("No value; played in a battle plan in place of a weapon, a defence or both: "
              "the only way to discard it.")
_HERO = "Played in place of a leader in battle; adds nothing; discarded after use."

_CARDS: tuple[tuple[str, CardKind, str, str, int], ...] = (
    (
        "Lasgun",
        W,
        "lasgun",
        "In battle: a weapon no defence stops; with a Shield in the same battle, "
        "everything in the territory is destroyed.",
        1,
    ),
    ("Crysknife", W, "projectile", _PROJECTILE, 1),
    ("Maula Pistol", W, "projectile", _PROJECTILE, 1),
    ("Slip Tip", W, "projectile", _PROJECTILE, 1),
    ("Stunner", W, "projectile", _PROJECTILE, 1),
    ("Chaumas", W, "poison", _POISON, 1),
    ("Chaumurky", W, "poison", _POISON, 1),
    ("Ellaca Drug", W, "poison", _POISON, 1),
    ("Gom Jabbar", W, "poison", _POISON, 1),
    ("Shield", D, "projectile", "In battle: protects your leader from projectile weapons.", 4),
    ("Snooper", D, "poison", "In battle: protects your leader from poison weapons.", 4),
    ("Cheap Hero", L, "", _HERO, 2),
    ("Cheap Heroine", L, "", _HERO, 1),
    ("Tleilaxu Ghola", S, "", "At any time: revive one leader free, or up to five tokens.", 1),
    (
        "Family Atomics",
        S,
        "",
        "After the storm is dialed, before it moves, with tokens on or next to the Shield "
        "Wall: destroys it and the tokens on it; Arrakeen, Carthag and the Imperial Basin "
        "lose their shelter from the storm.",
        1,
    ),
    ("Hajr", S, "", "During your own move: one extra on-planet group move.", 1),
    ("Karama", S, "", "Cancels one faction advantage once, buys a card free, or ships at "
               "the Guild's rate.", 2),
    ("Truthtrance", S, "", "At any time: ask another player one yes/no question about "
                     "the game, to be answered truthfully.", 2),
    ("Weather Control", S, "", "At the start of a storm round: move the storm 0 to 10 "
                         "sectors yourself instead of the dials.", 1),
    ("Baliset", X, "", _WORTHLESS, 1),
    ("Jubba Cloak", X, "", _WORTHLESS, 1),
    ("Kulon", X, "", _WORTHLESS, 1),
    ("La La La", X, "", _WORTHLESS, 1),
    ("Trip to Gamont", X, "", _WORTHLESS, 1),
)

_HARVEST_CARDS: tuple[tuple[str, CardKind, str, str, int], ...] = (
    ("Hunter Seeker", W, "projectile", _PROJECTILE, 1),
    ("Shield", D, "projectile", "In battle: protects your leader from projectile weapons.", 1),
    ("Harvester", S, "", "Just after a spice blow: the territory gets double its spice.", 1),
    ("Thumper", S, "", "Instead of turning the next spice card: as if a worm were "
                 "revealed.", 1),
    ("Ya! Ya! Yawm!", X, "", _WORTHLESS, 1),
)
"""THE SPICE HARVEST, VII: five treachery cards for the main deck. Its Shield is one more
copy of the basic game's."""
_DUEL_CARDS: tuple[tuple[str, CardKind, str, str, int], ...] = (
    ("Ellaca Drug", W, "poison", _POISON, 1),
    ("Snooper", D, "poison", "In battle: protects your leader from poison weapons.", 1),
    ("Cone of Silence", S, "", "At any time, on named opponents until the end of the turn: "
     "they buy no card, threaten no Kanly and make no alliance.", 1),
    ("Residual Poison", S, "", "Face down before another player's shield: a bribe of 1-4 "
     "spice every turn; refused, a leader of the poisoner's choice dies (a worthless card "
     "laid as a bluff costs three times the bribe).", 1),
    ("Kull Wahad", X, "", _WORTHLESS, 1),
)
"""THE DUEL, VIII: five treachery cards for the main deck. Its Elacca Drug and Poison
Snooper are one more copy each of the basic game's Ellaca Drug and Snooper."""

TREACHERY_CARDS: dict[str, TreacheryCard] = {
    name: TreacheryCard(name, kind, subtype, text)
    for name, kind, subtype, text, _ in (*_CARDS, *_HARVEST_CARDS, *_DUEL_CARDS)
}


def _deck(cards: tuple[tuple[str, CardKind, str, str, int], ...]) -> tuple[str, ...]:
    return tuple(name for name, *_rest, copies in cards for _ in range(copies))


TREACHERY_DECK: tuple[str, ...] = _deck(_CARDS)
HARVEST_TREACHERY: tuple[str, ...] = _deck(_HARVEST_CARDS)
"""Shuffled into the treachery deck with THE SPICE HARVEST (IV.3)."""
DUEL_TREACHERY: tuple[str, ...] = _deck(_DUEL_CARDS)
"""Shuffled into the treachery deck with THE DUEL (IV.1)."""

register("card", [*TREACHERY_CARDS, *SPICE_CARDS, SHAI_HULUD])


def treachery_card(name: str) -> TreacheryCard:
    return TREACHERY_CARDS[name]


def resolve_card(text: str, among: Iterable[str] | None = None) -> str:
    """The card `text` names (of `among` if given): see spellings.resolve_name."""
    return resolve_name(text, TREACHERY_CARDS if among is None else among, "card")

"""THE SPICE HARVEST's cards (1984 expansion of the classic game).

Origin: the expansion's rules, III. Equipment (shared/seeds/classic-1979-rules-en.txt,
"RULES FOR PLAY THE SPICE HARVEST"; the Italian components list in
classic-1979-rules-it.txt). Cards are named as the decks hold them: a Harvest card is the
spice it shows (a Worm shows none, `WORM`), an Access card is a stronghold's name or a
number of troops (`troops_of`), a Share card is the spice it shows.
"""

from __future__ import annotations

from engine.boards.arrakis.territories import STRONGHOLDS
from engine.core.words import T, Text, term

WORM = 0
"""A Worm card in the Harvest deck: it shows no spice (rules-notes, THE SPICE HARVEST)."""

HARVEST_DECK: tuple[int, ...] = (5, 5, 8, 8, 10, 10, 12, 12, 15, 15, 25, 40, WORM, WORM)
"""III.2: 2 each of 5, 8, 10, 12 and 15, one 25, one 40, and 2 Worms."""

TROOP_CARDS: dict[int, int] = {1: 4, 2: 4, 3: 4, 5: 4, 7: 4, 8: 3, 10: 3}
"""III.3: troops on the card -> how many such cards."""

ACCESS_DECK: tuple[str, ...] = tuple(
    [name for name in STRONGHOLDS for _ in range(2)]
    + [f"{n} troops" for n, copies in TROOP_CARDS.items() for _ in range(copies)])
"""III.3: two Stronghold cards for each city and sietch, and the Troop cards."""

SHARE_CARDS: tuple[int, ...] = tuple(
    [n for n in range(6) for _ in range(3)] + [n for n in (6, 7, 8, 10, 12, 15) for _ in range(2)])
"""III.4: 3 each of 0-5, 2 each of 6, 7, 8, 10, 12 and 15 (they are not shuffled)."""

HARVESTS = 5
"""V: five harvests before the main game."""

SPICE_ALLOTMENT = 10
"""IV.2: the spice each player draws instead of the shield's allotment."""

ADMINISTRATIVE_FEE = 3
"""V.2.b.1: the spice the Manager adds to the pot from the reserves."""

GUILD_FEES = range(4, 9)
"""VI.3: the Guild's fee for an extra Harvest card, 4-8 spice."""


def troops_of(card: str) -> int | None:
    """The troops a Troop card shows; None for a Stronghold card."""
    number, _, word = card.partition(" ")
    return int(number) if word == "troops" else None


def access_word(card: str) -> Text:
    """An Access card in words: the stronghold's name, or the troops it shows."""
    troops = troops_of(card)
    if troops is None:
        return term("territory", card)
    return T("classic-harvest-troop-card", count=troops)


def harvest_word(card: int) -> Text:
    """A Harvest card in words: its spice, or a Worm."""
    return T("classic-harvest-worm-card") if card == WORM else T("core-spice", count=card)

"""THE DUEL (1984), III.2 and V.4-10: the Dueling Arena's sectors and their sides.

Origin: the arena's printed picture did not survive in the rulebook's text; only its sector
labels did (the OCR fragments "L R IN OUT ..." at the end of classic-1979-rules-en.txt, about
ten of each). It is reconstructed from the sentences that speak of it, as docs/rules-notes.md
("Arena") explains: two rings of five sectors, the outer ring (where leaders are placed,
V.2) and the second level (VI: "a sixth player places on a second level sector"). Each
second-level sector lies under one outer sector (the outer sector's In side is the inner
one's Out side); neighbours within a ring share their Left/Right sides; leaders face the
centre (V.4), so Right is the next sector counter-clockwise. The second level's In sides face
the arena's centre, which is no sector: nothing lies beyond them. The borders between
neighbours of a ring are the straight (radial) lines where blocks go (V.10); the ring borders
are arcs.

A group that owns the printed game may load its own arena from a JSON file of `ArenaSpec`'s
shape (the `arena_file` option); the file is kept in the game's options, so replay never
reads it again.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.core import data_file
from engine.core.words import T

from .dueling import DUELING_CARDS, DuelingCard, Side

OPPOSITE: dict[Side, Side] = {"in": "out", "out": "in", "left": "right", "right": "left"}
"""Two sectors sharing a border see it from opposite sides: what is In for one is Out for
the other, and the Left neighbour sees the border on its Right."""

Border = tuple[str, str]
"""A border between two sectors, its names in sorted order."""


def border(a: str, b: str) -> Border:
    """The border between `a` and `b`, written one way whichever side names it."""
    return (a, b) if a <= b else (b, a)


class Sector(BaseModel):
    """One sector: its ring ("outer" where leaders enter, "inner" the second level) and the
    sector beyond each of its sides (absent: nothing, the arena's edge or its centre)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: data_file.ShortName
    ring: Literal["outer", "inner"]
    sides: dict[Side, data_file.ShortName] = Field(default_factory=dict)


class ArenaSpec(BaseModel):
    """The whole arena and the Dueling cards played on it. `straight` lists the borders
    blocks may be placed on (V.10: "vertical border (straight line)"); `blocks` is how many
    block tokens the game has (six)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    origin: str = Field(min_length=1, max_length=300)
    sectors: tuple[Sector, ...]
    straight: tuple[tuple[str, str], ...]
    blocks: int = Field(6, ge=0, le=20)
    cards: tuple[DuelingCard, ...] = DUELING_CARDS
    """The Dueling cards (the rulebook's 25 unless a group's file counts its own): their
    names are the rulebook's, which say what each does."""

    @model_validator(mode="after")
    def _sound(self) -> ArenaSpec:
        named = {s.name: s for s in self.sectors}
        if len(named) != len(self.sectors):
            raise ValueError("sector names must be distinct")
        for s in self.sectors:
            for side, other in s.sides.items():
                there = named.get(other)
                if there is None or other == s.name:
                    raise ValueError(f"{s.name}'s {side} side names an unknown sector "
                                     f"or itself")
                if there.sides.get(OPPOSITE[side]) != s.name:
                    raise ValueError(f"{s.name}'s {side} side is {other}, but {other}'s "
                                     f"{OPPOSITE[side]} side is not {s.name}")
        outer = [s for s in self.sectors if s.ring == "outer"]
        if len(outer) < 2:
            raise ValueError("an arena needs two outer sectors at least")
        if len(self.sectors) < 6:
            raise ValueError("an arena needs six sectors at least (a War of Assassins of "
                             "six players)")
        adjacent = {border(s.name, o) for s in self.sectors for o in s.sides.values()}
        for a, b in self.straight:
            if border(a, b) not in adjacent:
                raise ValueError(f"straight border {a}-{b} is not a border")
        known = {card.name for card in DUELING_CARDS}
        names = [card.name for card in self.cards]
        if len(set(names)) != len(names) or not set(names) <= known:
            raise ValueError("Dueling cards are named once each, as the rulebook names them")
        return self

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.sectors)

    def sector(self, name: str) -> Sector:
        return next(s for s in self.sectors if s.name == name)

    @property
    def outer(self) -> tuple[str, ...]:
        """Where leaders enter the arena (V.2)."""
        return tuple(s.name for s in self.sectors if s.ring == "outer")

    @property
    def inner(self) -> tuple[str, ...]:
        """The second level (VI: a sixth player enters there)."""
        return tuple(s.name for s in self.sectors if s.ring == "inner")

    def beyond(self, name: str, side: Side) -> str | None:
        """The sector across `side` of sector `name`, or None."""
        return self.sector(name).sides.get(side)

    def side_towards(self, name: str, other: str) -> Side | None:
        """Which side of `name` borders `other` (None: they share no border)."""
        return next((side for side, there in self.sector(name).sides.items()
                     if there == other), None)

    def is_straight(self, a: str, b: str) -> bool:
        return border(a, b) in {border(x, y) for x, y in self.straight}


def _rulebook_arena() -> ArenaSpec:
    """Two rings of five: O1-O5 outside, I1-I5 on the second level, I<k> under O<k>; the
    numbers run counter-clockwise, so a leader facing the centre has k+1 on his Right."""
    n = 5
    sectors: list[Sector] = []
    for ring, letter, across in (("outer", "O", ("in", "I")), ("inner", "I", ("out", "O"))):
        for k in range(1, n + 1):
            sides: dict[Side, str] = {
                "right": f"{letter}{k % n + 1}",
                "left": f"{letter}{(k - 2) % n + 1}",
                across[0]: f"{across[1]}{k}",
            }
            sectors.append(Sector(name=f"{letter}{k}", ring=ring, sides=sides))
    straight = tuple((f"{letter}{k}", f"{letter}{k % n + 1}")
                     for letter in ("O", "I") for k in range(1, n + 1))
    return ArenaSpec(
        origin="Reconstructed from the text of THE DUEL (1984), III.2, V.2-10 and VI, and "
        "the sector labels that survived; see docs/rules-notes.md, 'Arena'.",
        sectors=tuple(sectors), straight=straight, blocks=6)


ARENA = _rulebook_arena()


def load_arena(source: str | data_file.DataFile) -> ArenaSpec:
    """A group's own arena (and, if given, Dueling cards) from a JSON file of `ArenaSpec`'s
    shape; RuleError saying what is wrong (never the file beyond a short excerpt)."""
    return data_file.load(source, ArenaSpec, kind=T("classic-arena-file-kind"),
                          noun=T("classic-arena-file-noun"), option="arena_file",
                          shape=T("classic-arena-file-shape"))

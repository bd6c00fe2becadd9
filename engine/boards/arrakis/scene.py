"""`BoardScene`: what a picture of the board shows, in the board's own terms.

A game on this board builds a scene from its public facts with its meanings already applied:
each side's colour and letter, the tokens' labels, the headline, the legend's lines (each a
catalogue `Text`, or a string shown as it is, worded by the drawing in the reader's
language). The drawing (drawing.py) then knows no game's rules, so every game on this
board is drawn the same way and no game has to borrow another's picture.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.words import Say


def ink_on(colour: str) -> str:
    """Black or white, whichever reads better on `colour` (its relative luminance)."""
    r, g, b = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    lum = sum(w * (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
              for w, c in zip((0.2126, 0.7152, 0.0722), (r, g, b), strict=True))
    return "#000000" if lum > 0.18 else "#FFFFFF"


@dataclass(frozen=True, slots=True)
class Mark:
    """A side as the picture shows it: the colour of its chips and dot, the letter on them,
    and its two lines in the legend."""

    key: str
    """The game's name for the side, by which the sections' tokens name it."""
    letter: str
    colour: str
    heading: Say
    """Its first line in the legend: who plays it, how many of its tokens are on the board."""
    front: Say
    """Its second line: what the table sees of it (the front of its shield)."""
    dot: int | None = None
    """The printed player dot it sits at, in a game that seats sides at the rim's dots."""


@dataclass(frozen=True, slots=True)
class Tokens:
    """One side's tokens in a section, as its chip reads (`A5`, or the game's own marks)."""

    side: str
    """The `Mark.key` of the side whose colour the chip takes."""
    label: str


@dataclass(frozen=True, slots=True)
class Section:
    """One section (territory, sector; the Polar Sink is sector 0) and what lies on it."""

    territory: str
    sector: int
    tokens: tuple[Tokens, ...]
    spice: int = 0


@dataclass(frozen=True, slots=True)
class Block:
    """A bold heading in the legend and the lines listed under it."""

    heading: Say
    lines: tuple[Say, ...]


@dataclass(frozen=True, slots=True)
class Legend:
    """The side panel's words below the sides, top to bottom; the territories' abbreviations
    follow them, written by the drawing."""

    notes: tuple[Say, ...] = ()
    """Lines about the table (alliances, discard piles)."""
    blocks: tuple[Block, ...] = ()
    keys: tuple[Say, ...] = ()
    """What the picture's marks mean."""


@dataclass(frozen=True, slots=True)
class BoardScene:
    """Everything the drawing puts on the page, public to every seat alike."""

    title: Say
    """The document's title."""
    headline: Say
    """The header's first line: where the game stands."""
    options: Say
    """The header's second line (the game's rule options or markers); empty: none."""
    storm: int
    """The sector the storm is over."""
    strongholds: tuple[str, ...]
    """The territories drawn as strongholds (a game's options may add some)."""
    marks: tuple[Mark, ...]
    sections: tuple[Section, ...]
    """Only sections holding spice or tokens, in a fixed order."""
    legend: Legend
    player_dots: bool = True
    """The player dots at the rim; a game whose order of play is not the storm's leaves the
    rim bare."""

    def mark(self, key: str) -> Mark:
        return next(m for m in self.marks if m.key == key)

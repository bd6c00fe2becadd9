"""Attività: the battle's results table and the losses table, as printed.

A result is the attacker's loss, the defender's loss and whether the defender retreats; a
loss is 0-3 quarters of the smaller side's strength, or `E` (everything eliminated).
"""

from __future__ import annotations

from fractions import Fraction
from math import ceil
from typing import NamedTuple

ODDS = (Fraction(1, 3), Fraction(1, 2), Fraction(2, 3), Fraction(1), Fraction(3, 2),
        Fraction(2), Fraction(3))
"""The columns, 1:3 to 3:1 (odds above 3:1 read 3:1; 5:1 is no battle at all)."""
ODDS_NAMES = ("1:3", "1:2", "2:3", "1:1", "3:2", "2:1", "3:1")

E = "E"


class Result(NamedTuple):
    attacker: str
    defender: str
    retreat: bool

    @property
    def name(self) -> str:
        return f"{self.attacker}-{self.defender}{'r' if self.retreat else ''}"


def _row(text: str) -> tuple[Result, ...]:
    out = []
    for cell in text.split():
        a, d = cell.split("-")
        out.append(Result(a, d.rstrip("r"), d.endswith("r")))
    return tuple(out)


RESULTS = tuple(_row(line) for line in (
    "E-1 E-2 3-1 3-1 2-1 2-1 1-1",       # -1 or less
    "E-2 3-1 3-1 2-1 2-1 1-1 1-1",       # 0
    "3-1 3-1 2-1 2-1 1-1 1-1 1-2",       # 1
    "3-1 2-1 2-1 1-1 1-1 1-2 1-2",       # 2
    "2-1 2-1 1-1 1-1 1-2 1-2 1-3r",      # 3
    "2-1 1-1 1-1 1-2 1-2 1-3r 1-3r",     # 4
    "1-1 1-1 1-2 1-2 1-3r 1-3r 2-E",     # 5
    "1-1 1-2 1-2 1-3r 1-3r 2-E 1-E",     # 6
    "1-2 1-2 1-3r 1-3r 2-E 1-E 0-E",     # 7
    "1-2 1-3r 1-3r 2-E 1-E 0-E 0-E",     # 8 or more
))
"""Rows by the modified d6, -1 or less to 8 or more; columns by `ODDS`."""


def column(attack: int, defence: int) -> int:
    """The odds column, rounded in the defender's favour (below 1:3 reads 1:3: a declared
    attack is carried out even when cards made its odds worse)."""
    ratio = Fraction(attack, max(defence, 1))
    return max((i for i, odds in enumerate(ODDS) if ratio >= odds), default=0)


def allowed(attack: int, defence: int) -> bool:
    """Attività: no attack at odds below 1:3."""
    return Fraction(attack, max(defence, 1)) >= ODDS[0]


def overwhelming(attack: int, defence: int, fortified: bool) -> bool:
    """5:1 or more (10:1 against a fortified city) destroys the defender outright."""
    return attack >= (10 if fortified else 5) * defence


def result(col: int, roll: int) -> Result:
    """The table's cell for a modified roll (-1 or less is the first row, 8 or more the
    last)."""
    return RESULTS[min(max(roll, -1), 8) + 1][col]


def loss(quarters: str, smaller: int) -> int:
    """Tabella perdite in battaglia: the strength a side loses, by the smaller side's
    strength. The printed columns 1-20 are each `ceil(quarters * strength / 4)`; above 20
    the same rule goes on."""
    return ceil(int(quarters) * smaller / 4) if quarters != E else 0

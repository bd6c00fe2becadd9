"""Spezia: a spice counter on each of the six sheets (two with Abbondanza Spezia): a d6 for
its quantity and a d12 for the sheet's birth hex."""

from __future__ import annotations

from engine.core import EventLog

from . import die, hexes
from .hooks import begins
from .state import Phase, SantiniState
from .words import T

QUANTITY = {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}
"""Spezia: "1,2 uno; 3,4 due; 5,6 tre"."""


@begins(Phase.SPICE)
def place_spice(state: SantiniState, log: EventLog) -> None:
    abundance = state.abundance == state.turn
    counters = 2 if abundance else 1
    if abundance:
        log.public("spice_abundance", T("santini-spice-abundance"))
    for sheet in range(1, hexes.SHEETS + 1):
        for _ in range(counters):
            place_counter(state, sheet, log)


def place_counter(state: SantiniState, sheet: int, log: EventLog) -> None:
    """One counter on `sheet`: its quantity by a d6, its birth hex by a d12."""
    face = die.roll(state, 6)
    birth = die.roll(state, 12)
    hex_ = state.map.births[sheet][birth - 1]
    state.spice.setdefault(hex_, []).append(QUANTITY[face])
    log.public("spice", T("santini-spice-placed", sheet=sheet, d6=face,
                          amount=QUANTITY[face], d12=birth, hex=hex_),
               sheet=sheet, d6=face, d12=birth, hex=hex_, amount=QUANTITY[face])

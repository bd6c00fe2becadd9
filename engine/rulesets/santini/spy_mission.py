"""Nota sulle Spie: a spy's mission when a spy card is played on it: the table's outcome,
and what becomes of the spy (full success: safe, and veteran; partial success or complete
failure: found out and eliminated; failure also cancels the card)."""

from __future__ import annotations

from engine.core import EventLog

from . import die
from . import units as u
from .data.counters import Kind
from .spy_table import Outcome, outcome
from .state import DEAD, SantiniState, Unit
from .words import T, card_word


def witches(state: SantiniState, spy: Unit) -> int:
    """Nota sui Leaders: an enemy witch in the spy's hex adds her `+#` to the die (only the
    highest counts)."""
    marks = [state.counters.leaders[p.name].spy for p in u.at(state, spy.place)
             if p.kind == Kind.LEADER and p.faction != spy.faction
             and p.name in state.counters.leaders]
    return max(marks, default=0)


def mission(state: SantiniState, seat: str, spy: Unit, card: str, log: EventLog,
            bonus: int = 0) -> Outcome:
    """Roll the mission of `spy` for `card` and settle the spy's fate. `bonus` is what the
    cards played with it take off the die (Favoreggiamento 1, Super Spia 2, Decodifica
    Codici Nemici 1, Spia Commando's own: the cards part knows them); a veteran takes 1
    more off, an enemy witch adds hers."""
    enemies = len([p for p in u.combat_at(state, spy.place) if p.faction != spy.faction])
    face = die.roll(state, 6)
    total = face - bonus - (1 if spy.veteran else 0) + witches(state, spy)
    found = outcome(enemies, total)
    log.public("spy_mission", T(f"santini-spy-mission-{found}", seat=seat, spy=spy.id,
                                card=card_word(card), roll=face, total=total))
    if found == "full":
        spy.veteran = True
    else:
        spy.place = DEAD
    return found

"""XI. Spice collection (XIX: increased spice flow, an option), and the end of the turn."""

from __future__ import annotations

from engine.core import EventLog
from engine.core.words import T

from ..board import forces
from ..board.order import storm_order
from ..data import Faction
from ..data.words import faction_word, place_word
from ..model.state import ClassicState, Phase
from . import cards_1984, residual_poison, support, victory

SPICE_FLOW: dict[str, int] = {"Carthag": 2, "Arrakeen": 2, "Tuek's Sietch": 1}
"""XIX: what each occupant of these strongholds collects from the bank."""


def collect(state: ClassicState, log: EventLog) -> None:
    """XI.A: 2 spice per token, 3 for a faction in Arrakeen or Carthag; XI.B: rest stays."""
    state.phase = Phase.COLLECTION
    order = storm_order(state)
    for territory in list(state.spice):
        for sector in list(state.spice.get(territory, {})):
            stack = state.forces.get(territory, {}).get(sector, {})
            for faction in sorted(stack, key=order.index):
                if forces.advising(state, faction, territory):
                    continue  # XV.B.4: advisors collect nothing
                rate = 3 if forces.has_ornithopters(state, faction) else 2
                got = forces.take_spice(state, territory, sector, rate * stack[faction])
                if got:
                    state.players[faction].spice += got
                    log.public("collection", T("classic-collects",
                                               faction=faction_word(faction), count=got,
                                               territory=place_word(territory)),
                               faction=faction, territory=territory, n=got)
    if state.options.spice_flow:
        _spice_flow(state, order, log)


def _spice_flow(state: ClassicState, order: list[Faction], log: EventLog) -> None:
    """XIX: every occupant of Carthag and Arrakeen collects 2 spice, of Tuek's Sietch 1,
    whether or not spice lies there: occupying at the time of collection is enough, and
    each stronghold pays its occupants; coexisting advisors are no occupants (XV.B.4: they
    "cannot collect spice")."""
    for territory, amount in SPICE_FLOW.items():
        for faction in sorted(forces.present(state, territory), key=order.index):
            state.bank -= amount
            state.players[faction].spice += amount
            log.public("spice_flow", T("classic-spice-flow", faction=faction_word(faction),
                                       count=amount, territory=place_word(territory)),
                       faction=faction,
                       territory=territory, n=amount)


def end_turn(state: ClassicState, log: EventLog) -> bool:
    """IV, V: check for a winner; at most fifteen turns. True if another turn follows."""
    if victory.check(state, log):
        return False
    support.release(state)
    state.threats.clear()  # THE DUEL, V.1: a threat lasts "only for the duration of that turn"
    cards_1984.end_turn(state, log)  # THE DUEL VIII.3: the Cones of Silence lift
    residual_poison.end_turn(state, log)  # THE DUEL VIII.4: debts and bribes fall due
    state.turn += 1
    return True

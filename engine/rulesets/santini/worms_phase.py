"""Vermi: each worm's counter of turns goes down by one (at zero the worm leaves), Paul
Muad'Dib turns the regular Fremen of his hex veteran, the Fremen receive the weirding
modules of Muad'Dib's coming, and combat units destroy the enemy platforms they stand on."""

from __future__ import annotations

from engine.core import EventLog

from . import units
from .data.counters import Kind
from .data.leaders import PAUL
from .factions import Faction
from .hooks import begins
from .state import DEAD, Phase, SantiniState
from .words import T, faction_word, joined

MODULES_A_TURN = 3
MODULE_TURNS = 3
"""Nota Muad'Dib ed Alia: 9 modules, 3 in the Vermi phase of the turn they enter and of the
two after."""


@begins(Phase.WORMS)
def worms(state: SantiniState, log: EventLog) -> None:
    _worms_tire(state, log)
    _muaddib_trains(state, log)
    _modules_arrive(state, log)
    _platforms_razed(state, log)


def _worms_tire(state: SantiniState, log: EventLog) -> None:
    """A worm's counter goes down by one; at zero, or with no Fremen combat unit left in
    its hex (Attività: "sparisce anche se i turni non sono ancora esauriti"), it goes."""
    for unit in state.units.values():
        if unit.kind != Kind.WORM or not unit.on_map:
            continue
        unit.worm_turns -= 1
        if unit.worm_turns > 0 and units.combat_at(state, unit.place, Faction.FREMEN):
            log.public("worm", T("santini-worm-tires", unit=unit.id, hex=unit.place,
                                 turns=unit.worm_turns), unit=unit.id, turns=unit.worm_turns)
        else:
            key = "santini-worm-gone" if unit.worm_turns <= 0 else "santini-worm-vanishes"
            log.public("worm_gone", T(key, unit=unit.id, hex=unit.place), unit=unit.id)
            unit.worm_turns = 0
            unit.place = DEAD


def _muaddib_trains(state: SantiniState, log: EventLog) -> None:
    """His hex's regular Fremen infantry turn veteran, if no enemy combat unit's zoc covers
    it (guards are neither regular nor veteran)."""
    for paul in state.units.values():
        if paul.kind != Kind.LEADER or paul.name != PAUL or not paul.on_map:
            continue
        if units.in_enemy_zoc(state, paul.place, Faction.FREMEN):
            continue
        trained = [u for u in units.combat_at(state, paul.place, Faction.FREMEN)
                   if u.kind == Kind.INFANTRY and not u.veteran and not u.split]
        for unit in trained:
            unit.veteran = True
        if trained:
            log.public("veterans", T("santini-muaddib-veterans", hex=paul.place,
                                     units=joined([u.id for u in trained], ", ")),
                       units=[u.id for u in trained])


def _modules_arrive(state: SantiniState, log: EventLog) -> None:
    if not state.muaddib or not 0 <= state.turn - state.muaddib < MODULE_TURNS:
        return
    fremen = state.player_of(Faction.FREMEN)
    fremen.home_modules += MODULES_A_TURN
    log.public("modules", T("santini-weirding-arrive", count=MODULES_A_TURN,
                            total=fremen.home_modules), count=MODULES_A_TURN)


def _platforms_razed(state: SantiniState, log: EventLog) -> None:
    """Combat units in a hex with an enemy platform destroy it (always: a platform serves
    its owner's transfers, never its enemy's)."""
    for hex_, work in list(state.platforms.items()):
        razers = {u.faction for u in units.combat_at(state, hex_) if u.faction != work.faction}
        if razers:
            del state.platforms[hex_]
            by = sorted(razers)[0]
            log.public("platform_razed", T("santini-platform-razed", hex=hex_,
                                           faction=faction_word(work.faction),
                                           by=faction_word(by)), hex=hex_)

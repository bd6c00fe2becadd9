"""Faza burzy: the first player throws the storm die and the storm moves counter-clockwise
that many sectors (the storm symbol: the first player chooses 0-6); forces and spice on sand
in every sector it passes or stops on are destroyed, the Fremen's forces excepted."""

from __future__ import annotations

from engine.boards.arrakis.storm import advance
from engine.boards.arrakis.territories import TERRITORIES
from engine.core import EventLog, RuleError

from . import commands as c
from .board import is_sand, spice_to_pool, to_tanks
from .data import STORM_SYMBOL, Faction
from .die import throw
from .state import DiunaState, Phase
from .words import T, rule


def begin(state: DiunaState, log: EventLog) -> None:
    """The throw: a number moves the storm at once; the symbol waits for the first
    player's choice. A Weather Control played before replaces the throw."""
    if state.weather is not None:
        steps, state.weather = state.weather, None
        log.public("storm_weather", T("diuna-storm-weather", sectors=steps), sectors=steps)
        move(state, steps, log)
        return
    face = throw(state)
    log.public("storm_roll", T("diuna-storm-roll", seat=state.first,
                               face=T("diuna-die-storm") if face == STORM_SYMBOL else face),
               face=str(face))
    if face == STORM_SYMBOL:
        state.waiting = "storm"
        log.public("storm_symbol", T("diuna-storm-symbol", seat=state.first))
        return
    move(state, int(face), log)


def choose(state: DiunaState, seat: str, command: c.Storm, log: EventLog) -> None:
    """The first player's choice after the storm symbol."""
    if state.waiting != "storm":
        raise RuleError(T("diuna-storm-not-waiting"),
                        hint=T("diuna-storm-not-waiting-hint", rule=rule("faza-burzy")))
    if seat != state.first:
        raise RuleError(T("diuna-storm-first-moves", seat=state.first,
                          rule=rule("faza-burzy")))
    state.waiting = ""
    log.public("storm_choice", T("diuna-storm-choice", seat=seat, sectors=command.sectors),
               sectors=command.sectors)
    move(state, command.sectors, log)


def move(state: DiunaState, steps: int, log: EventLog) -> None:
    """Move the storm, destroy what lies on sand in its path, and go on to the spice blow."""
    swept = tuple(advance(state.storm, i) for i in range(1, steps + 1))
    state.storm = advance(state.storm, steps)
    log.public("storm", T("diuna-storm-moves", sectors=steps, storm=state.storm),
               sectors=steps, storm=state.storm)
    for sector in swept:
        _sweep(state, sector, log)
    state.phase = Phase.SPICE_BLOW


def _sweep(state: DiunaState, sector: int, log: EventLog) -> None:
    """Sand only: rock, strongholds and the Polar Sink shelter their forces; the Fremen's
    forces on sand are not destroyed; spice lies on its territory's blow sector."""
    for name, territory in TERRITORIES.items():
        if not is_sand(state, name) or sector not in territory.sectors:
            continue
        for faction in list(state.forces.get(name, {})):
            if faction != state.tokens_with(Faction.FREMEN):
                to_tanks(state, name, faction, sector, log, T("diuna-why-storm"))
        if territory.blow_sector == sector:
            spice_to_pool(state, name, log, T("diuna-why-storm"))


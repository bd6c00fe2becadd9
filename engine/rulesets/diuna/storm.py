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
from .words import counted


def begin(state: DiunaState, log: EventLog) -> None:
    """The throw: a number moves the storm at once; the symbol waits for the first
    player's choice. A Weather Control played before replaces the throw."""
    if state.weather is not None:
        steps, state.weather = state.weather, None
        log.public("storm_weather", f"Weather Control: no throw; the storm moves {steps} "
                   "sectors.", sectors=steps)
        move(state, steps, log)
        return
    face = throw(state)
    log.public("storm_roll", f"{state.first} throws the storm die: {face}.", face=str(face))
    if face == STORM_SYMBOL:
        state.waiting = "storm"
        log.public("storm_symbol", f"The storm symbol: {state.first} moves the storm 0 to 6 "
                   "sectors (`storm <n>`).")
        return
    move(state, int(face), log)


def choose(state: DiunaState, seat: str, command: c.Storm, log: EventLog) -> None:
    """The first player's choice after the storm symbol."""
    if state.waiting != "storm":
        raise RuleError("The storm is not waiting for a choice.",
                        hint="Only the storm symbol on the storm die lets the first player "
                        "choose (Faza burzy).")
    if seat != state.first:
        raise RuleError(f"The first player, {state.first}, moves the storm (Faza burzy).")
    state.waiting = ""
    log.public("storm_choice", f"{seat} moves the storm {counted(command.sectors, 'sector')}.",
               sectors=command.sectors)
    move(state, command.sectors, log)


def move(state: DiunaState, steps: int, log: EventLog) -> None:
    """Move the storm, destroy what lies on sand in its path, and go on to the spice blow."""
    swept = tuple(advance(state.storm, i) for i in range(1, steps + 1))
    state.storm = advance(state.storm, steps)
    log.public("storm", f"The storm moves {counted(steps, 'sector')} to sector {state.storm}.",
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
                to_tanks(state, name, faction, sector, log, "The storm")
        if territory.blow_sector == sector:
            spice_to_pool(state, name, log, "The storm")

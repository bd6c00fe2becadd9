"""The spice of the turn (DEBARQUEMENT, Moissonneuse): the Spice die's value and 2 for each
Harvester the active player controls out of the storm, counted when the roll ends; on the
worm, no spice at all, and one controlled Harvester is destroyed (the player's choice if
several)."""

from __future__ import annotations

from engine.core import Command, Decision, EventLog, RuleError

from . import commands as c
from .data import WORM, Construction, Die, Faction
from .regions import resolve_region
from .state import DiceState, Step


def harvesters(state: DiceState, faction: Faction) -> list[str]:
    """Regions holding a Harvester where `faction` has troops (it controls them)."""
    return [r for r, kind in state.constructions.items()
            if kind == Construction.HARVESTER and faction in state.board.get(r, {})]


def working(state: DiceState, faction: Faction) -> list[str]:
    """The controlled Harvesters that produce: none in the storm."""
    return [r for r in harvesters(state, faction) if not state.in_storm(r)]


def begin(state: DiceState, log: EventLog) -> None:
    state.step = Step.HARVEST
    assert state.roll is not None
    face = state.roll.faces[Die.SPICE]
    faction = state.active_faction
    if face == WORM:
        log.public("harvest", f"The worm: the {faction} collect no spice this turn.")
        return
    produce = working(state, faction)
    state.turn.spice = int(face) + 2 * len(produce)
    extra = f" and {len(produce)} Harvester(s) ({', '.join(produce)})" if produce else ""
    log.public("harvest", f"The {faction} collect {state.turn.spice} spice: the Spice "
               f"die's {face}{extra}.", spice=state.turn.spice)


def to_destroy(state: DiceState) -> list[str]:
    """On the worm, the Harvesters of which one must go (empty once done or if none)."""
    assert state.roll is not None
    if state.roll.faces[Die.SPICE] != WORM or state.turn.harvested:
        return []
    return harvesters(state, state.active_faction)


def auto(state: DiceState, log: EventLog) -> bool:
    """One Harvester, or none: nothing to choose."""
    if state.step != Step.HARVEST or state.turn.harvested:
        return False
    choices = to_destroy(state)
    if len(choices) > 1:
        return False
    if choices:
        _destroy(state, choices[0], log)
    state.turn.harvested = True
    return True


def _destroy(state: DiceState, region: str, log: EventLog) -> None:
    del state.constructions[region]
    state.reserve[Construction.HARVESTER] += 1
    log.public("worm", f"The worm destroys the Harvester of {region}.", region=region)


def check_destroy(state: DiceState, seat: str) -> None:
    if state.step != Step.HARVEST or len(to_destroy(state)) < 2:
        raise RuleError("A Harvester is destroyed only by the worm of your roll "
                        "(DEBARQUEMENT).")
    if seat != state.active_seat:
        raise RuleError(f"{state.active_seat} chooses the Harvester the worm destroys.")


def destroy(state: DiceState, seat: str, name: str, log: EventLog) -> None:
    check_destroy(state, seat)
    region = resolve_region(state, name)
    choices = to_destroy(state)
    if region not in choices:
        raise RuleError("Choose a Harvester you control (DEBARQUEMENT).",
                        hint="Choose: " + ", ".join(choices) + ".")
    _destroy(state, region, log)
    state.turn.harvested = True


def waits(state: DiceState) -> list[Decision]:
    first = to_destroy(state)[0]
    return [Decision(seat=state.active_seat, kind="destroy",
                     prompt="The worm: choose the Harvester it destroys.",
                     default={"name": "destroy", "region": first})]


def candidates(state: DiceState, seat: str) -> list[Command]:
    return [c.Destroy(region=r) for r in to_destroy(state)]

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
from .words import T, regions
from .words import faction as word
from .words import region as region_word


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
        log.public("harvest", T("dice-harvest-worm", faction=word(faction)))
        return
    produce = working(state, faction)
    state.turn.spice = int(face) + 2 * len(produce)
    log.public("harvest", T("dice-harvest-with" if produce else "dice-harvest",
                            faction=word(faction), spice=state.turn.spice, face=face,
                            count=len(produce), regions=regions(produce)),
               spice=state.turn.spice)


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
    log.public("worm", T("dice-worm-destroys", region=region_word(region)), region=region)


def check_destroy(state: DiceState, seat: str) -> None:
    if state.step != Step.HARVEST or len(to_destroy(state)) < 2:
        raise RuleError(T("dice-destroy-only-worm"))
    if seat != state.active_seat:
        raise RuleError(T("dice-chooses-harvester", seat=state.active_seat))


def destroy(state: DiceState, seat: str, name: str, log: EventLog) -> None:
    check_destroy(state, seat)
    region = resolve_region(state, name)
    choices = to_destroy(state)
    if region not in choices:
        raise RuleError(T("dice-destroy-yours"), hint=T("dice-choose", choices=regions(choices)))
    _destroy(state, region, log)
    state.turn.harvested = True


def waits(state: DiceState) -> list[Decision]:
    first = to_destroy(state)[0]
    return [Decision(seat=state.active_seat, kind="destroy",
                     prompt=T("dice-prompt-destroy"),
                     default={"name": "destroy", "region": first})]


def candidates(state: DiceState, seat: str) -> list[Command]:
    return [c.Destroy(region=r) for r in to_destroy(state)]

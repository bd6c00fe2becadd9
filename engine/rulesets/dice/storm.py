"""The storm (TEMPETE DE SABLE): on a Spice die of 3, 4 or 5 it moves one zone the way the
Region die's arrow points. In each desert it arrives on without a Fortification, one troop
of each faction is lost (never the Fremen's, LE PEUPLE DU DESERT; the Guild's go to its card,
EVACUATION) and an Ornithopter is destroyed. It never enters the Polar Sink."""

from __future__ import annotations

from engine.core import EventLog

from .abilities import knot
from .data import STORM_FACES, Construction, Die, Faction
from .regions import take_off
from .state import DiceState, Step, Units
from .words import T, regions
from .words import faction as word
from .words import region as region_word


def blow(state: DiceState, log: EventLog) -> None:
    """The whole action, with no decision to make."""
    state.step = Step.STORM
    assert state.roll is not None
    if state.roll.faces[Die.SPICE] not in STORM_FACES:
        return
    arrow = state.map.arrows[int(state.roll.faces[Die.REGION])]
    state.storm = state.map.storm_step(state.storm, arrow)
    log.public("storm", T(f"dice-storm-moves-{arrow.lower()}", zone=state.storm,
                          regions=regions(state.map.in_zone(state.storm))), storm=state.storm)
    for region in state.map.in_zone(state.storm):
        spec = state.map.region(region)
        if spec is None or not spec.desert:
            continue
        if state.constructions.get(region) == Construction.FORTIFICATION:
            continue
        _ravage(state, region, log)


def _ravage(state: DiceState, region: str, log: EventLog) -> None:
    if state.constructions.get(region) == Construction.ORNITHOPTER:
        del state.constructions[region]
        state.reserve[Construction.ORNITHOPTER] += 1
        log.public("storm", T("dice-storm-ornithopter", region=region_word(region)))
    for faction, units in list(state.board.get(region, {}).items()):
        if faction == Faction.FREMEN:
            continue
        lost = Units(troop=1) if units.troop else Units(elite=1)
        log.public("storm", T("dice-storm-kills", faction=word(faction),
                              region=region_word(region)),
                   faction=faction.value, region=region)
        take_off(state, region, faction, lost, log)
        player = state.player_of(faction)
        if knot(state, faction, Faction.GUILD):
            player.card += lost
        else:
            player.reserve += lost

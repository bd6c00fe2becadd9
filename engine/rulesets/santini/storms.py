"""Tempeste: the six storms move at random, destroy what they pass over in the desert,
disperse spice and platforms, and test the Fremen caught under them; a storm blown off
the map comes back in the next Tempeste phase. Where a storm emptied a hex, its scouts and
worms follow the movement's rule (`movement.follow`).

The direction key did not survive; the d8 reads 1-6 as the hex sides (1 north, clockwise,
as `hexes.DIRECTIONS`) and 7-8 as "keeps its course": a die of eight faces for six sides
leaves two, and the set-up turning every storm toward the centre only matters if the
heading a storm has carries over (docs/rules-notes.md, "Santini: phases A").
"""

from __future__ import annotations

from engine.core import EventLog
from engine.core.words import Text, term

from . import die, hexes, movement
from .combat_losses import eliminate
from .data.counters import Kind
from .factions import Faction
from .hooks import begins
from .state import Phase, SantiniState, Storm, Unit
from .terrain import Board
from .words import T, faction_word, joined

SHELTER = ("city", "rock")
"""Legenda Terreno: the storm passes harmlessly over units in a city or on the mountains."""
SURVIVAL = {"command": (5, 5), "regular": (2, 4), "veteran": (3, 5), "guard": (4, 5)}
"""The survival table's rows: the highest total that saves, the highest that costs a step
(Comando/Leader/Spie 0-5 / - / 6; Regolari 0-2 / 3-4 / 5-6; Veterani 0-3 / 4-5 / 6;
Guardia 0-4 / 5 / 6)."""
STORM_PROOF = (Kind.SCOUT,)
"""Gli scouts e i moduli estranianti non vengono distrutti dalle tempeste."""


def direction_word(direction: int) -> Text:
    """A hex side's name (`santini-direction-3`: south-east)."""
    return term("santini-direction", str(direction))


@begins(Phase.STORMS)
def move_storms(state: SantiniState, log: EventLog) -> None:
    """Each storm in its number's order: back on the map if it was blown off, else a d8
    for its direction and a d4 (doubled by Tempeste Violente) for its hexes."""
    for unit in state.units.values():
        unit.stormed = False
    violent = state.violent_storms == state.turn
    swept: list[str] = []
    for storm in state.storms:
        if storm.hex is None:
            swept += _come_back(state, storm, log)
        else:
            swept += _blow(state, storm, storm.hex, violent, log)
    movement.follow(state, Board(state), swept, log)


def _come_back(state: SantiniState, storm: Storm, log: EventLog) -> list[str]:
    """A storm off the map returns in a random zone (a d6 for the sheet, a d12 for one of
    its birth hexes), facing the centre; it sweeps the hex it lands on (returned)."""
    sheet = die.roll(state, 6)
    face = die.roll(state, 12)
    storm.hex = state.map.births[sheet][face - 1]
    storm.direction = hexes.toward(storm.hex, hexes.CENTRE)
    log.public("storm_returns", T("santini-storm-returns", number=storm.number, sheet=sheet,
                                  face=face, hex=storm.hex,
                                  direction=direction_word(storm.direction)),
               storm=storm.number, hex=storm.hex, sheet=sheet, d12=face)
    _sweep(state, storm, storm.hex, log)
    return [storm.hex]


def _blow(state: SantiniState, storm: Storm, start: str, violent: bool,
          log: EventLog) -> list[str]:
    """The d8's heading (7-8: the same), the d4's hexes, then each hex entered swept (the
    hexes returned)."""
    heading = die.roll(state, 8)
    if heading <= len(hexes.DIRECTIONS):
        storm.direction = heading
        course = T("santini-storm-turns", direction=direction_word(heading))
    else:
        course = T("santini-storm-keeps", direction=direction_word(storm.direction))
    face = die.roll(state, 4)
    distance = face * 2 if violent else face
    path = _path(start, storm.direction, distance)
    off = len(path) < distance
    storm.hex = None if off else path[-1]
    key = "santini-storm-off" if off else (
        "santini-storm-violent" if violent else "santini-storm-moves")
    where = {} if off else {"hexes": distance, "hex": storm.hex}
    log.public("storm", T(key, number=storm.number, d8=heading, course=course, d4=face,
                          **where),
               storm=storm.number, d8=heading, d4=face, hex=storm.hex)
    for hex_ in path:
        _sweep(state, storm, hex_, log)
    return path


def _path(start: str, direction: int, distance: int) -> list[str]:
    """The hexes a storm enters, in order, up to the edge of the map."""
    path: list[str] = []
    here = start
    for _ in range(distance):
        ahead = hexes.step(here, direction)
        if ahead is None:
            break
        path.append(here := ahead)
    return path


def sheltered(state: SantiniState, hex_: str) -> bool:
    """A city (unless the Cariche Atomiche blasted it) or rock: units there are safe."""
    return state.map.terrain[hex_] in SHELTER and hex_ not in state.atomics


def _sweep(state: SantiniState, storm: Storm, hex_: str, log: EventLog) -> None:
    """What a storm does to a hex it enters."""
    if hex_ in state.spice:
        amounts = state.spice.pop(hex_)
        log.public("spice_dispersed", T("santini-storm-disperses", number=storm.number,
                                        hex=hex_, amounts=joined([str(a) for a in amounts],
                                                                 ", ")), hex=hex_)
    if sheltered(state, hex_):
        return
    work = state.platforms.pop(hex_, None)
    if work is not None:
        log.public("platform_lost", T("santini-storm-platform", number=storm.number,
                                      hex=hex_, faction=faction_word(work.faction)), hex=hex_)
    here = [u for u in state.units.values() if u.place == hex_]
    doomed = [u for u in here if u.kind not in STORM_PROOF
              and (u.faction != Faction.FREMEN or u.kind == Kind.WORM)]
    if doomed:
        for unit in doomed:
            eliminate(state, unit, None)
        log.public("storm_kills", T("santini-storm-destroys", number=storm.number, hex=hex_,
                                    units=joined([u.id for u in doomed], ", ")),
                   hex=hex_, units=[u.id for u in doomed])
    scout = any(u.kind == Kind.SCOUT and u.faction == Faction.FREMEN for u in here)
    for unit in here:
        if unit.place == hex_ and unit.faction == Faction.FREMEN and not unit.stormed \
                and unit.kind not in STORM_PROOF:
            _survive(state, unit, scout, log)


def survival_row(unit: Unit) -> str:
    if unit.kind == Kind.GUARD:
        return "guard"
    if not unit.combat:
        return "command"
    return "veteran" if unit.veteran else "regular"


def _survive(state: SantiniState, unit: Unit, scout: bool, log: EventLog) -> None:
    """The survival table: a d6, -1 with a scout in the stack; once per unit under the
    storm (`stormed`)."""
    unit.stormed = True
    face = die.roll(state, 6)
    total = face - scout
    saves, loses = SURVIVAL[survival_row(unit)]
    if total <= saves:
        outcome = "santini-storm-saved"
    elif total <= loses and unit.steps >= 2 and not unit.split:
        unit.steps -= 1
        outcome = "santini-storm-step"
    else:
        eliminate(state, unit, None)
        outcome = "santini-storm-lost"
    log.public("storm_survival", T(outcome, unit=unit.id, face=face, total=total),
               unit=unit.id, d6=face, total=total)

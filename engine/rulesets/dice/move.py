"""Movement (DEPLACEMENT DES TROUPES): the active player chooses the target, a region the
Region die names or the Polar Sink (or, with the Smugglers' Rats flee, any unoccupied
region); then he, and after him his ally, move troops into it from bordering regions or
regions holding an Ornithopter, free; nothing moves into or out of the storm. With the worm
on the Spice die, the Fremen's troops border the target (CHEVAUCHER LE VER)."""

from __future__ import annotations

from engine.core import Command, Decision, EventLog, RuleError

from . import commands as c
from .abilities import knot
from .data import WORM, Construction, Die, Faction
from .regions import put, resolve_region, take_off
from .state import DiceState, Step, Units
from .words import T, Text, regions
from .words import faction as word
from .words import region as region_word


def begin(state: DiceState, log: EventLog) -> None:
    state.step = Step.MOVE
    state.turn.target = None
    state.turn.moving = "active"


def finished(state: DiceState) -> bool:
    return state.turn.target is not None and state.turn.moving == "done"



def targets(state: DiceState) -> list[str]:
    """The regions the active player may target, in map order."""
    assert state.roll is not None
    face = int(state.roll.faces[Die.REGION])
    named = set(state.map.in_zone(face))
    empty = ({r for r in state.map.names if r not in state.board}
             if knot(state, state.active_faction, Faction.SMUGGLERS) else set())
    return [r for r in state.map.names
            if r == state.map.polar_sink or r in named or r in empty]


def check_target(state: DiceState, seat: str) -> None:
    if state.step != Step.MOVE or state.turn.target is not None:
        raise RuleError(T("dice-target-first"))
    if seat != state.active_seat:
        raise RuleError(T("dice-chooses-target", seat=state.active_seat))


def target(state: DiceState, seat: str, name: str, log: EventLog) -> None:
    check_target(state, seat)
    region = resolve_region(state, name)
    allowed = targets(state)
    if region not in allowed:
        raise RuleError(T("dice-not-a-target", region=region_word(region)),
                        hint=T("dice-target-choices", regions=regions(allowed)))
    state.turn.target = region
    log.public("target", T("dice-targets", seat=seat, region=region_word(region)),
               region=region)


def mover(state: DiceState) -> Faction | None:
    if state.step != Step.MOVE or state.turn.target is None:
        return None
    return {"active": state.active_faction, "ally": state.turn.ally}.get(state.turn.moving)


def sources(state: DiceState, faction: Faction) -> list[str]:
    """Regions the faction may move troops from into the target now."""
    goal = state.turn.target
    assert goal is not None and state.roll is not None
    if state.in_storm(goal):
        return []
    ride = faction == Faction.FREMEN and state.roll.faces[Die.SPICE] == WORM
    return [r for r in state.map.names
            if r != goal and faction in state.board.get(r, {}) and not state.in_storm(r)
            and (ride or state.map.adjacent(r, goal)
                 or state.constructions.get(r) == Construction.ORNITHOPTER)]


def auto(state: DiceState, log: EventLog) -> bool:
    """A mover with nothing to move is passed."""
    faction = mover(state)
    if state.step != Step.MOVE or state.turn.target is None or state.turn.moving == "done":
        return False
    if faction is not None and sources(state, faction):
        return False
    if faction is not None:
        log.public("move", T("dice-moves-nothing", faction=word(faction),
                             region=region_word(state.turn.target),
                             why=_why_still(state, faction)),
                   faction=faction.value, region=state.turn.target, count=0)
    state.turn.moving = "ally" if state.turn.moving == "active" else "done"
    return True


def _why_still(state: DiceState, faction: Faction) -> Text:
    """Why none of the faction's troops can reach the target."""
    goal = state.turn.target
    assert goal is not None
    if state.in_storm(goal):
        return T("dice-why-in-storm", region=region_word(goal))
    if not any(faction in here for r, here in state.board.items() if r != goal):
        return T("dice-why-no-troops-elsewhere")
    return T("dice-why-none-borders")


def check_mover(state: DiceState, seat: str) -> None:
    faction = mover(state)
    if faction is None:
        raise RuleError(T("dice-move-after-target"))
    if state.seat_of(faction) != seat:
        raise RuleError(T("dice-moves-now", faction=word(faction)))


def move(state: DiceState, seat: str, count: int, name: str, large: int,
         log: EventLog) -> None:
    check_mover(state, seat)
    faction = mover(state)
    goal = state.turn.target
    assert faction is not None and goal is not None
    source = resolve_region(state, name)
    allowed = sources(state, faction)
    if source not in allowed:
        raise RuleError(T("dice-no-move-from", source=region_word(source),
                          region=region_word(goal)),
                        hint=T("dice-move-from", regions=regions(allowed)) if allowed
                        else T("dice-typed", command="done"))
    if faction == Faction.FREMEN:
        large = count
    here = state.board[source][faction]
    units = Units(troop=count - large, elite=large) if large <= count else None
    if units is None or units.troop > here.troop or units.elite > here.elite:
        raise RuleError(T("dice-have-in", faction=word(faction), troops=here.troop,
                          large=here.elite, region=region_word(source)))
    log.public("move", T("dice-moves", faction=word(faction), count=count,
                         source=region_word(source), region=region_word(goal)),
               faction=faction.value, source=source, region=goal, count=count)
    take_off(state, source, faction, units, log)
    put(state, goal, faction, units)


def done(state: DiceState, seat: str, log: EventLog) -> None:
    check_mover(state, seat)
    state.turn.moving = "ally" if state.turn.moving == "active" else "done"


def waits(state: DiceState) -> list[Decision]:
    if state.turn.target is None:
        return [Decision(seat=state.active_seat, kind="target",
                         prompt=T("dice-prompt-target"),
                         default={"name": "target", "region": state.map.polar_sink})]
    faction = mover(state)
    assert faction is not None
    return [Decision(seat=state.seat_of(faction) or "", kind="move",
                     prompt=T("dice-prompt-move", faction=word(faction),
                              region=region_word(state.turn.target or "")),
                     default={"name": "done"})]


def candidates(state: DiceState, seat: str) -> list[Command]:
    if state.turn.target is None:
        return [c.Target(region=r) for r in targets(state)]
    faction = mover(state)
    assert faction is not None
    out: list[Command] = []
    for source in sources(state, faction):
        here = state.board[source][faction]
        if faction == Faction.FREMEN:
            out.append(c.Move(count=here.elite, source=source))
            continue
        if here.troop:
            out.append(c.Move(count=here.troop, source=source))
        if here.elite:
            out.append(c.Move(count=here.elite, source=source, large=here.elite))
    return [*out, c.Done()]

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
        raise RuleError("The target is chosen at the start of the movement (DEPLACEMENT).")
    if seat != state.active_seat:
        raise RuleError(f"{state.active_seat} chooses the target.")


def target(state: DiceState, seat: str, name: str, log: EventLog) -> None:
    check_target(state, seat)
    region = resolve_region(state, name)
    allowed = targets(state)
    if region not in allowed:
        raise RuleError(f"{region} is not a target this turn (DEPLACEMENT: a region the "
                        "Region die names, or the Polar Sink).",
                        hint="Target: " + ", ".join(allowed) + ".")
    state.turn.target = region
    log.public("target", f"{seat} targets {region}.", region=region)


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
        log.public("move", f"The {faction} move nothing into {state.turn.target}: "
                   + _why_still(state, faction) + " (DEPLACEMENT).",
                   faction=faction.value, region=state.turn.target, count=0)
    state.turn.moving = "ally" if state.turn.moving == "active" else "done"
    return True


def _why_still(state: DiceState, faction: Faction) -> str:
    """Why none of the faction's troops can reach the target."""
    goal = state.turn.target
    assert goal is not None
    if state.in_storm(goal):
        return f"{goal} is in the storm"
    if not any(faction in here for r, here in state.board.items() if r != goal):
        return "they have no troops elsewhere on the board"
    return ("none of their troops is in a bordering region or one with an Ornithopter, "
            "out of the storm")


def check_mover(state: DiceState, seat: str) -> None:
    faction = mover(state)
    if faction is None:
        raise RuleError("Troops move after the target is chosen, the active player first, "
                        "then his ally (DEPLACEMENT).")
    if state.seat_of(faction) != seat:
        raise RuleError(f"The {faction} move now.")


def move(state: DiceState, seat: str, count: int, name: str, large: int,
         log: EventLog) -> None:
    check_mover(state, seat)
    faction = mover(state)
    goal = state.turn.target
    assert faction is not None and goal is not None
    source = resolve_region(state, name)
    allowed = sources(state, faction)
    if source not in allowed:
        raise RuleError(f"No move from {source} into {goal} (DEPLACEMENT: from a bordering "
                        "region or one with an Ornithopter, out of the storm).",
                        hint=("From: " + ", ".join(allowed) + ".") if allowed else "`done`.")
    if faction == Faction.FREMEN:
        large = count
    here = state.board[source][faction]
    units = Units(troop=count - large, elite=large) if large <= count else None
    if units is None or units.troop > here.troop or units.elite > here.elite:
        raise RuleError(f"The {faction} have {here.troop} troop(s) and {here.elite} large "
                        f"cube(s) in {source}.")
    log.public("move", f"The {faction} move {count} from {source} to {goal}.",
               faction=faction.value, source=source, region=goal, count=count)
    take_off(state, source, faction, units, log)
    put(state, goal, faction, units)


def done(state: DiceState, seat: str, log: EventLog) -> None:
    check_mover(state, seat)
    state.turn.moving = "ally" if state.turn.moving == "active" else "done"


def waits(state: DiceState) -> list[Decision]:
    if state.turn.target is None:
        return [Decision(seat=state.active_seat, kind="target",
                         prompt="Choose the turn's target region.",
                         default={"name": "target", "region": state.map.polar_sink})]
    faction = mover(state)
    assert faction is not None
    return [Decision(seat=state.seat_of(faction) or "", kind="move",
                     prompt=f"The {faction} move troops into {state.turn.target} (then "
                     "`done`).", default={"name": "done"})]


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

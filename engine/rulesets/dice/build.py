"""Construction (CONSTRUCTION): if the active player holds the turn's target region (his
troops are there), out of the storm and not the Polar Sink, and the reserve has a marker, he
may return the region's construction to the reserve and place one of his choice."""

from __future__ import annotations

from engine.core import Command, Decision, EventLog, RuleError

from . import commands as c
from .data import Construction
from .state import DiceState, Step


def begin(state: DiceState, log: EventLog) -> None:
    state.step = Step.BUILD
    state.turn.built = False


def site(state: DiceState) -> str | None:
    """The region the active player may build on this turn, if any."""
    region = state.turn.target
    if (region is None or region == state.map.polar_sink or state.in_storm(region)
            or state.active_faction not in state.board.get(region, {})
            or not any(state.reserve.values())):
        return None
    return region


def choices(state: DiceState) -> list[Construction]:
    """The markers he may place: the reserve's, with the region's own once returned."""
    region = site(state)
    if region is None:
        return []
    here = state.constructions.get(region)
    return [k for k in Construction if state.reserve[k] or k == here]


def auto(state: DiceState, log: EventLog) -> bool:
    """No site: the action passes, and the table is told why."""
    if state.step != Step.BUILD or state.turn.built or site(state) is not None:
        return False
    log.public("build", f"{state.active_seat} builds nothing: {_no_site(state)} "
               "(CONSTRUCTION).", region=state.turn.target)
    state.turn.built = True
    return True


def _no_site(state: DiceState) -> str:
    region = state.turn.target
    if region is None or region == state.map.polar_sink:
        return "nothing is built in the Polar Sink"
    if state.in_storm(region):
        return f"{region} is in the storm"
    if state.active_faction not in state.board.get(region, {}):
        return f"the {state.active_faction} hold no troops in {region}"
    return "the reserve holds no construction"


def check_build(state: DiceState, seat: str) -> None:
    if state.step != Step.BUILD or state.turn.built or site(state) is None:
        raise RuleError("You may build only in the Construction action, on the target "
                        "region you hold, out of the storm, with a marker in the reserve "
                        "(CONSTRUCTION).")
    if seat != state.active_seat:
        raise RuleError(f"{state.active_seat} builds now.")


def build(state: DiceState, seat: str, kind: str, log: EventLog) -> None:
    check_build(state, seat)
    wanted = Construction(kind)
    if wanted not in choices(state):
        raise RuleError(f"No {kind} in the reserve.",
                        hint="Build: " + ", ".join(choices(state)) + ", or `skip`.")
    region = site(state)
    assert region is not None
    old = state.constructions.pop(region, None)
    if old is not None:
        state.reserve[old] += 1
    state.reserve[wanted] -= 1
    state.constructions[region] = wanted
    state.turn.built = True
    log.public("build", f"{seat} builds a {wanted} on {region}"
               + (f" (the {old} returns to the reserve)." if old else "."),
               region=region, construction=wanted.value)


def skip(state: DiceState, seat: str, log: EventLog) -> None:
    check_build(state, seat)
    state.turn.built = True


def waits(state: DiceState) -> list[Decision]:
    return [Decision(seat=state.active_seat, kind="build",
                     prompt=f"Build on {site(state)}? ({', '.join(choices(state))})",
                     default={"name": "skip"})]


def candidates(state: DiceState, seat: str) -> list[Command]:
    return [*(c.Build(construction=k.value) for k in choices(state)), c.Skip()]

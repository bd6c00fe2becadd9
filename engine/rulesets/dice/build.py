"""Construction (CONSTRUCTION): if the active player holds the turn's target region (his
troops are there), out of the storm and not the Polar Sink, and the reserve has a marker, he
may return the region's construction to the reserve and place one of his choice."""

from __future__ import annotations

from engine.core import Command, Decision, EventLog, RuleError

from . import commands as c
from .data import Construction
from .state import DiceState, Step
from .words import T, Text, construction, constructions
from .words import faction as word
from .words import region as region_word


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
    log.public("build", T("dice-builds-nothing", seat=state.active_seat,
                          why=_no_site(state)), region=state.turn.target)
    state.turn.built = True
    return True


def _no_site(state: DiceState) -> Text:
    region = state.turn.target
    if region is None or region == state.map.polar_sink:
        return T("dice-why-polar-sink")
    if state.in_storm(region):
        return T("dice-why-in-storm", region=region_word(region))
    if state.active_faction not in state.board.get(region, {}):
        return T("dice-why-not-held", faction=word(state.active_faction),
                 region=region_word(region))
    return T("dice-why-no-construction")


def check_build(state: DiceState, seat: str) -> None:
    if state.step != Step.BUILD or state.turn.built or site(state) is None:
        raise RuleError(T("dice-build-when"))
    if seat != state.active_seat:
        raise RuleError(T("dice-builds-now", seat=state.active_seat))


def build(state: DiceState, seat: str, kind: str, log: EventLog) -> None:
    check_build(state, seat)
    wanted = Construction(kind)
    if wanted not in choices(state):
        raise RuleError(T("dice-none-in-reserve", construction=construction(wanted)),
                        hint=T("dice-build-choices", constructions=constructions(
                            choices(state))))
    region = site(state)
    assert region is not None
    old = state.constructions.pop(region, None)
    if old is not None:
        state.reserve[old] += 1
    state.reserve[wanted] -= 1
    state.constructions[region] = wanted
    state.turn.built = True
    log.public("build", T("dice-builds-replacing", seat=seat, construction=construction(wanted),
                          region=region_word(region), old=construction(old)) if old else
               T("dice-builds", seat=seat, construction=construction(wanted),
                 region=region_word(region)),
               region=region, construction=wanted.value)


def skip(state: DiceState, seat: str, log: EventLog) -> None:
    check_build(state, seat)
    state.turn.built = True


def waits(state: DiceState) -> list[Decision]:
    return [Decision(seat=state.active_seat, kind="build",
                     prompt=T("dice-prompt-build", region=region_word(site(state) or ""),
                              constructions=constructions(choices(state))),
                     default={"name": "skip"})]


def candidates(state: DiceState, seat: str) -> list[Command]:
    return [*(c.Build(construction=k.value) for k in choices(state)), c.Skip()]

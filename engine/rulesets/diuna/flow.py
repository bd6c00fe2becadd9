"""The loop: a seat's command to the module that plays it, then the automatic steps until
the game waits for someone or ends. Every round's seven phases are played, and the market cards
(README.md, STATUS)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from engine.core import Command, EventLog, RuleError

from . import (
    battle,
    blow,
    cards,
    collection,
    market,
    movement,
    revival,
    setup,
    standing,
    storm,
    window,
)
from . import commands as c
from .state import DiunaState, Phase
from .words import T


def play(state: DiunaState, seat: str, command: Command, log: EventLog) -> None:
    """A seat's command; RuleError, before any change, when it is not one the game takes
    now."""
    _dispatch(state, seat, command, log)
    settle(state, log)


def _dispatch(state: DiunaState, seat: str, command: Command, log: EventLog) -> None:
    """The command played by its module, without the automatic steps after it."""
    kind = type(command)
    if kind in _WITH_ARGUMENTS:
        _WITH_ARGUMENTS[kind](state, seat, command, log)
    elif kind in _WITHOUT_ARGUMENTS:
        _WITHOUT_ARGUMENTS[kind](state, seat, log)
    else:
        raise RuleError(T("diuna-not-a-command", command=command.name))



def _market(state: DiunaState, seat: str, command: c.Market, log: EventLog) -> None:
    """A market card: refused when it carries arguments it does not use, else played in the
    window before a phase, in a battle, or on one's own turn."""
    refusal = market.unused(state, seat, command)
    if refusal is not None:
        raise refusal
    if state.waiting == "window":
        window.play(state, seat, command, log)
    elif state.phase == Phase.BATTLE:
        battle.market(state, seat, command, log)
    else:
        market.play(state, seat, command, log)


def _done(state: DiunaState, seat: str, log: EventLog) -> None:
    """`done` ends a turn of revival or of shipping and movement."""
    (revival.done if state.phase == Phase.REVIVAL else movement.done)(state, seat, log)


def _hold(state: DiunaState, seat: str, log: EventLog) -> None:
    """`hold` passes in the window before a phase or on a battle's market cards."""
    (window.hold if state.waiting == "window" else battle.hold)(state, seat, log)


_WITH_ARGUMENTS: dict[type[Command], Callable[[DiunaState, str, Any, EventLog], None]] = {
    c.Traitor: setup.pick, c.Storm: storm.choose, c.Ride: blow.ride, c.Buy: cards.buy,
    c.Revive: revival.revive, c.Ship: movement.ship, c.Move: movement.move,
    c.Battle: battle.choose, c.DrawTraitor: battle.draw_traitor,
    c.ReturnTraitor: battle.return_traitor, c.Voice: battle.voice, c.Foresee: battle.foresee,
    c.Plan: battle.plan, c.Call: battle.call, c.Market: _market, c.Auto: standing.give,
}
"""The module function that plays each command taking arguments."""

_WITHOUT_ARGUMENTS: dict[type[Command], Callable[[DiunaState, str, EventLog], None]] = {
    c.Stay: blow.stay, c.Pass: cards.pass_, c.Done: _done, c.Hold: _hold,
}
"""The same for the commands without arguments."""


def settle(state: DiunaState, log: EventLog) -> None:
    """Run the automatic steps (the storm's throw, the spice cards) until a choice waits
    that no standing order answers; an order's answer is played as a typed one would be."""
    while True:
        _steps(state, log)
        found = standing.answer(state, accepts)
        if found is None:
            return
        _dispatch(state, *found, log)


def _steps(state: DiunaState, log: EventLog) -> None:
    while not state.waiting and not setup.choosing(state):
        if window.opened(state, log):
            continue
        step = _PHASE_STEPS.get(state.phase)
        if step is None:
            return
        step(state, log)


def accepts(state: DiunaState, seat: str, commands: Iterable[Command]) -> bool:
    """The game would take one of the seat's commands now: each played on a copy, by the
    same checks. A refused command changes nothing, so one copy serves them all."""
    trial = state.model_copy(deep=True)
    for command in commands:
        try:
            _dispatch(trial, seat, command, EventLog())
        except RuleError:
            continue
        return True
    return False


_PHASE_STEPS: dict[Phase, Callable[[DiunaState, EventLog], None]] = {
    Phase.STORM: storm.begin, Phase.SPICE_BLOW: blow.reveal, Phase.CARDS: cards.begin,
    Phase.REVIVAL: revival.begin, Phase.MOVEMENT: movement.begin, Phase.BATTLE: battle.advance,
    Phase.COLLECTION: collection.run,
}
"""Each phase's automatic step: it plays until a choice waits or the phase ends (the set-up
and the end have none)."""

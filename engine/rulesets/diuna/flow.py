"""The loop: a seat's command to the module that plays it, then the automatic steps until
the game waits for someone or ends. Every round's seven phases are played, and the market cards
(README.md, STATUS)."""

from __future__ import annotations

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
    storm,
    window,
)
from . import commands as c
from .state import DiunaState, Phase


def play(state: DiunaState, seat: str, command: Command, log: EventLog) -> None:
    """A seat's command; RuleError, before any change, when it is not one the game takes
    now."""
    if isinstance(command, c.Traitor):
        setup.pick(state, seat, command, log)
    elif isinstance(command, c.Storm):
        storm.choose(state, seat, command, log)
    elif isinstance(command, c.Ride):
        blow.ride(state, seat, command, log)
    elif isinstance(command, c.Stay):
        blow.stay(state, seat, log)
    elif isinstance(command, c.Buy):
        cards.buy(state, seat, command, log)
    elif isinstance(command, c.Pass):
        cards.pass_(state, seat, log)
    elif isinstance(command, c.Revive):
        revival.revive(state, seat, command, log)
    elif isinstance(command, c.Done) and state.phase == Phase.REVIVAL:
        revival.done(state, seat, log)
    elif isinstance(command, c.Done):
        movement.done(state, seat, log)
    elif isinstance(command, c.Ship):
        movement.ship(state, seat, command, log)
    elif isinstance(command, c.Move):
        movement.move(state, seat, command, log)
    elif isinstance(command, c.Battle):
        battle.choose(state, seat, command, log)
    elif isinstance(command, c.DrawTraitor):
        battle.draw_traitor(state, seat, command, log)
    elif isinstance(command, c.ReturnTraitor):
        battle.return_traitor(state, seat, command, log)
    elif isinstance(command, c.Voice):
        battle.voice(state, seat, command, log)
    elif isinstance(command, c.Foresee):
        battle.foresee(state, seat, command, log)
    elif isinstance(command, c.Plan):
        battle.plan(state, seat, command, log)
    elif isinstance(command, c.Market) and market.unused(state, seat, command):
        raise market.unused(state, seat, command)
    elif isinstance(command, c.Market) and state.waiting == "window":
        window.play(state, seat, command, log)
    elif isinstance(command, c.Hold) and state.waiting == "window":
        window.hold(state, seat, log)
    elif isinstance(command, c.Market) and state.phase == Phase.BATTLE:
        battle.market(state, seat, command, log)
    elif isinstance(command, c.Market):
        market.play(state, seat, command, log)
    elif isinstance(command, c.Hold):
        battle.hold(state, seat, log)
    elif isinstance(command, c.Call):
        battle.call(state, seat, command, log)
    else:
        raise RuleError(f"`{command.name}` is not a command of this game.")
    settle(state, log)


def settle(state: DiunaState, log: EventLog) -> None:
    """Run the automatic steps (the storm's throw, the spice cards) until a choice waits."""
    while not state.waiting and not setup.choosing(state):
        if window.opened(state, log):
            continue
        if state.phase == Phase.STORM:
            storm.begin(state, log)
        elif state.phase == Phase.SPICE_BLOW:
            blow.reveal(state, log)
        elif state.phase == Phase.CARDS:
            cards.begin(state, log)
        elif state.phase == Phase.REVIVAL:
            revival.begin(state, log)
        elif state.phase == Phase.MOVEMENT:
            movement.begin(state, log)
        elif state.phase == Phase.BATTLE:
            battle.advance(state, log)
        elif state.phase == Phase.COLLECTION:
            collection.run(state, log)
        else:
            return

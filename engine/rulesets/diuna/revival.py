"""Faza przywrócenia: from the first player, each player takes 2 forces from the Tleilaxu
tanks to the reserve free, then may revive more forces at 2 spice each and leaders for
their strength, the spice going to the pool. The free forces are taken at once (reviving
never harms); a player is asked only when something is left that they can pay for."""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.errors import excerpt
from engine.core.names import UnknownName

from . import commands as c
from .data import BOARDS, REVIVAL_PRICE
from .spellings import resolve_name
from .state import DiunaState, Phase, Player
from .turn import on_turn
from .words import counted


def begin(state: DiunaState, log: EventLog) -> None:
    state.turn = 0
    _serve(state, log)


def affordable(state: DiunaState, player: Player) -> bool:
    """Something in the tanks the player can pay for."""
    force = player.tanks > 0 and player.spice >= REVIVAL_PRICE
    leader = any(state.cards.leader(n).strength <= player.spice for n in player.dead)
    return force or leader


def revive(state: DiunaState, seat: str, command: c.Revive, log: EventLog) -> None:
    """Paid revival; every check before any change. The player stays on turn until
    `done` or nothing is left to pay for."""
    player = on_turn(state, seat, "revive")
    leader = tanked_leader(player, command.leader) if command.leader else None
    if command.forces > player.tanks:
        raise RuleError(f"You have {player.tanks} forces in the Tleilaxu tanks, not "
                        f"{command.forces}.")
    price = command.forces * REVIVAL_PRICE + (state.cards.leader(leader).strength
                                              if leader else 0)
    if price > player.spice:
        raise RuleError(f"That costs {price} spice; you have {player.spice}.",
                        hint=f"Forces cost {REVIVAL_PRICE} each, a leader its strength.")
    if not command.forces and leader is None:
        raise RuleError("Revive at least one force or a leader, or end with `done`.")
    player.spice -= price
    player.tanks -= command.forces
    player.reserve += command.forces
    if leader is not None:
        player.dead.remove(leader)
        player.leaders.append(leader)
    what = [counted(command.forces, "force")] if command.forces else []
    log.public("revive", f"{seat} revives " + " and ".join(what + ([leader] if leader else []))
               + f" for {price} spice.", forces=command.forces, leader=leader, price=price)
    if not affordable(state, player):
        _next(state, log)


def done(state: DiunaState, seat: str, log: EventLog) -> None:
    on_turn(state, seat, "revive")
    log.public("revive_done", f"{seat} ends their revival.")
    _next(state, log)


def tanked_leader(player: Player, text: str, also: str = "") -> str:
    """One of the seat's leaders in the Tleilaxu tanks, by a typed name (paid revival, the
    Tleilaxu Ghola); the refusal names those there, then `also`, what else would work."""
    try:
        return resolve_name(text, player.dead, "leader in your tanks")
    except UnknownName:
        there = (("In the tanks: " + ", ".join(player.dead) + ".") if player.dead
                 else "None of your leaders is in the tanks.")
        raise RuleError(f"`{excerpt(text)}` is not one of your leaders in the Tleilaxu tanks.",
                        hint=there + (f" {also}" if also else "")) from None


def _serve(state: DiunaState, log: EventLog) -> None:
    """The free revival of the player on turn, then their paid choice or the next player."""
    while state.turn < len(state.order):
        player = state.players[state.order[state.turn]]
        free = min(BOARDS[player.faction].free_revival, player.tanks)
        if free:
            player.tanks -= free
            player.reserve += free
            log.public("free_revival", f"{player.seat} revives {counted(free, 'force')} free.",
                       forces=free)
        if affordable(state, player) or (player.market_cards and (player.tanks or player.dead)):
            state.waiting = "revive"
            return
        state.turn += 1
    state.waiting = ""
    state.phase = Phase.MOVEMENT


def _next(state: DiunaState, log: EventLog) -> None:
    state.waiting = ""
    state.turn += 1
    _serve(state, log)

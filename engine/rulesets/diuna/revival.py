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
from .words import Say, T, forces, joined, leader_word, leader_words, listing


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
        raise RuleError(T("diuna-revive-too-many", tanks=player.tanks, count=command.forces))
    price = command.forces * REVIVAL_PRICE + (state.cards.leader(leader).strength
                                              if leader else 0)
    if price > player.spice:
        raise RuleError(T("diuna-costs", price=price, spice=player.spice),
                        hint=T("diuna-revive-prices", price=REVIVAL_PRICE))
    if not command.forces and leader is None:
        raise RuleError(T("diuna-revive-nothing"))
    player.spice -= price
    player.tanks -= command.forces
    player.reserve += command.forces
    if leader is not None:
        player.dead.remove(leader)
        player.leaders.append(leader)
    what = ([forces(command.forces)] if command.forces else []) + (
        [leader_word(leader)] if leader else [])
    log.public("revive", T("diuna-revive", seat=seat, what=listing(what), price=price),
               forces=command.forces, leader=leader, price=price)
    if not affordable(state, player):
        _next(state, log)


def done(state: DiunaState, seat: str, log: EventLog) -> None:
    on_turn(state, seat, "revive")
    log.public("revive_done", T("diuna-revive-done", seat=seat))
    _next(state, log)


def tanked_leader(player: Player, text: str, also: Say = "") -> str:
    """One of the seat's leaders in the Tleilaxu tanks, by a typed name (paid revival, the
    Tleilaxu Ghola); the refusal names those there, then `also`, what else would work."""
    try:
        return resolve_name(text, player.dead, "leader in your tanks")
    except UnknownName:
        there = (T("diuna-in-the-tanks", leaders=leader_words(player.dead)) if player.dead
                 else T("diuna-no-leader-in-tanks"))
        raise RuleError(T("diuna-not-in-tanks", typed=excerpt(text)),
                        hint=joined([there, also])) from None


def _serve(state: DiunaState, log: EventLog) -> None:
    """The free revival of the player on turn, then their paid choice or the next player."""
    while state.turn < len(state.order):
        player = state.players[state.order[state.turn]]
        free = min(BOARDS[player.faction].free_revival, player.tanks)
        if free:
            player.tanks -= free
            player.reserve += free
            log.public("free_revival", T("diuna-free-revival", seat=player.seat,
                                         forces=forces(free)),

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

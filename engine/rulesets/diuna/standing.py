"""Standing orders for asynchronous play: a seat's secret answers, given ahead, to the
reactive decisions whose answer is settled before they come.

`auto call` answers the Traitor calls (Zdrajcy): every side whose opponent played a leader
is asked, so that waiting tells no secret, and the answer follows from the seat's own cards
(call when the leader is a traitor in its pay, else `call no`). `auto hold` answers the
market card decisions the seat is asked only because it holds market cards (the windows
before the storm, the spice card and the collection; a battle's cards before the plans and
after the reveal; its turn of the cards phase or revival when it can buy or revive nothing)
whenever none of its cards can be played then: `hold`, `pass` or `done`, the only answer
the game would take.

An order answers at once, in the same settling of the game, by the very command a typed
answer plays, so the table sees exactly what it would have seen; the orders themselves are
shown to their seat alone (its sheet)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.core import Command, EventLog, RuleError

from . import agents, battle, cards, market, pending, revival, window
from . import commands as c
from .state import DiunaState, Player
from .words import Say, T, Text, joined

ORDERS = ("call", "hold")
"""Every standing order, in the order a seat's sheet lists them."""

MEANING = {"call": T("diuna-meaning-call"), "hold": T("diuna-meaning-hold")}

PASSIVE: dict[str, Command] = {"window": c.Hold(), "prebattle": c.Hold(), "market": c.Hold(),
                               "buy": c.Pass(), "revive": c.Done()}
"""The decisions `auto hold` answers, and its answer to each."""

Accepts = Callable[[DiunaState, str, Iterable[Command]], bool]
"""Whether the game would take one of the seat's commands now (tried on a copy)."""


def give(state: DiunaState, seat: str, command: c.Auto, log: EventLog) -> None:
    """Give or cancel a standing order; told to the seat alone. Refused, changing nothing,
    when it would change nothing."""
    player = state.players[seat]
    if command.order == "off":
        if command.off is not None:
            raise RuleError(T("diuna-auto-off-alone"), hint=_yours(player))
        if not player.orders:
            raise RuleError(T("diuna-no-orders-to-cancel"), hint=_yours(player))
        player.orders = []
        log.private(seat, "standing", T("diuna-orders-cancelled"), orders=[])
        return
    if command.off is not None:
        if command.order not in player.orders:
            raise RuleError(T("diuna-no-order-to-cancel", order=command.order),
                            hint=_yours(player))
        player.orders = [o for o in player.orders if o != command.order]
        log.private(seat, "standing", T("diuna-order-cancelled", order=command.order),
                    orders=list(player.orders))
        return
    if command.order in player.orders:
        raise RuleError(T("diuna-order-stands", order=command.order), hint=_yours(player))
    player.orders = [o for o in ORDERS if o in player.orders or o == command.order]
    log.private(seat, "standing", T("diuna-order-given", order=command.order,
                                    meaning=MEANING[command.order]),
                orders=list(player.orders))


def _either(commands: list[str]) -> Say:
    """`a` or `b` or `c`, each quoted."""
    quoted: list[Say] = [f"`{c}`" for c in commands]
    while len(quoted) > 1:
        quoted[-2:] = [T("diuna-or", first=quoted[-2], second=quoted[-1])]
    return quoted[0]


def _yours(player: Player) -> Text:
    """The seat's orders and what it may give or cancel."""
    given = ", ".join(f"`auto {o}`" for o in player.orders)
    left = [f"auto {o}" for o in ORDERS if o not in player.orders]
    cancel = [f"auto {o} off" for o in player.orders] + (["auto off"] if given else [])
    return joined([T("diuna-orders-yours", given=given or T("diuna-none")),
                   T("diuna-orders-give", orders=_either(left)) if left else "",
                   T("diuna-orders-cancel", orders=_either(cancel)) if cancel else ""])



def to_give(state: DiunaState, seat: str) -> list[Command]:
    """The orders a sensible player gives and the seat has not: both answer only what is
    settled ahead."""
    return [c.Auto(order=o) for o in ORDERS if o not in state.players[seat].orders]


def answer(state: DiunaState, accepts: Accepts) -> tuple[str, Command] | None:
    """The first decision the game waits for that a standing order answers, with the
    answer; None when every decision waits for a person."""
    for seat, kind in pending.waiting_for(state):
        orders = state.players[seat].orders
        if kind == "call" and "call" in orders:
            return seat, c.Call(yes=battle.holds_traitor(state, seat))
        if kind in PASSIVE and "hold" in orders and not _choice(state, seat, kind, accepts):
            return seat, PASSIVE[kind]
    return None


def _choice(state: DiunaState, seat: str, kind: str, accepts: Accepts) -> bool:
    """The seat could do something now other than let the chance go: buy or revive (the
    phases' own tests of whether to ask), or play a market card, tried on a copy of the
    game; only a card whose effect the moment takes is worth the copy."""
    player = state.players[seat]
    if (kind == "buy" and cards.can_buy(state, player)) or (
            kind == "revive" and revival.affordable(state, player)):
        return True
    now = _effects_now(state, kind)
    plays = [play for play in agents.market_plays(state, seat)
             if state.cards.market_effect(play.card) in now]
    return bool(plays) and accepts(state, seat, plays)


def _effects_now(state: DiunaState, kind: str) -> tuple[str, ...]:
    """The market effects played at this decision's moment: the tables the plays check."""
    if kind == "window":
        return window.CARDS[state.windows[-1]]
    if kind == "prebattle":
        return battle.BEFORE_PLANS
    if kind == "market":
        return battle.AFTER_REVEAL
    return market.ON_TURN.get(state.phase, ())

"""Standing answers to alliance offers (ALLIANCE), for asynchronous play: a player need
not be awake when the active player offers him an alliance. `auto accept`, `auto decline`,
or either for one offering faction only (`auto accept Atreides`), and `auto off`. The answer
is secret (a DM, dealt anew for the others by `disguise`) and played at once when an offer
it covers is made, by the same action a typed `accept` or `decline` plays, so the table sees
exactly what it would have seen had the player typed it."""

from __future__ import annotations

import random

from engine.core import Command, EventLog, RuleError

from . import alliance
from . import commands as c
from .data import ALLIANCE_MIN_PLAYERS, Faction
from .setup import resolve_faction
from .state import DiceState, Standing, Step
from .words import T, Text, factions
from .words import faction as word


def check_order(state: DiceState, seat: str) -> None:
    if len(state.order) < ALLIANCE_MIN_PLAYERS:
        raise RuleError(T("dice-no-alliance-small"))
    if state.step == Step.ENDED:
        raise RuleError(T("dice-game-over"))
    if state.players[seat].faction is None:
        raise RuleError(T("dice-faction-first"))


def order(state: DiceState, seat: str, answer: str, name: str | None,
          log: EventLog) -> None:
    """Set, replace or clear the seat's standing answer; told to the seat alone."""
    check_order(state, seat)
    if answer == "off":
        if name is not None:
            raise RuleError(T("dice-auto-off-no-faction"))
        state.standing.pop(seat, None)
        log.private(seat, "standing", T("dice-standing-cleared"))
        return
    offerer = resolve_faction(name) if name is not None else None
    mine = state.players[seat].faction
    if offerer is not None and (offerer == mine or offerer not in state.factions):
        others = [f for f in state.factions if f != mine]
        raise RuleError(T("dice-never-offers", faction=word(offerer)),
                        hint=T("dice-factions-that-may", factions=factions(others)))
    standing = Standing(accept=answer == "accept", offerer=offerer)
    state.standing[seat] = standing
    log.private(seat, "standing", T("dice-standing-set", answer=words(standing)))


def lines(state: DiceState, seat: str) -> tuple[Text, ...]:
    """The seat's standing answer for its sheet, or how to give one where offers come."""
    mine = state.standing.get(seat)
    if mine is not None:
        return (T("dice-standing-line", answer=words(mine)),)
    try:
        check_order(state, seat)
    except RuleError:
        return ()
    return (T("dice-standing-none"),)


def words(standing: Standing) -> Text:
    """`accept every alliance offer`, `decline the Harkonnen's offers`."""
    verb = "accept" if standing.accept else "decline"
    if standing.offerer:
        return T(f"dice-standing-{verb}-from", faction=word(standing.offerer))
    return T(f"dice-standing-{verb}-all")


def answer(state: DiceState, log: EventLog) -> bool:
    """The alliance step's automatic work: an open offer covered by the invitee's standing
    answer is answered now, as if typed. True if it answered."""
    offered = state.turn.offered
    if state.step != Step.ALLIANCE or offered is None:
        return False
    seat = state.seat_of(offered)
    standing = state.standing.get(seat or "")
    if seat is None or standing is None or standing.offerer not in (None,
                                                                     state.active_faction):
        return False
    (alliance.accept if standing.accept else alliance.decline)(state, seat, log)
    return True


def candidates(state: DiceState, seat: str) -> list[Command]:
    """None: a standing answer is typed (the sheet says how), never offered, or it would
    crowd every menu of every seat at every step."""
    return []


def sensible(state: DiceState, seat: str) -> list[Command]:
    """What a sensible player leaves standing and has not: accept every offer (an ally
    recruits, lands and moves on another's turn; a declined offer gives nothing)."""
    try:
        check_order(state, seat)
    except RuleError:
        return []
    return [] if seat in state.standing else [c.Auto(answer="accept")]


def deal(state: DiceState, seat: str | None, rng: random.Random) -> None:
    """Every other seat's standing answer dealt anew (none, or any answer it could give)."""
    for other, player in state.players.items():
        if other == seat or player.faction is None:
            continue
        rivals: list[Faction | None] = [None, *(f for f in state.factions
                                                if f != player.faction)]
        if rng.random() < 0.4:
            state.standing.pop(other, None)
        else:
            state.standing[other] = Standing(accept=rng.random() < 0.5,
                                             offerer=rng.choice(rivals))

"""The alliance (ALLIANCE): the active player may offer an alliance for his turn to one
player whose faction a kept Faction die shows (any die, for the Bene Tleilax and the
Smugglers); that player accepts or declines (the Bene Gesserit's offer cannot be declined,
LA VOIX). No alliance in games of 3 players or fewer."""

from __future__ import annotations

from engine.core import Command, Decision, EventLog, RuleError

from . import commands as c
from .data import ALLIANCE_MIN_PLAYERS, FACTION_ORDER, WORM, Die, Faction
from .harvest import working
from .setup import resolve_faction
from .state import DiceState, Step
from .tleilax import count, face, shown
from .words import T, Text, factions, joined, regions
from .words import faction as word

ANY_SYMBOL = frozenset({Faction.TLEILAX, Faction.SMUGGLERS})
"""Factions others may ally with on any Faction die (CUVES AXOLOTL, MERCENAIRES)."""


def begin(state: DiceState, log: EventLog) -> None:
    state.step = Step.ALLIANCE
    if len(state.order) < ALLIANCE_MIN_PLAYERS:
        state.turn.alliance_done = True


def finished(state: DiceState) -> bool:
    return state.turn.alliance_done


def partners(state: DiceState) -> list[Faction]:
    """The factions the active player may offer an alliance to, in the rulebook's order."""
    symbols = shown(state)
    return [f for f in FACTION_ORDER if f in state.factions and f != state.active_faction
            and (f in ANY_SYMBOL or f in symbols)]


def check_offer(state: DiceState, seat: str) -> None:
    if state.step != Step.ALLIANCE or state.turn.alliance_done or state.turn.offered:
        raise RuleError(T("dice-offer-once"))
    if seat != state.active_seat:
        raise RuleError(T("dice-only-active-offers", seat=state.active_seat))


def ally(state: DiceState, seat: str, name: str, symbol: str | None, dice: int | None,
         log: EventLog) -> None:
    check_offer(state, seat)
    faction = resolve_faction(name)
    allowed = partners(state)
    if faction not in allowed:
        raise RuleError(_no_partner(state, faction),
                        hint=T("dice-offer-to", factions=factions(allowed))
                        if allowed else T("dice-typed", command="alone"))
    theirs = _their_symbol(state, faction, symbol)
    state.turn.shared = _split(state, theirs, dice)
    if faction == Faction.TLEILAX:
        state.turn.symbol = resolve_faction(theirs) if theirs else None
    if state.active_faction == Faction.BENE_GESSERIT:
        log.public("alliance", T("dice-voice", faction=word(faction)), ally=faction.value)
        _form(state, faction, log)
        return
    state.turn.offered = faction
    clauses = ([T("dice-offer-symbol", symbol=word(theirs))] if symbol and theirs else []) + (
        [T("dice-offer-dice", count=dice)] if dice else [])
    log.public("offer", T("dice-offers", seat=seat, faction=word(faction),
                          more=joined(clauses, "")), to=faction.value)


def _no_partner(state: DiceState, faction: Faction) -> Text:
    """Why an alliance cannot be offered to this faction."""
    if faction == state.active_faction:
        return T("dice-offer-own", faction=word(faction))
    if faction not in state.factions:
        return T("dice-not-in-game", faction=word(faction))
    return T("dice-no-die-shows", faction=word(faction))


def _their_symbol(state: DiceState, faction: Faction, symbol: str | None) -> str | None:
    """The symbol the partner recruits with: the one named for the Bene Tleilax (a kept die
    must show it, CUVES AXOLOTL), else its own."""
    if faction != Faction.TLEILAX:
        if symbol is not None:
            raise RuleError(T("dice-symbol-only-tleilax"))
        return face(state, faction)
    choices = factions(shown(state))
    if symbol is None:
        raise RuleError(T("dice-name-tleilax-symbol"),
                        hint=T("dice-name-tleilax-symbol-hint", symbols=choices))
    chosen = resolve_faction(symbol)
    if chosen not in shown(state):
        raise RuleError(T("dice-no-kept-die-shows", faction=word(chosen)),
                        hint=T("dice-symbols-shown", symbols=choices))
    return chosen.value


def _split(state: DiceState, theirs: str | None, dice: int | None) -> int:
    """Dice given to the ally when both recruit with one symbol (at least one)."""
    mine = face(state, state.active_faction)
    if theirs is None or theirs != mine:
        if dice is not None:
            raise RuleError(T("dice-dice-given-only"))
        return 0
    most = count(state, mine)
    if dice is None or not 1 <= dice <= most:
        raise RuleError(T("dice-give-ally-dice", symbol=word(mine), count=most))
    return dice


def alone(state: DiceState, seat: str, log: EventLog) -> None:
    check_offer(state, seat)
    state.turn.alliance_done = True
    log.public("alone", T("dice-alone", seat=seat))


def check_answer(state: DiceState, seat: str) -> None:
    offered = state.turn.offered
    if state.step != Step.ALLIANCE or offered is None:
        raise RuleError(T("dice-no-offer"))
    if state.seat_of(offered) != seat:
        raise RuleError(T("dice-offered-to", faction=word(offered)))


def accept(state: DiceState, seat: str, log: EventLog) -> None:
    check_answer(state, seat)
    faction = state.turn.offered
    assert faction is not None
    log.public("alliance", T("dice-accepts", faction=word(faction), seat=state.active_seat),
               ally=faction.value)
    _form(state, faction, log)


def decline(state: DiceState, seat: str, log: EventLog) -> None:
    check_answer(state, seat)
    assert state.turn.offered is not None
    log.public("decline", T("dice-declines", faction=word(state.turn.offered)))
    if state.turn.offered == Faction.TLEILAX:
        state.turn.symbol = None
    state.turn.offered = None
    state.turn.shared = 0
    state.turn.alliance_done = True


def _form(state: DiceState, faction: Faction, log: EventLog) -> None:
    """The alliance holds for this turn; the ally's Harvesters now count as controlled by
    the active player too (Moissonneuse), unless the worm left no spice to collect."""
    state.turn.ally = faction
    state.turn.offered = None
    state.turn.alliance_done = True
    assert state.roll is not None
    if state.roll.faces[Die.SPICE] == WORM:
        return
    own = set(working(state, state.active_faction))
    more = [r for r in working(state, faction) if r not in own]
    if more:
        state.turn.spice += 2 * len(more)
        log.public("harvest", T("dice-ally-harvesters", regions=regions(more), spice=2 * len(more),
                                total=state.turn.spice),
                   spice=state.turn.spice)


def waits(state: DiceState) -> list[Decision]:
    offered = state.turn.offered
    if offered is not None:
        seat = state.seat_of(offered)
        assert seat is not None
        return [Decision(seat=seat, kind="alliance",
                         prompt=T("dice-prompt-answer", seat=state.active_seat),
                         default={"name": "decline"})]
    return [Decision(seat=state.active_seat, kind="ally",
                     prompt=T("dice-prompt-ally"),
                     default={"name": "alone"})]


def candidates(state: DiceState, seat: str) -> list[Command]:
    if state.turn.offered is not None:
        return [c.Accept(), c.Decline()]
    return [*(offer for f in partners(state) for offer in _offers(state, f)), c.Alone()]


def _offers(state: DiceState, faction: Faction) -> list[Command]:
    """One offer per symbol the partner could recruit with, giving one die or all of a
    shared symbol's."""
    mine = face(state, state.active_faction)
    symbols = [s.value for s in shown(state)] if faction == Faction.TLEILAX else [None]
    out: list[Command] = []
    for symbol in symbols:
        theirs = symbol or face(state, faction)
        splits = sorted({1, count(state, mine)}) if theirs is not None and theirs == mine \
            else [None]
        out += [c.Ally(faction=faction.value, symbol=symbol, dice=n) for n in splits]
    return out

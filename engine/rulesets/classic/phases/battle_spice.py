"""XXII advanced combat: spice committed with a battle plan, dials in halves, the spice's
way to the bank, and the winner's choice of losses.

The spice a plan commits is set aside at once (XXII.A.2: "put aside ... in his hand"), so
it cannot be spent elsewhere before the reveal; it is held by the battle
(`Battle.spice_aside`), secret like the rest of the plan, and the seat's spice as the table
sees it (open spice) still counts it. Every strength is in half tokens (board/strength.py).
"""

from __future__ import annotations

from engine.core import EventLog, RuleError
from engine.core.words import T

from ..board.strength import Losses, Stack, dial_span, halves, plan_halves, shown
from ..board.strength import loss_ways as ways_to_lose
from ..data import Faction
from ..data.words import faction_word
from ..model.state import Battle, ClassicState
from . import battle


def stack(state: ClassicState, b: Battle, faction: Faction) -> Stack:
    """The side's tokens in the battle's sectors, by kind, with each kind's worth."""
    return battle.battle_stack(state, b, faction)


def committed(state: ClassicState, faction: Faction) -> int:
    """Spice this faction has set aside in the battle being fought."""
    r = state.battles
    return r.current.spice_aside.get(faction, 0) if r and r.current else 0


def behind_shield(state: ClassicState, faction: Faction) -> int:
    """The spice behind the faction's shield: what it holds and what it set aside for the
    battle, so open spice shows the same total before and after a plan (XXII.A.2)."""
    return state.players[faction].spice + committed(state, faction)


def dial_halves(state: ClassicState, dial: float) -> int:
    """The dialed number in half tokens: whole or half steps in advanced combat (XXII.B),
    whole numbers otherwise (X.B.1)."""
    advanced = state.options.advanced_combat
    value = halves(dial)
    if value is None or (value % 2 and not advanced):
        why = "XXII.B" if advanced else "X.B.1, XXII.B"
        raise RuleError(T("classic-spice-wheel-cannot-show" if advanced
                          else "classic-spice-wheel-cannot-show-basic", dial=str(dial)),
                        rule=why, hint=T("classic-spice-dial-half" if advanced
                                         else "classic-spice-dial-whole"))
    return value


def check_support(state: ClassicState, b: Battle, faction: Faction, dial: int,
                  spice: int) -> None:
    """XXII.A: the spice is at most what the seat holds (with what it already set aside
    for this battle), at most one per token, and the dial must be what some of its tokens
    make with that spice, supported ones at full worth and the others at half."""
    if not state.options.advanced_combat:
        if spice:
            raise RuleError(T("classic-spice-only-advanced"), rule="XXII.A",
                            hint=T("classic-spice-plan-without"))
        return
    held = state.players[faction].spice + committed(state, faction)
    if spice > held:
        raise RuleError(T("classic-spice-cannot-commit", held=held, count=spice),
                        rule="XXII.A.2", hint=T("classic-spice-from-to", most=held))
    tokens = stack(state, b, faction)
    count = sum(n for _, n, _ in tokens)
    if spice > count:
        raise RuleError(T("classic-spice-one-per-token", count=count),
                        rule="XXII.A.1, Q&A B.4", hint=T("classic-spice-from-to", most=count))
    if not ways_to_lose(tokens, dial, spice):
        span = dial_span(tokens, spice)
        raise RuleError(T("classic-spice-cannot-make", count=count, spice=spice,
                          dial=shown(dial)), rule="XXII.A.1, Q&A B.5",
                        hint=T("classic-spice-dial-span", spice=spice, low=shown(span[0]),
                               high=shown(span[-1])))


def set_aside(state: ClassicState, b: Battle, faction: Faction, spice: int) -> None:
    """XXII.A.2: the plan's spice leaves the seat's spice (a replaced plan's comes back)."""
    state.players[faction].spice += b.spice_aside.pop(faction, 0) - spice
    if spice:
        b.spice_aside[faction] = spice


def settle(state: ClassicState, b: Battle, keeper: Faction | None, log: EventLog) -> None:
    """XXII.A.2: the spice of both plans goes to the bank, win or lose, but the winner's
    when a traitor decided the battle (`keeper`)."""
    for side, amount in list(b.spice_aside.items()):
        del b.spice_aside[side]
        if side == keeper:
            state.players[side].spice += amount
            log.public("battle_spice_kept", T("classic-spice-kept", faction=faction_word(side),
                                              count=amount), faction=side, n=amount)
        else:
            state.bank += amount
            log.public("battle_spice_spent", T("classic-spice-spent", faction=faction_word(side),
                                               count=amount), faction=side, n=amount)


def loss_ways(state: ClassicState, b: Battle, winner: Faction) -> tuple[Losses, ...]:
    """XXII.C: the ways the winner may take his losses, fitting his dial and his spice
    (tokens the moderator took away since the plan leave the one way of losing none)."""
    p = b.plans[winner]
    return ways_to_lose(stack(state, b, winner), plan_halves(p), p.spice) or ((),)

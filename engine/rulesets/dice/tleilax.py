"""The Bene Tleilax (BENE TLEILAX): no die shows them, so after their roll they choose a
Faction die symbol that is theirs for the turn's recruitment (CUVES AXOLOTL); others ally
with them naming the symbol the Tleilaxu recruit with. Gholas: in his turn the Tleilaxu (or
the active player allied with them) may pay 1 spice to take a leader back onto the card."""

from __future__ import annotations

from collections import Counter

from engine.core import Command, Decision, EventLog, RuleError

from . import commands as c
from .abilities import knot
from .data import FACTION_DICE, FACTION_FACES, Faction
from .setup import resolve_faction
from .spice import available, pay
from .state import DiceState, Step, Units
from .words import T, factions
from .words import faction as word

TURN_STEPS = frozenset({Step.HARVEST, Step.ALLIANCE, Step.RECRUIT, Step.KANLY, Step.LAND,
                        Step.MOVE, Step.COMBAT, Step.BUILD})
"""The actions after the roll: the turn's spice exists."""


def face(state: DiceState, faction: Faction | None) -> str | None:
    """The symbol a faction recruits with this turn: its own, the Tleilaxu's chosen one, or
    none (the Smugglers never recruit)."""
    if faction == Faction.TLEILAX:
        return state.turn.symbol.value if state.turn.symbol else None
    return faction.value if faction in FACTION_FACES else None


def count(state: DiceState, symbol: str | None) -> int:
    assert state.roll is not None
    return sum(state.roll.faces[d] == symbol for d in FACTION_DICE) if symbol else 0


def shown(state: DiceState) -> list[Faction]:
    """The symbols the kept Faction dice show, in the dice's face order."""
    assert state.roll is not None
    faces = {state.roll.faces[d] for d in FACTION_DICE}
    return [f for f in FACTION_FACES if f.value in faces]


def begin(state: DiceState, log: EventLog) -> None:
    state.step = Step.AXOLOTL


def finished(state: DiceState) -> bool:
    return state.active_faction != Faction.TLEILAX or state.turn.symbol is not None


def check_symbol(state: DiceState, seat: str) -> None:
    if state.step != Step.AXOLOTL or finished(state):
        raise RuleError(T("dice-symbol-after-roll"))
    if seat != state.active_seat:
        raise RuleError(T("dice-chooses-symbol", seat=state.active_seat))


def symbol(state: DiceState, seat: str, name: str, log: EventLog) -> None:
    check_symbol(state, seat)
    faction = resolve_faction(name)
    if faction not in FACTION_FACES:
        raise RuleError(T("dice-choose-symbol"),
                        hint=T("dice-symbols-are", symbols=factions(FACTION_FACES)))
    state.turn.symbol = faction
    log.public("symbol", T("dice-takes-symbol", symbol=word(faction)),
               symbol=faction.value)


def waits(state: DiceState) -> list[Decision]:
    assert state.roll is not None
    most = Counter(state.roll.faces[d] for d in FACTION_DICE).most_common(1)[0][0]
    return [Decision(seat=state.active_seat, kind="symbol",
                     prompt=T("dice-prompt-symbol"),
                     default={"name": "symbol", "faction": most})]


def candidates(state: DiceState, seat: str) -> list[Command]:
    return [c.Symbol(faction=f.value) for f in FACTION_FACES]


# -- Gholas ------------------------------------------------------------------------------------


def check_ghola(state: DiceState, seat: str) -> None:
    if state.step not in TURN_STEPS or seat != state.active_seat:
        raise RuleError(T("dice-ghola-own-turn"))
    if not knot(state, state.active_faction, Faction.TLEILAX):
        raise RuleError(T("dice-ghola-tleilax"))
    if not state.players[seat].leaders_reserve:
        raise RuleError(T("dice-ghola-no-leader"))
    if available(state) < 1:
        raise RuleError(T("dice-ghola-no-spice"))


def ghola(state: DiceState, seat: str, log: EventLog) -> None:
    check_ghola(state, seat)
    pay(state, 1)
    state.players[seat].to_card(Units(), leaders=1)
    log.public("ghola", T("dice-ghola", seat=seat))


def ghola_candidates(state: DiceState, seat: str) -> list[Command]:
    return [c.Ghola()]

"""The Face Dancers (LES DANSEURS-VISAGES): at the start of a battle the Bene Tleilax fight
in, they may replace an enemy troop in the region (not a large cube) by one from their
reserve, for each unused Faction die on that troop's symbol: dice that recruited neither
for them nor for their ally this turn, and not spent by the Face Dancers already. The
variant (option `face_dancers=spice`): 1 spice each instead, on their own turn."""

from __future__ import annotations

from engine.core import Command, Decision, EventLog, RuleError

from . import commands as c
from .data import Faction
from .regions import put, take_off
from .setup import resolve_faction
from .spice import available, pay
from .state import DiceState, Step, Units
from .tleilax import count, face
from .words import T, factions
from .words import faction as word
from .words import region as region_word


def enemies(state: DiceState) -> list[Faction]:
    """The factions of the other side than the Tleilaxu's in the battle."""
    fight = state.turn.fight
    assert fight is not None
    return fight.defenders if Faction.TLEILAX in fight.attackers else fight.attackers


def free_dice(state: DiceState, symbol: str | None) -> int:
    """Dice on a symbol the Face Dancers may still use."""
    if symbol is None:
        return 0
    pair = (state.active_faction, state.turn.ally)
    used = {face(state, f) for f in pair} if Faction.TLEILAX in pair else set()
    if symbol in used:
        return 0
    return count(state, symbol) - state.turn.danced.get(symbol, 0)


def victims(state: DiceState) -> list[Faction]:
    """Enemy factions with a regular troop here that the Face Dancers may replace now."""
    fight = state.turn.fight
    tleilax = state.players.get(state.seat_of(Faction.TLEILAX) or "")
    if fight is None or tleilax is None or not tleilax.reserve.troop:
        return []
    here = state.board.get(fight.region, {})
    out = [f for f in enemies(state) if f in here and here[f].troop]
    if state.options.face_dancers == "spice":
        mine = state.active_faction == Faction.TLEILAX and available(state) >= 1
        return out if mine else []
    return [f for f in out if free_dice(state, face(state, f))]


def opens(state: DiceState) -> bool:
    """The Face Dancers have something to decide in the battle just opened."""
    fight = state.turn.fight
    assert fight is not None
    return (Faction.TLEILAX in (*fight.attackers, *fight.defenders)) and bool(victims(state))


def check_dance(state: DiceState, seat: str) -> None:
    fight = state.turn.fight
    if state.step != Step.COMBAT or fight is None or not fight.dancing:
        raise RuleError(T("dice-dance-when"))
    if state.seat_of(Faction.TLEILAX) != seat:
        raise RuleError(T("dice-only-tleilax-dance"))


def dance(state: DiceState, seat: str, name: str, log: EventLog) -> None:
    check_dance(state, seat)
    faction = resolve_faction(name)
    if faction not in victims(state):
        raise RuleError(T("dice-no-dance-victim", faction=word(faction)),
                        hint=T("dice-dance-choices", factions=factions(victims(state)))
                        if victims(state) else T("dice-typed", command="stop"))
    fight = state.turn.fight
    assert fight is not None
    if state.options.face_dancers == "spice":
        pay(state, 1)
    else:
        symbol = face(state, faction)
        assert symbol is not None
        state.turn.danced[symbol] = state.turn.danced.get(symbol, 0) + 1
    log.public("dance", T("dice-danced", faction=word(faction),
                          region=region_word(fight.region)),
               faction=faction.value, region=fight.region)
    take_off(state, fight.region, faction, Units(troop=1), log)
    owner = state.player_of(faction)
    owner.reserve += Units(troop=1)
    tleilax = state.players[seat]
    tleilax.reserve -= Units(troop=1)
    put(state, fight.region, Faction.TLEILAX, Units(troop=1))
    if not victims(state):
        fight.dancing = False


def stop(state: DiceState, seat: str, log: EventLog) -> None:
    check_dance(state, seat)
    fight = state.turn.fight
    assert fight is not None
    fight.dancing = False


def waits(state: DiceState) -> list[Decision]:
    return [Decision(seat=state.seat_of(Faction.TLEILAX) or "", kind="dance",
                     prompt=T("dice-prompt-dance"),
                     default={"name": "stop"})]


def candidates(state: DiceState, seat: str) -> list[Command]:
    return [*(c.Dance(faction=f.value) for f in victims(state)), c.Stop()]

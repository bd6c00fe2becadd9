"""Recruitment (RECRUTEMENT DES TROUPES): for each kept Faction die on his own symbol, the
active player takes a troop or a leader from his reserve onto his card; his ally takes a
troop for each die on the ally's symbol, without asking. The Atreides recruit one leader at
most, the Corrino may take a Sardaukar for two dice (SALUSA SECUNDUS); the Smugglers never
recruit but may pay 2 spice for their leader (MERCENAIRES)."""

from __future__ import annotations

from engine.core import Command, Decision, EventLog, RuleError

from . import commands as c
from .data import Faction
from .state import DiceState, Player, Step, Units
from .tleilax import count, face
from .words import T, joined
from .words import faction as word

SMUGGLER_LEADER_COST = 2


def dice_for(state: DiceState, faction: Faction) -> int:
    """Kept Faction dice the faction recruits with: those on its symbol (the Tleilaxu's of
    the turn, CUVES AXOLOTL); when both allies recruit with one symbol, the dice given to
    the ally are his, the rest the active player's."""
    ally = state.turn.ally
    mine, theirs = face(state, state.active_faction), face(state, ally)
    if mine is not None and mine == theirs:
        return state.turn.shared if faction == ally else count(state, mine) - state.turn.shared
    return count(state, face(state, faction))


def _troops(player: Player, n: int) -> Units:
    """Up to n troops from the reserve, one cube a die (the Fremen's cubes are all large)."""
    if player.faction == Faction.FREMEN:
        return Units(elite=min(n, player.reserve.elite))
    return Units(troop=min(n, player.reserve.troop))


def choices(state: DiceState) -> list[tuple[int, int]]:
    """The active player's (leaders, Sardaukar) choices; the other dice give troops."""
    faction = state.active_faction
    player = state.players[state.active_seat]
    if faction == Faction.SMUGGLERS:
        can = player.leaders_reserve and state.turn.spice >= SMUGGLER_LEADER_COST
        return [(0, 0), (1, 0)] if can else [(0, 0)]
    dice = dice_for(state, faction)
    most_leaders = min(dice, player.leaders_reserve, 1)
    out = []
    for leaders in range(most_leaders + 1):
        elite = (min((dice - leaders) // 2, player.reserve.elite)
                 if faction == Faction.CORRINO else 0)
        out += [(leaders, s) for s in range(elite + 1)]
    return out


def begin(state: DiceState, log: EventLog) -> None:
    """The ally's troops come first: they need no one's leave."""
    state.step = Step.RECRUIT
    ally = state.turn.ally
    if ally is None or ally == Faction.SMUGGLERS:
        return
    player = state.player_of(ally)
    units = _troops(player, dice_for(state, ally))
    if units:
        player.to_card(units)
        log.public("recruit", T("dice-ally-recruits", faction=word(ally), count=units.count),
                   faction=ally.value, troops=units.count)


def auto(state: DiceState, log: EventLog) -> bool:
    """Without a choice to make, the recruitment is done at once."""
    if state.step != Step.RECRUIT or state.turn.recruited:
        return False
    options = choices(state)
    if len(options) > 1:
        return False
    _recruit(state, *options[0], log)
    return True


def check_recruit(state: DiceState, seat: str) -> None:
    if state.step != Step.RECRUIT or state.turn.recruited:
        raise RuleError(T("dice-recruit-action"))
    if seat != state.active_seat:
        raise RuleError(T("dice-recruits-now", seat=state.active_seat))


def recruit(state: DiceState, seat: str, leaders: int, sardaukar: int,
            log: EventLog) -> None:
    check_recruit(state, seat)
    options = choices(state)
    if (leaders, sardaukar) not in options:
        raise RuleError(T("dice-recruit-not-so"), hint=T("dice-choose", choices=", ".join(
            f"`recruit {a} {b}`" for a, b in options)))
    _recruit(state, leaders, sardaukar, log)


def _recruit(state: DiceState, leaders: int, sardaukar: int, log: EventLog) -> None:
    faction = state.active_faction
    player = state.players[state.active_seat]
    state.turn.recruited = True
    if faction == Faction.SMUGGLERS:
        if leaders:
            state.turn.spice -= SMUGGLER_LEADER_COST
            player.to_card(Units(), leaders=1)
            log.public("recruit", T("dice-smugglers-leader", spice=SMUGGLER_LEADER_COST),
                       leaders=1)
        else:
            log.public("recruit", T("dice-smugglers-no-recruit"), faction=faction.value,
                       troops=0)
        return
    rest = dice_for(state, faction) - leaders - 2 * sardaukar
    units = _troops(player, rest)
    units = Units(troop=units.troop, elite=units.elite + sardaukar)
    player.to_card(units, leaders)
    if units or leaders:
        words = [T(what, count=n) for n, what in (
            (units.count - sardaukar, "dice-count-troops"), (sardaukar, "dice-count-sardaukar"),
            (leaders, "dice-count-leaders")) if n]
        log.public("recruit", T("dice-recruits", faction=word(faction),
                                what=joined(words, ", ")),
                   faction=faction.value, troops=units.count, leaders=leaders)
    else:
        why = T("dice-why-no-symbol" if not dice_for(state, faction)
                else "dice-why-reserve-empty")
        log.public("recruit", T("dice-recruits-nothing", faction=word(faction), why=why),
                   faction=faction.value, troops=0, leaders=0)


def waits(state: DiceState) -> list[Decision]:
    return [Decision(seat=state.active_seat, kind="recruit",
                     prompt=T("dice-prompt-recruit"),
                     default={"name": "recruit", "leaders": 0, "sardaukar": 0})]


def candidates(state: DiceState, seat: str) -> list[Command]:
    return [c.Recruit(leaders=a, sardaukar=b) for a, b in choices(state)]

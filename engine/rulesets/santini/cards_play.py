"""Carte: `play <card> ...` in one's own activity. A card's module registers what it does
with `@card(name)`: a function that checks the arguments (RuleError before any change) and
returns the effect to apply. Here: whose the card is (in the hand, or a famous leader's
action), Mentat played as another card, faction cards, the discard, and Karama's answer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Literal

from engine.core import Arg, Command, EventLog, RuleError

from . import card_args, reactions
from .activity import active_seat
from .commands import CardName, HexName, UnitId, registry
from .data.cards import playable_by
from .data.counters import Kind
from .deck import KIND, is_event
from .hooks import plays
from .state import SantiniState
from .words import T, card_word, rule

SeatName = Annotated[str, Arg("seat", "a player's seat")]


@registry.command()
class Play(Command):
    name = "play"
    summary = "Play a card from your hand in your activity (Carte), with what it acts on."
    card: CardName
    unit: UnitId | None = None
    target: UnitId | None = None
    second: UnitId | None = None
    hex: HexName | None = None
    seat: SeatName | None = None
    other: CardName | None = None
    work: Literal["fortification", "platform"] | None = None
    by: UnitId | None = None


Effect = Callable[[EventLog], None]
Prepare = Callable[[SantiniState, str, Play, str], Effect]
"""(state, seat, command, the card's effective name) -> its effect, once checked."""
CARDS: dict[str, Prepare] = {}

MENTAT = "Mentat Computers Umani"
ELSEWHERE = {
    "Karama": "santini-card-standing", "Annulla Azione Spia": "santini-card-standing",
    "Eliminazione Spie Nemiche": "santini-card-standing", "Copertura": "santini-card-standing",
    "Recupero Informazioni": "santini-card-at-hand-check",
    "Landsraad": "santini-card-at-initiative",
}
"""Cards `play` does not take, and where they are played instead (hint)."""


def card(name: str) -> Callable[[Prepare], Prepare]:
    def wrap(fn: Prepare) -> Prepare:
        CARDS[name] = fn
        return fn
    return wrap


def stamp(state: SantiniState, table: dict[str, int], key: str) -> None:
    """Mark `key` for this turn in a table of turns (Complotto, Movimento, a spy's card, a
    leader's action...), forgetting the marks of turns gone by."""
    for old in [k for k, turn in table.items() if turn != state.turn]:
        del table[old]
    table[key] = state.turn


def may_play(state: SantiniState, seat: str, name: str) -> bool:
    """Carte: a faction card only by that faction; events are never played from a hand."""
    return playable_by(name, state.players[seat].faction)


@plays(Play)
def play(state: SantiniState, seat: str, command: Play, log: EventLog) -> None:
    if active_seat(state) != seat:
        raise RuleError(T("santini-not-your-activity"), rule=rule("Carte"))
    held = card_args.in_hand(state, seat, command.card) if command.by is None else ""
    name = _effective(state, seat, command, held)
    effect = CARDS[name](state, seat, command, name)
    if command.by is not None:
        stamp(state, state.acted, command.by)
        log.public("leader_acts", T("santini-leader-acts", seat=seat, leader=command.by,
                                    card=card_word(name)))
        effect(log)
        return
    state.players[seat].hand.remove(held)
    state.discard.append(held)
    log.public("card_played", T("santini-card-played", seat=seat, card=card_word(held)))
    if held != name:
        log.public("card_as", T("santini-card-as", card=card_word(name)))
    if reactions.karama(state, seat, {held, name}, log):
        return
    effect(log)


def _effective(state: SantiniState, seat: str, command: Play, held: str) -> str:
    """The card whose effect is played: the card held, the card a Mentat stands for, or a
    famous leader's action; refused when the seat may not play it now."""
    if command.by is not None:
        return _leader_action(state, seat, command)
    if not may_play(state, seat, held):
        raise RuleError(T("santini-card-other-faction", card=card_word(held)),
                        rule=rule("Carte"))
    name = held
    if name == MENTAT:
        other = card_args.card_name(command.other or "")
        if other == MENTAT or other not in KIND or is_event(other):
            raise RuleError(T("santini-mentat-needs-card"), rule=rule("Carte"))
        name = other
    _playable(state, seat, name)
    return name


def _playable(state: SantiniState, seat: str, name: str) -> None:
    if name in ELSEWHERE:
        raise RuleError(T("santini-card-not-by-play", card=card_word(name)),
                        hint=T(ELSEWHERE[name]))
    if name not in CARDS:
        raise RuleError(T("santini-card-not-by-play", card=card_word(name)),
                        hint=T("santini-card-in-battle"))
    if not may_play(state, seat, name):
        raise RuleError(T("santini-card-other-faction", card=card_word(name)),
                        rule=rule("Carte"))


def _leader_action(state: SantiniState, seat: str, command: Play) -> str:
    """Nota sui Leaders: a famous character does its card's action in its hex once a
    turn, without the card."""
    leader = state.units.get(command.by or "")
    faction = state.players[seat].faction
    values = state.counters.leaders.get(leader.name) if leader is not None else None
    if (leader is None or leader.faction != faction or leader.kind != Kind.LEADER
            or not leader.on_map or values is None or values.role != "famous"):
        raise RuleError(T("santini-not-famous-leader", unit=command.by or ""),
                        rule=rule("Nota sui Leaders"))
    if values.action != card_args.card_name(command.card):
        raise RuleError(T("santini-leader-action-is", leader=leader.id,
                          card=card_word(values.action)), rule=rule("Nota sui Leaders"))
    if state.acted.get(leader.id) == state.turn:
        raise RuleError(T("santini-leader-acted", leader=leader.id),
                        rule=rule("Nota sui Leaders"))
    target = state.units.get(command.target or "")
    if command.hex not in (None, leader.place) or (target is not None
                                                   and target.place != leader.place):
        raise RuleError(T("santini-leader-hex-only", hex=leader.place),
                        rule=rule("Nota sui Leaders"))
    _playable(state, seat, values.action)
    return values.action

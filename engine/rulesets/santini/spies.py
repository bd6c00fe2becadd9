"""Nota sulle Spie: a spy card is played on one of one's spies on the map (one spy card a
spy a turn), may be cancelled by a standing Annulla Azione Spia / Eliminazione Spie
Nemiche, then its mission is rolled (the combat's `spy_mission`, with the cards' bonus
here): complete failure eliminates the spy and cancels the card, partial success
eliminates the spy but the card works, full success keeps the spy and makes it a veteran.
Spia Agente Speciale (on a veteran) and Spia Commando stand for any other spy card
(`other=`); the battle's spy cards are the combat's.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import EventLog, RuleError

from . import card_args, reactions, spy_effects
from .cards_play import Effect, Play, card, stamp
from .data.counters import Kind
from .spy_mission import mission
from .state import SantiniState, Unit
from .words import T, card_word, listing, rule

AGENT = "Spia Agente Speciale"
COMMANDO = "Spia Commando"
AIDS = {"Favoreggiamento": 1, "Super Spia": 2}
"""Cards played ahead on one's spy, and what they take off its mission's die."""
COMMANDO_MODIFIER = 1
"""Spia Commando's own modifier on the die (the note lists it among the cards that give
one, the card list gives no figure: +1, the price of standing for any spy card)."""
DECODED = 1
NOTA = "Nota sulle Spie"


def bonus(state: SantiniState, seat: str, spy: Unit, card_name: str) -> int:
    """What the cards take off the spy's die: the aids played on it (used up here),
    Decodifica Codici Nemici 1 against a seat with counters in the hex, and Spia Commando's
    own 1 added back."""
    total = sum(AIDS[a] for a in state.spy_aids.pop(spy.id, []))
    total -= COMMANDO_MODIFIER if card_name == COMMANDO else 0
    factions = {u.faction for u in state.units_at(spy.place)}
    decoded = state.players[seat].decoded
    if any(state.players[s].faction in factions for s, t in decoded.items() if t == state.turn):
        total += DECODED
    return total


def _spy_card(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    """Checks the spy (or the famous leader acting), the card it stands for and that card's
    own arguments; the effect then answers reactions and rolls the mission."""
    effect_name = _stands_for(name, command)
    if command.by is not None:
        actor = state.units[command.by]
    else:
        actor = card_args.unit(state, seat, command.unit, name, kinds=(Kind.SPY,), own=True)
        if state.spied.get(actor.id) == state.turn:
            raise RuleError(T("santini-spy-used", spy=actor.id), rule=rule(NOTA))
        if name == AGENT and not actor.veteran:
            raise RuleError(T("santini-agent-veteran", spy=actor.id), rule=rule(NOTA))
    effect = spy_effects.EFFECTS[effect_name](state, seat, command, actor.place)

    def resolve(log: EventLog) -> None:
        spy = actor if actor.kind == Kind.SPY else None
        if spy is not None:
            stamp(state, state.spied, spy.id)
        if reactions.cancel_spy(state, seat, effect_name, spy, log):
            return
        if spy is not None and mission(state, seat, spy, name, log,
                                       bonus=bonus(state, seat, spy, name)) == "failure":
            return
        effect(log)
    return resolve


def _stands_for(name: str, command: Play) -> str:
    if name not in (AGENT, COMMANDO):
        return name
    other = card_args.card_name(command.other or "")
    if other not in spy_effects.EFFECTS:
        raise RuleError(T("santini-spy-stands-for", card=card_word(name),
                          cards=listing([card_word(c) for c in spy_effects.EFFECTS])),
                        rule=rule(NOTA))
    return other


def _register() -> None:
    prepare: Callable[[SantiniState, str, Play, str], Effect] = _spy_card
    for name in (*spy_effects.EFFECTS, AGENT, COMMANDO):
        card(name)(prepare)


_register()

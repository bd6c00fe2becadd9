"""Nota sui Leaders; Nota su Muad'Dib ed Alia: leaders enter with their event card on the
home planet (the Fremen's is Arrakis); an eliminated leader comes back only with Gholas
(which ends his "Comandi -1", while a charismatic leader's loss still costs 2 points).
"""

from __future__ import annotations

from engine.core import EventLog, RuleError

from . import card_args, combat_losses, deck
from .cards_play import Effect, Play, card
from .data.cards import LEADER_CARDS, LEADERS_PAIR
from .data.counters import Kind
from .state import DEAD, HOME, SantiniState, Unit
from .units import new_unit
from .words import T, faction_word, leader_word, rule

MUADDIB = LEADER_CARDS[LEADERS_PAIR]
"""Nota su Muad'Dib ed Alia: the first of their cards brings both; the Fremen may build
guards from then on and get weirding modules for three turns."""


def enter(state: SantiniState, names: list[str], log: EventLog) -> None:
    """Leaders onto their faction's home planet (Arrakis for the Fremen)."""
    for name in names:
        values = state.counters.leaders[name]
        unit = new_unit(state, values.faction, Kind.LEADER, HOME, name=name)
        log.public("leader_enters", T("santini-leader-enters", leader=leader_word(name),
                                      unit=unit.id,
                                      faction=faction_word(values.faction)))


def leaders_card(card: str) -> deck.EventPlay:
    """A Leaders card brings the leaders it names (data.cards: `Leaders Gurney Halleck`;
    Paul Muad'Dib and Alia for theirs), whoever drew it. A leader already in play or dead
    does not come again (only Gholas brings one back)."""
    named = LEADER_CARDS[card]

    def bring(state: SantiniState, seat: str, log: EventLog) -> None:
        if card == LEADERS_PAIR:
            _muaddib(state, log)
            return
        present = {u.name for u in state.units.values() if u.kind == Kind.LEADER}
        enter(state, [n for n in named if n in state.counters.leaders and n not in present],
              log)
    return bring


def _muaddib(state: SantiniState, log: EventLog) -> None:
    """Nota su Muad'Dib ed Alia: the first of their cards brings both, on Arrakis; the
    others are ignored."""
    if state.muaddib:
        log.public("event_ignored", T("santini-muaddib-already"))
        return
    state.muaddib = state.turn
    state.fremen_guards = True
    enter(state, [n for n in MUADDIB if n in state.counters.leaders], log)


for _card in LEADER_CARDS:
    deck.event(_card)(leaders_card(_card))


def eliminate(state: SantiniState, leader: Unit, killer: str, log: EventLog) -> None:
    """A leader eliminated by a seat's card, as in battle (combat_losses: his modules stay
    in the hex, "Comandi -1" until a Ghola brings him back, a charismatic one's -2 for good
    and +1 to his killer)."""
    log.public("leader_dead", T("santini-leader-dead", unit=leader.id))
    combat_losses.eliminate(state, leader, killer)


@card("Gholas")
def gholas(state: SantiniState, seat: str, command: Play, name: str) -> Effect:
    leader = card_args.unit(state, seat, command.unit, name, kinds=(Kind.LEADER,), own=True,
                            on_map=False)
    if leader.place != DEAD:
        raise RuleError(T("santini-ghola-needs-dead", unit=leader.id),
                        rule=rule("Nota sui Leaders"))

    values = state.counters.leaders.get(leader.name)

    def back(log: EventLog) -> None:
        if values is not None and values.commands_minus:
            state.players[seat].commands_minus = max(0, state.players[seat].commands_minus - 1)
        leader.place = HOME
        leader.entered = state.turn
        log.public("ghola", T("santini-ghola", unit=leader.id))
    return back

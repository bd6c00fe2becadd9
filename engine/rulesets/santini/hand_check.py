"""Controllo Carte: the Harkonnen hold at most twelve cards, the others eight; the excess is
discarded face up, and any card may be discarded. A player holding Recupero Informazioni
takes back a card another has just discarded: a standing order, applied the moment the
card is discarded, so that no one waits on it and no one learns who could have."""

from __future__ import annotations

from typing import Annotated

from engine.core import Arg, Command, EventLog, RuleError
from engine.core.commands import normalise

from . import die
from .activity import active_seat
from .cancelling import cancelled
from .commands import registry
from .deck import KIND, is_event
from .factions import Faction
from .hooks import candidates_for, decision, plays
from .state import Phase, SantiniState
from .words import T, card_word, card_words, phase_word

RULE = "Controllo Carte"
RECOVERY = "Recupero Informazioni"
LIMIT = {Faction.HARKONNEN: 12}
DEFAULT_LIMIT = 8
ANY = "any"
OFF = "off"
HELD = tuple(c for c in KIND if not is_event(c))
"""The cards a hand may hold (events are played when drawn)."""


@registry.command()
class Discard(Command):
    name = "discard"
    summary = ("Discard cards face up (Controllo Carte, or in your activity); alone, the "
               "excess over your limit, the cards received last.")
    cards: Annotated[str, Arg("text", "cards, as `Karama, Movimento`")] = ""


@registry.command()
class Recover(Command):
    name = "recover"
    summary = ("Standing order for Recupero Informazioni: take back this card (or any) "
               "when another player discards it; off to stop.")
    secret = True
    card: Annotated[str, Arg("card", "a card's name, `any`, or `off`")]


def limit(state: SantiniState, seat: str) -> int:
    return LIMIT.get(state.players[seat].faction, DEFAULT_LIMIT)


def excess(state: SantiniState, seat: str) -> int:
    return max(0, len(state.players[seat].hand) - limit(state, seat))


@decision("discard", ui="text", default=lambda state, seat: Discard())
def waiting(state: SantiniState) -> list[str]:
    """The seats over their limit (hand sizes are public)."""
    if state.phase != Phase.HAND:
        return []
    return [seat for seat in state.order if excess(state, seat)]


def _chosen(state: SantiniState, seat: str, text: str) -> list[str]:
    """The cards named, each taken once from the hand; refused when one is not held."""
    left = list(state.players[seat].hand)
    out = []
    for word in (w for w in text.split(",") if w.strip()):
        card = next((c for c in left if normalise(c) == normalise(word)), None)
        if card is None:
            raise RuleError(T("santini-discard-not-held", card=word.strip()), rule=RULE,
                            hint=T("santini-discard-hand", count=len(left),
                                   cards=card_words(left)))
        left.remove(card)
        out.append(card)
    return out


@plays(Discard)
def discard(state: SantiniState, seat: str, command: Discard, log: EventLog) -> None:
    if state.phase != Phase.HAND and active_seat(state) != seat:
        raise RuleError(T("santini-discard-not-now"), rule=RULE,
                        hint=T("santini-turn-now", turn=state.turn,
                               phase=phase_word(state.phase)))
    hand = state.players[seat].hand
    cards = _chosen(state, seat, command.cards) if command.cards.strip() \
        else hand[len(hand) - excess(state, seat):] if excess(state, seat) else []
    if not cards:
        raise RuleError(T("santini-discard-nothing"), rule=RULE,
                        hint=T("santini-discard-name", limit=limit(state, seat)))
    throw(state, seat, cards, log)


def throw(state: SantiniState, seat: str, cards: list[str], log: EventLog) -> None:
    """Cards from a hand to the discards, face up; each may be recovered at once."""
    for card in cards:
        state.players[seat].hand.remove(card)
        state.discard.append(card)
    log.public("discarded", T("santini-discarded", seat=seat, cards=card_words(cards)),
               cards=list(cards))
    taken: set[str] = set()
    for card in cards:
        _recover(state, seat, card, taken, log)


def _recover(state: SantiniState, seat: str, card: str, taken: set[str],
             log: EventLog) -> None:
    """Recupero Informazioni: every other seat whose standing order wants the card plays
    its Recupero; when several do, a die gives the card to one and all the cards count as
    played. A seat recovers one card of a discard at most."""
    wanting = [s for s in state.order if s != seat and s not in taken
               and RECOVERY in state.players[s].hand
               and state.players[s].recover in (ANY, card)]
    players = []
    for other in wanting:
        taken.add(other)
        state.players[other].hand.remove(RECOVERY)
        state.discard.append(RECOVERY)
        log.public("card_played", T("santini-recovery-played", seat=other,
                                    card=card_word(card)))
        if not cancelled(state, other, RECOVERY, log):
            players.append(other)
    if not players:
        return
    winner = players[die.roll(state, len(players)) - 1] if len(players) > 1 else players[0]
    if len(players) > 1:
        log.public("recovery_die", T("santini-recovery-die", seat=winner, among=len(players)))
    state.discard.remove(card)
    state.players[winner].hand.append(card)
    log.public("recovered", T("santini-recovered", seat=winner, card=card_word(card)))


def recover_order(text: str) -> str:
    """A standing order's value: a card of the deck that can be held, `any`, or empty for
    off; refused otherwise (the `auto recover` of the standing orders reads it too)."""
    word = normalise(text)
    if word in (ANY, OFF):
        return "" if word == OFF else ANY
    card = next((c for c in HELD if normalise(c) == word), None)
    if card is None:
        raise RuleError(T("santini-recover-unknown", card=text), rule=RULE,
                        hint=T("santini-recover-how", count=len(HELD)))
    return card


@plays(Recover)
def set_recover(state: SantiniState, seat: str, command: Recover, log: EventLog) -> None:
    order = recover_order(command.card)
    state.players[seat].recover = order
    words = T("santini-recover-off") if not order else \
        T("santini-recover-any") if order == ANY else card_word(order)
    log.private(seat, "standing", T("santini-recover-set", order=words))


@candidates_for("discard")
def _discards(state: SantiniState, seat: str) -> list[Command]:
    hand = state.players[seat].hand
    return [Discard(), Discard(cards=", ".join(hand[:excess(state, seat)]))]


@candidates_for("initiative")
def _recovery_order(state: SantiniState, seat: str) -> list[Command]:
    """A seat holding Recupero Informazioni with no standing order may set one while it
    answers the initiative (any time would do: this is where the agents try it)."""
    player = state.players[seat]
    return [Recover(card=ANY)] if RECOVERY in player.hand and not player.recover else []

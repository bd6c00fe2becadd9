"""Standing reactions: the cards that answer other cards (Karama against any non-event
card, Annulla Azione Spia and Eliminazione Spie Nemiche against a spy card, Copertura
against Contro Spionaggio), set ahead and in secret with `auto`, played the moment the
card they answer is played. No window waits, so nothing shows who could have answered.

Several seats able to answer: the first in the order of play after the player (this
turn's initiative, else the Carte order) answers; a reaction is never itself answered.
"""

from __future__ import annotations

from typing import Annotated, Literal

from engine.core import Arg, Command, EventLog, RuleError

from .cancelling import CANCELLERS
from .commands import registry
from .factions import Faction
from .hooks import plays
from .state import DEAD, SantiniState, Unit
from .words import T, card_word

KARAMA = "Karama"
CANCEL = "Annulla Azione Spia"
ELIMINATE = "Eliminazione Spie Nemiche"
COVER = "Copertura"


@registry.command()
class Auto(Command):
    name = "auto"
    summary = ("Set a standing reaction, secretly: `karama <card>|any|off`, "
               "`cancel-spy <card>|any|off`, `cover on|off`.")
    secret = True
    reaction: Literal["karama", "cancel-spy", "cover"]
    answer: Annotated[str, Arg("text", "a card's name, any, on or off")]


@plays(Auto)
def set_reaction(state: SantiniState, seat: str, command: Auto, log: EventLog) -> None:
    answer = command.answer.strip()
    if command.reaction == "cover" and answer not in ("on", "off"):
        raise RuleError(T("santini-auto-on-off"))
    player = state.players[seat]
    kept = [r for r in player.reactions if r.split(":", 1)[0] != command.reaction]
    if answer != "off":
        kept.append(f"{command.reaction}:{answer}")
    player.reactions = kept
    log.private(seat, "reaction_set", T("santini-auto-set", reaction=command.reaction,
                                        answer=answer))


def standing(state: SantiniState, seat: str, reaction: str, cards: set[str]) -> bool:
    """Whether the seat's standing reaction of that kind answers one of these cards."""
    for kept in state.players[seat].reactions:
        kind, _, answer = kept.partition(":")
        if kind == reaction and (answer in ("any", "on") or answer in cards):
            return True
    return False


def after(state: SantiniState, seat: str) -> list[str]:
    """The other seats in the order of play after `seat`."""
    order = state.initiative if seat in state.initiative else state.order
    at = order.index(seat)
    return [s for s in order[at + 1:] + order[:at] if s != seat]


def _spend(state: SantiniState, seat: str, name: str) -> None:
    state.players[seat].hand.remove(name)
    state.discard.append(name)


def karama(state: SantiniState, seat: str, cards: set[str], log: EventLog) -> bool:
    """Karama against a non-event card `seat` just played (its names: the card and what a
    Mentat stands for): True when a standing Karama cancels it."""
    for other in after(state, seat):
        if KARAMA in state.players[other].hand and standing(state, other, "karama", cards):
            _spend(state, other, KARAMA)
            log.public("karama", T("santini-karama", seat=other))
            return True
    return False


def cancel_spy(state: SantiniState, seat: str, card: str, spy: Unit | None,
               log: EventLog) -> bool:
    """Annulla Azione Spia (anyone) or Eliminazione Spie Nemiche (the Atreides, who also
    remove the spy) against a spy card: True when one cancels it."""
    for other in after(state, seat):
        player = state.players[other]
        if not standing(state, other, "cancel-spy", {card}):
            continue
        if player.faction == Faction.ATREIDES and ELIMINATE in player.hand:
            _spend(state, other, ELIMINATE)
            if spy is not None:
                spy.place = DEAD
            log.public("spy_eliminated", T("santini-spy-cancelled-removed", seat=other,
                                           card=card_word(card)))
            return True
        if CANCEL in player.hand:
            _spend(state, other, CANCEL)
            log.public("spy_cancelled", T("santini-spy-cancelled", seat=other,
                                          card=card_word(card)))
            return True
    return False


def cover(state: SantiniState, seat: str, log: EventLog) -> bool:
    """Copertura: the spy's owner cancels a Contro Spionaggio against it."""
    if COVER in state.players[seat].hand and standing(state, seat, "cover", set()):
        _spend(state, seat, COVER)
        log.public("cover", T("santini-cover", seat=seat))
        return True
    return False


def _karama_at_a_reveal(state: SantiniState, seat: str, card: str, log: EventLog) -> bool:
    """The cards the phases play at a reveal or a check (Landsraad at the initiative,
    Recupero Informazioni at the hand check) meet the same standing Karama as a card played
    in an activity."""
    return karama(state, seat, {card}, log)


CANCELLERS.append(_karama_at_a_reveal)

"""The loop: a seat's command to the module that plays it, then the automatic steps until
the game waits for someone or ends (Sequenza di Gioco: 30 turns of nine phases)."""

from __future__ import annotations

from engine.core import Command, EventLog, RuleError

from . import (  # noqa: F401  (each registers its hooks)
    activity,
    air,
    bene_gesserit,
    cards_agents,
    cards_common,
    cards_events,
    cards_spycraft,
    combat_declare,
    construction,
    entry,
    hand_check,
    initiative,
    leaders,
    look,
    move_agents,
    movement,
    spies,
    strategic,
    trade,
    transfer,
    victory,
    works,
    worm_call,
)
from .hooks import BEGIN, DECISIONS, HANDLERS
from .state import Phase, SantiniState
from .words import T, phase_word

SEQUENCE = (Phase.CARDS, Phase.STORMS, Phase.SPICE, Phase.INITIATIVE, Phase.ACTIVITY,
            Phase.CONSTRUCTION, Phase.HARVEST, Phase.HAND, Phase.WORMS, Phase.VICTORY)


def waiting_for(state: SantiniState) -> list[tuple[str, str]]:
    """(seat, decision kind) of every decision the game waits for now."""
    if state.phase == Phase.ENDED:
        return []
    return [(seat, spec.kind) for spec in DECISIONS.values() for seat in spec.waiting(state)]


def play(state: SantiniState, seat: str, command: Command, log: EventLog) -> None:
    """A seat's command; RuleError, before any change, when the game does not take it now."""
    handler = HANDLERS.get(type(command))
    if handler is None or state.phase == Phase.ENDED:
        raise RuleError(T("santini-not-now", command=command.name,
                          phase=phase_word(state.phase)))
    handler(state, seat, command, log)
    settle(state, log)


def settle(state: SantiniState, log: EventLog) -> None:
    """Play the automatic steps until a decision is open or the game is over."""
    while state.phase != Phase.ENDED and not waiting_for(state):
        _advance(state, log)


def _advance(state: SantiniState, log: EventLog) -> None:
    if state.phase == Phase.VICTORY or state.phase == Phase.SETUP:
        state.turn += 1
        state.phase = Phase.CARDS
        state.events_this_turn = []
        log.public("turn", T("santini-turn-begins", turn=state.turn, turns=victory.LAST_TURN))
    else:
        state.phase = SEQUENCE[SEQUENCE.index(state.phase) + 1]
    begin = BEGIN.get(state.phase)
    if begin is not None:
        begin(state, log)

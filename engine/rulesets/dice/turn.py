"""The end of a turn (FIN DE TOUR, FIN DE PARTIE): victory checked for the active player,
then the dice pass clockwise; the turn track moves when they come back to the first player,
and after every player's sixth turn the Spacing Guild wins by default."""

from __future__ import annotations

from engine.core import EventLog

from .data import ALLIANCE_TO_WIN, ROUNDS, Die, Faction, strategic_to_win
from .spice import store
from .state import DiceState, Step, Turn
from .words import T, Text, regions
from .words import faction as word


def held_alone(state: DiceState, faction: Faction) -> list[str]:
    """Strategic regions where `faction` has cubes and no other faction has (a region in
    the storm still counts, TEMPETE DE SABLE)."""
    return [r for r in state.map.strategic if list(state.board.get(r, {})) == [faction]]


def solo_winner(state: DiceState) -> Faction | None:
    """The active player's faction if it holds enough strategic regions alone (OBJECTIFS:
    at the end of his turn; rules-notes: only the active player is checked)."""
    faction = state.active_faction
    if len(held_alone(state, faction)) >= strategic_to_win(len(state.order)):
        return faction
    return None


def held_together(state: DiceState, ally: Faction) -> list[str]:
    """Strategic regions where only the active player and his ally have cubes."""
    pair = {state.active_faction, ally}
    return [r for r in state.map.strategic
            if state.board.get(r) and set(state.board[r]) <= pair]


def choam(state: DiceState, log: EventLog) -> None:
    """PRESIDENCE DE LA CHOM: at the end of the Corrino's turn, each unspent point of the
    Spice die adds 2 to their marker (at most 5); the Harvesters' spice is spent first."""
    if state.active_faction != Faction.CORRINO or state.roll is None:
        return
    face = state.roll.faces[Die.SPICE]
    unspent = min(state.turn.spice, int(face)) if face.isdigit() else 0
    if unspent:
        store(state, Faction.CORRINO, 2 * unspent, log, T("dice-why-choam"))


def _crown(state: DiceState, winner: Faction, log: EventLog, why: Text) -> None:
    """LE PLAN ULTIME: a lone victory of the faction the Bene Gesserit guessed is theirs."""
    if state.guess == winner and Faction.BENE_GESSERIT in state.factions:
        state.winners = [Faction.BENE_GESSERIT]
        log.public("victory", T("dice-victory-guessed", why=why, faction=word(winner)),
                   winners=[Faction.BENE_GESSERIT.value])
    else:
        state.winners = [winner]
        log.public("victory", T("dice-victory", why=why, faction=word(winner)),
                   winners=[winner.value])
    state.step = Step.ENDED
    state.roll = None


def end_turn(state: DiceState, log: EventLog) -> bool:
    """Check victory, pass the dice; True if another turn follows."""
    choam(state, log)
    winner = solo_winner(state)
    if winner is not None:
        _crown(state, winner, log, T("dice-hold-alone", faction=word(winner),
                                     regions=regions(held_alone(state, winner))))
        return False
    ally = state.turn.ally
    if ally is not None and len(held_together(state, ally)) >= ALLIANCE_TO_WIN:
        state.winners = [state.active_faction, ally]
        log.public("victory", T("dice-victory-alliance", faction=word(state.active_faction),
                                ally=word(ally), regions=regions(held_together(state, ally))),
                   winners=[f.value for f in state.winners])
        state.step = Step.ENDED
        state.roll = None
        return False
    state.roll = None
    state.turn = Turn()
    state.active = (state.active + 1) % len(state.order)
    if state.active == 0:
        if state.round == ROUNDS:
            state.by_default = True
            _crown(state, Faction.GUILD, log, T("dice-guild-default", count=ROUNDS))
            return False
        state.round += 1
        log.public("round", T("dice-round", round=state.round), round=state.round)
    log.public("turn", T("dice-dice-pass", seat=state.active_seat), seat=state.active_seat)
    return True

"""THE DUEL (1984), V.4, V.7-8 and VI: what every move in the arena may lead to: a leader
turned face up, the turn passing to the next fighter, the fight's end."""

from __future__ import annotations

from engine.core import EventLog
from engine.core.words import T

from ..data import Faction
from ..data.words import faction_word, leader_word
from ..model.state import ClassicState
from .arena import MOVES, fight_now
from .arena_end import finish, over


def reveal(state: ClassicState, faction: Faction, log: EventLog) -> None:
    """V.7-8: a leader attacking, defending or paying from its worth is turned face up."""
    fight = fight_now(state)
    if faction in fight.revealed:
        return
    fight.revealed.append(faction)
    leader = fight.leaders[faction]
    log.public("duel_reveal", T("classic-arena-revealed", faction=faction_word(faction),
                                leader=leader_word(leader), count=fight.worth[faction]),
               faction=faction, leader=leader)


def next_turn(state: ClassicState, log: EventLog) -> None:
    """V.4: turns alternate (VI: in the order of play, among those still standing)."""
    fight = fight_now(state)
    fight.turns += 1
    if over(state):
        finish(state, log)
        return
    order = fight.fighters
    start = order.index(fight.turn) if fight.turn in order else -1
    fight.turn = next(order[(start + k) % len(order)] for k in range(1, len(order) + 1)
                      if order[(start + k) % len(order)] in fight.standing)
    fight.moves = MOVES

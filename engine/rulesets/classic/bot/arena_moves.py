"""The bot's moves in THE DUEL's arena (1984, V.2, V.4-11): where its leader enters, and
each move of its turns: a step, a strike, a block, Move or Attack Three, a flight. Every
legal command is weighed by where it leaves the leader (`arena_judge.py`), looking ahead
over the steps left in the turn: it closes in and strikes when its blow is the better,
keeps away when a foe's would kill it, steps in toward the centre for cards, and flees
only when every other choice risks its life."""

from __future__ import annotations

from engine.core import Command, Decision
from engine.core.ruleset import Seen

from ..data.arena import OPPOSITE
from ..data.dueling import (
    ATTACKS,
    FLEE,
    JUMP_BLOCK,
    KNIFE,
    MOVE_THREE,
    PICK_UP_BLOCK,
    PLACE_BLOCK,
)
from ..model.duel import HAND_LIMIT
from ..protocol.arena_commands import DuelCard, DuelDone, DuelMove, DuelPlace
from .arena_board import Arena
from .arena_judge import best_blow, exchange, standing, strike

DRAW = 4.0
"""A Dueling card drawn by a step in toward the centre (V.4): the only way to arm."""
STEP = 0.5
"""A move spent on a step: a strike made now is worth more than the same strike a step
later, and a step that gains nothing is not taken."""
CARD = 2.0
"""A block or Move or Attack Three spent: it is worth keeping unless it does this much."""
FLEE_AT = 30.0
"""V.11: flight ends the fight with no loss but no win: taken when every other choice
leaves the leader at least this much harm from a foe's next turn."""
EXTRA = 3
"""V.6: Move or Attack Three: three more moves."""


def place(seen: Seen, decision: Decision) -> Command | None:
    """V.2: the free outer sector safest from the leaders placed, nearest a weaker one."""
    arena = Arena.of(seen)
    options = seen.of(DuelPlace)
    if arena is None or not options:
        return None
    return max(options, key=lambda c: standing(arena, c.sector))


def turn(seen: Seen, decision: Decision) -> Command | None:
    """V.4: the move that leaves the leader best placed after the turn's remaining moves."""
    arena = Arena.of(seen)
    if arena is None or arena.here is None:
        return None
    options = [c for c in seen.legal if isinstance(c, DuelMove | DuelCard | DuelDone)]
    return max(options, key=lambda c: _score(arena, c), default=None)


def _score(arena: Arena, command: Command) -> float:
    here, left = arena.here, arena.moves - 1
    assert here is not None
    if isinstance(command, DuelMove):
        return _step(arena, here, command.sector) + _ahead(arena, command.sector, left)
    if isinstance(command, DuelCard):
        return _card(arena, command, here, left)
    return standing(arena, here)


def _card(arena: Arena, c: DuelCard, here: str, left: int) -> float:
    """V.6-11: what playing the card does, as against keeping it."""
    if c.card in ATTACKS or c.card == KNIFE:
        return _strike(arena, c, here)
    if c.card in (PLACE_BLOCK, PICK_UP_BLOCK) and c.target and c.other:
        changed = arena.blocked(c.target, c.other, on=c.card == PLACE_BLOCK)
        return _ahead(changed, here, left) - CARD
    if c.card == JUMP_BLOCK and c.target:
        return _step(arena, here, c.target) + _ahead(arena, c.target, left) - CARD
    if c.card == MOVE_THREE:
        return _ahead(arena, here, left + EXTRA) - CARD
    if c.card == FLEE:
        return -FLEE_AT
    return standing(arena, here) - CARD


def _strike(arena: Arena, c: DuelCard, here: str) -> float:
    """The strike the card makes (an attack card across its side, the knife at its target)
    with the harm awaited after it."""
    there = c.target if c.card == KNIFE else arena.sides[here].get(ATTACKS[c.card])
    foe = next((f for f, s in arena.where.items() if s == there and f != arena.me), None)
    if foe is None or there is None:
        return standing(arena, here) - CARD
    sides = arena.ways(here, there, knife=True) if c.card == KNIFE \
        else [OPPOSITE[ATTACKS[c.card]]]
    return exchange(arena, foe, strike(arena, foe, sides), here)


def _step(arena: Arena, here: str, there: str) -> float:
    """A step's own worth: a card drawn on a step in (V.4), less the move spent."""
    drawn = arena.sides[here].get("in") == there and len(arena.hand) < HAND_LIMIT
    return (DRAW if drawn else 0.0) - STEP


def _ahead(arena: Arena, sector: str, moves: int) -> float:
    """The best the leader can make of `moves` more moves from `sector`: end the turn
    there, strike from there, or step on (each sector and count worked out once)."""
    known: dict[tuple[str, int], float] = {}
    occupied = arena.occupied(without=arena.me)

    def best(at: str, left: int) -> float:
        if (at, left) not in known:
            stay = standing(arena, at)
            options = [stay]
            if left > 0:
                options.append(best_blow(arena, at))
                options += [_step(arena, at, step) + best(step, left - 1)
                            for step in arena.steps(at, occupied)]
            known[at, left] = max(options)
        return known[at, left]

    return best(sector, moves)

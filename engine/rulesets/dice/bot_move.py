"""The bot's move (DEPLACEMENT DES TROUPES): enough strength into a strategic target to take
it and keep a cube after the battle, no more. The rest stays put, above all in the Polar
Sink: it borders every region, so its cubes reach next turn's target whatever the Region
die shows, while cubes piled in a region already held reach only its neighbours."""

from __future__ import annotations

from engine.core import Command

from . import commands as c
from .bot_battle import leaders
from .bot_board import Board
from .data import Construction

HOLD = 2
"""The strength wanted in a strategic region taken unopposed or already held: one cube to
spare against a Kanly kill before the turn comes round again."""


def defence(board: Board, goal: str) -> int:
    """The most the other side may send to defend `goal` (COMBAT): its cubes there, the
    leaders on the card of the strongest defender, and a troop the Fortification takes."""
    enemies = [f for f in board.cubes.get(goal, {}) if f not in board.friends]
    if not enemies:
        return 0
    chiefs = max(sum(leaders(f)[:board.card(f)["leaders_card"]]) for f in enemies)
    fort = board.constructions.get(goal) == Construction.FORTIFICATION.value
    return board.enemy_strength(goal) + chiefs + fort


def wanted(board: Board, goal: str) -> int:
    """The strength my side should have in a strategic target once the move is done: one
    more than the defence can send, plus a cube left standing (committed units are lost,
    the winner's too), or HOLD where no one stands against it."""
    against = defence(board, goal)
    return against + 2 if against else HOLD


def ours(board: Board, goal: str) -> int:
    return sum(n for f, n in board.cubes.get(goal, {}).items() if f in board.friends)


def order(board: Board, o: c.Move) -> int:
    """Which cubes go first: those in the white regions or sharing a contested one, then
    the Polar Sink's (they could reach any later target), last the spares of a region held
    alone."""
    if board.strategic(o.source):
        return 2 if board.holder(o.source) == board.me else 0
    return 1 if o.source == board.map.polar_sink else 0


def part(board: Board, o: c.Move, short: int) -> c.Move | None:
    """As much of `o` as makes up `short` strength, keeping a cube in a region held alone."""
    each = 2 if o.large or board.elite_factor(board.me) == 2 else 1
    keep = 1 if order(board, o) == 2 else 0
    count = min(o.count, board.mine(o.source) - keep, -(-short // each))
    if count < 1:
        return None
    return c.Move(count=count, source=o.source, large=count if o.large else 0)


def choose(board: Board, options: list[Command]) -> Command:
    """Into a strategic target, the strength it wants, only if the whole move can win its
    battle; into anything else, every cube not holding a strategic region."""
    goal = board.turn["target"]
    moves = [o for o in options if isinstance(o, c.Move)]
    done = next(o for o in options if isinstance(o, c.Done))
    if not board.strategic(goal):
        free = [o for o in moves if order(board, o) < 2]
        return max(free, key=lambda o: o.count) if free else done
    short = wanted(board, goal) - ours(board, goal)
    if short <= 0 or ours(board, goal) + board.reach(goal) <= defence(board, goal):
        return done
    for o in sorted(moves, key=lambda o: order(board, o)):
        step = part(board, o, short)
        if step is not None:
            return step
    return done

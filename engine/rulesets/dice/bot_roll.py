"""The bot's dice (LANCER DE DES): what each face is worth to the seat's plan this turn, so
it keeps the faces that take or defend a strategic region and rerolls the rest."""

from __future__ import annotations

from engine.core import Command

from . import bot_ally
from . import commands as c
from .bot_board import Board
from .data import FACTION_DICE, WORM, Die

KEEP_AT = 2.0
"""A face worth at least this much is kept now; poorer ones are thrown again."""

KILLING = frozenset({"poison", "crysknife", "hunter-seeker"})
"""Kanly faces that remove a cube (the others are markers)."""


def zone_worth(board: Board, zone: int) -> float:
    """A Region die face: the best strategic region of its zone to take or to deny."""
    best = 0.5
    for region in board.map.in_zone(zone):
        if not board.strategic(region) or board.in_storm(region):
            continue
        best = max(best, target_worth(board, region))
    return best


def target_worth(board: Board, region: str) -> float:
    """A strategic region as this turn's target: not held yet and reachable in force, more
    if it wins the game or takes it from a rival about to win (OBJECTIFS)."""
    holder = board.holder(region)
    if holder in board.friends:
        return 1.0
    force = board.reach(region) + board.landable()
    against = board.enemy_strength(region)
    if force <= against:
        return 0.5 + 0.5 * board.threat(holder) if force else 0.3
    worth = 4.0 + 2.0 * board.threat(holder)
    if len(board.held_alone(board.me)) + 1 >= board.need:
        worth += 10.0
    return worth


def face_worth(board: Board, die: str) -> float:
    face = board.face(die)
    if die in {d.value for d in FACTION_DICE}:
        return 3.0 if face == board.me else bot_ally.face_worth(board, face)
    if die == Die.SPICE.value:
        if face == WORM:
            return 2.0 if board.rides(board.me) else 0.0
        return float(face) * 0.7
    if die == Die.REGION.value:
        return zone_worth(board, int(face)) if face.isdigit() else 0.5
    if face in KILLING:
        return 1.0 + max((board.threat(board.holder(r)) for r in board.map.strategic
                          if board.holder(r) and not board.in_storm(r)), default=0.0)
    return 1.0


def choose(board: Board, options: list[Command]) -> Command:
    """Keep every good loose face, one at a time; throw the rest again once a die is kept
    (the rolls are unlimited, a die kept after each); a fresh throw with no good face keeps
    its best one. The worm must be kept: a Thumper throws it again."""
    thumper = next((o for o in options if isinstance(o, c.Thumper)), None)
    if thumper is not None:
        return thumper
    keeps = sorted((o for o in options if isinstance(o, c.Keep) and o.die != "all"),
                   key=lambda k: -face_worth(board, k.die))
    reroll = next((o for o in options if isinstance(o, c.Reroll)), None)
    if keeps and (reroll is None or face_worth(board, keeps[0].die) >= KEEP_AT):
        return keeps[0]
    return reroll or options[0]

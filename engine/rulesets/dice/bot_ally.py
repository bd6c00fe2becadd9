"""The bot's alliances (ALLIANCE, OBJECTIFS): two allies win together with four strategic
regions, and the Guild wins whenever no one does (OPPORTUNISME), so a seat other than the
Guild allies more readily as the turns run out, and keeps a Faction die on a partner's
symbol when the alliance could win or is worth having."""

from __future__ import annotations

from engine.core import Command

from . import commands as c
from .bot_board import Board
from .data import ALLIANCE_MIN_PLAYERS, ALLIANCE_TO_WIN, ROUNDS, Faction

LATE = ROUNDS - 2
"""From this round the Guild's default win is near: an alliance holding a single strategic
region together is worth offering."""


def joint(board: Board, partner: str) -> int:
    """Strategic regions my partner and I would hold together, no one else in them."""
    return len(board.held_by(frozenset({board.me, partner})))


def least(board: Board) -> int:
    """The joint holding an offer needs: the Guild allies only for a win in reach; the
    others for two regions, or one once the turns run out."""
    if board.me == Faction.GUILD.value:
        return ALLIANCE_TO_WIN - 1
    return 1 if board.public["round"] >= LATE else 2


def wanted(board: Board, partner: str) -> bool:
    """An alliance with `partner` is worth offering now (not when I am one region short of
    winning alone: an ally's cubes in my target would spoil the lone win)."""
    if len(board.public["order"]) < ALLIANCE_MIN_PLAYERS or partner == board.me:
        return False
    if partner not in board.seats or len(board.held_alone(board.me)) >= board.need - 1:
        return False
    return joint(board, partner) >= least(board)


def face_worth(board: Board, partner: str) -> float:
    """A Faction die on a partner's symbol: kept before all else when no kept die shows it
    yet and together we are one region short of winning; otherwise it is worth no more
    than any die the seat rerolls (a die on its own symbol recruits)."""
    if not wanted(board, partner) or joint(board, partner) < ALLIANCE_TO_WIN - 1:
        return 0.5
    if any(board.face(d) == partner for d in board.kept()):
        return 0.5
    return 3.5


def choose(board: Board, options: list[Command]) -> Command:
    """The partner holding the most strategic regions with me, rather not the Guild (it
    wins whenever no one does); alone when no alliance is wanted."""
    alone = next(o for o in options if isinstance(o, c.Alone))
    offers = [o for o in options if isinstance(o, c.Ally) and wanted(board, o.faction)]
    if not offers:
        return alone
    guild = Faction.GUILD.value
    return max(offers, key=lambda o: (joint(board, o.faction), o.faction != guild,
                                      -(o.dice or 0)))

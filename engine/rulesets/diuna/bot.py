"""Diuna's bot: a player for any seat that plays to win from what the seat may know (the
`Seen` it is given, never the game), each decision to the module that knows it: the board
(`bot_board`), the turns of the round (`bot_moves`) and the battles (`bot_battle`)."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.core import Command
from engine.core.ruleset import Seen

from . import bot_battle, bot_moves
from .bot_board import Board

Decide = Callable[[Seen, Board], Command | None]
BY_KIND: dict[str, Decide] = {
    "traitor": bot_battle.pick_traitor,
    "storm": bot_moves.storm,
    "window": lambda seen, board: bot_moves.window(seen),
    "ride": bot_moves.ride,
    "buy": bot_moves.buy,
    "revive": bot_moves.revive,
    "move": bot_moves.move_turn,
    "battle": bot_battle.choose_battle,
    "swap": bot_battle.swap,
    "return_traitor": bot_battle.return_traitor,
    "voice": bot_battle.voice,
    "foresee": bot_battle.foresee,
    "plan": bot_battle.plan,
    "prebattle": lambda seen, board: bot_moves.prebattle(seen),
    "market": bot_battle.after_reveal,
    "call": lambda seen, board: bot_battle.call(seen),
}
"""Each decision kind (pending.py) and who decides it."""


def decide(seen: Seen, rng: random.Random) -> Command | None:
    """The seat's command for its first decision; its first legal command should a
    decision's module find none (the seat's default is then played)."""
    if not seen.decisions:
        return None
    board = Board.of(seen)
    choice = BY_KIND[seen.decisions[0].kind](seen, board)
    return choice if choice is not None else (seen.legal[0] if seen.legal else None)

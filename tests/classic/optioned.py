"""A scenario game played with chosen options (the `Game` of conftest plays the defaults)."""

from __future__ import annotations

from typing import Any

from engine.core import Session
from engine.rulesets.classic.ruleset import RULESET

from .conftest import SIX, Game


def game_with(options: dict[str, Any], seats: str = SIX, seed: int = 1) -> Game:
    """A fresh game like `Game(seats, seed)`, created with `options`."""
    game = Game(seats, seed)
    origin = game.session.origin.model_copy(update={"options": options})
    game.session, game.events = Session.new(RULESET, origin)
    return game

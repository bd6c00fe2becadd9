"""Classic test games with options (the shared `Game` plays the basic game unless given
options): one way to make them, whatever the test calls it."""

from __future__ import annotations

from typing import Any

from .conftest import SIX, Game


class OptionGame(Game):
    """`Game` with options chosen at creation, as keywords."""

    def __init__(self, seats: str = SIX, seed: int = 1, **options: object) -> None:
        super().__init__(seats, seed, options=options)


def game_with(options: dict[str, Any], seats: str = SIX, seed: int = 1) -> Game:
    """`Game(seats, seed)` created with `options`."""
    return Game(seats, seed, options=options)


def advantaged(seats: str, seed: int = 2, advantages: bool = True) -> Game:
    """A game played with the additional advantages (XV), or, `advantages=False`, without."""
    return Game(seats, seed, options={"advantages": advantages})


def hold(game: Game, faction: str, *cards: str) -> None:
    """The faction's hand becomes exactly `cards` (moderator repairs)."""
    for card in list(game.state.players[_faction(game, faction)].hand):
        game.do(f"mod: take_card {faction} {card}")
    for card in cards:
        game.do(f"mod: give_card {faction} {card}")


def _faction(game: Game, name: str):
    return next(f for f in game.state.players if f.value == name)

"""A classic test game with options (the shared `Game` plays the basic game)."""

from __future__ import annotations

from engine.core import Origin, SeatSpec, Session
from engine.rulesets.classic.ruleset import RULESET

from .conftest import SIX, Game


class OptionGame(Game):
    """`Game` with options chosen at creation."""

    def __init__(self, seats: str = SIX, seed: int = 1, **options: object) -> None:
        specs = []
        for part in seats.split(","):
            name, _, faction = part.partition(":")
            specs.append(SeatSpec(name=name, faction=faction or None))
        self.session, self.events = Session.new(
            RULESET, Origin(ruleset="classic", options=options, seats=specs, seed=seed))


def hold(game: Game, faction: str, *cards: str) -> None:
    """The faction's hand becomes exactly `cards` (moderator repairs)."""
    for card in list(game.state.players[_faction(game, faction)].hand):
        game.do(f"mod: take_card {faction} {card}")
    for card in cards:
        game.do(f"mod: give_card {faction} {card}")


def _faction(game: Game, name: str):
    return next(f for f in game.state.players if f.value == name)

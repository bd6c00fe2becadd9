"""Scenario steps of THE SPICE HARVEST's tests: a game in the pre-game, the first Manager
chosen by commitments, the next Harvest cards stacked."""

from __future__ import annotations

from engine.rulesets.classic.model.state import Phase

from .conftest import SIX, Game

THREE = "a:atreides,h:harkonnen,e:emperor"


def harvest_game(seats: str = SIX, seed: int = 1) -> Game:
    """A game with the Spice Harvest, its set-up done, waiting for the commitments."""
    game = Game(seats, seed, options={"spice_harvest": True})
    game.force_until(Phase.HARVEST)
    return game


def stack(game: Game, *cards: int) -> None:
    """The next Harvest cards drawn, in order (the deck is drawn from its end)."""
    deck = game.state.harvest.harvest_deck
    for card in cards:
        deck.remove(card)
    deck.extend(reversed(cards))


def commit_all(game: Game, amounts: dict[str, int]) -> None:
    """IV.4: each seat commits its amount (0 when not named)."""
    for player in list(game.state.players.values()):
        game.do(f"{player.seat}: commit {amounts.get(player.seat, 0)}")


def spice(game: Game) -> dict[str, int]:
    return {p.seat: p.spice for p in game.state.players.values()}


def vote_all(game: Game, yes: set[str]) -> None:
    """V.2.a: every voter votes, yes for the seats named."""
    manager = game.state.harvest.manager
    for faction, player in list(game.state.players.items()):
        if faction != manager:
            game.do(f"{player.seat}: vote {'yes' if player.seat in yes else 'no'}")


def pass_auction(game: Game) -> None:
    """Every Access card of this Bid for Power passed by all."""
    while game.state.harvest and game.state.harvest.step == "bid" \
            and game.state.harvest.auction and game.state.harvest.auction.turn:
        turn = game.state.harvest.auction.turn
        game.do(f"{game.state.players[turn].seat}: pass_access")


def manager_seat(game: Game) -> str:
    return game.state.players[game.state.harvest.manager].seat


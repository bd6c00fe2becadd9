"""A game of THE SPICE HARVEST brought to the placement (V.4) with Access cards dealt as
a test needs them."""

from __future__ import annotations

from engine.core import EventLog
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.harvest import Harvest
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases import placement

from .conftest import Game

FOUR = "a:atreides,h:harkonnen,e:emperor,b:bene_gesserit"


def at_placement(access: dict[str, list[str]], seats: str = FOUR,
                 options: dict | None = None) -> Game:
    """The harvests over, each faction (by its value) holding the cards given; the tokens
    in reserve and the prediction unwritten, as the pre-game's set-up leaves them."""
    game = Game(seats, seed=3, options={"spice_harvest": True, **(options or {})})
    game.force_until(Phase.PLACEMENT)
    state = game.state
    for player in state.players.values():
        player.reserves += sum(n for sectors in state.forces.values()
                               for stack in sectors.values()
                               for f, n in stack.items() if f == player.faction)
        player.starred_reserves += sum(n for sectors in state.starred.values()
                                       for stack in sectors.values()
                                       for f, n in stack.items() if f == player.faction)
    state.forces, state.starred, state.prediction = {}, {}, None
    state.harvest = Harvest(access={Faction(f): cards for f, cards in access.items()})
    placement.begin(state, EventLog())
    return game


def finish_trading(game: Game) -> list:
    """Every player still trading finishes; the events of it."""
    return [e for f in list(game.state.placement.trading)
            for e in game.do(f"{game.state.players[f].seat}: done_trading")]

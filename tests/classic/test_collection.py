"""XI. Spice collection."""

from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase

from .helpers import end_movement, to_movement_round

A, H, E = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR


def place_spice(game, territory: str, sector: int, amount: int) -> None:
    """Spice from the bank onto the board, so the spice total stays the same."""
    game.state.spice.setdefault(territory, {})[sector] = amount
    game.state.bank -= amount


def clear_board_spice(game) -> None:
    for sectors in game.state.spice.values():
        game.state.bank += sum(sectors.values())
    game.state.spice.clear()


def test_three_per_token_from_arrakeen_or_carthag_two_otherwise_the_rest_stays(make_game):
    # XI.A: three spice per token for a player who occupies Carthag or Arrakeen, two for a
    # player who does not; XI.B: uncollected spice remains where it is
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    clear_board_spice(game)
    game.script("mod: set_tokens atreides 2 the minor erg 5",
                "mod: set_tokens emperor 2 red chasm 6")
    place_spice(game, "The Minor Erg", 5, 10)
    place_spice(game, "Red Chasm", 6, 10)
    assert game.state.storm not in (5, 6)
    spice = {f: p.spice for f, p in game.state.players.items()}
    end_movement(game)
    assert game.state.phase != Phase.MOVEMENT and game.state.battles is None
    s = game.state
    assert s.players[A].spice == spice[A] + 6  # Atreides hold Arrakeen: 2 tokens x 3
    assert s.players[E].spice == spice[E] + 4  # no city: 2 tokens x 2
    assert s.spice["The Minor Erg"] == {5: 4} and s.spice["Red Chasm"] == {6: 6}


def test_collection_is_limited_to_the_spice_there(make_game):
    # XI.A: a player collects the spice in the sector, never more than is there
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    clear_board_spice(game)
    game.do("mod: set_tokens emperor 5 red chasm 6")
    place_spice(game, "Red Chasm", 6, 3)
    spice = game.state.players[E].spice
    end_movement(game)
    assert game.state.players[E].spice == spice + 3
    assert "Red Chasm" not in game.state.spice

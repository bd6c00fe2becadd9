"""Scenario steps shared by several test modules."""

from engine.rulesets.classic.state import Phase


def dial_storm(game, a: int, b: int) -> None:
    """Both storm dialers dial; the storm moves and the spice blow runs."""
    d1, d2 = (game.state.players[f].seat for f in game.state.storm_dialers)
    game.do(f"{d1}: dial {a}")
    game.do(f"{d2}: dial {b}")


def to_turn_storm(game, turn: int) -> None:
    if game.state.phase == Phase.SETUP:
        game.do("mod: force")
    game.force_until(Phase.STORM, turn=turn)

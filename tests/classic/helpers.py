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


def to_movement_round(game, storm=(0, 1)) -> None:
    """Turn 1 up to the first movement turn, with every earlier decision defaulted."""
    to_turn_storm(game, 1)
    dial_storm(game, *storm)
    while game.state.phase in (Phase.BIDDING, Phase.REVIVAL):
        game.do("mod: force")
    assert game.state.phase == Phase.MOVEMENT


def end_movement(game) -> None:
    from engine.rulesets.classic.phases.movement import current

    while game.state.phase == Phase.MOVEMENT:
        now = current(game.state)
        game.do(f"{game.state.players[now].seat}: done")


def answer_traitors(game, *callers: str) -> list:
    """X.D.1, the traitor window after the reveal: every seat asked answers in secret,
    `yes` for the seats named, `no` for the others. Returns the events of the answers."""
    events: list = []
    for d in game.session.ruleset.pending(game.state):
        if d.kind == "call_traitor":
            answer = "yes" if d.seat in callers else "no"
            events += game.do(f"{d.seat}: call_traitor {answer}")
    return events

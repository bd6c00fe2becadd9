"""Scenario steps shared by several test modules."""

from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase

from .conftest import Game


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
        if game.state.movement.guild_asked:  # XV, pad Guild 1: the Guild keep their move
            game.do(f"{game.state.players[Faction.GUILD].seat}: move_now no")
            continue
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


def before_the_reveal(thufir: Faction | None, kudu: Faction | None) -> Game:
    """Atreides against Harkonnen in Carthag, the Atreides plan sent, Thufir Hawat and
    Umman Kudu in the pay of the factions given (or of nobody)."""
    game = Game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    for player in game.state.players.values():
        player.traitors = []
    for holder, leader in ((thufir, "Thufir Hawat"), (kudu, "Umman Kudu")):
        if holder is not None:
            game.state.players[holder].traitors.append(leader)
    game.do("mod: set_tokens atreides 5 carthag")
    end_movement(game)
    game.do("a: prescience none")
    game.do("a: plan 3 thufir hawat")
    return game


def worm_on_turn_two(game):
    """Turn 2's blow turns up a worm after the Emperor's tokens sit in Red Chasm."""
    to_turn_storm(game, 2)
    game.state.last_blow = "Red Chasm"
    game.do("mod: set_tokens emperor 2 red chasm")
    game.do("mod: stack spice the great flat")
    game.do("mod: stack spice shai-hulud")
    dial_storm(game, 1, 1)
    return game


def sheet_words(sheet) -> str:
    """A sheet as its reader reads it in English: the title, then each section's title and
    lines, one a line."""
    from engine.core.words import say

    return "\n".join([say(sheet.title)] + [say(x) for s in sheet.sections
                                           for x in (s.title, *s.lines)])

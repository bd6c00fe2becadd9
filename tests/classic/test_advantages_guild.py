"""XV, pad Guild 1: the Guild take their move at any point of the movement round."""

from engine.rulesets.classic.board.order import storm_order
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.phases.movement import current
from engine.rulesets.classic.play.invariants import problems

from .conftest import Game
from .helpers import to_movement_round
from .option_game import advantaged

G = Faction.GUILD
SEATS = "a:atreides,h:harkonnen,g:guild"


def waiting(game: Game) -> list[tuple[str, str]]:
    return [(d.seat, d.kind) for d in game.session.ruleset.pending(game.state)]


def test_the_guild_are_asked_before_the_first_move_and_may_take_theirs():
    # pad, Guild 1: "may take it at any turn in the sequence that you wish"
    game = advantaged(SEATS)
    to_movement_round(game)
    first = current(game.state)
    assert first != G and game.state.movement.order[-1] == G
    assert waiting(game) == [("g", "move_now")]
    game.do("g: move_now yes")
    assert current(game.state) == G
    game.do("g: ship 2 arrakeen")
    game.do("g: done")
    assert current(game.state) == first  # the player it came before moves next
    assert waiting(game) == [(game.state.players[first].seat, "move")]  # asked no more
    assert problems(game.state) == []


def test_the_next_move_waits_for_the_guilds_answer():
    # pad, Guild 1: the Guild choose between two moves, never during one
    game = advantaged(SEATS)
    to_movement_round(game)
    seat = game.state.players[current(game.state)].seat
    game.rejects(f"{seat}: ship 1 polar sink", "Waiting for the Guild")
    game.do("g: move_now no")
    game.do(f"{seat}: ship 1 polar sink")
    game.rejects("g: move_now yes", "not asked")


def test_the_guild_are_asked_before_every_move_and_move_last_if_they_never_say_yes():
    # pad, Guild 1: "You do not have to reveal when you intend to take your turn": the
    # question comes before every move, so the waiting line tells nobody when they will
    game = advantaged(SEATS)
    to_movement_round(game)
    others = [f for f in storm_order(game.state) if f != G]
    assert game.state.movement.order == [*others, G]
    for faction in others:
        assert waiting(game) == [("g", "move_now")]
        game.do("g: move_now no")
        assert current(game.state) == faction
        game.do(f"{game.state.players[faction].seat}: done")
    assert current(game.state) == G and waiting(game) == [("g", "move")]


def test_without_the_option_the_guild_moves_in_turn_order():
    # IX.C: the basic game's sequence, no question
    game = advantaged(SEATS, advantages=False)
    to_movement_round(game)
    assert game.state.movement.order == storm_order(game.state)
    assert waiting(game)[0][1] == "move"
    game.rejects("g: move_now yes", "does not play")


def test_move_now_wants_its_answer_said():
    # pad, Guild 1: the Guild need not reveal when they move; a bare `move_now` is no answer
    game = advantaged(SEATS)
    to_movement_round(game)
    game.rejects("g: move_now", "move_now <yes|no>")



def test_a_game_without_the_advantages_says_so_to_their_commands():
    # XV is an option: its commands in a basic game name the rule the table left out
    game = advantaged("a:atreides,h:harkonnen,g:guild,f:fremen", advantages=False)
    to_movement_round(game)
    for line in ("g: move_now yes", "h: capture kill", "f: place_worm funeral plain"):
        game.rejects(line, "additional character advantages (XV)", "does not play")

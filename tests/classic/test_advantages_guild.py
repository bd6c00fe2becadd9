"""XV, pad Guild 1: the Guild take their move at any point of the movement round."""

from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.order import storm_order
from engine.rulesets.classic.phases.movement import current

from .helpers import to_movement_round
from .test_advantages_starred import OptionGame

G = Faction.GUILD
SEATS = "a:atreides,h:harkonnen,g:guild"


def test_the_guild_may_step_in_before_the_first_move():
    # pad, Guild 1: "may take it at any turn in the sequence that you wish"
    game = OptionGame(SEATS)
    to_movement_round(game)
    first = current(game.state)
    assert first != G and game.state.movement.order[-1] == G
    game.do("g: move_now")
    assert current(game.state) == G
    game.do("g: ship 2 arrakeen")
    game.do("g: done")
    assert current(game.state) == first  # the player it came before moves next
    assert G not in game.state.movement.order[game.state.movement.current:]


def test_the_guild_moves_last_when_it_never_steps_in():
    # pad, Guild 1: the rest move in the proper sequence; the Guild's move is still owed
    game = OptionGame(SEATS)
    to_movement_round(game)
    others = [f for f in storm_order(game.state) if f != G]
    assert game.state.movement.order == [*others, G]


def test_the_guild_cannot_step_into_a_move_begun():
    # pad, Guild 1: "The rest of the players must take their turns in the proper sequence"
    game = OptionGame(SEATS)
    to_movement_round(game)
    seat = game.state.players[current(game.state)].seat
    game.do(f"{seat}: ship 1 polar sink")
    game.rejects("g: move_now", "has begun its move")


def test_the_guild_steps_in_only_once():
    # pad, Guild 1: one move a round, wherever it is taken
    game = OptionGame(SEATS)
    to_movement_round(game)
    game.do("g: move_now")
    game.do("g: done")
    game.rejects("g: move_now", "no move to take now")


def test_the_waiting_line_does_not_tell_when_the_guild_will_move():
    # pad, Guild 1: "You do not have to reveal when you intend to take your turn"
    game = OptionGame(SEATS)
    to_movement_round(game)
    waiting = game.session.ruleset.pending(game.state)
    assert [d.seat for d in waiting] == [game.state.players[current(game.state)].seat]


def test_without_the_option_the_guild_moves_in_turn_order():
    # IX.C: the basic game's sequence
    game = OptionGame(SEATS, advantages=False)
    to_movement_round(game)
    assert game.state.movement.order == storm_order(game.state)
    game.rejects("g: move_now", "no move to take now")

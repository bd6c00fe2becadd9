"""XV, pad Fremen 2-3: the worms after the first of a blow are the Fremen's to place; their
reserves may land in the storm at half loss (their half losses in the storm's sweep are in
test_advantages_starred)."""

from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.phases.movement import current
from engine.rulesets.classic.play.invariants import problems

from .conftest import Game
from .helpers import dial_storm, to_movement_round, to_turn_storm
from .option_game import advantaged

F, H = Faction.FREMEN, Faction.HARKONNEN
SEATS = "f:fremen,h:harkonnen,a:atreides"


def two_worms(advantages: bool = True) -> Game:
    """Turn 2: two worms then The Great Flat on top of the spice deck; Harkonnen tokens
    in the desert at Red Chasm and in the city of Carthag; the first worm's nexus closed."""
    game = advantaged(SEATS, advantages=advantages)
    to_turn_storm(game, 2)
    game.state.last_blow = "The Minor Erg"
    game.script("mod: set_tokens harkonnen 3 red chasm", "mod: set_storm 1",
                "mod: stack spice the great flat", "mod: stack spice shai-hulud",
                "mod: stack spice shai-hulud")
    dial_storm(game, 1, 1)
    for p in list(game.state.players.values()):
        game.do(f"{p.seat}: ready")
    return game


def test_the_fremen_place_the_second_worm_of_a_blow():
    # XV, pad Fremen 2: "all additional worms which appear after the first worm can be placed
    # by you in any territory you wish"
    game = two_worms()
    waiting = game.session.ruleset.pending(game.state)
    assert [(d.seat, d.kind) for d in waiting] == [("f", "place_worm")]
    tanks = game.state.players[H].tanks
    game.do("f: place_worm red chasm")
    assert "Red Chasm" not in game.state.forces
    assert game.state.players[H].tanks == tanks + 3
    assert game.state.spice["The Great Flat"] == {14: 10}  # the blow goes on
    assert problems(game.state) == []


def test_a_worm_placed_outside_the_desert_devours_nothing():
    # XV, pad Fremen 2: "They cannot devour tokens if not in a desert territory."
    game = two_worms()
    carthag = dict(game.state.forces["Carthag"][10])
    game.do("f: place_worm carthag")
    assert game.state.forces["Carthag"][10] == carthag
    assert any("devours nothing" in t for t in game.public_texts())


def test_only_the_fremen_place_a_worm_and_only_when_one_waits():
    # XV, pad Fremen 2
    game = two_worms()
    game.rejects("h: place_worm red chasm", "no worm for you to place")
    game.do("f: place_worm polar sink")
    game.rejects("f: place_worm red chasm", "no worm for you to place")


def test_without_the_option_the_second_worm_is_ignored():
    # VII.C: the basic game ignores it
    game = two_worms(advantages=False)
    assert any("ignored" in t for t in game.public_texts())
    assert game.state.forces["Red Chasm"]


def _fremen_move(advantages: bool) -> Game:
    """The Fremen's move, the storm over The Great Flat (sector 14)."""
    game = advantaged(SEATS, advantages=advantages)
    to_movement_round(game)
    game.do("mod: set_storm 14")
    while current(game.state) != F:
        game.do(f"{game.state.players[current(game.state)].seat}: done")
    return game


def test_the_fremen_bring_reserves_into_the_storm_at_half_loss():
    # XV, pad Fremen 3: "You may bring your reserves into a storm at half loss."
    game = _fremen_move(True)
    tanks = game.state.players[F].tanks
    game.do("f: ship 5 the great flat")
    assert game.state.forces["The Great Flat"][14] == {F: 2}
    assert game.state.players[F].tanks == tanks + 3  # half of five, rounded up
    assert problems(game.state) == []


def test_without_the_option_the_storm_is_closed_to_the_fremen():
    # IX.C.1.c: no shipment into a sector in storm
    game = _fremen_move(False)
    game.rejects("f: ship 5 the great flat", "in the storm")

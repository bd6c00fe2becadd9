"""THE DUEL (1984), VI: the War of Assassins; and random fights played to the end, every
law of the arena kept after every command."""

import random

import pytest

from engine.core import RuleError
from engine.rulesets.classic.board.order import storm_order
from engine.rulesets.classic.play.invariants import problems
from engine.rulesets.classic.protocol.legal import legal

from .arena_helpers import A, duel_game, kanly, war
from .conftest import SIX


def test_a_war_places_in_the_order_of_play_a_sixth_on_the_second_level():
    # VI: the first player in the turn places first, and so on; a sixth player places on
    # a second level sector
    game = duel_game(SIX)
    war(game)
    fight = game.state.fight
    assert fight.kind == "war" and len(fight.fighters) == 6
    assert fight.fighters == storm_order(game.state)
    while game.state.fight.step == "leaders":
        game.do("mod: force")
    for faction in fight.fighters[:5]:
        seat = game.state.players[faction].seat
        taken = game.state.fight.sectors.values()
        free = [s for s in ("O1", "O2", "O3", "O4", "O5") if s not in taken]
        game.do(f"{seat}: duel_place {free[0]}")
    sixth = game.state.players[fight.fighters[5]].seat
    game.rejects(f"{sixth}: duel_place O1", "not a free sector")
    game.do(f"{sixth}: duel_place I3")
    fight = game.state.fight
    # VI: no backing, no supporters: the duel begins at once
    assert fight.step == "duel" and fight.turn == fight.fighters[0]
    assert not fight.backing and not fight.seconds


def test_a_war_ends_with_one_leader_left():
    # VI: only one leader will leave the arena alive
    game = duel_game()
    war(game)
    fight = game.state.fight
    while game.state.fight.step != "duel":
        game.do("mod: force")
    fight = game.state.fight
    first, second, third = fight.fighters
    fight.sectors = {first: "O1", second: "O2", third: "O4"}
    fight.worth = {first: 10, second: 1, third: 1}
    state = game.state
    state.dueling.deck.remove("Attack Right")
    state.dueling.hands[first].append("Attack Right")
    game.do(f"{state.players[first].seat}: duel_card attack right")
    game.do(f"{state.players[second].seat}: defend none")
    fight, state = game.state.fight, game.state
    assert fight is not None and second in fight.dead
    state.dueling.deck.remove("Throwing Knife")
    state.dueling.hands[first].append("Throwing Knife")
    fight.sectors[third] = "O3"
    game.do(f"{state.players[first].seat}: duel_card knife O3")
    game.do(f"{state.players[third].seat}: defend none")
    assert game.state.fight is None
    assert problems(game.state) == []


def _play_randomly(game, rng, limit=600):
    for _ in range(limit):
        if game.state.fight is None:
            return
        options = [(f, cmd) for f in game.state.players for cmd in legal(game.state, f)
                   if cmd.name in {"duel_leader", "duel_place", "duel_back", "second",
                                   "duel_move", "duel_card", "defend", "duel_done"}]
        if not options:
            game.do("mod: force")
        else:
            faction, cmd = rng.choice(options)
            try:
                game.session.apply(game.state.players[faction].seat, cmd)
            except RuleError:  # a candidate's arguments the rule refuses: nothing changed
                continue
        assert problems(game.state) == [], problems(game.state)
    raise AssertionError("the fight never ended")


@pytest.mark.parametrize("seed", range(12))
def test_random_fights_run_to_the_end(seed):
    rng = random.Random(seed)
    game = duel_game(SIX if seed % 2 else "a:atreides,f:fremen,h:harkonnen,e:emperor")
    if seed % 3:
        kanly(game, A, next(f for f in game.state.players if f != A))
    else:
        war(game)
    _play_randomly(game, rng)
    assert game.state.fight is None

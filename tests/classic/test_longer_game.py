"""XVIII. The longer game: no alliances (A.1), one more stronghold (A.2), the Shield Wall
as a victory territory (B). Each option on and off."""

import pytest

from engine.core import EventLog
from engine.rulesets.classic.board import forces
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases import victory
from engine.rulesets.classic.phases.movement import shipping_cost
from engine.rulesets.classic.phases.storm import sweep

from .helpers import to_movement_round, worm_on_turn_two
from .test_victory import finish_turn

A, H, E = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR
THREE = "a:atreides,h:harkonnen,e:emperor"




@pytest.mark.parametrize("no_alliances", [False, True])
def test_without_alliances_a_worm_devours_but_opens_no_nexus(make_game, no_alliances):
    # XVIII.A.1: eliminate alliances; VII.A.2 still holds: the worm devours
    game = worm_on_turn_two(make_game(THREE, options={"no_alliances": no_alliances}))
    if not no_alliances:
        assert game.state.nexus_ready == [] and game.state.phase == Phase.SPICE_BLOW
        return
    assert game.state.nexus_ready is None
    assert "Red Chasm" not in game.state.forces
    assert game.state.players[E].tanks == 2
    assert game.state.spice["The Great Flat"] == {14: 10}
    assert game.state.phase == Phase.BIDDING
    assert any("No nexus" in t and "XVIII.A.1" in t for t in game.public_texts())


def test_without_alliances_nobody_may_ally_not_even_by_the_moderator(make_game):
    # XVIII.A.1: no alliance ever forms; the refusal says why
    game = worm_on_turn_two(make_game(THREE, options={"no_alliances": True}))
    game.rejects("a: ally harkonnen", "without alliances")
    game.rejects("a: unally", "without alliances")
    game.rejects("mod: form_alliance atreides harkonnen", "without alliances")
    assert all(c.name not in ("ally", "unally", "ready")
               for seat in "ahe" for c in game.session.ruleset.legal(game.state, seat))


@pytest.mark.parametrize("extra", [False, True])
def test_one_more_stronghold_four_instead_of_three(make_game, extra):
    # XVIII.A.2: from three strongholds to four (IV: three in the basic game)
    game = make_game(THREE, seed=2, options={"extra_stronghold": extra})
    to_movement_round(game)
    game.script("mod: set_tokens atreides 1 sietch tabr",
                "mod: set_tokens atreides 1 habbanya sietch")  # and Arrakeen: three
    finish_turn(game)
    assert (game.state.phase == Phase.ENDED) is not extra
    if extra:
        game.do("mod: set_tokens atreides 1 tuek's sietch")
        finish_turn(game)
        assert game.state.winners == [A]
        assert any("Atreides 4 of 4" in t for t in game.public_texts())


def test_two_players_need_five_with_one_more_stronghold(make_game):
    # XVIII.A.2: "or (for two players) from four to five"
    game = make_game("a:atreides,e:emperor", seed=2, options={"extra_stronghold": True})
    to_movement_round(game)
    game.script("mod: set_tokens atreides 1 sietch tabr",
                "mod: set_tokens atreides 1 habbanya sietch",
                "mod: set_tokens atreides 1 tuek's sietch")
    finish_turn(game)
    assert game.state.phase != Phase.ENDED
    game.do("mod: set_tokens atreides 1 carthag")
    finish_turn(game)
    assert game.state.winners == [A]


def test_allies_need_one_more_stronghold_too(make_game):
    # XVIII.A.2 with XII.E.1: allies together hold four
    game = make_game(THREE, seed=2, options={"extra_stronghold": True})
    to_movement_round(game)
    game.script("mod: form_alliance atreides harkonnen",
                "mod: set_tokens harkonnen 1 sietch tabr")  # with Arrakeen, Carthag: three
    finish_turn(game)
    assert game.state.phase != Phase.ENDED
    game.do("mod: set_tokens harkonnen 1 habbanya sietch")
    finish_turn(game)
    assert game.state.winners == [A, H]


@pytest.mark.parametrize("longer", [False, True])
def test_the_shield_wall_alone_brings_the_longer_games_four_of_six(make_game, longer):
    # XVIII.B is for players who find "four or five strongholds" too hard: "Now players need
    # occupy four of six territories", with or without XVIII.A.2 named too
    game = make_game(THREE, seed=2, options={"shield_wall": True, "extra_stronghold": longer})
    to_movement_round(game)
    game.script("mod: set_tokens atreides 1 sietch tabr",
                "mod: set_tokens atreides 1 shield wall 7")
    finish_turn(game)
    assert game.state.winners == []  # three of six is not enough
    assert victory.needed(game.state) == 4


@pytest.mark.parametrize("wall", [False, True])
def test_the_shield_wall_is_a_fourth_of_six_victory_territories(make_game, wall):
    # XVIII.B: "players need occupy four of six territories for victory"
    options = {"extra_stronghold": True, "shield_wall": wall}
    game = make_game(THREE, seed=2, options=options)
    to_movement_round(game)
    game.script("mod: set_tokens atreides 1 sietch tabr",
                "mod: set_tokens atreides 1 habbanya sietch",
                "mod: set_tokens atreides 1 shield wall 7")
    finish_turn(game)
    assert (game.state.winners == [A]) is wall
    assert (game.state.phase == Phase.ENDED) is wall


def test_the_shield_wall_stays_a_rock_territory_not_a_stronghold(make_game):
    # XVIII.B: "The Shield Wall is not treated as a stronghold. It retains its identity as
    # a rock territory": shipping there costs 2 per token (IX.C.1.b), any number of
    # factions may stand there (IX.C.1.c), and the storm spares it (VI.C)
    game = make_game(THREE, seed=2, options={"shield_wall": True})
    to_movement_round(game)
    s = game.state
    assert shipping_cost(s, H, 3, "Shield Wall") == 6
    game.script("mod: set_tokens harkonnen 1 shield wall 7",
                "mod: set_tokens emperor 1 shield wall 7")
    assert not forces.stronghold_full(s, "Shield Wall", A)
    sweep(s, (7,), EventLog())
    assert s.forces["Shield Wall"][7] == {H: 1, E: 1}


@pytest.mark.parametrize("wall", [False, True])
def test_at_the_last_turn_the_shield_wall_counts_among_the_most_strongholds(make_game, wall):
    # Q&A E.3: without the Guild and the Fremen, the player occupying the most strongholds
    # wins, all who qualify if several; with XVIII.B the Shield Wall is counted among the
    # territories of victory (docs/rules-notes.md)
    game = make_game(THREE, seed=2, options={"shield_wall": wall, "max_turns": 1})
    to_movement_round(game)
    game.do("mod: set_tokens harkonnen 1 shield wall 7")  # Harkonnen: Carthag and the Wall
    finish_turn(game)
    assert game.state.winners == ([H] if wall else [A, H])

"""IV. Victory, the Bene Gesserit prediction, Q&A E.3; and Q&A A.2, D.1."""

from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase

from .helpers import end_movement, to_movement_round, to_turn_storm

A, H, E, G, F, B = (Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR, Faction.GUILD,
                    Faction.FREMEN, Faction.BENE_GESSERIT)


def finish_turn(game):
    """Default every decision until the turn ends (or the game does)."""
    turn = game.state.turn
    while game.state.phase != Phase.ENDED and game.state.turn == turn:
        game.do("mod: force")


def test_three_strongholds_at_the_end_of_a_turn_win(make_game):
    # IV: at least three strongholds at the end of a turn
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.do("mod: set_tokens atreides 1 sietch tabr")
    game.do("mod: set_tokens atreides 1 habbanya sietch")
    finish_turn(game)
    assert game.state.winners == [A] and game.state.phase == Phase.ENDED


def test_two_players_need_four(make_game):
    # IV: in a two-player game, four strongholds
    game = make_game("a:atreides,e:emperor", seed=2)
    to_movement_round(game)
    game.do("mod: set_tokens atreides 1 sietch tabr")
    game.do("mod: set_tokens atreides 1 habbanya sietch")
    finish_turn(game)
    assert game.state.phase != Phase.ENDED
    game.do("mod: set_tokens atreides 1 carthag")
    finish_turn(game)
    assert game.state.winners == [A]


def test_the_prediction_steals_the_win(make_game):
    # Bene Gesserit shield: the predicted faction wins on the predicted turn: BG win alone
    game = make_game("a:atreides,h:harkonnen,b:bene_gesserit", seed=2)
    game.do("b: predict atreides 1")
    to_movement_round(game)
    game.do("mod: set_tokens atreides 1 sietch tabr")
    game.do("mod: set_tokens atreides 1 habbanya sietch")
    finish_turn(game)
    assert game.state.winners == [B]
    assert any("reveal their prediction" in t for t in game.public_texts())


def test_the_guild_wins_when_nobody_has_by_the_last_turn(make_game):
    # Guild shield and Q&A E.3
    game = make_game("a:atreides,g:guild,f:fremen", seed=2)
    game.state.options = game.state.options.model_copy(update={"max_turns": 1})
    to_movement_round(game)
    finish_turn(game)
    assert game.state.winners == [G]


def test_without_the_guild_the_fremen_win(make_game):
    # Q&A E.3: the Fremen win; without them, the most strongholds
    game = make_game("a:atreides,f:fremen,e:emperor", seed=2)
    game.state.options = game.state.options.model_copy(update={"max_turns": 1})
    to_movement_round(game)
    finish_turn(game)
    assert game.state.winners == [F]
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    game.state.options = game.state.options.model_copy(update={"max_turns": 1})
    to_movement_round(game)
    game.do("mod: set_tokens emperor 1 sietch tabr")
    finish_turn(game)
    assert set(game.state.winners) == {A, H, E}  # one stronghold each: all qualify


def test_family_atomics_even_with_the_wall_in_storm(make_game):
    # Q&A A.2: yes, even if the Shield Wall or the territory played from is in storm
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_turn_storm(game, 2)
    game.do("mod: set_storm 8")
    game.do("mod: set_tokens emperor 2 shield wall 8")
    game.do("mod: give_card emperor family atomics")
    game.do("e: family_atomics")
    assert not game.state.shield_wall


def test_revived_leaders_are_still_traitors(make_game):
    # Q&A D.1: once in a player's pay, always in his pay
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    game.state.players[H].traitors = ["Duncan Idaho"]
    game.do("mod: give_card atreides tleilaxu ghola")
    game.state.players[A].leaders_in_tanks = ["Duncan Idaho"]
    game.do("a: ghola duncan idaho")
    game.do("mod: set_tokens atreides 5 carthag")
    game.state.players[A].leaders_in_tanks = [
        "Thufir Hawat", "Lady Jessica", "Gurney Halleck", "Dr. Yueh"]
    end_movement(game)
    game.do("a: prescience none")
    game.do("a: plan 5 duncan idaho")
    events = game.do("h: plan 0 umman kudu")
    assert any(e.kind == "traitor_chance" for e in events)

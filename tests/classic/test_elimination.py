"""THE DUEL (1984), VII: "If your Main Character Leader is killed in a battle on DUNE, a
Kanly Duel, or a War of Assassins, you are out of the game. All of your holdings are
vacated and all of your spice is returned to the spice reserves in the box."
docs/rules-notes.md, "Leaders"."""

import random

import pytest

from engine.core import EventLog
from engine.core.simulation import play as play_any
from engine.core.words import say
from engine.rulesets.classic.board.order import playing, storm_order
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import SPICE_SUPPLY, Phase, Prediction
from engine.rulesets.classic.phases import elimination, victory
from engine.rulesets.classic.phases.movement import current
from engine.rulesets.classic.play import flow
from engine.rulesets.classic.play.invariants import problems
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import play, random_origin
from engine.rulesets.classic.view.scene import scene

from .conftest import SIX, Game
from .helpers import answer_traitors, end_movement, to_movement_round

A, H, E = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR
G, F, B = Faction.GUILD, Faction.FREMEN, Faction.BENE_GESSERIT


def duel_game(seats: str = "a:atreides,h:harkonnen,e:emperor", **options) -> Game:
    game = Game(seats, seed=2, options={"duel": True, **options})
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    return game


def paul_dies(game: Game, dial: int = 0, harkonnen_dial: int = 0) -> None:
    """Atreides attack the Harkonnen in Carthag with Paul, who meets a crysknife."""
    game.do("mod: give_card harkonnen crysknife")
    game.do("mod: set_tokens atreides 5 carthag")
    end_movement(game)
    game.do("a: prescience none")
    game.do(f"a: plan {dial} paul atreides")
    game.do(f"h: plan {harkonnen_dial} umman kudu crysknife")
    answer_traitors(game)


def test_a_main_leader_killed_in_battle_puts_its_player_out():
    # VII: holdings vacated, spice to the bank; tokens leave the game (not the tanks)
    game = duel_game()
    game.do("mod: give_card atreides lasgun")
    paul_dies(game)
    s, atreides = game.state, game.state.players[A]
    assert s.out == {A: s.turn}
    assert (atreides.spice, atreides.reserves, atreides.tanks, atreides.hand,
            atreides.leaders_in_tanks) == (0, 0, 0, [], [])
    assert not any(A in stack for sectors in s.forces.values() for stack in sectors.values())
    assert "Lasgun" in s.treachery_discard
    assert problems(s) == []
    said = " ".join(game.public_texts())
    assert "Paul Atreides is dead: the player of Atreides is out of the game" in said


def test_the_spice_goes_to_the_bank():
    # VII: "all of your spice is returned to the spice reserves"
    game = duel_game()
    before = game.state.bank + game.state.players[A].spice
    paul_dies(game)
    held = sum(p.spice for p in game.state.players.values())
    board = sum(n for sectors in game.state.spice.values() for n in sectors.values())
    assert game.state.bank + held + board == SPICE_SUPPLY
    assert game.state.bank >= before - game.state.players[H].spice


def test_a_winner_whose_main_leader_dies_wins_but_is_out():
    # X.C.1 and VII: the Atreides outnumber the Harkonnen, yet Paul dies: the Harkonnen
    # lose Carthag, the Atreides are out, and nobody is asked to choose losses or cards
    game = duel_game()
    paul_dies(game, dial=5)
    s = game.state
    assert A in s.out and H not in s.out
    assert "Carthag" not in s.forces  # both sides' tokens gone: lost and vacated
    assert s.phase != Phase.BATTLE or s.battles.current is None
    assert game.session.ruleset.pending(s) == [] or all(
        game.session.ruleset.faction_of(s, d.seat) != A for d in game.session.ruleset.pending(s))


def test_killing_a_main_leader_pays_its_value():
    # X.C.4 with IV.5: "treated the same as the regular leader discs"
    game = duel_game(main_leader=8)
    spice = game.state.players[H].spice
    paul_dies(game, harkonnen_dial=5)
    assert game.state.players[H].spice == spice + 8


def test_an_out_player_gives_no_command():
    game = duel_game()
    paul_dies(game)
    err = game.rejects("a: done", "out of the game since turn 1")
    assert err.rule == "THE DUEL VII"
    assert game.session.ruleset.legal(game.state, "a") == []


def test_an_out_player_is_suggested_no_standing_order():
    # THE DUEL VII: `auto call` would be refused like every command of an out player
    game = duel_game()
    paul_dies(game)
    assert game.session.ruleset.standing_orders(game.state, "a") == []
    assert game.session.ruleset.standing_orders(game.state, "h") != []


def test_commands_naming_an_out_player_are_refused():
    game = duel_game()
    paul_dies(game)
    elimination.eliminate(game.state, E, EventLog())
    game.rejects("mod: set_spice emperor 3", "out of the game since turn 1")


def test_out_players_take_no_turn():
    # An out player's dot stays on the board, but he no longer plays or dials the storm
    game = duel_game()
    paul_dies(game)
    assert A not in storm_order(game.state)
    game.force_until(Phase.STORM, turn=2)
    assert A not in game.state.storm_dialers and len(game.state.storm_dialers) == 2


def test_an_alliance_is_broken_for_the_ally():
    # XII.D with VII: the ally stays alone
    game = duel_game()
    game.state.alliances = [[A, E]]
    paul_dies(game)
    assert game.state.alliances == []


def test_a_battle_not_yet_revealed_ends_when_a_side_goes_out():
    # A Kanly duel or a War of Assassins may kill a main leader while a battle waits for
    # its plans: the battle is not fought
    game = duel_game()
    game.do("mod: set_tokens atreides 5 carthag")
    end_movement(game)
    assert game.state.battles.current is not None
    log = EventLog()
    elimination.eliminate(game.state, H, log)
    assert game.state.battles is None or game.state.battles.current is None
    assert any("The battle is not fought" in say(e.text) for e in log.events)
    assert problems(game.state) == []


def test_a_mover_going_out_ends_his_move():
    game = duel_game()
    mover = current(game.state)
    elimination.eliminate(game.state, mover, EventLog())
    assert current(game.state) != mover
    assert mover not in game.state.movement.order[game.state.movement.current:]


def test_an_out_player_cannot_win():
    # IV: victory is counted over the players in the game
    game = duel_game()
    paul_dies(game)
    assert all(A not in team for team in victory.teams(game.state))


def test_the_guild_out_does_not_win_by_default():
    # Guild shield with VII: an out Guild no longer wins when nobody has
    game = Game("g:guild,f:fremen,e:emperor", options={"duel": True})
    elimination.eliminate(game.state, G, EventLog())
    winners, _ = victory._last_turn(game.state)
    assert winners == {F}


def test_a_prediction_of_an_out_faction_fails():
    # Bene Gesserit shield with VII: the predicted faction out can win nothing
    game = Game("b:bene_gesserit,h:harkonnen,e:emperor", options={"duel": True})
    game.state.prediction = Prediction(faction=H, turn=1)
    elimination.eliminate(game.state, H, EventLog())
    assert all(H not in team for team in victory.teams(game.state))


def test_an_out_bene_gesserit_wins_no_prediction():
    game = Game("b:bene_gesserit,h:harkonnen,e:emperor", options={"duel": True})
    game.state.prediction = Prediction(faction=H, turn=game.state.turn)
    elimination.eliminate(game.state, B, EventLog())
    victory._declare(game.state, {H}, victory._why(game.state, {H}), EventLog())
    assert game.state.winners == [H]


def test_the_last_player_standing_wins_at_the_end_of_the_turn():
    # VII with IV (rules-notes): nobody is left to contest Dune
    game = Game("a:atreides,h:harkonnen,e:emperor", options={"duel": True})
    elimination.eliminate(game.state, A, EventLog())
    assert not victory.check(game.state, EventLog())  # two players still in the game
    elimination.eliminate(game.state, E, EventLog())
    log = EventLog()
    assert victory.check(game.state, log)
    assert game.state.winners == [H] and game.state.phase == Phase.ENDED
    assert "every other player is out of the game" in say(log.events[-1].text)


def test_the_last_players_going_out_together_share_the_victory():
    game = Game("a:atreides,h:harkonnen,e:emperor", options={"duel": True})
    game.state.turn = 3
    elimination.eliminate(game.state, E, EventLog())
    game.state.turn = 4
    elimination.eliminate(game.state, A, EventLog())
    elimination.eliminate(game.state, H, EventLog())
    assert victory.check(game.state, EventLog())
    assert set(game.state.winners) == {A, H}


def test_the_board_status_sheet_and_result_show_who_is_out():
    game = duel_game()
    paul_dies(game)
    mark = next(m for m in scene(game.state).factions if m.faction == A)
    assert (mark.out_turn, mark.main_leader, mark.leaders_alive) == (1, None, 0)
    status = say(game.session.ruleset.status(game.state).block)
    assert "Out of the game: Atreides (out since turn 1)" in status
    sheet = game.session.ruleset.sheet(game.state, "a")
    text = " ".join(say(line) for s in sheet.sections for line in s.lines)
    assert "You are out of the game since turn 1" in text
    assert game.session.ruleset.view(game.state, None)["public"]["out"] == {"atreides": 1}


def test_a_moderator_killing_a_main_leader_puts_its_player_out():
    game = duel_game()
    game.do("mod: kill_leader shaddam iv")
    assert E in game.state.out
    assert problems(game.state) == []


def test_invariants_see_an_out_player_holding_something():
    game = duel_game()
    paul_dies(game)
    game.state.players[A].spice = 1
    game.state.bank -= 1
    assert any("out of the game" in p for p in problems(game.state))


def test_nothing_is_out_without_the_duel():
    game = Game(SIX)
    game.state.out = {A: 1}
    assert any("without THE DUEL" in p for p in problems(game.state))


@pytest.mark.parametrize("seed", range(6))
def test_random_games_with_the_duel_play_to_the_end(seed):
    origin = random_origin(seed)
    origin = origin.model_copy(update={"options": {**origin.options, "duel": True}})

    def sound(session, events):
        assert problems(session.state, events) == []
        for d in session.ruleset.pending(session.state):
            assert session.ruleset.faction_of(session.state, d.seat) not in session.state.out

    outcome = play(origin, seed=seed, check=sound)
    assert outcome.session.ruleset.finished(outcome.session.state)


def test_a_bidder_going_out_bids_no_more():
    # VIII with VII: his top bid is withdrawn, his turn passes to the next bidder
    game = Game("a:atreides,h:harkonnen,e:emperor", seed=3, options={"duel": True})
    game.force_until(Phase.BIDDING)
    b = game.state.bidding
    first = b.turn
    game.do(f"{game.state.players[first].seat}: bid 1")
    log = EventLog()
    elimination.eliminate(game.state, first, log)
    assert (b.high_bidder, b.high_bid) == (None, 0)
    now = game.state.bidding.turn
    elimination.eliminate(game.state, now, log)
    flow.settle(game.state, log)  # as after the command that killed him
    assert game.state.bidding is None or game.state.bidding.turn not in game.state.out
    assert any("bids no more" in say(e.text) for e in log.events)
    assert problems(game.state) == []


def test_a_battle_in_the_traitor_window_is_not_fought_when_a_side_goes_out():
    game = duel_game()
    game.state.players[H].traitors = ["Duncan Idaho"]
    game.do("mod: set_tokens atreides 5 carthag")
    end_movement(game)
    game.do("a: prescience none")
    game.do("a: plan 3 duncan idaho")
    game.do("h: plan 0 umman kudu")
    assert game.state.battles.current.traitor_calls
    log = EventLog()
    elimination.eliminate(game.state, A, log)
    assert game.state.battles is None or game.state.battles.current is None
    assert problems(game.state) == []


@pytest.mark.parametrize("seed", range(8))
def test_main_leaders_dying_at_any_moment_leave_a_sound_game(seed):
    # As a Kanly duel or a War of Assassins may kill a main leader in any phase: after
    # each elimination the game holds every invariant, waits for nobody out, and ends
    origin = random_origin(seed)
    origin = origin.model_copy(update={"options": {**origin.options, "duel": True}})
    rng = random.Random(seed)

    def strike(session):
        state = session.state
        # no leader dies before turn 1 (the set-up, THE SPICE HARVEST's pre-game), and the
        # arena's deaths put their players out when its fight is over
        if state.phase in (Phase.SETUP, Phase.HARVEST, Phase.PLACEMENT, Phase.ENDED) \
                or state.fight is not None or rng.random() > 0.03 or len(playing(state)) < 2:
            return
        log = EventLog()
        elimination.eliminate(state, rng.choice(playing(state)), log)
        flow.settle(state, log)
        assert problems(state, log.events) == []

    def sound(session, events):
        assert problems(session.state, events) == []
        for d in session.ruleset.pending(session.state):
            assert session.ruleset.faction_of(session.state, d.seat) not in session.state.out

    outcome = play_any(RULESET, origin, seed=seed, check=sound, before_command=strike)
    assert RULESET.finished(outcome.session.state)


def test_a_harkonnen_ally_asked_about_a_traitor_who_goes_out_answers_no():
    # X.D.1 and the Harkonnen shield (XII.E.6): the ally's question lapses, the battle
    # is resolved once the others have answered
    game = duel_game()
    game.state.alliances = [[H, E]]
    game.do("mod: set_tokens emperor 5 arrakeen")
    game.do("mod: set_tokens harkonnen 0 carthag")
    end_movement(game)
    game.do("a: prescience none")
    game.do("a: plan 1 duncan idaho")
    game.do("e: plan 1 bashar")
    b = game.state.battles.current
    assert b.traitor_calls.get(H, False) is None
    for d in game.session.ruleset.pending(game.state):
        if d.kind == "call_traitor" and d.seat != "h":
            game.do(f"{d.seat}: call_traitor no")
    log = EventLog()
    elimination.eliminate(game.state, H, log)
    flow.settle(game.state, log)
    assert game.state.battles is None or game.state.battles.current is not b
    assert any(e.kind == "battle_result" for e in log.events)

"""The Italian edition's options, each alone: the victory table by players and alliance size
(IV), alliances of at most two (XVIII.A.1), the sietches of False Wall East and Harg Pass as
strongholds for six players (XVIII.C.1). Each on and off."""

import pytest

from engine.core import EventLog
from engine.rulesets.classic.board import forces
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases.movement import shipping_cost
from engine.rulesets.classic.phases.storm import sweep
from engine.rulesets.classic.phases.victory import table_entry
from engine.rulesets.classic.protocol.commands import Ally
from engine.rulesets.classic.protocol.ruleset import RULESET

from .helpers import to_movement_round
from .test_alliances import at_nexus
from .test_victory import finish_turn

A, H, E, G, F, B = (Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR, Faction.GUILD,
                    Faction.FREMEN, Faction.BENE_GESSERIT)
THREE = "a:atreides,h:harkonnen,e:emperor"
FOUR = "a:atreides,h:harkonnen,e:emperor,g:guild"


def test_the_victory_table_as_printed():
    # IV (Italian edition): "Citta necessarie alla vittoria", rows by players, columns by
    # the size of the faction (alliance): 1, 2, 3+; "-" where no such alliance exists
    printed = {2: (4, None, None), 3: (4, 5, None), 4: (3, 4, 5), 5: (3, 4, 5), 6: (3, 4, 5)}
    for players, row in printed.items():
        assert tuple(table_entry(players, size) for size in (1, 2, 3)) == row
    assert table_entry(6, 6) == 5


@pytest.mark.parametrize("table", [False, True])
def test_three_players_alone_need_four_with_the_table(make_game, table):
    # IV (Italian edition): three players, alone: 4 (the English IV: three)
    game = make_game(THREE, seed=2, options={"victory_table": table})
    to_movement_round(game)
    game.script("mod: set_tokens atreides 1 sietch tabr",
                "mod: set_tokens atreides 1 habbanya sietch")  # and Arrakeen: three
    finish_turn(game)
    assert (game.state.winners == [A]) is not table


@pytest.mark.parametrize("table", [False, True])
def test_two_allies_of_four_players_need_four_with_the_table(make_game, table):
    # IV (Italian edition): four or more players, an alliance of two: 4 (English: three)
    game = make_game(FOUR, seed=2, options={"victory_table": table})
    to_movement_round(game)
    game.script("mod: form_alliance atreides harkonnen",
                "mod: set_tokens harkonnen 1 sietch tabr")  # with Arrakeen, Carthag: three
    finish_turn(game)
    assert (game.state.winners == [A, H]) is not table
    if table:
        game.do("mod: set_tokens harkonnen 1 habbanya sietch")
        finish_turn(game)
        assert game.state.winners == [A, H]


def test_four_players_alone_still_need_three_with_the_table(make_game):
    # IV (Italian edition): four or more players, alone: 3, as in the English IV
    game = make_game(FOUR, seed=2, options={"victory_table": True})
    to_movement_round(game)
    game.script("mod: set_tokens atreides 1 sietch tabr",
                "mod: set_tokens atreides 1 habbanya sietch")
    finish_turn(game)
    assert game.state.winners == [A]


@pytest.mark.parametrize("table", [False, True])
def test_the_table_has_no_alliance_of_every_player(make_game, table):
    # IV (Italian edition): in a three-player game the table has no number for an alliance
    # of three ("-"), so none forms; XII.C.2 (English) allows any number
    game = at_nexus(make_game(THREE, options={"victory_table": table}))
    game.script("a: ally harkonnen", "h: ally atreides")
    assert game.state.alliances == [[A, H]]
    offered = Ally(faction="atreides") in RULESET.legal(game.state, "e")
    assert offered is not table
    if table:
        game.rejects("e: ally atreides", "victory table", "every player")
        game.rejects("mod: form_alliance atreides emperor", "victory table")
    else:
        game.script("e: ally atreides", "a: ally emperor", "h: ally emperor")
        assert game.state.alliances == [[A, H, E]]


@pytest.mark.parametrize("pairs", [False, True])
def test_alliances_of_at_most_two(make_game, pairs):
    # XVIII.A.1 (Italian edition): "restringetele a non piu di due giocatori"
    game = at_nexus(make_game(THREE, options={"pair_alliances": pairs}))
    game.script("a: ally harkonnen", "h: ally atreides")
    joins = {Ally(faction="atreides"), Ally(faction="harkonnen")}
    assert bool(joins & set(RULESET.legal(game.state, "e"))) is not pairs
    assert (Ally(faction="emperor") in RULESET.legal(game.state, "a")) is not pairs
    if pairs:
        game.rejects("e: ally harkonnen", "at most two", "would hold 3")
        game.rejects("a: ally emperor", "at most two")
        game.rejects("mod: form_alliance atreides emperor", "at most two")
        game.do("h: unally")  # a pair may still break and form anew
        game.script("e: ally atreides", "a: ally emperor")
        assert game.state.alliances == [[E, A]]
    else:
        game.script("e: ally atreides", "a: ally emperor", "h: ally emperor")
        assert game.state.alliances == [[A, H, E]]


def test_the_sietches_are_for_six_players_and_a_smaller_game_is_told(make_game):
    # XVIII.C (Italian edition): "in un gioco piu ampio (ovvero con 6 o piu giocatori)";
    # a smaller game plays without them and its set-up says so (docs/rules-notes.md)
    small = make_game("a:atreides,h:harkonnen,e:emperor,g:guild,f:fremen",
                      options={"sietch_strongholds": True})
    assert not small.state.options.sietch_strongholds
    assert shipping_cost(small.state, H, 3, "Harg Pass") == 6
    assert any("sietch strongholds are for a game of 6 players" in t and "game of 5" in t
               for t in small.public_texts())
    six = make_game(options={"sietch_strongholds": True})
    assert six.state.options.sietch_strongholds
    assert not any("sietch" in t for t in six.public_texts())


@pytest.mark.parametrize("sietches", [False, True])
def test_the_sietches_are_strongholds(make_game, sietches):
    # XVIII.C (Italian edition): False Wall East and Harg Pass "convertito quindi in una
    # fortezza": 1 spice per token to ship there (IX.C.1.b), closed to a third faction
    # (IX.C.1.c), and, like every sietch, out of the storm's reach (VI.C: sand only)
    game = make_game(seed=2, options={"sietch_strongholds": sietches})
    s = game.state
    assert shipping_cost(s, H, 3, "False Wall East") == (3 if sietches else 6)
    assert shipping_cost(s, H, 3, "Harg Pass") == (3 if sietches else 6)
    game.script("mod: set_tokens harkonnen 1 harg pass 3",
                "mod: set_tokens emperor 1 harg pass 3")
    assert forces.stronghold_full(s, "Harg Pass", A) is sietches
    sweep(s, (3,), EventLog())
    assert (s.forces.get("Harg Pass") == {3: {H: 1, E: 1}}) is sietches


@pytest.mark.parametrize("sietches", [False, True])
def test_two_more_to_win_and_the_cities_count_two(make_game, sietches):
    # XVIII.C.1 (Italian edition): both sietches, "aumentate il numero di fortezze
    # richieste per la vittoria di due", and Carthag and Arrakeen count two each
    game = make_game(seed=2, options={"sietch_strongholds": sietches})
    to_movement_round(game)
    game.script("mod: set_tokens harkonnen 0 carthag",
                "mod: set_tokens atreides 1 carthag",
                "mod: set_tokens atreides 1 harg pass 3")
    finish_turn(game)  # Arrakeen 2 + Carthag 2 + Harg Pass 1: five of five
    assert (game.state.winners == [A]) is sietches
    assert (game.state.phase == Phase.ENDED) is sietches


def test_three_plain_strongholds_are_not_enough_with_the_sietches(make_game):
    # XVIII.C.1: five needed; Sietch Tabr, Habbanya Sietch, Tuek's Sietch count one each
    game = make_game(seed=2, options={"sietch_strongholds": True})
    to_movement_round(game)
    game.script("mod: set_tokens atreides 0 arrakeen",
                "mod: set_tokens atreides 1 sietch tabr",
                "mod: set_tokens atreides 1 habbanya sietch",
                "mod: set_tokens atreides 1 tuek's sietch")
    finish_turn(game)
    assert A not in game.state.winners

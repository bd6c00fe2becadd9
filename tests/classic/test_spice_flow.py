"""XIX. Increased spice flow: the option on and off."""

import pytest

from engine.rulesets.classic.data import Faction

from .helpers import end_movement, to_movement_round
from .test_collection import clear_board_spice

A, H, E = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR


@pytest.mark.parametrize("flow", [False, True])
def test_carthag_and_arrakeen_pay_two_and_tueks_sietch_one(make_game, flow):
    # XIX: "each occupant of Carthag and Arrakeen collects 2 spice and the occupant of
    # Tuek's Sietch collects one spice"; only occupation at collection counts
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2,
                     options={"spice_flow": flow})
    to_movement_round(game)
    clear_board_spice(game)  # no spice on the sand: only XIX pays
    game.do("mod: set_tokens emperor 2 tuek's sietch")
    before = {f: p.spice for f, p in game.state.players.items()}
    end_movement(game)
    got = {f: p.spice - before[f] for f, p in game.state.players.items()}
    assert got == ({A: 2, H: 2, E: 1} if flow else {A: 0, H: 0, E: 0})
    flowed = [t for t in game.public_texts() if "(XIX)" in t]
    assert len(flowed) == (3 if flow else 0)


def test_an_occupant_of_two_of_them_collects_for_each(make_game):
    # XIX: "If a player occupies two or all three of these strongholds, he collects spice
    # for each that he occupies"
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2, options={"spice_flow": True})
    to_movement_round(game)
    clear_board_spice(game)
    game.script("mod: set_tokens harkonnen 0 carthag",
                "mod: set_tokens atreides 1 carthag",
                "mod: set_tokens atreides 1 tuek's sietch")
    before = game.state.players[A].spice
    bank = game.state.bank
    end_movement(game)
    assert game.state.players[A].spice == before + 5
    assert game.state.bank == bank - 5  # from the bank: spice is conserved


def test_coexisting_advisors_collect_nothing_from_the_flow(make_game):
    # XV.B.4: advisors "are treated as if they are not even on the board, i.e. they cannot
    # collect spice"; XIX pays occupants, and advisors occupy nothing
    game = make_game("h:harkonnen,e:emperor,b:bene_gesserit", seed=2,
                     options={"spice_flow": True, "advantages": True})
    to_movement_round(game)
    clear_board_spice(game)
    game.do("mod: set_tokens bene_gesserit 1 carthag")
    game.state.advisors.append("Carthag")
    before = game.state.players[Faction.BENE_GESSERIT].spice
    end_movement(game)
    assert game.state.players[Faction.BENE_GESSERIT].spice == before
    assert not any("Bene Gesserit collects" in t for t in game.public_texts())

"""The Q&A answers (XXV, sections A-E) and battle rules (X.A-X.D) that no other module's
scenario covers; docs/rules-notes.md ("Q&A coverage") lists where each answer is tested."""

import pytest

from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases.movement import current

from .helpers import answer_traitors, dial_storm, end_movement, to_movement_round, to_turn_storm

A, H, E, G = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR, Faction.GUILD


@pytest.fixture
def duel(make_game):
    """Atreides (first player, aggressor), Harkonnen and Emperor at the first movement round,
    storm in sector 1, no traitors unless a test sets them."""
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    assert game.state.storm == 1 and game.state.movement.order[0] == A
    return game


def to_move_of(game, faction: Faction) -> None:
    while current(game.state) != faction:
        game.do(f"{game.state.players[current(game.state)].seat}: done")


def test_tokens_in_different_sectors_fight_as_one_group(duel):
    # Q&A B.1: tokens that came into different sectors of one territory "must fight as a
    # single group"; X.B.1: the dial counts every token there
    duel.script("mod: set_tokens atreides 2 imperial basin 8",
                "mod: set_tokens atreides 3 imperial basin 10",
                "mod: set_tokens harkonnen 4 imperial basin 9")
    end_movement(duel)
    assert duel.state.battles.current.territory == "Imperial Basin"
    duel.do("a: prescience none")
    duel.rejects("a: plan 6 duncan idaho", "0 to the 5")
    duel.do("a: plan 3 thufir hawat")  # 8
    duel.do("h: plan 4 umman kudu")  # 5
    answer_traitors(duel)
    # X.C.6: the winner's three dialed tokens come from both sectors
    assert duel.state.forces["Imperial Basin"] == {10: {A: 2}}


def test_a_sector_in_storm_splits_the_group(duel):
    # Q&A B.1 "(if storm permits)" and X.A.2.a: a storm sector between them parts them
    duel.script("mod: set_tokens atreides 2 cielago north 18",
                "mod: set_tokens atreides 3 cielago north 2",
                "mod: set_tokens harkonnen 4 cielago north 2")
    end_movement(duel)
    assert duel.state.battles.current.territory == "Cielago North"
    duel.do("a: prescience none")
    duel.rejects("a: plan 4 duncan idaho", "0 to the 3")
    duel.do("a: plan 1 duncan idaho")  # 3
    duel.do("h: plan 4 feyd rautha")  # 10
    answer_traitors(duel)
    # the loser loses the three that fought (X.C.5); the two beyond the storm stay, and the
    # winner lost the four he dialed
    assert duel.state.forces["Cielago North"] == {18: {A: 2}}


def test_groups_in_different_sectors_ship_separately(make_game):
    # Q&A B.1: they "must move and ship independently of one another"
    game = make_game("a:atreides,g:guild,e:emperor", seed=2)
    to_movement_round(game)
    game.script("mod: set_tokens guild 2 imperial basin 8",
                "mod: set_tokens guild 2 imperial basin 10")
    to_move_of(game, G)
    game.rejects("g: ship 4 reserves from=imperial basin", "several sectors", "Q&A B.1")
    game.do("g: ship 2 reserves from=imperial basin from_sector=10")
    assert game.state.forces["Imperial Basin"] == {8: {G: 2}}


def test_the_same_weapon_wins_two_battles_in_one_round(duel):
    # Q&A B.3: "May the same weapon ... be played in more than one battle, if victorious?
    # More than one battle in the same round, if victorious? Yes to both."
    duel.script("mod: set_tokens atreides 5 carthag", "mod: set_tokens atreides 3 the great flat",
                "mod: set_tokens emperor 3 the great flat", "mod: give_card atreides crysknife")
    end_movement(duel)
    duel.do("a: battle carthag")
    duel.do("a: prescience none")
    duel.do("a: plan 5 thufir hawat crysknife")
    duel.do("h: plan 0 umman kudu")
    answer_traitors(duel)
    duel.do("a: keep all")  # X.C.6: the winner keeps it
    assert "Crysknife" in duel.state.players[A].hand
    b = duel.state.battles.current
    assert (b.territory, b.defender) == ("The Great Flat", E)
    duel.do("a: prescience none")
    duel.do("a: plan 3 lady jessica crysknife")  # the same card, again this round
    duel.do("e: plan 0 bashar")
    answer_traitors(duel)
    assert "Bashar" in duel.state.players[E].leaders_in_tanks


def test_sectors_do_not_affect_movement(make_game):
    # Q&A C.2: sectors do not affect movement (but for Q&A B.1); IX.C.2.c: a group crosses
    # the sectors of a territory freely, so one territory on foot spans many sectors
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.do("mod: set_tokens emperor 3 false wall east 4")
    to_move_of(game, E)
    assert not game.state.movement.ornithopters  # on foot: one territory (IX.C.2.a.2)
    game.do("e: move 3 false wall east imperial basin 8")  # from sector 4, over 5-7, into 8
    assert game.state.forces["Imperial Basin"][8] == {E: 3}


def test_battles_continue_until_one_player_remains(duel):
    # X.A.1: tokens of several players in one territory must battle; X.A.2: battles go on
    # until one player's tokens (or none) remain; X.A.4: the aggressor fights on while he
    # survives
    duel.script("mod: set_tokens atreides 5 carthag", "mod: set_tokens emperor 3 carthag")
    end_movement(duel)
    duel.do("a: battle carthag emperor")
    duel.do("a: prescience none")
    duel.do("a: plan 3 thufir hawat")  # 8
    duel.do("e: plan 0 bashar")  # 2
    answer_traitors(duel)
    b = duel.state.battles.current
    assert (b.territory, b.aggressor, b.defender) == ("Carthag", A, H)  # it goes on at once
    duel.do("a: prescience none")
    duel.do("a: plan 2 duncan idaho")  # 4
    duel.do("h: plan 5 feyd rautha")  # 11
    answer_traitors(duel)
    assert duel.state.forces["Carthag"] == {10: {H: 5}}
    assert duel.state.phase != Phase.BATTLE  # no territory holds two players any more


def test_the_winner_is_paid_for_his_own_killed_leader(duel):
    # X.C.4: "The winner immediately receives their value (including his own leader, if
    # killed) in spice from the spice bank."
    duel.script("mod: set_tokens atreides 5 carthag", "mod: give_card harkonnen crysknife")
    end_movement(duel)
    duel.do("a: prescience none")
    spice = duel.state.players[A].spice
    duel.do("a: plan 5 thufir hawat")  # killed: 5 + 0
    duel.do("h: plan 0 umman kudu crysknife")  # 0 + 1
    answer_traitors(duel)
    a = duel.state.players[A]
    assert "Thufir Hawat" in a.leaders_in_tanks
    assert a.spice == spice + 5


def test_family_atomics_spare_the_sector_the_storm_is_in(make_game):
    # Q&A A.1: "the sector which the storm currently occupies is never affected. All
    # appropriate sectors into which it moves will be affected."
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_turn_storm(game, 2)
    game.script("mod: set_storm 9", "mod: set_tokens emperor 2 pasty mesa 5",
                "mod: give_card emperor family atomics")
    game.do("e: family_atomics")
    assert game.state.forces["Arrakeen"] == {9: {A: 10}}  # under the storm, untouched
    dial_storm(game, 1, 1)  # 9 -> 11: into Carthag's sector 10, out of Arrakeen's 9
    assert game.state.forces["Arrakeen"] == {9: {A: 10}}
    assert "Carthag" not in game.state.forces


def test_family_atomics_from_a_neighbour_in_storm(make_game):
    # Q&A A.2: yes, even if the territory the explosion is set off from is in storm
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_turn_storm(game, 2)
    game.script("mod: set_storm 7", "mod: set_tokens emperor 2 the minor erg 7",
                "mod: give_card emperor family atomics")
    game.do("e: family_atomics")
    assert not game.state.shield_wall


def test_truthtrance_in_the_middle_of_voice_and_prescience(duel):
    # Q&A 6: "Truthtrance can be played at any time in this interaction", and a player may
    # alter his plan after being truthtranced
    duel.script("mod: set_tokens atreides 5 carthag", "mod: give_card harkonnen truthtrance")
    end_movement(duel)
    assert duel.state.battles.current.prescience_pending
    duel.do("h: truthtrance atreides Will you play a weapon?")  # before prescience
    duel.do("a: answer no")
    duel.do("a: prescience none")
    duel.do("a: plan 5 duncan idaho")
    duel.do("mod: give_card harkonnen truthtrance")  # the played one, from the discards
    duel.do("h: truthtrance atreides Did you dial five?")  # after a plan is sent
    duel.do("a: answer yes")
    duel.do("a: plan 3 duncan idaho")  # altered after the truthtrance
    events = duel.do("h: plan 0 umman kudu")
    reveal = next(e for e in events if e.kind == "battle_reveal")
    assert "Atreides: dial 3, Duncan Idaho" in say(reveal.text)


def test_two_fights_in_one_territory_split_by_the_storm_are_fought_in_turn(duel):
    # X.A.2.a: the storm parts a territory; the same two players meeting on both sides
    # fight two battles, one after the other, without a choice that cannot be named
    duel.script("mod: set_tokens atreides 2 cielago north 18",
                "mod: set_tokens harkonnen 2 cielago north 18",
                "mod: set_tokens atreides 3 cielago north 2",
                "mod: set_tokens harkonnen 4 cielago north 2")
    end_movement(duel)
    b = duel.state.battles.current
    assert b is not None and (b.territory, b.defender) == ("Cielago North", H)
    duel.do("a: prescience none")
    duel.do("a: plan 2 thufir hawat")  # 7 against 2
    duel.do("h: plan 0 umman kudu")
    answer_traitors(duel)
    b = duel.state.battles.current
    assert b is not None and (b.territory, b.defender) == ("Cielago North", H)

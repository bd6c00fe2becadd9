"""XV, the player aid pad's additional advantages: the Emperor's elite Sardaukar and the
Fremen's Fedaykin, starred tokens worth two in battle and in losses, one in revival."""

import pytest

from engine.boards.arrakis.drawing import board_svg
from engine.core import EventLog
from engine.core.words import say
from engine.rulesets.classic.board import forces
from engine.rulesets.classic.board.strength import ORDINARY, basic_ways, token_strength
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases.storm import sweep
from engine.rulesets.classic.play.invariants import problems
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.view.board_text import detailed
from engine.rulesets.classic.view.picture import board_scene
from engine.rulesets.classic.view.scene import scene
from engine.rulesets.classic.view.sheet import sheet

from .conftest import Game
from .helpers import end_movement, to_movement_round, to_turn_storm
from .option_game import advantaged

A, E, F, H = Faction.ATREIDES, Faction.EMPEROR, Faction.FREMEN, Faction.HARKONNEN


def place(game: Game, faction: Faction, territory: str, sector: int, n: int,
          starred: int) -> None:
    """Put tokens from the reserves on the board, `starred` of them starred."""
    elite = forces.from_reserves(game.state.players[faction], n, starred)
    forces.add(game.state, faction, territory, sector, n, elite)


def emperor_in_carthag(advantages: bool = True, sardaukar: int = 2, ordinary: int = 3,
                       seats: str = "e:emperor,h:harkonnen,a:atreides") -> Game:
    """The Emperor moves into Harkonnen Carthag with Sardaukar; the battle begins."""
    game = advantaged(seats, advantages=advantages)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    place(game, E, "Carthag", 10, ordinary + sardaukar, sardaukar if advantages else 0)
    end_movement(game)
    assert game.state.phase == Phase.BATTLE
    b = game.state.battles.current
    assert {b.aggressor, b.defender} == {E, H}
    return game


# -- the pieces ---------------------------------------------------------------------------


def test_the_emperor_and_the_fremen_start_with_their_starred_tokens_in_reserve():
    # XV, pad Emperor 1 and Fremen 4: five Sardaukar, three Fedaykin
    game = advantaged("e:emperor,f:fremen,a:atreides")
    players = game.state.players
    assert (players[E].starred_reserves, players[F].starred_reserves,
            players[A].starred_reserves) == (5, 3, 0)
    assert problems(game.state) == []


def test_the_fremen_may_place_fedaykin_at_set_up():
    # XV, Fremen shield: the ten starting tokens, Fedaykin among them when named
    game = advantaged("e:emperor,f:fremen,a:atreides")
    game.do("f: place 4 sietch tabr starred=2")
    assert forces.starred_count(game.state, F, "Sietch Tabr", 13) == 2
    game.rejects("f: place 4 sietch tabr starred=2", "1 Fedaykin in reserve")
    game.do("f: place 6 false wall south 4")
    assert forces.starred_count(game.state, F, "False Wall South", 4) == 0
    assert problems(game.state) == []


def test_without_the_option_no_token_is_starred():
    # XV is optional: the basic game has no starred tokens
    game = advantaged("e:emperor,f:fremen,a:atreides", advantages=False)
    assert all(p.starred_reserves == 0 for p in game.state.players.values())
    assert "starred" not in game.session.ruleset.view(game.state, None)["public"]


def test_a_shipment_takes_the_starred_tokens_named_and_the_board_marks_them():
    # XV: starred tokens are distinct pieces, shown on the board
    game = advantaged("e:emperor,h:harkonnen,a:atreides")
    to_movement_round(game)
    seat = game.state.players[E].seat
    while game.session.ruleset.pending(game.state)[0].seat != seat:
        who = game.session.ruleset.pending(game.state)[0].seat
        game.do(f"{who}: done")
    events = game.do(f"{seat}: ship 5 arrakeen starred=2")
    assert forces.starred_count(game.state, E, "Arrakeen", 9) == 2
    assert game.state.players[E].starred_reserves == 3
    assert any("2 Sardaukar" in t for t in game.public_texts(events))
    board = scene(game.state)
    assert "E5*2" in board_svg(board_scene(board))
    assert any("Arrakeen (ARR), sector 9: A10 E5*2" in m for m in detailed(board))
    assert "reserves 15 (3 starred)" in board_svg(board_scene(board))
    public = game.session.ruleset.view(game.state, None)["public"]
    assert public["starred"]["board"] == {"Arrakeen": {"9": {"emperor": 2}}}
    assert problems(game.state) == []


def test_a_shipment_naming_more_starred_tokens_than_it_holds_is_refused():
    # XV: the starred tokens named are among those shipped
    game = advantaged("e:emperor,h:harkonnen,a:atreides")
    to_movement_round(game)
    seat = game.state.players[E].seat
    while game.session.ruleset.pending(game.state)[0].seat != seat:
        game.do(f"{game.session.ruleset.pending(game.state)[0].seat}: done")
    game.rejects(f"{seat}: ship 3 arrakeen starred=4", "at most 3", "starred=3")
    game.rejects(f"{seat}: ship 18 arrakeen starred=0", "15 ordinary", "starred=3")


def test_only_the_emperor_and_the_fremen_name_starred_tokens():
    # XV: no other faction has starred tokens, nor anyone without the option
    game = advantaged("e:emperor,h:harkonnen,a:atreides", advantages=False)
    to_movement_round(game)
    seat = game.session.ruleset.pending(game.state)[0].seat
    game.rejects(f"{seat}: ship 1 arrakeen starred=1", "Sardaukar", "XV")


def emperor_to_move_with_two_sardaukar_of_four_in_arrakeen() -> tuple[Game, str]:
    """Four Emperor tokens in Arrakeen, two of them starred, and the Emperor's move."""
    game = advantaged("e:emperor,h:harkonnen,a:atreides")
    to_movement_round(game)
    place(game, E, "Arrakeen", 9, 4, 2)
    seat = game.state.players[E].seat
    while game.session.ruleset.pending(game.state)[0].seat != seat:
        game.do(f"{game.session.ruleset.pending(game.state)[0].seat}: done")
    return game, seat


def test_a_move_leaves_the_starred_tokens_unless_named():
    # XV: ordinary tokens first when the player does not say
    game, seat = emperor_to_move_with_two_sardaukar_of_four_in_arrakeen()
    game.do(f"{seat}: move 2 arrakeen imperial basin 9")
    assert forces.starred_count(game.state, E, "Arrakeen", 9) == 2
    assert forces.starred_count(game.state, E, "Imperial Basin", 9) == 0
    assert problems(game.state) == []


def test_a_move_takes_the_starred_tokens_named():
    # XV: the player chooses which pieces move
    game, seat = emperor_to_move_with_two_sardaukar_of_four_in_arrakeen()
    game.do(f"{seat}: move 3 arrakeen imperial basin 9 starred=2")
    assert forces.starred_count(game.state, E, "Imperial Basin", 9) == 2
    assert forces.count(game.state, E, "Arrakeen", 9) == 1
    assert problems(game.state) == []


# -- battle -------------------------------------------------------------------------------


def test_token_strength_is_two_for_a_starred_token_but_a_sardaukar_against_fremen():
    # pad, Emperor 1: worth one against the Fremen; Fremen 4: Fedaykin worth two
    assert token_strength(E, False, H) == 1
    assert token_strength(E, True, H) == 2
    assert token_strength(E, True, F) == 1
    assert token_strength(F, True, E) == 2


def _basic_ways(ordinary: int, sardaukar: int, dial: int) -> set:
    kinds = ((ORDINARY, ordinary, 1), ("Sardaukar", sardaukar, 2))
    return set(basic_ways(tuple(k for k in kinds if k[1]), dial))


def test_basic_losses_are_every_set_worth_the_dial_or_the_least_worth_above_it():
    # X.C.6 with XV: losses by token worth (docs/rules-notes.md, "XV")
    assert _basic_ways(5, 1, 2) == {((ORDINARY, 2),), (("Sardaukar", 1),)}
    assert _basic_ways(1, 2, 4) == {(("Sardaukar", 2),)}
    assert _basic_ways(1, 2, 3) == {((ORDINARY, 1), ("Sardaukar", 1))}
    assert _basic_ways(0, 2, 3) == {(("Sardaukar", 2),)}
    assert _basic_ways(1, 1, 9) == {((ORDINARY, 1), ("Sardaukar", 1))}
    assert _basic_ways(4, 0, 3) == {((ORDINARY, 3),)}


def test_sardaukar_count_two_on_the_dial():
    # pad, Emperor 1: worth two normal tokens in battle; 3 + 2 x 2 = 7
    game = emperor_in_carthag()
    game.rejects("e: plan 8 count fenring", "0 to the 7", "starred tokens as 2")
    game.do("e: plan 7 count fenring")


def test_without_the_option_every_token_counts_one_on_the_dial():
    # X.B.1: the basic game
    game = emperor_in_carthag(advantages=False)
    game.rejects("e: plan 6 count fenring", "0 to the 5")


def test_sardaukar_count_one_against_the_fremen():
    # pad, Emperor 1: "Your starred tokens are worth just one token against Fremen."
    game = advantaged("e:emperor,f:fremen,a:atreides")
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    place(game, E, "Sietch Tabr", 13, 5, 2)
    end_movement(game)
    b = game.state.battles.current
    assert b is not None and {b.aggressor, b.defender} == {E, F}
    game.rejects("e: plan 6 count fenring", "0 to the 5", "starred tokens as 1")


def _fight(game: Game, emperor: str, harkonnen: str) -> None:
    for line in (f"e: plan {emperor}", f"h: plan {harkonnen}"):
        game.do(line)
    for d in game.session.ruleset.pending(game.state):
        if d.kind == "call_traitor":
            game.do(f"{d.seat}: call_traitor no")


def test_a_basic_winner_with_several_sets_worth_his_dial_chooses_one():
    # X.C.6, pad Emperor 1: dial 3 of 3 + 2 Sardaukar is paid by three tokens or by one
    # token and a Sardaukar; the winner chooses (docs/rules-notes.md, "XV")
    game = emperor_in_carthag()
    _fight(game, "3 count fenring", "0 umman kudu")
    ways = game.state.battles.current.loss_choices
    assert ways == [{"token": 1, "Sardaukar": 1}, {"token": 3}]
    [decision] = RULESET.pending(game.state)
    assert (decision.seat, decision.kind) == ("e", "lose")
    assert "`lose 1`: 1 token(s) and 1 Sardaukar; `lose 2`: 3 token(s)" in say(decision.prompt)
    assert [c.choice for c in RULESET.legal(game.state, "e")] == [1, 2]
    game.rejects("h: lose 1", "no losses to choose")
    game.do("e: lose 1")
    player = game.state.players[E]
    assert forces.starred_count(game.state, E, "Carthag", 10) == 1
    assert forces.count(game.state, E, "Carthag", 10) == 3
    assert (player.tanks, player.starred_tanks) == (2, 1)
    assert game.state.battles is None or game.state.battles.current is None
    assert problems(game.state) == []


def test_without_starred_tokens_the_winner_loses_his_dial_at_once():
    # X.C.6: ordinary tokens make one way only: no question asked
    game = emperor_in_carthag(advantages=False)
    _fight(game, "3 count fenring", "0 umman kudu")
    assert game.state.battles is None or game.state.battles.current is None
    assert game.state.players[E].tanks == 3
    assert forces.count(game.state, E, "Carthag", 10) == 2


def test_a_winner_with_starred_tokens_only_loses_them_at_two_apiece():
    # X.C.6, pad Emperor 1: a dial of 4 paid by two Sardaukar
    game = emperor_in_carthag(sardaukar=3, ordinary=0)
    _fight(game, "4 count fenring", "0 umman kudu")
    player = game.state.players[E]
    assert (player.tanks, player.starred_tanks) == (2, 2)
    assert forces.starred_count(game.state, E, "Carthag", 10) == 1
    texts = " ".join(game.public_texts())
    assert "2 token(s) (2 Sardaukar), each starred one worth 2" in texts
    assert problems(game.state) == []


def test_the_loser_loses_its_starred_tokens_too():
    # X.C.5: the loser loses every token in the territory, starred ones to the tanks
    game = emperor_in_carthag()
    _fight(game, "0 bashar", "10 feyd rautha")
    player = game.state.players[E]
    assert forces.count(game.state, E, "Carthag", 10) == 0
    assert (player.tanks, player.starred_tanks) == (5, 2)
    assert problems(game.state) == []


# -- revival and the storm ----------------------------------------------------------------


def test_one_starred_token_a_turn_is_revived_and_counts_as_one():
    # pad, Fremen 4: treated as one token in revival; only one revived per turn
    game = advantaged("e:emperor,f:fremen,a:atreides")
    to_turn_storm(game, 1)
    fremen = game.state.players[F]
    elite = forces.from_reserves(fremen, 3, 3)
    fremen.tanks += 3
    fremen.starred_tanks += elite
    game.force_until(Phase.MOVEMENT, turn=1)
    # Fremen shield: three free revivals; only one of them may be a Fedaykin
    assert (fremen.tanks, fremen.starred_tanks) == (2, 2)
    assert fremen.starred_reserves == 1
    assert F not in game.state.revival
    assert problems(game.state) == []


def test_without_starred_tokens_revival_is_unchanged():
    # IX.B: the Fremen revive three free
    game = advantaged("e:emperor,f:fremen,a:atreides", advantages=False)
    to_turn_storm(game, 1)
    fremen = game.state.players[F]
    fremen.reserves -= 3
    fremen.tanks += 3
    game.force_until(Phase.MOVEMENT, turn=1)
    assert fremen.tanks == 0


@pytest.mark.parametrize(("advantages", "killed"), [(True, 3), (False, 5)])
def test_the_storm_kills_half_the_fremen_rounded_up(advantages, killed):
    # pad, Fremen 3: "only half of your tokens are killed (any fractions are rounded up)"
    game = advantaged("e:emperor,f:fremen,a:atreides", advantages=advantages)
    to_turn_storm(game, 2)
    fremen = game.state.players[F]
    place(game, F, "Meridian", 1, 5, 1 if advantages else 0)
    before = fremen.tanks
    sweep(game.state, (1,), EventLog())
    assert fremen.tanks - before == killed
    if advantages:  # the Fedaykin outlives the ordinary tokens
        assert forces.starred_count(game.state, F, "Meridian", 1) == 1
    assert problems(game.state) == []


def test_the_storm_halves_all_the_fremen_it_catches_not_each_stack():
    # pad, Fremen 3: "If caught in a storm, only half of your tokens are killed": three lone
    # tokens in three swept sectors lose two, not all three
    game = advantaged("e:emperor,f:fremen,a:atreides")
    to_turn_storm(game, 2)
    fremen = game.state.players[F]
    for territory, sector in (("Meridian", 1), ("Cielago South", 2), ("Cielago East", 3)):
        place(game, F, territory, sector, 1, 0)
    before = fremen.tanks
    sweep(game.state, (1, 2, 3), EventLog())
    assert fremen.tanks - before == 2
    assert problems(game.state) == []


def test_the_sheet_counts_the_starred_tokens_behind_the_shield():
    # XV: the player's own sheet says how many of its reserves are starred
    game = advantaged("e:emperor,f:fremen,a:atreides")
    lines = [line for s in sheet(game.state, "e", ()).sections
             for line in map(say, s.lines)]
    assert "Reserves: 20 token(s), 5 starred" in lines
    atreides = [line for s in sheet(game.state, "a", ()).sections
             for line in map(say, s.lines)]
    assert "Kwisatz Haderach (+2): asleep, 0 of 7 tokens lost in battles" in atreides


def test_the_ghola_too_brings_back_one_starred_token_a_turn():
    # pad, Emperor 1: "Only one starred token can be revived per turn." (B.4 Ghola included)
    game = advantaged("e:emperor,h:harkonnen,a:atreides")
    to_movement_round(game)
    game.do("mod: give_card emperor tleilaxu ghola")
    emperor = game.state.players[E]
    elite = forces.from_reserves(emperor, 3, 3)
    emperor.tanks += 3
    emperor.starred_tanks += elite
    game.rejects("e: ghola 2", "1 to 1", "XV")
    game.do("e: ghola 1")
    emperor = game.state.players[E]
    assert (emperor.tanks, emperor.starred_tanks, emperor.starred_reserves) == (2, 2, 3)
    assert problems(game.state) == []

"""THE DUEL (1984), III.1 and IV.5: the main character leaders, one a faction, worth 10
(8 with the Italian edition's recommendation), fielded like every other leader but never
drawn as traitors; docs/rules-notes.md, "Leaders"."""

import pytest

from engine.core import EventLog
from engine.core.words import say
from engine.rulesets.classic.board.leaders import leader_value, leaders_of_game, main_leader
from engine.rulesets.classic.data import Faction, leaders_of
from engine.rulesets.classic.data.main_leaders import MAIN_LEADERS, MAIN_NAMES
from engine.rulesets.classic.data.words import leader_word
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases import capture
from engine.rulesets.classic.phases.movement import revivable_leaders
from engine.rulesets.classic.view.scene import scene as classic_scene

from .conftest import SIX, Game
from .helpers import answer_traitors, end_movement, to_movement_round

A, H, E = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR
PAD_FIVE = ["Thufir Hawat", "Lady Jessica", "Gurney Halleck", "Duncan Idaho", "Dr. Yueh"]


def duel_game(value: int = 10, seats: str = "a:atreides,h:harkonnen,e:emperor",
              **options) -> Game:
    """Atreides (aggressor) and Harkonnen about to fight in Carthag, no traitors held."""
    game = Game(seats, seed=2, options={"duel": True, "main_leader": value, **options})
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    return game


def fight_in_carthag(game: Game, atreides: int = 5) -> None:
    game.do(f"mod: set_tokens atreides {atreides} carthag")
    end_movement(game)
    assert game.state.phase == Phase.BATTLE
    game.do("a: prescience none")


def test_one_main_leader_a_faction_each_named_in_every_language():
    # III.1: "Main Character Leader Discs, one for each of the six main characters"
    assert set(MAIN_LEADERS) == set(Faction)
    assert MAIN_LEADERS[A].name == "Paul Atreides"
    assert MAIN_LEADERS[H].name == "Baron Vladimir Harkonnen"
    assert all(x.strength == 10 for x in MAIN_LEADERS.values())  # "a value of 10"
    assert say(leader_word("Guild Navigator"), "it") == "Navigatore della Gilda"
    assert say(leader_word("Paul Atreides"), "pl") == "Paul Atryda"


def test_with_the_duel_each_player_has_a_main_leader_worth_the_option():
    # III.1 "Every leader has a value of 10"; Italian edition, note D: 8 recommended
    ten, eight = Game(SIX, options={"duel": True}), Game(SIX, options={"duel": True,
                                                                        "main_leader": 8})
    for f in Faction:
        assert leaders_of_game(ten.state, f)[-1] == MAIN_LEADERS[f]
        assert leader_value(ten.state, main_leader(ten.state, f)) == 10
        assert leader_value(eight.state, main_leader(eight.state, f)) == 8
    assert leader_value(ten.state, "Thufir Hawat") == 5


def test_without_the_duel_nothing_changes():
    game = Game(SIX)
    for f in Faction:
        assert leaders_of_game(game.state, f) == leaders_of(f)
        assert main_leader(game.state, f) is None
    assert all(m.main_leader is None and m.out_turn is None
               for m in classic_scene(game.state).factions)


@pytest.mark.parametrize("seed", range(12))
def test_main_leaders_are_never_drawn_as_traitors(seed):
    # IV.5: "they are not to be included when traitors are selected"
    game = Game(SIX, seed=seed, options={"duel": True})
    drawn = [n for p in game.state.players.values() for n in p.traitor_draw + p.traitors]
    assert drawn and not set(drawn) & MAIN_NAMES


def test_a_main_leader_fights_at_its_value():
    # IV.5: "treated the same as the regular leader discs"; III.1: value 10
    game = duel_game()
    fight_in_carthag(game)
    game.do("a: plan 0 paul atreides")  # 0 + 10
    events = game.do("h: plan 9 umman kudu")  # 9 + 1
    answer_traitors(game)
    result = next(e for e in game.events + events if e.kind == "battle_result")
    assert result.data["winner"] == A  # X.C.2: the tie goes to the aggressor


def test_the_italian_value_of_eight():
    # Italian edition, note D: "cambiate il valore del Leader Principale da 10 a 8"
    game = duel_game(8)
    fight_in_carthag(game)
    game.do("a: plan 0 paul atreides")  # 0 + 8
    game.do("h: plan 8 umman kudu")  # 8 + 1
    answer_traitors(game)
    assert game.state.battles is None or game.state.battles.current is None \
        or game.state.battles.current.winner == H
    assert game.state.players[A].tanks == 5  # the Atreides lost Carthag


def test_a_main_leader_fights_once_a_round_like_the_others():
    # X.C.8 holds for main leaders (IV.5): used in Carthag, not in Arrakeen the same round
    game = duel_game()
    game.do("mod: set_tokens harkonnen 3 arrakeen")
    game.do("mod: set_tokens atreides 5 carthag")
    end_movement(game)
    game.do("a: battle carthag")
    game.do("a: prescience none")
    game.do("a: plan 0 paul atreides")
    game.do("h: plan 0 umman kudu")
    answer_traitors(game)
    if game.state.battles.current is None:
        game.do("a: battle arrakeen")
    game.do("a: prescience none")
    game.rejects("a: plan 0 paul atreides", "Paul Atreides")


def test_the_main_leader_is_offered_in_the_battle_plan():
    game = duel_game()
    fight_in_carthag(game)
    err = game.rejects("a: plan 3 baron vladimir harkonnen")
    assert "Paul Atreides" in err.text


def test_revival_counts_the_pad_leaders_only():
    # IX.D.1 "all leaders in the tanks": the main leader can never be there while its
    # player is in the game, so the five pad leaders are "all leaders"
    game = duel_game()
    game.state.players[A].leaders_in_tanks = list(PAD_FIVE)
    assert set(revivable_leaders(game.state, A)) == set(PAD_FIVE)


def test_with_the_pad_leaders_dead_the_main_leader_must_be_played():
    # X.C.9-10: the main leader is a leader available to play
    game = duel_game()
    game.state.players[A].leaders_in_tanks = list(PAD_FIVE)
    fight_in_carthag(game)
    game.rejects("a: plan 3 none", "must play a leader", "X.C.9")
    game.do("a: plan 3 paul atreides")


def test_the_harkonnen_never_capture_a_main_leader():
    # Pad, Harkonnen 1 (XV) with THE DUEL: a main leader is not captured (rules-notes)
    game = duel_game(advantages=True)
    fight_in_carthag(game)
    battle = game.state.battles.current
    game.state.players[A].leaders_in_tanks = list(PAD_FIVE)
    assert capture.capturable(game.state, battle, A) == []
    assert "Paul Atreides" in capture.own_leaders_alive(game.state, A)


def test_the_traitor_window_skips_a_main_leader():
    # IV.5: nobody can hold a main leader as a traitor, so nobody is asked
    game = duel_game()
    game.state.players[H].traitors = ["Duncan Idaho"]
    fight_in_carthag(game)
    game.do("a: plan 0 paul atreides")
    events = game.do("h: plan 0 umman kudu")
    assert not any(e.kind == "traitor_window" for e in events) or \
        H not in game.state.battles.current.traitor_calls


def test_the_sheet_board_and_status_show_the_main_leader():
    game = duel_game(8)
    sheet = game.session.ruleset.sheet(game.state, "a")
    text = " ".join(say(line) for s in sheet.sections for line in s.lines)
    assert "Paul Atreides (main leader, 8): ready" in text
    mark = next(m for m in classic_scene(game.state).factions if m.faction == A)
    assert (mark.main_leader, mark.main_value, mark.leaders_alive) == ("Paul Atreides", 8, 6)
    status = say(game.session.ruleset.status(game.state).block)
    assert "Main leaders worth 8" in status and "Every player is in the game" in status
    public = game.session.ruleset.view(game.state, None)["public"]
    assert public["main_leaders"]["atreides"] == "Paul Atreides" and public["out"] == {}


def test_the_harkonnen_keep_their_captives_while_the_baron_lives():
    # Pad, Harkonnen 1: captives go home once "all of your own leaders have been killed";
    # the main leader is one of them (rules-notes)
    game = duel_game(advantages=True)
    game.state.captured = ["Duncan Idaho"]
    game.state.players[H].leaders_in_tanks = [x.name for x in leaders_of(H)]
    capture.release_if_leaderless(game.state, EventLog())
    assert game.state.captured == ["Duncan Idaho"]

"""XV, pad Atreides 1: the Kwisatz Haderach."""

from engine.core.words import say
from engine.rulesets.classic.data import Faction, leaders_of
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases import kwisatz
from engine.rulesets.classic.phases.movement import current
from engine.rulesets.classic.play.invariants import problems

from .conftest import Game
from .helpers import answer_traitors, end_movement, to_movement_round
from .option_game import advantaged

A, H = Faction.ATREIDES, Faction.HARKONNEN


def atreides_attack(losses: int = 7, advantages: bool = True, *lines: str) -> Game:
    """The Atreides attack Harkonnen Carthag with five tokens, `losses` already lost."""
    game = advantaged("a:atreides,h:harkonnen,e:emperor", advantages=advantages)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    game.state.kwisatz_losses = losses
    game.do("mod: set_tokens atreides 5 carthag")
    for line in lines:
        game.do(line)
    end_movement(game)
    game.do("a: prescience none")
    return game


def test_the_kwisatz_haderach_sleeps_until_seven_tokens_are_lost_in_battle():
    # pad, Atreides 1: "Any turn after losing a total of at least 7 tokens in battle(s)"
    game = atreides_attack(losses=6)
    game.rejects("a: plan 1 duncan idaho kwisatz=yes", "lost 6", "XV")


def test_the_kwisatz_haderach_adds_two_to_its_leader():
    # pad, Atreides 1: "may add its +2 strength to any one leader"; 1 + 2 + 2 beats 3 + 1
    game = atreides_attack()
    game.do("a: plan 1 duncan idaho kwisatz=yes")
    game.do("h: plan 3 umman kudu")
    reveal = next(e for e in game.events if e.kind == "battle_reveal")
    assert "Duncan Idaho with the Kwisatz Haderach" in say(reveal.text)
    answer_traitors(game)
    result = next(e for e in game.events if e.kind == "battle_result")
    assert result.data["winner"] == A and result.data["totals"] == {"atreides": 5,
                                                                    "harkonnen": 4}
    assert problems(game.state) == []


def test_without_it_the_same_plan_loses():
    # X.C.1: 1 + 2 against 3 + 1
    game = atreides_attack()
    game.do("a: plan 1 duncan idaho")
    game.do("h: plan 3 umman kudu")
    answer_traitors(game)
    result = next(e for e in game.events if e.kind == "battle_result")
    assert result.data["winner"] == H


def test_a_leader_with_the_kwisatz_haderach_cannot_turn_traitor():
    # pad, Atreides 1: "A leader accompanied by Kwisatz Haderach cannot turn traitor."
    game = atreides_attack()
    game.state.players[H].traitors = ["Duncan Idaho"]
    game.do("a: plan 1 duncan idaho kwisatz=yes")
    game.do("h: plan 3 umman kudu")
    b = game.state.battles.current
    assert H not in b.traitor_calls  # nobody is asked about Duncan Idaho
    assert problems(game.state) == []


def test_the_kwisatz_haderach_adds_nothing_to_a_killed_leader():
    # pad, Atreides 1: "If the leader ... is killed, the Kwisatz Haderach has no effect"
    game = atreides_attack(7, True, "mod: give_card harkonnen crysknife")
    game.do("a: plan 1 duncan idaho kwisatz=yes")
    game.do("h: plan 3 umman kudu crysknife")
    answer_traitors(game)
    result = next(e for e in game.events if e.kind == "battle_result")
    assert result.data["totals"] == {"atreides": 1, "harkonnen": 4}
    assert not game.state.kwisatz_dead  # only an explosion kills it


def test_it_fights_once_a_turn():
    # pad, Atreides 1: "to any one leader or cheap hero(ine) per turn"
    game = advantaged("a:atreides,h:harkonnen,e:emperor")
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    game.state.kwisatz_losses = 7
    game.script("mod: set_tokens atreides 5 carthag", "mod: set_tokens emperor 3 arrakeen")
    end_movement(game)
    if game.state.battles.current is None:
        game.do("a: battle carthag")
    game.do("a: prescience none")
    game.do("a: plan 1 duncan idaho kwisatz=yes")
    game.do("h: plan 3 umman kudu")
    answer_traitors(game)
    b = game.state.battles.current
    assert b is not None and b.territory == "Arrakeen"
    if b.prescience_pending:
        game.do("a: prescience none")
    game.rejects("a: plan 1 thufir hawat kwisatz=yes", "already fought this turn")
    game.do("a: plan 1 thufir hawat")


def test_it_cannot_fight_alone():
    # pad, Atreides 1: "It cannot be used alone in battle"
    game = atreides_attack()
    game.state.players[A].leaders_in_tanks = [x.name for x in leaders_of(A)]
    game.rejects("a: plan 1 none kwisatz=yes", "cannot fight alone")


def test_only_the_atreides_have_it_and_only_with_the_option():
    # XV: an Atreides advantage, and optional
    game = atreides_attack()
    game.rejects("h: plan 1 umman kudu kwisatz=yes", "Only the Atreides")
    game = atreides_attack(advantages=False)
    game.rejects("a: plan 1 duncan idaho kwisatz=yes", "additional advantages")


def test_battle_losses_wake_it():
    # pad, Atreides 1: the Atreides lose 5 tokens here, 7 in all
    game = atreides_attack(losses=2)
    game.do("a: plan 1 duncan idaho")
    game.do("h: plan 3 umman kudu")
    answer_traitors(game)
    assert game.state.kwisatz_losses == 7 and kwisatz.awake(game.state)
    assert any(e.kind == "kwisatz_awake" for e in game.events)


def test_an_explosion_kills_it_and_it_is_revived_like_a_leader():
    # pad, Atreides 1: "can only be killed if blown up by lase gun-shield explosion ... If
    # killed, Kwisatz Haderach must be revived like any other leader."
    game = atreides_attack(7, True, "mod: give_card atreides lasgun",
                           "mod: give_card harkonnen shield")
    game.do("a: plan 1 duncan idaho lasgun kwisatz=yes")
    game.do("h: plan 3 umman kudu none shield")
    answer_traitors(game)
    assert game.state.kwisatz_dead
    game.force_until(Phase.MOVEMENT, turn=2)
    while current(game.state) != A:
        game.do(f"{game.state.players[current(game.state)].seat}: done")
    game.rejects("a: revive_leader kwisatz haderach", "cannot be revived now")
    a = game.state.players[A]
    a.leaders_in_tanks = [x.name for x in leaders_of(A)]
    spice = a.spice
    game.do("a: revive_leader kwisatz haderach")
    assert not game.state.kwisatz_dead and a.spice == spice - 2
    assert problems(game.state) == []


def test_the_kwisatz_haderach_in_a_plan_is_secret_until_the_reveal():
    # X.B.1-4: the plan, the counter included, is secret until both plans are in
    game = atreides_attack()
    events = game.do("a: plan 1 duncan idaho kwisatz=yes")
    public = " ".join(say(e.text) + str(e.data) for e in events if e.is_public)
    assert "Kwisatz" not in public and "kwisatz" not in public
    view = game.session.ruleset.view(game.state, "h")
    assert "Duncan" not in str(view) and "'kwisatz': True" not in str(view)
    assert "Kwisatz" not in str(game.session.ruleset.pending(game.state))

"""XV, pad Harkonnen 1: the Harkonnen capture a leader after each battle they win."""

from engine.core.words import say
from engine.rulesets.classic.data import LEADERS, Faction, leaders_of
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases import alliance_powers
from engine.rulesets.classic.phases.battle_plan import leaders_available
from engine.rulesets.classic.phases.capture import capturable
from engine.rulesets.classic.phases.movement import current, revivable_leaders
from engine.rulesets.classic.play.invariants import problems
from engine.rulesets.classic.view.sheet import sheet

from .conftest import Game
from .helpers import answer_traitors, end_movement, to_movement_round
from .option_game import advantaged

A, H = Faction.ATREIDES, Faction.HARKONNEN
ATREIDES = [x.name for x in leaders_of(A)]


def harkonnen_win(advantages: bool = True, seed: int = 2) -> Game:
    """The Atreides attack Harkonnen Carthag and lose to Feyd-Rautha (1 + 6 against 0 + 2)."""
    game = advantaged("a:atreides,h:harkonnen,e:emperor", seed=seed, advantages=advantages)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    game.do("mod: set_tokens atreides 5 carthag")
    end_movement(game)
    game.do("a: prescience none")
    game.do("a: plan 0 duncan idaho")
    game.do("h: plan 1 feyd rautha")
    answer_traitors(game)
    return game


def test_the_harkonnen_capture_one_of_the_losers_leaders_after_a_win():
    # XV, pad Harkonnen 1: "Every time you win a battle you can select randomly one leader
    # from the loser (including the leader used in the battle, if not killed ...)"
    game = harkonnen_win()
    b = game.state.battles.current
    assert b.capture in ATREIDES and game.state.captured == [b.capture]
    assert any(f"capture {b.capture}" in t for t in game.public_texts())
    waiting = game.session.ruleset.pending(game.state)
    assert [(d.seat, d.kind) for d in waiting] == [("h", "capture")]
    assert problems(game.state) == []


def test_without_the_option_nobody_is_captured():
    # XV is optional: the basic battle ends with the losses
    game = harkonnen_win(advantages=False)
    assert game.state.captured == []
    assert not game.state.battles or not game.state.battles.current


def test_the_capture_is_random_over_the_seeds():
    # pad, Harkonnen 1: "select randomly"
    taken = {harkonnen_win(seed=seed).state.captured[0] for seed in range(2, 8)}
    assert len(taken) > 1


def test_leaders_used_elsewhere_this_turn_cannot_be_captured():
    # pad, Harkonnen 1: "excluding all leaders already used elsewhere that turn"
    game = harkonnen_win()
    b = game.state.battles.current
    game.state.battles.used_leaders.update({n: "Arrakeen" for n in ATREIDES[:3]})
    pool = capturable(game.state, b, A)  # Duncan Idaho fought here: he may be taken
    assert set(pool) == set(ATREIDES[3:]) - {b.capture}


def test_killing_a_captured_leader_sends_it_to_its_owners_tanks_for_2_spice():
    # pad, Harkonnen 1: "turn the leader into the tanks for 2 spice"
    game = harkonnen_win()
    leader = game.state.battles.current.capture
    spice, bank = game.state.players[H].spice, game.state.bank
    game.do("h: capture kill")
    assert leader in game.state.players[A].leaders_in_tanks
    assert game.state.captured == []
    assert (game.state.players[H].spice, game.state.bank) == (spice + 2, bank - 2)
    assert problems(game.state) == []


def test_the_harkonnen_may_let_a_captured_leader_go():
    # pad, Harkonnen 1: "you can select" a leader: the capture is theirs to make or not
    game = harkonnen_win()
    leader = game.state.battles.current.capture
    game.do("h: capture free")
    assert game.state.captured == []
    assert leader in leaders_available(game.state, A, "Arrakeen")
    assert problems(game.state) == []


def test_a_kept_leader_fights_for_the_harkonnen_and_not_for_its_owner():
    # pad, Harkonnen 1: "use the leader once in a battle"
    game = harkonnen_win()
    leader = game.state.battles.current.capture
    game.do("h: capture keep")
    assert game.state.captured == [leader]
    assert leader in leaders_available(game.state, H, "Arrakeen")
    assert leader not in leaders_available(game.state, A, "Arrakeen")
    assert problems(game.state) == []


def test_a_capture_decision_is_refused_to_others_and_when_none_is_open():
    # pad, Harkonnen 1: only the Harkonnen decide, right after their win
    game = harkonnen_win()
    game.rejects("a: capture kill", "no captured leader")
    game.do("h: capture keep")
    game.rejects("h: capture kill", "no captured leader")


def _second_battle(game: Game, leader: str, atreides_plan: str) -> None:
    """Next turn the Atreides attack Carthag again; the Harkonnen play the captured leader."""
    game.force_until(Phase.MOVEMENT, turn=2)
    for p in game.state.players.values():
        p.traitors = []
    while current(game.state) != A:
        game.do(f"{game.state.players[current(game.state)].seat}: done")
    game.do("mod: set_tokens atreides 5 carthag")
    end_movement(game)
    game.force_until(Phase.BATTLE)
    while game.state.battles.current is None or game.state.battles.current.territory != \
            "Carthag":
        game.do("mod: force")
    if game.state.battles.current.prescience_pending:
        game.do("a: prescience none")
    game.do(f"a: plan {atreides_plan}")
    game.do(f"h: plan 1 {leader}")


def test_a_captured_leader_goes_home_after_one_battle():
    # pad, Harkonnen 1: "after which you must return him (her) to the original owner"
    game = harkonnen_win()
    leader = game.state.battles.current.capture
    game.do("h: capture keep")
    _second_battle(game, leader, f"0 {_other(leader)}")
    answer_traitors(game)
    assert leader not in game.state.captured
    assert leader not in game.state.players[A].leaders_in_tanks
    assert any(f"return {leader} to Atreides" in t for t in game.public_texts())
    assert problems(game.state) == []


def _other(leader: str) -> str:
    return next(n for n in ATREIDES if n != leader)


def test_a_captured_leader_is_in_its_owners_pay():
    # pad, Harkonnen 1: "A captured leader is automatically in the pay of the original owner."
    game = harkonnen_win()
    leader = game.state.battles.current.capture
    game.do("h: capture keep")
    assert alliance_powers.traitor_holder(game.state, A, leader) == A
    assert alliance_powers.traitor_holder(game.state, Faction.EMPEROR, leader) is None


def test_a_killed_captured_leader_goes_to_its_owners_tanks():
    # pad, Harkonnen 1: "Killed captured leaders are put in the 'tanks' from which the
    # original owners can revive them"
    game = harkonnen_win()
    leader = game.state.battles.current.capture
    game.do("h: capture keep")
    _second_battle(game, leader, f"0 {_other(leader)}")
    answer_traitors(game, "a")  # the owner calls its own leader a traitor
    assert leader in game.state.players[A].leaders_in_tanks
    assert leader not in game.state.players[H].leaders_in_tanks
    assert leader not in game.state.captured
    assert problems(game.state) == []


def test_the_harkonnen_give_back_every_captured_leader_when_their_own_are_dead():
    # pad, Harkonnen 1: "If all of your own leaders have been killed, you must return all
    # captured leaders immediately to their original owners."
    game = harkonnen_win()
    leader = game.state.battles.current.capture
    game.do("h: capture keep")
    own = [x.name for x in leaders_of(H)]
    game.state.players[H].leaders_in_tanks = own[1:]
    game.do("mod: give_card atreides crysknife")
    _second_battle(game, own[0], f"5 {_other(leader)} crysknife")
    answer_traitors(game)
    assert set(game.state.players[H].leaders_in_tanks) == set(own)
    assert game.state.captured == []
    assert any(f"{leader} go home" in t for t in game.public_texts())
    assert problems(game.state) == []


def test_qa_d2_a_player_whose_other_leaders_are_captured_may_revive():
    # Q&A D.2: "A player can begin to revive his leaders if he doesn't have any of his own
    # leaders available to play in battle"
    game = harkonnen_win()
    game.do("h: capture keep")
    a = game.state.players[A]
    held = game.state.captured[0]
    a.leaders_in_tanks = [n for n in ATREIDES if n != held]
    assert set(revivable_leaders(game.state, A)) == set(a.leaders_in_tanks)
    game.state.captured.clear()
    assert revivable_leaders(game.state, A) == []


def test_the_sheets_show_where_a_captured_leader_is():
    # pad, Harkonnen 1: the owner's sheet and the Harkonnen's both show it
    game = harkonnen_win()
    leader = game.state.battles.current.capture
    game.do("h: capture keep")
    owner = [line for s in sheet(game.state, "a", ()).sections
             for line in map(say, s.lines)]
    held = [line for s in sheet(game.state, "h", ()).sections
             for line in map(say, s.lines)]
    strength = LEADERS[leader].strength
    assert f"{leader} ({strength}): held by the Harkonnen" in owner
    assert f"{leader} ({strength}): captured, for one battle" in held

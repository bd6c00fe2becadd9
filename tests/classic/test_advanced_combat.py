"""XXII advanced combat (option `advanced_combat`): spice with the plan, dials in halves,
battle spice to the bank, the winner's losses; with the Q&A's advanced battle answers."""

import random

import pytest

from engine.core import CommandSyntaxError
from engine.core.words import say
from engine.rulesets.classic.board import forces
from engine.rulesets.classic.board.strength import ORDINARY, dial_span, loss_ways
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.options import ClassicOptions
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.play import invariants
from engine.rulesets.classic.protocol.commands import Lose, Plan
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import play, random_origin
from tests.conformance import checks

from .conftest import Game
from .helpers import answer_traitors, end_movement, to_movement_round

A, F, H = Faction.ATREIDES, Faction.FREMEN, Faction.HARKONNEN
ADVANCED = {"advanced_combat": True}


def carthag(options: dict | None = None, atreides: int = 5) -> Game:
    """Atreides (aggressor, 10 spice) against Harkonnen (10 tokens, 10 spice) in Carthag,
    no traitors, prescience declined: both may send their plans."""
    game = Game("a:atreides,h:harkonnen,e:emperor", seed=2, options=options)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    game.script(f"mod: set_tokens atreides {atreides} carthag", "mod: set_spice atreides 10",
                "mod: set_spice harkonnen 10", "mod: set_tokens harkonnen 10 carthag")
    end_movement(game)
    assert game.state.phase == Phase.BATTLE
    game.do("a: prescience none")
    return game


def tanks(game: Game, faction: Faction) -> int:
    return game.state.players[faction].tanks


# -- the option --------------------------------------------------------------------------


def test_advanced_combat_is_off_by_default_and_cites_its_section():
    # XXII: an option of the advanced game, off in the basic game
    field = ClassicOptions.model_fields["advanced_combat"]
    assert ClassicOptions().advanced_combat is False
    assert field.description.startswith("XXII:")


def test_without_the_option_half_dials_and_battle_spice_are_refused():
    # X.B.1: the basic game dials whole tokens; XXII.A-B only with the option
    game = carthag()
    game.rejects("a: plan 2.5 duncan idaho", "half steps are for advanced combat",
                 "whole number")
    game.rejects("a: plan 2 duncan idaho spice=1", "only in advanced combat", "spice=")
    game.do("a: plan 2 duncan idaho")
    assert game.state.players[A].spice == 10


# -- the plan: spice set aside, dial in halves -----------------------------------------------


def test_a_plan_sets_its_spice_aside_and_a_new_plan_gives_it_back():
    # XXII.A.2: the spice is put aside with the plan (spice conserved, battle spice included)
    game = carthag(ADVANCED)
    game.do("a: plan 3.5 duncan idaho spice=2")
    plan = game.state.battles.current.plans[A]
    assert (plan.dial, plan.half, plan.spice) == (3, True, 2)
    assert game.state.players[A].spice == 8
    assert game.state.battles.current.spice_aside == {A: 2}
    assert invariants.problems(game.state) == []
    game.do("a: plan 4 duncan idaho spice=3")
    assert game.state.players[A].spice == 7
    assert game.state.battles.current.spice_aside == {A: 3}
    assert invariants.problems(game.state) == []


def test_the_invariant_counts_the_spice_set_aside():
    # XXII.A.2: spice set aside is neither created nor lost
    game = carthag(ADVANCED)
    game.do("a: plan 3.5 duncan idaho spice=2")
    game.state.battles.current.spice_aside[A] = 3
    assert any(p.startswith("spice:") for p in invariants.problems(game.state))


def test_spice_cannot_exceed_the_spice_held():
    # XXII.A.2: a player puts aside spice he has
    game = carthag(ADVANCED)
    game.do("mod: set_spice atreides 2")
    game.rejects("a: plan 3 duncan idaho spice=3", "hold 2 spice", "spice=` from 0 to 2")


def test_spice_held_counts_what_the_plan_being_replaced_set_aside():
    # XXII.A.2: a replaced plan's spice is back behind the shield
    game = carthag(ADVANCED)
    game.do("mod: set_spice atreides 3")
    game.do("a: plan 4 duncan idaho spice=3")
    assert game.state.players[A].spice == 0
    game.do("a: plan 3.5 duncan idaho spice=2")
    assert game.state.players[A].spice == 1


def test_one_spice_supports_one_token():
    # XXII.A.1: each token used is supported by one spice, no more
    game = carthag(ADVANCED)
    game.rejects("a: plan 5 duncan idaho spice=6", "you have 5 here", "spice=` from 0 to 5")


def test_a_dial_its_tokens_and_spice_cannot_make_is_refused_with_the_span():
    # XXII.A.1: 5 tokens and 1 spice: 1 full and up to 4 at half, from 1 to 3
    game = carthag(ADVANCED)
    game.rejects("a: plan 3.5 duncan idaho spice=1", "cannot make a dial of 3.5",
                 "dial from 1 to 3")
    game.rejects("a: plan 0.5 duncan idaho spice=1", "dial from 1 to 3")
    game.rejects("a: plan 5.5 duncan idaho", "cannot make", "from 0 to 2.5")


def test_the_wheel_shows_only_whole_and_half_steps():
    # XXII.B: half increments on the battle wheel, nothing finer
    game = carthag(ADVANCED)
    game.rejects("a: plan 2.25 duncan idaho", "cannot show 2.25", "3.5")


def test_dial_beyond_the_wheel_is_refused_by_the_command():
    # X.B.1: the wheel goes to 20; a bad number is refused before any rule reads it
    game = carthag(ADVANCED)
    with pytest.raises(CommandSyntaxError, match=r"The dial must be a number, like 3 or 3\.5"):
        game.do("a: plan abc duncan idaho")


# -- the battle: strengths in halves, spice to the bank ----------------------------------------


def test_half_a_token_decides_a_battle():
    # XXII.A.1, B: unsupported tokens count half; X.C.2: ties go to the aggressor
    game = carthag(ADVANCED)
    game.do("a: plan 2.5 duncan idaho")  # 5 tokens at half: 2.5 + 2 = 4.5
    events = game.do("h: plan 3.5 umman kudu")  # 7 tokens at half: 3.5 + 1 = 4.5
    answer_traitors(game)
    result = next(e for e in game.events + events if e.kind == "battle_result")
    assert result.data["winner"] == A and "(4.5 to 4.5)" in result.text


def test_the_supported_strength_wins():
    # XXII.A.1: four tokens supported by four spice count four
    game = carthag(ADVANCED)
    game.do("a: plan 2.5 duncan idaho")  # 4.5
    game.do("h: plan 4 umman kudu spice=4")  # 5
    events = answer_traitors(game)
    result = next(e for e in events if e.kind == "battle_result")
    assert result.data["winner"] == H and result.data["totals"] == {"atreides": 4.5,
                                                                    "harkonnen": 5}


def test_battle_spice_goes_to_the_bank_win_or_lose():
    # XXII.A.2: spice used in the battle plan goes to the bank, win or lose
    game = carthag(ADVANCED)
    bank = game.state.bank
    game.do("a: plan 3 duncan idaho spice=1")  # 1 full + 4 half = 3, + 2 = 5
    game.do("h: plan 2 umman kudu spice=2")  # 2 full = 2, + 1 = 3
    events = answer_traitors(game)
    assert next(e for e in events if e.kind == "battle_result").data["winner"] == A
    assert game.state.bank == bank + 3
    assert (game.state.players[A].spice, game.state.players[H].spice) == (9, 8)
    paid = {e.data["faction"]: e.data["n"] for e in events if e.kind == "battle_spice_spent"}
    assert paid == {A: 1, H: 2}
    assert invariants.problems(game.state) == []


def test_the_winner_loses_the_tokens_his_dial_and_spice_used():
    # XXII.C: dial 3 with 1 spice from 5 tokens: 1 full + 4 half, all 5 lost
    game = carthag(ADVANCED)
    game.do("a: plan 3 duncan idaho spice=1")
    game.do("h: plan 2 umman kudu spice=2")
    answer_traitors(game)
    assert tanks(game, A) == 5 and tanks(game, H) == 10


def test_qa_b5_nine_tokens_of_ten_with_six_spice_dial_seven_and_a_half():
    # Q&A B.5: 10 tokens, 9 used; 6 spice: 6 full + 3 half = 7.5; one token remains
    game = carthag(ADVANCED, atreides=10)
    game.do("a: plan 7.5 duncan idaho spice=6")
    game.do("h: plan 1 umman kudu")
    answer_traitors(game)
    assert tanks(game, A) == 9
    assert sum(s.get(A, 0) for s in game.state.forces["Carthag"].values()) == 1


@pytest.mark.parametrize(("spice", "dial"), [(1, 5), (3, 6), (6, 7.5), (9, 9)])
def test_qa_b5_examples_use_nine_tokens_of_ten(spice, dial):
    # Q&A B.5: 10 tokens, 9 used: 1 spice dials 5, 3 dial 6, 6 dial 7.5, 9 dial 9
    ten = ((ORDINARY, 10, 1),)
    assert loss_ways(ten, int(dial * 2), spice) == (((ORDINARY, 9),),)


def test_a_traitor_spares_the_winner_his_spice_but_not_the_loser():
    # XXII.A.2: if a traitor comes up, the winner does not have to expend any spice
    game = carthag(ADVANCED)
    game.state.players[A].traitors = ["Umman Kudu"]
    bank = game.state.bank
    game.do("a: plan 3 duncan idaho spice=1")
    game.do("h: plan 4 umman kudu spice=4")
    events = answer_traitors(game, "a")
    assert next(e for e in events if e.kind == "battle_result").data["winner"] == A
    assert game.state.players[A].spice == 10 + 1  # his spice back, and Umman Kudu's 1
    assert game.state.bank == bank + 4 - 1
    assert [e.data["n"] for e in events if e.kind == "battle_spice_kept"] == [1]
    assert tanks(game, A) == 0
    assert invariants.problems(game.state) == []


def test_both_traitors_send_both_sides_spice_to_the_bank():
    # X.D.3 with XXII.A.2: no winner, so nobody is spared the spice (docs/rules-notes.md)
    game = carthag(ADVANCED)
    game.state.players[A].traitors = ["Umman Kudu"]
    game.state.players[H].traitors = ["Duncan Idaho"]
    bank = game.state.bank
    game.do("a: plan 3 duncan idaho spice=1")
    game.do("h: plan 4 umman kudu spice=4")
    answer_traitors(game, "a", "h")
    assert game.state.bank == bank + 5
    assert invariants.problems(game.state) == []


def test_lasgun_and_shield_send_the_battle_spice_to_the_bank():
    # pad A.5 with XXII.A.2: the explosion has no winner; the spice is spent
    game = carthag(ADVANCED)
    game.script("mod: give_card atreides lasgun", "mod: give_card harkonnen shield")
    bank = game.state.bank
    game.do("a: plan 3 duncan idaho lasgun spice=1")
    game.do("h: plan 4 umman kudu defense=shield spice=4")
    events = answer_traitors(game)
    assert any(e.kind == "explosion" for e in events)
    assert game.state.bank == bank + 5
    assert invariants.problems(game.state) == []


# -- the winner's losses (XXII.C) -----------------------------------------------------------------


def test_xxii_c_fedaykin_example_offers_every_way_fitting_dial_and_spice():
    # XXII.C: one token worth two and five ordinary, dial 3 with 1 spice: a Fedaykin at
    # full and two at half, or one at full and four at half (or the Fedaykin at half, one
    # ordinary at full and two at half: "in any manner as long as it agrees")
    stack = (("fedaykin", 1, 2), (ORDINARY, 5, 1))
    ways = loss_ways(stack, 6, 1)
    assert (("fedaykin", 1), (ORDINARY, 2)) in ways
    assert ((ORDINARY, 5),) in ways
    assert set(ways) == {(("fedaykin", 1), (ORDINARY, 2)), ((ORDINARY, 5),),
                         (("fedaykin", 1), (ORDINARY, 3))}


def test_qa_b4_one_spice_supports_a_token_worth_two():
    # Q&A B.4: just one spice per token, a Fedaykin or Sardaukar at full strength too
    fedaykin = (("fedaykin", 1, 2),)
    assert loss_ways(fedaykin, 4, 1) == ((("fedaykin", 1),),)
    assert loss_ways(fedaykin, 4, 2) == ()
    assert dial_span(fedaykin, 0) == [0, 2]  # unsupported: half of two


def fremen_in_carthag(ordinary: int, fedaykin: int) -> Game:
    """Advanced combat with the advantages: Fremen tokens (some Fedaykin) against ten
    Harkonnen tokens in Carthag, no traitors, 10 spice each."""
    game = Game("f:fremen,h:harkonnen,e:emperor", seed=2,
                options={**ADVANCED, "advantages": True})
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    fremen = game.state.players[F]
    elite = forces.from_reserves(fremen, ordinary + fedaykin, fedaykin)
    forces.add(game.state, F, "Carthag", 10, ordinary + fedaykin, elite)
    game.script("mod: set_spice fremen 10", "mod: set_spice harkonnen 10",
                "mod: set_tokens harkonnen 10 carthag")
    end_movement(game)
    assert game.state.phase == Phase.BATTLE
    return game


def test_xxii_c_fedaykin_example_played_the_winner_chooses_his_losses():
    # XXII.C: "the Fremen player has one Fedaykin (worth two tokens) and five ordinary
    # tokens ... dials a strength of 3 and expends one spice. He wins the battle."
    game = fremen_in_carthag(ordinary=5, fedaykin=1)
    bank = game.state.bank
    game.do("f: plan 3 stilgar spice=1")
    game.do("h: plan 1 umman kudu")
    events = answer_traitors(game)
    assert "`lose 1`" in " ".join(game.public_texts(events))
    ways = game.state.battles.current.loss_choices
    assert ways == [{ORDINARY: 2, "Fedaykin": 1}, {ORDINARY: 3, "Fedaykin": 1}, {ORDINARY: 5}]
    [decision] = RULESET.pending(game.state)
    assert (decision.seat, decision.kind) == ("f", "lose")
    assert "`lose 1`: 2 token(s) and 1 Fedaykin" in say(decision.prompt)
    assert "`lose 3`: 5 token(s)" in say(decision.prompt)
    assert RULESET.legal(game.state, "f") == [Lose(choice=i) for i in (1, 2, 3)]
    game.rejects("h: lose 1", "no losses to choose")
    game.rejects("f: lose 9", "ways to take your losses", "`lose 1`")
    game.do("f: lose 1")  # "a Fedaykin and two ordinary tokens"
    fremen = game.state.players[F]
    assert (fremen.tanks, fremen.starred_tanks) == (3, 1)
    assert forces.total_in(game.state, F, "Carthag") == 3
    assert forces.starred_in(game.state, F, "Carthag") == 0
    assert game.state.bank == bank + 1  # XXII.A.2: the winner's spice too
    assert game.state.battles is None or game.state.battles.current is None  # battle over
    assert invariants.problems(game.state) == []


def test_xxii_c_the_other_way_of_the_example_loses_five_ordinary_tokens():
    # XXII.C: "in the other case he loses five ordinary tokens"
    game = fremen_in_carthag(ordinary=5, fedaykin=1)
    game.do("f: plan 3 stilgar spice=1")
    game.do("h: plan 1 umman kudu")
    answer_traitors(game)
    game.do("f: lose 3")
    fremen = game.state.players[F]
    assert (fremen.tanks, fremen.starred_tanks) == (5, 0)
    assert forces.starred_in(game.state, F, "Carthag") == 1
    assert invariants.problems(game.state) == []


def test_qa_b4_one_spice_supports_a_fedaykin_in_a_game():
    # Q&A B.4: one spice per token, whatever its worth: a Fedaykin and a token take at most
    # 2 spice, and with 2 they make 3 (2 + 1)
    game = fremen_in_carthag(ordinary=1, fedaykin=1)
    game.rejects("f: plan 3 stilgar spice=3", "One spice supports one token",
                 "you have 2 here")
    game.rejects("f: plan 3.5 stilgar spice=2", "cannot make a dial of 3.5")
    game.do("f: plan 3 stilgar spice=2")
    assert game.state.battles.current.spice_aside == {F: 2}


def test_legal_plans_with_a_fedaykin_commit_one_spice_a_token_and_are_all_accepted():
    # Q&A B.4: the spice is counted by tokens, not by their worth (two tokens worth three
    # take at most 2 spice), so every legal plan is one the plan command accepts
    game = fremen_in_carthag(ordinary=1, fedaykin=1)
    plans = [c for c in RULESET.legal(game.state, "f") if isinstance(c, Plan)]
    assert max(p.spice or 0 for p in plans) == 2
    for p in plans:
        before = game.state.model_copy(deep=True)
        game.session.apply("f", p)
        game.session.state = before


# -- legal moves, prescience, secrets --------------------------------------------------------------


def test_legal_plans_include_half_dials_and_spice_and_each_is_accepted():
    # XXII.A-B: the choices of advanced combat are among the legal commands
    game = carthag(ADVANCED)
    plans = [c for c in RULESET.legal(game.state, "a") if isinstance(c, Plan)]
    assert any(isinstance(p.dial, float) for p in plans)
    assert any(p.spice for p in plans)
    for p in plans:
        before = game.state.model_copy(deep=True)
        game.session.apply("a", p)
        game.session.state = before  # every legal plan is accepted by `plan`


def test_prescience_of_the_dial_sees_its_spice_which_then_stays_fixed():
    # Atreides shield, Q&A 6, XXII.A.2: the number dialed comes with its spice
    game = Game("a:atreides,h:harkonnen,e:emperor", seed=2, options=ADVANCED)
    to_movement_round(game)
    game.script("mod: set_tokens atreides 5 carthag", "mod: set_spice harkonnen 10")
    end_movement(game)
    game.do("a: prescience dial")
    events = game.do("h: plan 3.5 umman kudu spice=2")
    seen = next(e for e in events if e.kind == "prescience_seen")
    assert "3.5 with 2 spice" in seen.text and not seen.is_public
    game.rejects("h: plan 3.5 umman kudu spice=3", "cannot change")
    game.do("h: plan 3.5 feyd-rautha spice=2")


def _leaks(spice: int, dial: str) -> tuple:
    """Everything public after the aggressor's plan: view, events, pending, board, and the
    aggressor showing their spice (XIII.A) before the reveal."""
    game = carthag({**ADVANCED, "open_spice": True})
    events = game.do(f"a: plan {dial} duncan idaho spice={spice}")
    public = RULESET.view(game.state, None)["public"]
    board = RULESET.board(game.state)
    shown = game.do("a: reveal spice")
    return (public, game.public_texts(events), [e.data for e in events if e.is_public],
            RULESET.pending(game.state), board.messages, board.svg,
            game.public_texts(shown), [e.data for e in shown if e.is_public])


def test_the_spice_committed_is_secret_until_the_reveal():
    # XXII.A.2 with X.B: the spice goes with the secret plan; open spice shows the shield's
    # total, so nothing public differs between plans committing 0 and 3 spice
    assert _leaks(0, "2") == _leaks(3, "4")


def test_a_plan_without_spice_and_whole_dial_reads_as_in_the_basic_game():
    # XXII.B: a whole dial stays a whole number in the command
    command = RULESET.registry.parse("plan 3 duncan idaho", RULESET.vocabulary)
    assert command == Plan(dial=3, leader="duncan idaho") and isinstance(command.dial, int)
    half = RULESET.registry.parse("plan 3.5 duncan idaho spice=2", RULESET.vocabulary)
    assert (half.dial, half.spice) == (3.5, 2)
    assert RULESET.registry.parse(RULESET.registry.usage_of(half), RULESET.vocabulary) == half


def test_random_games_with_advanced_combat_keep_invariants_secrets_and_legal_moves():
    # XXII under the random agents: spice conserved with battle spice, every legal plan
    # and default accepted, and no view or waiting line depends on a secret plan's spice
    with checks.remembered_renders():  # each distinct SVG drawn as text once
        for seed in range(2):
            origin = random_origin(seed)
            origin = origin.model_copy(update={"options": {**origin.options, **ADVANCED}})
            session = play(origin, seed=seed).session
            rng = random.Random(seed)
            for step in checks.steps(RULESET, session):
                checks.check_invariants(RULESET, step)
                b = step.session.state.battles.current if step.session.state.battles else None
                if b is not None and b.plans and not b.revealed:
                    checks.check_secrecy(RULESET, step, rng, checks.Tally())
                    checks.check_pending_secrecy(RULESET, step, rng)
                    checks.check_legal(RULESET, step, rng, 2)


def test_the_voice_binds_a_plan_with_spice_as_it_binds_any_plan():
    # Bene Gesserit shield with XXII: the Voice names cards; the spice changes nothing
    game = Game("a:atreides,b:bene_gesserit,h:harkonnen", seed=4, options=ADVANCED)
    to_movement_round(game)
    game.script("mod: set_tokens harkonnen 0 carthag", "mod: set_tokens atreides 5 carthag",
                "mod: set_tokens bene_gesserit 4 carthag", "mod: give_card atreides crysknife",
                "mod: set_spice atreides 5")
    end_movement(game)
    game.do("b: voice play projectile weapon")
    game.do("a: prescience none")
    game.rejects("a: plan 3.5 duncan idaho spice=2", "commands you to play")
    game.do("a: plan 3.5 duncan idaho crysknife spice=2")
    assert game.state.players[A].spice == 3


def test_tokens_taken_away_after_the_plan_leave_the_winner_losing_none():
    # XXII.C: the winner loses the tokens his dial and spice used; when a moderator has
    # taken tokens away since the plan, no set of those left makes the dial, and the one
    # way left is to lose none (the game goes on, never waiting on an empty choice)
    game = carthag(ADVANCED)
    game.do("a: plan 3 duncan idaho spice=1")
    game.do("h: plan 2 umman kudu spice=2")
    game.do("mod: set_tokens atreides 2 carthag")
    events = answer_traitors(game)
    assert next(e for e in events if e.kind == "battle_result").data["winner"] == A
    assert not [e for e in events if e.kind == "loss_choice"]
    assert tanks(game, A) == 0
    assert "lose" not in {d.kind for d in RULESET.pending(game.state)}
    assert invariants.problems(game.state) == []

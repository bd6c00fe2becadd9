"""X. Battles, traitors and the lasgun/shield explosion, with the Q&A's battle answers."""

import pytest

from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase

from .helpers import answer_traitors, end_movement, to_movement_round

A, H, E = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR


@pytest.fixture
def duel(make_game):
    """Atreides (first player, aggressor) and Harkonnen, no traitors unless a test sets them."""
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    return game


def fight_in_carthag(game, atreides=5, *fixes):
    game.do(f"mod: set_tokens atreides {atreides} carthag")
    for line in fixes:
        game.do(line)
    end_movement(game)
    assert game.state.phase == Phase.BATTLE
    game.do("a: prescience none")
    return game.state.battles.current


def test_no_battle_in_the_polar_sink(duel):
    # X.A.2.b: the Polar Sink is a free haven
    duel.do("mod: set_tokens atreides 2 polar sink")
    duel.do("mod: set_tokens harkonnen 2 polar sink")
    end_movement(duel)
    assert duel.state.phase != Phase.BATTLE or duel.state.battles.current is None


def test_no_battle_across_a_sector_in_storm(duel):
    # X.A.2.a: tokens separated by a sector in storm cannot battle
    duel.script("mod: set_tokens atreides 2 cielago north 18",
                "mod: set_tokens harkonnen 2 cielago north 2")
    assert duel.state.storm == 1
    end_movement(duel)
    assert duel.state.phase != Phase.BATTLE


def test_the_first_player_is_the_aggressor(duel):
    # X.A.3: the first player is the aggressor
    duel.do("mod: set_tokens atreides 5 carthag")
    end_movement(duel)
    b = duel.state.battles.current
    assert (b.aggressor, b.defender, b.territory) == (A, H, "Carthag")
    assert any("Battle in Carthag" in t for t in duel.public_texts())


def test_plans_are_secret_until_both_are_in(duel):
    # X.B.1-4: secret plans, revealed simultaneously
    fight_in_carthag(duel)
    events = duel.do("a: plan 3 duncan idaho")
    public = " ".join(say(e.text) for e in events if e.is_public)
    assert "Duncan" not in public and "3" not in public
    assert "battle_plan" not in duel.session.ruleset.view(duel.state, "h")["private"]
    events = duel.do("h: plan 2 umman kudu")
    reveal = next(e for e in events if e.kind == "battle_reveal")
    assert "Duncan Idaho" in say(reveal.text) and "Umman Kudu" in say(reveal.text)


def test_dial_is_limited_to_the_tokens_present(duel):
    # X.B.1: from zero to the number of tokens in the territory
    fight_in_carthag(duel, 5)
    duel.rejects("a: plan 6 duncan idaho", "0 to the 5", "X.B.1")


def test_a_leader_must_be_played_if_one_is_available(duel):
    # X.C.9: a player with a leader or cheap hero must use one
    fight_in_carthag(duel)
    duel.rejects("a: plan 3 none", "must play a leader", "X.C.9")


def test_no_leader_means_no_cards(duel):
    # X.C.10: without a leader the plan holds only the number dialed
    fight_in_carthag(duel, 5, "mod: give_card atreides crysknife")
    duel.state.players[A].leaders_in_tanks = [
        "Thufir Hawat", "Lady Jessica", "Gurney Halleck", "Duncan Idaho", "Dr. Yueh"]
    duel.rejects("a: plan 3 none crysknife", "cannot play treachery cards", "X.C.10")
    duel.do("a: plan 3 none")


def test_cards_must_be_held_and_fit_their_slot(duel):
    # X.B.3 and Q&A B.2: a cheap hero only replaces a leader
    fight_in_carthag(duel, 5, "mod: give_card atreides cheap hero",
                     "mod: give_card atreides shield")
    duel.rejects("a: plan 3 duncan idaho lasgun", "do not hold lasgun")
    duel.rejects("a: plan 3 duncan idaho cheap hero", "cannot be played as a weapon")
    duel.rejects("a: plan 3 duncan idaho shield", "cannot be played as a weapon",
                 "could play")
    duel.do("a: plan 3 cheap hero none shield")


def test_higher_total_wins_and_losses_follow(duel):
    # X.C.1, X.C.5-6: loser loses every token there; winner loses only those dialed
    fight_in_carthag(duel, 5)
    duel.do("a: plan 3 thufir hawat")  # 3 + 5 = 8
    duel.do("h: plan 4 umman kudu")  # 4 + 1 = 5
    answer_traitors(duel)
    s = duel.state
    assert "Carthag" in s.forces and s.forces["Carthag"][10] == {A: 2}
    assert s.players[H].tanks == 10 and s.players[A].tanks == 3
    assert "Thufir Hawat" not in s.players[A].leaders_in_tanks  # X.C.7


def test_ties_go_to_the_aggressor(duel):
    # X.C.2
    fight_in_carthag(duel, 5)
    duel.do("a: plan 2 duncan idaho")  # 2 + 2
    duel.do("h: plan 3 umman kudu")  # 3 + 1
    answer_traitors(duel)
    assert duel.state.forces["Carthag"][10] == {A: 3}


def test_weapon_kills_an_undefended_leader_and_the_winner_is_paid(duel):
    # X.C.3-4: a killed leader does not count; the winner collects killed leaders' value
    fight_in_carthag(duel, 5, "mod: give_card harkonnen crysknife")
    spice = duel.state.players[H].spice
    duel.do("a: plan 3 thufir hawat")  # Hawat killed: 3
    duel.do("h: plan 3 umman kudu crysknife")  # 3 + 1 = 4
    answer_traitors(duel)
    s = duel.state
    assert "Thufir Hawat" in s.players[A].leaders_in_tanks
    assert s.players[H].spice == spice + 5
    assert s.battles is None or s.battles.current is None or s.battles.current.keep_pending


def test_the_right_defence_saves_the_leader(duel):
    fight_in_carthag(duel, 5, "mod: give_card harkonnen crysknife",
                     "mod: give_card atreides shield")
    duel.do("a: plan 3 thufir hawat none shield")
    duel.do("h: plan 3 umman kudu crysknife")
    answer_traitors(duel)
    assert "Thufir Hawat" not in duel.state.players[A].leaders_in_tanks
    assert duel.state.forces["Carthag"][10] == {A: 2}  # 8 beats 4


def test_loser_discards_and_winner_chooses_what_to_keep(duel):
    # X.C.5-6, Q&A B.3: the winner may keep the same weapon for later battles
    fight_in_carthag(duel, 5, "mod: give_card harkonnen crysknife",
                     "mod: give_card atreides maula pistol", "mod: give_card atreides snooper")
    duel.do("a: plan 5 thufir hawat maula pistol snooper")
    duel.do("h: plan 0 umman kudu crysknife")
    answer_traitors(duel)
    s = duel.state
    assert "Crysknife" in s.treachery_discard
    assert s.battles.current.keep_pending
    duel.rejects("h: keep all", "no played cards")
    duel.rejects("a: keep crysknife", "you played maula pistol, snooper")
    duel.do("a: keep maula pistol")
    assert "Maula Pistol" in duel.state.players[A].hand
    assert "Snooper" in duel.state.treachery_discard


def test_a_traitor_wins_the_battle_outright(duel):
    # X.D.1-2: the traitor's side loses everything; the caller loses nothing and is paid
    fight_in_carthag(duel, 5)
    duel.state.players[H].traitors = ["Duncan Idaho"]
    spice = duel.state.players[H].spice
    duel.do("a: plan 5 duncan idaho")
    events = duel.do("h: plan 0 umman kudu")
    assert any(e.kind == "traitor_chance" and e.audience == "seat:h" for e in events)
    duel.rejects("a: call_traitor yes", "not a traitor in your pay", "call_traitor no")
    events = duel.do("h: call_traitor yes")
    assert not [e for e in events if e.is_public]  # secret until every answer is in
    events = duel.do("a: call_traitor no")
    assert any(e.kind == "treachery" and "Duncan Idaho" in say(e.text) for e in events)
    s = duel.state
    assert "Carthag" in s.forces and A not in s.forces["Carthag"][10]
    assert s.forces["Carthag"][10][H] == 10  # nothing lost, even the dial
    assert "Duncan Idaho" in s.players[A].leaders_in_tanks
    assert s.players[H].spice == spice + 2


def test_a_traitor_may_be_left_unrevealed(duel):
    # Q&A 7: a player need not reveal his traitor
    fight_in_carthag(duel, 5)
    duel.state.players[H].traitors = ["Duncan Idaho"]
    duel.do("a: plan 3 duncan idaho")
    duel.do("h: plan 0 umman kudu")
    duel.do("h: call_traitor no")
    duel.do("a: call_traitor no")
    assert duel.state.forces["Carthag"][10] == {A: 2}  # fought as if no traitor


def test_both_leaders_traitors(duel):
    # X.D.3: both lose tokens, cards and leaders; neither gets spice
    fight_in_carthag(duel, 5)
    duel.state.players[H].traitors = ["Duncan Idaho"]
    duel.state.players[A].traitors = ["Umman Kudu"]
    spice = {f: p.spice for f, p in duel.state.players.items()}
    duel.do("a: plan 5 duncan idaho")
    duel.do("h: plan 0 umman kudu")
    duel.do("h: call_traitor yes")
    duel.do("a: call_traitor yes")
    s = duel.state
    assert "Carthag" not in s.forces
    assert {f: p.spice for f, p in s.players.items()} == spice


def test_lasgun_and_shield_destroy_everything_in_the_territory(duel):
    # Player aid pad A.5 and Q&A A.3: every token in the territory is lost, including those
    # of players who were not involved in the battle, and the spice too
    duel.script("mod: set_tokens atreides 5 carthag", "mod: set_tokens emperor 3 carthag",
                "mod: give_card atreides lasgun", "mod: give_card harkonnen shield")
    end_movement(duel)
    duel.do("a: battle carthag harkonnen")  # X.A.4: the Emperor waits for a later battle
    duel.do("a: prescience none")
    duel.state.spice["Carthag"] = {10: 4}
    duel.state.bank -= 4
    spice = {f: p.spice for f, p in duel.state.players.items()}
    tanks = {f: p.tanks for f, p in duel.state.players.items()}
    duel.do("a: plan 1 duncan idaho lasgun")
    duel.do("h: plan 1 umman kudu none shield")
    answer_traitors(duel)
    s = duel.state
    assert "Carthag" not in s.forces and "Carthag" not in s.spice
    assert s.players[E].tanks == tanks[E] + 3
    assert s.players[A].tanks == tanks[A] + 5 and s.players[H].tanks == tanks[H] + 10
    assert {"Duncan Idaho", "Umman Kudu"} <= set(s.players[A].leaders_in_tanks
                                                  + s.players[H].leaders_in_tanks)
    assert {f: p.spice for f, p in s.players.items()} == spice
    assert {"Lasgun", "Shield"} <= set(s.treachery_discard)


def test_a_traitor_call_prevents_the_explosion_for_the_caller(duel):
    # Issue 3 / X.D.2: the caller loses nothing, whatever was played
    fight_in_carthag(duel, 5, "mod: give_card atreides lasgun",
                     "mod: give_card harkonnen shield")
    duel.state.players[H].traitors = ["Duncan Idaho"]
    duel.do("a: plan 1 duncan idaho lasgun")
    duel.do("h: plan 1 umman kudu none shield")
    answer_traitors(duel, "h")
    assert duel.state.forces["Carthag"][10] == {H: 10}


def test_aggressor_chooses_order_and_opponent_when_three_share_a_territory(duel):
    # X.A.4: the aggressor picks whom he battles first
    fight = "mod: set_tokens emperor 3 carthag"
    duel.do("mod: set_tokens atreides 5 carthag")
    duel.do(fight)
    end_movement(duel)
    assert duel.state.battles.current is None
    duel.rejects("h: battle carthag", "not the aggressor")
    duel.rejects("a: battle carthag", "name an opponent", "Emperor")
    duel.do("a: battle carthag emperor")
    assert duel.state.battles.current.defender == E


def test_a_leader_fights_in_one_territory_per_round(duel):
    # X.C.8: a surviving leader may not fight in another territory the same round
    duel.do("mod: set_tokens atreides 5 carthag")
    duel.do("mod: set_tokens atreides 3 the great flat")
    duel.do("mod: set_tokens emperor 3 the great flat")
    end_movement(duel)
    duel.do("a: battle carthag")
    duel.do("a: prescience none")
    duel.do("a: plan 5 thufir hawat")
    duel.do("h: plan 0 umman kudu")
    answer_traitors(duel)
    assert duel.state.battles.current.territory == "The Great Flat"
    duel.do("a: prescience none")
    duel.rejects("a: plan 1 thufir hawat", "no leader you can play", "Lady Jessica")


def test_last_combatants_dial_the_next_storm(duel):
    # VI.B: the two players who last used the wheels dial the storm
    fight_in_carthag(duel, 5)
    duel.do("a: plan 3 thufir hawat")
    duel.do("h: plan 0 umman kudu")
    answer_traitors(duel)
    assert set(duel.state.storm_dialers) == {A, H}


@pytest.fixture
def bg_duel(make_game):
    """Atreides (aggressor) against the Bene Gesserit in Carthag."""
    game = make_game("a:atreides,b:bene_gesserit,h:harkonnen", seed=4)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    game.do("mod: set_tokens harkonnen 0 carthag")
    game.do("mod: set_tokens atreides 5 carthag")
    game.do("mod: set_tokens bene_gesserit 4 carthag")
    game.do("mod: give_card atreides chaumas")
    game.do("mod: give_card atreides crysknife")
    end_movement(game)
    return game


def test_voice_comes_first_and_binds_the_opponent(bg_duel):
    # Bene Gesserit shield: the Voice; Q&A 6: voice before prescience, plans after
    g = bg_duel
    b = g.state.battles.current
    assert b.voice_pending and b.prescience_pending
    g.rejects("a: plan 2 duncan idaho", "wait for the bene gesserit")
    g.rejects("a: prescience weapon", "voice comes before prescience")
    g.do("b: voice not poison weapon")
    g.do("a: prescience none")
    g.rejects("a: plan 2 duncan idaho chaumas", "voice forbids", "poison weapon")
    g.do("a: plan 2 duncan idaho crysknife")


def test_voice_play_must_be_obeyed_when_possible(bg_duel):
    g = bg_duel
    g.do("b: voice play projectile weapon")
    g.do("a: prescience none")
    g.rejects("a: plan 2 duncan idaho", "commands you to play")
    g.do("a: plan 2 duncan idaho crysknife")


def test_prescience_shows_one_element_which_then_stays_fixed(bg_duel):
    # Atreides shield: one element of the opponent's plan; Q&A 6: the rest may change
    g = bg_duel
    g.do("b: voice none")
    g.do("a: prescience dial")
    events = g.do("b: plan 3 alia")
    seen = [e for e in events if e.kind == "prescience_seen"]
    assert seen and seen[0].audience == "seat:a" and "dial is 3" in say(seen[0].text)
    assert not any(e.is_public and "3" in say(e.text) for e in events)
    g.rejects("b: plan 4 alia", "cannot change")
    g.do("b: plan 3 wanna marcus")


def test_fighting_without_leaders_by_common_consent(duel):
    # Q&A 7: by common consent, no leaders; announced before the plans are complete
    fight_in_carthag(duel, 5)
    duel.do("a: no_leaders")
    duel.rejects("a: no_leaders", "already offered")
    duel.do("h: no_leaders")
    duel.rejects("a: plan 3 duncan idaho", "without leaders")
    duel.do("a: plan 3 none")
    duel.do("h: plan 2 none")  # no leader revealed: no traitor window
    assert duel.state.forces["Carthag"][10] == {A: 2}


def test_the_deadline_plan_obeys_the_voice(bg_duel):
    # Bene Gesserit shield: a forced (deadline) plan must obey the Voice like any other
    g = bg_duel
    g.do("mod: give_card atreides cheap hero")
    g.do("b: voice play cheap hero")
    g.do("a: prescience none")
    g.do("mod: force a")
    assert g.state.battles.current.plans[A].leader == "Cheap Hero"


def test_the_voice_forbidding_the_only_cheap_hero_leaves_no_leader(bg_duel):
    # X.C.9-10 with the Voice: a player whose only "leader" is a forbidden Cheap Hero plays
    # none (and so no cards); the deadline's plan does the same
    g = bg_duel
    g.do("mod: give_card atreides cheap hero")
    g.state.players[A].leaders_in_tanks = [
        "Thufir Hawat", "Lady Jessica", "Gurney Halleck", "Duncan Idaho", "Dr. Yueh"]
    g.do("b: voice not cheap hero")
    g.do("a: prescience none")
    g.rejects("a: plan 2 cheap hero", "no leader to play", "use `none`")
    g.do("mod: force a")
    assert g.state.battles.current.plans[A].leader is None


def test_the_deadline_plan_without_leaders_by_consent_has_no_leader(duel):
    # Q&A 7: after both agreed, a forced plan is the dial alone
    fight_in_carthag(duel, 5)
    duel.do("a: no_leaders")
    duel.do("h: no_leaders")
    duel.do("mod: force")
    assert duel.state.forces["Carthag"][10] == {A: 5}  # 0 against 0: the aggressor wins


def test_fighting_without_leaders_is_agreed_after_the_voice_and_prescience(bg_duel):
    # Q&A 6: the Voice, then prescience, then the plans; Q&A 7: fighting without leaders
    # is agreed before the plans, so like a plan it waits for both powers
    # (docs/rules-notes.md, "No leaders after the Voice")
    g = bg_duel
    g.rejects("a: no_leaders", "wait for the bene gesserit")
    g.do("b: voice none")
    g.rejects("b: no_leaders", "wait for atreides prescience")
    g.do("a: prescience none")
    g.do("b: no_leaders")
    assert g.state.battles.current.no_leaders == [Faction.BENE_GESSERIT]


def test_the_voice_binds_nothing_in_a_battle_without_leaders(bg_duel):
    # Q&A 7 with the Bene Gesserit shield: only the dial counts, so no card can be commanded
    g = bg_duel
    g.do("mod: give_card atreides cheap hero")
    g.do("b: voice play cheap hero")
    g.do("a: prescience none")
    g.do("a: no_leaders")
    g.do("b: no_leaders")
    g.do("a: plan 2 none")
    assert A in g.state.battles.current.plans

"""XVII: special Karama powers (option `karama_powers`, player aid pad B.6.B), Q&A A.7-8."""

from __future__ import annotations

import json

from engine.core.simulation import checked_game, sample_origin
from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.phases import battle_plan
from engine.rulesets.classic.phases.movement import current
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.view.view import public as public_view

from .conftest import Game
from .helpers import end_movement, to_movement_round, to_turn_storm
from .option_game import OptionGame, hold

A, H, E, G, F, B = (Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR, Faction.GUILD,
                    Faction.FREMEN, Faction.BENE_GESSERIT)


def powers(seats: str | None = None) -> OptionGame:
    return OptionGame(seats, karama_powers=True) if seats else OptionGame(karama_powers=True)


def private_to(events, seat: str) -> list[str]:
    return [e.text for e in events if not e.is_public and e.visible_to(seat)]


# -- B.6.B.1 Harkonnen ---------------------------------------------------------------------


def test_harkonnen_take_cards_unseen_and_give_as_many():
    # XVII, pad B.6.B.1
    game = powers()
    to_turn_storm(game, 1)
    hold(game, "harkonnen", "Karama", "Baliset", "Kulon")
    hold(game, "atreides", "Lasgun", "Shield", "Snooper")
    events = game.do("h: karama take atreides: Baliset, Kulon")
    atreides, harkonnen = game.state.players[A].hand, game.state.players[H].hand
    assert sorted(atreides) == sorted(["Baliset", "Kulon", *(c for c in ("Lasgun", "Shield",
                                       "Snooper") if c in atreides)])
    assert len(atreides) == 3 and len(harkonnen) == 2
    assert set(harkonnen) <= {"Lasgun", "Shield", "Snooper"}
    assert "Karama" in game.state.treachery_discard
    public = " ".join(game.public_texts(events)) + json.dumps(
        public_view(game.state)["players"])  # (the discard pile holds the cards replaced)
    assert not any(c in public for c in harkonnen)  # taken unseen, told only privately
    assert any(all(c in t for c in harkonnen) for t in private_to(events, "h"))
    assert any("Baliset" in t for t in private_to(events, "a"))


def test_harkonnen_cannot_give_more_than_the_victim_holds():
    game = powers()
    to_turn_storm(game, 1)
    hold(game, "harkonnen", "Karama", "Baliset", "Kulon")
    hold(game, "atreides", "Lasgun")
    game.rejects("h: karama take atreides: Baliset, Kulon", "one to 1")
    game.rejects("h: karama take atreides: Lasgun", "no Lasgun left to give",
                 "Cards you may give: Baliset, Kulon")
    game.rejects("h: karama take atreides: Baliset, Baliset", "no Baliset left to give")
    game.rejects("h: karama take atreides: Karama", "besides the Karama you play")
    game.rejects("h: karama take atreides", "one to 1")


def test_only_the_harkonnen_take_and_only_with_the_option():
    game = powers()
    to_turn_storm(game, 1)
    hold(game, "atreides", "Karama", "Baliset")
    game.rejects("a: karama take harkonnen: Baliset", "special karama power of the harkonnen")
    basic = Game()
    to_turn_storm(basic, 1)
    hold(basic, "harkonnen", "Karama", "Baliset")
    basic.rejects("h: karama take atreides: Baliset", "without special karama powers")


# -- B.6.B.2 Atreides ----------------------------------------------------------------------


def to_sent_plan() -> tuple[OptionGame, str]:
    """Atreides against Harkonnen in Carthag, the Harkonnen plan sent; its leader."""
    game = powers("a:atreides,h:harkonnen,e:emperor")
    to_movement_round(game)
    game.do("mod: set_tokens atreides 5 carthag")
    end_movement(game)
    game.do("a: prescience none")
    leader = battle_plan.leaders_available(game.state, H, "Carthag")[0]
    game.do(f"h: plan 2 '{leader}'")
    hold(game, "atreides", "Karama")
    return game, leader


def test_atreides_see_a_whole_plan_which_then_stays():
    # XVII, pad B.6.B.2; the plan seen stays until the reveal (as prescience's, Q&A 6)
    game, leader = to_sent_plan()
    events = game.do("a: karama see harkonnen")
    assert any(leader in t and "dial 2" in t for t in private_to(events, "a"))
    public = " ".join(game.public_texts(events)) + json.dumps(public_view(game.state))
    assert leader not in public
    assert not any(leader in say(d.prompt) for d in RULESET.pending(game.state))
    game.rejects(f"h: plan 3 '{leader}'", "seen your whole plan")
    game.do(f"h: plan 2 '{leader}'")  # the same plan is no change


def test_atreides_see_only_a_plan_sent():
    game, _ = to_sent_plan()
    game.rejects("a: karama see emperor", "no battle plan sent")
    game.rejects("a: karama see atreides", "another faction")


# -- B.6.B.3 Guild -------------------------------------------------------------------------


def test_guild_stop_one_shipment_from_off_planet():
    # XVII, pad B.6.B.3
    game = powers()
    to_movement_round(game)
    hold(game, "guild", "Karama")
    order = game.state.movement.order
    victim = order[-1] if order[-1] != G else order[-2]
    game.do(f"g: karama stop {victim.value}")
    assert game.state.movement.stopped == [victim]
    while current(game.state) != victim:
        now = current(game.state)
        game.do(f"{game.state.players[now].seat}: done")
        if game.state.movement.advisor_for:
            game.do("b: advise no")
    seat = game.state.players[victim].seat
    game.rejects(f"{seat}: ship 1 the great flat", "stopped your shipment")
    ships = [c for c in RULESET.legal(game.state, seat) if c.name == "ship"
             and getattr(c, "source", None) is None]
    assert ships == []


def test_guild_cannot_stop_the_fremen_who_do_not_ship_from_off_planet():
    # pad B.6.B.3 "stop one off-planet shipment"; Fremen shield: their reserves are on the
    # far side of Dune, so they ship nothing from off-planet
    game = powers()
    to_movement_round(game)
    hold(game, "guild", "Karama")
    game.rejects("g: karama stop fremen", "cannot stop them")
    assert not [c for c in RULESET.legal(game.state, "g")
                if c.name == "karama" and "fremen" in RULESET.registry.usage_of(c).lower()]


def test_guild_stop_only_a_shipment_still_to_come():
    game = powers()
    to_movement_round(game)
    hold(game, "guild", "Karama")
    victim = next(f for f in game.state.movement.order if f != G)
    while current(game.state) != victim:
        game.do(f"{game.state.players[current(game.state)].seat}: done")
    game.do(f"{game.state.players[victim].seat}: done")
    game.rejects(f"g: karama stop {victim.value}", "no shipment still to make")


# -- B.6.B.4 Bene Gesserit, Q&A A.7 ----------------------------------------------------------


def to_bg_bid() -> OptionGame:
    game = powers()
    to_turn_storm(game, 1)
    game.do("mod: set_storm 1")
    d1, d2 = (game.state.players[f].seat for f in game.state.storm_dialers)
    game.do(f"{d1}: dial 0")
    game.do(f"{d2}: dial 0")
    while game.state.bidding.turn != B:
        game.do(f"{game.state.players[game.state.bidding.turn].seat}: pass")
    return game


def test_bene_gesserit_play_a_worthless_card_as_karama():
    # XVII, pad B.6.B.4
    game = to_bg_bid()
    hold(game, "bene_gesserit", "Baliset")
    game.do("b: karama buy")
    assert game.state.bidding.karama_buyer == B
    assert "Baliset" in game.state.treachery_discard


def test_without_the_option_a_worthless_card_is_no_karama():
    game = Game()
    to_turn_storm(game, 1)
    hold(game, "bene_gesserit", "Baliset")
    game.rejects("b: karama bene_gesserit", "do not hold a karama")


def test_karama_bars_the_worthless_card_and_both_are_lost():
    # Pad B.6.A.3 (optional rule) and Q&A A.7: both cards played are discarded
    game = to_bg_bid()
    hold(game, "bene_gesserit", "Baliset")
    hold(game, "atreides", "Karama")
    game.do("a: karama bene_gesserit")
    assert game.state.worthless_barred
    game.do("b: karama buy")
    assert game.state.bidding.karama_buyer is None
    assert game.state.players[B].hand == []
    assert {"Karama", "Baliset"} <= set(game.state.treachery_discard)
    assert not game.state.worthless_barred


def test_a_barred_bene_gesserit_play_their_real_karama():
    game = to_bg_bid()
    hold(game, "bene_gesserit", "Baliset", "Karama")
    game.state.worthless_barred = True
    game.do("b: karama buy")
    assert game.state.bidding.karama_buyer == B
    assert game.state.players[B].hand == ["Baliset"]


# -- B.6.B.5 Fremen, Q&A A.8 ------------------------------------------------------------------


def test_fremen_call_a_worm_that_devours_but_signals_no_nexus():
    # XVII, pad B.6.B.5; Q&A A.8: no nexus from a Karama worm
    game = powers()
    to_turn_storm(game, 2)
    hold(game, "fremen", "Karama")
    game.do("mod: set_tokens harkonnen 3 funeral plain")
    game.do("mod: set_tokens fremen 2 funeral plain")
    game.do("mod: set_board_spice 6 funeral plain")
    tanks = game.state.players[H].tanks
    game.do("f: karama worm funeral plain")
    assert game.state.players[H].tanks == tanks + 3
    assert game.state.forces["Funeral Plain"][14] == {F: 2}
    assert "Funeral Plain" not in game.state.spice
    assert not game.state.nexus and game.state.nexus_ready is None


def test_fremen_worm_devours_only_in_the_desert():
    game = powers()
    to_turn_storm(game, 2)
    hold(game, "fremen", "Karama")
    game.rejects("f: karama worm carthag", "sand territory")


def test_fremen_worm_spares_harg_pass_made_a_stronghold():
    # pad B.6.B.5 with the Italian XVIII.C.1: the Harg Pass sietch shelters like the
    # other strongholds, so a worm called there devours nothing, and none is offered there
    game = OptionGame(karama_powers=True, sietch_strongholds=True)
    to_turn_storm(game, 2)
    hold(game, "fremen", "Karama")
    game.do("mod: set_tokens emperor 3 harg pass 3")
    game.rejects("f: karama worm harg pass", "sand territory")
    offered = [c for c in RULESET.legal(game.state, "f") if c.name == "karama"]
    assert offered and not any("Harg Pass" in RULESET.registry.usage_of(c) for c in offered)


def test_another_factions_power_is_refused_naming_its_owner():
    # XVII, pad B.6.B: each power is its own character's; the refusal names the owner
    # whatever the name's ending ("the Emperor", "the Spacing Guild")
    game = powers()
    to_turn_storm(game, 1)
    hold(game, "atreides", "Karama")
    game.rejects("a: karama revive 1", "the special karama power of the emperor: only they")
    game.rejects("a: karama stop harkonnen",
                 "the special karama power of the spacing guild: only they")


# -- B.6.B.6 Emperor ---------------------------------------------------------------------------


def test_emperor_revive_three_tokens_or_one_leader_free():
    # XVII, pad B.6.B.6
    game = powers()
    to_turn_storm(game, 1)
    hold(game, "emperor", "Karama", "Karama")
    game.state.players[E].tanks, game.state.players[E].reserves = 5, 15
    spice = game.state.players[E].spice
    game.rejects("e: karama revive 4", "1 to 3")
    game.do("e: karama revive 3")
    assert (game.state.players[E].tanks, game.state.players[E].reserves) == (2, 18)
    game.do("mod: kill_leader bashar")
    game.do("e: karama revive bashar")
    assert game.state.players[E].leaders_in_tanks == []
    assert game.state.players[E].spice == spice


# -- random games ------------------------------------------------------------------------------


def test_random_games_with_both_options_keep_every_invariant_and_replay():
    # XV.B and XVII under the random agents: every listed command accepted, invariants kept
    options = {"advantages": True, "karama_powers": True}
    for seed in range(3):
        summary = checked_game(RULESET, sample_origin(RULESET, seed, 6, options), seed)
        assert summary.error is None, summary.error


def test_a_worthless_card_in_the_battle_plan_is_not_played_as_karama():
    # Pad B.6.B.4 with X.B.3: a card in the plan sent stays in it; the Karama card is played
    game = powers("a:atreides,b:bene_gesserit,h:harkonnen")
    to_movement_round(game)
    game.do("mod: set_tokens bene_gesserit 3 arrakeen")
    hold(game, "bene_gesserit", "Baliset", "Karama")
    end_movement(game)
    game.do("b: voice none")
    game.do("a: prescience dial")
    leader = battle_plan.leaders_available(game.state, B, "Arrakeen")[0]
    game.do(f"b: plan 1 '{leader}' Baliset")
    game.do("b: karama atreides")
    assert game.state.players[B].hand == ["Baliset"]
    assert game.state.battles.current.prescience is None

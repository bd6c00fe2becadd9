"""Edges of the rules that the round-by-round scenarios left open: exactly all of one's
spice, nothing to revive, the first turn's storm, out-of-turn commands. Each test here
fails on a one-token mistake in the rules code that no other test noticed."""

from engine.core.words import say
from engine.rulesets.classic.board.order import storm_order
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase, Prediction
from engine.rulesets.classic.phases import setup
from engine.rulesets.classic.phases.movement import current
from engine.rulesets.classic.protocol.ruleset import RULESET

from .helpers import (
    answer_traitors,
    dial_storm,
    end_movement,
    to_movement_round,
    to_turn_storm,
)
from .test_alliance_powers import ally, nexus, ready_all, to_emperors_revival_gift
from .test_alliances import at_nexus
from .test_battles import fight_in_carthag
from .test_spice_blow import _worm_turn, close_nexus

A, H, E, F, G = (Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR, Faction.FREMEN,
                 Faction.GUILD)


def test_a_bribe_may_be_all_of_ones_spice(game):
    # XIII.C: spice may be part of any deal; only more than one holds is refused
    held = game.state.players[F].spice
    game.do(f"f: bribe emperor {held}")
    assert game.state.players[F].spice == 0


def test_a_pledge_may_be_all_of_ones_spice_and_lowering_it_returns_the_difference(make_game):
    # XII.E.3: allies may pay for each other's cards and shipments, with the spice they have
    game = at_nexus(make_game("a:atreides,h:harkonnen,e:emperor"))
    game.script("a: ally harkonnen", "h: ally atreides")
    held = game.state.players[A].spice
    game.do(f"a: support harkonnen {held}")
    assert game.state.players[A].spice == 0
    game.do(f"a: support harkonnen {held - 2}")
    assert game.state.players[A].spice == 2
    assert game.state.support == {H: {A: held - 2}}


def test_no_revival_is_announced_when_the_tanks_are_empty(game):
    # IX.B.1: free revivals come from the tanks; with none there, nothing is revived
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    events = []
    while game.state.phase in (Phase.BIDDING, Phase.REVIVAL):
        events += game.do("mod: force")
    assert game.state.phase == Phase.MOVEMENT
    assert not any(e.kind in ("revival", "revival_round") for e in events)


def test_the_first_storm_round_asks_for_zero_to_twenty(game):
    # VI.A: on the first turn the dialers dial from zero to twenty
    to_turn_storm(game, 1)
    assert any("each dial 0 to 20" in t for t in game.public_texts())


def test_the_moderator_sets_spice_from_and_to_the_bank(game):
    # II.E: spice not held by a player or on the board is in the bank; a repair keeps the total
    to_turn_storm(game, 1)
    bank, held = game.state.bank, game.state.players[F].spice
    game.do(f"mod: set_spice fremen {held + 5}")
    assert game.state.bank == bank - 5


def test_without_leaders_no_weapon_may_be_played(make_game):
    # Q&A 7: fighting without leaders by common consent, only the dial counts
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    fight_in_carthag(game, 5, "mod: give_card atreides crysknife",
                     "mod: give_card atreides shield")
    game.script("a: no_leaders", "h: no_leaders")
    game.rejects("a: plan 3 none crysknife", "without leaders")
    game.rejects("a: plan 3 none none shield", "without leaders")


def test_every_player_draws_four_traitor_discs(game):
    # III.E.2: each player draws four leader discs at random and keeps one opponent's
    # from one pile, so no disc is drawn twice
    drawn = [p.traitor_draw for f, p in game.state.players.items() if f != H]
    assert all(len(d) == 4 for d in drawn)
    discs = [n for d in drawn for n in d] + game.state.players[H].traitors
    assert len(discs) == len(set(discs))


def test_karama_against_the_atreides_outside_bidding_and_battle_is_refused(make_game):
    # Pad B.6.A.1: the Karama stops the Atreides' prescience of cards up for bid or of a
    # battle plan; at any other time it has nothing to stop
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.do("mod: give_card emperor karama")
    game.rejects("e: karama atreides", "not seeing the future now")


def test_the_voice_must_name_a_card_kind(make_game):
    # Bene Gesserit shield: the Voice commands a kind of card to be played or not
    game = make_game("a:atreides,b:bene_gesserit,h:harkonnen", seed=4)
    to_movement_round(game)
    game.script("mod: set_tokens harkonnen 0 carthag", "mod: set_tokens atreides 5 carthag",
                "mod: set_tokens bene_gesserit 4 carthag")
    end_movement(game)
    assert game.state.battles.current.voice_pending
    game.rejects("b: voice play lute", "name what the opponent must")


def test_a_player_who_cannot_outbid_is_told_to_pass(game):
    # VIII.B.2 and VIII.C: a bid must raise and may not exceed the spice held, so a player
    # holding no more than the top bid can only pass
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    b = game.state.bidding
    first, second = b.turn, None
    game.do(f"{game.state.players[first].seat}: bid 1")
    second = game.state.bidding.turn
    game.state.players[second].spice = 1
    err = game.rejects(f"{game.state.players[second].seat}: bid 2", "only 1 spice")
    assert say(err.hint) == "Pass. Your moves now: `pass`."


def test_a_stronghold_win_on_the_last_turn_beats_the_guilds_default_win(make_game):
    # IV: three strongholds at the end of a turn win; the Guild shield's win applies only
    # if nobody has won by the end of the last turn
    game = make_game("a:atreides,g:guild,f:fremen", seed=2)
    game.state.options = game.state.options.model_copy(update={"max_turns": 1})
    to_movement_round(game)
    game.script("mod: set_tokens fremen 0 sietch tabr", "mod: set_tokens atreides 1 carthag",
                "mod: set_tokens atreides 1 sietch tabr")
    while game.state.phase != Phase.ENDED:
        game.do("mod: force")
    assert game.state.winners == [A]


def test_karama_cancels_prescience_still_to_be_chosen(make_game):
    # Pad B.6.A.1: a Karama stops the Atreides' prescience in a battle, also before they
    # have chosen what to see
    fight = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(fight)
    fight.do("mod: set_tokens atreides 5 carthag")
    end_movement(fight)
    assert fight.state.battles.current.prescience_pending
    fight.do("mod: give_card harkonnen karama")
    fight.do("h: karama atreides")
    b = fight.state.battles.current
    assert not b.prescience_pending and b.prescience is None
    fight.rejects("a: prescience weapon")


def test_four_players_sit_at_the_dots_of_sectors_2_5_11_and_14(make_game):
    # VI.A, IX.A (rules notes): fewer than six players spread over the six dots in seating
    # order, as evenly as the board allows
    game = make_game("a:atreides,h:harkonnen,e:emperor,g:guild")
    assert [p.dot for p in game.state.players.values()] == [2, 5, 11, 14]


def test_the_moderator_may_place_tokens_under_the_storm(game):
    # Moderator repairs put the table right, wherever the storm stands
    to_turn_storm(game, 1)
    storm = game.state.storm
    game.do(f"mod: set_tokens emperor 2 cielago north {storm}")
    assert game.state.forces["Cielago North"][storm] == {E: 2}


def test_the_moderators_sector_hint_may_point_into_the_storm(game):
    # Moderator repairs place tokens wherever the table needs them, storm or not, so the
    # example sector offered is simply the territory's first
    to_turn_storm(game, 1)
    game.do("mod: set_storm 18")
    err = game.rejects("mod: set_tokens emperor 2 cielago north", "say which")
    assert "Cielago North 18`" in say(err.hint)


def buy_current_card(game, buyer, price=1):
    """`buyer` bids `price` on the card up for bid when his turn comes; the others pass."""
    index = game.state.bidding.index
    while game.state.bidding and game.state.bidding.index == index:
        turn = game.state.bidding.turn
        line = f"bid {price}" if turn == buyer else "pass"
        game.do(f"{game.state.players[turn].seat}: {line}")


def test_karama_spares_the_harkonnen_bonus_until_they_buy(make_game):
    # Pad B.6.A.2: a Karama stops the Harkonnen taking their next free card, whoever buys
    # the cards before theirs
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    game.do("mod: give_card emperor karama")
    game.do("e: karama harkonnen")
    buy_current_card(game, A)
    hand = len(game.state.players[H].hand)
    buy_current_card(game, H)
    assert len(game.state.players[H].hand) == hand + 1  # the card, no bonus


def test_a_second_alliance_is_announced_with_its_own_members(make_game):
    # XII.C.3: each alliance is made public; a second alliance is not the first
    game = at_nexus(make_game("a:atreides,h:harkonnen,e:emperor,g:guild"))
    game.script("a: ally harkonnen", "h: ally atreides", "e: ally guild")
    events = game.do("g: ally emperor")
    news = [e for e in events if e.kind == "alliance"]
    assert [set(e.data["members"]) for e in news] == [{"emperor", "guild"}]
    assert [set(a) for a in game.state.alliances] == [{A, H}, {E, G}]


def test_a_blank_bribe_note_adds_no_empty_terms(game):
    # XIII.C: the terms of a deal are stated aloud; blank terms are no terms
    events = game.do('a: bribe harkonnen 1 "  "')
    assert say(events[0].text) == "Atreides pays Harkonnen 1 spice."


def test_the_moderator_may_lower_spice_that_an_allys_pledge_covers(make_game):
    # VIII.C with XII.E.3: a standing top bid needs only what the ally's pledge does not
    # cover, so a repair may take the rest
    game = at_nexus(make_game("a:atreides,h:harkonnen,e:emperor"))
    game.script("a: ally harkonnen", "h: ally atreides", "a: ready", "h: ready", "e: ready")
    game.do("a: support harkonnen 5")
    h_spice = game.state.players[H].spice
    while game.state.bidding.turn != H:
        game.do(f"{game.state.players[game.state.bidding.turn].seat}: pass")
    game.do(f"h: bid {h_spice + 3}")
    game.rejects(f"mod: set_spice harkonnen {h_spice - 3}", "needs", str(h_spice - 2))
    game.do(f"mod: set_spice harkonnen {h_spice - 2}")
    assert game.state.players[H].spice == h_spice - 2


def test_a_bribe_records_its_terms_empty_when_none(game):
    # XIII.C: the public record of a deal holds its terms, empty when none were stated
    events = game.do("a: bribe harkonnen 1")
    assert events[0].data["note"] == ""
    events = game.do("a: bribe harkonnen 1 stay out")
    assert events[0].data["note"] == "stay out"


def test_changing_alliances_withdraws_a_readiness_to_end_the_nexus(make_game):
    # XII.C: the nexus lasts while alliances are still being made; a player who changes his
    # alliance is no longer ready to end it
    game = at_nexus(make_game("a:atreides,h:harkonnen,e:emperor"))
    game.do("a: ready")
    assert A in game.state.nexus_ready
    game.script("h: ally atreides", "a: ally harkonnen")
    assert A not in game.state.nexus_ready


def test_the_moderator_may_put_a_whole_reserve_on_the_board(make_game):
    # Moderator repairs: tokens come from the reserves, up to all of them
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    reserves = game.state.players[E].reserves
    game.do(f"mod: set_tokens emperor {reserves} the great flat")
    assert game.state.players[E].reserves == 0


def test_setting_absent_tokens_to_zero_changes_nothing(make_game):
    # Moderator repairs: setting a faction's count where it has none to none is harmless
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    before = game.state.forces.get("The Great Flat")
    game.do("mod: set_tokens emperor 0 the great flat")
    assert game.state.forces.get("The Great Flat") == before


def test_karama_against_the_harkonnen_bonus_outside_bidding_is_refused(make_game):
    # Pad B.6.A.2: the Karama stops the Harkonnen's next free card, in a bidding round only
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.do("mod: give_card emperor karama")
    game.rejects("e: karama harkonnen", "no harkonnen bonus card to prevent")


def to_move(game, faction):
    """Every player before `faction` in the movement round is done."""
    while (now := current(game.state)) != faction:
        game.do(f"{game.state.players[now].seat}: done")


def test_karama_stops_a_spiritual_advisor(make_game):
    # Pad B.6.A: a Karama stops a power of a shield once: here the Bene Gesserit's advisor
    # that would follow another player's shipment
    game = make_game("a:atreides,h:harkonnen,e:emperor,b:bene_gesserit", seed=2)
    to_movement_round(game)
    to_move(game, E)
    game.do("e: ship 1 arrakeen")
    assert game.state.movement.advisor_for == E
    game.do("mod: give_card harkonnen karama")
    reserves = game.state.players[Faction.BENE_GESSERIT].reserves
    events = game.do("h: karama bene_gesserit")
    assert game.state.movement.advisor_for is None
    assert game.state.players[Faction.BENE_GESSERIT].reserves == reserves
    assert any("no spiritual advisor" in say(e.text) for e in events)


def test_karama_ships_at_the_guild_rate_once_per_move(make_game):
    # Pad B.6.A.6: one Karama, one shipment at the Guild's rate
    game = make_game("a:atreides,h:harkonnen,e:emperor,g:guild", seed=2)
    to_movement_round(game)
    to_move(game, E)
    game.do("mod: give_card emperor karama")
    game.do("mod: give_card emperor karama")
    game.do("e: karama ship")
    game.rejects("e: karama ship", "before you ship")


def test_both_sides_agree_to_fight_without_leaders_only_when_the_second_agrees(make_game):
    # Q&A 7: by common consent: one offer is not consent; the plan shows no leader
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    fight_in_carthag(game, 5)
    events = game.do("a: no_leaders")
    assert not any("both sides agree" in say(e.text) for e in events)
    events = game.do("h: no_leaders")
    assert any("both sides agree" in say(e.text) for e in events)
    game.do("a: plan 3 none")
    events = game.do("h: plan 2 none")
    reveal = next(e for e in events if e.kind == "battle_reveal")
    assert "no leader" in say(reveal.text)


def test_a_standing_bid_never_goes_past_the_spice_held(game):
    # VIII.C: a standing instruction raises by one, never beyond the spice held
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    order = storm_order(game.state)
    second, third = order[1], order[2]
    game.state.players[second].spice = 10
    game.state.players[third].spice = 2
    game.do(f"{game.state.players[second].seat}: auto 4")
    game.do(f"{game.state.players[third].seat}: auto 9")
    game.do(f"{game.state.players[order[0]].seat}: bid 1")
    b = game.state.bidding
    assert (b.high_bidder, b.high_bid) == (second, 2)


def test_a_standing_bid_passes_once_the_bid_reaches_its_limit(game):
    # VIII.B.2: a standing instruction raises by one up to its limit, then passes
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    order = storm_order(game.state)
    game.state.players[order[0]].spice = 10
    game.state.players[order[1]].spice = 10
    game.do(f"{game.state.players[order[1]].seat}: auto 4")
    game.do(f"{game.state.players[order[0]].seat}: bid 4")
    b = game.state.bidding
    assert (b.high_bidder, b.high_bid) == (order[0], 4)


def test_the_first_storm_dial_is_refused_past_twenty(game):
    # VI.A: the first storm is dialed from zero to twenty
    to_turn_storm(game, 1)
    seat = game.state.players[game.state.storm_dialers[0]].seat
    err = game.rejects(f"{seat}: dial 21", "from 0 to 20")
    assert err.rule == "VI.A"


def test_ghola_may_revive_every_token_in_the_tanks(make_game):
    # Pad B.4: up to five tokens from the tanks, all of them if fewer are there
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.do("mod: give_card harkonnen tleilaxu ghola")
    game.do("mod: set_tokens harkonnen 7 carthag via=tanks")
    assert game.state.players[H].tanks == 3
    game.do("h: ghola 3")
    assert game.state.players[H].tanks == 0


def atreides_win_turn_one(make_game, prediction: Prediction) -> list:
    """The Atreides take Carthag and Tuek's Sietch on turn 1, the given prediction made:
    the winners at the end of the turn."""
    game = make_game("a:atreides,h:harkonnen,b:bene_gesserit", seed=2)
    game.do("mod: force")
    game.state.prediction = prediction
    to_movement_round(game)
    game.script("mod: set_tokens atreides 1 carthag", "mod: set_tokens harkonnen 0 carthag",
                "mod: set_tokens atreides 1 tueks sietch")
    while game.state.phase != Phase.ENDED and game.state.turn == 1:
        game.do("mod: force")
    return game.state.winners


def test_the_prediction_wins_only_for_the_predicted_faction(make_game):
    # Bene Gesserit shield: the prediction names a faction and a turn; another winner on
    # that turn is not the predicted one, and wins
    assert atreides_win_turn_one(make_game, Prediction(faction=H, turn=1)) == [A]


def test_a_prediction_for_another_turn_does_not_steal_the_win(make_game):
    # Bene Gesserit shield: the prediction must name the winner and the turn
    assert atreides_win_turn_one(make_game, Prediction(faction=A, turn=5)) == [A]


def test_keeping_cards_outside_a_battle_is_refused(make_game):
    # X.C.6: only the winner of a battle keeps or discards the cards he played
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.rejects("a: keep all", "no played cards to keep")


def test_paid_revival_is_limited_by_the_spice_at_two_each(game):
    # IX.B.2: each token beyond the free ones costs 2 spice
    to_turn_storm(game, 1)
    e = game.state.players[E]
    e.tanks, e.reserves = 5, e.reserves - 5
    dial_storm(game, 0, 1)
    while game.state.phase == Phase.BIDDING:
        game.do("mod: force")
    game.do("mod: set_spice emperor 3")
    game.rejects("e: revive 2", "at most 1")


def test_the_default_revival_pays_for_nothing(game):
    # IX.B.2 paid revival is a choice: a deadline default revives no token for spice
    to_turn_storm(game, 1)
    e = game.state.players[E]
    e.tanks, e.reserves = 5, e.reserves - 5
    dial_storm(game, 0, 1)
    while game.state.phase == Phase.BIDDING:
        game.do("mod: force")
    assert game.state.phase == Phase.REVIVAL and E in game.state.revival
    spice, tanks = game.state.players[E].spice, game.state.players[E].tanks
    while game.state.phase == Phase.REVIVAL:
        game.do("mod: force")
    assert (game.state.players[E].spice, game.state.players[E].tanks) == (spice, tanks)


def test_without_guild_or_fremen_the_most_strongholds_win_on_the_last_turn(make_game):
    # Q&A E.3: with neither the Guild nor the Fremen in play, the most strongholds win
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    game.state.options = game.state.options.model_copy(update={"max_turns": 1})
    to_movement_round(game)
    game.do("mod: set_tokens atreides 1 tueks sietch")  # Arrakeen and Tuek's Sietch
    while game.state.phase != Phase.ENDED:
        game.do("mod: force")
    assert game.state.winners == [A]


def test_without_the_shield_wall_the_storm_still_spares_rock(game):
    # VI.C with pad B.5: the Family Atomics open Arrakeen, Carthag and the Imperial Basin
    # to the storm; rock stays rock
    game.do("mod: force")
    game.script("mod: set_tokens harkonnen 4 rim wall west 8",
                "mod: set_tokens atreides 2 imperial basin 9", "mod: set_storm 7")
    game.state.shield_wall = False
    d1, d2 = (game.state.players[f].seat for f in game.state.storm_dialers)
    game.script("mod: stack spice cielago south", f"{d1}: dial 1", f"{d2}: dial 1")
    s = game.state
    assert s.forces["Rim Wall West"][8] == {H: 4}
    assert "Imperial Basin" not in s.forces


def test_a_players_sector_hint_avoids_the_storm(make_game):
    # IX.C.2.c-d: name the sector; no token may move into a sector in storm, so the example
    # offered is one outside it
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.do("mod: set_storm 8")
    to_move(game, A)
    err = game.rejects("a: move 2 arrakeen old gap", "say which")
    assert "Old Gap 9`" in say(err.hint)


def test_a_fremen_ally_with_empty_tanks_is_offered_no_revival_gift(make_game):
    # Fremen shield (XII.E.6): an ally's free revival of three needs tokens in the tanks
    game = make_game("a:atreides,h:harkonnen,e:emperor,f:fremen")
    nexus(game)
    ally(game, "fremen", "emperor")
    ready_all(game)
    game.state.players[E].reserves += game.state.players[E].tanks
    game.state.players[E].tanks = 0
    game.force_until(Phase.BIDDING)
    while game.state.phase == Phase.BIDDING:
        game.do("mod: force")
    assert game.state.revival_gift == []


def test_set_up_waits_for_the_fremen_to_place_their_tokens(game):
    # Fremen shield and III.E: set-up is over only when every choice is made, the Fremen's
    # placement of their ten tokens included
    for p in game.state.players.values():
        p.traitor_draw = []
    game.state.prediction = Prediction(faction=A, turn=1)
    game.state.fremen_to_place = 10
    assert not setup.complete(game.state)
    game.state.fremen_to_place = 0
    assert setup.complete(game.state)



def bene_gesserit_battle(make_game):
    """Atreides (aggressor) against the Bene Gesserit in Carthag; the Voice is pending."""
    game = make_game("a:atreides,b:bene_gesserit,h:harkonnen", seed=4)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    game.script("mod: set_tokens harkonnen 0 carthag", "mod: set_tokens atreides 5 carthag",
                "mod: set_tokens bene_gesserit 4 carthag")
    end_movement(game)
    return game


def test_a_voice_about_weapons_leaves_the_cheap_hero_playable(make_game):
    # X.C.9: a player with no leader must play a Cheap Hero(ine) if he has one; the Voice
    # binds only the kind it names
    game = bene_gesserit_battle(make_game)
    game.do("mod: give_card atreides cheap hero")
    game.state.players[A].leaders_in_tanks = [
        "Thufir Hawat", "Lady Jessica", "Gurney Halleck", "Duncan Idaho", "Dr. Yueh"]
    game.do("b: voice not projectile weapon")
    game.do("a: prescience none")
    game.rejects("a: plan 2 none", "cheap hero")
    game.do("a: plan 2 cheap hero")


def test_two_strongholds_do_not_win(make_game):
    # IV: three strongholds at the end of a turn win (four with two players); two do not
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.do("mod: set_tokens atreides 1 tueks sietch")  # Arrakeen and Tuek's Sietch
    while game.state.turn == 1:
        game.do("mod: force")
    assert game.state.phase != Phase.ENDED and not game.state.winners


def test_karama_is_offered_when_it_may_be_played(make_game):
    # Pad B.6.A.1: in the bidding round a Karama may stop the Atreides seeing the cards, so
    # the menus offer it
    from engine.rulesets.classic.phases import karama

    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    game.do("mod: give_card emperor karama")
    assert karama.usable(game.state, E, "atreides")


def test_set_up_choices_are_secret_but_the_fremen_placement_is_public(game):
    # III.E.2 and the shields: traitor picks and the prediction are secret; the Fremen
    # place their tokens on the open board
    decisions = game.session.ruleset.pending(game.state)
    kinds = {d.kind: d.secret for d in decisions}
    assert kinds["place"] is False
    assert all(secret for kind, secret in kinds.items() if kind != "place")


def test_the_same_card_twice_in_a_plan_needs_two_of_it(make_game):
    # X.B.3: a plan holds cards from the hand, one card per slot
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    fight_in_carthag(game, 5, "mod: give_card atreides baliset")
    game.rejects("a: plan 3 duncan idaho baliset baliset", "do not hold baliset twice")


def test_a_blow_into_the_storm_records_no_spice(game):
    # VII.A.1: if the blow's sector is in storm, no spice is placed that turn
    to_turn_storm(game, 1)
    game.do("mod: stack spice cielago south")
    dial_storm(game, 0, 1)  # storm in sector 1, where Cielago South blows
    blows = [e for e in game.events if e.kind == "spice_blow"]
    assert [e.data["amount"] for e in blows] == [0]


def test_the_menus_offer_no_pledge_that_would_break_a_backed_bid(make_game):
    # XII.E.3 and XIII.C: a pledge backing an ally's standing top bid cannot be withdrawn,
    # so the menu does not offer it
    game = at_nexus(make_game("a:atreides,h:harkonnen,e:emperor"))
    game.script("a: ally harkonnen", "h: ally atreides", "a: ready", "h: ready", "e: ready")
    game.do("a: support harkonnen 5")
    h_spice = game.state.players[H].spice
    while game.state.bidding.turn != H:
        game.do(f"{game.state.players[game.state.bidding.turn].seat}: pass")
    game.do(f"h: bid {h_spice + 3}")
    offered = [c for c in game.session.ruleset.legal(game.state, "a") if c.name == "support"]
    assert offered and all(c.amount != 0 for c in offered)


def test_only_the_two_sides_and_only_before_any_plan_may_offer_to_fight_without_leaders(
        make_game):
    # Q&A 7: the two players in the battle agree, before the plans are complete
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    fight_in_carthag(game, 5)
    game.rejects("e: no_leaders", "before any plan is sent")
    game.do("a: plan 3 duncan idaho")
    game.rejects("h: no_leaders", "before any plan is sent")


def test_a_killed_cheap_hero_is_discarded_not_sent_to_the_tanks(make_game):
    # Player aid pad A.6: a Cheap Hero(ine) is a card, discarded when played; only leaders
    # go to the tanks
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    fight_in_carthag(game, 5, "mod: give_card atreides cheap hero",
                     "mod: give_card harkonnen crysknife")
    game.do("a: plan 1 cheap hero")
    game.do("h: plan 1 umman kudu crysknife")
    answer_traitors(game)
    assert "Cheap Hero" not in game.state.players[A].leaders_in_tanks
    assert "Cheap Hero" in game.state.treachery_discard


def test_the_voice_cannot_force_a_card_on_a_player_without_a_leader(make_game):
    # X.C.10 outranks the Voice: with no leader and no Cheap Hero(ine) no card is played
    game = bene_gesserit_battle(make_game)
    game.do("mod: give_card atreides crysknife")
    game.state.players[A].hand = [c for c in game.state.players[A].hand if c != "Cheap Hero"]
    game.state.players[A].leaders_in_tanks = [
        "Thufir Hawat", "Lady Jessica", "Gurney Halleck", "Duncan Idaho", "Dr. Yueh"]
    game.do("b: voice play projectile weapon")
    game.do("a: prescience none")
    game.do("a: plan 2 none")


def test_pledges_go_back_to_their_givers_at_the_end_of_the_turn(make_game):
    # XII.E.3: allies support each other's payments during the turn; what is set aside and
    # unused returns at the end of the turn
    game = at_nexus(make_game("a:atreides,h:harkonnen,e:emperor"))
    game.script("a: ally harkonnen", "h: ally atreides", "a: ready", "h: ready", "e: ready")
    game.do("a: support harkonnen 5")
    assert game.state.support == {H: {A: 5}}
    while game.state.turn == 2:
        game.do("mod: force")
    assert game.state.support == {}


def test_the_moderator_may_take_a_card_between_the_battles_of_a_territory(make_game):
    # Moderator repairs: no battle is being fought while the aggressor chooses the next
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.script("mod: set_tokens atreides 5 carthag", "mod: set_tokens emperor 3 carthag",
                "mod: give_card emperor lasgun")
    end_movement(game)
    assert game.state.battles.current is None
    game.do("mod: take_card emperor lasgun")
    assert "Lasgun" not in game.state.players[E].hand


def holder_off_turn(game, card: str) -> str:
    """In the movement round, give `card` to a player whose move it is not: his seat."""
    to_movement_round(game)
    other = next(f for f in game.state.players if f != current(game.state))
    game.do(f"mod: give_card {other.value} {card}")
    return game.state.players[other].seat


def test_karama_against_the_harkonnen_needs_the_harkonnen_in_the_game(make_game):
    # Pad B.6.A.2: there is no Harkonnen bonus card to stop without the Harkonnen
    game = make_game("a:atreides,e:emperor,g:guild", seed=2)
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    game.do("mod: give_card emperor karama")
    game.rejects("e: karama harkonnen", "no harkonnen bonus card to prevent")


def test_karama_shipping_is_played_on_ones_own_move(make_game):
    # Pad B.6.A.6: a Karama ships at the Guild's rate on the player's own move
    game = make_game("a:atreides,h:harkonnen,e:emperor,g:guild", seed=2)
    game.rejects(f"{holder_off_turn(game, 'karama')}: karama ship", "on your move")


def test_karama_after_the_atreides_declined_prescience_is_refused(make_game):
    # Pad B.6.A.1: once the Atreides have chosen to see nothing, there is no prescience left
    # for a Karama to stop
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    fight_in_carthag(game, 5, "mod: give_card harkonnen karama")
    game.rejects("h: karama atreides", "not seeing the future now")


def test_a_pledge_the_standing_bid_does_not_need_may_be_withdrawn(make_game):
    # XII.E.3 and XIII.C: only the part of a pledge a standing top bid relies on must stay
    game = at_nexus(make_game("a:atreides,h:harkonnen,e:emperor"))
    game.script("a: ally harkonnen", "h: ally atreides", "a: ready", "h: ready", "e: ready")
    spice = game.state.players[A].spice
    game.do("a: support harkonnen 5")
    while game.state.bidding.turn != H:
        game.do(f"{game.state.players[game.state.bidding.turn].seat}: pass")
    game.do("h: bid 1")
    game.do("a: support harkonnen 0")
    assert not game.state.support.get(H) and game.state.players[A].spice == spice


def test_the_shelter_offer_names_the_allies_under_the_worm(game):
    # XII.E.6, Fremen shield: the Fremen decide for their allies in the worm's territory,
    # and the table is told whom the decision concerns
    nexus(game)
    game.do("mod: set_tokens harkonnen 3 red chasm")
    ally(game, "fremen", "harkonnen")
    events = []
    for p in list(game.state.players.values()):
        if game.state.nexus_ready is not None and p.faction not in game.state.nexus_ready:
            events += game.do(f"{p.seat}: ready")
    offer = next(e for e in events if e.kind == "shelter_offer")
    assert "(Harkonnen)" in say(offer.text)


def test_the_voice_binds_the_opponent_not_the_bene_gesserit(make_game):
    # Bene Gesserit shield: the Voice commands the opponent; X.C.9 still binds the Bene
    # Gesserit, who must play their own Cheap Hero(ine) when they have no leader
    from engine.rulesets.classic.data import LEADERS

    game = bene_gesserit_battle(make_game)
    bg = Faction.BENE_GESSERIT
    game.do("mod: give_card bene_gesserit cheap hero")
    game.state.players[bg].leaders_in_tanks = [n for n, x in LEADERS.items() if x.faction == bg]
    game.do("b: voice not cheap hero")
    game.do("a: prescience none")
    game.rejects("b: plan 1 none", "cheap hero")


def test_a_player_with_no_spice_and_nothing_on_the_planet_still_gets_his_move(make_game):
    # IX.C.1: shipping costs spice, so he can do nothing; his move is still his to end with
    # `done` (a move never closes by itself: XIII.B keeps his hand and spice secret)
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.do("mod: set_spice emperor 0")
    while game.state.phase == Phase.MOVEMENT and current(game.state) != E:
        game.do(f"{game.state.players[current(game.state)].seat}: done")
    assert current(game.state) == E
    assert [d.kind for d in RULESET.pending(game.state) if d.seat == "e"] == ["move"]
    game.rejects("e: ship 1 arrakeen", "spice")
    game.do("e: done")
    assert game.state.phase != Phase.MOVEMENT or current(game.state) != E


def test_only_the_fremen_are_told_whose_revival_gift_waits(game):
    # Fremen shield (XII.E.6): the gift of a free revival is the Fremen's to decide; anyone
    # else asking is told who decides
    to_emperors_revival_gift(game)
    assert game.state.revival_gift == [E]
    err = game.rejects("e: free_revival emperor yes", "no ally's free revival")
    assert say(err.hint).startswith("The Fremen decide at the start of the revival round. "
                               "Your moves now: `grant fremen ")


def test_the_fremen_pay_the_guild_rate_to_cross_ship_as_the_guilds_ally(game):
    # Fremen shield: only their shipments from the reserves are free; as the Guild's ally
    # (XII.E.6) they may ship between territories, at the Guild's rate
    nexus(game)
    ally(game, "fremen", "guild")
    ready_all(game)
    game.force_until(Phase.MOVEMENT)
    while current(game.state) != F:
        game.do(f"{game.state.players[current(game.state)].seat}: done")
    f = game.state.players[F]
    game.do("mod: set_tokens fremen 4 the great flat")
    spice = f.spice
    game.do("f: ship 2 funeral plain from=the great flat")
    assert f.spice == spice - 2  # 2 tokens x 2, halved


def test_a_harkonnen_draw_of_only_their_own_leaders_is_told_plainly(make_game):
    # Harkonnen shield: they keep every opponent's leader drawn, which may be none
    game = make_game("h:harkonnen,a:atreides", seed=1)
    assert game.state.players[H].traitors == []
    told = [say(e.text) for e in game.events if e.kind == "traitors"]
    assert told == ["Your traitors: none of your opponents' leaders."]


def test_the_moderator_may_set_the_turn_back_to_the_first(game):
    # IV: the game's turns run from 1 to the last; a repair may set any of them
    to_turn_storm(game, 2)
    game.do("mod: set_turn 1")
    assert game.state.turn == 1


def test_the_first_storm_prompt_asks_for_zero_to_twenty(game):
    # VI.A: the waiting line tells the dialers the first storm's range
    to_turn_storm(game, 1)
    prompts = [say(d.prompt) for d in game.session.ruleset.pending(game.state) if d.kind == "dial"]
    assert prompts and all("0 to 20" in p for p in prompts)


def test_offering_karama_in_the_menus_changes_nothing(make_game):
    # Moderation: working out which commands a seat may give never changes the game
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    game.do("mod: give_card emperor karama")
    before = game.state.model_dump_json()
    offered = [c for c in game.session.ruleset.legal(game.state, "e") if c.name == "karama"]
    assert offered
    assert game.state.model_dump_json() == before


def test_a_card_passed_by_everyone_ends_the_round_with_one_announcement(game):
    # VIII.E: a card passed by everyone ends the bidding round
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    events = []
    for _ in range(6):
        events += game.do(f"{game.state.players[game.state.bidding.turn].seat}: pass")
    assert [e.kind for e in events].count("bidding_over") == 1


def test_a_standing_bid_of_one_is_accepted(game):
    # VIII.B.2: the lowest bid is one spice, so a standing instruction may stop at one
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    second = storm_order(game.state)[1]
    game.do(f"{game.state.players[second].seat}: auto 1")
    assert game.state.bidding.standing[second] == 1


def test_a_backed_top_bidder_may_give_away_what_the_pledge_covers(make_game):
    # XIII.C: deals are honoured, so a standing top bid keeps the spice it needs; an
    # ally's pledge (XII.E.3) covers part of it and frees as much of the bidder's own
    game = at_nexus(make_game("a:atreides,h:harkonnen,e:emperor"))
    game.script("a: ally harkonnen", "h: ally atreides", "a: ready", "h: ready", "e: ready")
    game.do("a: support harkonnen 5")
    h_spice = game.state.players[H].spice
    while game.state.bidding.turn != H:
        game.do(f"{game.state.players[game.state.bidding.turn].seat}: pass")
    game.do(f"h: bid {h_spice + 3}")
    game.rejects("h: bribe emperor 3")
    game.do("h: bribe emperor 2")
    assert game.state.players[H].spice == h_spice - 2


def test_a_card_repair_says_who_holds_a_card_that_is_not_in_the_piles(game):
    # Moderator repairs: a refusal says what would work; the only Lasgun is in a hand
    game.do("mod: give_card emperor lasgun")
    game.rejects("mod: give_card harkonnen lasgun", "No Lasgun", "Emperor hold(s) it")


def test_a_worm_ride_waits_for_the_fremen_to_ride(game):
    # Fremen shield and Q&A C.1: after the nexus, the riders are asked where to ride
    _worm_turn(game, survivors=True)
    dial_storm(game, 1, 1)
    close_nexus(game)
    assert game.state.worm_ride is not None
    decisions = game.session.ruleset.pending(game.state)
    assert [(d.seat, d.kind) for d in decisions] == [("f", "ride")]


def test_ghola_cannot_revive_more_tokens_than_the_tanks_hold(make_game):
    # Pad B.4: up to five tokens from the tanks, and no more than are there
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.do("mod: give_card harkonnen tleilaxu ghola")
    game.do("mod: set_tokens harkonnen 7 carthag via=tanks")
    game.rejects("h: ghola 4", "1 to 3")


def test_allies_may_share_the_polar_sink(game):
    # XII.E.5: allies may not enter a territory where an ally stands, but the Polar Sink
    nexus(game)
    ally(game, "emperor", "harkonnen")
    ready_all(game)
    game.do("mod: set_tokens harkonnen 2 polar sink")
    game.force_until(Phase.MOVEMENT)
    to_move(game, E)
    game.do("mod: set_tokens emperor 2 false wall east 4")
    game.do("e: move 2 false wall east polar sink")
    assert game.state.forces["Polar Sink"][0][E] == 2


def test_the_menus_offer_the_emperor_a_grant_to_his_ally_in_the_bidding(game):
    # Emperor shield (XII.E.6): he may give spice to an ally at any time; the menus list it
    # where the ally may spend it soon, as in the bidding round
    nexus(game)
    ally(game, "emperor", "harkonnen")
    ready_all(game)
    game.force_until(Phase.BIDDING)
    assert any(c.name == "grant" for c in game.session.ruleset.legal(game.state, "e"))


def test_moving_from_an_empty_sector_says_none_are_there(make_game):
    # Q&A B.1: groups in different sectors move separately; the sector named must hold them
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.script("mod: set_tokens emperor 2 imperial basin 8",
                "mod: set_tokens emperor 2 imperial basin 10")
    to_move(game, E)
    game.rejects("e: move 1 imperial basin arsunt 10 from_sector=9", "You have 0 tokens")


def test_hajr_is_played_on_ones_own_move(make_game):
    # Pad B.3: Hajr gives an extra move during the player's own movement
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    game.rejects(f"{holder_off_turn(game, 'hajr')}: hajr", "during your own move")


def test_clearing_a_players_traitors_tells_him_he_has_none(game):
    # III.E.2 and moderator repairs: the traitors are secret; their holder is told plainly
    game.do("mod: force")
    events = game.do("mod: set_traitors atreides none")
    told = [say(e.text) for e in events if e.kind == "traitors"]
    assert told == ["The moderator sets your traitors: none."]

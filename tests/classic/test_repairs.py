"""Moderator fix-ups that repair a position without replaying the game: each one succeeds,
refuses clearly (changing nothing), keeps the invariants, and keeps secrets secret."""

from __future__ import annotations

import pytest

from engine.core.words import say
from engine.rulesets.classic.data import LEADERS, Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases.bidding import hand_limit
from engine.rulesets.classic.play.invariants import problems

from .helpers import dial_storm, end_movement, to_movement_round, to_turn_storm

A, H, E, B = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR, Faction.BENE_GESSERIT


def sound(game) -> None:
    assert problems(game.state) == []


@pytest.fixture
def bidding(game):
    """The six-player game at the first card of turn 1's bidding."""
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    assert game.state.phase == Phase.BIDDING and game.state.bidding.turn is not None
    return game


# -- a game never gets stuck --------------------------------------------------------------


def test_a_bidder_whose_hand_is_filled_while_due_passes_by_himself(bidding):
    # VIII.G: a full hand may not bid; the auction must not wait for it
    game = bidding
    due = game.state.bidding.turn
    player = game.state.players[due]
    for card in list(reversed(game.state.treachery_deck))[:hand_limit(due) - len(player.hand)]:
        events = game.do(f"mod: give_card {due.value} {card}")
    assert any(e.is_public and "hand is full" in say(e.text) for e in events)
    waiting = [d.seat for d in game.session.ruleset.pending(game.state)]
    assert player.seat not in waiting and waiting
    game.do("mod: force")
    sound(game)


def test_force_for_one_seat_applies_only_that_seats_default(game):
    # `force <seat>`: the other decisions still wait
    before = {d.seat for d in game.session.ruleset.pending(game.state)}
    assert {"a", "e"} <= before
    events = game.do("mod: force a")
    assert [e.data["seat"] for e in events if e.kind == "forced"] == ["a"]
    assert {d.seat for d in game.session.ruleset.pending(game.state)} == before - {"a"}
    game.rejects("mod: force a", "not waiting for a", "waiting for")
    game.do("mod: force emperor")  # a faction names its seat too
    assert "e" not in {d.seat for d in game.session.ruleset.pending(game.state)}


def test_the_card_up_for_bid_cannot_be_given_or_stacked_and_the_refusal_says_why(game):
    to_turn_storm(game, 1)
    held = {c for p in game.state.players.values() for c in p.hand}
    card = next(c for c in ("Hajr", "Family Atomics", "Weather Control") if c not in held)
    game.do(f"mod: stack treachery {card}")  # the first card up for bid
    dial_storm(game, 0, 1)
    assert game.state.bidding.cards[0] == card
    game.rejects(f"mod: give_card atreides {card}", "up for bid", "wait until it is sold")
    game.rejects(f"mod: stack treachery {card}", "up for bid", "wait until it is sold")


# -- leaders ------------------------------------------------------------------------------


def test_kill_and_restore_a_leader(game):
    events = game.do("mod: kill_leader duncan idaho")
    assert "Duncan Idaho" in game.state.players[A].leaders_in_tanks
    assert any(e.is_public and "Duncan Idaho" in say(e.text) for e in events)
    game.rejects("mod: kill_leader duncan idaho", "already in the tanks", "restore_leader")
    game.do("mod: restore_leader duncan idaho")
    assert "Duncan Idaho" not in game.state.players[A].leaders_in_tanks
    game.rejects("mod: restore_leader duncan idaho", "not in the tanks", "none")
    game.rejects("mod: kill_leader nobody-at-all", "no leader called")
    sound(game)


def test_a_leader_in_the_battle_being_fought_cannot_be_killed(make_game):
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.do("mod: set_tokens atreides 5 carthag")
    end_movement(game)
    game.do("a: prescience none")
    game.do("a: plan 3 thufir hawat")
    game.rejects("mod: kill_leader thufir hawat", "battle plan", "wait until the battle")


# -- the turn -----------------------------------------------------------------------------


def test_set_the_turn(game):
    game.rejects("mod: set_turn 3", "cannot be set during setup")
    to_turn_storm(game, 1)
    events = game.do("mod: set_turn 4")
    assert game.state.turn == 4
    assert any(e.is_public and "from 1 to 4" in say(e.text) for e in events)
    sound(game)


# -- alliances ----------------------------------------------------------------------------


def test_form_and_break_an_alliance(game):
    to_turn_storm(game, 1)
    game.do("mod: form_alliance atreides fremen")
    game.rejects("mod: form_alliance fremen atreides", "already allies")
    game.rejects("mod: form_alliance atreides atreides", "two different factions")
    game.do("mod: form_alliance atreides guild")  # joins the alliance
    assert game.state.alliances == [[A, Faction.FREMEN, Faction.GUILD]]
    game.do("mod: form_alliance emperor harkonnen")
    game.rejects("mod: form_alliance emperor atreides", "two alliances", "break_alliance")
    game.do("mod: break_alliance guild")
    game.do("mod: break_alliance fremen")
    assert game.state.alliances == [[E, H]]
    game.rejects("mod: break_alliance atreides", "in no alliance")
    sound(game)


def test_two_combatants_cannot_be_made_allies_mid_battle(make_game):
    # XII.E.5: allies never battle
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.do("mod: set_tokens atreides 5 carthag")
    end_movement(game)
    game.rejects("mod: form_alliance atreides harkonnen", "fighting each other")


# -- secrets: traitors and the prediction ---------------------------------------------------


def test_set_traitors_is_told_only_to_the_seat_and_the_moderators(game):
    events = game.do("mod: set_traitors harkonnen duncan idaho, bashar")
    assert game.state.players[H].traitors == ["Duncan Idaho", "Bashar"]
    public = [say(e.text) for e in events if e.is_public]
    assert public == ["Moderator changes Harkonnen's traitors."]
    told = {e.audience for e in events if "Duncan Idaho" in say(e.text)}
    assert told == {"seat:h", "moderator"}
    assert "Duncan Idaho" not in str([e.data for e in events if e.is_public])
    sound(game)


def test_set_traitors_refusals(game):
    game.do("mod: set_traitors harkonnen duncan idaho")
    game.rejects("mod: set_traitors atreides thufir hawat", "own leader")
    game.rejects("mod: set_traitors emperor duncan idaho", "already in harkonnen's pay")
    game.rejects("mod: set_traitors emperor gurney halleck, bashar", "at most 1")
    game.do("mod: set_traitors emperor none")
    e = game.state.players[E]
    assert e.traitors == [] and e.traitor_draw == []  # the set-up choice is settled too
    assert "e" not in {d.seat for d in game.session.ruleset.pending(game.state)}


def test_set_prediction_is_secret(game):
    events = game.do("mod: set_prediction atreides 7")
    assert (game.state.prediction.faction, game.state.prediction.turn) == (A, 7)
    assert [say(e.text) for e in events if e.is_public] == [
        "Moderator changes the Bene Gesserit's prediction."]
    assert {e.audience for e in events if not e.is_public} == {"seat:b", "moderator"}
    game.rejects("mod: set_prediction bene_gesserit 3", "another faction")


def test_set_prediction_needs_the_bene_gesserit(make_game):
    game = make_game("a:atreides,h:harkonnen", seed=1)
    game.rejects("mod: set_prediction atreides 3", "not in this game")


# -- spice on the board -------------------------------------------------------------------


def test_put_and_remove_spice_on_the_board(game):
    bank = game.state.bank
    game.do("mod: set_board_spice 8 the great flat")
    assert game.state.spice["The Great Flat"] == {14: 8} and game.state.bank == bank - 8
    game.do("mod: set_board_spice 3 the great flat")
    assert game.state.spice["The Great Flat"] == {14: 3}
    game.do("mod: set_board_spice 0 the great flat")
    assert "The Great Flat" not in game.state.spice and game.state.bank == bank
    game.rejects("mod: set_board_spice 2 cielago north", "spans sectors")
    sound(game)


def test_new_fixes_are_moderator_commands(game):
    for line in ("kill_leader duncan idaho", "set_turn 2", "form_alliance a h",
                 "set_traitors h duncan idaho", "set_prediction a 3",
                 "set_board_spice 2 the great flat", "break_alliance a"):
        game.rejects(f"a: {line}", "moderator command")
    assert LEADERS["Duncan Idaho"].faction == A


def test_a_card_in_the_battle_plan_cannot_be_taken_until_the_battle_is_over(make_game):
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.do("mod: set_tokens atreides 5 carthag")
    game.do("mod: give_card atreides crysknife")
    end_movement(game)
    game.do("a: prescience none")
    game.do("a: plan 3 thufir hawat crysknife")
    game.rejects("mod: take_card atreides crysknife", "Atreides have played Crysknife in the "
                 "battle being fought; take the card after the battle.")


def test_spice_a_standing_top_bid_needs_cannot_be_given_away(bidding):
    # VIII.C, XIII.C: the top bid is paid when the card is sold, so its spice stays
    game = bidding
    due = game.state.bidding.turn
    seat = game.state.players[due].seat
    game.do(f"{seat}: bid {game.state.players[due].spice}")
    other = next(f for f in game.state.players if f != due)
    game.rejects(f"{seat}: bribe {other.value} 1", "top bid", "until the card is sold")
    game.do(f"mod: form_alliance {due.value} {other.value}")
    game.rejects(f"{seat}: support {other.value} 1", "top bid")  # XII.E.3
    game.rejects(f"mod: set_spice {due.value} 0", "top bid", "at least")


def test_breaking_one_alliance_leaves_another_alliances_pledges_alone(bidding):
    # XII.E.3-4: only the pledges of the alliance that ends go back to their givers
    game = bidding
    game.do("mod: form_alliance atreides harkonnen")
    game.do("mod: form_alliance emperor guild")
    game.do("h: support atreides 2")
    game.do("mod: break_alliance guild")
    assert game.state.support == {A: {H: 2}}
    game.do("mod: break_alliance atreides")
    assert game.state.support == {}
    sound(game)


# -- alliances at a nexus: the moderator's changes work as the players' do ---------------------


def _nexus_with_requests(game):
    """Turn 2's nexus (XII.B); Atreides and Harkonnen allied, the Emperor asking to join
    them, the Guild asking the Fremen; the allies and the Emperor said ready."""
    from .test_alliance_powers import ally, nexus

    nexus(game)
    ally(game, "atreides", "harkonnen")
    game.script("e: ally atreides", "g: ally fremen", "a: ready", "h: ready", "e: ready")
    assert game.state.invitations == {E: [A], Faction.GUILD: [Faction.FREMEN]}
    return game


def test_a_moderators_break_at_a_nexus_lapses_requests_and_unreadies_as_unally_does(make_game):
    # XII.D.2: after a break each old member may ally anew; requests made to the alliance
    # as it was lapse, so they can never count as consent to another membership
    by_mod = _nexus_with_requests(make_game())
    by_player = _nexus_with_requests(make_game())
    by_mod.do("mod: break_alliance harkonnen")
    by_player.do("h: unally")
    for game in (by_mod, by_player):
        assert game.state.alliances == []
        assert game.state.invitations == {Faction.GUILD: [Faction.FREMEN]}
        assert game.state.nexus_ready == [E]
        sound(game)


def test_a_moderators_alliance_at_a_nexus_lapses_requests_and_unreadies_its_members(make_game):
    # XII.C.2: a player joins only with every member's consent; the Emperor asked the
    # alliance of Atreides and Harkonnen, not one that also holds the Fremen
    game = _nexus_with_requests(make_game())
    game.do("f: ready")
    game.do("mod: form_alliance atreides fremen")
    assert game.state.alliances == [[A, H, Faction.FREMEN]]
    assert game.state.invitations == {}  # the Emperor's and the Guild's requests lapsed
    assert game.state.nexus_ready == [E]
    game.script("a: ally emperor", "h: ally emperor", "f: ally emperor")
    assert game.state.alliances == [[A, H, Faction.FREMEN]]  # the Emperor must ask anew
    game.do("e: ally atreides")
    assert game.state.alliances == [[A, H, Faction.FREMEN, E]]
    sound(game)

"""When each treachery card may be played (player aid pad A and B), one test per timing, and
why a move never closes by itself (pad B.3, XIII.B). The audit is in docs/rules-notes.md."""

import pytest

from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases.movement import current
from engine.rulesets.classic.protocol.ruleset import RULESET

from .helpers import answer_traitors, dial_storm, end_movement, to_movement_round, to_turn_storm

A, H, E = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR
HAJR_TEXT = ("Hajr Card—played during a player's movement round enables that player to make "
             "an extra on-planet group move, subject to the normal movement rules.")


def public_now(game) -> tuple:
    """Everything the table sees now: the public view and the waiting line."""
    view = RULESET.view(game.state, None)["public"]
    return view, [(d.seat, d.kind, say(d.prompt)) for d in RULESET.pending(game.state)]


@pytest.fixture
def trio(make_game):
    """Three factions at the first movement turn; the Atreides move first."""
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    assert current(game.state) == A
    return game


# -- Hajr: in one's own move, and the move stays open for it ---------------------------------


def test_hajr_is_playable_after_the_only_group_move_when_nothing_else_is_left(trio):
    # Pad B.3: "Hajr Card—played during a player's movement round enables that player to
    # make an extra on-planet group move". With no spice the Atreides cannot ship: their
    # one group move must not end their move, or the Hajr they hold is lost.
    trio.do("mod: give_card atreides hajr")
    trio.do("mod: set_spice atreides 0")
    trio.do("a: move 2 arrakeen imperial basin 9")
    assert current(trio.state) == A
    trio.do("a: hajr")
    trio.do("a: move 2 arrakeen old gap 9")
    assert trio.state.forces["Old Gap"][9] == {A: 2}
    assert "Hajr" in trio.state.treachery_discard
    trio.do("a: done")
    assert current(trio.state) != A


def test_hajr_waits_while_the_bene_gesserit_decide_on_an_advisor(make_game):
    # Pad B.3: Hajr is "played during a player's movement round", that is during his own
    # move; Bene Gesserit shield (and XX.B.3 of the advanced rules): after another
    # player's shipment the Bene Gesserit decide whether a spiritual advisor follows it.
    # While that decision is open the game waits for the Bene Gesserit, not the shipper,
    # so Hajr is refused then, as a move is, and `legal` does not list it
    # (docs/rules-notes.md, "Hajr waits for the advisor").
    game = make_game("a:atreides,h:harkonnen,b:bene_gesserit", seed=2)
    to_movement_round(game)
    while (now := current(game.state)) != A:
        game.do(f"{game.state.players[now].seat}: done")
    game.do("mod: give_card atreides hajr")
    game.do("a: ship 1 arrakeen")
    assert game.state.movement.advisor_for == A
    assert not [c for c in RULESET.legal(game.state, "a") if c.name == "hajr"]
    game.rejects("a: hajr", "during your own move")
    game.do("b: advise no")
    assert [c.name for c in RULESET.legal(game.state, "a")].count("hajr") == 1
    game.do("a: hajr")
    assert game.state.movement.extra_moves == 1


@pytest.mark.parametrize("spice", [0, 10])
def test_whether_a_move_stays_open_does_not_depend_on_the_hand_or_spice(make_game, spice):
    # Pad B.3 with XIII.B: cards and spice are behind the shield, so the moves of every
    # seat close the same way (on `done` or the deadline) whatever it holds.
    seen = []
    for hand in ([], ["Hajr"], ["Baliset"]):
        game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
        to_movement_round(game)
        game.state.players[A].hand = list(hand)
        game.state.players[A].spice = spice
        opened = public_now(game)
        events = game.do("a: move 2 arrakeen imperial basin 9")
        seen.append((opened, game.public_texts(events), public_now(game)))
    assert seen[0] == seen[1] == seen[2]
    ((seat, kind, prompt),) = seen[0][2][1]
    assert (seat, kind) == ("a", "move") and say(prompt).startswith("Ship up to")


def test_a_seat_with_nothing_to_do_still_gets_its_move(trio):
    # XIII.B: the Emperor, with no tokens on Dune, could do nothing without spice; skipping
    # him would tell the table his spice is gone (and he might hold a Ghola, pad B.4)
    trio.state.players[E].spice = 0
    while current(trio.state) != E:
        trio.do(f"{trio.state.players[current(trio.state)].seat}: done")
    ((seat, kind, prompt),) = public_now(trio)[1]
    assert (seat, kind) == ("e", "move") and say(prompt).startswith("Ship up to")
    assert not any("nothing to ship" in t for t in trio.public_texts())


def test_the_deadline_default_ends_the_move(trio):
    # Pad B.3: a move left open for Hajr ends when its deadline passes
    trio.do("mod: give_card atreides hajr")
    trio.do("a: move 2 arrakeen imperial basin 9")
    trio.do("mod: expire")
    assert current(trio.state) != A
    assert "Hajr" in trio.state.players[A].hand


def test_hajr_only_in_ones_own_move(trio):
    # Pad B.3: "during a player's movement round", his own
    trio.do("mod: give_card harkonnen hajr")
    trio.rejects("h: hajr", "during your own move", "B.3")
    to_next = trio.state.movement.order.index(H)
    while trio.state.movement.current < to_next:
        trio.do(f"{trio.state.players[current(trio.state)].seat}: done")
    trio.do("h: hajr")


# -- before the storm ---------------------------------------------------------------------------


def test_weather_control_and_family_atomics_only_before_the_storm_moves(game):
    # Pad B.2 "played at the start of a storm round"; B.5 "played just after the storm has
    # been dialed but before it has been moved"
    to_turn_storm(game, 2)
    game.do("mod: give_card emperor family atomics")
    game.do("mod: give_card atreides weather control")
    game.do("mod: set_tokens emperor 2 pasty mesa 5")
    dial_storm(game, 1, 1)
    assert game.state.phase != Phase.STORM
    game.rejects("a: weather_control 3", "start of a storm round", "B.2")
    game.rejects("e: family_atomics", "before it moves", "B.5")


# -- during bidding -----------------------------------------------------------------------------


def test_karama_buys_only_on_ones_own_bid(game):
    # Pad B.6.A.5: "enables a player to bid for and buy one treachery card without paying"
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    assert game.state.phase == Phase.BIDDING
    bidder = game.state.bidding.turn
    other = next(f for f in game.state.players if f != bidder)
    game.do(f"mod: give_card {other.value} karama")
    game.rejects(f"{game.state.players[other].seat}: karama buy", "your turn to bid")


# -- at any time --------------------------------------------------------------------------------


def test_truthtrance_and_ghola_are_played_in_any_round(game):
    # Pad B.1 Truthtrance "played at any time against any player"; B.4 Ghola "played at
    # any time"
    to_turn_storm(game, 1)
    game.do("mod: give_card harkonnen truthtrance")
    game.do("mod: give_card harkonnen tleilaxu ghola")
    dial_storm(game, 0, 1)
    assert game.state.phase == Phase.BIDDING
    game.do("h: truthtrance atreides Do you hold a Karama?")
    game.do("a: answer no")
    game.do("mod: set_tokens harkonnen 8 carthag via=reserves")
    game.state.players[H].reserves -= 2
    game.state.players[H].tanks += 2
    game.do("h: ghola 2")
    assert game.state.players[H].tanks == 0


# -- in battle plans ----------------------------------------------------------------------------


@pytest.fixture
def duel(trio):
    for p in trio.state.players.values():
        p.traitors = []
    return trio


def fight(game, *cards: str):
    for card in cards:
        game.do(f"mod: give_card atreides {card}")
    game.do("mod: set_tokens atreides 5 carthag")
    end_movement(game)
    assert game.state.phase == Phase.BATTLE
    game.do("a: prescience none")


def test_worthless_cards_fill_the_weapon_and_defense_slots_and_are_discarded(duel):
    # Pad A.7: "Played in place of a weapon, defense or both. This is only way they may be
    # discarded from hand."
    fight(duel, "baliset", "kulon")
    duel.do("a: plan 5 thufir hawat baliset kulon")
    duel.do("h: plan 0 umman kudu")
    answer_traitors(duel)
    s = duel.state
    assert {"Baliset", "Kulon"} <= set(s.treachery_discard)
    assert not {"Baliset", "Kulon"} & set(s.players[A].hand)


def test_a_cheap_hero_is_discarded_even_by_the_winner(duel):
    # Pad A.6: "played in place of a leader in battle ... Must be discarded when played."
    fight(duel, "cheap hero", "crysknife", "shield")
    duel.do("a: plan 5 cheap hero crysknife shield")
    duel.do("h: plan 0 umman kudu")
    answer_traitors(duel)
    s = duel.state
    assert "Cheap Hero" in s.treachery_discard
    assert "Cheap Hero" not in s.players[A].hand


def test_weapons_and_defenses_only_in_their_slots(duel):
    # Pad A: "These 25 cards can be played only in battle", each as its kind
    fight(duel, "crysknife", "snooper")
    duel.rejects("a: plan 3 thufir hawat snooper", "cannot be played as a weapon")
    duel.rejects("a: plan 3 thufir hawat none crysknife", "cannot be played as a defense")
    duel.do("a: plan 3 thufir hawat crysknife snooper")

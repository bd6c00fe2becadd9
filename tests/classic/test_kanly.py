"""THE DUEL, V.1: threatening Kanly, and Kanly declared when the action threatened is taken."""

from __future__ import annotations

import pytest

from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.kanly import Threat
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases import kanly
from engine.rulesets.classic.protocol.kanly_commands import Kanly

from .conftest import Game
from .helpers import to_movement_round, to_turn_storm

A, H, E, B = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR, Faction.BENE_GESSERIT
FOUR = "a:atreides,h:harkonnen,e:emperor,b:bene_gesserit"


@pytest.fixture
def calls(monkeypatch):
    """The duels the arena is asked to open: (threatener, target)."""
    opened: list[tuple[Faction, Faction]] = []
    monkeypatch.setattr(kanly.arena, "open_kanly",
                        lambda state, by, against, log: opened.append((by, against)))
    return opened


def moving() -> Game:
    """Turn 1's movement round with THE DUEL, the Atreides to move first, two of their
    tokens next door to Arrakeen in the Imperial Basin."""
    game = Game(FOUR, options={"duel": True})
    to_movement_round(game)
    game.do("mod: set_tokens atreides 2 imperial basin sector=9")
    return game


def test_the_rulebook_example_a_move_into_arrakeen(calls):
    # V.1: "I threaten Kanly against the Atreides if they move a single troop token into
    # Arrakeen this turn." If they do, "you must declare Kanly"
    game = moving()
    events = game.do("h: kanly atreides move Arrakeen")
    assert game.state.threats == [Threat(by=H, against=A, action="move", argument="Arrakeen")]
    assert "Kanly threatened: Harkonnen against Atreides" in game.public_texts(events)[0]
    assert calls == []
    events = game.do("a: move 1 imperial basin arrakeen")
    assert calls == [(H, A)]
    assert any("Kanly! Atreides took the action threatened" in t
               for t in game.public_texts(events))
    assert game.state.threats[0].called


def test_no_kanly_if_the_action_is_not_taken(calls):
    # V.1: "If the Atreides don't move into Arrakeen, then there will be no Kanly."
    game = moving()
    game.do("h: kanly atreides move Arrakeen")
    game.do("a: move 2 arrakeen imperial basin sector=9")  # out of Arrakeen, not into it
    game.do("a: ship 1 arrakeen")  # a shipment is not a move (docs/rules-notes.md)
    assert calls == []
    assert not game.state.threats[0].called


def test_a_shipment_is_threatened_as_ship(calls):
    game = moving()
    game.do("e: kanly atreides ship Arrakeen")
    game.do("a: ship 1 arrakeen")
    assert calls == [(E, A)]


def test_an_action_named_without_its_argument_matches_any(calls):
    game = moving()
    game.do("b: kanly atreides move")
    game.do("a: move 2 arrakeen imperial basin sector=9")
    assert calls == [(B, A)]


def test_a_player_duels_in_only_one_kanly_a_turn(calls):
    # V.1: "you are bound to duel in only one Kanly which has been threatened against you
    # during a turn"
    game = moving()
    game.do("h: kanly atreides move")
    game.do("e: kanly atreides ship")
    game.do("a: move 1 arrakeen imperial basin sector=9")
    assert calls == [(H, A)]
    assert [t.by for t in kanly.in_effect(game.state)] == []
    game.do("a: ship 1 arrakeen")
    assert calls == [(H, A)]
    game.rejects("b: kanly atreides bid", "already called to a Kanly", "V.1")


def test_threats_are_public_in_the_status(calls):
    game = moving()
    game.do("h: kanly atreides move Arrakeen")
    block = say(game.session.ruleset.status(game.state).block)
    assert "Kanly threatened: Harkonnen against Atreides" in block
    assert "Arrakeen" in block


def test_once_per_turn(calls):
    # V.1: "You may threaten Kanly only once per turn"
    game = moving()
    game.do("h: kanly atreides move Arrakeen")
    game.rejects("h: kanly emperor bid", "already threatened Kanly this turn", "V.1")


def test_threats_may_not_be_repeated_by_other_players(calls):
    # V.1: "Threats may not be repeated by other players in the same turn."
    game = moving()
    game.do("h: kanly atreides move Arrakeen")
    game.rejects("e: kanly atreides move arrakeen", "already made this turn", "V.1")
    game.do("e: kanly atreides move Carthag")  # another action


def test_not_against_an_ally_nor_oneself(calls):
    # V.1: "You may not threaten Kanly against an ally."
    game = moving()
    game.do("mod: form_alliance atreides emperor")
    game.rejects("e: kanly atreides bid", "your ally", "V.1")
    game.rejects("e: kanly emperor bid", "yourself")


def test_a_player_under_a_cone_of_silence_cannot_threaten(calls):
    # VIII.3: the Cone of Silence "prevents any player(s) within its scope from ...
    # threatening Kanly"
    game = moving()
    game.state.silenced = [H]
    game.rejects("h: kanly atreides bid", "Cone of Silence", "VIII.3")
    assert not any(isinstance(c, Kanly) for c in game.session.ruleset.legal(game.state, "h"))


def test_threats_last_for_the_turn(calls):
    # V.1: "The threat of Kanly for the action you name remains in effect only for the
    # duration of that turn."
    game = moving()
    game.do("h: kanly atreides move Arrakeen")
    to_turn_storm(game, 2)
    assert game.state.threats == []
    game.do("h: kanly atreides move Arrakeen")  # a new turn, a new threat


def test_no_threat_before_the_first_turn():
    game = Game(FOUR, options={"duel": True})
    assert game.state.phase == Phase.SETUP
    game.rejects("h: kanly atreides bid", "not before the first", "V.1")


def test_what_may_be_named_is_said():
    game = moving()
    game.rejects("h: kanly atreides dance", "not an action", "move, ship")
    game.rejects("h: kanly atreides bid 3", "takes nothing more")
    game.rejects("h: kanly atreides play lasgun", "Karama")  # a battle card is never played
    game.rejects("h: kanly atreides move Nowhere Land")
    game.rejects("h: kanly atreides revive_leader feyd", "Duncan Idaho")  # theirs only
    game.rejects("h: kanly atreides karama fly", "buy")
    game.rejects("h: kanly atreides plan", "not an action")  # secret: never seen taken


def test_a_command_of_the_threat_may_be_an_alias(calls):
    game = moving()
    game.do("h: kanly atreides go arrakeen")
    assert game.state.threats[0].action == "move"


def test_a_bid(calls):
    # A bid is seen in its public event, so a standing order's bid counts as one typed.
    game = Game(FOUR, options={"duel": True})
    game.force_until(Phase.BIDDING, turn=1)
    bidder = game.state.bidding.turn
    threatener = next(f for f in (A, H, E, B) if f != bidder)
    game.do(f"{game.state.players[threatener].seat}: kanly {bidder.value} bid")
    game.do(f"{game.state.players[bidder].seat}: bid 1")
    assert calls == [(threatener, bidder)]


def test_a_card_played_openly(calls):
    game = moving()
    game.do("mod: give_card atreides truthtrance")
    game.do("e: kanly atreides play truthtrance")
    game.do("a: truthtrance harkonnen do you hold a lasgun")
    assert calls == [(E, A)]


def test_an_offered_threat_is_accepted(calls):
    game = moving()
    for seat in "heb":
        offered = [c for c in game.session.ruleset.legal(game.state, seat)
                   if isinstance(c, Kanly)]
        assert len(offered) == 1
        game.session.apply(seat, offered[0])


def test_the_duel_suspends_play_which_resumes_after_it():
    # V.1: "you must declare 'Kanly' and regular play is suspended while a Kanly Duel is
    # fought in the arena"
    game = moving()
    game.do("h: kanly atreides move Arrakeen")
    game.do("a: move 1 imperial basin arrakeen")
    assert game.state.fight is not None and game.state.fight.kind == "kanly"
    assert game.state.fight.fighters == [H, A]
    assert {d.kind for d in game.session.ruleset.pending(game.state)} != {"move"}
    while game.state.fight is not None:
        game.do("mod: force")
    assert game.state.phase == Phase.MOVEMENT
    assert [d.seat for d in game.session.ruleset.pending(game.state)] == ["a"]


def test_a_threat_tells_nothing_of_the_hands():
    # Threats are public and matched only against what the table sees: whether the player
    # threatened holds the card named changes nothing anyone reads.
    seen = []
    for hand in ([], ["Karama"]):
        game = moving()
        game.state.players[A].hand = list(hand)
        events = game.do("h: kanly atreides play karama")
        status = say(game.session.ruleset.status(game.state).block)
        seen.append((game.public_texts(events), status))
    assert seen[0] == seen[1]


def test_a_threat_is_no_decision_to_wait_for(calls):
    # Threats are optional: the waiting line is the same before and after one.
    game = moving()
    before = game.session.ruleset.pending(game.state)
    game.do("h: kanly atreides move Arrakeen")
    assert game.session.ruleset.pending(game.state) == before


def test_a_standing_bid_is_a_bid(calls):
    # A standing order bids for its player when their turn to bid comes: the bid is theirs
    # and public when made, so it takes the action as a typed bid would.
    game = Game(FOUR, options={"duel": True})
    game.force_until(Phase.BIDDING, turn=1)
    bidder = game.state.bidding.turn
    threatener = next(f for f in (A, H, E, B) if f != bidder)
    game.do(f"{game.state.players[threatener].seat}: kanly {bidder.value} bid")
    game.do(f"{game.state.players[bidder].seat}: auto 3")
    assert calls == [(threatener, bidder)]

"""XII. Alliances at a nexus, and victory together (IV, XII.E.1)."""

from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase

from .helpers import end_movement, worm_on_turn_two

A, H, E = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR


def at_nexus(game):
    """Turn 2's blow turns up a worm: the nexus opens before the worm devours."""
    worm_on_turn_two(game)
    assert game.state.nexus_ready == []
    return game


def test_alliances_only_at_a_nexus(make_game):
    # XII.C.5: no alliances between nexuses
    game = make_game("a:atreides,h:harkonnen,e:emperor")
    game.do("mod: force")
    game.rejects("a: ally harkonnen", "only at a nexus", "XII.C.5")
    game.rejects("a: unally", "only at a nexus", "XII.D.1")  # XII.D.1: "during a nexus"


def test_the_nexus_comes_before_the_worm_devours(make_game):
    # XII.B: play stops at once; the worm devours once the nexus is over
    game = at_nexus(make_game("a:atreides,h:harkonnen,e:emperor"))
    assert game.state.forces["Red Chasm"] == {6: {E: 2}}
    assert game.state.phase == Phase.SPICE_BLOW
    for seat in "ahe":
        game.do(f"{seat}: ready")
    assert "Red Chasm" not in game.state.forces
    assert game.state.spice["The Great Flat"] == {14: 10}
    assert game.state.phase == Phase.BIDDING


def test_both_sides_must_ask_and_the_alliance_is_public(make_game):
    # XII.C.3: alliances cannot be secret
    game = at_nexus(make_game("a:atreides,h:harkonnen,e:emperor"))
    events = game.do("a: ally harkonnen")
    assert game.state.alliances == []
    assert any(e.is_public and "Atreides asks Harkonnen for an alliance" in say(e.text)
               for e in events)
    events = game.do("h: ally atreides")
    assert game.state.alliances == [[A, H]]
    assert any(e.is_public and "Alliance: Atreides, Harkonnen" in say(e.text) for e in events)
    game.rejects("a: ally harkonnen", "already your ally")
    game.rejects("a: ally atreides", "yourself")
    game.do("h: unally")
    assert game.state.alliances == []  # XII.D: breaking from a pair leaves nobody allied
    game.do("e: ally atreides")
    game.do("a: ally emperor")
    assert game.state.alliances == [[E, A]]


def test_allies_do_not_battle_and_may_not_enter_each_others_territories(make_game):
    # XII.E.5
    game = at_nexus(make_game("a:atreides,h:harkonnen,e:emperor"))
    game.script("a: ally harkonnen", "h: ally atreides", "a: ready", "h: ready", "e: ready")
    game.do("mod: set_tokens atreides 2 carthag")
    while game.state.phase != Phase.MOVEMENT:
        game.do("mod: force")
    end_movement(game)
    assert game.state.phase != Phase.BATTLE or game.state.battles.current is None


def test_allies_win_together(make_game):
    # XII.E.1 and IV: three strongholds held together at the end of a turn
    game = at_nexus(make_game("a:atreides,h:harkonnen,e:emperor"))
    game.script("a: ally harkonnen", "h: ally atreides", "a: ready", "h: ready", "e: ready")
    game.do("mod: set_tokens atreides 1 tueks sietch")
    game.state.prediction = None
    while game.state.phase not in (Phase.ENDED,) and game.state.turn == 2:
        game.do("mod: force")
    assert game.state.phase == Phase.ENDED
    assert set(game.state.winners) == {A, H}


def test_allies_pay_for_each_others_cards_and_shipments(make_game):
    # XII.E.3-4 (and Q&A E.1: allies' shipment payments still go to the Guild)
    game = at_nexus(make_game("a:atreides,h:harkonnen,e:emperor"))
    game.rejects("a: support harkonnen 5", "not your ally")
    game.script("a: ally harkonnen", "h: ally atreides", "a: ready", "h: ready", "e: ready")
    a_spice = game.state.players[A].spice
    game.do("a: support harkonnen 5")
    assert game.state.players[A].spice == a_spice - 5  # set aside at once
    b = game.state.bidding
    h_spice = game.state.players[H].spice
    while b.turn != H:
        game.do(f"{game.state.players[b.turn].seat}: pass")
        b = game.state.bidding
    game.do(f"h: bid {h_spice + 3}")
    game.rejects("a: support harkonnen 0", "backs")
    while game.state.bidding and game.state.bidding.index == 0:
        game.do(f"{game.state.players[game.state.bidding.turn].seat}: pass")
    assert game.state.players[H].spice == 0
    assert any("Atreides pays 3 spice for their ally Harkonnen" in t
               for t in game.public_texts())


def test_a_stronghold_held_by_two_allies_counts_once(make_game):
    # XII.E.1: "Allied players' tokens are considered the same for purposes of victory":
    # Atreides in Arrakeen and Carthag, Harkonnen in Carthag hold two strongholds, not three
    game = at_nexus(make_game("a:atreides,h:harkonnen,e:emperor"))
    game.do("mod: set_tokens atreides 2 carthag")
    game.script("a: ally harkonnen", "h: ally atreides", "a: ready", "h: ready", "e: ready")
    while game.state.phase != Phase.ENDED and game.state.turn == 2:
        game.do("mod: force")
    assert game.state.phase != Phase.ENDED and game.state.winners == []


def test_the_fremen_may_not_ride_the_worm_to_an_ally(make_game):
    # XII.E.5 with the Fremen shield: a worm ride enters a territory like any move
    game = at_nexus(make_game("a:atreides,h:harkonnen,e:emperor,f:fremen"))
    game.do("mod: set_tokens fremen 2 red chasm")
    game.script("f: ally harkonnen", "h: ally fremen", "a: ready", "h: ready", "e: ready",
                "f: ready")
    assert game.state.worm_ride is not None
    game.rejects("f: ride carthag", "ally already has tokens", "XII.E.5")
    game.do("f: ride arrakeen")
    assert game.state.forces["Arrakeen"][9] == {A: 10, Faction.FREMEN: 2}

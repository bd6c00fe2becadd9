"""Karama (player aid pad B.6.A) and Q&A A.4."""

from engine.rulesets.classic.board.order import storm_order
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases.movement import current

from .helpers import dial_storm, end_movement, to_movement_round, to_turn_storm

A, H, E, G = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR, Faction.GUILD


def to_bidding(game):
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    assert game.state.phase == Phase.BIDDING


def seat(game, f):
    return game.state.players[f].seat


def test_karama_buys_a_card_without_paying(game):
    # B.6.A.5: bid for and buy one card without paying for it
    to_bidding(game)
    first = storm_order(game.state)[0]
    game.do(f"mod: give_card {first.value} karama")
    spice = game.state.players[first].spice
    game.rejects(f"{seat(game, first)}: bid 50", "only")
    game.do(f"{seat(game, first)}: karama buy")
    game.do(f"{seat(game, first)}: bid 50")
    while game.state.bidding and game.state.bidding.index == 0:
        game.do(f"{seat(game, game.state.bidding.turn)}: pass")
    assert game.state.players[first].spice == spice
    assert "Karama" in game.state.treachery_discard


def test_karama_stops_the_atreides_seeing_the_cards(game):
    # B.6.A.1 and Q&A A.4: all the cards up for bid
    to_bidding(game)
    game.do("mod: give_card emperor karama")
    game.do("e: karama atreides")
    first = storm_order(game.state)[0]
    game.do(f"{seat(game, first)}: bid 1")
    while game.state.bidding and game.state.bidding.index == 0:
        game.do(f"{seat(game, game.state.bidding.turn)}: pass")
    assert not [e for e in game.events if e.kind == "prescience_card"]
    assert "card_up_for_bid" not in game.session.ruleset.view(game.state, "a")["private"]


def test_karama_stops_the_harkonnen_bonus_once(make_game):
    # B.6.A.2
    game = make_game("h:harkonnen,a:atreides")
    to_bidding(game)
    game.do("mod: give_card atreides karama")
    game.do("a: karama harkonnen")
    if game.state.bidding.turn == A:
        game.do("a: pass")
    game.do("h: bid 1")
    while game.state.bidding.index == 0:
        game.do("a: pass")
    assert len(game.state.players[H].hand) == 3  # 2 + bought, no bonus


def test_karama_ships_at_the_guild_rate_to_the_bank(make_game):
    # B.6.A.6: half rate; the payment goes to the bank, not the Guild
    game = make_game("a:atreides,h:harkonnen,e:emperor,g:guild", seed=2)
    to_movement_round(game)
    while current(game.state) != E:
        game.do(f"{seat(game, current(game.state))}: done")
    game.do("mod: give_card emperor karama")
    guild, spice = game.state.players[G].spice, game.state.players[E].spice
    game.do("e: karama ship")
    game.do("e: ship 4 the great flat")  # 8 at the normal rate
    assert game.state.players[E].spice == spice - 4
    assert game.state.players[G].spice == guild


def test_karama_silences_the_voice(make_game):
    # B.6.A.3
    game = make_game("a:atreides,b:bene_gesserit,h:harkonnen", seed=4)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    game.script("mod: set_tokens harkonnen 0 carthag", "mod: set_tokens atreides 5 carthag",
                "mod: set_tokens bene_gesserit 4 carthag", "mod: give_card atreides karama")
    end_movement(game)
    game.do("b: voice not poison weapon")
    game.do("a: karama bene_gesserit")
    assert game.state.battles.current.voice is None


def test_karama_makes_the_worm_eat_the_fremen(game):
    # B.6.A.4: their tokens in the territory are destroyed
    to_turn_storm(game, 2)
    game.state.last_blow = "Red Chasm"
    game.script("mod: set_tokens fremen 2 red chasm", "mod: stack spice the great flat",
                "mod: stack spice shai-hulud", "mod: give_card emperor karama")
    dial_storm(game, 1, 1)
    for p in list(game.state.players.values()):
        game.do(f"{p.seat}: ready")
    tanks = game.state.players[Faction.FREMEN].tanks
    game.do("e: karama fremen")
    assert "Red Chasm" not in game.state.forces
    assert game.state.players[Faction.FREMEN].tanks == tanks + 2


def test_karama_needs_the_card_and_a_use(game):
    game.rejects("a: karama buy", "do not hold a karama")

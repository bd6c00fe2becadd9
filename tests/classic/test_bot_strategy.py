"""Judgement tests of classic's bot outside battles: positions from the rulebook where the
bot must choose well, built with the set-up and moderator commands, then decided from what
the seat may know (`seen`) alone."""

from __future__ import annotations

import random

from engine.boards.arrakis.storm import swept_sectors
from engine.core import Command
from engine.core.bots import seen
from engine.rulesets.classic.bot.position import Position
from engine.rulesets.classic.data import LEADERS, STRONGHOLDS, TERRITORIES, Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases.movement import current
from engine.rulesets.classic.protocol.commands import (
    Ally,
    Bid,
    Dial,
    Karama,
    Move,
    Pass,
    Ready,
    Ship,
    Traitor,
    Unally,
)
from engine.rulesets.classic.protocol.ruleset import RULESET

from .conftest import Game
from .helpers import dial_storm, to_movement_round, to_turn_storm, worm_on_turn_two

THREE = "a:atreides,h:harkonnen,e:emperor"


def bot(game: Game, seat: str) -> Command | None:
    """The bot's command for `seat`, decided from what the seat was told."""
    knows = seen(RULESET, game.state, seat, [])
    return RULESET.bot(knows, random.Random(0))


def _mover(game: Game, other_than: Faction) -> Faction:
    """The faction whose movement turn it is, past `other_than`'s turn."""
    now = current(game.state)
    if now == other_than:
        game.do(f"{game.state.players[now].seat}: done")
        now = current(game.state)
    return now


def test_it_blocks_a_third_stronghold():
    # IV: three strongholds win at the end of the turn; a battle in one of them can stop it
    game = Game(THREE, seed=2)
    to_movement_round(game)
    game.script("mod: set_tokens harkonnen 3 tuek's sietch", "mod: set_tokens harkonnen 3 "
                "habbanya sietch")
    assert RULESET.would_win(game.state) == [game.state.players[Faction.HARKONNEN].seat]
    mover = _mover(game, Faction.HARKONNEN)
    game.do(f"mod: set_spice {mover.value} 10")
    chosen = bot(game, game.state.players[mover].seat)
    assert isinstance(chosen, Ship | Move)
    assert chosen.territory in {"Carthag", "Tuek's Sietch", "Habbanya Sietch"}


def test_it_ships_into_a_stronghold_it_can_take():
    # IV, IX.C.1: an empty stronghold is a step to victory, and shipping there costs 1 a token
    game = Game(THREE, seed=2)
    to_movement_round(game)
    mover = _mover(game, Faction.HARKONNEN)
    game.do(f"mod: set_spice {mover.value} 10")
    chosen = bot(game, game.state.players[mover].seat)
    assert isinstance(chosen, Ship)
    assert chosen.territory in STRONGHOLDS
    assert not any(n for f, n in game.state.forces.get(chosen.territory, {}).get(
        chosen.sector, {}).items() if f != mover)


def _bidding(spice: int) -> tuple[Game, str]:
    """Turn 1's bidding, the first bidder holding `spice`."""
    game = Game(THREE, seed=2)
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    assert game.state.phase == Phase.BIDDING
    first = game.state.bidding.turn
    game.do(f"mod: set_spice {first.value} {spice}")
    return game, game.state.players[first].seat


def test_it_keeps_the_spice_to_ship_when_a_stronghold_is_open():
    # VIII.B, IX.C.1: spice spent on a card cannot pay to ship into an open stronghold
    game, seat = _bidding(4)
    assert bot(game, seat) == Pass()
    rich, seat = _bidding(10)
    assert bot(rich, seat) == Bid(amount=1)


def test_it_does_not_bid_beyond_its_plan():
    # VIII.B: a card is worth a few spice; a rich bot still passes a bid above its plan
    game, first = _bidding(20)
    game.do(f"{first}: bid 5")
    second = game.state.players[game.state.bidding.turn].seat
    game.do(f"mod: set_spice {game.state.bidding.turn.value} 30")
    assert bot(game, second) == Pass()


def test_it_keeps_the_strongest_traitor():
    # III.E.2: of the leaders drawn, the one worth most in battle betrays best (one's own
    # leaders are no traitors to keep)
    game = Game(THREE, seed=2)
    seat = game.state.players[Faction.ATREIDES].seat
    chosen = bot(game, seat)
    drawn = game.state.players[Faction.ATREIDES].traitor_draw
    assert isinstance(chosen, Traitor)
    assert LEADERS[chosen.leader].strength == max(
        LEADERS[n].strength for n in drawn if LEADERS[n].faction != Faction.ATREIDES)


def test_it_allies_against_the_leader():
    # XII.C: at a nexus, the weaker join against whoever is closest to winning
    game = Game(THREE, seed=2)
    worm_on_turn_two(game)
    assert game.state.nexus_ready is not None
    game.do("mod: set_tokens harkonnen 3 tuek's sietch")
    chosen = bot(game, game.state.players[Faction.ATREIDES].seat)
    assert chosen == Ally(faction="emperor")
    assert bot(game, game.state.players[Faction.HARKONNEN].seat) == Ready()



def test_it_dials_the_storm_over_enemy_tokens_on_the_sand():
    # VI.C: the storm kills tokens on the sand in the sectors it passes over
    game = Game(THREE, seed=2)
    to_turn_storm(game, 2)
    storm = game.state.storm
    dialer = game.state.storm_dialers[0]
    enemy = next(f for f in game.state.players if f != dialer)
    target = next((t, s) for t, territory in TERRITORIES.items() if territory.is_sand
                  and t not in STRONGHOLDS for s in territory.sectors
                  if 4 <= (s - storm) % 18 <= 6)
    game.do(f"mod: set_tokens {enemy.value} 8 {target[0]} {target[1]}")
    chosen = bot(game, game.state.players[dialer].seat)
    assert isinstance(chosen, Dial)
    assert target[1] in swept_sectors(storm, chosen.number + 2)


def test_nobody_would_win_once_the_game_is_over():
    # IV: would_win reads the board only while the game goes on
    game = Game(THREE, seed=2)
    to_movement_round(game)
    game.script("mod: set_tokens harkonnen 3 tuek's sietch", "mod: set_tokens harkonnen 3 "
                "habbanya sietch")
    assert RULESET.would_win(game.state)
    game.state.phase = Phase.ENDED
    assert RULESET.would_win(game.state) == []


def test_the_atreides_pass_on_a_worthless_card_they_see():
    # pad, Atreides 1: they see each card up for bid; a worthless one is not worth spice
    game, seat = _bidding(10)
    while game.state.bidding.turn != Faction.ATREIDES:
        game.do(f"{game.state.players[game.state.bidding.turn].seat}: pass")
    seat = game.state.players[Faction.ATREIDES].seat
    game.do("mod: set_spice atreides 10")
    b = game.state.bidding
    b.cards[b.index] = "Baliset"
    assert bot(game, seat) == Pass()
    b.cards[b.index] = "Lasgun"
    assert isinstance(bot(game, seat), Bid)


def test_it_leaves_an_alliance_when_it_would_win_alone():
    # IV, XII.D: allied, four strongholds win; alone, three: holding three, one breaks away
    game = Game(THREE, seed=2)
    worm_on_turn_two(game)
    game.script("mod: form_alliance atreides harkonnen", "mod: set_tokens atreides 3 "
                "tuek's sietch", "mod: set_tokens atreides 3 habbanya sietch")
    assert bot(game, game.state.players[Faction.ATREIDES].seat) == Unally()


def test_in_a_longer_game_three_strongholds_are_no_threat_yet():
    # XVIII.A.2: one more stronghold to win; the bot reads what wins from the public view
    game = Game(THREE, seed=2, options={"extra_stronghold": True})
    to_movement_round(game)
    game.script("mod: set_tokens harkonnen 3 tuek's sietch", "mod: set_tokens harkonnen 3 "
                "habbanya sietch")
    assert RULESET.would_win(game.state) == []
    mover = _mover(game, Faction.HARKONNEN)
    knows = seen(RULESET, game.state, game.state.players[mover].seat, [])
    assert Position.of(knows).threats == []
    game.do("mod: set_tokens harkonnen 3 sietch tabr")
    knows = seen(RULESET, game.state, game.state.players[mover].seat, [])
    assert Position.of(knows).threats == [frozenset({"harkonnen"})]


def test_it_buys_a_card_out_of_reach_with_a_karama_then_bids_for_free():
    # pad B.6.A.5: a Karama buys one card without paying; the bid is then not bound by spice
    game, seat = _bidding(0)
    first = game.state.bidding.turn
    game.do(f"mod: give_card {first.value} karama")
    assert bot(game, seat) == Karama(use="buy")
    game.do(f"{seat}: karama buy")
    assert bot(game, seat) == Bid(amount=1)


def test_it_keeps_its_karama_for_a_card_within_its_plan_or_not_wanted():
    # pad B.6.A.5, VIII.B: a card within the plan is bought with spice, the Karama kept;
    # pad, Atreides 1: a worthless card they see is not worth a Karama either
    game, seat = _bidding(10)
    first = game.state.bidding.turn
    game.do(f"mod: give_card {first.value} karama")
    assert bot(game, seat) == Bid(amount=1)
    game, seat = _bidding(0)
    while game.state.bidding.turn != Faction.ATREIDES:
        game.do(f"{game.state.players[game.state.bidding.turn].seat}: pass")
    seat = game.state.players[Faction.ATREIDES].seat
    game.script("mod: set_spice atreides 0", "mod: give_card atreides karama")
    b = game.state.bidding
    b.cards[b.index] = "Baliset"
    assert bot(game, seat) == Pass()
    b.cards[b.index] = "Lasgun"
    assert bot(game, seat) == Karama(use="buy")


def test_it_ships_a_large_force_at_the_guild_rate_with_a_karama():
    # pad B.6.A.6: a Karama lands tokens from the reserves at the Guild's rate (half);
    # IV: here the shipment goes to stop a third stronghold, so it is a large one
    game = Game(THREE, seed=2)
    to_movement_round(game)
    game.script("mod: set_tokens harkonnen 3 tuek's sietch", "mod: set_tokens harkonnen 3 "
                "habbanya sietch")
    mover = _mover(game, Faction.HARKONNEN)
    seat = game.state.players[mover].seat
    game.script(f"mod: set_spice {mover.value} 10", f"mod: give_card {mover.value} karama")
    assert bot(game, seat) == Karama(use="ship")
    game.do(f"{seat}: karama ship")
    chosen = bot(game, seat)
    assert isinstance(chosen, Ship) and chosen.count >= 4
    spice = game.state.players[mover].spice
    game.do(f"{seat}: {chosen.name} {chosen.count} {chosen.territory}"
            + (f" {chosen.sector}" if chosen.sector is not None else ""))
    assert game.state.players[mover].spice == spice - (chosen.count + 1) // 2


def test_it_keeps_its_karama_for_a_small_shipment():
    # pad B.6.A.6: half of a small shipment's price is a spice or so, not worth a Karama
    game = Game(THREE, seed=2)
    to_movement_round(game)
    mover = _mover(game, Faction.HARKONNEN)
    seat = game.state.players[mover].seat
    game.script(f"mod: set_spice {mover.value} 10", f"mod: give_card {mover.value} karama")
    game.state.players[mover].reserves = 3
    chosen = bot(game, seat)
    assert isinstance(chosen, Ship) and chosen.count == 3

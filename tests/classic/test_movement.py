"""IX. Revival and movement."""

from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases.movement import current
from engine.rulesets.classic.protocol.ruleset import RULESET

from .helpers import dial_storm, to_turn_storm


def to_movement(game, *fixes: str, storm=(0, 1)):
    """Turn 1 to the movement round; `fixes` are moderator lines applied once there."""
    to_turn_storm(game, 1)
    dial_storm(game, *storm)
    while game.state.phase in (Phase.BIDDING, Phase.REVIVAL):
        game.do("mod: force")
    assert game.state.phase == Phase.MOVEMENT
    for line in fixes:
        game.do(line)
    return game


def to_turn_of(game, faction):
    while current(game.state) != faction:
        game.do(f"{game.state.players[current(game.state)].seat}: done")


def seat(game, faction):
    return game.state.players[faction].seat


def test_free_revival_then_paid_revival_up_to_three(game):
    # IX.B.1-2: free revivals per shield, then 2 spice each, never more than 3 a turn
    to_turn_storm(game, 1)
    game.state.players[Faction.EMPEROR].tanks = 5
    game.state.players[Faction.EMPEROR].reserves -= 5
    dial_storm(game, 0, 1)
    while game.state.phase == Phase.BIDDING:
        game.do("mod: force")
    assert game.state.phase == Phase.REVIVAL
    e = game.state.players[Faction.EMPEROR]
    assert e.tanks == 4 and e.reserves == 16  # 1 free
    spice = e.spice
    game.rejects("e: revive 3", "at most 2")
    events = game.do("e: revive 2")
    assert "Emperor pays 4 spice to revive 2 token(s)." in game.public_texts(events)
    e = game.state.players[Faction.EMPEROR]
    assert e.tanks == 2 and e.spice == spice - 4
    assert e.reserves == 18  # IX.B: revived tokens go to the reserves
    game.rejects("e: revive 1", "no revival")


def test_movement_in_storm_order(game):
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    order = game.state.movement.order
    assert current(game.state) == order[0]
    game.rejects(f"{seat(game, order[1])}: done", f"{order[0].title}'s move")


def test_shipment_costs_one_into_strongholds_two_elsewhere_paid_to_the_guild(game):
    # IX.C.1.b and the Guild shield: payments for shipments go to the Guild
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.EMPEROR)
    e, g = game.state.players[Faction.EMPEROR], game.state.players[Faction.GUILD]
    spice, guild = e.spice, g.spice
    game.do("e: ship 3 arrakeen")
    assert e.spice == spice - 3 and g.spice == guild + 3
    game.do("b: advise no")
    game.rejects("e: ship 1 carthag", "already shipped")


def test_shipping_elsewhere_costs_two_and_needs_the_spice(game):
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.EMPEROR)
    game.rejects("e: ship 6 the great flat", "costs 12", "you have 10")
    game.do("e: ship 5 the great flat")
    assert game.state.players[Faction.EMPEROR].spice == 0


def test_no_shipment_into_storm_or_a_full_stronghold(game):
    # IX.C.1.c: not into a sector in storm, nor a stronghold held by two other players
    to_movement(game, "mod: set_tokens guild 1 arrakeen", storm=(1, 1))  # storm in sector 20 % 18
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.EMPEROR)
    game.rejects("e: ship 2 arrakeen", "two other factions", "IX.C.1.c")
    game.rejects("e: ship 2 cielago north 2", "storm")
    game.do("e: ship 2 cielago north 1")


def test_guild_ships_at_half_price_rounded_up(game):
    # Guild shield, Q&A E.6: five tokens to a stronghold cost three
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.GUILD)
    g = game.state.players[Faction.GUILD]
    spice, bank = g.spice, game.state.bank
    game.do("g: ship 5 carthag")
    assert g.spice == spice - 3 and game.state.bank == bank + 3


def test_guild_cross_ships_and_ships_back_to_reserves(game):
    # Guild shield: ship between territories; Q&A E.2: back to reserves at 1 per 2 tokens
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.GUILD)
    g = game.state.players[Faction.GUILD]
    spice = g.spice
    game.do("g: ship 3 reserves from=tueks sietch")
    assert g.spice == spice - 2 and g.reserves == 18


def test_others_cannot_ship_back_or_between_territories(game):
    # IX.C.1.d: no shipment from the board back to reserves
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.HARKONNEN)
    game.rejects("h: ship 2 reserves", "back to reserves", "IX.C.1.d")
    game.rejects("h: ship 2 arrakeen from=carthag", "only the guild")


def test_fremen_arrive_free_near_the_great_flat(game):
    # Fremen shield and Q&A E.7: free, to the Great Flat or within two territories of it
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.FREMEN)
    f = game.state.players[Faction.FREMEN]
    spice = f.spice
    game.rejects("f: ship 2 carthag", "within two")
    game.rejects("f: ship 2 arrakeen", "within two")
    game.do("f: ship 3 habbanya erg 15")  # Great Flat -> Greater Flat -> Habbanya Erg
    assert f.spice == spice and game.state.forces["Habbanya Erg"][15][Faction.FREMEN] == 3


def test_bene_gesserit_send_an_advisor_after_another_shipment(game):
    # Bene Gesserit shield: one token free to the Polar Sink with another's shipment
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.EMPEROR)
    game.do("e: ship 1 arrakeen")
    game.rejects("e: move 1 arrakeen imperial basin 9", "waiting for the bene gesserit")
    game.rejects("h: advise yes", "no shipment to accompany")
    game.rejects("b: done", "first say whether a spiritual advisor goes", "advise yes")
    game.do("b: advise yes")
    assert game.state.forces["Polar Sink"][0][Faction.BENE_GESSERIT] == 2
    assert game.state.players[Faction.BENE_GESSERIT].reserves == 18


def test_move_one_territory_without_ornithopters(game):
    # IX.C.2.a.2: on foot, one adjacent territory
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.GUILD)
    game.rejects("g: move 5 tueks sietch the minor erg 4", "out of reach")
    game.do("g: move 5 tueks sietch pasty mesa 4")
    game.rejects("g: move 1 pasty mesa tueks sietch", "already moved")


def test_ornithopters_give_three_territories(game):
    # IX.C.2.a.1: a player in Arrakeen or Carthag moves a group three territories
    to_movement(game, "mod: set_tokens atreides 4 tueks sietch")
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.ATREIDES)
    # the rulebook's own example: Tuek's Sietch through Pasty Mesa and Shield Wall
    game.do("a: move 4 tueks sietch imperial basin 8")
    assert game.state.forces["Imperial Basin"][8][Faction.ATREIDES] == 4


def test_ornithopters_come_only_from_tokens_held_at_the_start_of_the_move(game):
    # IX.C.2.a.1-2: access to ornithopters depends on tokens in Arrakeen or Carthag at the
    # start of the move; shipping into Carthag during the turn gives none
    to_movement(game, "mod: set_tokens emperor 3 tueks sietch")
    to_turn_of(game, Faction.EMPEROR)
    assert not game.state.movement.ornithopters
    game.do("e: ship 1 carthag")
    game.do("b: advise no")
    game.rejects("e: move 3 tueks sietch imperial basin 8", "out of reach",
                 "moves 1 territory")
    game.do("e: move 3 tueks sietch pasty mesa 4")


def test_fremen_move_two(game):
    # Fremen shield: two territories on foot
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.FREMEN)
    start = next(iter(game.state.forces["Sietch Tabr"][13]))
    assert start == Faction.FREMEN
    game.do("f: move 1 sietch tabr the great flat")  # via Plastic Basin


def test_storm_blocks_passage_and_exit(game):
    # IX.C.2.c: no token may move into, out of, or through a sector in storm
    to_movement(game, "mod: set_tokens emperor 3 the minor erg 7",
                "mod: set_tokens emperor 2 pasty mesa 6", "mod: set_storm 7")
    to_turn_of(game, Faction.EMPEROR)
    game.rejects("e: move 3 the minor erg pasty mesa 6 from_sector=7", "in the storm")
    # Pasty Mesa borders the Shield Wall only through sector 7, which is in the storm
    game.rejects("e: move 2 pasty mesa shield wall 8", "out of reach")
    game.do("e: move 2 pasty mesa red chasm")


def test_passing_through_a_full_stronghold_is_blocked(game):
    # IX.C.2.f: no moving into or through a stronghold held by two other players
    to_movement(game, "mod: set_tokens harkonnen 1 arrakeen",
                "mod: set_tokens emperor 2 old gap 9")
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.EMPEROR)
    game.rejects("e: move 2 old gap arrakeen", "two other factions")


def test_sector_must_be_named_in_a_multi_sector_territory(game):
    # IX.C.2.d: the player makes clear in which sector the tokens stop
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.ATREIDES)
    game.rejects("a: move 3 arrakeen imperial basin", "spans sectors 8, 9, 10")
    game.rejects("a: move 3 arrakeen imperial basin 4", "not 4")


def test_tokens_in_different_sectors_move_separately(game):
    # Q&A B.1: groups in different sectors of one territory move independently
    to_movement(game, "mod: set_tokens emperor 2 imperial basin 8",
                "mod: set_tokens emperor 2 imperial basin 10")
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.EMPEROR)
    game.rejects("e: move 2 imperial basin arsunt 10", "several sectors", "Q&A B.1")
    game.do("e: move 2 imperial basin arsunt 10 from_sector=10")


def test_leader_revival_only_when_all_leaders_are_in_the_tanks(game):
    # IX.D.1-2: one leader a turn, at his fighting value, once all five are in the tanks
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.ATREIDES)
    game.state.players[Faction.ATREIDES].leaders_in_tanks = ["Duncan Idaho"]
    game.rejects("a: revive_leader duncan idaho", "cannot be revived now", "IX.D")
    a = game.state.players[Faction.ATREIDES]
    a.leaders_in_tanks = ["Thufir Hawat", "Lady Jessica", "Gurney Halleck", "Duncan Idaho",
                          "Dr. Yueh"]
    spice = a.spice
    game.do("a: revive_leader gurney")
    assert a.spice == spice - 4 and "Gurney Halleck" not in a.leaders_in_tanks
    assert a.revival_cycle == ["Gurney Halleck"]
    assert current(game.state) != Faction.ATREIDES  # IX.D.4: it ends the move


def test_revived_leader_waits_for_the_others(game):
    # IX.D.5: a leader revived and killed again waits until the others are revived
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.ATREIDES)
    a = game.state.players[Faction.ATREIDES]
    a.leaders_in_tanks = ["Thufir Hawat", "Lady Jessica", "Gurney Halleck", "Duncan Idaho",
                          "Dr. Yueh"]
    a.revival_cycle = ["Dr. Yueh"]
    game.rejects("a: revive_leader yueh", "cannot be revived now", "Revivable now")


def test_storm_over_arrakeen_does_not_ground_the_ornithopters(game):
    # Q&A C.3: a storm over Arrakeen or Carthag does not affect the three-territory move
    to_movement(game, "mod: set_tokens atreides 4 tueks sietch", "mod: set_storm 9")
    to_turn_of(game, Faction.ATREIDES)
    assert game.state.movement.ornithopters
    game.do("a: move 4 tueks sietch shield wall 8")


def test_a_worm_ride_is_not_the_fremen_move(game):
    # Q&A C.1: the worm move is made in the spice blow, not the movement round
    to_movement(game)
    to_turn_of(game, Faction.FREMEN)
    assert not game.state.movement.moved


def test_a_shipment_lands_in_the_one_sector_of_a_territory_outside_the_storm(game):
    # IX.C.1.c: no shipping into a sector in storm; IX.C.2.d asks for the sector only when
    # a choice is left, so Shield Wall (sectors 7 and 8) with the storm over 8 means 7.
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.EMPEROR)
    game.state.storm = 8
    game.do("e: ship 2 shield wall")
    assert game.state.forces["Shield Wall"] == {7: {Faction.EMPEROR: 2}}


def test_a_move_ends_in_the_one_sector_of_a_territory_outside_the_storm(game):
    # IX.C.2.c: no token moves into a sector in storm, so with the storm over 7 the
    # Atreides' ornithopter move (IX.C.2.a.1) into Shield Wall can only end in sector 8.
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.ATREIDES)
    game.state.storm = 7
    game.do("a: move 2 arrakeen shield wall")
    assert game.state.forces["Shield Wall"] == {8: {Faction.ATREIDES: 2}}


def test_a_territory_with_several_open_sectors_still_asks_which_naming_them(game):
    # IX.C.2.d: "a player must make clear in which sector ... he chooses to leave his tokens"
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.EMPEROR)
    game.state.storm = 10
    game.rejects("e: ship 2 old gap", "spans sectors 8, 9, 10", "sector 8 or sector 9")


def test_the_move_prompt_lists_the_shipping_price_the_reach_and_the_storm(game):
    # IX.C.1.b prices, IX.C.2.a reach with and without ornithopters, IX.C.2.c the storm
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.ATREIDES)
    (decision,) = RULESET.pending(game.state)
    assert "1 spice per token into a stronghold, 2 elsewhere" in say(decision.prompt)
    assert "up to 3 territories (ornithopters" in say(decision.prompt)
    assert f"storm is over sector {game.state.storm}" in say(decision.prompt)
    game.do("a: ship 1 arrakeen")
    game.do("b: advise no")
    (decision,) = RULESET.pending(game.state)
    assert "Ship up to" not in say(decision.prompt) and "Move one group" in say(decision.prompt)


def test_the_prompt_offers_the_fremen_free_shipping_and_the_guild_its_rate(game):
    # Fremen shield: reserves arrive free near the Great Flat; Guild shield: half price
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.GUILD)
    (decision,) = RULESET.pending(game.state)
    assert "the Guild's rate" in say(decision.prompt) and "from=<territory>" in say(decision.prompt)
    assert "up to 1 territory (no ornithopters" in say(decision.prompt)
    to_turn_of(game, Faction.FREMEN)
    (decision,) = RULESET.pending(game.state)
    assert "free, to The Great Flat or within two territories of it" in say(decision.prompt)
    assert "up to 2 territories" in say(decision.prompt)


def test_only_the_movers_own_dm_says_how_much_spice_it_has(game):
    # XIII.B spice stays behind the shield: the public prompt has the prices, the DM the purse
    to_movement(game)
    game.force_until(Phase.MOVEMENT)
    to_turn_of(game, Faction.ATREIDES)
    game.state.players[Faction.ATREIDES].spice = 13
    (decision,) = RULESET.pending(game.state)
    assert "13" not in say(decision.prompt) and "spice." not in say(decision.prompt)
    assert say(RULESET.offer(game.state, decision).text).endswith("You have 13 spice.")

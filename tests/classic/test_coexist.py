"""XV.B: the Bene Gesserit's coexistence (option `advantages`), on and off."""

from __future__ import annotations

from engine.rulesets.classic.data import POLAR_SINK, Faction
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases import battle, battle_plan, victory
from engine.rulesets.classic.phases.movement import current
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.view.board_text import board_picture
from engine.rulesets.classic.view.view import public as public_view

from .conftest import Game
from .helpers import answer_traitors, dial_storm, end_movement, to_turn_storm
from .option_game import OptionGame, hold

B, H, A, E, G, F = (Faction.BENE_GESSERIT, Faction.HARKONNEN, Faction.ATREIDES,
                    Faction.EMPEROR, Faction.GUILD, Faction.FREMEN)


def coexisting(seed: int = 1) -> OptionGame:
    return OptionGame(seed=seed, advantages=True)


def to_movement(game: Game) -> None:
    """Turn 1 up to the first move, every earlier decision defaulted (the Bene Gesserit's
    start token goes to the Polar Sink by default)."""
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    while game.state.phase in (Phase.BIDDING, Phase.REVIVAL):
        game.do("mod: force")
    assert game.state.phase == Phase.MOVEMENT
    guild_waits(game)


def guild_waits(game: Game) -> None:
    """The Guild, asked before each move with the advantages, keep their move for later
    (XV, pad Guild 1)."""
    mv = game.state.movement
    if game.state.phase == Phase.MOVEMENT and mv is not None and mv.guild_asked:
        game.do(f"{game.state.players[Faction.GUILD].seat}: move_now no")


def move_turn_to(game: Game, faction: Faction) -> None:
    """End moves until it is `faction`'s."""
    guild_waits(game)
    while current(game.state) != faction:
        game.do(f"{game.state.players[current(game.state)].seat}: done")
        guild_waits(game)


def put_advisors(game: Game, territory: str, n: int = 2) -> None:
    game.do(f"mod: set_tokens bene_gesserit {n} {territory}")
    game.state.advisors = sorted({*game.state.advisors, territory})


# -- XV.B.1 the starting token ---------------------------------------------------------------


def test_starting_token_waits_for_the_fremen_then_goes_anywhere():
    # XV.B.1: one token in any territory, after the Fremen placement
    game = coexisting()
    assert game.state.forces.get(POLAR_SINK, {}).get(0, {}).get(B, 0) == 0
    assert game.state.players[B].reserves == 20
    game.rejects("b: place 1 arrakeen", "after the Fremen")
    game.do("f: place 10 sietch tabr")
    game.rejects("b: place 2 arrakeen", "one token")
    game.do("b: place 1 arrakeen")
    assert game.state.forces["Arrakeen"][9][B] == 1
    assert game.state.advisors == ["Arrakeen"]  # among the Atreides: coexisting (XV.B.5)
    assert game.state.advisor_to_place == 0


def test_starting_token_alone_is_a_fighter():
    # XV.B.1, XV.B.5: coexistence is with others' tokens; alone the token is a fighter
    game = coexisting()
    game.do("f: place 10 sietch tabr")
    game.do("b: place 1 the great flat")
    assert game.state.advisors == []


def test_without_the_option_the_bene_gesserit_start_in_the_polar_sink():
    game = Game()
    assert game.state.forces[POLAR_SINK][0][B] == 1
    game.do("f: place 10 sietch tabr")
    game.rejects("b: place 1 arrakeen", "only the fremen")


# -- XV.B.2 CHOAM charity --------------------------------------------------------------------


def charity_on_turn_two(game: Game) -> int:
    """The Bene Gesserit's spice change at turn 2's bidding round, holding 10 spice."""
    game.force_until(Phase.STORM, turn=2)
    game.do("mod: set_spice bene_gesserit 10")
    dial_storm(game, 1, 1)
    assert game.state.phase == Phase.BIDDING
    return game.state.players[B].spice - 10


def test_charity_every_bidding_round_from_turn_two_whatever_they_hold():
    # XV.B.2
    game = coexisting()
    assert charity_on_turn_two(game) == 2
    assert any("XV.B.2" in t for t in game.public_texts())


def test_without_the_option_no_charity_with_spice():
    assert charity_on_turn_two(Game()) == 0


# -- XV.B.3 spiritual advisors ---------------------------------------------------------------


def test_spiritual_advisor_follows_the_shipment_into_its_territory():
    # XV.B.3: into the same territory, instead of the Polar Sink
    game = coexisting()
    to_movement(game)
    move_turn_to(game, H)
    game.do("h: ship 1 funeral plain")
    game.do("b: advise yes")
    assert game.state.forces["Funeral Plain"][14][B] == 1
    assert "Funeral Plain" in game.state.advisors
    assert battle.contested(game.state) == []  # advisors fight no one (XV.B.4)


def test_without_the_option_the_advisor_goes_to_the_polar_sink():
    game = Game()
    to_movement(game)
    move_turn_to(game, H)
    game.do("h: ship 1 funeral plain")
    sink = game.state.forces[POLAR_SINK][0][B]
    game.do("b: advise yes")
    assert game.state.forces[POLAR_SINK][0][B] == sink + 1
    assert B not in game.state.forces["Funeral Plain"][14]


def test_no_advisor_joins_fighters():
    # XV.B.5: no shipping with another player where the Bene Gesserit do not coexist
    game = coexisting()
    to_movement(game)
    move_turn_to(game, H)
    game.do("mod: set_tokens bene_gesserit 1 funeral plain")
    game.do("mod: set_tokens guild 1 funeral plain")  # others there: not alone, no question
    game.do("h: ship 1 funeral plain")
    assert game.state.movement.advisor_for is None  # no advisor offered to join fighters
    game.rejects("b: advise yes", "no shipment to accompany")


def test_fighters_said_no_so_the_advisor_is_refused():
    # XV.B.5: "or intend to state when you land" that they do not coexist
    game = coexisting()
    to_movement(game)
    game.do("mod: set_tokens bene_gesserit 2 the great flat")
    move_turn_to(game, H)
    game.do("h: ship 1 the great flat")
    game.do("b: coexist no")
    game.rejects("b: advise yes", "fighters")
    game.do("b: advise no")
    assert "The Great Flat" in battle.contested(game.state)


# -- XV.B.4 advisors count for nothing -------------------------------------------------------


def test_advisors_neither_battle_nor_hold_nor_collect():
    # XV.B.4: no combat, no control of a stronghold, no spice collection
    game = coexisting()
    to_movement(game)
    put_advisors(game, "Carthag")
    put_advisors(game, "Arrakeen")
    put_advisors(game, "Tuek's Sietch")
    game.do("mod: set_board_spice 6 the great flat")
    put_advisors(game, "The Great Flat")
    assert battle.contested(game.state) == []
    assert victory.held(game.state, B) == set()
    spice = game.state.players[B].spice
    end_movement(game)
    game.force_until(Phase.STORM, turn=2)
    assert game.state.players[B].spice == spice
    assert game.state.winners == []


def test_fighters_battle_and_hold():
    # XV.B.4: tokens not in coexistence are normal tokens
    game = coexisting()
    to_movement(game)
    game.do("mod: set_tokens bene_gesserit 2 carthag")
    assert "Carthag" in battle.contested(game.state)
    assert victory.held(game.state, B) == {"Carthag"}


def test_advisors_neither_fill_a_stronghold_nor_give_ornithopters():
    # XV.B.4: they cannot prevent another's control nor receive the 3-territory bonus
    game = coexisting()
    to_movement(game)
    put_advisors(game, "Carthag")
    move_turn_to(game, A)
    game.do("a: ship 1 carthag")  # the Harkonnen and advisors: not two others
    assert game.state.forces["Carthag"][10][A] == 1
    game.do("b: advise no")
    move_turn_to(game, B)
    assert game.state.movement.ornithopters is False


def test_advisors_suffer_the_storm():
    # XV.B.4: still susceptible to storms
    game = coexisting()
    to_turn_storm(game, 2)
    put_advisors(game, "Funeral Plain")
    game.do("mod: set_tokens harkonnen 1 funeral plain")
    game.do("mod: set_storm 13")
    tanks = game.state.players[B].tanks
    dial_storm(game, 1, 1)
    assert game.state.players[B].tanks == tanks + 2


def test_advisors_suffer_worms():
    # XV.B.4: still susceptible to worms (and no Karama stops it here)
    game = OptionGame(advantages=True, karama_powers=True)
    to_turn_storm(game, 1)
    put_advisors(game, "Funeral Plain")
    game.do("mod: set_tokens harkonnen 1 funeral plain")
    game.do("mod: give_card fremen karama")
    game.do("f: karama worm funeral plain")
    assert game.state.players[B].tanks == 2
    assert B not in game.state.forces.get("Funeral Plain", {}).get(14, {})


# -- XV.B.5 announcements --------------------------------------------------------------------


def test_announcement_before_any_move_turns_advisors_to_fighters():
    # XV.B.5: at the beginning of the movement round, before any movement
    game = coexisting()
    to_turn_storm(game, 1)
    put_advisors(game, "Funeral Plain")
    put_advisors(game, "Carthag")
    dial_storm(game, 0, 1)
    while game.state.phase in (Phase.BIDDING, Phase.REVIVAL):
        game.do("mod: force")
    assert game.state.movement.announce
    first = game.state.players[current(game.state)].seat
    game.rejects(f"{first}: done", "announce")
    game.rejects("b: coexist no arrakeen", "no advisors in arrakeen")
    game.rejects("b: coexist no", "name the territory")
    game.do("b: coexist no carthag")
    assert game.state.advisors == ["Funeral Plain"]
    assert "Carthag" in battle.contested(game.state)
    game.do("b: coexist yes")
    assert not game.state.movement.announce
    guild_waits(game)
    game.do(f"{first}: done")


def test_announcement_closes_when_no_advisors_are_left():
    game = coexisting()
    to_turn_storm(game, 1)
    put_advisors(game, "Funeral Plain")
    dial_storm(game, 0, 1)
    while game.state.phase in (Phase.BIDDING, Phase.REVIVAL):
        game.do("mod: force")
    game.do("b: coexist no funeral plain")
    assert not game.state.movement.announce


def test_no_announcement_without_advisors_or_without_the_option():
    game = coexisting()
    to_movement(game)
    assert not game.state.movement.announce
    game.rejects("b: coexist yes", "no coexistence to announce")


def test_arriving_among_others_the_bene_gesserit_announce():
    # XV.B.5: ending a move in an occupied territory where they had no tokens
    game = coexisting()
    to_movement(game)
    move_turn_to(game, B)
    game.do("b: ship 1 carthag")
    assert game.state.coexist_ask == "Carthag"
    game.rejects("b: done", "announce")
    game.rejects("b: coexist yes arrakeen", "asked about carthag")
    game.do("b: coexist yes")
    assert game.state.advisors == ["Carthag"]
    assert battle.contested(game.state) == []


def test_arriving_fighters_battle():
    game = coexisting()
    to_movement(game)
    move_turn_to(game, B)
    game.do("b: ship 1 carthag")
    game.do("b: coexist no")
    assert game.state.advisors == []
    assert "Carthag" in battle.contested(game.state)


def test_another_arriving_where_only_fighters_stand_asks_the_bene_gesserit():
    # XV.B.5: another player moves into a territory only the Bene Gesserit occupy
    game = coexisting()
    to_movement(game)
    game.do("mod: set_tokens bene_gesserit 2 the great flat")
    move_turn_to(game, H)
    game.do("h: ship 1 the great flat")
    assert game.state.coexist_ask == "The Great Flat"
    game.rejects("b: advise yes", "no shipment to accompany")  # the answer comes first
    game.do("b: coexist yes")
    game.do("b: advise yes")
    assert game.state.forces["The Great Flat"][14][B] == 3
    assert battle.contested(game.state) == []


def test_no_question_where_advisors_already_coexist():
    # XV.B.5: coexistence stays for the rest of the turn
    game = coexisting()
    to_movement(game)
    put_advisors(game, "The Great Flat")
    move_turn_to(game, H)
    game.do("h: ship 1 the great flat")
    assert game.state.coexist_ask is None


def test_without_the_option_nobody_is_asked():
    game = Game()
    to_movement(game)
    game.do("mod: set_tokens bene_gesserit 2 the great flat")
    move_turn_to(game, H)
    game.do("h: ship 1 the great flat")
    assert game.state.coexist_ask is None
    assert "The Great Flat" in battle.contested(game.state)


# -- shown on the board and in the public view -----------------------------------------------


def test_advisors_are_marked_on_the_board_and_public():
    game = coexisting()
    to_movement(game)
    put_advisors(game, "Carthag", 3)
    picture = board_picture(game.state, detail=True)
    text = "\n".join(picture.messages)
    assert "b3" in text and "advisors" in text
    assert ">b3<" in picture.svg
    assert public_view(game.state)["advisors"] == ["Carthag"]
    game.do("mod: set_tokens bene_gesserit 3 funeral plain")
    assert "B3" in "\n".join(board_picture(game.state, detail=True).messages)


def test_advisors_suffer_a_lasgun_shield_explosion():
    # XV.B.4: still susceptible to lasgun/shield explosions (Q&A A.3: every token there)
    game = OptionGame("a:atreides,h:harkonnen,e:emperor,b:bene_gesserit", advantages=True)
    to_movement(game)
    game.do("mod: set_tokens atreides 5 carthag")
    put_advisors(game, "Carthag")
    hold(game, "atreides", "Lasgun")
    hold(game, "harkonnen", "Shield")
    end_movement(game)
    assert set(game.state.battles.current.sides) == {A, H}
    game.do("a: prescience none")
    for faction, seat, card in ((A, "a", "Lasgun"), (H, "h", "none Shield")):
        leader = battle_plan.leaders_available(game.state, faction, "Carthag")[0]
        game.do(f"{seat}: plan 1 '{leader}' {card}")
    answer_traitors(game)
    assert game.state.players[B].tanks == 2
    assert game.state.advisors == []


def test_fremen_riding_in_where_only_fighters_stand_ask_the_bene_gesserit():
    # XV.B.5: "another player moves his tokens into a territory only you occupy" (a worm
    # ride is a move, Q&A C.1); the blow waits for the answer
    game = coexisting()
    to_turn_storm(game, 2)
    game.state.last_blow = "Red Chasm"
    game.script("mod: set_tokens fremen 2 red chasm", "mod: set_storm 1",
                "mod: set_tokens bene_gesserit 2 the minor erg 5",
                "mod: stack spice the great flat", "mod: stack spice shai-hulud")
    dial_storm(game, 1, 1)
    for p in list(game.state.players.values()):
        game.do(f"{p.seat}: ready")
    game.do("f: ride the minor erg 5")
    assert game.state.coexist_ask == "The Minor Erg" and game.state.phase == Phase.SPICE_BLOW
    assert [d.kind for d in RULESET.pending(game.state)] == ["coexist"]
    game.do("b: coexist yes")
    assert game.state.advisors == ["The Minor Erg"]
    assert game.state.phase == Phase.BIDDING  # the blow went on after the answer

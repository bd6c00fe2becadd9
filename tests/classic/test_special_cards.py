"""Treachery cards played outside battle (player aid pad B) and the Q&A's card answers."""

from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase

from .helpers import end_movement, to_movement_round, to_turn_storm

A, H, E = Faction.ATREIDES, Faction.HARKONNEN, Faction.EMPEROR


def test_weather_control_moves_the_storm_instead_of_the_dials(game):
    # Pad B.2: at the start of a storm round, move the storm 0 to 10 sectors
    to_turn_storm(game, 2)
    storm = game.state.storm
    game.rejects("a: weather_control 3", "do not hold weather control")
    game.do("mod: give_card atreides weather control")
    game.rejects("a: weather_control 11", "0 to 10")
    game.do("a: weather_control 3")
    assert game.state.storm == (storm + 2) % 18 + 1
    assert "Weather Control" in game.state.treachery_discard
    assert game.state.phase != Phase.STORM


def test_weather_control_may_hold_the_storm_where_it_is(game):
    # Pad B.2: "move the storm 0 to 10 sectors": zero keeps it in place this turn
    to_turn_storm(game, 2)
    storm = game.state.storm
    game.do("mod: give_card atreides weather control")
    game.do("a: weather_control 0")
    assert game.state.storm == storm and game.state.phase != Phase.STORM


def test_weather_control_not_on_the_first_storm(game):
    # VI.A: the first storm is placed by the dials
    to_turn_storm(game, 1)
    game.do("mod: give_card atreides weather control")
    game.rejects("a: weather_control 3", "dials", "VI.A")


def test_family_atomics_destroys_the_wall_and_opens_the_cities(game):
    # Pad B.5, Q&A A.1-2: tokens on the wall die; the cities lose their shelter
    to_turn_storm(game, 2)
    game.do("mod: give_card emperor family atomics")
    game.rejects("e: family_atomics", "on the shield wall or next to it")
    game.do("mod: set_tokens emperor 2 pasty mesa 5")
    game.do("mod: set_tokens guild 3 shield wall 8")
    game.do("mod: set_storm 7")
    game.do("e: family_atomics")
    s = game.state
    assert not s.shield_wall and "Shield Wall" not in s.forces
    assert s.removed_cards == ["Family Atomics"]
    d1, d2 = (s.players[f].seat for f in s.storm_dialers)
    game.do(f"{d1}: dial 1")
    game.do(f"{d2}: dial 1")  # 7 -> 9: sweeps 8 and 9, Arrakeen is in sector 9
    assert "Arrakeen" not in game.state.forces
    assert game.state.players[A].tanks >= 10


def test_hajr_gives_an_extra_group_move(make_game):
    # Pad B.3
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.do("mod: give_card atreides hajr")
    game.do("a: move 2 arrakeen imperial basin 9")
    game.rejects("a: move 2 arrakeen old gap 9", "already moved")
    game.do("a: hajr")
    game.do("a: move 2 arrakeen old gap 9")
    game.rejects("a: move 1 arrakeen rim wall west", "already moved")


def test_ghola_revives_tokens_or_a_leader_free(make_game):
    # Pad B.4 and Q&A A.6: free
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    game.do("mod: give_card harkonnen tleilaxu ghola")
    game.do("mod: set_tokens harkonnen 4 carthag via=tanks")
    spice = game.state.players[H].spice
    game.rejects("h: ghola 7", "1 to 5")
    game.do("h: ghola 5")
    h = game.state.players[H]
    assert h.tanks == 1 and h.reserves == 15 and h.spice == spice


def test_a_leader_revived_by_ghola_in_battle_waits_for_the_next_round(make_game):
    # Q&A A.5: a leader revived during a battle round cannot fight until the next
    game = make_game("a:atreides,h:harkonnen,e:emperor", seed=2)
    to_movement_round(game)
    for p in game.state.players.values():
        p.traitors = []
    game.do("mod: give_card harkonnen tleilaxu ghola")
    game.do("mod: set_tokens atreides 5 carthag")
    game.state.players[H].leaders_in_tanks = ["Feyd-Rautha"]
    end_movement(game)
    game.do("a: prescience none")
    game.do("h: ghola feyd")
    game.rejects("h: plan 2 feyd-rautha", "no leader you can play")
    game.do("h: plan 2 beast rabban")


def test_truthtrance_question_and_answer_are_public(game):
    # Pad B.1
    game.do("mod: give_card atreides truthtrance")
    events = game.do("a: truthtrance harkonnen Is Piter De Vries your traitor?")
    assert any(e.is_public and "Is Piter De Vries your traitor?" in say(e.text) for e in events)
    game.rejects("e: answer yes", "no truthtrance question")
    events = game.do("h: answer no")
    assert events[0].is_public and say(events[0].text).endswith(": no.")

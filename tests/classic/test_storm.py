"""VI. Storm, and IX.A the first player."""

from engine.core.words import say
from engine.rulesets.classic.board.order import storm_order
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase


def started(game):
    game.do("mod: force")  # set-up defaults
    assert game.state.phase == Phase.STORM
    return game


def test_first_dialers_sit_either_side_of_the_storm_start(game):
    # VI.A: the players whose dots are nearest on either side of the storm start (sector 18)
    started(game)
    dots = {f: p.dot for f, p in game.state.players.items()}
    dialers = game.state.storm_dialers
    assert {dots[f] for f in dialers} == {2, 17}


def test_first_storm_dials_zero_to_twenty_in_secret(game):
    started(game)
    d1, d2 = (game.state.players[f].seat for f in game.state.storm_dialers)
    game.rejects(f"{d1}: dial 21", "0 to 20")
    events = game.do(f"{d1}: dial 7")
    public = [e for e in events if e.is_public]
    assert public and all("7" not in say(e.text) for e in public)  # the number stays secret
    assert any(e.audience == f"seat:{d1}" and "7" in say(e.text) for e in events)
    game.rejects(f"{d1}: dial 3", "already dialed")
    other = next(p.seat for f, p in game.state.players.items()
                 if f not in game.state.storm_dialers)
    game.rejects(f"{other}: dial 3", "not dialing")
    game.do(f"{d2}: dial 5")
    assert game.state.storm == 12  # 18 + 7 + 5, counter-clockwise, wrapping
    assert game.state.phase != Phase.STORM


def test_later_storms_dial_one_to_three(game):
    # VI.B: later storms are dialed 1-3 by the two who last used the wheels
    started(game)
    first = list(game.state.storm_dialers)
    game.force_until(Phase.STORM, turn=2)
    assert game.state.storm_dialers == first
    seat = game.state.players[first[0]].seat
    game.rejects(f"{seat}: dial 0", "1 to 3")
    game.rejects(f"{seat}: dial 4", "1 to 3")


def test_storm_kills_tokens_on_sand_but_not_rock_or_the_sheltered_basin(game):
    # VI.C: tokens in a sector of sand territory (except the Imperial Basin) over which the
    # storm passes or stops go to the tanks; rock and the Imperial Basin are spared
    started(game)
    game.script(
        "mod: set_tokens guild 2 old gap 8",  # sand, passed over
        "mod: set_tokens emperor 3 old gap 9",  # sand, stopped on
        "mod: set_tokens emperor 2 old gap 10",  # sand, beyond the storm
        "mod: set_tokens harkonnen 4 rim wall west 8",  # rock, passed over
        "mod: set_tokens atreides 2 imperial basin 9",  # the sheltered basin, stopped on
        "mod: set_storm 7",
    )
    d1, d2 = (game.state.players[f].seat for f in game.state.storm_dialers)
    game.script("mod: stack spice cielago south")
    game.do(f"{d1}: dial 1")
    game.do(f"{d2}: dial 1")  # 7 -> 8 -> 9: sweeps 8 and 9
    s = game.state
    assert s.storm == 9
    assert s.forces["Old Gap"] == {10: {Faction.EMPEROR: 2}}
    assert s.players[Faction.GUILD].tanks == 2 and s.players[Faction.EMPEROR].tanks == 3
    assert s.forces["Rim Wall West"][8] == {Faction.HARKONNEN: 4}
    assert s.players[Faction.HARKONNEN].tanks == 0
    assert s.forces["Imperial Basin"][9] == {Faction.ATREIDES: 2}
    assert s.players[Faction.ATREIDES].tanks == 0


def test_storm_sweeps_spice_from_the_sectors_it_crosses(game):
    # VI.C: spice in a sector the storm passes over returns to the bank
    started(game)
    game.force_until(Phase.STORM, turn=2)
    game.state.bank += sum(n for by_sector in game.state.spice.values()
                           for n in by_sector.values())
    game.state.spice.clear()
    bank = game.state.bank
    game.script("mod: set_storm 5")
    game.state.spice["Red Chasm"] = {6: 8}
    game.state.bank -= 8
    d1, d2 = (game.state.players[f].seat for f in game.state.storm_dialers)
    game.do(f"{d1}: dial 1")
    game.do(f"{d2}: dial 1")
    assert "Red Chasm" not in game.state.spice
    assert game.state.bank >= bank - 20  # the swept 8 came back; a new blow may take some


def test_first_player_is_the_next_dot_the_storm_reaches(game):
    # IX.A: the storm on a player's dot has passed that player
    started(game)
    s = game.state
    by_dot = {p.dot: f for f, p in s.players.items()}
    s.storm = 5
    assert storm_order(s)[0] == by_dot[8]
    s.storm = 4
    assert storm_order(s)[0] == by_dot[5]
    s.storm = 18
    assert storm_order(s)[0] == by_dot[2]
    assert storm_order(s) == [by_dot[d] for d in (2, 5, 8, 11, 14, 17)]

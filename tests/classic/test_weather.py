"""XVI. Weather (option `weather`): after the first turn the storm moves by the marker the
Fremen drew in secret the turn before, revealed at the next storm round."""

import random

from engine.core import EventLog
from engine.core.words import say
from engine.rulesets.classic.data import Faction, advance
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.phases.weather import draw
from engine.rulesets.classic.protocol.disguise import disguise

from .conftest import Game
from .helpers import dial_storm, to_turn_storm
from .option_game import game_with

F = Faction.FREMEN


def weather(seats: str | None = None) -> Game:
    return game_with({"weather": True}, **({"seats": seats} if seats else {}))


def test_the_first_storm_is_dialed_then_the_fremen_draw_a_marker_in_secret():
    # XVI.A-B: the first turn's storm is placed by the dials; in that storm round the Fremen
    # draw one of six markers, look at it and lay it face down
    game = weather()
    to_turn_storm(game, 1)
    assert game.state.weather_marker is None
    d1, d2 = (game.state.players[f].seat for f in game.state.storm_dialers)
    events = game.script(f"{d1}: dial 0", f"{d2}: dial 1")
    marker = game.state.weather_marker
    assert game.state.storm == 1 and marker in range(1, 7)
    drawn = [e for e in events if e.kind == "weather_marker"]
    assert [e.audience for e in drawn] == [f"seat:{game.seat_of('fremen')}"]
    assert drawn[0].data == {"number": marker} and str(marker) in say(drawn[0].text)
    assert any(e.kind == "weather_drawn" and e.is_public and not e.data for e in events)


def test_later_storms_move_by_the_revealed_marker_not_by_dials():
    # XVI.C: the next storm round reveals the number; the storm moves that many sectors;
    # the marker goes back into the cup and the Fremen draw the next one; no more dials
    game = weather()
    to_turn_storm(game, 2)
    s = game.state
    marker, storm = s.weather_shown, s.storm
    assert marker in range(1, 7) and s.weather_marker is None
    assert [(d.seat, d.kind) for d in game.session.ruleset.pending(s)] == [
        (game.seat_of("fremen"), "storm")]
    assert s.storm_dialers == []
    game.rejects("a: dial 1", "no dials", "XVI.C")
    game.rejects("a: storm", "fremen move the storm")
    events = game.do("f: storm")
    s = game.state
    assert s.storm == advance(storm, marker)
    assert s.weather_shown is None and s.weather_marker in range(1, 7)
    assert s.phase != Phase.STORM
    assert any(e.kind == "weather_marker" and not e.is_public for e in events)


def test_only_the_fremen_move_the_storm_by_their_marker():
    # XVI.C: the Fremen reveal and play their marker; another seat is told so
    game = weather()
    to_turn_storm(game, 2)
    game.rejects("a: storm", "Only the Fremen")


def test_without_the_option_later_storms_are_dialed(game):
    # VI.B: the basic game dials 1 to 3 every storm round; no marker is drawn
    to_turn_storm(game, 2)
    kinds = {d.kind for d in game.session.ruleset.pending(game.state)}
    assert kinds == {"dial"}
    assert game.state.weather_marker is None and game.state.weather_shown is None
    game.rejects("f: storm", "a rule this game does not play (XVI)", "the storm is dialed")
    game.rejects("a: storm", "a rule this game does not play")


def test_the_marker_is_a_default_when_the_fremen_do_not_answer():
    # XVI.C: the storm moves by the marker; a deadline applies it for the Fremen
    game = weather()
    to_turn_storm(game, 2)
    storm, marker = game.state.storm, game.state.weather_shown
    game.do("mod: force")
    assert game.state.storm == advance(storm, marker)


def test_weather_control_moves_the_storm_instead_of_the_marker():
    # Pad B.2 with XVI (rules-notes "Weather"): the card controls the storm that round; the
    # revealed marker goes back into the cup unused and the Fremen draw the next one
    game = weather()
    to_turn_storm(game, 2)
    storm = game.state.storm
    game.do("mod: give_card atreides weather control")
    events = game.do("a: weather_control 4")
    s = game.state
    assert s.storm == advance(storm, 4) and s.phase != Phase.STORM
    assert s.weather_shown is None and s.weather_marker in range(1, 7)
    assert any(e.kind == "weather_marker" for e in events)


def test_family_atomics_is_played_after_the_marker_is_revealed():
    # Pad B.5 (optional rule): "played just after storm movement marker is revealed";
    # the storm then moves by the marker over the opened cities
    game = weather()
    to_turn_storm(game, 2)
    game.script("mod: give_card emperor family atomics", "mod: set_tokens emperor 2 pasty mesa 5")
    assert game.state.weather_shown is not None
    game.do("e: family_atomics")
    assert not game.state.shield_wall and game.state.phase == Phase.STORM
    storm, marker = game.state.storm, game.state.weather_shown
    game.do("f: storm")
    assert game.state.storm == advance(storm, marker)


def test_the_fremen_are_offered_the_storm_move_in_legal():
    # XVI.C through the protocol: the Fremen's one move is `storm`; others may not dial
    game = weather()
    to_turn_storm(game, 2)
    ruleset = game.session.ruleset
    assert [c.name for c in ruleset.legal(game.state, game.seat_of("fremen"))
            if c.name in ("storm", "dial")] == ["storm"]
    for seat in ("a", "h", "e", "g", "b"):
        assert not [c for c in ruleset.legal(game.state, seat) if c.name in ("storm", "dial")]


def test_without_the_fremen_the_weather_is_not_played_and_the_table_is_told():
    # XVI.D: "If the Fremen player is not in the game, it is suggested that this rule not
    # be used": a table whose seats all chose other factions (the advanced preset, say)
    # plays with the dials, and the set-up says so
    game = weather("a:atreides,h:harkonnen,e:emperor")
    assert not game.state.options.weather
    assert any("No seat plays the Fremen" in say(e.text) and "XVI.D" in say(e.text)
               for e in game.events)


def test_weather_deals_the_fremen_to_a_seat_left_to_chance():
    # XVI.D: with seats left to chance, a weather game always has the Fremen
    for seed in range(12):
        game = game_with({"weather": True}, seats="a:atreides,b,c", seed=seed)
        assert F in game.state.players
        assert game.state.players[Faction.ATREIDES].seat == "a"


def test_the_face_down_marker_never_reaches_the_public():
    # XVI.B: the marker is the Fremen's secret until revealed: the public view, the waiting
    # list and the board are the same whatever it is; only the Fremen's view shows it
    game = weather()
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    ruleset = game.session.ruleset
    s = game.state
    seen = []
    for marker in (1, 6):
        s.weather_marker = marker
        seen.append((ruleset.view(s, "a"), ruleset.pending(s), ruleset.board(s).svg,
                     ruleset.board(s).messages, ruleset.where(s)))
    assert seen[0] == seen[1]
    assert ruleset.view(s, game.seat_of("fremen"))["private"]["weather_marker"] == 6
    assert "weather_marker" not in str(seen[0][0])


def test_the_disguise_deals_the_marker_anew_for_everyone_but_the_fremen():
    # XVI.B: what another seat may believe the marker is: any of the six
    game = weather()
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    s = game.state
    for_atreides = {disguise(s, "a", random.Random(i)).weather_marker for i in range(40)}
    for_fremen = {disguise(s, "f", random.Random(i)).weather_marker for i in range(40)}
    assert for_atreides == set(range(1, 7)) and for_fremen == {s.weather_marker}


def test_the_revealed_marker_is_public():
    # XVI.C: once revealed the number is the table's
    game = weather()
    to_turn_storm(game, 2)
    public = game.session.ruleset.view(game.state, None)["public"]
    assert public["weather_shown"] == game.state.weather_shown


def test_the_fremen_read_their_marker_on_their_sheet_and_nobody_else_does():
    # XVI.B: "He looks at it": the Fremen's own sheet shows the marker face down
    game = weather()
    to_turn_storm(game, 1)
    dial_storm(game, 0, 1)
    ruleset = game.session.ruleset
    marker = game.state.weather_marker
    fremen = {say(s.title): [say(line) for line in s.lines]
              for s in ruleset.sheet(game.state, "f").sections}
    assert f"Next storm marker: {marker} sector(s)" in fremen["Foresight"]
    for seat in ("a", "h", "e", "g", "b"):
        sections = ruleset.sheet(game.state, seat).sections
        assert not any("storm marker" in say(line) for s in sections for line in s.lines)


def test_the_six_markers_are_numbered_one_to_six_and_each_is_drawn():
    # XVI.B: "six weather movement markers numbered 1 to 6": every draw is one of them, and
    # every one of them comes out of the cup in time
    game = weather()
    drawn = set()
    for _ in range(200):
        draw(game.state, EventLog())
        drawn.add(game.state.weather_marker)
    assert drawn == {1, 2, 3, 4, 5, 6}

"""Repairs of the advanced game's parts: the Shield Wall (Family Atomics), the Kwisatz
Haderach (XV, pad Atreides 1) and the Fremen's secret storm marker (XVI.B)."""

from engine.core import MODERATOR
from engine.core.words import say
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.play.invariants import problems

from .conftest import Game
from .helpers import to_movement_round, to_turn_storm
from .option_game import advantaged, game_with


def test_the_shield_wall_is_destroyed_and_raised_again(game: Game):
    # Family Atomics: without the wall, the storm reaches Arrakeen, Carthag, Imperial Basin
    events = game.do("mod: set_shield_wall no")
    assert not game.state.shield_wall
    assert game.public_texts(events)[0] == "Moderator destroys the Shield Wall."
    game.rejects("mod: set_shield_wall no", "destroyed already")
    game.do("mod: set_shield_wall yes")
    assert game.state.shield_wall and problems(game.state) == []


def test_the_kwisatz_haderach_wakes_and_dies_only_with_the_atreides_advantages():
    # XV, pad Atreides 1: awake after 7 tokens lost in battles
    game = advantaged("a:atreides,h:harkonnen,e:emperor")
    to_movement_round(game)
    game.rejects("mod: set_kwisatz 3 dead=yes", "only once awake", "at least 7")
    events = game.do("mod: set_kwisatz 7")
    assert game.state.kwisatz_losses == 7 and not game.state.kwisatz_dead
    assert "battle losses to 7" in game.public_texts(events)[0]
    game.do("mod: set_kwisatz 8 dead=yes")
    assert game.state.kwisatz_dead
    plain = advantaged("a:atreides,h:harkonnen,e:emperor", advantages=False)
    to_movement_round(plain)
    plain.rejects("mod: set_kwisatz 7", "advantages")


def test_the_fremen_storm_marker_is_told_only_to_them_and_the_moderators():
    # XVI.B: the marker lies face down; only the Fremen know its number
    game = game_with({"weather": True})
    game.rejects("mod: set_weather 3", "no storm marker")
    to_turn_storm(game, 1)
    d1, d2 = (game.state.players[f].seat for f in game.state.storm_dialers)
    game.script(f"{d1}: dial 0", f"{d2}: dial 1")
    other = game.state.weather_marker % 6 + 1
    events = game.do(f"mod: set_weather {other}")
    assert game.state.weather_marker == other
    assert game.public_texts(events) == ["Moderator changes the Fremen's storm marker."]
    fremen = game.state.players[Faction.FREMEN].seat
    assert {e.audience for e in events if str(other) in say(e.text)} == {f"seat:{fremen}",
                                                                     MODERATOR}
    game.rejects(f"mod: set_weather {other}", "already")


def test_bene_gesserit_tokens_become_advisors_or_fighters_where_they_stand():
    # XV.B.4: advisors coexist, only where Bene Gesserit tokens stand
    game = advantaged("a:atreides,h:harkonnen,b:bene_gesserit")
    to_movement_round(game)
    game.rejects("mod: set_advisors 'Cielago North' yes", "no bene gesserit tokens")
    game.do("mod: set_tokens bg 2 'Cielago North' 1")
    events = game.do("mod: set_advisors 'Cielago North' yes")
    assert "Cielago North" in game.state.advisors
    assert game.public_texts(events) == [
        "Moderator makes the Bene Gesserit in Cielago North advisors."]
    game.rejects("mod: set_advisors 'Cielago North' yes", "advisors already")
    game.do("mod: set_advisors 'Cielago North' no")
    assert "Cielago North" not in game.state.advisors


def test_a_captured_leader_is_another_factions_alive_and_held_once():
    # Pad, Harkonnen 1 (XV): the Harkonnen hold other factions' living leaders
    game = advantaged("a:atreides,h:harkonnen,e:emperor")
    to_movement_round(game)
    game.do("mod: set_captured 'duncan idaho' yes")
    assert game.state.captured == ["Duncan Idaho"]
    game.rejects("mod: set_captured 'duncan idaho' yes", "held by the harkonnen already")
    game.rejects("mod: set_captured 'feyd rautha' yes", "the harkonnen's own leader")
    # a captured leader in the tanks would break the game: the repair is refused whole
    game.rejects("mod: kill_leader 'duncan idaho'", "unsound", "captured")
    game.do("mod: set_captured 'duncan idaho' no")
    assert game.state.captured == [] and problems(game.state) == []
    plain = advantaged("a:atreides,h:harkonnen,e:emperor", advantages=False)
    to_movement_round(plain)
    plain.rejects("mod: set_captured 'duncan idaho' yes", "advantages")

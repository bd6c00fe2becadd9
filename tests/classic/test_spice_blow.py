"""VII. Spice blow, worms and the nexus."""

from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.model.state import Phase

from .helpers import dial_storm, to_turn_storm


def test_territory_card_places_spice_in_its_sector(game):
    # VII.A.1: the amount on the card goes to the territory's asterisk sector
    to_turn_storm(game, 1)
    game.do("mod: stack spice the great flat")
    dial_storm(game, 0, 1)  # storm to sector 1
    assert game.state.spice["The Great Flat"] == {14: 10}
    assert game.state.last_blow == "The Great Flat"
    assert game.state.phase == Phase.BIDDING


def test_no_spice_when_the_blow_sector_is_in_storm(game):
    # VII.A.1: if the asterisk sector is in storm, no spice that turn
    to_turn_storm(game, 1)
    game.do("mod: stack spice cielago south")
    dial_storm(game, 0, 1)  # storm in sector 1, Cielago South blows in sector 1
    assert "Cielago South" not in game.state.spice
    assert any("in the storm" in t for t in game.public_texts())


def test_first_turn_worms_are_shuffled_back(game):
    # VII.D: during the first turn's blow, worms go back into the deck
    to_turn_storm(game, 1)
    game.do("mod: stack spice shai-hulud")
    dial_storm(game, 0, 1)
    assert not game.state.nexus
    assert "Shai-Hulud" not in game.state.spice_discard
    assert any("shuffled back" in t for t in game.public_texts())


def _worm_turn(game, survivors=False):
    to_turn_storm(game, 2)
    game.state.last_blow = "Red Chasm"
    game.script("mod: set_tokens harkonnen 3 red chasm", "mod: set_storm 1")
    if survivors:
        game.do("mod: set_tokens fremen 2 red chasm")
    game.state.spice["Red Chasm"] = {6: 5}
    game.state.bank -= 5
    game.do("mod: stack spice the great flat")
    game.do("mod: stack spice shai-hulud")


def close_nexus(game):
    """XII.C.5: every player says they are done with alliances."""
    for p in list(game.state.players.values()):
        game.do(f"{p.seat}: ready")


def test_worm_devours_the_last_blow_and_calls_a_nexus(game):
    # VII.A.2 and VII.B: the worm eats tokens and spice of the last territory; a nexus follows
    _worm_turn(game)
    tanks = game.state.players[Faction.HARKONNEN].tanks
    dial_storm(game, 1, 1)
    close_nexus(game)
    s = game.state
    assert "Red Chasm" not in s.forces and "Red Chasm" not in s.spice
    assert s.players[Faction.HARKONNEN].tanks == tanks + 3
    assert any("nexus" in t.lower() for t in game.public_texts())
    assert s.spice["The Great Flat"] == {14: 10}  # and the next card is turned
    assert s.last_blow == "The Great Flat"


def test_additional_worms_are_ignored(game):
    # VII.C: any additional worm drawn that round is ignored
    _worm_turn(game)
    game.do("mod: stack spice shai-hulud")  # two worms on top now
    dial_storm(game, 1, 1)
    close_nexus(game)
    texts = game.public_texts()
    assert sum("nexus" in t.lower() for t in texts) == 1
    assert any("ignored" in t for t in texts)


def test_fremen_are_not_devoured_and_may_ride_the_worm(game):
    # Fremen shield and Q&A C.1: the worm move is made in the spice blow
    _worm_turn(game, survivors=True)
    dial_storm(game, 1, 1)
    close_nexus(game)
    s = game.state
    assert s.forces["Red Chasm"] == {6: {Faction.FREMEN: 2}}
    assert s.worm_ride is not None and s.phase == Phase.SPICE_BLOW
    game.rejects("a: ride arrakeen", "no worm for you")
    game.rejects("f: ride red chasm", "already in red chasm")
    game.rejects("f: ride the minor erg", "spans sectors")
    game.do("f: ride the minor erg 5")
    assert game.state.forces["The Minor Erg"] == {5: {Faction.FREMEN: 2}}
    assert game.state.phase == Phase.BIDDING  # the blow went on after the ride


def test_fremen_may_stay_in_the_worms_territory(game):
    _worm_turn(game, survivors=True)
    dial_storm(game, 1, 1)
    close_nexus(game)
    game.do("f: ride")
    assert game.state.forces["Red Chasm"] == {6: {Faction.FREMEN: 2}}

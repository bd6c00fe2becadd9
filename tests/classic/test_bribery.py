"""XIII. Bribery."""

from engine.core.words import say
from engine.rulesets.classic.data import Faction


def test_spice_changes_hands_openly_at_any_time(game):
    # XIII.C: deals are stated aloud and honoured; spice may be part of them
    spice = {f: p.spice for f, p in game.state.players.items()}
    events = game.do("a: bribe harkonnen 4 stay out of Arrakeen this turn")
    assert game.state.players[Faction.ATREIDES].spice == spice[Faction.ATREIDES] - 4
    assert game.state.players[Faction.HARKONNEN].spice == spice[Faction.HARKONNEN] + 4
    assert events[0].is_public and "stay out of Arrakeen" in say(events[0].text)


def test_bribes_are_limited_to_the_spice_held(game):
    game.rejects("f: bribe emperor 4", "only 3", "XIII")
    game.rejects("a: bribe atreides 1", "yourself")
    game.rejects("a: bribe landsraad 1", "no faction")

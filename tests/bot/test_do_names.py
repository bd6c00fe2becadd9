"""`/do` completes the names a command takes when no listed legal move matches: the
listed moves are representative (one, half, all tokens), so `ship 3 arr` must still find
Arrakeen."""

from cogs.play import _named
from engine.rulesets.catalog import RULESETS

CLASSIC = RULESETS["classic"]


def test_the_last_words_complete_to_a_name_the_command_takes():
    assert _named(CLASSIC, "ship 3 arr") == ["ship 3 Arrakeen"]
    assert _named(CLASSIC, "ship 3 the great f") == ['ship 3 "The Great Flat"']
    assert _named(CLASSIC, "plan 3 dun") == ['plan 3 "Duncan Idaho"']


def test_an_unknown_command_or_a_lone_word_completes_nothing():
    assert _named(CLASSIC, "fly to arr") == []
    assert _named(CLASSIC, "ship") == []
    assert _named(CLASSIC, "ship 3 zzz") == []

"""`Session.advance`, the step without `apply`'s copy of the state, plays a game exactly as
`apply` does: the simulator and replay use it, and a live game uses `apply`, so the two must
give the same events, log and state, command by command, in every ruleset."""

from __future__ import annotations

import pytest

from engine.core import Session
from engine.core.simulation import play, sample_origin
from tests.conformance import checks

COMMANDS = 150
"""Commands played of each game: enough to cross every ruleset's first turn or more."""


@pytest.mark.parametrize("ruleset", checks.SUBJECTS, ids=lambda r: r.name)
def test_advance_plays_each_command_as_apply_does(ruleset):
    game = play(ruleset, sample_origin(ruleset, 3), seed=3, max_commands=COMMANDS).session
    guarded, _ = Session.new(ruleset, game.origin)
    bare, _ = Session.new(ruleset, game.origin)
    for entry in game.log:
        command = ruleset.registry.load(entry.command)
        assert guarded.apply(entry.actor, command) == bare.advance(entry.actor, command)
        assert guarded.state.model_dump_json() == bare.state.model_dump_json()
    assert guarded.log == bare.log == game.log
    assert bare.state.model_dump_json() == game.state.model_dump_json()

"""The random agents' trial copy: a command tried on it never reaches the game."""

from __future__ import annotations

import enum

from engine.core.simulation import play, sample_origin
from engine.rulesets.santini.agents import trial_copy
from engine.rulesets.santini.ruleset import RULESET
from engine.rulesets.santini.state import HOME, Unit

PLAIN = (str, int, bool)


def test_a_units_fields_are_plain_values_so_a_shallow_copy_of_it_is_whole():
    """`trial_copy` copies each unit shallow: a list or a model among its fields would be
    shared between the game and the copy, and a trial would change the game."""
    for name, field in Unit.model_fields.items():
        kind = field.annotation
        assert kind in PLAIN or (isinstance(kind, type) and issubclass(kind, enum.Enum)), name


def test_changing_every_unit_of_a_trial_copy_leaves_the_game_as_it_was():
    state = play(RULESET, sample_origin(RULESET, 3), seed=3,
                 until=lambda s: s.turn >= 2).session.state
    before = state.model_dump()
    trial = trial_copy(state)
    assert trial == state
    for unit in trial.units.values():
        unit.place, unit.steps, unit.moved, unit.mp_used = HOME, 1, True, 9
    trial.units.pop(next(iter(trial.units)))
    assert state.model_dump() == before

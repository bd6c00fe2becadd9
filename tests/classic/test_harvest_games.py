"""THE SPICE HARVEST in random games: with the option on, the pre-game is played by random
seats to its end and the main game follows, every invariant kept after every command (the
spice committed counted, IV.4) and the log replayed exactly."""

from __future__ import annotations

import pytest

from engine.core.simulation import checked_game, sample_origin
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import play

SEEDS = range(12)


@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_with_the_spice_harvest_reach_the_main_game(seed):
    origin = sample_origin(RULESET, seed, options={"spice_harvest": True, "max_turns": 3})
    seen: set[str] = set()

    def watch(events):
        seen.update(e.kind for e in events)

    outcome = play(origin, seed=seed, until=lambda s: s.phase == Phase.STORM,
                   on_events=watch)
    state = outcome.session.state
    assert state.phase == Phase.STORM and state.turn == 1
    assert state.harvest is None
    assert {"harvest_manager", "harvest_round", "access_round"} <= seen


def test_random_games_with_the_spice_harvest_keep_the_invariants_to_the_end():
    for seed in range(6):
        origin = sample_origin(RULESET, 100 + seed,
                               options={"spice_harvest": True, "max_turns": 2})
        summary = checked_game(RULESET, origin, seed)
        assert summary.error is None, summary.error


def test_the_harvests_play_every_kind_of_decision_in_random_games():
    kinds: set[str] = set()
    for seed in range(8):
        origin = sample_origin(RULESET, 200 + seed, players=6, options={"spice_harvest": True})
        outcome = play(origin, seed=seed, until=lambda s: s.phase != Phase.HARVEST
                       and s.phase != Phase.SETUP,
                       on_events=lambda events: kinds.update(e.kind for e in events))
        assert outcome.session.state.phase != Phase.HARVEST
    assert {"harvest_report", "harvest_votes", "access_sold", "harvest_caught",
            "harvest_offer", "access_peek", "harvest_look"} <= kinds

"""THE SPICE HARVEST's placement in random games from the start: the Access cards bought in
the harvests are traded, committed and read out, strongholds are occupied, and the main
game begins with the invariants kept and the log replayed exactly."""

from __future__ import annotations

from engine.core.simulation import checked_game, sample_origin
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import play


def test_random_pre_games_trade_commit_and_occupy_strongholds():
    kinds: set[str] = set()
    for seed in range(6):
        origin = sample_origin(RULESET, 300 + seed, players=6,
                               options={"spice_harvest": True})
        outcome = play(origin, seed=seed, until=lambda s: s.phase == Phase.STORM,
                       on_events=lambda events: kinds.update(e.kind for e in events))
        state = outcome.session.state
        assert state.turn == 1 and state.placement is None and state.prediction is not None
        assert state.forces  # V.6.c: the opening positions come from the Access cards
    assert {"offer", "trade", "done_trading", "spice_returned", "committed", "claim",
            "occupied", "vacant", "placement_done"} <= kinds


def test_random_games_through_the_placement_keep_every_invariant_to_the_end():
    for seed in range(4):
        origin = sample_origin(RULESET, 400 + seed,
                               options={"spice_harvest": True, "max_turns": 2})
        summary = checked_game(RULESET, origin, seed)
        assert summary.error is None, summary.error

"""What `disguise` deals anew in the alliances game: which leaders the other alliance drew
(Sojusznicy - rozgrywka 2-osobowa, Przywódcy: the players decide whether to tell), but
never what the seat knows: its own traitor cards, the leaders in the tanks, those that
fought this round."""

from __future__ import annotations

import random

from engine.core import SeatSpec
from engine.rulesets.diuna import invariants
from engine.rulesets.diuna.options import DiunaOptions
from engine.rulesets.diuna.ruleset import RULESET
from engine.rulesets.diuna.state import Phase


def alliance_game(seed: int = 3):
    state, _ = RULESET.setup(DiunaOptions(alliances=True),
                             [SeatSpec(name="p1"), SeatSpec(name="p2")], seed)
    while state.phase == Phase.SETUP:
        RULESET.apply(state, "mod", RULESET.registry.parse("expire"))
    return state


def test_the_other_alliances_drawn_leaders_are_dealt_anew_within_both_factions():
    state = alliance_game()
    other = state.players["p2"]
    pool = {leader.name for leader in state.cards.leaders
            if leader.faction in (other.faction, other.ally)}
    rosters = {tuple(sorted(RULESET.disguise(state, "p1", random.Random(n))
                            .players["p2"].roster)) for n in range(20)}
    assert len(rosters) > 1
    assert all(set(r) <= pool and len(r) == len(other.roster) for r in rosters)


def test_what_the_seat_knows_of_the_other_roster_is_kept_and_the_cards_stay_whole():
    state = alliance_game()
    me, other = state.players["p1"], state.players["p2"]
    other.dead.append(other.leaders.pop())
    state.fought = {other.leaders[0]: "Carthag"}
    mine = [n for n in me.traitors if n in other.roster]
    kept = {*other.dead, other.leaders[0], *mine}
    for n in range(20):
        copy = RULESET.disguise(state, "p1", random.Random(n))
        assert kept <= set(copy.players["p2"].roster)
        assert copy.players["p1"].roster == me.roster
        assert copy.players["p1"].traitors == me.traitors
        assert invariants.problems(copy) == []
        assert RULESET.view(copy, "p1") == RULESET.view(state, "p1")

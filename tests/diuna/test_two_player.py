"""Rozgrywka 2-osobowa, 4 warownie: one stronghold covered, by agreement or by the storm
die, and counted as sand."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core import EventLog, RuleError
from engine.core.words import say
from engine.rulesets.classic.data import STRONGHOLDS
from engine.rulesets.diuna import collection, storm
from engine.rulesets.diuna.board import put
from engine.rulesets.diuna.data import Faction
from engine.rulesets.diuna.state import Phase

from .helpers import new_game_and_events, ready


def test_a_two_player_game_covers_one_stronghold_by_the_storm_die():
    state, events = new_game_and_events("Atreides", "Harkonnen")
    assert state.blocked in STRONGHOLDS
    told = next(e for e in events if e.kind == "blocked")
    assert told.is_public and state.blocked in say(told.text)
    assert told.data["faces"][-1] in ("0", "1", "2", "3", "5")


def test_the_die_covers_each_stronghold_about_as_often():
    covered = Counter(new_game_and_events("Atreides", "Fremen", seed=s)[0].blocked
                      for s in range(200))
    assert set(covered) == set(STRONGHOLDS)
    assert min(covered.values()) >= 20


# 4 warownie: "Gracze mogą wspólnie zdecydować, którą warownię zakryją"
def test_the_players_may_agree_on_the_stronghold_in_polish_too():
    state, _ = new_game_and_events("Atreides", "Fremen", blocked_stronghold="Sicz Tabr")
    assert state.blocked == "Sietch Tabr"


@pytest.mark.parametrize(("sides", "choice", "message"), [
    (("Atreides", "Fremen"), "Old Gap", "not a stronghold"),
    (("Atreides", "Fremen"), "Nowhere", "Nowhere"),
    (("Atreides", "Fremen", "Imperium"), "Carthag", "for 2-player games"),
])
def test_a_bad_choice_is_refused(sides, choice, message):
    with pytest.raises(RuleError, match=message):
        new_game_and_events(*sides, blocked_stronghold=choice)


# 4 warownie: an unknown name or a territory that is no stronghold is refused with the
# strongholds listed, in English and Polish
@pytest.mark.parametrize("choice", ["Old Gap", "Nowhere"])
def test_a_refused_choice_lists_the_strongholds(choice):
    with pytest.raises(RuleError) as refused:
        new_game_and_events("Atreides", "Fremen", blocked_stronghold=choice)
    assert say(refused.value.hint) == (
        "`blocked_stronghold` names one of Carthag (Kartagin), Arrakeen (Arrakin), Tuek's "
        "Sietch (Sicz Tuek), Sietch Tabr (Sicz Tabr), Habbanya Sietch (Sicz Habbanja), or is "
        "`die`.")


def test_games_of_three_or_four_cover_none():
    state, _ = new_game_and_events("Atreides", "Fremen", "Imperium")
    assert state.blocked is None


# 4 warownie: "Zakryta warownia jest uznawana za piaszczyste terytorium": the storm
# destroys forces there, and it does not count toward victory
def test_the_covered_stronghold_is_sand_to_the_storm_and_no_stronghold_to_win():
    state = ready("Atreides", "Harkonnen", blocked_stronghold="Carthag")
    state.forces = {}
    put(state, "Carthag", Faction.HARKONNEN, 10, 4)
    state.storm = 9
    storm.move(state, 1, EventLog())
    assert "Carthag" not in state.forces
    put(state, "Carthag", Faction.HARKONNEN, 10, 1)
    for name, sector in (("Arrakeen", 9), ("Sietch Tabr", 13)):
        put(state, name, Faction.HARKONNEN, sector, 1)
    state.round = 3
    state.phase = Phase.COLLECTION
    collection.run(state, EventLog())
    assert state.phase != Phase.ENDED
    assert collection.strongholds_held(state, Faction.HARKONNEN) == ["Arrakeen",
                                                                     "Sietch Tabr"]

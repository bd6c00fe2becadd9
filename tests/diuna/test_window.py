"""Market cards before the phases played at once (Kolejność zagrywania kart bazaru): the
holders asked in order of play; Weather Control, the Thumper, the Harvester (reconstructed
cards, docs/rules-notes.md "Diuna")."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.core.words import say
from engine.rulesets.diuna import commands, storm
from engine.rulesets.diuna.board import put
from engine.rulesets.diuna.data import Faction
from engine.rulesets.diuna.ruleset import RULESET
from engine.rulesets.diuna.state import Phase

from .helpers import holding, location, play, settle, worm

H, F = Faction.HARKONNEN, Faction.FREMEN


def test_holders_are_asked_in_order_of_play_before_the_storm():
    state = holding(Phase.STORM, Harkonnen=["Hajr"], Fremen=["Karama"])
    settle(state)
    expected = [s for s in state.order if state.players[s].faction in (H, F)]
    assert state.waiting == "window" and state.window == expected
    with pytest.raises(RuleError, match="answers first"):
        play(state, expected[1], "hold")
    card = "Hajr" if state.players[expected[0]].faction == H else "Karama"
    with pytest.raises(RuleError) as refused:
        play(state, expected[0], f"market {card}")
    assert say(refused.value.message).startswith(f"{card} is played ")
    assert say(refused.value.hint) == "Before the storm: Weather Control; or `hold`."


def test_weather_control_replaces_the_throw(monkeypatch):
    monkeypatch.setattr(storm, "throw", lambda _state: pytest.fail("the die was thrown"))
    state = holding(Phase.STORM, Harkonnen=["Weather Control"])
    state.decks.spice = [location(state, "Red Chasm", "Funeral Plain")]
    settle(state)
    play(state, state.seat_of(H), "market 'Weather Control' sectors=5")
    assert state.storm == 5 and state.phase != Phase.STORM


def test_the_thumper_ignores_the_first_worm():
    state = holding(Phase.SPICE_BLOW, Fremen=["Thumper"])
    state.round = 2
    put(state, "Old Gap", H, 9, 4)
    state.decks.spice_discard = [location(state, "Cielago North", "Old Gap")]
    state.decks.spice = [worm(state), location(state, "Red Chasm", "Funeral Plain")]
    settle(state)
    play(state, state.seat_of(F), "market Thumper")
    assert state.forces["Old Gap"] == {H: {9: 4}}
    assert state.spice["Red Chasm"] == 8


# Karty bazaru (reconstructed, docs/rules-notes.md "Market card windows"): a second Thumper
# in the same window is refused, its card kept; a second Weather Control answers the first
def test_a_second_thumper_is_refused_and_a_second_weather_control_replaces_the_first(
        monkeypatch):
    state = holding(Phase.SPICE_BLOW, Fremen=["Thumper"], Harkonnen=["Thumper"])
    state.round = 2
    state.decks.spice = [worm(state), location(state, "Red Chasm", "Funeral Plain")]
    settle(state)
    first, second = state.window[:2]
    play(state, first, "market Thumper")
    before = state.model_copy(deep=True)
    with pytest.raises(RuleError, match="A Thumper is already down") as refused:
        play(state, second, "market Thumper")
    assert say(refused.value.hint) == "Keep yours: `hold`." and state == before
    monkeypatch.setattr(storm, "throw", lambda _state: pytest.fail("the die was thrown"))
    state = holding(Phase.STORM, Fremen=["Weather Control"], Harkonnen=["Weather Control"])
    state.decks.spice = [location(state, "Red Chasm", "Funeral Plain")]
    settle(state)
    first, second = state.window[:2]
    start = state.storm
    play(state, first, "market 'Weather Control' sectors=2")
    play(state, second, "market 'Weather Control' sectors=5")
    assert state.storm == (start + 5 - 1) % 18 + 1


def test_the_harvester_collects_three_a_force():
    state = holding(Phase.COLLECTION, Harkonnen=["Harvester"])
    state.forces = {}
    state.spice["Red Chasm"] = 10
    put(state, "Red Chasm", H, 6, 3)
    spice = state.players[state.seat_of(H)].spice
    settle(state)
    play(state, state.seat_of(H), "market Harvester territory='Red Chasm'")
    assert state.players[state.seat_of(H)].spice == spice + 9
    assert state.spice["Red Chasm"] == 1


# The Harvester (reconstructed): played only where the seat's forces would collect; the
# refusal names where they would
def test_a_harvester_where_nothing_would_be_collected_is_refused():
    state = holding(Phase.COLLECTION, Harkonnen=["Harvester"])
    state.forces = {}
    state.spice = {"Red Chasm": 10, "South Mesa": 10}
    put(state, "Red Chasm", H, 6, 3)
    put(state, "Arrakeen", H, 9, 3)
    settle(state)
    before = state.model_copy(deep=True)
    for where in ("South Mesa", "Arrakeen"):
        with pytest.raises(RuleError) as refused:
            play(state, state.seat_of(H), f"market Harvester territory='{where}'")
        assert say(refused.value.message) == (f"Your forces would collect nothing in {where}: the "
                                         "Harvester pays where spice lies and your forces "
                                         "stand in its sector.")
        assert say(refused.value.hint) == "Where yours would: Red Chasm."
    assert state == before


# The moves suggested to the holder (help, buttons): the Harvester where it pays, and the
# Weather Control with only the value it takes
def test_the_suggested_market_plays_carry_only_their_cards_values():
    state = holding(Phase.COLLECTION, Harkonnen=["Harvester", "Weather Control"])
    state.forces = {}
    state.spice = {"Red Chasm": 10}
    put(state, "Red Chasm", H, 6, 3)
    settle(state)
    usage = RULESET.registry.usage_of
    shown = [usage(cmd) for cmd in RULESET.legal(state, state.seat_of(H))]
    assert shown == ["market Harvester territory=\"Red Chasm\"", "hold"]


# `help` describes `hold` for the windows before the phases too, not only for battles
def test_hold_is_described_for_the_windows_before_the_phases_too():
    assert "before the storm, the spice card or the collection" in commands.Hold.summary


def test_holding_goes_on_without_the_card():
    state = holding(Phase.COLLECTION, Harkonnen=["Harvester"])
    state.forces = {}
    settle(state)
    play(state, state.seat_of(H), "hold")
    assert state.round == 2
    assert state.players[state.seat_of(H)].market_cards == ["Harvester"]

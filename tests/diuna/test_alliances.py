"""Sojusznicy - rozgrywka 2-osobowa: the Atreides with the Fremen against the Harkonnen
with the Imperium, each alliance on its double faction board."""

from __future__ import annotations

import json

import pytest

from engine.core import EventLog, RuleError
from engine.core.words import say
from engine.rulesets.classic.data import POLAR_SINK
from engine.rulesets.diuna import setup, storm
from engine.rulesets.diuna.board import put
from engine.rulesets.diuna.data import DEFAULT_CARDS, Faction
from engine.rulesets.diuna.state import Phase

from .helpers import finish_setup, new_game_and_events, play, settle

A, F, H, IMP = Faction.ATREIDES, Faction.FREMEN, Faction.HARKONNEN, Faction.IMPERIUM


def alliance_game(*sides, seed=1):
    return new_game_and_events(*sides, seed=seed, alliances=True)


def _player(state, faction):
    return state.players[state.seat_of(faction)]


# Sojusznicy, Oddziały: 15 Atreides forces in reserve and 5 in the Polar Sink; 20
# Harkonnen forces; ZDOLNOŚCI W RAMACH SOJUSZU: 6 and 15 spice
def test_the_double_boards_give_forces_and_spice():
    state, _ = alliance_game("Fremen", "Imperium")
    af, hi = _player(state, A), _player(state, H)
    assert (af.ally, hi.ally) == (F, IMP)
    assert (af.spice, af.reserve, hi.spice, hi.reserve) == (6, 15, 15, 20)
    assert state.forces[POLAR_SINK] == {A: {0: 5}}


# Sojusznicy: the opening line names both factions each seat plays
def test_the_opening_names_both_factions_of_each_seat():
    state, events = alliance_game("Fremen", "Imperium")
    af, hi = _player(state, A).seat, _player(state, H).seat
    begin = next(e for e in events if e.kind == "begin")
    assert say(begin.text).startswith(f"Diuna for 2: {af} plays the Atreides and the Fremen, {hi} "
                                 "plays the Harkonnen and the Imperium. Round 1 begins with "
                                 "the storm phase once the traitors are kept")


# Sojusznicy, Przywódcy: the allies' leaders mixed and drawn, 7 and 5; the rest out of the
# game, with their traitor cards; each set told only to its seat
def test_leaders_are_drawn_seven_and_five_and_only_they_are_traitors():
    state, events = alliance_game(None, None)
    af, hi = _player(state, A), _player(state, H)
    assert (len(af.roster), len(hi.roster)) == (7, 5)
    assert {DEFAULT_CARDS.leader(n).faction for n in af.roster} <= {A, F}
    assert {DEFAULT_CARDS.leader(n).faction for n in hi.roster} <= {H, IMP}
    cards = state.decks.traitors + [n for p in state.players.values() for n in p.drawn]
    assert sorted(cards) == sorted(af.roster + hi.roster)
    public = " ".join(say(e.text) + json.dumps(e.data) for e in events if e.is_public)
    assert not any(name in public for name in af.roster + hi.roster)


# HARKONNENOWIE | IMPERIUM, Zdrajcy: 4 drawn, 2 kept, after the other's pick
def test_the_harkonnen_alliance_draws_four_and_keeps_two():
    state, _ = alliance_game("Atreides", "Harkonnen")
    af, hi = _player(state, A), _player(state, H)
    assert len(af.drawn) == 4 and not hi.drawn
    setup.pick(state, af.seat, setup.default_pick(state, af.seat), EventLog())
    assert len(hi.drawn) == 4
    finish_setup(state)
    assert len(hi.traitors) == 2 and state.phase == Phase.STORM


@pytest.mark.parametrize(("sides", "message"), [
    (("Atreides", "Fremen", "Imperium"), "2-player game"),
    (("Atreides", "Fremen"), "same alliance"),
])
def test_a_bad_alliance_table_is_refused(sides, message):
    with pytest.raises(RuleError, match=message):
        alliance_game(*sides)


def ready_alliance():
    state, _ = alliance_game("Atreides", "Harkonnen")
    finish_setup(state)
    return state


# ATRYDZI | FREMENI, Burza: the alliance's forces on sand survive the storm
def test_the_atreides_fremen_forces_survive_the_storm():
    state = ready_alliance()
    put(state, "Cielago North", A, 1, 3)
    put(state, "Cielago North", H, 1, 2)
    storm.move(state, 2, EventLog())
    assert state.forces["Cielago North"] == {A: {1: 3}}


# ATRYDZI | FREMENI, Transport i ruch oddziałów: 5 free to the Polar Sink only; one group of 6
def test_the_atreides_fremen_ship_and_move_as_the_fremen():
    state = ready_alliance()
    state.phase = Phase.MOVEMENT
    state.storm = 3
    state.windows = ["storm", "spice_blow", "collection"]
    settle(state)
    af = _player(state, A)
    if state.order[state.turn] != af.seat:
        play(state, state.order[state.turn], "done")
    with pytest.raises(RuleError, match="only to the Polar Sink"):
        play(state, af.seat, "ship 2 Basin")
    spice = af.spice
    play(state, af.seat, "ship 5 'Polar Sink'")
    play(state, af.seat, "move 5 'Polar Sink' 'Red Chasm'")
    assert af.spice == spice and state.forces["Red Chasm"] == {A: {6: 5}}


# HARKONNENOWIE | IMPERIUM, Bazar: the opponent's purchases are paid to them
def test_the_atreides_fremen_purchases_are_paid_to_the_harkonnen_imperium():
    state = ready_alliance()
    state.phase = Phase.CARDS
    state.windows = ["storm", "spice_blow", "collection"]
    settle(state)
    af, hi = _player(state, A), _player(state, H)
    if state.order[state.turn] != af.seat:
        play(state, state.order[state.turn], "pass")
    before = (af.spice, hi.spice)
    play(state, af.seat, "buy 2")
    assert (af.spice, hi.spice) == (before[0] - 4, before[1] + 4)


# Each alliance's battle abilities: the Voice and Prescience, the advantage holder first
def test_the_alliances_use_the_voice_and_prescience():
    state = ready_alliance()
    state.decks.traitors = []
    for player in state.players.values():
        player.traitors, player.market_cards = [], []
    state.storm = 3
    state.phase = Phase.BATTLE
    put(state, "Carthag", A, 10, 3)
    put(state, "Carthag", H, 10, 3)
    settle(state)
    steps = []
    while state.fight is not None and state.fight.step in ("voice", "foresee"):
        steps.append(state.fight.step)
        seat = state.fight.abilities[0]
        play(state, seat, f"{state.fight.step} none")
    assert sorted(steps) == ["foresee", "voice"]

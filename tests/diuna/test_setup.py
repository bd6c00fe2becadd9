"""The set-up (Przygotowanie do gry), step by step as the Polish rulebook numbers it."""

from __future__ import annotations

import json

import pytest

from engine.core import EventLog, RuleError
from engine.core.words import say
from engine.rulesets.classic.data import POLAR_SINK
from engine.rulesets.diuna import setup
from engine.rulesets.diuna.data import DEFAULT_CARDS, STORM_START, STORM_SYMBOL, Faction
from engine.rulesets.diuna.state import DiunaState, Phase

from .helpers import finish_setup, forces, new_game, new_game_and_events, pick

ALL = ("Atreides", "Fremen", "Harkonnen", "Imperium")


# Przygotowanie do gry: seats that ask for a faction keep it; the others are dealt one of
# the rest by its traitor card
def test_asked_factions_are_kept_and_the_rest_dealt_once_each():
    for seed in range(10):
        state = new_game("Fremen", None, None, seed=seed)
        assert state.players["p1"].faction == Faction.FREMEN
        assert len(set(state.factions)) == 3


def test_factions_may_be_asked_in_polish():
    state = new_game("Atrydzi", "Harkonnenowie")
    assert [state.players[s].faction for s in ("p1", "p2")] == [Faction.ATREIDES,
                                                               Faction.HARKONNEN]


@pytest.mark.parametrize(("sides", "message"), [
    (("Fremen",), "2 to 4 seats"),
    ((*ALL, None), "2 to 4 seats"),
    (("Fremen", "Fremen"), "same faction"),
    (("Fremen", "Bene Gesserit"), "not a faction of Diuna"),
])
def test_a_bad_table_is_refused_with_what_would_work(sides, message):
    with pytest.raises(RuleError, match=message):
        new_game(*sides)


# 2. Przyprawa, 3. Oddziały, Zdolności frakcji: spice and forces from the faction boards;
# the Fremen's 5 in the Polar Sink; 5 leaders, 7 for the Atreides
def test_faction_boards_give_spice_forces_and_leaders():
    state = new_game(*ALL)
    got = {p.faction: (p.spice, p.reserve, len(p.leaders)) for p in state.players.values()}
    assert got == {Faction.ATREIDES: (13, 20, 7), Faction.FREMEN: (6, 15, 5),
                   Faction.HARKONNEN: (15, 20, 5), Faction.IMPERIUM: (18, 20, 5)}
    assert state.forces == {POLAR_SINK: {Faction.FREMEN: {0: 5}}}
    assert forces(state) == 80


def test_without_the_fremen_the_polar_sink_is_empty():
    assert new_game("Atreides", "Imperium").forces == {}


# 4.-6.: round 1, the storm phase, the storm on its start sector
def test_markers_start_on_round_one_storm_phase_and_start_sector():
    state = new_game(*ALL)
    finish_setup(state)
    assert (state.round, state.phase, state.storm) == (1, Phase.STORM, STORM_START)


# Przygotowanie do gry: the spice, battle and market decks shuffled, whole
def test_decks_are_whole_and_shuffled_by_the_seed():
    a, b = new_game(*ALL, seed=1), new_game(*ALL, seed=2)
    assert sorted(a.decks.spice) == list(range(24))
    assert sorted(a.decks.battle) == sorted(c.name for c in DEFAULT_CARDS.battle)
    assert len(a.decks.market) == 24
    assert a.decks.battle != b.decks.battle


def test_the_same_seed_makes_the_same_game():
    assert new_game(*ALL, seed=7) == new_game(*ALL, seed=7)


# 1. Zdrajcy: the traitor deck holds only the leaders of the factions in play
def test_traitor_deck_is_limited_to_the_factions_in_play():
    state = new_game("Atreides", "Fremen")
    cards = state.decks.traitors + [n for p in state.players.values() for n in p.drawn]
    assert sorted(cards) == sorted(leader.name for leader in DEFAULT_CARDS.leaders
                                   if leader.faction in (Faction.ATREIDES, Faction.FREMEN))


# 1. Zdrajcy: every player but the Harkonnen draws 4, told only to that seat
def test_everyone_but_the_harkonnen_draws_four_in_secret():
    state, events = new_game_and_events(*ALL)
    drawn = {p.faction: len(p.drawn) for p in state.players.values()}
    assert drawn == {Faction.ATREIDES: 4, Faction.FREMEN: 4, Faction.HARKONNEN: 0,
                     Faction.IMPERIUM: 4}
    secret_names = {n for p in state.players.values() for n in p.drawn}
    public = " ".join(say(e.text) + json.dumps(e.data) for e in events if e.is_public)
    assert not any(name in public for name in secret_names)
    for player in state.players.values():
        if player.drawn:
            mine = [e for e in events if e.kind == "traitors_drawn"
                    and e.visible_to(player.seat) and not e.is_public]
            assert mine[0].data["drawn"] == player.drawn


# 1. Zdrajcy: keep 1 (an opponent's leader, or one's own), the rest to the deck
def test_keeping_one_returns_the_other_three_to_the_deck():
    state = new_game(*ALL)
    seat = state.seat_of(Faction.ATREIDES)
    drawn = list(state.players[seat].drawn)
    deck = len(state.decks.traitors)
    events = pick(state, seat, f"traitor {drawn[2]}")
    assert state.players[seat].traitors == [drawn[2]]
    assert state.players[seat].drawn == []
    assert len(state.decks.traitors) == deck + 3
    public = " ".join(say(e.text) for e in events if e.is_public)
    assert drawn[2] not in public


def test_a_leader_not_drawn_is_refused_and_nothing_changes():
    state = new_game(*ALL)
    seat = state.seat_of(Faction.FREMEN)
    not_drawn = next(n for n in state.decks.traitors)
    before = state.model_copy(deep=True)
    with pytest.raises(RuleError, match="not one of the traitor cards you drew"):
        pick(state, seat, f"traitor {not_drawn}")
    assert state == before


# 1. Zdrajcy: a traitor card is named by its leader; a number beside it is no part of it
@pytest.mark.parametrize("line", ["traitor -1 {}", "traitor {} 99", "traitor 2 {}"])
def test_a_number_beside_the_leaders_name_is_refused_saying_what_would_work(line):
    state = new_game(*ALL)
    seat = state.seat_of(Faction.FREMEN)
    name = state.players[seat].drawn[0]
    before = state.model_copy(deep=True)
    with pytest.raises(RuleError, match="named by its leader alone") as refused:
        pick(state, seat, line.format(name.lower()))
    assert say(refused.value.hint).startswith(f"Write `traitor {name}`. Choose one of: ")
    assert state == before


# 1. Zdrajcy: the refusal names the cards the seat may keep (it goes only to that seat)
def test_a_refused_pick_lists_the_cards_drawn():
    state = new_game(*ALL)
    seat = state.seat_of(Faction.FREMEN)
    drawn = state.players[seat].drawn
    with pytest.raises(RuleError) as refused:
        pick(state, seat, "traitor nobody")
    assert say(refused.value.hint) == f"Choose one of: {', '.join(drawn)}."


# 1. Zdrajcy: a seat that has kept its card is told so when it tries again
def test_a_second_pick_says_which_card_is_kept():
    state = new_game(*ALL)
    seat = state.seat_of(Faction.FREMEN)
    kept = state.players[seat].drawn[0]
    pick(state, seat, f"traitor {kept}")
    with pytest.raises(RuleError) as refused:
        pick(state, seat, f"traitor {kept}")
    assert say(refused.value.hint) == f"You keep {kept}; the others are still choosing."


# HARKONNENOWIE, Zdrajcy: the Harkonnen draw only after everyone else has kept theirs
def test_the_harkonnen_cannot_pick_before_the_others_have():
    state = new_game(*ALL)
    seat = state.seat_of(Faction.HARKONNEN)
    with pytest.raises(RuleError, match="no traitor cards to choose from") as refused:
        pick(state, seat, "traitor Stilgar")
    assert "once the others have kept one each" in say(refused.value.hint)


# HARKONNENOWIE, Zdrajcy: the Harkonnen are told how many to keep, and how many are left
def test_the_harkonnen_are_told_how_many_to_keep_at_once_or_one_at_a_time():
    state = new_game("Harkonnen", "Atreides")
    seat = state.seat_of(Faction.HARKONNEN)
    other = state.seat_of(Faction.ATREIDES)
    events = pick(state, other, f"traitor {state.players[other].drawn[0]}")
    told = next(e for e in events if e.kind == "traitors_drawn" and e.visible_to(seat))
    assert say(told.text).endswith("Keep 2 with `traitor <leader>, <leader>, ...` (all at once, "
                              "or one at a time).")
    first, *rest = state.players[seat].drawn
    events = pick(state, seat, f"traitor {first}")
    kept = next(e for e in events if e.kind == "traitor_kept" and not e.is_public)
    assert say(kept.text).endswith(f"Keep 1 more of: {', '.join(rest)}.")


@pytest.mark.parametrize(("sides", "drawn", "kept"), [
    (ALL, 8, 4), (("Harkonnen", "Fremen", "Imperium"), 6, 3), (("Harkonnen", "Atreides"), 4, 2)])
def test_the_harkonnen_draw_and_keep_by_player_count(sides, drawn, kept):
    state = new_game(*sides)
    seat = state.seat_of(Faction.HARKONNEN)
    for other in setup.choosing(state):
        setup.pick(state, other, setup.default_pick(state, other), EventLog())
    assert len(state.players[seat].drawn) == drawn
    names = list(state.players[seat].drawn)
    for i in range(kept):
        assert state.phase == Phase.SETUP
        pick(state, seat, f"traitor {names[i]}")
    assert state.players[seat].traitors == names[:kept]
    assert state.players[seat].drawn == []
    assert state.phase == Phase.STORM


def harkonnen_choosing(*sides: str) -> tuple[DiunaState, str]:
    """A game whose other players have kept their traitor, the Harkonnen's cards drawn."""
    state = new_game(*sides)
    for other in setup.choosing(state):
        setup.pick(state, other, setup.default_pick(state, other), EventLog())
    seat = state.seat_of(Faction.HARKONNEN)
    assert setup.choosing(state) == [seat]
    return state, seat


# HARKONNENOWIE, Zdrajcy ("w rozgrywce 4-osobowej 8 kart ... i zatrzymujesz 4 z nich"): the four
# kept are named in one command, names of several words read whole between the commas
def test_the_harkonnen_keep_all_their_traitors_in_one_command():
    state, seat = harkonnen_choosing(*ALL)
    names = state.players[seat].drawn[:4]
    events = pick(state, seat, "traitor " + ", ".join(n.lower() for n in names))
    assert state.players[seat].traitors == names
    assert state.players[seat].drawn == []
    assert state.phase == Phase.STORM
    public = [say(e.text) for e in events if e.is_public]
    assert f"{seat} (Harkonnen) keeps 4 traitor cards." in public
    assert not any(name in text for name in names for text in public)
    mine = next(e for e in events if e.kind == "traitor_kept" and not e.is_public)
    assert say(mine.text).endswith("as your traitor cards.") and mine.data["leaders"] == names


def test_a_batch_pick_may_leave_some_for_later():
    state, seat = harkonnen_choosing(*ALL)
    first, second, *rest = state.players[seat].drawn
    events = pick(state, seat, f"traitor {first}, {second}")
    assert state.players[seat].traitors == [first, second]
    mine = next(e for e in events if e.kind == "traitor_kept" and not e.is_public)
    assert say(mine.text).endswith(f"Keep 2 more of: {', '.join(rest)}.")


@pytest.mark.parametrize(("line", "message"), [
    ("traitor {0}, nobody, {1}", "`nobody` is not one of the traitor cards you drew."),
    ("traitor {0}, {0}", "is named twice."),
    ("traitor {0}, , {1}", "missing between commas"),
    ("traitor {0}, {1}, {2}, {3}, {4}", "You have 4 traitor cards left to keep, not 5."),
])
def test_a_batch_pick_is_all_or_nothing_and_says_what_failed(line, message):
    state, seat = harkonnen_choosing(*ALL)
    drawn = state.players[seat].drawn
    before = state.model_copy(deep=True)
    with pytest.raises(RuleError) as refused:
        pick(state, seat, line.format(*drawn))
    assert message in refused.value.text
    assert say(refused.value.hint) == (f"Choose 4 of: {', '.join(drawn)} (one at a time, or all "
                                  "at once: `traitor <leader>, <leader>, ...`).")
    assert state == before


# 1. Zdrajcy: every player but the Harkonnen keeps one card only
def test_the_others_keep_one_and_are_told_so_when_naming_several():
    state = new_game(*ALL)
    seat = state.seat_of(Faction.FREMEN)
    drawn = state.players[seat].drawn
    with pytest.raises(RuleError, match="You have 1 traitor card left to keep, not 2") as refused:
        pick(state, seat, f"traitor {drawn[0]}, {drawn[1]}")
    assert say(refused.value.hint) == f"Choose one of: {', '.join(drawn)}."


def test_after_the_set_up_each_traitor_card_is_held_once_or_in_the_deck():
    state = new_game(*ALL)
    finish_setup(state)
    held = [n for p in state.players.values() for n in p.traitors]
    assert sorted(held + state.decks.traitors) == sorted(c.name for c in DEFAULT_CARDS.leaders)
    assert len(held) == 3 + 4


def test_the_default_keeps_the_strongest_opponent_leader():
    state = new_game(*ALL)
    seat = state.seat_of(Faction.IMPERIUM)
    rivals = [n for n in state.players[seat].drawn
              if DEFAULT_CARDS.leader(n).faction != Faction.IMPERIUM]
    choice = setup.default_pick(state, seat).leader
    assert rivals
    assert DEFAULT_CARDS.leader(choice).strength == max(
            DEFAULT_CARDS.leader(n).strength for n in rivals)


# 7. Wyłonienie pierwszego gracza: the highest throw, the storm symbol highest, ties again
def test_first_player_by_the_storm_die_symbol_highest_ties_rethrow(monkeypatch):
    state = new_game(*ALL)
    faces = iter([3, STORM_SYMBOL, STORM_SYMBOL, 6, 2, 5])
    monkeypatch.setattr(setup, "throw", lambda _state: next(faces))
    log = EventLog()
    setup.first_player(state, log)
    assert state.order == ["p3", "p4", "p1", "p2"]
    rolls = [e.data["faces"] for e in log.events if e.kind == "first_player_roll"]
    assert rolls == [{"p1": "3", "p2": "storm", "p3": "storm", "p4": "6"},
                     {"p2": "2", "p3": "5"}]


# Przebieg gry: the order of play runs from the first player round the table
def test_order_of_play_keeps_the_seating_from_the_first_player():
    state = new_game(*ALL, seed=3)
    finish_setup(state)
    seating = ["p1", "p2", "p3", "p4"]
    start = seating.index(state.first)
    assert state.order == seating[start:] + seating[:start]


def test_a_groups_cards_file_is_used(tmp_path):
    data = DEFAULT_CARDS.model_dump(mode="json")
    for leader in data["leaders"]:
        if leader["name"] == "Stilgar":
            leader["strength"] = 8
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    state = new_game(*ALL, cards_file=str(path))
    assert state.cards.leader("Stilgar").strength == 8


def test_a_bad_cards_file_refuses_the_game(tmp_path):
    with pytest.raises(RuleError, match="cannot be read"):
        new_game(*ALL, cards_file=str(tmp_path / "none.json"))

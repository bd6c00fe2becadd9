"""The set-up (MISE EN PLACE) and each faction's own set-up (LES FACTIONS)."""

from __future__ import annotations

import pytest

from engine.core import RuleError, SeatSpec
from engine.core.words import say
from engine.rulesets.dice.data import CONSTRUCTIONS, DEFAULT_MAP, THUMPERS, Faction
from engine.rulesets.dice.options import DiceOptions
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import Step, Units

from .helpers import finish_setup, new_game, play


def seats(n: int) -> list[SeatSpec]:
    return [SeatSpec(name=f"p{i}") for i in range(1, n + 1)]


# MISE EN PLACE: storm by the Region die, a random construction on each strategic region,
# the rest and the Shield, Snooper and Thumpers in the common reserve
def test_the_board_is_set_with_storm_constructions_and_the_common_reserve():
    state, events = RULESET.setup(DiceOptions(), seats(3), 5)
    assert 1 <= state.storm <= 6
    assert sorted(state.constructions) == sorted(DEFAULT_MAP.strategic)
    placed = list(state.constructions.values())
    for kind, n in CONSTRUCTIONS.items():
        assert placed.count(kind) + state.reserve[kind] == n
    assert state.thumpers == THUMPERS and state.shield is None and state.snooper is None
    assert state.round == 1 and state.step == Step.CHOOSE
    assert "storm on zone" in say(events[0].text)


def test_the_same_seed_sets_the_same_board():
    one, _ = RULESET.setup(DiceOptions(), seats(4), 9)
    two, _ = RULESET.setup(DiceOptions(), seats(4), 9)
    assert one.model_dump_json() == two.model_dump_json()


# MISE EN PLACE: from the first player's right, counter-clockwise; the first player last
def test_factions_are_chosen_in_reverse_order_of_play():
    state, _ = RULESET.setup(DiceOptions(), seats(4), 2)
    assert state.choosers == list(reversed(state.order))
    first = state.choosers[0]
    with pytest.raises(RuleError, match="chooses a faction now"):
        play(state, state.choosers[1], "faction Fremen")
    play(state, first, "faction Fremen")
    assert state.players[first].faction == Faction.FREMEN
    with pytest.raises(RuleError, match="taken"):
        play(state, state.choosers[0], "faction fremen")


# MISE EN PLACE: Bene Gesserit only with 5+ players; Bene Tleilax and Smugglers with 6+
def test_factions_beyond_the_player_count_are_refused_and_not_offered():
    state, _ = RULESET.setup(DiceOptions(), seats(4), 2)
    seat = state.choosers[0]
    with pytest.raises(RuleError, match="5 or more"):
        play(state, seat, "faction bene gesserit")
    offered = {cmd.faction for cmd in RULESET.legal(state, seat)}
    assert "Bene Gesserit" not in offered and "Smugglers" not in offered
    with pytest.raises(RuleError, match="6 or more"):
        new_game("Atreides", "Smugglers", "Fremen", "Corrino", "Harkonnen")


# ATREIDES (1): 2 leaders on the card, 2 troops on a non-strategic region of their choice
def test_atreides_set_up_on_a_non_strategic_region():
    state = new_game("Atreides", "Harkonnen")
    seat = state.seat_of(Faction.ATREIDES)
    with pytest.raises(RuleError, match="non-strategic"):
        play(state, seat, "place Arrakeen")
    play(state, seat, "place Great Flat")
    atreides = state.players[seat]
    assert state.board["Great Flat"][Faction.ATREIDES] == Units(troop=2)
    assert (atreides.leaders_card, atreides.leaders_reserve) == (2, 0)
    assert atreides.reserve == Units(troop=10)


# HARKONNEN (2): 2 troops and 1 construction from the reserve on 1 non-strategic region
def test_harkonnen_set_up_with_the_construction_left_in_the_reserve():
    state = new_game("Atreides", "Harkonnen")
    play(state, state.seat_of(Faction.ATREIDES), "place Great Flat")
    seat = state.seat_of(Faction.HARKONNEN)
    kind = next(k for k, n in state.reserve.items() if n)
    with pytest.raises(RuleError, match="free"):
        play(state, seat, f"place 'Great Flat' {kind}")
    play(state, seat, f"place 'Minor Erg' {kind}")
    assert state.board["Minor Erg"][Faction.HARKONNEN] == Units(troop=2)
    assert state.constructions["Minor Erg"] == kind and not any(state.reserve.values())


# FREMEN (3): the leader on the card, 1 troop on each unoccupied non-strategic region
def test_fremen_take_every_unoccupied_non_strategic_region():
    state = new_game("Atreides", "Harkonnen", "Fremen")
    play(state, state.seat_of(Faction.ATREIDES), "place Great Flat")
    kind = next(k for k, n in state.reserve.items() if n)
    play(state, state.seat_of(Faction.HARKONNEN), f"place 'Minor Erg' {kind}")
    assert state.step == Step.ROLL
    fremen = {r for r, here in state.board.items() if Faction.FREMEN in here}
    assert fremen == {"Cielago Plain", "Broken Land"}
    assert state.board["Broken Land"][Faction.FREMEN] == Units(elite=1)
    assert state.players[state.seat_of(Faction.FREMEN)].leaders_card == 1


# FREMEN, Mise en place (3): "1 Troupe sur chacune des Régions non stratégiques inoccupées
# (ce qui fait entre 2 et 4 Régions selon que les Atréides et les Harkonnen sont joués)"
def test_without_atreides_and_harkonnen_the_fremen_take_all_four():
    state = new_game("Fremen", "Corrino")
    fremen = {r for r, here in state.board.items() if Faction.FREMEN in here}
    assert fremen == set(DEFAULT_MAP.plain)


# BENE TLEILAX (4), CORRINO (5), LA GUILDE SPATIALE (6), LES CONTREBANDIERS (8)
def test_the_set_ups_that_need_no_choice():
    state = new_game("Bene Tleilax", "Corrino", "Spacing Guild", "Smugglers", "Fremen",
                     "Atreides")
    finish_setup(state)
    sink = state.board[DEFAULT_MAP.polar_sink]
    assert sink[Faction.TLEILAX] == Units(troop=2) and sink[Faction.SMUGGLERS] == Units(troop=3)
    tleilax = state.players[state.seat_of(Faction.TLEILAX)]
    assert tleilax.card == Units(troop=2) and tleilax.leaders_card == 1
    corrino = state.players[state.seat_of(Faction.CORRINO)]
    assert corrino.card == Units(troop=1, elite=1) and corrino.spice_store == 3
    guild = state.players[state.seat_of(Faction.GUILD)]
    assert guild.card == Units(troop=3) and guild.spice_store == 1


# BENE GESSERIT (7): leader on the card, 3 troops in the Polar Sink, a secret guess
def test_the_bene_gesserit_guess_is_secret():
    state = new_game("Bene Gesserit", "Corrino", "Fremen", "Spacing Guild", "Harkonnen")
    finish_setup_but_guess(state)
    seat = state.seat_of(Faction.BENE_GESSERIT)
    (decision,) = RULESET.pending(state)
    assert decision.kind == "guess" and decision.secret
    with pytest.raises(RuleError, match="another faction"):
        play(state, seat, "guess bene gesserit")
    events = play(state, seat, "guess Corrino")
    assert state.guess == Faction.CORRINO
    public = " ".join(say(e.text) for e in events if e.is_public)
    assert "Corrino" not in public and "secret guess" in public
    assert RULESET.view(state, seat)["private"] == {"guess": "Corrino"}
    other = state.seat_of(Faction.FREMEN)
    assert "private" not in RULESET.view(state, other)
    changed = state.model_copy(update={"guess": Faction.FREMEN})
    assert RULESET.view(changed, other) == RULESET.view(state, other)
    assert state.board[DEFAULT_MAP.polar_sink][Faction.BENE_GESSERIT] == Units(troop=3)


def finish_setup_but_guess(state) -> None:
    while RULESET.pending(state)[0].kind != "guess":
        RULESET.apply(state, "mod", RULESET.registry.parse("force"))


def test_a_moderators_map_file_is_played_on(tmp_path):
    path = tmp_path / "map.json"
    path.write_text(DEFAULT_MAP.model_copy(update={"origin": "house map"}).model_dump_json(),
                    encoding="utf-8")
    state = new_game("Fremen", "Corrino", map_file=str(path))
    assert state.map.origin == "house map"
    with pytest.raises(RuleError, match="cannot be read"):
        new_game("Fremen", "Corrino", map_file=str(tmp_path / "nope.json"))

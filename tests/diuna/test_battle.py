"""Bitwa: which battles, the battle advantage, secret plans, Prescience, the Voice,
traitors, weapons and defences, and the rulebook's battle examples."""

from __future__ import annotations

import json

import pytest

from engine.core import RuleError
from engine.core.words import say
from engine.rulesets.classic.data import POLAR_SINK
from engine.rulesets.diuna import battle, invariants
from engine.rulesets.diuna.board import put
from engine.rulesets.diuna.data import DEFAULT_CARDS, Faction
from engine.rulesets.diuna.ruleset import RULESET
from engine.rulesets.diuna.state import Phase

from .helpers import play, ready, settle

ALL = ("Atreides", "Fremen", "Harkonnen", "Imperium")
A, F, H, IMP = Faction.ATREIDES, Faction.FREMEN, Faction.HARKONNEN, Faction.IMPERIUM


def table(*first, storm=3, **hands):
    """A game of the four factions at the battle phase, the order of play starting with
    `first` (the battle advantage first), no traitors held and the traitor deck empty (so
    the Harkonnen have none to draw), hands as given by faction name
    (`Atreides=["Shield"]`), the storm on `storm`; forces placed before `start`."""
    state = ready(*ALL)
    state.storm = storm
    seats = {state.players[s].faction: s for s in state.order}
    state.order = [seats[f] for f in first] + [seats[f] for f in Faction if f not in first]
    state.decks.traitors = []
    for player in state.players.values():
        player.traitors = []
        player.battle_cards = list(hands.get(player.faction.value, []))
    state.phase = Phase.BATTLE
    return state


def seat(state, faction):
    return state.seat_of(faction)


def two_battles(traitors=()):
    """The Harkonnen first in order of play, facing the Fremen in Carthag and the Imperium
    in Arrakeen (5 forces against 1 in each), the traitor deck as given; before `start`."""
    state = table(H, F, IMP)
    state.decks.traitors = list(traitors)
    put(state, "Carthag", H, 10, 5)
    put(state, "Carthag", F, 10, 1)
    put(state, "Arrakeen", H, 9, 5)
    put(state, "Arrakeen", IMP, 9, 1)
    return state


def start(state):
    return settle(state)


def no_calls(state):
    """Zdrajcy: each side asked answers `call no`; the events of the last answer."""
    events = []
    while state.fight is not None and state.fight.step == "call":
        events = play(state, battle.deciders(state)[0], "call no")
    return events


# Warunki rozpoczęcia bitwy; the example of Plan bitwy: the Atreides (6) and the Harkonnen
# (3) in Carthag must fight. Prescience shows "Beast" Rabban; the Atreides dial 4 with Duke
# Leto, the Maula Pistol and a Shield; the Harkonnen 2 with Rabban, the Gom Jabbar and a
# Shield. The Shield does not stop poison: Leto dies; 4 against 7. The Atreides play a
# market card's counter-attack: 8. They win, lose the 4 on their disk and take the 5 of the
# dead Leto; the Harkonnen lose their 3 and discard the Shield and the Gom Jabbar.
def test_the_rulebooks_battle_example():
    state = table(A, H, Atreides=["Maula Pistol", "Shield"], Harkonnen=["Gom Jabbar", "Shield"])
    atreides, harkonnen = seat(state, A), seat(state, H)
    state.players[atreides].market_cards = ["Counter-attack"]
    put(state, "Carthag", A, 10, 6)
    put(state, "Carthag", H, 10, 3)
    start(state)
    play(state, atreides, "hold")  # no market card before the plans
    assert state.fight.territory == "Carthag" and state.fight.step == "foresee"
    with pytest.raises(RuleError, match="No market cards are being played now"):
        play(state, atreides, "hold")  # Kolejność zagrywania kart bazaru: not while foreseeing
    play(state, atreides, "foresee leader")
    with pytest.raises(RuleError, match="does not wait for you"):
        play(state, atreides, "plan 4 leader='Duke Leto'")
    events = play(state, harkonnen, "plan 2 leader='Beast Rabban' weapon='Gom Jabbar' "
                  "defence=Shield")
    seen = [e for e in events if e.kind == "foresight"]
    assert seen[0].data["value"] == "Beast Rabban" and seen[0].visible_to(atreides)
    assert not seen[0].is_public
    spice = state.players[atreides].spice
    play(state, atreides, "plan 4 leader='Duke Leto' weapon='Maula Pistol' defence=Shield")
    assert state.fight.step == "market" and battle.deciders(state) == [atreides]
    play(state, atreides, "market Counter-attack")
    play(state, atreides, "hold")
    events = no_calls(state)
    result = next(e for e in events if e.kind == "battle_strength")
    assert result.data["strength"] == {atreides: 8, harkonnen: 7}
    assert result.data["winner"] == atreides
    assert "Duke Leto" in state.players[atreides].dead
    assert "Beast Rabban" in state.players[harkonnen].leaders
    assert state.players[atreides].spice == spice + 5
    assert state.forces["Carthag"] == {A: {10: 2}}
    assert state.decks.battle_discard == ["Gom Jabbar", "Shield"]
    assert state.decks.market_discard == ["Counter-attack"]


# Kolejność zagrywania kart bazaru: played in turn, the advantage first; a card answered
# by the other side reopens the turn; only the cards that act after the reveal
def test_market_cards_after_the_reveal_go_in_turn_and_answer_each_other():
    state = table(H, F)
    harkonnen, fremen = seat(state, H), seat(state, F)
    state.players[harkonnen].market_cards = ["Counter-attack", "Ornithopter"]
    state.players[fremen].market_cards = ["Counter-attack"]
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    play(state, harkonnen, "hold")
    play(state, fremen, "hold")
    play(state, harkonnen, "plan 1 leader='Umman Kudu'")   # 1 + 1
    play(state, fremen, "plan 1 leader=Jamis")             # 1 + 2
    with pytest.raises(RuleError) as refused:
        play(state, harkonnen, "market Ornithopter")
    assert refused.value.text == ("Ornithopter is played on your turn of movement, not now. "
                                  "Now: Counter-attack, Family Atomics; or `hold`.")
    with pytest.raises(RuleError, match="does not wait for you"):
        play(state, fremen, "market Counter-attack")
    play(state, harkonnen, "market Counter-attack")        # 6
    play(state, harkonnen, "hold")
    play(state, fremen, "market Counter-attack")           # 7
    play(state, fremen, "hold")
    assert battle.deciders(state) == [harkonnen]           # may answer again
    play(state, harkonnen, "hold")
    no_calls(state)
    assert state.forces["Carthag"] == {F: {10: 2}}


# Zdrajcy a karty bazaru: a traitor revealed after the opponent played a market card
# cancels it
def test_a_traitor_cancels_the_betrayed_sides_market_card():
    state = table(H, A)
    harkonnen, atreides = seat(state, H), seat(state, A)
    state.players[atreides].market_cards = ["Counter-attack"]
    state.players[harkonnen].traitors = ["Duke Leto"]
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", A, 10, 3)
    start(state)
    play(state, atreides, "hold")
    play(state, atreides, "foresee none")
    play(state, harkonnen, "plan 0 leader='Umman Kudu'")
    play(state, atreides, "plan 3 leader='Duke Leto'")
    play(state, atreides, "market Counter-attack")
    play(state, atreides, "hold")
    play(state, harkonnen, "call")
    events = no_calls(state)
    assert any(e.kind == "market_cancelled" for e in events)
    assert state.forces["Carthag"] == {H: {10: 3}}
    assert state.decks.market_discard == ["Counter-attack"]


# Family Atomics (reconstructed): both leaders die; the disks decide
def test_family_atomics_kill_both_leaders():
    state = table(H, F)
    harkonnen, fremen = seat(state, H), seat(state, F)
    state.players[fremen].market_cards = ["Family Atomics"]
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    play(state, fremen, "hold")
    play(state, harkonnen, "plan 1 leader=Feyd-Rautha")
    play(state, fremen, "plan 2 leader=Jamis")
    play(state, fremen, "market 'Family Atomics'")
    play(state, fremen, "hold")
    no_calls(state)
    assert "Feyd-Rautha" in state.players[harkonnen].dead
    assert "Jamis" in state.players[fremen].dead
    assert state.forces["Carthag"] == {F: {10: 1}}


# Zdrajcy, the example: the Harkonnen play the Poison Tooth to kill both leaders and win on
# their disk; the Atreides reveal the Harkonnen's traitor and win; the Poison Tooth is
# discarded
def test_the_rulebooks_traitor_example():
    state = table(A, H, Harkonnen=["Poison Tooth"])
    put(state, "Carthag", A, 10, 6)
    put(state, "Carthag", H, 10, 5)
    start(state)
    atreides, harkonnen = seat(state, A), seat(state, H)
    state.players[atreides].traitors = ["Beast Rabban"]
    play(state, atreides, "foresee none")
    play(state, harkonnen, "plan 5 leader='Beast Rabban' weapon='Poison Tooth'")
    play(state, atreides, "plan 2 leader='Duke Leto'")
    assert state.fight.step == "call"
    spice = state.players[atreides].spice
    play(state, atreides, "call")
    no_calls(state)
    assert state.forces["Carthag"] == {A: {10: 6}}  # the caller loses nothing
    assert state.players[atreides].spice == spice + 5
    assert "Beast Rabban" in state.players[harkonnen].dead
    assert "Duke Leto" in state.players[atreides].leaders
    assert "Duke Leto" not in state.fought  # free to fight in another territory
    assert state.decks.battle_discard == ["Poison Tooth"]


# Zdrajcy, Dwóch zdrajców: both lose forces, cards and leaders; no one takes spice
def test_two_traitors_destroy_both_sides():
    state = table(H, F)
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    harkonnen, fremen = seat(state, H), seat(state, F)
    state.players[harkonnen].traitors = ["Stilgar"]
    state.players[fremen].traitors = ["Feyd-Rautha"]
    spice = (state.players[harkonnen].spice, state.players[fremen].spice)
    play(state, harkonnen, "plan 1 leader=Feyd-Rautha")
    play(state, fremen, "plan 1 leader=Stilgar")
    play(state, harkonnen, "call")
    play(state, fremen, "call")
    assert "Carthag" not in state.forces
    assert "Feyd-Rautha" in state.players[harkonnen].dead
    assert "Stilgar" in state.players[fremen].dead
    assert (state.players[harkonnen].spice, state.players[fremen].spice) == spice


# Plan bitwy: every element secret until the plans are revealed
def test_a_plan_is_secret_until_both_are_made():
    state = table(H, F, Harkonnen=["Crysknife"])
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    events = play(state, seat(state, H), "plan 2 leader=Feyd-Rautha weapon=Crysknife")
    public = " ".join(say(e.text) + json.dumps(e.data) for e in events if e.is_public)
    assert "Feyd" not in public and "Crysknife" not in public
    assert battle.deciders(state) == [seat(state, F)]


# Brak remisów: the battle advantage wins ties
def test_the_battle_advantage_wins_a_tie():
    state = table(F, H)
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    play(state, seat(state, F), "plan 2 leader=Jamis")          # 2 + 2
    play(state, seat(state, H), "plan 3 leader='Umman Kudu'")   # 3 + 1
    no_calls(state)
    assert state.forces["Carthag"] == {F: {10: 1}}


# Przywódcy: "Jeśli to możliwe, należy zawsze zagrywać przywódców"; Brak przywódcy: no
# cards without a leader; Dysk bitewny: no more forces than are there
def test_a_plan_must_play_a_free_leader_and_no_more_forces_than_there():
    state = table(H, F, Harkonnen=["Crysknife"])
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    harkonnen = seat(state, H)
    before = state.model_copy(deep=True)
    with pytest.raises(RuleError, match="must play one"):
        play(state, harkonnen, "plan 2")
    with pytest.raises(RuleError, match="3 forces fighting in Carthag, not 4"):
        play(state, harkonnen, "plan 4 leader=Feyd-Rautha")
    with pytest.raises(RuleError, match="defence or worthless"):
        play(state, harkonnen, "plan 1 leader=Feyd-Rautha defence=Crysknife")
    assert state == before
    state.players[harkonnen].dead = state.players[harkonnen].leaders
    state.players[harkonnen].leaders = []
    with pytest.raises(RuleError, match="Without a leader no battle card"):
        play(state, harkonnen, "plan 1 weapon=Crysknife")
    play(state, harkonnen, "plan 1")


# Przywódcy: "Przywódca nie może jednak walczyć na więcej niż 1 terytorium w czasie tej samej
# rundy"
def test_a_leader_fights_in_one_territory_a_round():
    state = two_battles()
    start(state)
    harkonnen = seat(state, H)
    play(state, harkonnen, "battle Carthag")
    play(state, harkonnen, "plan 0 leader=Feyd-Rautha")
    play(state, seat(state, F), "plan 0 leader=Jamis")
    no_calls(state)
    assert state.fight.territory == "Arrakeen"
    play(state, seat(state, IMP), "voice none")
    with pytest.raises(RuleError, match="not a leader free to fight here"):
        play(state, harkonnen, "plan 0 leader=Feyd-Rautha")


# Przewaga bitewna: the holder chooses the order of its battles; no one else may
def test_the_advantage_holder_chooses_the_next_battle():
    state = two_battles()
    start(state)
    assert state.fight is None and battle.deciders(state) == [seat(state, H)]
    with pytest.raises(RuleError, match="has the battle advantage"):
        play(state, seat(state, F), "battle Carthag")
    play(state, seat(state, H), "battle Arrakeen")
    assert state.fight.territory == "Arrakeen"


# Przewaga bitewna: the next battle is chosen once the one being fought is over; choosing
# during it says what the battle waits for
def test_choosing_a_battle_during_one_says_what_it_waits_for():
    state = two_battles()
    start(state)
    play(state, seat(state, H), "battle Carthag")
    with pytest.raises(RuleError) as refused:
        play(state, seat(state, H), "battle Arrakeen")
    assert say(refused.value.message) == "No battle is to be chosen now."
    assert say(refused.value.hint) == "The battle waits for the battle plans (`plan ...`)."


# Przewaga bitewna: every round's battles begin with the first player's advantage, not
# only round 1's
def test_each_rounds_battle_phase_starts_from_the_first_player():
    state = table(H, F)
    start(state)                            # round 1: no battle; round 2 waits to buy
    assert state.round == 2
    state.phase, state.waiting = Phase.BATTLE, ""
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    events = start(state)
    assert [e.data["territory"] for e in events if e.kind == "battle"] == ["Carthag"]
    assert state.fight.sides == (state.first, seat(state, H))


# Warunki rozpoczęcia bitwy: no battle in the Polar Sink, nor across the storm
def test_no_battle_in_the_polar_sink_or_across_the_storm():
    state = table(H, F, storm=9)
    put(state, POLAR_SINK, H, 0, 2)
    put(state, "Imperial Basin", H, 8, 2)
    put(state, "Imperial Basin", F, 10, 2)
    events = start(state)
    assert not [e for e in events if e.kind == "battle"]
    assert state.round == 2


# IMPERIUM, Głos: the opponent must obey if they can
def test_the_voice_orders_or_forbids_a_kind_of_weapon():
    state = table(IMP, F, Fremen=["Chaumas", "Crysknife"])
    put(state, "Carthag", IMP, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    play(state, seat(state, IMP), "voice must poison")
    fremen = seat(state, F)
    with pytest.raises(RuleError, match="orders you to play a poison weapon") as refused:
        play(state, fremen, "plan 1 leader=Jamis weapon=Crysknife")
    assert say(refused.value.hint) == "Yours: Chaumas (`weapon=Chaumas`)."
    play(state, fremen, "plan 1 leader=Jamis weapon=Chaumas")


# Karty bitwy: a card on the wrong side of the disk is refused saying which side takes it
def test_a_defence_named_as_the_weapon_says_to_play_it_as_the_defence():
    state = table(IMP, F, Fremen=["Shield"])
    put(state, "Carthag", IMP, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    play(state, seat(state, IMP), "voice none")
    with pytest.raises(RuleError) as refused:
        play(state, seat(state, F), "plan 1 jamis shield")
    assert say(refused.value.hint) == "Play it as `defence=Shield`."


def test_the_voice_cannot_be_obeyed_without_the_card():
    state = table(IMP, F, Fremen=["Crysknife"])
    put(state, "Carthag", IMP, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    play(state, seat(state, IMP), "voice not hand")
    with pytest.raises(RuleError, match="forbids you a hand weapon"):
        play(state, seat(state, F), "plan 1 leader=Jamis weapon=Crysknife")
    state2 = table(IMP, F, Fremen=["Crysknife"])
    put(state2, "Carthag", IMP, 10, 3)
    put(state2, "Carthag", F, 10, 3)
    start(state2)
    play(state2, seat(state2, IMP), "voice must poison")
    play(state2, seat(state2, F), "plan 1 leader=Jamis weapon=Crysknife")


# Kolejność używania zdolności frakcji: Atreides against the Imperium, the advantage first
def test_the_advantage_holder_uses_its_ability_first():
    state = table(IMP, A)
    put(state, "Carthag", IMP, 10, 3)
    put(state, "Carthag", A, 10, 3)
    start(state)
    assert state.fight.step == "voice"
    play(state, seat(state, IMP), "voice none")
    assert state.fight.step == "foresee"


# Zdrajcy: "nawet jeśli użyte zostały Rusznica laserowa i Tarcza" - without a traitor, the
# Lasgun and a Shield destroy everything there
def test_lasgun_and_shield_destroy_everything():
    state = table(H, F, Harkonnen=["Lasgun"], Fremen=["Shield"])
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    play(state, seat(state, H), "plan 1 leader=Feyd-Rautha weapon=Lasgun")
    play(state, seat(state, F), "plan 1 leader=Stilgar defence=Shield")
    no_calls(state)
    assert "Carthag" not in state.forces
    assert "Feyd-Rautha" in state.players[seat(state, H)].dead
    assert "Stilgar" in state.players[seat(state, F)].dead


# Broń i osłona, reconstructed special weapons (docs/rules-notes.md, Diuna): the Poison
# Tooth kills both leaders, each unless a poison defence guards it; the Artillery Strike
# both, each unless a Shield guards it
@pytest.mark.parametrize(("weapon", "guard"), [("Poison Tooth", "Snooper"),
                                              ("Artillery Strike", "Shield")])
def test_a_both_leaders_weapon_kills_each_leader_its_defence_does_not_guard(weapon, guard):
    state = table(H, F, Harkonnen=[weapon], Fremen=[guard])
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    harkonnen, fremen = seat(state, H), seat(state, F)
    spice = state.players[fremen].spice
    play(state, harkonnen, f"plan 3 leader=Feyd-Rautha weapon='{weapon}'")
    play(state, fremen, f"plan 1 leader=Stilgar defence={guard}")
    no_calls(state)
    assert "Feyd-Rautha" in state.players[harkonnen].dead
    assert "Stilgar" in state.players[fremen].leaders
    assert state.players[fremen].spice == spice + 6     # 1 + Stilgar 7 beat 3; Feyd's 6


# HARKONNENOWIE, Zdrajcy: before each of their battles the Harkonnen may take the top
# traitor card and return one to the bottom of the deck, face down
def test_the_harkonnen_draw_a_traitor_and_return_one_before_their_battle():
    state = table(F, H)
    state.decks.traitors = ["Stilgar", "Chani"]
    harkonnen = seat(state, H)
    state.players[harkonnen].traitors = ["Duke Leto"]
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    assert state.fight.step == "swap" and battle.deciders(state) == [harkonnen]
    (asked,) = RULESET.pending(state)
    assert say(asked.prompt).endswith("(`draw_traitor`), or not (`draw_traitor no`).")
    events = play(state, harkonnen, "draw_traitor")
    assert not any("Stilgar" in say(e.text) for e in events if e.is_public)
    with pytest.raises(RuleError, match="return one"):
        play(state, harkonnen, "plan 1 leader=Feyd-Rautha")
    play(state, harkonnen, "return_traitor 'Duke Leto'")
    assert state.players[harkonnen].traitors == ["Stilgar"]
    assert state.decks.traitors == ["Chani", "Duke Leto"]
    assert state.fight.step == "plan"


# HARKONNENOWIE, Zdrajcy: a draw asked for while the market cards before the plans are
# played says what the battle waits for first
def test_a_draw_before_its_step_says_what_the_battle_waits_for():
    state = table(F, H)
    state.decks.traitors = ["Stilgar"]
    harkonnen, fremen = seat(state, H), seat(state, F)
    state.players[fremen].market_cards = ["Karama"]
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    assert state.fight.step == "prebattle"
    with pytest.raises(RuleError) as refused:
        play(state, harkonnen, "draw_traitor")
    assert say(refused.value.hint) == ("The battle waits for the market cards before the plans "
                                  "(`market <card>` or `hold`).")


# Plan bitwy: a side that has made its plan is told so when it plans again
def test_a_second_plan_is_refused_saying_the_first_is_made():
    state = table(F, H)
    harkonnen, fremen = seat(state, H), seat(state, F)
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    play(state, fremen, "plan 1 leader=Jamis")
    with pytest.raises(RuleError) as refused:
        play(state, fremen, "plan 2 leader=Jamis")
    assert refused.value.text == ("The battle does not wait for you now. You have made your "
                                  f"plan. It waits for {harkonnen}.")


def test_the_harkonnen_may_decline_the_draw():
    state = table(F, H)
    state.decks.traitors = ["Stilgar"]
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    with pytest.raises(RuleError, match="Only the Harkonnen"):
        play(state, seat(state, F), "draw_traitor")
    play(state, seat(state, H), "draw_traitor no")
    assert state.fight.step == "plan" and state.decks.traitors == ["Stilgar"]


# HARKONNENOWIE, Zdrajcy: "Jeśli ... decydujesz o kolejności ich rozstrzygnięcia, możesz
# wziąć kartę zdrajcy przed podjęciem decyzji" - and then not again for that battle
def test_holding_the_advantage_the_harkonnen_may_draw_before_choosing():
    state = two_battles(traitors=["Stilgar", "Chani"])
    harkonnen = seat(state, H)
    start(state)
    play(state, harkonnen, "draw_traitor")
    with pytest.raises(RuleError, match="Return one traitor card first"):
        play(state, harkonnen, "battle Carthag")
    play(state, harkonnen, "return_traitor Stilgar")
    play(state, harkonnen, "battle Carthag")
    assert state.fight.step == "plan"


# Truthtrance (reconstructed market card): before the plans; the opponent's disk comes by DM
def test_truthtrance_tells_the_opponents_disk_in_secret():
    state = table(H, F)
    harkonnen, fremen = seat(state, H), seat(state, F)
    state.players[fremen].market_cards = ["Truthtrance"]
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    assert state.fight.step == "prebattle" and battle.deciders(state) == [fremen]
    play(state, fremen, "market Truthtrance")
    play(state, fremen, "hold")
    events = play(state, harkonnen, "plan 2 leader=Feyd-Rautha")
    told = next(e for e in events if e.kind == "truthtrance")
    assert told.data["forces"] == 2 and told.visible_to(fremen) and not told.is_public


# Karama (reconstructed market card): the opponent's faction ability is barred this battle
def test_karama_bars_the_voice():
    state = table(IMP, F)
    fremen = seat(state, F)
    state.players[fremen].market_cards = ["Karama"]
    put(state, "Carthag", IMP, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    play(state, fremen, "market Karama")
    play(state, fremen, "hold")
    assert state.fight.step == "plan" and state.fight.voice is None


# A group's own cards (option cards_file): a market card plays as the effect it names
def test_a_renamed_market_card_plays_as_its_effect(tmp_path):
    data = DEFAULT_CARDS.model_dump(mode="json")
    for card in data["market"]:
        if card["name"] == "Counter-attack":
            card["name"] = "Riposte"
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    state = ready("Atreides", "Fremen", "Harkonnen", "Imperium", cards_file=str(path))
    state.storm = 3
    seats = {state.players[s].faction: s for s in state.order}
    state.order = [seats[H], seats[F], seats[A], seats[IMP]]
    state.decks.traitors = []
    for player in state.players.values():
        player.traitors, player.battle_cards, player.market_cards = [], [], []
    state.decks.market.remove("Riposte")
    state.players[seats[F]].market_cards = ["Riposte"]
    state.phase = Phase.BATTLE
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    play(state, seats[F], "hold")
    play(state, seats[H], "plan 3 leader=Feyd-Rautha")   # 9
    play(state, seats[F], "plan 0 leader=Chani")         # 6
    play(state, seats[F], "market Riposte")               # 10
    play(state, seats[F], "hold")
    no_calls(state)
    assert state.forces["Carthag"] == {F: {10: 3}}


# The Polish rulebook's card names are typed as well (Plan bitwy: "Pistolet maula", "Tarcza")
def test_battle_and_market_cards_may_be_named_in_polish():
    state = table(H, F, Harkonnen=["Maula Pistol", "Shield"])
    fremen = seat(state, F)
    state.players[fremen].market_cards = ["Counter-attack"]
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    play(state, fremen, "hold")
    play(state, seat(state, H), "plan 1 leader=Feyd-Rautha weapon='Pistolet maula' "
         "defence=Tarcza")
    assert state.fight.plans[seat(state, H)].weapon == "Maula Pistol"
    play(state, fremen, "plan 1 leader=Jamis")
    play(state, fremen, "market Kontratak")
    assert state.fight.played[fremen] == ["Counter-attack"]


# Zdrajcy: a traitor is revealed when the plans are; both sides are asked, so that whom the
# game waits for never tells who holds the traitor card
def test_both_sides_are_asked_to_call_a_traitor_whether_or_not_they_hold_one():
    state = table(H, F)
    harkonnen, fremen = seat(state, H), seat(state, F)
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    start(state)
    play(state, harkonnen, "plan 1 leader=Feyd-Rautha")
    play(state, fremen, "plan 1 leader=Jamis")
    assert state.fight.step == "call"
    assert battle.deciders(state) == [harkonnen, fremen]
    before = state.model_copy(deep=True)
    with pytest.raises(RuleError, match="Jamis is not a traitor in your pay"):
        play(state, harkonnen, "call")
    assert state == before
    no_calls(state)
    assert state.fight is None


# Warunki rozpoczęcia bitwy: players "nie mogą walczyć ... jeśli znajdują się po przeciwnych
# stronach burzy". Forces that came to two sectors of one rock territory in earlier rounds,
# parted by the storm stopping between them: only those on the battle's side of the storm
# are on the disk and are lost (Dysk bitewny, Przegrana); the others stay.
def test_forces_beyond_the_storm_neither_fight_nor_are_lost():
    state = table(F, H, storm=5)
    put(state, "Pasty Mesa", H, 4, 3)
    put(state, "Pasty Mesa", H, 6, 5)
    put(state, "Pasty Mesa", F, 7, 4)
    start(state)
    harkonnen = seat(state, H)
    assert state.fight.territory == "Pasty Mesa"
    with pytest.raises(RuleError, match="5 forces fighting in Pasty Mesa, not 8"):
        play(state, harkonnen, "plan 8 leader='Umman Kudu'")
    across = state.model_copy(deep=True)  # the invariants refuse a battle across the storm
    across.fight.sectors = [4, 5, 6, 7]
    assert set(invariants.problems(across)) - set(invariants.problems(state)) == {
        "the battle in Pasty Mesa is fought across the storm"}
    play(state, seat(state, F), "plan 1 leader=Stilgar")          # 1 + 7
    play(state, harkonnen, "plan 5 leader='Umman Kudu'")          # 5 + 1
    no_calls(state)
    assert state.forces["Pasty Mesa"] == {H: {4: 3}, F: {7: 3}}
    assert state.players[harkonnen].tanks == 5


# The same storm parting two factions that each stand on both sides of it: a battle on
# each side, each fought with the forces there only
def test_two_factions_on_both_sides_of_the_storm_fight_a_battle_on_each_side():
    state = table(F, H, storm=5)
    put(state, "Pasty Mesa", H, 4, 3)
    put(state, "Pasty Mesa", F, 4, 2)
    put(state, "Pasty Mesa", H, 6, 5)
    put(state, "Pasty Mesa", F, 7, 4)
    start(state)
    fremen, harkonnen = seat(state, F), seat(state, H)
    play(state, fremen, "plan 2 leader=Stilgar")                  # 2 + 7
    play(state, harkonnen, "plan 3 leader='Umman Kudu'")          # 3 + 1
    no_calls(state)
    assert state.forces["Pasty Mesa"] == {H: {6: 5}, F: {7: 4}}
    assert state.fight.territory == "Pasty Mesa"
    with pytest.raises(RuleError, match="4 forces fighting in Pasty Mesa, not 6"):
        play(state, fremen, "plan 6 leader=Stilgar")

"""What a seat and the table are shown through the protocol: secrets only in the seat's own
view, the board (the classic SVG with Diuna's round of 5, phase, first player and covered
stronghold; forces by territory as text), the status line, the plan's form."""

from __future__ import annotations

from engine.core import SeatSpec
from engine.core.words import say
from engine.rulesets.diuna.board import put
from engine.rulesets.diuna.data import Faction
from engine.rulesets.diuna.options import DiunaOptions
from engine.rulesets.diuna.ruleset import RULESET
from engine.rulesets.diuna.state import Phase

from .helpers import play, ready, settle

H, F = Faction.HARKONNEN, Faction.FREMEN


def battle_table():
    """Harkonnen and Fremen about to fight in Carthag, the Harkonnen first."""
    state = ready("Harkonnen", "Fremen")
    state.storm = 3
    state.order = [state.seat_of(H), state.seat_of(F)]
    state.decks.traitors = []
    for player in state.players.values():
        player.traitors, player.battle_cards, player.market_cards = [], [], []
    state.players[state.seat_of(F)].traitors = ["Feyd-Rautha"]
    state.players[state.seat_of(H)].battle_cards = ["Crysknife"]
    state.phase = Phase.BATTLE
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    settle(state)
    return state


def test_hands_and_traitors_only_in_the_seats_own_view():
    state = battle_table()
    harkonnen, fremen = state.seat_of(H), state.seat_of(F)
    assert RULESET.view(state, harkonnen)["private"]["battle_cards"] == ["Crysknife"]
    assert RULESET.view(state, fremen)["private"]["traitors"] == ["Feyd-Rautha"]
    assert "private" not in RULESET.view(state, None)
    assert RULESET.view(state, harkonnen)["private"]["traitors"] == []
    public = RULESET.view(state, None)["public"]["players"]
    assert public[fremen]["traitors"] == 1 and public[harkonnen]["battle_cards"] == 1
    assert "Crysknife" not in str(RULESET.view(state, fremen))


# Plan bitwy: secret until both are made (Odkrycie planów)
def test_a_plan_is_shown_only_to_its_maker_until_the_reveal():
    state = battle_table()
    harkonnen, fremen = state.seat_of(H), state.seat_of(F)
    play(state, harkonnen, "plan 2 leader=Feyd-Rautha weapon=Crysknife")
    assert RULESET.view(state, harkonnen)["private"]["plan"]["weapon"] == "Crysknife"
    for seat in (None, fremen):
        assert "Crysknife" not in str(RULESET.view(state, seat))
        assert "Crysknife" not in RULESET.board(state).messages[0]
    play(state, fremen, "plan 1 leader=Jamis")
    plans = RULESET.view(state, None)["public"]["fight"]["plans"]
    assert plans[harkonnen]["weapon"] == "Crysknife"


def test_the_plan_is_offered_with_its_form_and_the_storm_with_seven_buttons():
    state = battle_table()
    decision = next(d for d in RULESET.pending(state) if d.kind == "plan")
    offer = RULESET.offer(state, decision)
    assert decision.secret and offer.form is not None and offer.form.command == "plan"
    assert {f.name for f in offer.form.fields} == {"forces", "leader", "weapon", "defence"}
    state = ready("Harkonnen", "Fremen")
    state.waiting = "storm"
    decision = RULESET.pending(state)[0]
    assert decision.kind == "storm"
    assert RULESET.offer(state, decision).choices == tuple(f"storm {n}" for n in range(7))


# 4 warownie; Przebieg gry: 5 rounds; the first player marker
def test_the_board_shows_the_round_of_five_the_phase_first_player_and_covered_stronghold():
    options = DiunaOptions(blocked_stronghold="Carthag")
    state, _ = RULESET.setup(options, [SeatSpec(name="p1", side="Harkonnen"),
                                       SeatSpec(name="p2", side="Fremen")], 1)
    while RULESET.pending(state) and state.phase == Phase.SETUP:
        RULESET.apply(state, "mod", RULESET.registry.parse("expire"))
    picture = RULESET.board(state)
    phase = state.phase.value.replace("_", " ")
    first = f"first player {state.first} ({state.players[state.first].faction})"
    assert f"Round 1/5, {phase} phase" in picture.svg and "Turn 1/5" not in picture.svg
    assert f"Markers: {first}" in picture.svg and "covered: Carthag" in picture.svg
    assert "Options:" not in picture.svg
    # Przygotowanie do gry: the first player comes from the storm die, not from dots on
    # the rim, so the classic picture's player dots are left out
    assert 'id="dots"' not in picture.svg
    text = picture.messages[0]
    assert f"Round 1/5, {phase} phase" in text and first in text
    assert "Polar Sink F5" in text
    assert say(RULESET.status(state).line) == f"Round 1/5, {phase}"


# The text board names each seat's faction (an alliance seat's both) and says which cards
# its counts are
def test_the_text_board_names_each_seats_factions_and_its_kinds_of_cards():
    state, _ = RULESET.setup(DiunaOptions(alliances=True),
                             [SeatSpec(name="p1", side="Atreides"),
                              SeatSpec(name="p2", side="Harkonnen")], 1)
    state.players["p1"].market_cards = ["Hajr"]
    text = say(RULESET.status(state).block)
    assert "A p1 (Atreides + Fremen): spice 6, reserve 15, tanks 0, leaders 7, cards 0 " \
        "battle + 1 market" in text
    assert "H p2 (Harkonnen + Imperium): spice 15," in text


# The prompts carry the public facts that bound the decision: what may be bought, what lies
# in the tanks, the storm's sector and the shipping price
def test_the_prompts_say_what_may_be_bought_revived_and_where_the_storm_is():
    state = ready("Harkonnen", "Fremen")
    first = state.first
    state.phase = Phase.CARDS
    settle(state)
    state.players[first].spice = 5
    (buy,) = RULESET.pending(state)
    assert say(buy.prompt).endswith(f" {first} may buy up to 2 now.")
    state.players[first].market_cards = ["Hajr", "Karama", "Thumper"]
    (buy,) = RULESET.pending(state)
    assert say(buy.prompt).endswith(f" {first} can buy none (a full hand of market cards): `pass`, "
                               "or play the Black Market.")
    state.phase, state.waiting, state.turn = Phase.REVIVAL, "revive", 0
    state.players[first].tanks, state.players[first].dead = 4, ["Jamis"]
    (revive,) = RULESET.pending(state)
    assert say(revive.prompt).endswith(f"In the tanks: 4 forces and Jamis; 2 spice a force, a "
                                  f"leader its strength; {first} has 5 spice.")
    state.phase, state.waiting, state.storm = Phase.MOVEMENT, "move", 7
    (move,) = RULESET.pending(state)
    shipping = ("up to 5 free to the Polar Sink" if state.players[first].faction == F
                else f"1 spice a force ({first} has 5)")
    assert say(move.prompt).endswith(f" Shipping: {shipping}. The storm is on sector 7.")

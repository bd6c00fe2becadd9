"""Standing orders (asynchronous play): `auto call` answers the Traitor calls (Zdrajcy) and
`auto hold` the market card decisions no card of the seat's can answer (Kolejność
zagrywania kart bazaru), at once and exactly as a typed answer would; the orders are the
seat's secret."""

from __future__ import annotations

import json
import random

import pytest

from engine.core import Event, RuleError, SeatSpec
from engine.core.session import Origin, Session
from engine.core.words import say
from engine.rulesets.diuna import flow, standing
from engine.rulesets.diuna.board import put
from engine.rulesets.diuna.commands import Auto
from engine.rulesets.diuna.data import Faction
from engine.rulesets.diuna.ruleset import RULESET
from engine.rulesets.diuna.state import DiunaState, Phase, Player

from .helpers import holding, ready, settle
from .test_battle import table

A, F, H, IMP = Faction.ATREIDES, Faction.FREMEN, Faction.HARKONNEN, Faction.IMPERIUM


def apply(state: DiunaState, seat: str, line: str) -> list[Event]:
    """A typed line through the ruleset, as the bot and the table apply it."""
    return RULESET.apply(state, seat, RULESET.registry.parse(line, RULESET.vocabulary))


def shown(state: DiunaState, events: list[Event]) -> str:
    """Everything public a game has shown: its public events in order, the public view, the
    status, the board and whom it waits for (every public field), as one text."""
    board = RULESET.board(state)
    return json.dumps({
        "events": [e.model_dump() for e in events if e.is_public],
        "view": RULESET.view(state, None), "status": RULESET.status(state).model_dump(),
        "board": [board.messages, board.key], "mark": RULESET.board_mark(state),
        "pending": [d.model_dump() for d in RULESET.pending(state)]}, sort_keys=True)


def waits_for(state: DiunaState) -> list[tuple[str, str]]:
    return [(d.seat, d.kind) for d in RULESET.pending(state)]


def fremen_holding_the_traitor(holds: bool) -> tuple[DiunaState, str, str]:
    """The Harkonnen (battle advantage) against the Fremen in Carthag, the plans to be made:
    Feyd-Rautha against Jamis; the Fremen hold Feyd-Rautha's traitor card or not."""
    state = table(H, F)
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    settle(state)
    harkonnen, fremen = state.seat_of(H), state.seat_of(F)
    state.players[fremen].traitors = ["Feyd-Rautha"] if holds else ["Beast Rabban"]
    return state, harkonnen, fremen


# -- auto call (Zdrajcy) -----------------------------------------------------------------------


# Zdrajcy: "gracz posiadający kartę zdrajcy tego przywódcy może powiedzieć 'Zdrajca!'": with
# `auto call` the Fremen call as soon as the plans are revealed, and are not waited for
def test_auto_call_calls_a_traitor_in_pay_at_once():
    state, harkonnen, fremen = fremen_holding_the_traitor(holds=True)
    apply(state, fremen, "auto call")
    apply(state, harkonnen, "plan 1 leader=Feyd-Rautha")
    events = apply(state, fremen, "plan 1 leader=Jamis")
    assert state.fight.calls == {fremen: True}
    assert waits_for(state) == [(harkonnen, "call")]
    assert any(e.kind == "traitor" and e.is_public for e in events)
    apply(state, harkonnen, "call no")
    assert state.fight is None and "Feyd-Rautha" in state.players[harkonnen].dead


# Zdrajcy: both sides are asked whatever they hold; `auto call` answers `call no` for a seat
# that holds no traitor card of the opposing leader
def test_auto_call_answers_no_when_the_leader_is_not_in_pay():
    state, harkonnen, fremen = fremen_holding_the_traitor(holds=False)
    apply(state, fremen, "auto call")
    apply(state, harkonnen, "plan 1 leader=Feyd-Rautha")
    apply(state, fremen, "plan 1 leader=Jamis")
    assert state.fight.calls == {fremen: False}
    assert waits_for(state) == [(harkonnen, "call")]


# An order given while the call waits answers it at once
def test_an_order_given_while_its_decision_waits_answers_it():
    state, harkonnen, fremen = fremen_holding_the_traitor(holds=True)
    apply(state, harkonnen, "plan 1 leader=Feyd-Rautha")
    apply(state, fremen, "plan 1 leader=Jamis")
    assert (fremen, "call") in waits_for(state)
    apply(state, fremen, "auto call")
    assert waits_for(state) == [(harkonnen, "call")] and state.fight.calls == {fremen: True}


# -- auto hold (Kolejność zagrywania kart bazaru) ----------------------------------------------


# Kolejność zagrywania kart bazaru: "Karty bazaru można zagrywać podczas wypisanych na nich
# faz": before the storm only Weather Control acts, so a seat holding a Hajr can only hold;
# `auto hold` holds for it, while a holder of Weather Control is still asked
def test_auto_hold_holds_a_window_where_no_card_of_the_seats_acts():
    state = holding(Phase.STORM, Harkonnen=["Hajr"], Fremen=["Weather Control"])
    harkonnen, fremen = state.seat_of(H), state.seat_of(F)
    state.order = [harkonnen, fremen] + [s for s in state.order if s not in (harkonnen, fremen)]
    for seat in (harkonnen, fremen):
        state.players[seat].orders = ["hold"]
    events = settle(state)
    held = [e.text for e in events if e.kind == "hold"]
    assert held == [f"{harkonnen} plays no market card now."]
    assert waits_for(state) == [(fremen, "window")]


# Faza zbiorów przyprawy and the Harvester (reconstructed, docs/rules-notes.md "Diuna"): it
# pays only where spice lies and the seat's forces stand in its sector; where it cannot,
# `auto hold` holds before the collection, where it can, the seat is asked
@pytest.mark.parametrize(("spice_at", "asked"), [("South Mesa", False), ("Red Chasm", True)])
def test_auto_hold_holds_a_harvester_only_where_it_would_collect_nothing(spice_at, asked):
    state = holding(Phase.COLLECTION, Harkonnen=["Harvester"])
    seat = state.seat_of(H)
    state.forces, state.spice = {}, {spice_at: 10}
    put(state, "Red Chasm", H, 6, 3)
    state.players[seat].orders = ["hold"]
    events = settle(state)
    assert ((seat, "window") in waits_for(state)) == asked
    assert any(e.text == f"{seat} plays no market card now." for e in events) != asked


# Faza pozyskiwania kart: a seat holding a market card is asked on its turn even when it can
# buy none; `auto hold` passes for it unless it can play a Black Market, or buy a market
# card at 2 spice
@pytest.mark.parametrize(("cards", "spice", "asked"), [
    (["Hajr"], 1, False), (["Black Market"], 1, True), (["Hajr"], 2, True)])
def test_auto_hold_passes_the_cards_phase_when_nothing_can_be_bought(cards, spice, asked):
    state = holding(Phase.CARDS, Harkonnen=cards)
    seat = state.seat_of(H)
    state.order = [seat] + [s for s in state.order if s != seat]
    player = state.players[seat]
    player.spice, player.orders = spice, ["hold"]
    player.battle_cards = ["Baliset"]
    state.decks.battle.remove("Baliset")
    events = settle(state)
    assert ((seat, "buy") in waits_for(state)) == asked
    assert any(e.text == f"{seat} buys no market card." for e in events) != asked


# Faza przywrócenia: asked for a Tleilaxu Ghola even when nothing can be paid for; with
# another card only, `auto hold` ends the seat's revival
@pytest.mark.parametrize(("cards", "asked"), [
    (["Hajr"], False), (["Tleilaxu Ghola"], True)])
def test_auto_hold_ends_revival_when_nothing_can_be_revived(cards, asked):
    state = holding(Phase.REVIVAL, Fremen=cards)
    seat = state.seat_of(F)
    state.order = [seat] + [s for s in state.order if s != seat]
    player = state.players[seat]
    player.spice, player.tanks, player.reserve, player.orders = 0, 5, 10, ["hold"]
    events = settle(state)
    assert ((seat, "revive") in waits_for(state)) == asked
    assert any(e.text == f"{seat} ends their revival." for e in events) != asked


# Kolejność zagrywania kart bazaru in a battle: a Counter-attack is played after the reveal,
# not before the plans; `auto hold` holds before the plans and the seat is asked after
def test_auto_hold_in_a_battle_holds_only_where_the_card_cannot_act():
    state = table(H, F)
    put(state, "Carthag", H, 10, 3)
    put(state, "Carthag", F, 10, 3)
    harkonnen, fremen = state.seat_of(H), state.seat_of(F)
    state.players[fremen].market_cards = ["Counter-attack"]
    state.decks.market.remove("Counter-attack")
    state.players[fremen].orders = ["hold"]
    settle(state)
    assert state.fight.step == "plan"
    apply(state, harkonnen, "plan 1 leader=Feyd-Rautha")
    apply(state, fremen, "plan 1 leader=Jamis")
    assert waits_for(state) == [(fremen, "market")]
    apply(state, fremen, "market Counter-attack")
    assert state.fight.step == "call"


# -- the orders themselves ---------------------------------------------------------------------


def test_orders_are_given_cancelled_and_refused_saying_what_works():
    state = ready("Atreides", "Fremen")
    settle(state)
    seat = state.order[0]
    events = apply(state, seat, "auto hold")
    assert [e.audience for e in events] == [f"seat:{seat}"]
    with pytest.raises(RuleError) as refused:
        apply(state, seat, "auto hold")
    assert refused.value.text.startswith(
        "`auto hold` stands already. Yours: `auto hold`. Give `auto call`. Cancel with "
        "`auto hold off` or `auto off`.")
    with pytest.raises(RuleError) as refused:
        apply(state, seat, "auto call off")
    assert refused.value.message == "You have no standing `auto call` to cancel."
    with pytest.raises(RuleError, match="takes no second word"):
        apply(state, seat, "auto off off")
    apply(state, seat, "auto call")
    assert state.players[seat].orders == ["call", "hold"]
    apply(state, seat, "auto hold off")
    assert state.players[seat].orders == ["call"]
    apply(state, seat, "auto off")
    before = state.model_copy(deep=True)
    with pytest.raises(RuleError) as refused:
        apply(state, seat, "auto off")
    assert refused.value.text.startswith(
        "You have no standing orders to cancel. Yours: none. Give `auto call` or `auto hold`.")
    assert state == before


def test_standing_orders_are_those_a_sensible_player_has_not_given():
    state = ready("Atreides", "Fremen")
    seat = state.order[0]
    assert RULESET.standing_orders(state, seat) == [Auto(order="call"), Auto(order="hold")]
    apply(state, seat, "auto call")
    assert RULESET.standing_orders(state, seat) == [Auto(order="hold")]
    apply(state, seat, "auto hold")
    assert RULESET.standing_orders(state, seat) == []


# The orders are secret: the seat's sheet lists them, nothing public does, and a disguise
# deals the other seats' anew
def test_orders_show_on_their_seats_sheet_only_and_are_dealt_anew_for_others():
    state = ready("Atreides", "Fremen", "Harkonnen")
    seat, other, _ = state.order
    apply(state, seat, "auto call")
    sheet = RULESET.sheet(state, seat)
    assert "Standing orders: auto call" in "\n".join(
        say(line) for section in sheet.sections for line in section.lines)
    assert "auto call" not in RULESET.sheet(state, other).model_dump_json()
    assert "orders" not in json.dumps(RULESET.view(state, None))
    dealt = {tuple(RULESET.disguise(state, other, random.Random(n)).players[seat].orders)
             for n in range(20)}
    assert len(dealt) > 1
    assert all(RULESET.disguise(state, seat, random.Random(n)).players[seat].orders == ["call"]
               for n in range(5))


def test_a_state_stored_before_the_orders_loads_without_any():
    player = Player(seat="p1", faction=Faction.FREMEN).model_dump()
    del player["orders"]
    assert Player.model_validate(player).orders == []


# -- secrecy pairs: an order's answer shows exactly as a typed one -----------------------------


@pytest.mark.parametrize("holds", [True, False])
def test_auto_call_shows_exactly_as_a_typed_call(holds):
    typed, harkonnen, fremen = fremen_holding_the_traitor(holds)
    ordered = typed.model_copy(deep=True)
    answer = "call" if holds else "call no"
    seen = apply(typed, harkonnen, "plan 1 leader=Feyd-Rautha")
    seen += apply(typed, fremen, "plan 1 leader=Jamis")
    seen += apply(typed, fremen, answer)
    seen += apply(typed, harkonnen, "call no")
    told = apply(ordered, fremen, "auto call")
    told += apply(ordered, harkonnen, "plan 1 leader=Feyd-Rautha")
    told += apply(ordered, fremen, "plan 1 leader=Jamis")
    assert ordered.fight.calls == {fremen: holds}  # the order answered, not a person
    told += apply(ordered, harkonnen, "call no")
    assert shown(typed, seen) == shown(ordered, told)


def window_of_two() -> tuple[DiunaState, str, str]:
    """The window before the storm, a Hajr holder asked first, a Karama holder next."""
    state = holding(Phase.STORM, Harkonnen=["Hajr"], Fremen=["Karama"])
    first, second = (s for s in state.order if state.players[s].market_cards)
    return state, first, second


def test_auto_hold_shows_exactly_as_a_typed_hold():
    typed, first, second = window_of_two()
    ordered = typed.model_copy(deep=True)
    seen = settle(typed) + apply(typed, first, "hold") + apply(typed, second, "hold")
    seen += apply(typed, first, "hold")  # again before the spice card: a Hajr cannot act
    told = apply(ordered, first, "auto hold")
    assert waits_for(ordered) == [(second, "window")]  # the order held, not a person
    told += apply(ordered, second, "hold")
    assert waits_for(ordered) == [(second, "window")] and ordered.phase == Phase.SPICE_BLOW
    assert shown(typed, seen) == shown(ordered, told)


@pytest.mark.parametrize("phase", [Phase.CARDS, Phase.REVIVAL])
def test_auto_hold_on_ones_turn_shows_exactly_as_typed(phase):
    typed = holding(phase, Fremen=["Hajr"])
    seat = typed.seat_of(F)
    typed.order = [seat] + [s for s in typed.order if s != seat]
    typed.players[seat].spice, typed.players[seat].tanks = 1, 5
    ordered = typed.model_copy(deep=True)
    answer = "pass" if phase == Phase.CARDS else "done"
    seen = settle(typed) + apply(typed, seat, answer)
    told = apply(ordered, seat, "auto hold")
    assert (seat, "buy" if phase == Phase.CARDS else "revive") not in waits_for(ordered)
    assert shown(typed, seen) == shown(ordered, told)



# Whole random games where every seat gives both orders at once: the game never waits for a
# decision an order answers, every game ends, and its log replays exactly
@pytest.mark.parametrize("seed", range(3))
def test_random_games_with_every_order_given_end_and_replay(seed):
    game = Origin(ruleset=RULESET.name, options={},
                  seats=[SeatSpec(name=f"p{i}") for i in range(1, 3 + seed % 2 + 1)], seed=seed)
    session, _ = Session.new(RULESET, game)
    for seat in RULESET.seats(session.state):
        for order in RULESET.standing_orders(session.state, seat):
            session.apply(seat, order)
    rng = random.Random(seed)
    while not RULESET.finished(session.state):
        assert standing.answer(session.state, flow.accepts) is None
        seat = rng.choice(RULESET.pending(session.state)).seat
        session.apply(seat, RULESET.choose(session.state, seat, rng))
    again = Session.replay(RULESET, game, session.log)
    assert again.state.model_dump_json() == session.state.model_dump_json()

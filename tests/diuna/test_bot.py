"""Diuna's bot: positions from the rulebook where it must choose well, built with the
set-up and commands (forces placed on the board), the bot asked through `seen` (what the
seat may know) and `RULESET.bot`; and who would win at a round's end."""

from __future__ import annotations

import random

from engine.core import Event, EventLog
from engine.core.bots import seen
from engine.rulesets.diuna import battle, flow, pending
from engine.rulesets.diuna import commands as c
from engine.rulesets.diuna.board import put
from engine.rulesets.diuna.data import STRONGHOLDS, Faction
from engine.rulesets.diuna.ruleset import RULESET
from engine.rulesets.diuna.state import DiunaState, Phase

from .helpers import ready
from .test_battle import table

A, F, H, IMP = Faction.ATREIDES, Faction.FREMEN, Faction.HARKONNEN, Faction.IMPERIUM
CARTHAG, ARRAKEEN, TUEK, HABBANYA, SIETCH_TABR = (
    "Carthag", "Arrakeen", "Tuek's Sietch", "Habbanya Sietch", "Sietch Tabr")


def until(state: DiunaState, faction: Faction, kind: str, events: list[Event]) -> str:
    """Every other decision answered by its default until `faction` is asked `kind`;
    its seat. The events told go to `events`."""
    seat = state.seat_of(faction)
    for _ in range(200):
        waiting = pending.waiting_for(state)
        if (seat, kind) in waiting:
            return seat
        log = EventLog()
        if not waiting:
            flow.settle(state, log)
        else:
            waiter, asked = waiting[0]
            flow.play(state, waiter, pending.default(state, waiter, asked), log)
        events += log.events
    raise AssertionError(f"{faction} never asked {kind}")


def bot(state: DiunaState, seat: str, events: list[Event]) -> c.Command:
    choice = RULESET.bot(seen(RULESET, state, seat, events), random.Random(1))
    assert choice is not None
    return choice


def movement_turn(faction: Faction, spice: int, **forces: tuple[str, int, int]) -> DiunaState:
    """Round 3's movement with `faction` first in order of play; forces placed by faction
    name (`Harkonnen=[(territory, sector, count), ...]`)."""
    state = ready("Atreides", "Fremen", "Harkonnen", "Imperium")
    state.round = 3
    seats = {state.players[s].faction: s for s in state.order}
    state.order = [seats[faction]] + [seats[f] for f in Faction if f != faction]
    state.players[seats[faction]].spice = spice
    for name, placed in forces.items():
        for territory, sector, count in placed:
            put(state, territory, Faction(name), sector, count)
    state.phase, state.waiting, state.turn = Phase.MOVEMENT, "move", 0
    return state


# Sprawdzenie warunków zwycięstwa: a force in 3 strongholds at the end of round 3, 4 or 5 wins
def test_would_win_names_the_seat_in_three_strongholds_in_a_round_that_checks():
    state = movement_turn(A, 10, Harkonnen=[(CARTHAG, 10, 2), (ARRAKEEN, 9, 1),
                                             (TUEK, 4, 1)])
    assert RULESET.would_win(state) == [state.seat_of(H)]
    state.round = 2
    assert RULESET.would_win(state) == []


# Sprawdzenie warunków zwycięstwa: the Harkonnen would win at the end of round 3; the bot
# lands where it beats them, not in an empty stronghold
def test_it_ships_into_a_stronghold_of_a_rival_about_to_win():
    state = movement_turn(A, 10, Harkonnen=[(CARTHAG, 10, 6), (ARRAKEEN, 9, 1),
                                             (TUEK, 4, 1)])
    choice = bot(state, state.seat_of(A), [])
    assert isinstance(choice, c.Ship)
    assert choice.territory in (ARRAKEEN, TUEK) and choice.count >= 3


# Faza transportu: shipping costs 1 spice a force; a stronghold is worth 5 points
def test_it_ships_enough_to_hold_an_open_stronghold_and_no_more():
    state = movement_turn(IMP, 20)
    choice = bot(state, state.seat_of(IMP), [])
    assert isinstance(choice, c.Ship)
    assert choice.territory in STRONGHOLDS and 1 <= choice.count <= 5


# Faza transportu: a group that would empty a stronghold the seat holds leaves one behind
def test_it_does_not_leave_a_stronghold_it_holds_empty():
    state = movement_turn(H, 0, Harkonnen=[(CARTHAG, 10, 4)])
    state.shipped = True
    choice = bot(state, state.seat_of(H), [])
    assert not isinstance(choice, c.Move) or choice.source != CARTHAG or choice.count < 4


# Faza pozyskiwania kart: 2 spice a market card; the spice to ship to an open stronghold is
# kept (Faza transportu: 1 spice a force)
def test_it_keeps_spice_to_ship_when_a_stronghold_is_open():
    state = ready("Atreides", "Fremen", "Harkonnen", "Imperium")
    events: list[Event] = []
    seat = until(state, H, "buy", events)
    state.players[seat].spice = 8
    choice = bot(state, seat, events)
    bought = choice.count if isinstance(choice, c.Buy) else 0
    assert state.players[seat].spice - 2 * bought >= 6


def prescience(hand: list[str]) -> tuple[DiunaState, list[Event], str]:
    """The Atreides (advantage) against the Harkonnen in Carthag, 5 forces each; the
    Atreides foresee the Harkonnen's weapon, and the Harkonnen plan the Gom Jabbar."""
    state = table(A, H, Atreides=hand, Harkonnen=["Gom Jabbar"])
    put(state, CARTHAG, A, 10, 5)
    put(state, CARTHAG, H, 10, 5)
    events: list[Event] = []
    atreides = until(state, A, "foresee", events)
    log = EventLog()
    flow.play(state, atreides, c.Foresee(element="weapon"), log)
    harkonnen = until(state, H, "plan", events + log.events)
    flow.play(state, harkonnen, c.Plan(forces=5, leader="Feyd-Rautha", weapon="Gom Jabbar"),
              log)
    events += log.events
    until(state, A, "plan", events)
    return state, events, atreides


# Prescience (ATRYDZI), Broń i osłona: the Snooper stops poison, the Shield does not
def test_it_answers_a_foreseen_poison_with_the_snooper():
    state, events, atreides = prescience(["Shield", "Snooper", "Crysknife"])
    choice = bot(state, atreides, events)
    assert isinstance(choice, c.Plan)
    assert choice.defence == "Snooper" and choice.weapon == "Crysknife"


# Broń i osłona: the Lasgun with any Shield destroys everything in the battle
def test_it_never_plays_the_lasgun_with_its_own_shield():
    state = table(H, IMP, Harkonnen=["Lasgun", "Shield"], Imperium=[])
    put(state, CARTHAG, H, 10, 5)
    put(state, CARTHAG, IMP, 10, 3)
    events: list[Event] = []
    seat = until(state, H, "plan", events)
    choice = bot(state, seat, events)
    assert isinstance(choice, c.Plan)
    assert {choice.weapon, choice.defence} != {"Lasgun", "Shield"}


# Plan bitwy: the winner loses only the forces on its disk; ties go to the advantage
# (Brak remisów): against 1 force and a leader of 6 the bot dials what wins, not all 8
def test_it_dials_just_enough_forces_to_win():
    state = table(IMP, F)
    put(state, CARTHAG, IMP, 10, 8)
    put(state, CARTHAG, F, 10, 1)
    events: list[Event] = []
    seat = until(state, IMP, "plan", events)
    choice = bot(state, seat, events)
    assert isinstance(choice, c.Plan) and choice.leader is not None
    # Fremen: 1 force + Stilgar 7; the Imperium's leader of 6 and 2 forces tie: the
    # advantage wins
    assert choice.forces == 2


# Zdrajcy: the player holding the opponent's leader as a traitor calls and wins
def test_it_calls_the_traitor_it_holds():
    state = table(A, H, Atreides=[], Harkonnen=[])
    put(state, CARTHAG, A, 10, 2)
    put(state, CARTHAG, H, 10, 5)
    events: list[Event] = []
    atreides = state.seat_of(A)
    state.players[atreides].traitors = ["Feyd-Rautha"]
    until(state, H, "plan", events)
    log = EventLog()
    flow.play(state, state.seat_of(H), c.Plan(forces=5, leader="Feyd-Rautha"), log)
    events += log.events
    until(state, A, "plan", events)
    flow.play(state, atreides, bot(state, atreides, events), log)
    events += log.events
    until(state, A, "call", events)
    assert battle.holds_traitor(state, atreides)
    assert bot(state, atreides, events) == c.Call(yes=True)


# Faza burzy: the storm destroys forces on sand in its path, but never the Fremen's
def test_the_storm_is_moved_over_rivals_on_sand():
    state = ready("Atreides", "Fremen", "Harkonnen", "Imperium")
    state.storm = 1
    put(state, "Cielago North", H, 3, 6)  # 3 sectors on
    put(state, "Meridian", state.players[state.order[0]].faction, 2, 1)
    state.waiting = "storm"
    choice = bot(state, state.order[0], [])
    assert isinstance(choice, c.Storm) and choice.sectors >= 2


# Zdrajcy: a traitor called wins the battle and loses nothing, whatever the disks say; the
# Harkonnen holding every leader the Fremen may play put no forces at risk
def test_it_dials_nothing_when_every_leader_it_may_face_is_its_traitor():
    state = table(H, F)
    put(state, CARTHAG, H, 10, 6)
    put(state, CARTHAG, F, 10, 4)
    fremen = state.players[state.seat_of(F)]
    fremen.leaders, fremen.dead = ["Stilgar", "Chani"], ["Otheym", "Shadout Mapes", "Jamis"]
    state.players[state.seat_of(H)].traitors = ["Stilgar", "Chani"]
    events: list[Event] = []
    seat = until(state, H, "plan", events)
    choice = bot(state, seat, events)
    assert isinstance(choice, c.Plan) and choice.forces == 0


# Sprawdzenie warunków zwycięstwa: after round 5 the most points win (5 a stronghold, 1 a
# spice); the points leader's stronghold is the one to take
def test_in_the_last_round_it_contests_the_points_leaders_stronghold():
    state = movement_turn(A, 10, Imperium=[(ARRAKEEN, 9, 1), (TUEK, 4, 1)],
                          Fremen=[(SIETCH_TABR, 13, 1)])
    state.round = 5
    state.players[state.seat_of(IMP)].spice = 30
    choice = bot(state, state.seat_of(A), [])
    assert isinstance(choice, c.Ship) and choice.territory in (ARRAKEEN, TUEK)


# Prescience (ATRYDZI) and Zdrajcy: holding a rival leader as a traitor, the Atreides ask
# which leader is played
def test_prescience_asks_the_leader_when_it_holds_a_traitor():
    state = table(A, H, Atreides=["Shield"], Harkonnen=[])
    put(state, CARTHAG, A, 10, 5)
    put(state, CARTHAG, H, 10, 5)
    state.players[state.seat_of(A)].traitors = ["Beast Rabban"]
    events: list[Event] = []
    atreides = until(state, A, "foresee", events)
    assert bot(state, atreides, events) == c.Foresee(element="leader")


# Faza zbiorów przyprawy: 2 spice a force in the spice's sector; a group on the sand next to
# 8 spice no rival guards walks onto it (after round 5, 1 point a spice)
def test_a_group_on_the_sand_walks_onto_unguarded_spice():
    state = movement_turn(H, 0, Harkonnen=[("Broken Land", 10, 4)])
    state.shipped = True
    state.spice = {"Old Gap": 8}
    choice = bot(state, state.seat_of(H), [])
    assert choice == c.Move(count=4, source="Broken Land", target="Old Gap", sector=9,
                            from_sector=10)
    flow.play(state, state.seat_of(H), choice, EventLog())  # the rules take it
    assert state.forces["Old Gap"][H] == {9: 4}

"""Judgement tests of the Santini bot: positions from the rulebook where its seat must
choose well, each decided from the seat's `Seen` alone."""

from __future__ import annotations

import random

from engine.core.bots import seen
from engine.rulesets.santini.air import Fly
from engine.rulesets.santini.bot_board import CITIES
from engine.rulesets.santini.bot_orders import HARVESTERS
from engine.rulesets.santini.bot_plan import plan_of
from engine.rulesets.santini.bot_troops import purse_for
from engine.rulesets.santini.combat_commands import Attack
from engine.rulesets.santini.construction import COST, Build
from engine.rulesets.santini.data.counters import Kind
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.hexes import distance, neighbours
from engine.rulesets.santini.initiative import Pay
from engine.rulesets.santini.movement import Move
from engine.rulesets.santini.ruleset import RULESET
from engine.rulesets.santini.state import Phase, SantiniState, Unit
from engine.rulesets.santini.transfer import Transfer
from engine.rulesets.santini.worm_call import open_desert as is_open

from .helpers_cards import activity, play, put


def decide(state, seat: str = "p1"):
    return RULESET.bot(seen(RULESET, state, seat, []), random.Random(1))


def desert(state) -> str:
    """An open desert hex far from every storm."""
    storms = {s.hex for s in state.storms if s.hex}
    return next(h for h in sorted(state.map.terrain) if is_open(state, h)
                and not storms & {h, *neighbours(h)})


def test_it_drives_a_harvester_onto_the_spice_next_to_it():
    # Raccolta Spezia: only a harvester on a hex with spice harvests it.
    state = activity()
    here = desert(state)
    spice = neighbours(here)[0]
    state.spice = {spice: [3]}
    harvester = put(state, "Harkonnen", Kind.HARVESTER, here)
    choice = decide(state)
    assert isinstance(choice, Move)
    assert choice.units == harvester.id and choice.path.split()[-1] == spice


def test_it_does_not_attack_at_hopeless_odds():
    # Combattimento: one step against six is a loss of the attacker's units.
    state = activity()
    here = desert(state)
    there = neighbours(here)[0]
    put(state, "Harkonnen", Kind.INFANTRY, here, steps=1)
    for _ in range(3):
        put(state, "Atreides", Kind.INFANTRY, there)
    assert not isinstance(decide(state), Attack)


def test_it_attacks_a_weak_stack_with_a_strong_one():
    state = activity()
    here = desert(state)
    there = neighbours(here)[0]
    for _ in range(3):
        put(state, "Harkonnen", Kind.ARMOUR, here)
    put(state, "Atreides", Kind.INFANTRY, there, steps=1)
    choice = decide(state)
    assert isinstance(choice, Attack) and choice.hex == there


def test_it_pays_the_guild_only_from_a_surplus():
    # Attività: the initiative is bought with spice that also builds the army.
    state = activity()
    state.phase = Phase.INITIATIVE
    state.players["p1"].spice = 5
    assert decide(state) == Pay(amount=0)
    state.players["p1"].spice = 20
    choice = decide(state)
    assert isinstance(choice, Pay) and 0 < choice.amount <= 3


def test_it_rebuilds_its_harvesters_when_it_has_none():
    # Costruzione: a harvester costs 1, and without one a seat earns no spice.
    state = activity()
    state.phase = Phase.CONSTRUCTION
    state.players["p1"].spice = 4
    choice = decide(state)
    assert isinstance(choice, Build) and choice.harvester >= 1


def test_the_fremen_blockade_is_seen_coming_and_harvesting_breaks_it():
    # Controllo Condizioni Vittoria: from turn 11 the Fremen win when three turns'
    # harvest totals at most 12.
    state = activity()
    state.turn, state.harvests = 11, [5, 5]
    assert RULESET.would_win(state) == [state.seat_of(state.players["p3"].faction)]
    here = desert(state)
    state.spice = {here: [3]}
    put(state, "Harkonnen", Kind.HARVESTER, here)
    assert RULESET.would_win(state) == []


def _light_far_apart(state) -> tuple[str, str]:
    """Two hexes of light desert, clear of storms, twelve hexes or more apart."""
    storms = {s.hex for s in state.storms if s.hex}
    light = [h for h in sorted(state.map.terrain) if state.map.terrain[h] == "light"
             and not storms & {h, *neighbours(h)}]
    return next((a, b) for a in light for b in light if distance(a, b) >= 12)


def test_it_lands_a_harvester_with_a_wing_on_the_spice_far_from_the_fremen():
    # Raccolta Spezia: Fremen within two hexes add 3 to the die (the worm), and an "Aerea"
    # result is a harvest only with a wing in the hex.
    state = activity()
    near, far = _light_far_apart(state)
    state.spice = {near: [3], far: [2]}
    fremen = next(h for h in sorted(state.map.terrain) if distance(h, near) == 2
                  and distance(h, far) > 8)
    put(state, "Fremen", Kind.INFANTRY, fremen)
    harvester = put(state, "Harkonnen", Kind.HARVESTER, "home")
    wing = put(state, "Harkonnen", Kind.WING, "home")
    state.players["p1"].spice = 10
    choice = decide(state)
    assert choice == Transfer(units=f"{harvester.id},{wing.id}", to=far)


def test_it_orders_no_more_harvesters_than_its_sheet_has_left():
    # Costruzione, and the counter mix: a unit is built only with a counter of its kind
    # not in play. A group's sheet of 2 harvesters, 1 of them on Giedi Prime: the bot, rich
    # and short of harvesters, orders the one left (the sheet shows it: counters_left).
    state = activity()
    state.phase = Phase.CONSTRUCTION
    mix = dict(state.counters.mix)
    mix[Faction.HARKONNEN] = {**mix[Faction.HARKONNEN], "harvester": 2}
    state.counters = state.counters.model_copy(update={"mix": mix})
    put(state, "Harkonnen", Kind.HARVESTER, "home")
    assert HARVESTERS > 2
    state.players["p1"].spice = 40
    choice = decide(state)
    assert isinstance(choice, Build) and choice.harvester == 1


def test_it_keeps_the_spice_that_lands_its_harvester_when_it_builds():
    # Costruzione / Attività: a harvester left at home for want of the Guild's 3 earns
    # nothing, so the build order spends only the spice beyond that.
    state = activity()
    state.phase = Phase.CONSTRUCTION
    for _ in range(4):
        put(state, "Harkonnen", Kind.HARVESTER, "home")
    state.players["p1"].spice = 4
    choice = decide(state)
    assert isinstance(choice, Build)
    spent = sum(COST[Kind(k)] * n for k, n in choice.counts().items())
    assert state.players["p1"].spice - spent >= 3


def test_it_attacks_the_fremen_that_lend_the_worm_its_bonus_near_its_harvester():
    # Raccolta Spezia: Fremen within two hexes of a harvester add 3 to its die; of two
    # equal attacks the bot makes the one that takes that bonus away.
    state = activity()
    spice, far = _light_far_apart(state)
    state.spice = {spice: [3]}
    put(state, "Harkonnen", Kind.HARVESTER, spice)
    fremen = next(h for h in sorted(state.map.terrain) if distance(h, spice) == 2
                  and _light(state, h))
    other = next(h for h in neighbours(far) if _light(state, h))
    put(state, "Fremen", Kind.INFANTRY, fremen, steps=1)
    put(state, "Atreides", Kind.INFANTRY, other, steps=1)
    for target in (fremen, other):
        stand = next(h for h in neighbours(target) if h in state.map.terrain
                     and h != spice and distance(h, other if target == fremen
                                                 else fremen) > 1)
        for _ in range(3):
            put(state, "Harkonnen", Kind.ARMOUR, stand)
    choice = decide(state)
    assert isinstance(choice, Attack) and choice.hex == fremen


def _light(state, hex_: str) -> bool:
    """Light desert clear of storms, where any counter may stand."""
    storms = {s.hex for s in state.storms if s.hex}
    return state.map.terrain.get(hex_) == "light" and not storms & {hex_, *neighbours(hex_)}


def _walk_cost(state, path: list[str]) -> int:
    return sum({"light": 1, "city": 1, "dark": 2}[state.map.terrain[h]] for h in path)


def test_it_walks_a_harvester_onto_spice_its_points_reach_by_the_terrain_table():
    # Attività: a harvester has 3 points, a hex of light desert or city costs it 1, dark
    # desert 2, rock is closed; the path found is one the rules accept.
    state = activity()
    here = desert(state)
    storms = {s.hex for s in state.storms if s.hex}
    spice = next(h for h in sorted(state.map.terrain) if distance(here, h) == 3
                 and state.map.terrain[h] == "light" and h not in storms)
    state.spice = {spice: [2]}
    harvester = put(state, "Harkonnen", Kind.HARVESTER, here)
    choice = decide(state)
    assert isinstance(choice, Move) and choice.units == harvester.id
    path = choice.path.split()
    if path[-1] == spice:
        assert _walk_cost(state, path) <= 3
    play(state, "p1", choice)  # refused moves raise
    assert distance(harvester.place, spice) < 3


def test_a_wing_lifts_a_harvester_the_spice_is_too_far_for():
    # Attività: a wing flies 8 hexes whatever the terrain and carries what it picks up;
    # Raccolta Spezia: the harvester lands where it harvests, its wing beside it.
    state = activity()
    here, _ = _light_far_apart(state)
    storms = {s.hex for s in state.storms if s.hex}
    spice = next(h for h in sorted(state.map.terrain) if distance(here, h) == 6
                 and state.map.terrain[h] == "light" and h not in storms)
    state.spice = {spice: [3]}
    harvester = put(state, "Harkonnen", Kind.HARVESTER, here)
    wing = put(state, "Harkonnen", Kind.WING, here)
    choice = decide(state)
    assert isinstance(choice, Fly) and choice.unit == wing.id
    assert f"+{harvester.id}" in choice.path.split()
    play(state, "p1", choice)
    assert harvester.place == spice == wing.place


def test_a_free_wing_flies_to_a_harvester_on_spice_that_has_none():
    # Raccolta Spezia: an "Aerea" result is a harvest with a wing in the hex, a harvester
    # lost without one.
    state = activity()
    spice, _ = _light_far_apart(state)
    storms = {s.hex for s in state.storms if s.hex}
    state.spice = {spice: [3]}
    put(state, "Harkonnen", Kind.HARVESTER, spice)
    base = next(h for h in sorted(state.map.terrain) if distance(h, spice) == 4
                and state.map.terrain[h] != "rock" and h not in storms)
    wing = put(state, "Harkonnen", Kind.WING, base)
    choice = decide(state)
    assert isinstance(choice, Fly) and choice.unit == wing.id
    play(state, "p1", choice)
    assert wing.place == spice


def test_it_carries_troops_onto_the_desert_only_with_spice_its_harvest_does_not_need():
    # Costruzione / Attività: a harvester costs 1 and its landing 3; a seat with no
    # harvester left keeps that spice rather than pay the Guild to carry troops onto the
    # desert, and carries them once its harvesters are out. Into a city (two points for
    # Carthag or Arrakeen, Controllo Condizioni Vittoria) it keeps only the landings of the
    # harvesters waiting at home.
    state = activity()
    put(state, "Harkonnen", Kind.INFANTRY, "home")
    state.players["p1"].spice = 5
    seat = seen(RULESET, state, "p1", [])
    plan = plan_of(seat)
    sand = desert(state)
    assert purse_for(seat, plan, sand) < 0
    assert purse_for(seat, plan, next(iter(CITIES))) == 5
    put(state, "Harkonnen", Kind.HARVESTER, "home")
    assert purse_for(seen(RULESET, state, "p1", []), plan, next(iter(CITIES))) == 2
    for _ in range(HARVESTERS - 1):
        put(state, "Harkonnen", Kind.HARVESTER, sand)
    assert purse_for(seen(RULESET, state, "p1", []), plan, sand) == 2


def _harvester_by_the_fremen(state: SantiniState) -> Unit:
    """A Harkonnen harvester on a spice counter, a Fremen infantry 2 hexes away."""
    spice, _ = _light_far_apart(state)
    state.spice = {spice: [1]}
    harvester = put(state, "Harkonnen", Kind.HARVESTER, spice)
    fremen = next(h for h in sorted(state.map.terrain) if distance(h, spice) == 2
                  and _light(state, h))
    put(state, "Fremen", Kind.INFANTRY, fremen)
    return harvester


def test_a_harvester_leaves_spice_the_fremen_stand_next_to_unless_a_wing_guards_it():
    # Raccolta Spezia: Fremen within 2 add 3 to the die, and a harvester on spice must
    # roll; without a wing a 5 or more is then the worm, and the harvester is lost.
    state = activity()
    harvester = _harvester_by_the_fremen(state)
    spice = harvester.place
    choice = decide(state)
    assert isinstance(choice, Move) and choice.units == harvester.id
    play(state, "p1", choice)
    assert harvester.place != spice and harvester.place not in state.spice
    harvester.place, harvester.mp_used = spice, 0
    put(state, "Harkonnen", Kind.WING, spice)
    choice = decide(state)
    assert not (isinstance(choice, Move) and choice.units == harvester.id)


def test_a_house_that_lost_its_city_carries_a_stack_onto_an_empty_one():
    # Nota Bene (Controllo Condizioni Vittoria): a city is held by the combat units in it,
    # and Carthag and Arrakeen are worth two points; a unit at home holds none. Attività:
    # the Guild carries units into a city for one spice an infantry, three to a hex. With
    # no harvester to land, the spice the harvest would need later does not keep the
    # army at home while a city stands empty.
    state = activity()
    troops = [put(state, "Harkonnen", Kind.INFANTRY, "home") for _ in range(4)]
    state.players["p1"].spice = 5
    choice = decide(state)
    assert isinstance(choice, Transfer) and CITIES.get(choice.to) == 2
    assert sorted(choice.units.split(",")) == sorted(u.id for u in troops[:3])


def test_it_builds_no_troops_while_a_stack_waits_at_home():
    # Costruzione / Attività: a unit at home holds no city, and a transfer carries three
    # combat units into a hex; spice spent on more troops at home is spice not spent
    # carrying those waiting.
    state = activity()
    state.phase = Phase.CONSTRUCTION
    here = desert(state)
    for _ in range(HARVESTERS):
        put(state, "Harkonnen", Kind.HARVESTER, here)
        put(state, "Harkonnen", Kind.WING, here)
    for _ in range(3):
        put(state, "Harkonnen", Kind.INFANTRY, "home")
    state.players["p1"].spice = 10
    choice = decide(state)
    assert isinstance(choice, Build)
    assert not {Kind(k) for k in choice.counts()} & {Kind.INFANTRY, Kind.ARMOUR,
                                                      Kind.ARTILLERY, Kind.GUARD}



def test_a_harvester_stays_on_spice_by_the_fremen_when_the_blockade_is_near():
    # Controllo Condizioni Vittoria: from turn 11 the Fremen win when three turns' harvest
    # totals 12 or less. With the last two turns' at 8, this turn's harvest may decide it,
    # so a harvester keeps its spice though the Fremen stand within 2 (Raccolta Spezia).
    state = activity()
    state.turn, state.harvests = 10, [5, 4, 4]
    harvester = _harvester_by_the_fremen(state)
    choice = decide(state)
    assert not (isinstance(choice, Move) and choice.units == harvester.id)

"""The counter mix: builds and splits come only from the counters left on a faction's
sheet; an eliminated unit's counter comes back; the sheet shows what is left; a game stored
before the mix was kept plays on without a limit."""

from __future__ import annotations

import json

import pytest

from engine.core import EventLog, RuleError
from engine.core.session import Session
from engine.core.simulation import sample_origin
from engine.core.words import say
from engine.rulesets.santini import counter_mix, deck
from engine.rulesets.santini.cards_play import Play
from engine.rulesets.santini.construction import Build, fits
from engine.rulesets.santini.data.counters import MIX, RULEBOOK_COUNTERS, SPLIT, Kind
from engine.rulesets.santini.data.placement import placed
from engine.rulesets.santini.factions import Faction
from engine.rulesets.santini.invariants import problems
from engine.rulesets.santini.repair_commands import Put
from engine.rulesets.santini.ruleset import SantiniRuleset
from engine.rulesets.santini.state import DEAD, HOME, Phase
from engine.rulesets.santini.units import new_unit, strength

from . import helpers_cards as cards
from . import helpers_movement as mv
from .helpers_phases_b import E, F, H, game, refused, send, unit


def _others_build_nothing(state):
    for seat in (s for s in state.order if state.players[s].build is None):
        send(state, seat, Build())


def _overdrawn(state):
    return [p for p in problems(state) if "in play" in p]


def _fill(state, faction, kind, leave):
    """Put all but `leave` of the faction's counters of `kind` in play, at home."""
    for _ in range(counter_mix.left(state, faction, kind.value) - leave):
        unit(state, faction, kind)


# Piazzamento Iniziale: the reconstructed sheet holds every counter the set-up places, with
# room to build more of each kind.
def test_the_reconstructed_sheet_holds_more_than_the_set_up_places():
    for faction in Faction:
        for key, count in placed(faction).items():
            assert RULEBOOK_COUNTERS.counters(faction, key) > count, (faction, key)
    assert MIX[Faction.FREMEN][SPLIT] >= 3


# Costruzione: the Fremen build pieces; the sheet must still hold a counter for each.
def test_a_build_beyond_the_counters_left_is_refused_naming_what_is_left():
    state, _ = game(Phase.CONSTRUCTION)
    _fill(state, Faction.FREMEN, Kind.INFANTRY, leave=2)
    error = refused(state, F, Build(infantry=3))
    assert error.message.id == "santini-build-mix"
    assert error.message.args["left"] == 2
    assert "infantry 2" in say(error.hint)
    send(state, F, Build(infantry=2, command=1))
    _others_build_nothing(state)
    assert counter_mix.left(state, Faction.FREMEN, "infantry") == 0


# Costruzione: the Fremen build infantry, commands and spies: an order for armour is refused
# for its kind, not for a sheet that holds no armour; once Muad'Dib or Alia entered, the
# counters left name their guards too.
def test_a_fremen_order_of_another_kind_is_refused_for_its_kind_and_guards_join_the_list():
    state, _ = game(Phase.CONSTRUCTION)
    assert refused(state, F, Build(armour=1)).message.id == "santini-build-fremen-kind"
    state.fremen_guards = True
    _fill(state, Faction.FREMEN, Kind.INFANTRY, leave=0)
    error = refused(state, F, Build(infantry=1))
    assert "guard 3" in say(error.hint)


# Costruzione: spezia permettendo, and only from the counters left on the house's sheet.
def test_a_house_with_spice_but_no_harvester_counter_left_cannot_buy_one():
    state, _ = game(Phase.CONSTRUCTION)
    state.players[H].spice = 30
    _fill(state, Faction.HARKONNEN, Kind.HARVESTER, leave=0)
    assert refused(state, H, Build(harvester=1)).message.args["left"] == 0
    assert not fits(state, Faction.HARKONNEN, Build(harvester=1))
    send(state, H, Build(infantry=1))


# An eliminated unit's counter goes back to the sheet and may be built again.
def test_an_eliminated_units_counter_comes_back_to_the_sheet():
    state, _ = game(Phase.CONSTRUCTION)
    _fill(state, Faction.EMPEROR, Kind.GUARD, leave=0)
    guard = next(u for u in state.units.values() if u.kind == Kind.GUARD)
    assert refused(state, E, Build(guard=1)).message.id == "santini-build-mix"
    guard.place = DEAD
    state.players[E].spice = 3
    send(state, E, Build(guard=1))
    _others_build_nothing(state)
    assert state.players[E].spice == 0


# Costruzione: the candidate orders offered to agents and menus fit the sheet.
def test_the_fremen_are_offered_only_orders_their_sheet_can_fill():
    state, _ = game(Phase.CONSTRUCTION)
    _fill(state, Faction.FREMEN, Kind.INFANTRY, leave=1)
    offered = [c for c in SantiniRuleset().legal(state, F) if isinstance(c, Build)]
    assert offered and all(c.infantry <= 1 for c in offered)
    for command in offered:
        assert fits(state, Faction.FREMEN, command)


# Carte, Doppio Gioco: a turned spy serves its new faction, but its counter is still one of
# its first sheet's; the invariants find no sheet overdrawn.
def test_a_turned_spy_still_counts_against_the_sheet_it_came_from():
    state, _ = game(Phase.CONSTRUCTION)
    spy = unit(state, Faction.EMPEROR, Kind.SPY)
    spy.faction = Faction.HARKONNEN
    assert counter_mix.left(state, Faction.EMPEROR, "spy") == MIX[Faction.EMPEROR]["spy"] - 1
    assert counter_mix.left(state, Faction.HARKONNEN, "spy") == MIX[Faction.HARKONNEN]["spy"]
    assert _overdrawn(state) == []
    for _ in range(MIX[Faction.EMPEROR]["spy"]):
        unit(state, Faction.EMPEROR, Kind.SPY, steps=1)
    held = MIX[Faction.EMPEROR]["spy"]
    assert _overdrawn(state) == [f"Emperor has {held + 1} spy in play; its sheet holds {held}"]


# Nota su Fanterie Veterane Fremen: "limitata solamente dal numero di unità a forza 1
# disponibili": with fewer left than its strength, the veteran splits into those and
# loses the rest, as it does in a full hex; with none left it does not split.
def test_a_veteran_splits_only_into_the_strength_one_counters_left():
    state = mv.game(active=mv.F)
    vet = mv.put(state, mv.F, Kind.INFANTRY, "0512", veteran=True)
    for _ in range(MIX[Faction.FREMEN][SPLIT] - 1):
        mv.put(state, mv.F, Kind.INFANTRY, HOME).split = True
    assert counter_mix.left(state, mv.F, SPLIT) == 1
    full = strength(state, vet)
    events = mv.order(state, mv.F, f"split {vet.id}")
    assert [u.place for u in state.units.values() if u.split].count("0512") == 1
    assert events[-1].text.args["lost"] == full - 1
    other = mv.put(state, mv.F, Kind.INFANTRY, "0520", veteran=True)
    refusal = mv.refused(state, mv.F, f"split {other.id}")
    assert refusal.message.id == "santini-split-no-counters"


# Controllo Carte / the sheet: a player reads the counters left on his sheet.
def test_the_sheet_and_the_public_record_show_the_counters_left():
    state, _ = game(Phase.CONSTRUCTION)
    _fill(state, Faction.FREMEN, Kind.INFANTRY, leave=4)
    ruleset = SantiniRuleset()
    record = ruleset.view(state, None)["public"]["players"][F]
    assert record["counters_left"]["infantry"] == 4
    assert record["counters_left"][SPLIT] == MIX[Faction.FREMEN][SPLIT]
    words = "\n".join(say(line) for s in ruleset.sheet(state, F).sections for line in s.lines)
    assert "Counters left on your sheet" in words and "4 infantry" in words


# A game stored under rules version 1 kept counters without a mix: it plays on unlimited.
def test_a_game_stored_without_a_mix_builds_without_a_limit():
    state, _ = game(Phase.CONSTRUCTION)
    stored = json.loads(state.model_dump_json())
    del stored["counters"]["mix"]
    old = SantiniRuleset.state_model.model_validate(stored)
    assert old.counters.mix is None
    for _ in range(MIX[Faction.FREMEN]["infantry"]):
        unit(old, Faction.FREMEN, Kind.INFANTRY)
    send(old, F, Build(infantry=3))
    assert counter_mix.sheet(old, Faction.FREMEN) == {}


def _draw(state, seat, card):
    log = EventLog()
    state.deck.append(card)
    deck.draw(state, seat, log)
    return log


# Carte: Attività Fremen brings three regulars, but only as many as the sheet has left.
def test_an_event_brings_only_the_units_the_sheet_has_counters_for():
    state = cards.activity()
    for _ in range(MIX[Faction.FREMEN]["infantry"] - 1):
        cards.put(state, "Fremen", Kind.INFANTRY, HOME)
    log = _draw(state, "p2", "Attività Fremen")
    assert counter_mix.left(state, Faction.FREMEN, "infantry") == 0
    words = "\n".join(say(e.text) for e in log.events)
    assert "1 regular Fremen infantry come to Arrakis" in words


# Carte: Creazione Spia with no spy counter left is refused, and the card stays in hand.
def test_creazione_spia_with_every_spy_in_play_is_refused_and_kept():
    state = cards.activity()
    for _ in range(MIX[Faction.HARKONNEN]["spy"]):
        cards.put(state, "Harkonnen", Kind.SPY, HOME)
    state.players["p1"].hand = ["Creazione Spia"]
    with pytest.raises(RuleError) as refusal:
        cards.play(state, "p1", Play(card="Creazione Spia", hex="0707"))
    assert refusal.value.message.id == "santini-no-counter-left"
    assert state.players["p1"].hand == ["Creazione Spia"]


# A moderator's repair may not bring back a counter the sheet no longer has: every counter
# of that kind is in play, so the game would be unsound (`problems`).
def test_a_repair_restoring_a_dead_unit_onto_a_full_sheet_is_refused():
    session, _ = Session.new(SantiniRuleset(), sample_origin(SantiniRuleset(), 1))
    state = session.state
    dead = new_unit(state, Faction.EMPEROR, Kind.GUARD, DEAD)
    for _ in range(counter_mix.left(state, Faction.EMPEROR, "guard")):
        new_unit(state, Faction.EMPEROR, Kind.GUARD)
    before = state.model_dump_json()
    with pytest.raises(RuleError) as refusal:
        session.apply("mod", Put(unit=dead.id, place="home"))
    assert "Emperor has 5 guard in play; its sheet holds 4" in say(refusal.value.message)
    assert session.state.model_dump_json() == before

"""Kanly (KANLY), with the Harkonnen's Poison (PITER DE VRIES), the Bene Gesserit's
immunity to Poison (PRANA-BINDU) and the Fremen's to the Crysknife (LE PEUPLE DU DESERT)."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.rulesets.dice.data import Construction, Faction
from engine.rulesets.dice.kanly import targets
from engine.rulesets.dice.regions import put
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import Step, Units

from .helpers import arrange, finish_setup, new_game, play

FIVE = ("Corrino", "Fremen", "Spacing Guild", "Harkonnen", "Bene Gesserit")


def at_kanly(faction: Faction, kanly: str, factions=FIVE, shield: Faction | None = None):
    """The first turn of a game whose first player plays `faction`, at the Kanly action
    with the Kanly die on `kanly` (no Faction die on the player's own symbol)."""
    for seed in range(200):
        state = finish_setup(new_game(*factions, seed=seed))
        if state.active_faction == faction:
            break
    seat = state.active_seat
    state.shield = shield
    arrange(state, kanly=kanly, spice="1", f1="Atreides", f2="Atreides", f3="Atreides",
            f4="Atreides")
    play(state, seat, "keep all")
    if state.step == Step.ALLIANCE:
        play(state, seat, "alone")
    return state, seat


def calm(state) -> str:
    """A strategic region out of the storm."""
    return next(r for r in state.map.strategic if not state.in_storm(r))


# KANLY: "Le joueur actif retire 1 Troupe de son choix ... et la remet dans la réserve de son
# propriétaire"; "Il est possible de retirer des Troupes situées dans le Bassin Polaire"
def test_the_hunter_seeker_removes_any_troop_back_to_its_reserve():
    state, seat = at_kanly(Faction.CORRINO, "hunter-seeker")
    assert state.step == Step.KANLY
    bg = state.players[state.seat_of(Faction.BENE_GESSERIT)]
    reserve = bg.reserve.troop
    play(state, seat, "kill 'Bene Gesserit' 'Polar Sink'")
    assert state.board["Polar Sink"][Faction.BENE_GESSERIT] == Units(troop=2)
    assert bg.reserve.troop == reserve + 1 and state.step != Step.KANLY


# KANLY: "Il n'est pas possible de retirer des Troupes d'une Région touchée par une Tempête"
def test_no_kanly_into_the_storm():
    state, seat = at_kanly(Faction.CORRINO, "hunter-seeker")
    stormy = state.map.in_zone(state.storm)[0]
    put(state, stormy, Faction.GUILD, Units(troop=1))
    with pytest.raises(RuleError, match="in the storm"):
        play(state, seat, f"kill 'Spacing Guild' '{stormy}'")


# PRANA-BINDU: the Bene Gesserit are immune to Poison; KANLY: the Snooper's holder too
def test_poison_spares_the_bene_gesserit_and_the_snoopers_holder():
    state, seat = at_kanly(Faction.CORRINO, "poison")
    with pytest.raises(RuleError, match="immune"):
        play(state, seat, "kill 'Bene Gesserit' 'Polar Sink'")
    region = calm(state)
    put(state, region, Faction.GUILD, Units(troop=1))
    state.snooper = Faction.GUILD
    with pytest.raises(RuleError, match="immune"):
        play(state, seat, f"kill 'Spacing Guild' '{region}'")
    assert all(f not in (Faction.BENE_GESSERIT, Faction.GUILD)
               for f, _, _ in targets(state))


# LE PEUPLE DU DESERT: Fremen troops cannot be killed by the Crysknife; KANLY: nor the
# Shield's holder's
def test_the_crysknife_spares_the_fremen_and_the_shields_holder():
    state, seat = at_kanly(Faction.CORRINO, "crysknife")
    fremen_region = next(r for r, here in state.board.items() if Faction.FREMEN in here
                         and not state.in_storm(r))
    with pytest.raises(RuleError, match="immune"):
        play(state, seat, f"kill fremen '{fremen_region}' elite=yes")
    state.shield = Faction.BENE_GESSERIT
    with pytest.raises(RuleError, match="immune"):
        play(state, seat, "kill 'Bene Gesserit' 'Polar Sink'")


# PITER DE VRIES: the Harkonnen may set the Kanly die on Poison
def test_the_harkonnen_may_poison_whatever_the_die_shows():
    state, seat = at_kanly(Faction.HARKONNEN, "shield")
    offered = {cmd.name for cmd in RULESET.legal(state, seat)}
    assert offered == {"kill", "take", "spare"}
    region = calm(state)
    put(state, region, Faction.GUILD, Units(troop=1))
    play(state, seat, f"kill 'Spacing Guild' '{region}'")
    assert region not in state.board and state.shield is None


# KANLY: Goûte-Poison ou Bouclier: "Le joueur actif prend le contrôle du marqueur"
def test_the_shield_is_taken_from_its_holder():
    state, _ = at_kanly(Faction.CORRINO, "shield", shield=Faction.GUILD)
    assert state.shield == Faction.CORRINO and state.step != Step.KANLY


# KANLY: Marteleur: one from the common reserve, one a player at most
def test_a_thumper_comes_from_the_reserve_one_a_player():
    state, seat = at_kanly(Faction.CORRINO, "thumper")
    assert state.players[seat].thumper and state.thumpers == 3


# Fortification: "Si une Région contenant une Fortification n'est plus contrôlée par aucun
# joueur, la Fortification est immédiatement retirée"
def test_an_emptied_fortified_region_loses_its_fortification():
    state, seat = at_kanly(Faction.CORRINO, "hunter-seeker")
    region = calm(state)
    state.board.pop(region, None)
    put(state, region, Faction.GUILD, Units(troop=1))
    state.constructions[region] = Construction.FORTIFICATION
    state.reserve[Construction.FORTIFICATION] = 0
    events = play(state, seat, f"kill 'Spacing Guild' '{region}'")
    assert region not in state.constructions
    assert state.reserve[Construction.FORTIFICATION] == 1
    assert [e.kind for e in events][:2] == ["kanly", "fortification"]

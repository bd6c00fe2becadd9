"""The spice of the turn (DEBARQUEMENT, Moissonneuse) and the alliance (ALLIANCE)."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.rulesets.dice.data import WORM, Construction, Faction
from engine.rulesets.dice.regions import put
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import Step, Units

from .helpers import arrange, finish_setup, new_game, play

FIVE = ("Corrino", "Fremen", "Spacing Guild", "Harkonnen", "Bene Gesserit")


def after_roll(*factions: str, seed: int = 1, **faces: str):
    """A game at its first turn's roll, the dice set to `faces` and all kept."""
    state = finish_setup(new_game(*factions, seed=seed))
    seat = state.active_seat
    arrange(state, **faces)
    if state.step == Step.ROLL:
        play(state, seat, "keep all")
    return state, seat


def harvester(state, region: str, faction: Faction) -> None:
    state.constructions[region] = Construction.HARVESTER
    put(state, region, faction, Units(troop=1))


# DEBARQUEMENT: the Spice die's value, plus 2 for each controlled Harvester
def test_the_spice_die_and_controlled_harvesters_make_the_turns_spice():
    state = finish_setup(new_game(*FIVE, seed=4))
    seat = state.active_seat
    faction = state.active_faction
    storm_free = [r for r in state.map.strategic if not state.in_storm(r)]
    harvester(state, storm_free[0], faction)
    harvester(state, storm_free[1], faction)
    arrange(state, spice="3")
    play(state, seat, "keep all")
    assert state.step == Step.ALLIANCE and state.turn.spice == 3 + 4


# Moissonneuse: "Une Moissonneuse dans une Région touchée par une Tempête ne produit pas"
def test_a_harvester_in_the_storm_produces_nothing():
    state = finish_setup(new_game(*FIVE, seed=4))
    seat = state.active_seat
    stormy = state.map.in_zone(state.storm)[0]
    harvester(state, stormy, state.active_faction)
    arrange(state, spice="2")
    play(state, seat, "keep all")
    assert state.turn.spice == 2


# DEBARQUEMENT: on the worm no spice, and 1 controlled Harvester is destroyed
def test_the_worm_gives_no_spice_and_destroys_the_chosen_harvester():
    state = finish_setup(new_game(*FIVE, seed=4))
    seat = state.active_seat
    first, second = [r for r in state.map.strategic][:2]
    harvester(state, first, state.active_faction)
    harvester(state, second, state.active_faction)
    state.reserve[Construction.HARVESTER] = 0
    arrange(state, spice=WORM)
    play(state, seat, "keep all")
    assert state.step == Step.HARVEST and state.turn.spice == 0
    with pytest.raises(RuleError, match="Harvester you control"):
        play(state, seat, f"destroy '{state.map.plain[0]}'")
    play(state, seat, f"destroy '{second}'")
    assert second not in state.constructions and state.constructions[first] == "harvester"
    assert state.reserve[Construction.HARVESTER] == 1 and state.step == Step.ALLIANCE


# ALLIANCE: "seulement si au moins 1 dé de Faction est réservé sur la face de la Faction"
def test_an_alliance_needs_a_faction_die_showing_the_partner():
    state, seat = after_roll(*FIVE, seed=4, f1="Fremen", f2="Fremen", f3="Fremen",
                             f4="Fremen", spice="1")
    partner = next(f for f in ("Spacing Guild", "Harkonnen") if f != state.active_faction)
    with pytest.raises(RuleError, match="No kept Faction die"):
        play(state, seat, f"ally '{partner}'")
    if state.active_faction != Faction.FREMEN:
        offered = {cmd.faction for cmd in RULESET.legal(state, seat) if cmd.name == "ally"}
        assert offered == {"Fremen"}


# ALLIANCE: "proposer une alliance à un autre joueur": not to oneself, nor to a faction not
# played
def test_an_alliance_offered_to_oneself_or_to_an_absent_faction_is_refused_saying_why():
    state, seat = after_roll(*FIVE, seed=4, f1="Fremen", f2="Corrino", f3="Harkonnen",
                             f4="Atreides", spice="1")
    with pytest.raises(RuleError, match="your own faction"):
        play(state, seat, f"ally '{state.active_faction}'")
    with pytest.raises(RuleError, match="The Atreides are not in this game"):
        play(state, seat, "ally atreides")


# ALLIANCE: "Le joueur invité à s'allier peut accepter ou décliner"
def partner_of(state) -> Faction:
    """A faction of FIVE other than the active player's (the Corrino, or the Fremen)."""
    return Faction.CORRINO if state.active_faction != Faction.CORRINO else Faction.FREMEN


def offered(seed: int = 4):
    """A five-player game whose active player has just offered an alliance to a partner
    a kept Faction die shows."""
    state = finish_setup(new_game(*FIVE, seed=seed))
    seat, partner = state.active_seat, partner_of(state)
    arrange(state, f1=partner.value, spice="2")
    play(state, seat, "keep all")
    play(state, seat, f"ally '{partner}'")
    return state, seat, partner


# ALLIANCE: "Le joueur invité à s'allier peut accepter ou décliner l'Alliance"; Moissonneuse:
# controlled "si lui ou éventuellement son Allié possèdent des Troupes" in its region
def test_the_invited_player_accepts_and_the_ally_harvesters_count():
    state = finish_setup(new_game(*FIVE, seed=4))
    region = next(r for r in state.map.strategic if not state.in_storm(r))
    harvester(state, region, partner_of(state))
    seat, partner = state.active_seat, partner_of(state)
    arrange(state, f1=partner.value, spice="2")
    play(state, seat, "keep all")
    play(state, seat, f"ally '{partner}'")
    fremen = state.seat_of(partner)
    (decision,) = RULESET.pending(state)
    assert decision.seat == fremen and decision.default == {"name": "decline"}
    with pytest.raises(RuleError, match=f"offered to the {partner}"):
        play(state, seat, "accept")
    play(state, fremen, "accept")
    assert state.turn.ally == partner and state.turn.spice == 4


# ALLIANCE: "S'il décline, rien ne se passe et le joueur actif sera seul jusqu'à la fin de
# son tour"
def test_a_declined_alliance_leaves_the_player_alone():
    state, _, partner = offered()
    play(state, state.seat_of(partner), "decline")
    assert state.turn.ally is None and state.turn.alliance_done


# LA VOIX: "Votre invitation à une Alliance ne peut pas être refusée"
def test_the_bene_gesserit_offer_cannot_be_declined():
    for seed in range(40):
        state = finish_setup(new_game(*FIVE, seed=seed))
        if state.active_faction == Faction.BENE_GESSERIT:
            break
    seat = state.active_seat
    arrange(state, f1="Corrino", spice="1")
    play(state, seat, "keep all")
    play(state, seat, "ally corrino")
    assert state.turn.ally == Faction.CORRINO and state.step != Step.ALLIANCE


# ALLIANCE: "Aucune alliance ne peut être réalisée dans les parties à 3 joueurs ou moins"
def test_no_alliance_with_three_players():
    state, _ = after_roll("Corrino", "Fremen", "Harkonnen", f1="Fremen", spice="1")
    assert state.turn.alliance_done and state.step != Step.ALLIANCE

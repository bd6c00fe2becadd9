"""Movement (DEPLACEMENT DES TROUPES), with the Ornithopter, the storm, the Fremen's worm
riding (CHEVAUCHER LE VER) and the Smugglers' Rats flee (LES RATS S'ENFUIENT)."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.rulesets.dice.data import WORM, Construction, Faction
from engine.rulesets.dice.regions import put
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import Step, Units

from .helpers import advance, first_turn_of, play, roll_to

FIVE = ("Corrino", "Fremen", "Spacing Guild", "Harkonnen", "Bene Gesserit")
SIX = (*FIVE, "Smugglers")


def storm_on(state, zone: int) -> None:
    state.storm = zone


def at_move(faction: Faction, factions=FIVE, region_face: str = "5", storm: int = 1,
            **faces):
    state = first_turn_of(faction, *factions)
    storm_on(state, storm)
    for player in state.players.values():
        player.card = Units()  # nothing to land: straight to the movement
    return state, faces | {"region": region_face}


# DEPLACEMENT: "Le joueur actif en choisit une portant le numéro indiqué"; "Indépendamment
# de la valeur du dé de Région, le joueur peut également choisir de cibler la Région Polaire"
def test_the_target_is_a_region_the_die_names_or_the_polar_sink():
    state, faces = at_move(Faction.CORRINO, region_face="4")
    roll_to(state, Step.MOVE, spice="1", **faces)
    seat = state.active_seat
    offered = {cmd.region for cmd in RULESET.legal(state, seat)}
    assert offered == {"Carthag", "Broken Land", "Polar Sink"}
    with pytest.raises(RuleError, match="not a target"):
        play(state, seat, "target Arrakeen")
    events = play(state, seat, "target 'broken land'")
    assert events[0].kind == "target" and events[0].data["region"] == "Broken Land"


# DEPLACEMENT: "d'une Région adjacente (et/ou de Régions avec un Ornithoptère)"
def test_troops_move_from_bordering_regions_and_ornithopters_only():
    state, faces = at_move(Faction.CORRINO, region_face="5")
    put(state, "Carthag", Faction.CORRINO, Units(troop=2))
    put(state, "Sietch Tabr", Faction.CORRINO, Units(troop=1))
    put(state, "Great Flat", Faction.CORRINO, Units(troop=1))
    state.constructions["Great Flat"] = Construction.ORNITHOPTER
    roll_to(state, Step.MOVE, spice="1", **faces)
    seat = state.active_seat
    play(state, seat, "target Arrakeen")
    with pytest.raises(RuleError, match="No move from Sietch Tabr"):
        play(state, seat, "move 1 'Sietch Tabr'")
    play(state, seat, "move 2 Carthag")
    play(state, seat, "move 1 'Great Flat'")
    assert state.board["Arrakeen"][Faction.CORRINO].troop >= 3
    assert "Carthag" not in state.board or Faction.CORRINO not in state.board["Carthag"]


# DEPLACEMENT, rappel: no move into or out of the storm
def test_nothing_moves_out_of_the_storm():
    state, faces = at_move(Faction.CORRINO, region_face="5", storm=4)
    put(state, "Carthag", Faction.CORRINO, Units(troop=2))
    put(state, "Minor Erg", Faction.CORRINO, Units(troop=1))
    roll_to(state, Step.MOVE, spice="1", **faces)
    seat = state.active_seat
    play(state, seat, "target Arrakeen")
    with pytest.raises(RuleError, match="out of the storm"):
        play(state, seat, "move 1 Carthag")


# DEPLACEMENT: the ally moves too, without the active player's leave
def test_the_ally_moves_into_the_target_after_the_active_player():
    state, faces = at_move(Faction.CORRINO, region_face="5")
    put(state, "Minor Erg", Faction.GUILD, Units(troop=2))
    roll_to(state, Step.ALLIANCE, spice="1", f1="Spacing Guild", **faces)
    seat = state.active_seat
    play(state, seat, "ally 'spacing guild'")
    play(state, state.seat_of(Faction.GUILD), "accept")
    advance(state, Step.MOVE)  # the Guild's recruit stays on its card: no funding
    play(state, seat, "target Arrakeen")
    guild = state.seat_of(Faction.GUILD)
    assert RULESET.pending(state)[0].seat == guild
    play(state, guild, "move 2 'Minor Erg'")
    assert state.board["Arrakeen"][Faction.GUILD] == Units(troop=2)


# CHEVAUCHER LE VER: on the worm, the Fremen's troops border the target
def test_fremen_ride_the_worm_from_anywhere():
    state, faces = at_move(Faction.FREMEN, region_face="5")
    roll_to(state, Step.MOVE, spice=WORM, **faces)
    seat = state.active_seat
    far = next(r for r, here in state.board.items() if Faction.FREMEN in here
               and not state.map.adjacent(r, "Arrakeen") and not state.in_storm(r))
    play(state, seat, "target Arrakeen")
    play(state, seat, f"move 1 '{far}'")
    assert state.board["Arrakeen"][Faction.FREMEN] == Units(elite=1)


# LES RATS S'ENFUIENT: an unoccupied region as target instead of the die's
def test_the_smugglers_may_target_an_unoccupied_region():
    state, faces = at_move(Faction.SMUGGLERS, factions=SIX, region_face="5")
    roll_to(state, Step.MOVE, spice="1", **faces)
    empty = next(r for r in state.map.names if r not in state.board and r != "Arrakeen")
    occupied = next(r for r in state.board if r not in ("Polar Sink", "Arrakeen"))
    seat = state.active_seat
    with pytest.raises(RuleError, match="not a target"):
        play(state, seat, f"target '{occupied}'")
    events = play(state, seat, f"target '{empty}'")
    assert events[0].data["region"] == empty


# DEPLACEMENT: the ally moves after the active player, also when he says he is done
def test_the_ally_moves_after_the_active_player_is_done():
    state, faces = at_move(Faction.CORRINO, region_face="5")
    put(state, "Minor Erg", Faction.GUILD, Units(troop=2))
    put(state, "Minor Erg", Faction.CORRINO, Units(troop=1))
    roll_to(state, Step.ALLIANCE, spice="1", f1="Spacing Guild", **faces)
    seat = state.active_seat
    play(state, seat, "ally 'spacing guild'")
    play(state, state.seat_of(Faction.GUILD), "accept")
    advance(state, Step.MOVE)
    play(state, seat, "target Arrakeen")
    assert RULESET.pending(state)[0].seat == seat
    play(state, seat, "done")
    guild = state.seat_of(Faction.GUILD)
    assert RULESET.pending(state)[0].seat == guild
    play(state, guild, "move 2 'Minor Erg'")
    assert state.board["Arrakeen"][Faction.GUILD] == Units(troop=2)

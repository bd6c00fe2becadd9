"""Recruitment (RECRUTEMENT DES TROUPES), with the Corrino's Sardaukar (SALUSA SECUNDUS) and
the Smugglers' leader (MERCENAIRES)."""

from __future__ import annotations

import pytest

from engine.core import RuleError
from engine.rulesets.dice.data import Faction
from engine.rulesets.dice.ruleset import RULESET
from engine.rulesets.dice.state import Step, Units

from .helpers import arrange, finish_setup, new_game, play

SIX = ("Corrino", "Fremen", "Spacing Guild", "Harkonnen", "Bene Gesserit", "Smugglers")


def active(faction: Faction, factions=SIX):
    """A game whose first player plays `faction` (the seed is searched)."""
    for seed in range(200):
        state = finish_setup(new_game(*factions, seed=seed))
        if state.active_faction == faction:
            return state, state.active_seat
    raise AssertionError(f"no seed makes the {faction} first")


def to_recruit(state, seat, **faces) -> None:
    arrange(state, spice="2", **faces)
    play(state, seat, "keep all")
    if state.step == Step.ALLIANCE:
        play(state, seat, "alone")


# RECRUTEMENT: "Pour chaque dé de Faction réservé sur le symbole sa Faction ... 1 Troupe ou
# 1 Leader"
def test_each_die_on_ones_own_symbol_gives_a_troop_or_a_leader():
    state, seat = active(Faction.HARKONNEN)
    player = state.players[seat]
    player.leaders_reserve, player.leaders_card = 1, 0
    to_recruit(state, seat, f1="Harkonnen", f2="Harkonnen", f3="Harkonnen", f4="Fremen")
    assert state.step == Step.RECRUIT
    assert {cmd.leaders for cmd in RULESET.legal(state, seat)} == {0, 1}
    with pytest.raises(RuleError, match="Not with these dice"):
        play(state, seat, "recruit 0 1")
    before = player.card
    play(state, seat, "recruit 1")
    assert player.card.troop == before.troop + 2 and player.leaders_card == 1
    assert player.reserve.troop == 12 - before.troop - 2 - 2  # 2 set up on the board


# RECRUTEMENT DES TROUPES: 1 Troupe ou 1 Leader a die on one's symbol; "si la réserve du
# joueur est vide le recrutement ne peut pas se faire" (no leader left: troops only)
def test_without_a_choice_recruitment_is_done_at_once():
    state, seat = active(Faction.HARKONNEN)
    player = state.players[seat]
    player.leaders_reserve, player.leaders_card = 0, 1  # the Baron already recruited
    card = player.card.troop
    to_recruit(state, seat, f1="Harkonnen", f2="Fremen", f3="Fremen", f4="Fremen")
    assert player.leaders_card == 1 and player.card.troop == card + 1
    assert state.turn.recruited


# SALUSA SECUNDUS: "recruter 1 Sardaukar à la place de 2 Troupes régulières"
def test_the_corrino_recruit_a_sardaukar_for_two_dice():
    state, seat = active(Faction.CORRINO)
    to_recruit(state, seat, f1="Corrino", f2="Corrino", f3="Corrino", f4="Fremen")
    play(state, seat, "recruit 0 1")
    assert state.players[seat].card == Units(troop=2, elite=2)


# RECRUTEMENT: the ally takes 1 troop per die on its symbol, no leader, without asking
def test_the_ally_recruits_troops_without_asking():
    state, seat = active(Faction.CORRINO)
    arrange(state, f1="Fremen", f2="Fremen", f3="Corrino", f4="Atreides", spice="1")
    play(state, seat, "keep all")
    play(state, seat, "ally fremen")
    fremen = state.players[state.seat_of(Faction.FREMEN)]
    reserve = fremen.reserve.elite
    play(state, state.seat_of(Faction.FREMEN), "accept")
    assert fremen.card == Units(elite=2) and fremen.reserve.elite == reserve - 2
    assert fremen.leaders_card == 1


# Le matériel limite le jeu: an empty reserve recruits nothing
def test_an_empty_reserve_recruits_nothing():
    state, seat = active(Faction.HARKONNEN)
    player = state.players[seat]
    player.reserve, player.leaders_reserve = Units(), 0
    card = player.card
    to_recruit(state, seat, f1="Harkonnen", f2="Harkonnen", f3="Fremen", f4="Fremen")
    assert player.card == card and state.turn.recruited


# MERCENAIRES: "Ne faites pas de recrutement ... Payez 2 Epices pour recruter votre Leader"
def test_the_smugglers_pay_two_spice_for_their_leader():
    state, seat = active(Faction.SMUGGLERS)
    player = state.players[seat]
    player.leaders_reserve, player.leaders_card = 1, 0
    arrange(state, f1="Fremen", f2="Fremen", f3="Fremen", f4="Fremen", spice="3")
    play(state, seat, "keep all")
    play(state, seat, "alone")
    play(state, seat, "recruit 1")
    assert player.leaders_card == 1 and state.turn.spice == 1
    assert player.card == Units()

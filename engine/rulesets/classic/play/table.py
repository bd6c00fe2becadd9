"""The phases of the classic game as objects, each with the rules of its commands (V).

Every player's command is registered here once, beside the phase it belongs to, with its
check and its action; the commands of no one phase form the any-time group, and the
moderator's repairs their own list. `rules.ClassicRules` puts these together.
"""

from __future__ import annotations

from engine.core import EventLog

from ..data import Faction
from ..model.state import ClassicState, Phase
from ..phases import (
    alliance_powers,
    alliances,
    battle,
    battle_plan,
    battle_powers,
    battle_resolution,
    bidding,
    bribery,
    capture,
    coexist,
    collection,
    karama,
    moderator,
    movement,
    orders,
    repairs,
    revival,
    setup,
    shield,
    special_cards,
    spice_blow,
    storm,
    support,
)
from ..protocol import commands as c
from . import candidates, decisions, table_cards
from .phase import ModeratorRule, PhaseSpec, Rule, both


def _first_turn(state: ClassicState) -> None:
    state.turn = 1


def _close_bidding(state: ClassicState) -> None:
    state.bidding = None


def _close_movement(state: ClassicState) -> None:
    state.movement = None


def _close_battles(state: ClassicState) -> None:
    state.battles = None


SETUP = PhaseSpec(
    phase=Phase.SETUP,  # begun by `setup.create`, which makes the game
    finished=setup.complete,
    end=_first_turn,
    waits=decisions.setup,
    candidates=candidates.setup,
    rules=(
        Rule(c.Traitor, setup.pick_traitor, ("leader",), setup.check_traitor),
        Rule(c.Predict, setup.predict, ("faction", "turn"), setup.check_predict),
        Rule(c.Place, setup.place, ("count", "territory", "sector", "starred"),
             setup.check_place),
    ),
)

STORM = PhaseSpec(
    phase=Phase.STORM,
    begin=storm.begin,
    finished=lambda state: not storm.waiting(state),
    waits=decisions.storm_round,
    candidates=candidates.storm_round,
    rules=(
        Rule(c.Dial, storm.dial, ("number",), storm.check_dial),
        Rule(c.Storm, storm.marker_move, (), storm.check_marker_move),
        Rule(c.WeatherControl, special_cards.weather_control, ("steps",),
             special_cards.check_weather_control),
        Rule(c.FamilyAtomics, special_cards.family_atomics, (),
             special_cards.check_family_atomics),
    ),
    shows=frozenset({"storm_dials"}),
)


def _turn_cards(state: ClassicState, log: EventLog) -> bool:
    """VII.A: turn spice cards until one lands, unless a decision holds the blow up."""
    if spice_blow.waiting(state) or state.blow_done:
        return False
    spice_blow.run(state, log)
    return True


SPICE_BLOW = PhaseSpec(
    phase=Phase.SPICE_BLOW,
    begin=spice_blow.begin,
    step=_turn_cards,
    finished=lambda state: not spice_blow.waiting(state),
    waits=decisions.spice_blow,
    candidates=candidates.spice_blow,
    rules=(
        Rule(c.Ready, alliances.ready, (), alliances.check_open),
        Rule(c.Ally, alliances.ally, ("faction",), alliances.check_open),
        Rule(c.Unally, alliances.unally, (), alliances.check_unally),
        Rule(c.Protect, spice_blow.shelter, ("yes",), spice_blow.check_shelter),
        Rule(c.Ride, spice_blow.ride, ("territory", "sector"), spice_blow.check_ride),
        Rule(c.PlaceWorm, spice_blow.place_worm, ("territory",), spice_blow.check_place_worm),
    ),
)

BIDDING = PhaseSpec(
    phase=Phase.BIDDING,
    begin=bidding.begin,
    step=bidding.skip_full_hand,
    finished=bidding.finished,
    end=_close_bidding,
    waits=decisions.bidding,
    candidates=candidates.bidding,
    rules=(
        Rule(c.Bid, bidding.bid, ("amount",), bidding.turn_of),
        Rule(c.Pass, bidding.pass_, (), bidding.turn_of),
    ),
    shows=frozenset({"hand_sizes"}),
)

REVIVAL = PhaseSpec(
    phase=Phase.REVIVAL,
    begin=revival.begin_revival,
    finished=lambda state: not (state.revival or state.revival_gift),
    waits=decisions.revival_round,
    candidates=candidates.revival_round,
    rules=(
        Rule(c.FreeRevival, revival.free_revival, ("ally", "yes")),
        Rule(c.Revive, revival.revive, ("count",), revival.check_revive),
    ),
)

MOVEMENT = PhaseSpec(
    phase=Phase.MOVEMENT,
    begin=movement.begin_movement,
    finished=movement.finished,
    end=_close_movement,
    waits=decisions.movement_round,
    candidates=candidates.movement_round,
    rules=(
        Rule(c.Advise, movement.advise, ("send",), movement.check_advise),
        Rule(c.Ship, movement.ship,
             ("count", "territory", "sector", "source", "source_sector", "starred"),
             movement.my_turn),
        Rule(c.Move, movement.move,
             ("count", "source", "territory", "sector", "source_sector", "starred"),
             movement.my_turn),
        Rule(c.ReviveLeader, movement.revive_leader, ("leader",), movement.my_turn),
        Rule(c.Done, movement.done, (), movement.my_turn),
        Rule(c.MoveNow, movement.move_now, ("now",), movement.check_move_now),
        Rule(c.Hajr, special_cards.hajr, (), special_cards.check_hajr),
    ),
    shows=frozenset({"next_spice_card"}),
)


def _voice(state: ClassicState, faction: Faction, command: str, kind: str | None,
           log: EventLog) -> None:
    battle_powers.voice(state, faction, battle_plan.current(state), command, kind, log)


def _check_voice(state: ClassicState, faction: Faction) -> None:
    battle_powers.check_voice_open(battle_plan.current(state), faction)


def _prescience(state: ClassicState, faction: Faction, element: str, log: EventLog) -> None:
    battle_powers.prescience(state, faction, battle_plan.current(state), element, log)


def _check_prescience(state: ClassicState, faction: Faction) -> None:
    battle_powers.check_prescience_open(battle_plan.current(state), faction)


def _battle_step(state: ClassicState, log: EventLog) -> bool:
    """An aggressor left without a battle is passed over; a traitor window whose last
    question lapsed closes (THE DUEL, VII)."""
    return battle.pass_over(state, log) or battle_plan.resolve_when_answered(state, log)


BATTLE = PhaseSpec(
    phase=Phase.BATTLE,
    begin=battle.begin,
    step=_battle_step,
    finished=battle.finished,
    end=_close_battles,
    waits=decisions.battle_round,
    candidates=candidates.battle_round,
    rules=(
        Rule(c.Battle, battle.choose, ("territory", "opponent"), battle.check_choose),
        Rule(c.Voice, _voice, ("command", "kind"), _check_voice),
        Rule(c.Prescience, _prescience, ("element",), _check_prescience),
        Rule(c.NoLeaders, battle_plan.no_leaders, (), battle_plan.check_no_leaders),
        Rule(c.Plan, battle_plan.plan,
             ("dial", "leader", "weapon", "defense", "spice", "kwisatz"),
             battle_plan.check_plan),
        Rule(c.CallTraitor, battle_plan.call_traitor, ("call",), battle_plan.check_call),
        Rule(c.Keep, battle_resolution.keep, ("what",), battle_resolution.check_keep),
        Rule(c.Lose, battle_resolution.lose, ("choice",), battle_resolution.check_lose),
        Rule(c.Capture, capture.decide, ("what",), capture.check_capture),
    ),
)

COLLECTION = PhaseSpec(
    phase=Phase.COLLECTION,
    begin=collection.collect,
    finished=lambda state: True,
)

ANY_TIME = PhaseSpec(
    phase=None,
    candidates=both(candidates.anytime, table_cards.candidates),
    rules=(
        Rule(c.Support, support.pledge, ("ally", "amount")),
        Rule(c.Grant, alliance_powers.grant, ("ally", "amount")),
        Rule(c.Karama, karama.karama, ("use", "target"), karama.check_held),
        Rule(c.Coexist, movement.announce, ("yes", "territory"), coexist.check_coexist),
        Rule(c.Ghola, special_cards.ghola, ("what",), special_cards.check_ghola),
        Rule(c.Truthtrance, special_cards.truthtrance, ("target", "question")),
        Rule(c.Answer, special_cards.answer, ("yes",)),
        Rule(c.Bribe, bribery.bribe, ("to", "amount", "note")),
        Rule(c.Reveal, shield.reveal, ("what",)),
        Rule(c.Auto, orders.give, ("instruction",)),
        *table_cards.RULES,  # THE SPICE HARVEST VII, THE DUEL VIII
    ),
)

MODERATION = (
    ModeratorRule(c.SetSpice, moderator.set_spice, ("faction", "amount")),
    ModeratorRule(c.SetTokens, moderator.set_tokens,
                  ("faction", "count", "territory", "sector", "via")),
    ModeratorRule(c.GiveCard, moderator.give_card, ("faction", "card")),
    ModeratorRule(c.TakeCard, moderator.take_card, ("faction", "card")),
    ModeratorRule(c.SetStorm, moderator.set_storm, ("sector",)),
    ModeratorRule(c.Stack, moderator.stack, ("deck", "card")),
    ModeratorRule(c.KillLeader, repairs.kill_leader, ("leader",)),
    ModeratorRule(c.RestoreLeader, repairs.restore_leader, ("leader",)),
    ModeratorRule(c.SetTurn, repairs.set_turn, ("turn",)),
    ModeratorRule(c.FormAlliance, repairs.form_alliance, ("faction", "other")),
    ModeratorRule(c.BreakAlliance, repairs.break_alliance, ("faction",)),
    ModeratorRule(c.SetTraitors, repairs.set_traitors, ("faction", "leaders")),
    ModeratorRule(c.SetPrediction, repairs.set_prediction, ("faction", "turn")),
    ModeratorRule(c.SetBoardSpice, repairs.set_board_spice, ("amount", "territory", "sector")),
    ModeratorRule(c.SetShieldWall, repairs.set_shield_wall, ("standing",)),
    ModeratorRule(c.SetKwisatz, repairs.set_kwisatz, ("losses", "dead")),
    ModeratorRule(c.SetWeather, repairs.set_weather, ("sectors",)),
    ModeratorRule(c.SetAdvisors, repairs.set_advisors, ("territory", "advising")),
    ModeratorRule(c.SetCaptured, repairs.set_captured, ("leader", "held")),
)

"""Which function plays each command: a player's (with the seat's faction) or a moderator's.

The one place a command meets its rule; `ruleset.apply` and a moderator's `force` both
dispatch through these tables.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Command, EventLog

from . import commands as c
from .data import Faction
from .phases import (
    alliance_powers,
    alliances,
    battle,
    battle_plan,
    battle_powers,
    battle_resolution,
    bidding,
    bribery,
    karama,
    moderator,
    movement,
    repairs,
    revival,
    setup,
    shield,
    special_cards,
    spice_blow,
    storm,
    support,
)
from .state import ClassicState

Handler = Callable[[ClassicState, Faction, Any, EventLog], None]

PLAYER_HANDLERS: dict[type[Command], Handler] = {
    c.Traitor: lambda s, f, cmd, log: setup.pick_traitor(s, f, cmd.leader, log),
    c.Predict: lambda s, f, cmd, log: setup.predict(s, f, cmd.faction, cmd.turn, log),
    c.Place: lambda s, f, cmd, log: setup.place(s, f, cmd.count, cmd.territory, cmd.sector,
                                                log),
    c.Dial: lambda s, f, cmd, log: storm.dial(s, f, cmd.number, log),
    c.Ride: lambda s, f, cmd, log: spice_blow.ride(s, f, cmd.territory, cmd.sector, log),
    c.Bid: lambda s, f, cmd, log: bidding.bid(s, f, cmd.amount, log),
    c.Pass: lambda s, f, cmd, log: bidding.pass_(s, f, log),
    c.Auto: lambda s, f, cmd, log: bidding.standing(s, f, cmd.instruction, log),
    c.Revive: lambda s, f, cmd, log: revival.revive(s, f, cmd.count, log),
    c.Ship: lambda s, f, cmd, log: movement.ship(s, f, cmd.count, cmd.territory, cmd.sector,
                                                 cmd.source, cmd.source_sector, log),
    c.Move: lambda s, f, cmd, log: movement.move(s, f, cmd.count, cmd.source, cmd.territory,
                                                 cmd.sector, cmd.source_sector, log),
    c.ReviveLeader: lambda s, f, cmd, log: movement.revive_leader(s, f, cmd.leader, log),
    c.Done: lambda s, f, cmd, log: movement.done(s, f, log),
    c.Advise: lambda s, f, cmd, log: movement.advise(s, f, cmd.send, log),
    c.Battle: lambda s, f, cmd, log: battle.choose(s, f, cmd.territory, cmd.opponent, log),
    c.Plan: lambda s, f, cmd, log: battle_plan.plan(s, f, cmd.dial, cmd.leader, cmd.weapon,
                                                    cmd.defense, log),
    c.NoLeaders: lambda s, f, cmd, log: battle_plan.no_leaders(s, f, log),
    c.CallTraitor: lambda s, f, cmd, log: battle_plan.call_traitor(s, f, cmd.call, log),
    c.Keep: lambda s, f, cmd, log: battle_resolution.keep(s, f, cmd.what, log),
    c.Voice: lambda s, f, cmd, log: battle_powers.voice(
        s, f, battle_plan.current(s), cmd.command, cmd.kind, log),
    c.Prescience: lambda s, f, cmd, log: battle_powers.prescience(
        s, f, battle_plan.current(s), cmd.element, log),
    c.Ally: lambda s, f, cmd, log: alliances.ally(s, f, cmd.faction, log),
    c.Unally: lambda s, f, cmd, log: alliances.unally(s, f, log),
    c.Ready: lambda s, f, cmd, log: alliances.ready(s, f, log),
    c.Truthtrance: lambda s, f, cmd, log: special_cards.truthtrance(
        s, f, cmd.target, cmd.question, log),
    c.Answer: lambda s, f, cmd, log: special_cards.answer(s, f, cmd.yes, log),
    c.WeatherControl: lambda s, f, cmd, log: special_cards.weather_control(
        s, f, cmd.steps, log),
    c.FamilyAtomics: lambda s, f, cmd, log: special_cards.family_atomics(s, f, log),
    c.Hajr: lambda s, f, cmd, log: special_cards.hajr(s, f, log),
    c.Ghola: lambda s, f, cmd, log: special_cards.ghola(s, f, cmd.what, log),
    c.Karama: lambda s, f, cmd, log: karama.karama(s, f, cmd.use, log),
    c.Support: lambda s, f, cmd, log: support.pledge(s, f, cmd.ally, cmd.amount, log),
    c.Grant: lambda s, f, cmd, log: alliance_powers.grant(s, f, cmd.ally, cmd.amount, log),
    c.Protect: lambda s, f, cmd, log: spice_blow.shelter(s, f, cmd.yes, log),
    c.FreeRevival: lambda s, f, cmd, log: revival.free_revival(s, f, cmd.ally, cmd.yes, log),
    c.Bribe: lambda s, f, cmd, log: bribery.bribe(s, f, cmd.to, cmd.amount, cmd.note, log),
    c.Reveal: lambda s, f, cmd, log: shield.reveal(s, f, cmd.what, log),
}

ModHandler = Callable[[ClassicState, Any, EventLog], None]

MOD_HANDLERS: dict[type[Command], ModHandler] = {
    c.SetSpice: lambda s, cmd, log: moderator.set_spice(s, cmd.faction, cmd.amount, log),
    c.SetTokens: lambda s, cmd, log: moderator.set_tokens(
        s, cmd.faction, cmd.count, cmd.territory, cmd.sector, cmd.via, log),
    c.GiveCard: lambda s, cmd, log: moderator.give_card(s, cmd.faction, cmd.card, log),
    c.TakeCard: lambda s, cmd, log: moderator.take_card(s, cmd.faction, cmd.card, log),
    c.SetStorm: lambda s, cmd, log: moderator.set_storm(s, cmd.sector, log),
    c.Stack: lambda s, cmd, log: moderator.stack(s, cmd.deck, cmd.card, log),
    c.KillLeader: lambda s, cmd, log: repairs.kill_leader(s, cmd.leader, log),
    c.RestoreLeader: lambda s, cmd, log: repairs.restore_leader(s, cmd.leader, log),
    c.SetTurn: lambda s, cmd, log: repairs.set_turn(s, cmd.turn, log),
    c.FormAlliance: lambda s, cmd, log: repairs.form_alliance(s, cmd.faction, cmd.other, log),
    c.BreakAlliance: lambda s, cmd, log: repairs.break_alliance(s, cmd.faction, log),
    c.SetTraitors: lambda s, cmd, log: repairs.set_traitors(s, cmd.faction, cmd.leaders, log),
    c.SetPrediction: lambda s, cmd, log: repairs.set_prediction(s, cmd.faction, cmd.turn,
                                                                log),
    c.SetBoardSpice: lambda s, cmd, log: repairs.set_board_spice(
        s, cmd.amount, cmd.territory, cmd.sector, log),
}

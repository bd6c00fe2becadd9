"""The classic ruleset as the bot and the table see it: setup, apply, pending, legal, view."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from engine.core import (
    MODERATOR_SEAT,
    BoardPicture,
    Command,
    Decision,
    EventLog,
    RuleError,
    SeatSpec,
)
from engine.core.events import Event

from . import commands as c
from . import flow
from .board_text import board_mark, board_picture
from .data import FACTION_ORDER, LEADERS, SPICE_CARDS, TERRITORIES, TREACHERY_CARDS, Faction
from .legal import legal
from .options import ClassicOptions
from .pending import pending
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
from .phases.battle_powers import VOICE_KINDS
from .state import ClassicState, Phase
from .upgrade import RULES_VERSION
from .view import view

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
    c.Deadline: lambda s, cmd, log: moderator.set_deadline(s, cmd.minutes, log),
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


class ClassicRuleset:
    """Frank Herbert's Dune, Avalon Hill 1979."""

    name = "classic"
    rules_version = RULES_VERSION
    registry = c.registry
    state_model = ClassicState
    options_model = ClassicOptions

    def setup(
        self, options: ClassicOptions, seats: list[SeatSpec], seed: int
    ) -> tuple[ClassicState, list[Event]]:
        log = EventLog()
        state = setup.create(options, seats, seed, log)
        flow.settle(state, log)
        return state, log.events

    def apply(self, state: ClassicState, actor: str, command: Command) -> list[Event]:
        try:
            return self._apply(state, actor, command)
        except RuleError as err:
            if not err.hint:
                err.hint = _now(state)
                err.args = (err.text,)
            raise

    def _apply(self, state: ClassicState, actor: str, command: Command) -> list[Event]:
        log = EventLog()
        if state.phase == Phase.ENDED and not command.moderator:
            raise RuleError("The game is over.")
        if actor == MODERATOR_SEAT:
            self._moderate(state, command, log)
        else:
            faction = self._faction(state, actor)
            if command.moderator:
                raise RuleError(f"`{command.name}` is a moderator command.",
                                hint="Ask a moderator.")
            PLAYER_HANDLERS[type(command)](state, faction, command, log)
        flow.settle(state, log)
        return log.events

    def _moderate(self, state: ClassicState, command: Command, log: EventLog) -> None:
        if isinstance(command, c.Force):
            self._force(state, log, "Moderator applies the default", command.seat)
        elif isinstance(command, c.Expire):
            self._force(state, log, "The deadline passed: default")
        elif isinstance(command, c.Undo):
            raise RuleError("Undo is done by the table or the bot, which keep the history.")
        elif type(command) in MOD_HANDLERS:
            MOD_HANDLERS[type(command)](state, command, log)
        else:
            raise RuleError(f"The moderator does not play `{command.name}` for a seat.",
                            hint="Use `force` to apply a seat's default choice.")

    def _force(self, state: ClassicState, log: EventLog, why: str,
               who: str | None = None) -> None:
        """Apply each pending decision's default (a moderator's `force`, or a deadline), or
        only the decisions of one seat (named by seat or faction)."""
        decisions = pending(state)
        if not decisions:
            raise RuleError("The game is not waiting for anyone.")
        if who is not None:
            seat = state.players[moderator.faction_in_game(state, who)].seat
            decisions = [d for d in decisions if d.seat == seat]
            if not decisions:
                waiting = ", ".join(dict.fromkeys(d.seat for d in pending(state)))
                raise RuleError(f"The game is not waiting for {seat}.",
                                hint=f"Waiting for: {waiting}.")
        for decision in decisions:
            log.public("forced", f"{why} for {decision.seat} ({decision.kind}).",
                       seat=decision.seat, decision=decision.kind)
            assert decision.default is not None
            command = self.registry.load(decision.default)
            faction = self._faction(state, decision.seat)
            PLAYER_HANDLERS[type(command)](state, faction, command, log)

    def faction_of(self, state: ClassicState, seat: str) -> Faction:
        return self._faction(state, seat)

    @staticmethod
    def _faction(state: ClassicState, seat: str) -> Faction:
        for faction, player in state.players.items():
            if player.seat == seat:
                return faction
        raise RuleError(f"`{seat}` has no seat in this game.",
                        hint="Seats: " + ", ".join(p.seat for p in state.players.values()))

    def pending(self, state: ClassicState) -> list[Decision]:
        return pending(state)

    def legal(self, state: ClassicState, seat: str) -> list[Command]:
        return legal(state, self._faction(state, seat))

    def view(self, state: ClassicState, seat: str | None) -> dict[str, Any]:
        return view(state, seat)

    def board(self, state: ClassicState, *, detail: bool = False) -> BoardPicture:
        return board_picture(state, detail=detail)

    def board_mark(self, state: ClassicState) -> tuple[str, str]:
        return board_mark(state)

    def finished(self, state: ClassicState) -> bool:
        return state.phase == Phase.ENDED

    def seat_of(self, state: ClassicState, name: str) -> str | None:
        return name if any(p.seat == name for p in state.players.values()) else None

    def vocabulary(self, kind: str) -> Iterable[str]:
        return VOCABULARY.get(kind, ())


def _now(state: ClassicState) -> str:
    """Where the game stands, for a refusal that says nothing more useful."""
    waiting = "; ".join(f"{d.seat} ({d.kind})" for d in pending(state))
    where = f"Now: turn {state.turn}, {state.phase.value.replace('_', ' ')}"
    return f"{where}; waiting for {waiting}." if waiting else f"{where}."


VOCABULARY: dict[str, tuple[str, ...]] = {
    "territory": (*TERRITORIES, "reserves"),
    "leader": tuple(LEADERS),
    "faction": tuple(f.value for f in FACTION_ORDER) + tuple(f.title for f in FACTION_ORDER),
    "card": tuple(TREACHERY_CARDS),
    "plan_leader": (*LEADERS, "Cheap Hero", "Cheap Heroine", "none"),
    "plan_card": (*TREACHERY_CARDS, "none", "all"),
    "voice_kind": tuple(VOICE_KINDS),
    "deck_card": tuple(TREACHERY_CARDS) + tuple(SPICE_CARDS) + ("Shai-Hulud",),
}

RULESET = ClassicRuleset()

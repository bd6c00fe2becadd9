"""Dune The Dice Game as the bot and the table see it. Not in the catalog yet: the game is
offered once every action of a turn is played (README.md, STATUS)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

from engine.core import BoardPicture, Command, Decision, EventLog, RuleError, SeatSpec
from engine.core.base import RulesetBase
from engine.core.events import Event
from engine.core.repairs import Repairs, repair
from engine.core.ruleset import Form, FormField, Offer, Seen, Sheet, Sides, Status

from . import agents, combat, flow, invariants, repairs, setup, sheet, standing, static, view
from . import commands as c
from .bot import decide
from .data import (
    ALLIANCE_TO_WIN,
    DEFAULT_MAP,
    FACTION_ORDER,
    ROUNDS,
    Die,
    Faction,
    factions_for,
    strategic_to_win,
)
from .options import DiceOptions
from .state import DiceState, Pledge, Step
from .table import anytime, current, rule_for
from .turn import held_alone, held_together
from .words import T, Text, factions

COMMIT_FORM = Form(command="commit", title=T("dice-form-title"), button=T("dice-form-button"),
                   fields=tuple(FormField(name=name, label=T(f"dice-form-{slug}"),
                                          description=T(f"dice-form-{slug}-help"),
                                          required=False, max_length=2)
                                for name, slug in (
                                    ("troops", "troops"), ("large", "large"),
                                    ("allied", "allied"), ("allied_large", "allied-large"),
                                    ("leaders", "leaders"))))
"""COMBAT: the closed hand (Discord's forms hold five fields; `lent` is typed)."""


def occurrence(state: DiceState) -> str:
    """Which turn, throw and battle a decision belongs to (public), so that a button posted
    for an earlier throw or battle is refused once the next is open. Within a throw, each
    kept die and a discarded Thumper change what may be kept: a new menu, the old one stale."""
    key = f"turn {state.round}, {state.active_seat}"
    if state.roll is not None and state.step == Step.ROLL:
        key += f", throw {state.roll.throws}, {len(state.roll.kept)} kept"
        if state.roll.thumper_used:
            key += ", Thumper"
    if state.turn.fight is not None:
        key += f", battle in {state.turn.fight.region} ({len(state.turn.fought)})"
    return key


class DiceRuleset(RulesetBase):
    """Heiko Günther's Dune The Dice Game, rules v1.06."""

    name = "dice"
    title = "Dune The Dice Game"
    rules_version = 1
    registry = c.registry
    state_model = DiceState
    options_model = DiceOptions
    sides = Sides(label=T("dice-side"), kind="dice-faction",
                  names=tuple(f.value for f in FACTION_ORDER),
                  min_seats=2, max_seats=8)
    topics = ("region",)
    answers: ClassVar[Mapping[str, frozenset[str]]] = {
        "roll": frozenset({"keep", "reroll", "thumper"}),
        "faction": frozenset({"faction"}), "place": frozenset({"place"}),
        "guess": frozenset({"guess"}), "destroy": frozenset({"destroy"}),
        "ally": frozenset({"ally", "alone"}), "alliance": frozenset({"accept", "decline"}),
        "recruit": frozenset({"recruit"}), "kanly": frozenset({"kill", "take", "spare"}),
        "allow": frozenset({"allow"}), "fund": frozenset({"fund"}),
        "land": frozenset({"land", "done"}), "target": frozenset({"target"}),
        "move": frozenset({"move", "done"}), "battle": frozenset({"battle"}),
        "sacrifice": frozenset({"sacrifice"}), "lend": frozenset({"lend"}),
        "commit": frozenset({"commit"}), "build": frozenset({"build", "skip"}),
        "symbol": frozenset({"symbol"}), "dance": frozenset({"dance", "stop"})}
    vocabularies: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "region": DEFAULT_MAP.names, "die": (*(d.value for d in Die), "all")}
    repaired_by: ClassVar[Repairs] = repairs.REPAIRED

    def setup(self, options: DiceOptions, seats: list[SeatSpec],
              seed: int) -> tuple[DiceState, list[Event]]:
        log = EventLog()
        state = setup.create(options, seats, seed, log)
        flow.settle(state, log)
        return state, log.events

    def play(self, state: DiceState, seat: str, command: Command, log: EventLog) -> None:
        rule = rule_for(state, type(command))
        if rule is None:
            raise RuleError(T("dice-not-a-player-command", command=command.name))
        rule.play(state, seat, command, log)

    def moderate(self, state: DiceState, command: Command, log: EventLog) -> None:
        repair(self, repairs.REPAIRS, state, command, log)

    def settle(self, state: DiceState, log: EventLog) -> None:
        flow.settle(state, log)

    def sides_for(self, seats: int) -> tuple[str, ...]:
        return tuple(f.value for f in factions_for(seats))

    def seats(self, state: DiceState) -> dict[str, str]:
        return {seat: (state.players[seat].faction or "no faction yet")
                for seat in state.order}

    def turn(self, state: DiceState) -> int:
        """The turn marker (`round`): every player's turn once; `state.turn` is the active
        player's."""
        return state.round

    def pending(self, state: DiceState) -> list[Decision]:
        spec = current(state)
        if spec is None or spec.finished(state):
            return []
        key = occurrence(state)
        return [d.model_copy(update={"key": key}) for d in spec.waits(state)]

    def legal(self, state: DiceState, seat: str) -> list[Command]:
        self._check_seat(state, seat)
        spec = current(state)
        if spec is None:
            return []
        now = anytime(state, seat)
        if not any(rule.allows(state, seat) for rule in spec.rules):
            return now
        return [cmd for cmd in spec.candidates(state, seat)
                if (rule := spec.rule(type(cmd))) is not None and rule.allows(state, seat)
                ] + now

    def offer(self, state: DiceState, decision: Decision) -> Offer | None:
        """A commitment is sent with its form and what the seat may commit."""
        offer = super().offer(state, decision)
        if decision.kind != "commit" or offer is None:
            return offer
        most = combat.limits(state, decision.seat)
        text = T("dice-offer-commit", prompt=decision.prompt, most=combat.pledge_fields(most))
        return offer.model_copy(update={"text": text, "form": COMMIT_FORM})

    def view(self, state: DiceState, seat: str | None) -> dict[str, Any]:
        return view.view(state, seat)

    def sheet(self, state: DiceState, seat: str | None) -> Sheet:
        """The seat's faction card, turn, standing orders, secrets and decisions."""
        if seat not in self.seats(state):
            return super().sheet(state, seat)
        usage = self.registry.usage_of
        allowed = [usage(cmd) for cmd in self.legal(state, seat)]
        return sheet.sheet(state, seat, allowed, self.decision_lines(state, seat),
                           standing.lines(state, seat))

    def status(self, state: DiceState) -> Status:
        line: Text
        if state.step == Step.ENDED:
            line = T("dice-status-won-by-default" if state.by_default else "dice-status-won",
                     winners=factions(state.winners), count=len(state.winners),
                     turns=state.round)
        elif state.step in (Step.CHOOSE, Step.PLACE):
            line = T("dice-status-setup")
        else:
            line = T("dice-status-turn", round=state.round, rounds=ROUNDS,
                     seat=state.active_seat, step=T(f"dice-step-{state.step.value}"))
        return Status(line=line, block=view.status_block(state))

    def board(self, state: DiceState, *, detail: bool = False,
              language: str = "en") -> BoardPicture:
        return view.board(state, language)

    def board_mark(self, state: DiceState) -> tuple[str, str]:
        return f"{state.round}.{state.active}.{state.step.value}", view.key(state)

    def reference(self, topic: str, name: str) -> tuple[dict[str, Any], str]:
        if topic != "region":
            return super().reference(topic, name)
        return static.region_facts(name)

    def static_data(self) -> dict[str, Any]:
        return static.static_data()

    def static_text(self) -> str:
        return static.static_text()

    def standing_orders(self, state: DiceState, seat: str) -> list[Command]:
        return standing.sensible(state, seat)

    def choose(self, state: DiceState, seat: str, rng: random.Random) -> Command | None:
        return agents.choose(state, seat, self.legal(state, seat), rng)

    def bot(self, seen: Seen, rng: random.Random) -> Command | None:
        return decide(seen, rng)

    def would_win(self, state: DiceState) -> list[str]:
        """The seats that win if the active player's turn ended now (OBJECTIFS): his lone
        hold (the Bene Gesserit's if they guessed him), or his alliance's."""
        if state.step in (Step.ENDED, Step.CHOOSE, Step.PLACE):
            return []
        me = state.active_faction
        ally = state.turn.ally
        if len(held_alone(state, me)) >= strategic_to_win(len(state.order)):
            crowned = (Faction.BENE_GESSERIT if state.guess == me
                       and Faction.BENE_GESSERIT in state.factions else me)
            return [s for s in state.order if state.players[s].faction == crowned]
        if ally is not None and len(held_together(state, ally)) >= ALLIANCE_TO_WIN:
            return [s for s in state.order if state.players[s].faction in (me, ally)]
        return []

    def problems(self, state: DiceState, events: Iterable[Event] = ()) -> list[str]:
        return invariants.problems(state)

    def finished(self, state: DiceState) -> bool:
        return state.step == Step.ENDED

    def winners(self, state: DiceState) -> list[str]:
        return [f.value for f in state.winners]

    def disguise(self, state: DiceState, seat: str | None,
                 rng: random.Random) -> DiceState:
        """The Bene Gesserit's guess dealt anew for anyone but them, while the game goes on
        (its end reveals it); the others' standing answers and commitments."""
        other = state.model_copy(deep=True)
        standing.deal(other, seat, rng)
        mine = seat is not None and state.players[seat].faction == Faction.BENE_GESSERIT
        if other.guess is not None and not mine and not self.finished(state):
            other.guess = rng.choice(setup.guessable(state))
        fight = other.turn.fight
        for pledger in list(fight.pledges) if fight else []:
            if pledger != seat:
                most = combat.limits(other, pledger)
                fight.pledges[pledger] = Pledge(**{
                    name: rng.randint(0, n) for name, n in most.model_dump().items()})
        return other


RULESET = DiceRuleset()

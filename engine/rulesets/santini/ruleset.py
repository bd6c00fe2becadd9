"""Santini's DUNE as the bot and the table see it: the core protocol over `flow`, the
decisions registered by the phase modules (`hooks`), the views and the checks."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

from engine.core import BoardPicture, Command, Decision, EventLog, SeatSpec
from engine.core.base import MAX_CHOICES, RulesetBase
from engine.core.events import Event
from engine.core.repairs import Repairs, repair
from engine.core.ruleset import Offer, Result, Seen, Sheet, Sides, Status
from engine.core.words import Say

from . import (
    agents,
    bot,
    construction,
    flow,
    invariants,
    pending,
    repairs,
    setup,
    sheet,
    standing,
    threat,
    victory,
    view,
    view_text,
)
from . import commands as c
from .disguise import disguise
from .factions import Faction
from .options import SantiniOptions
from .state import Phase, SantiniState
from .words import T, faction_word, joined, lines, phase_word


class SantiniRuleset(RulesetBase):
    """Samo Santini's "DUNE – Il controllo della spezia", a hex-and-counter wargame."""

    name = "santini"
    title = "DUNE – Il controllo della spezia (Santini)"
    rules_version = 2
    """1: no counter mix. 2: builds and splits come from the counters left on the faction's
    sheet (`counter_mix`); a state stored under 1 keeps its counters without a mix and so
    plays on with no limit, but its log does not replay under 2."""
    registry = c.registry
    state_model = SantiniState
    options_model = SantiniOptions
    sides = Sides(label=T("santini-side-label"), names=tuple(f.value for f in setup.ORDER),
                  min_seats=4, max_seats=4, kind="santini-faction")
    topics = ()
    vocabularies: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "side": tuple(f.value for f in Faction)}
    repaired_by: ClassVar[Repairs] = repairs.REPAIRED

    def setup(self, options: SantiniOptions, seats: list[SeatSpec],
              seed: int) -> tuple[SantiniState, list[Event]]:
        log = EventLog()
        state = setup.create(options, seats, seed, log)
        flow.settle(state, log)
        return state, log.events

    def play(self, state: SantiniState, seat: str, command: Command, log: EventLog) -> None:
        flow.play(state, seat, command, log)

    def moderate(self, state: SantiniState, command: Command, log: EventLog) -> None:
        repair(self, repairs.REPAIRS, state, command, log)

    def settle(self, state: SantiniState, log: EventLog) -> None:
        flow.settle(state, log)

    def seats(self, state: SantiniState) -> dict[str, str]:
        return {seat: state.players[seat].faction.value for seat in state.order}

    def turn(self, state: SantiniState) -> int:
        return max(state.turn, 1)

    def resolve_side(self, text: str) -> str:
        """A faction by any of its names, in any language of the catalogue."""
        return setup.resolve_faction(text).value

    def sides_for(self, seats: int) -> tuple[str, ...]:
        return self.sides.names

    def pending(self, state: SantiniState) -> list[Decision]:
        return pending.decisions(state, self.registry)

    def legal(self, state: SantiniState, seat: str) -> list[Command]:
        self._check_seat(state, seat)
        return agents.legal(state, seat)

    def offer(self, state: SantiniState, decision: Decision) -> Offer | None:
        """The seat's legal answers as buttons (its candidates are those of its open
        decisions), and a sealed answer's form (its command's fields)."""
        if decision.ui in ("raise", "text"):
            return None
        found = [self.registry.usage_of(c) for c in self.legal(state, decision.seat)]
        return Offer(text=decision.prompt,
                     choices=tuple(found) if len(found) <= MAX_CHOICES else (),
                     form=pending.form(self.registry, decision,
                                       construction.form_fields(state, decision.seat)
                                       if decision.kind == "construction" else ()))

    def view(self, state: SantiniState, seat: str | None) -> dict[str, Any]:
        return view.view(state, seat)

    def sheet(self, state: SantiniState, seat: str | None) -> Sheet:
        if seat not in state.players:
            return Sheet(title=T("santini-sheet-spectator"), sections=())
        return sheet.sheet(state, seat, self.sheet_field, self.decision_lines(state, seat))

    def sheet_value(self, key: str, value: Any) -> Say:
        return sheet.value(key, value, super().sheet_value)

    def status(self, state: SantiniState) -> Status:
        """The turn and phase; the block adds the initiative's order, whose activity it
        is, and each faction's points and cards in hand."""
        if state.phase == Phase.ENDED:
            line = T("santini-status-over", turn=state.turn)
        else:
            line = T("santini-status-turn", turn=max(state.turn, 1), turns=30,
                     phase=phase_word(state.phase))
        order = [faction_word(state.players[s].faction) for s in state.initiative]
        seat = view.active(state)
        block = [line,
                 T("santini-status-order", order=joined(order, ", ") if order
                   else T("santini-none")),
                 *([T("santini-status-active", seat=seat,
                      faction=faction_word(state.players[seat].faction))] if seat else []),
                 *(T("santini-status-player", seat=s, faction=faction_word(p.faction),
                     points=victory.city_points(state, p.faction),
                     final=view.points(state, p.faction), cards=len(p.hand), spice=p.spice)
                   for s, p in state.players.items())]
        return Status(line=line, block=lines(*block))

    def result(self, state: SantiniState) -> Result:
        """The turn, and each seat's points and how its game ended."""
        how = T(f"santini-result-{state.ending}") if state.ending else T("santini-result-open")
        return Result(when=self.status(state).line, records={
            s: T("santini-result-record", points=view.points(state, p.faction), how=how,
                 won=T("santini-result-won") if p.faction in state.winners else "")
            for s, p in state.players.items()})

    def board(self, state: SantiniState, *, detail: bool = False,
              language: str = "en") -> BoardPicture:
        return view_text.board(state, detail=detail, language=language)

    def board_mark(self, state: SantiniState) -> tuple[str, str]:
        return f"{state.turn}.{state.phase.value}.{state.active}", view_text.key(state)

    def finished(self, state: SantiniState) -> bool:
        return state.phase == Phase.ENDED

    def winners(self, state: SantiniState) -> list[str]:
        return [f.value for f in state.winners]

    def choose(self, state: SantiniState, seat: str, rng: random.Random) -> Command | None:
        """A random legal answer; now and then a standing order first, so that random games
        play them too."""
        orders = self.standing_orders(state, seat)
        if orders and rng.random() < agents.STANDING_RATE:
            return rng.choice(orders)
        return agents.choose(state, seat, self.legal(state, seat), rng)

    def bot(self, seen: Seen, rng: random.Random) -> Command | None:
        return bot.choose(seen, rng)

    def would_win(self, state: SantiniState) -> list[str]:
        return threat.would_win(state)

    def standing_orders(self, state: SantiniState, seat: str) -> list[Command]:
        self._check_seat(state, seat)
        return [] if state.phase == Phase.ENDED else standing.to_give(state, seat)

    def random_options(self, rng: random.Random, seats: list[SeatSpec]) -> dict[str, Any]:
        return {}

    def problems(self, state: SantiniState, events: Iterable[Event] = ()) -> list[str]:
        return invariants.problems(state)

    def disguise(self, state: SantiniState, seat: str | None,
                 rng: random.Random) -> SantiniState:
        return disguise(state, seat, rng)


RULESET = SantiniRuleset()

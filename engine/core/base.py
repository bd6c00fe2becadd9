"""What most rulesets share: one `apply` with the core moderator commands, and sensible
defaults for the parts of the protocol a game need not change.

A ruleset subclasses `RulesetBase` and writes its own rules as three methods: `play` (a
seat's command), `moderate` (its own moderator commands) and `settle` (run automatic steps
until the game waits); nothing here knows any game's words.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar

from pydantic import BaseModel

from .bots import random_bot
from .commands import Command, Registry
from .errors import RuleError, excerpt
from .events import Event, EventLog
from .moderation import Deadline, Expire, Force, Undo
from .options import NO_PRESETS, Preset
from .reading import explain, read
from .repairs import Repairs
from .ruleset import (
    MODERATOR_SEAT,
    Decision,
    Offer,
    Result,
    SeatSpec,
    Seen,
    Sheet,
    SheetSection,
    Sides,
    Status,
)
from .sides import side_named
from .words import CATALOGUE, Say, T, joined, term

MAX_CHOICES = 25
"""The most answers offered as buttons or a menu (Discord's menu limit); more: typed only."""


class RulesetBase:
    """Shared machinery; see `engine.core.ruleset.Ruleset` for what each method promises."""

    name: str
    title: str
    registry: Registry
    sides: Sides
    topics: tuple[str, ...] = ()
    vocabularies: ClassVar[Mapping[str, tuple[str, ...]]] = {}
    """Argument kind -> the names a player may type (the sides are known already)."""
    answers: ClassVar[Mapping[str, frozenset[str]]] = {}
    """Decision kind -> the commands that answer it, where they are not named as the kind."""
    presets: ClassVar[Mapping[str, Preset]] = NO_PRESETS
    """Named option sets, by name (none unless a game has editions or levels of rules)."""
    repaired_by: ClassVar[Repairs] = {}
    """State field path -> the moderator's repair that mends it, or why none does
    (`engine.core.repairs`); a game's conformance test fails on a field left out."""

    # -- what a game writes ------------------------------------------------------------------

    def play(self, state: Any, seat: str, command: Command, log: EventLog) -> None:
        raise NotImplementedError

    def moderate(self, state: Any, command: Command, log: EventLog) -> None:
        raise RuleError(T("core-moderator-does-not-play", command=command.name),
                        hint=T("core-use-force"))

    def settle(self, state: Any, log: EventLog) -> None:
        """Run automatic steps until someone must decide (nothing, for a game without)."""

    def seats(self, state: Any) -> dict[str, str]:
        raise NotImplementedError

    def turn(self, state: Any) -> int:
        raise NotImplementedError

    def pending(self, state: Any) -> list[Decision]:
        raise NotImplementedError

    def legal(self, state: Any, seat: str) -> list[Command]:
        raise NotImplementedError

    def finished(self, state: Any) -> bool:
        raise NotImplementedError

    def status(self, state: Any) -> Status:
        raise NotImplementedError

    # -- apply -------------------------------------------------------------------------------

    def read(self, state: Any, actor: str, line: str) -> Command:
        return read(self, state, actor, line)

    def apply(self, state: Any, actor: str, command: Command) -> list[Event]:
        try:
            return self._apply(state, actor, command)
        except RuleError as err:
            explain(self, state, actor, err)
            raise

    def _apply(self, state: Any, actor: str, command: Command) -> list[Event]:
        log = EventLog()
        if self.finished(state) and not command.moderator:
            raise RuleError(T("core-game-over"))
        if actor == MODERATOR_SEAT:
            self._moderate(state, command, log)
        else:
            self._check_seat(state, actor)
            if command.moderator:
                raise RuleError(T("core-moderator-command", command=command.name),
                                hint=T("core-ask-moderator"))
            self.play(state, actor, command, log)
        self.settle(state, log)
        return log.events

    def _check_seat(self, state: Any, seat: str) -> None:
        if seat not in self.seats(state):
            raise RuleError(T("core-no-seat", seat=seat),
                            hint=T("core-seats", seats=", ".join(self.seats(state))))

    def _moderate(self, state: Any, command: Command, log: EventLog) -> None:
        if isinstance(command, Force):
            self.force(state, log, "core-forced-by-moderator", command.seat)
        elif isinstance(command, Expire):
            self.force(state, log, "core-forced-by-deadline")
        elif isinstance(command, Deadline):
            set_deadline(state, command.minutes, log)
        elif isinstance(command, Undo):
            raise RuleError(T("core-undo-elsewhere"))
        else:
            self.moderate(state, command, log)

    def force(self, state: Any, log: EventLog, why: str, who: str | None = None) -> None:
        """Apply each pending decision's default (a moderator's `force`, or a deadline), or
        only the decisions of one seat (named by its seat or its side). `why` is the
        message of the event (`core-forced-by-moderator`), given `seat` and `kind`."""
        decisions = self.pending(state)
        if not decisions:
            raise RuleError(T("core-not-waiting"))
        if who is not None:
            seat = self.seat_named(state, who)
            decisions = [d for d in decisions if d.seat == seat]
            if not decisions:
                waiting = ", ".join(dict.fromkeys(d.seat for d in self.pending(state)))
                raise RuleError(T("core-not-waiting-for", seat=seat),
                                hint=T("core-waiting-for", seats=waiting))
        for decision in decisions:
            log.public("forced", T(why, seat=decision.seat, kind=decision.kind),
                       seat=decision.seat, decision=decision.kind)
            assert decision.default is not None
            self.play(state, decision.seat, self.registry.load(decision.default), log)

    def where(self, state: Any) -> Say:
        """Where the game stands, for a refusal that says nothing more useful."""
        waiting = "; ".join(f"{d.seat} (`{d.kind}`)" for d in self.pending(state))
        line = self.status(state).line
        return T("core-now-waiting", line=line, waiting=waiting) if waiting \
            else T("core-now", line=line)

    # -- seats and sides ---------------------------------------------------------------------

    def seat_named(self, state: Any, text: str) -> str:
        """The seat named by its seat name or its side; RuleError naming the seats if none."""
        seats = self.seats(state)
        wanted = text.strip().lower()
        for seat in seats:
            if wanted == seat.lower():
                return seat
        side = side_named(text, seats.values())
        if side is not None:
            return next(seat for seat, held in seats.items() if held == side)
        raise RuleError(T("core-not-seat-nor-side", typed=excerpt(text), label=self.sides.label),
                        hint=T("core-seats-sides", seats=joined(
                            [T("core-seat-side", seat=seat, side=self.side_word(side))
                             for seat, side in seats.items()], ", ")))

    def seat_of(self, state: Any, name: str) -> str | None:
        try:
            return self.seat_named(state, name)
        except RuleError:
            return None

    def sides_for(self, seats: int) -> tuple[str, ...]:
        return self.sides.names

    def resolve_side(self, text: str) -> str:
        side = side_named(text, self.sides.names)
        if side is not None:
            return side
        raise RuleError(T("core-not-a-side", typed=excerpt(text), label=self.sides.label),
                        hint=T("core-sides-are", label=self.sides_heading(),
                               sides=joined([self.side_word(s) for s in self.sides.names],
                                            ", ")))

    def side_word(self, side: str) -> Say:
        """A side as a reader reads it: the game's word (`Sides.kind`), or its name."""
        return term(self.sides.kind, side) if self.sides.kind else side

    def sides_heading(self) -> Say:
        """What the game calls its sides, as the heading of their list (`Factions`): the
        message `<label's id>-plural`, or an English label with an s."""
        label = self.sides.label
        if isinstance(label, str):
            return label.capitalize() + "s"
        return T(f"{label.id}-plural")

    def vocabulary(self, kind: str) -> Iterable[str]:
        names = self.vocabularies.get(kind)
        if names is None and kind == "side":
            return self.sides.names
        return names or ()

    # -- decisions ---------------------------------------------------------------------------

    def offer(self, state: Any, decision: Decision) -> Offer | None:
        """The decision's prompt with a button per legal answer (none when too many)."""
        if decision.ui in ("raise", "text"):
            return None
        names = self.answers.get(decision.kind, frozenset({decision.kind}))
        usage = self.registry.usage_of
        found = [usage(c) for c in self.legal(state, decision.seat) if c.name in names]
        return Offer(text=decision.prompt,
                     choices=tuple(found) if len(found) <= MAX_CHOICES else ())

    # -- a seat's sheet ----------------------------------------------------------------------

    def sheet(self, state: Any, seat: str | None) -> Sheet:
        """The seat's private view as `name: value` lines, its own record in the public
        view (its spice, its reserves: a player should not read the JSON to learn them),
        then its own decisions with their defaults: a readable sheet for every game, which
        a game may word better."""
        seats = self.seats(state)
        if seat not in seats:
            return Sheet(title=T("core-sheet-spectator"), sections=())
        view = self.view(state, seat)
        private = view.get("private") or {}
        found = tuple(self.sheet_field(key, value) for key, value in private.items())
        sections = [SheetSection(title=T("core-sheet-private"),
                                 lines=found or (T("core-sheet-nothing"),))]
        mine = own_records(view.get("public") or {}, (seat, seats[seat]))
        if mine:
            sections.append(SheetSection(title=T("core-sheet-public"), lines=tuple(
                self.sheet_field(key, value) for key, value in mine.items())))
        waiting = self.decision_lines(state, seat)
        if waiting:
            sections.append(SheetSection(title=T("core-sheet-waiting"), lines=waiting))
        return Sheet(title=T("core-seat-side", seat=seat, side=self.side_word(seats[seat])),
                     sections=tuple(sections))

    def sheet_field(self, key: str, value: Any) -> Say:
        """`Spice: 10`: one field of a view on the default sheet. The key is the message
        `<game>-sheet-<key>` where the game's catalogue has one (else the key itself, as
        the view spells it); the value is `sheet_value`'s."""
        id = f"{self.name}-sheet-{key.replace('_', '-')}"
        label: Say = T(id) if CATALOGUE.has(id) else _label(key)
        return T("core-sheet-field", key=label, value=self.sheet_value(key, value))

    def sheet_value(self, key: str, value: Any) -> Say:
        """A view's value on the default sheet: lists joined, mappings as `key value`
        pairs, yes/no and none in words; a game words its own names by overriding this."""
        return _plain(value)

    def decision_lines(self, state: Any, seat: str) -> tuple[Say, ...]:
        """Each decision the game waits for from `seat`: its prompt, then the command its
        default would play (a deadline's or a moderator's `force`), as the seat would type
        it. The default may name the seat's own secrets: only its sheet shows it."""
        out = []
        for d in self.pending(state):
            if d.seat != seat:
                continue
            out.append(T("core-decision", kind=d.kind, prompt=d.prompt))
            if d.default is not None:
                default = self.registry.usage_of(self.registry.load(d.default))
                out.append(T("core-decision-default", command=default))
        return tuple(out)

    def random_options(self, rng: random.Random, seats: list[SeatSpec]) -> dict[str, Any]:
        """None: a game's options change no rule unless it says so."""
        return {}

    def choose(self, state: Any, seat: str, rng: random.Random) -> Command | None:
        options = self.legal(state, seat)
        return rng.choice(options) if options else None

    def bot(self, seen: Seen, rng: random.Random) -> Command | None:
        """A random legal command: a game without a bot of its own is played by chance."""
        return random_bot(seen, rng)

    def would_win(self, state: Any) -> list[str]:
        """None: a game that cannot tell a win before its turn ends says so."""
        return []

    def standing_orders(self, state: Any, seat: str) -> list[Command]:
        """The standing orders a sensible player of `seat` would give now and has not
        (`auto call`, ...): what `make bench` sets to count the decisions left to a person.
        None in a game without standing orders."""
        return []

    def problems(self, state: Any, events: Iterable[Event] = ()) -> list[str]:
        return []

    def winners(self, state: Any) -> list[str]:
        return []

    def result(self, state: Any) -> Result:
        """Where the game stands (its status line), and no record beyond each seat's side:
        a game knows best which of its facts are public at the end."""
        return Result(when=self.status(state).line)

    # -- reference ---------------------------------------------------------------------------

    def reference(self, topic: str, name: str) -> tuple[dict[str, Any], str]:
        raise RuleError(T("core-no-topic", topic=excerpt(topic)),
                        hint=T("core-topics", topics=", ".join(self.topics)) if self.topics
                        else "")

    def static_data(self) -> dict[str, Any]:
        return {"name": self.name, "sides": list(self.sides.names)}

    def static_text(self) -> str:
        return f"{self.title}: {', '.join(self.sides.names)}."


def own_records(public: Mapping[str, Any], names: Iterable[str]) -> dict[str, Any]:
    """The fields of a seat's records in a public view: each mapping filed under the seat
    or its side in a part of it (`players.<seat>`), merged, None left out."""
    out: dict[str, Any] = {}
    for part in public.values():
        if isinstance(part, Mapping):
            for name in names:
                record = part.get(name)
                if isinstance(record, Mapping):
                    out |= {k: v for k, v in record.items() if v is not None}
    return out


def _label(key: str) -> str:
    return key.replace("_", " ").capitalize()





def _plain(value: Any) -> Say:
    """A view's value in words: lists joined, mappings as `key value` pairs, none for
    nothing."""
    if value is None or value == [] or value == {}:
        return T("core-sheet-none")
    if isinstance(value, dict):
        return joined([joined([_label(str(k)).lower(), _plain(v)]) for k, v in value.items()],
                      ", ")
    if isinstance(value, list | tuple):
        return joined([_plain(v) for v in value], ", ")
    if isinstance(value, bool):
        return T("core-sheet-yes") if value else T("core-sheet-no")
    return str(value)


def set_deadline(state: Any, minutes: int, log: EventLog) -> None:
    """Change the game's deadline option; the clock restarts from this command."""
    options: BaseModel = state.options
    state.options = options.model_copy(update={"deadline_minutes": minutes or None})
    text = T("core-deadline-set", minutes=minutes) if minutes else T("core-deadline-removed")
    log.public("mod_deadline", text, minutes=minutes)

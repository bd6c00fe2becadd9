"""What every ruleset offers the bot, the table and the tests (DESIGN.md, "Engine rules of thumb").

The engine never imports discord, asyncio or sqlite: a ruleset is plain functions over a
pydantic state, and the adapters only call the methods below. Everything an adapter would
otherwise have to know about one game (its sides, how many may play, how a decision is best
answered, what the status line says) is asked of the ruleset, so a new game needs no change
to the bot.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal, Protocol, TypeVar

from pydantic import AliasChoices, BaseModel, ConfigDict, Field

from .commands import Command, Registry
from .events import Event, EventLog
from .options import Preset
from .words import Say

MODERATOR_SEAT = "mod"


class SeatSpec(BaseModel):
    """A player's seat at game creation: a name, and the side if chosen (else dealt)."""

    model_config = ConfigDict(frozen=True)

    name: str
    side: str | None = Field(None, validation_alias=AliasChoices("side", "faction"))
    """The side asked for; games stored before sides had a name of their own call it
    `faction`, which still loads."""


class Sides(BaseModel):
    """Who may play: the sides a seat can hold (in the game's own order), what the game
    calls one ("faction", "house"), and how many seats a game takes."""

    model_config = ConfigDict(frozen=True)

    label: Say
    """One side, as a refusal says it (`faction`): a message whose `<id>-plural` is their
    list's heading (`Factions`), or an English word."""
    names: tuple[str, ...]
    min_seats: int
    max_seats: int
    kind: str = ""
    """The catalogue kind of the sides' names (`classic-faction`): a refusal or a sheet
    says a side as `term(kind, name)`; empty: as its name."""


class Status(BaseModel):
    """Where a game stands, for everyone: one line (a waiting line's prefix, a game list)
    and a short block (`/game status`). Never a secret."""

    model_config = ConfigDict(frozen=True)

    line: Say
    block: Say


class Raise(BaseModel):
    """A public decision answered by raising a number (an auction): the adapter shows
    "pass" and a few raises; a raise of n plays `command` with `amount` = `base` + n, `base`
    read when the button is pressed, not when it was shown."""

    model_config = ConfigDict(frozen=True)

    command: str
    amount: str
    base: int
    pass_command: str
    steps: tuple[int, ...] = (1, 2, 5)


UI = Literal["choices", "raise", "form", "text"]
"""How a decision is best answered: `choices` (buttons or a menu of legal commands, by DM),
`raise` (public raise buttons), `form` (a private form), `text` (typed commands only)."""


class Decision(BaseModel):
    """Something the game waits for: who, what, and what happens if a moderator forces it.
    Every serialized field is public: whom the game waits for never depends on a secret."""

    model_config = ConfigDict(frozen=True)

    seat: str
    kind: str
    prompt: Say
    secret: bool = False
    default: dict[str, Any] | None = Field(None, exclude=True)
    """The command (registry JSON) applied when a deadline passes or a moderator forces it.
    The one private field: it may name the seat's own secrets (the leader it would keep as
    traitor, a Cheap Hero in its hand), so it is never serialized: no view, message or log
    line made from a decision can show it."""
    ui: UI = "choices"
    raise_: Raise | None = None
    """For `ui="raise"`: the public raise."""
    key: str = ""
    """Which occurrence of its kind this decision is (public: the lot of an auction, the
    turn), so that a button posted for one is refused once another is open. Empty: the
    kind alone tells them apart."""

    def token(self) -> str:
        """A short public id of this occurrence (its kind and key), carried by the buttons
        posted for it: a press whose token no longer matches an open decision is stale."""
        return hashlib.sha256(f"{self.kind}\0{self.key}".encode()).hexdigest()[:8]


class Result(BaseModel):
    """How a game ended, as everyone may read it: the summary posted when it ends (a
    winner, or a moderator's end). Never a secret, unless the game's rules reveal it at
    the end."""

    model_config = ConfigDict(frozen=True)

    when: Say
    """The turn or round it ended on, e.g. `Turn 7 of 15, battle`."""
    records: dict[str, Say] = Field(default_factory=dict)
    """Seat -> a short line of its public record (empty: only the seat and its side)."""


class FormField(BaseModel):
    """One field of a private form: the command argument it fills, and what to show."""

    model_config = ConfigDict(frozen=True)

    name: str
    label: Say
    description: Say
    required: bool = True
    max_length: int = 40


class Form(BaseModel):
    """A command built from a form's fields (a battle plan): the adapter reads the values
    back as text and the registry reads them as it reads a typed command."""

    model_config = ConfigDict(frozen=True)

    command: str
    title: Say
    button: Say
    fields: tuple[FormField, ...]


class Offer(BaseModel):
    """What one seat is shown for one decision, by DM only (it may name the seat's own
    secrets): the text, and the legal answers as typed commands (empty when there are too
    many to offer as buttons), or a form."""

    model_config = ConfigDict(frozen=True)

    text: Say
    choices: tuple[str, ...] = ()
    form: Form | None = None


class BoardPicture(BaseModel):
    """The public board: an SVG document and the same picture as text messages (each one a
    Discord code block within 2,000 characters). `key` changes exactly when the picture
    does, so an adapter can tell whether the board changed without comparing pictures."""

    model_config = ConfigDict(frozen=True)

    svg: str
    messages: list[str]
    key: str


class SheetSection(BaseModel):
    """One part of a seat's sheet: a title and its lines (plain text, a few words each)."""

    model_config = ConfigDict(frozen=True)

    title: Say
    lines: tuple[Say, ...]


class Sheet(BaseModel):
    """What one seat may read of its own position, in words: the `private` part of its
    view (and its own decisions, with the defaults a deadline would apply) as titled
    sections, so an adapter shows any game's secrets without knowing their names. Only the
    seat itself, or a moderator, is ever shown it."""

    model_config = ConfigDict(frozen=True)

    title: Say
    sections: tuple[SheetSection, ...]


C = TypeVar("C", bound=Command)


@dataclass(frozen=True)
class Seen:
    """All a bot may know when it decides for its seat (`engine.core.bots.seen`)."""

    seat: str
    side: str
    """The side the seat holds (its faction)."""
    turn: int
    view: Mapping[str, Any]
    """`ruleset.view(state, seat)`: the public view and the seat's private one."""
    legal: tuple[Command, ...]
    """`ruleset.legal(state, seat)`: the commands the seat's menus offer now."""
    decisions: tuple[Decision, ...]
    """What the game asks of this seat now, each with its `default`."""
    waiting: tuple[Decision, ...]
    """Every seat the game waits for now, as the table sees it (no defaults)."""
    history: tuple[Event, ...]
    """Every event this seat was told, in order: the public ones and its own."""
    seats: Mapping[str, str]
    """Seat -> side, in the game's order."""

    def own(self, kind: str) -> Decision | None:
        """This seat's decision of that kind, if the game asks it now."""
        return next((d for d in self.decisions if d.kind == kind), None)

    def of(self, kind: type[C]) -> list[C]:
        """The legal commands of that class."""
        return [c for c in self.legal if isinstance(c, kind)]


class Ruleset(Protocol):
    name: str
    title: str
    """The game's name as players read it."""
    rules_version: int
    """Raised whenever a stored state or a recorded command log of the previous version
    would no longer load or replay the same; the state model upgrades older states when
    loading them, and a log replays only under the version that recorded it."""
    registry: Registry
    state_model: type[BaseModel]
    options_model: type[BaseModel]
    """Subclasses `CoreOptions`; field descriptions are the options' help."""
    presets: Mapping[str, Preset]
    """Named option sets (`preset=<name>` on the options line), by name; may be empty."""
    sides: Sides
    topics: tuple[str, ...]
    """Reference topics the table can look up (`reference`), e.g. a board's places."""
    repaired_by: Mapping[str, object]
    """Each field of the state (`players.*.spice`) -> the moderator's repair command that
    mends it, or the `engine.core.repairs.Reason` it has none (a conformance test reads
    it)."""

    def setup(
        self, options: BaseModel, seats: list[SeatSpec], seed: int
    ) -> tuple[BaseModel, list[Event]]: ...

    def read(self, state: BaseModel, actor: str, line: str) -> Command:
        """The command a typed line spells for `actor` (a seat or the moderator) now; a
        refusal names what the actor could type instead, from its own `legal` alone."""
        ...

    def apply(self, state: BaseModel, actor: str, command: Command) -> list[Event]:
        """Validate fully, then change `state` in place; raise RuleError before any change.
        A refusal names what the actor may do instead (its own moves now)."""
        ...

    def pending(self, state: BaseModel) -> list[Decision]: ...

    def legal(self, state: BaseModel, seat: str) -> list[Command]: ...

    def offer(self, state: BaseModel, decision: Decision) -> Offer | None:
        """What the decision's seat is sent by DM (None: nothing, e.g. a `raise` or `text`
        decision). Sent for every decision of its kind whatever the seat holds, so how many
        DMs a seat gets never tells a secret."""
        ...

    def view(self, state: BaseModel, seat: str | None) -> dict[str, Any]: ...

    def sheet(self, state: BaseModel, seat: str | None) -> Sheet:
        """What `seat` keeps secret and must decide, readable (None: a spectator, who has
        no secrets). Built only from what the seat may know: the secrecy checks deal every
        other seat's secrets anew and compare."""
        ...

    def status(self, state: BaseModel) -> Status: ...

    def board(self, state: BaseModel, *, detail: bool = False,
              language: str = "en") -> BoardPicture:
        """The public board (the same for every seat): compact is one message. Its words
        (headline, legend, panel, the text map's key) are in `language`. It is the picture
        the table looks at now: a game may show another for a while (classic's arena while
        a fight is open), its `board_mark` changing with it."""
        ...

    def board_mark(self, state: BaseModel) -> tuple[str, str]:
        """(step, key), cheaply: `step` names the phase step (a player's move, one battle),
        `key` changes when the board does. Adapters post a snapshot once per step."""
        ...

    def finished(self, state: BaseModel) -> bool:
        """True once the game is over (a winner is decided): the bot then marks it finished
        and frees its channel."""
        ...

    def winners(self, state: BaseModel) -> list[str]:
        """The winning sides once finished (empty before)."""
        ...

    def result(self, state: BaseModel) -> Result:
        """The public end of the game as it stands (also when a moderator ends it early):
        the turn or round, and each seat's short record. Shown to everyone."""
        ...

    def seats(self, state: BaseModel) -> dict[str, str]:
        """Seat name -> the side it holds, in the game's order."""
        ...

    def turn(self, state: BaseModel) -> int:
        """The game's turn now, from 1 (what the game calls a turn or a round; the last
        played once it is over), so figures can be read per turn of any game."""
        ...

    def seat_of(self, state: BaseModel, name: str) -> str | None:
        """The seat named, by its seat name or its side (None if not seated)."""
        ...

    def resolve_side(self, text: str) -> str:
        """A typed side name -> its canonical name; RuleError listing the sides if unknown."""
        ...

    def sides_for(self, seats: int) -> tuple[str, ...]:
        """The sides a game of that many seats may hold, in the game's order (some sides
        play only in larger games)."""
        ...

    def vocabulary(self, kind: str) -> Iterable[str]: ...

    def reference(self, topic: str, name: str) -> tuple[dict[str, Any], str]:
        """Static facts about one named thing of a topic (data, text); RuleError if unknown."""
        ...

    def static_data(self) -> dict[str, Any]:
        """Everything the game prints in its rulebook's tables, as data."""
        ...

    def static_text(self) -> str: ...

    def random_options(self, rng: random.Random, seats: list[SeatSpec]) -> dict[str, Any]:
        """A random set of options the rules accept for these seats, for the simulator's
        and the conformance suite's games, so that every rule option is played (an option
        for some numbers of players only, with those)."""
        ...

    def choose(self, state: BaseModel, seat: str, rng: random.Random) -> Command | None:
        """A random legal command for `seat` (None if it has nothing to do): the agent of
        the simulator, the demo and the conformance suite."""
        ...

    def bot(self, seen: Seen, rng: random.Random) -> Command | None:
        """The command a bot holding the seat plays now, decided from `seen` alone (what
        the seat may know: `engine.core.bots`), never from the state; None leaves it to the
        seat's default. It plays to win."""
        ...

    def would_win(self, state: BaseModel) -> list[str]:
        """The seats that would win if the turn ended now as the board stands (an
        alliance's seats together; empty when none would, or the game is over): what the
        simulator counts as a win a player stopped."""
        ...

    def standing_orders(self, state: BaseModel, seat: str) -> list[Command]:
        """The secret standing orders a sensible player of `seat` would give now and has not
        yet (answer every traitor call for me, ...): the bench sets them to count the
        decisions that still need a person."""
        ...

    def disguise(self, state: BaseModel, seat: str | None, rng: random.Random) -> BaseModel:
        """A copy of `state` in which every secret `seat` may not know (None: a spectator)
        is dealt anew, consistently: the secrecy checks compare what the seat is shown in
        both, which must be identical."""
        ...

    def settle(self, state: BaseModel, log: EventLog) -> None:
        """Run the automatic steps until someone must decide (a repair is tried with them)."""
        ...

    def problems(self, state: BaseModel, events: Iterable[Event] = ()) -> list[str]:
        """Broken invariants of the game, in words (empty when sound): checked after every
        command in simulations and tests."""
        ...

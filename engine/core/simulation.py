"""Random legal games of any ruleset: the simulator, the demo, the benchmarks and the
conformance suite. The agents are the ruleset's own (`Ruleset.choose`), and the seats named
`bots` are played by its bot (`engine.core.bots`) from what each may know; after every
command an optional check runs, so a broken rule is caught at the command that broke it."""

from __future__ import annotations

import random
import traceback
from collections.abc import Callable, Collection
from dataclasses import dataclass, field

from pydantic import BaseModel

from .bots import bot_move
from .errors import RuleError
from .events import Event
from .ruleset import Ruleset, SeatSpec
from .session import Origin, Session
from .words import say

Check = Callable[[Session, list[Event]], None]


@dataclass
class Outcome:
    session: Session
    commands: int = 0
    events: list[Event] = field(default_factory=list)
    fallbacks: int = 0
    """Bot moves the rules refused, replaced by the seat's default (`bot_move`)."""
    threats: dict[int, frozenset[str]] = field(default_factory=dict)
    """Turn -> the seats seen able to win at its end (`Ruleset.would_win`), when watched."""


def sample_origin(ruleset: Ruleset, seed: int, players: int | None = None,
                  options: dict | None = None) -> Origin:
    """A game of `players` seats (random within the ruleset's limits if None) in a random
    order; each seat either asks for a side drawn from those a game of that size may hold
    or, as a player joining without one does, leaves it to the game. The options are
    those given, or (None) a random set the ruleset draws, so its rule options are
    played too."""
    rng = random.Random(seed)
    sides = ruleset.sides
    n = players or rng.randint(sides.min_seats, sides.max_seats)
    drawn = rng.sample(list(ruleset.sides_for(n)), n)
    seats = [SeatSpec(name=f"p{i + 1}", side=side if rng.random() < 0.5 else None)
             for i, side in enumerate(drawn)]
    if options is None:
        options = ruleset.random_options(rng, seats)
    return Origin(ruleset=ruleset.name, options=options, seats=seats, seed=seed)


def play(
    ruleset: Ruleset,
    origin: Origin,
    *,
    seed: int,
    until: Callable[[BaseModel], bool] | None = None,
    max_commands: int = 20_000,
    check: Check | None = None,
    on_events: Callable[[list[Event]], None] | None = None,
    before_command: Callable[[Session], None] | None = None,
    bots: Collection[str] = (),
    watch: bool = False,
) -> Outcome:
    """Play until `until(state)` holds (default: the game is over); a seat the game waits
    for, drawn at random, plays: a random legal command, or its bot's move if it is one of
    `bots`. `before_command` sees the game before each command and may play commands of its
    own (the bench's standing orders). `watch` records who could win each turn."""
    done = until or ruleset.finished
    session, events = Session.new(ruleset, origin)
    outcome = Outcome(session=session)
    told: list[Event] = list(events) if bots else []
    if on_events:
        on_events(events)
    rng = random.Random(seed)
    while not done(session.state) and outcome.commands < max_commands:
        if before_command:
            before_command(session)
        decisions = ruleset.pending(session.state)
        if not decisions:
            break
        seat = rng.choice(decisions).seat
        if seat in bots:
            move = bot_move(ruleset, session.state, seat, told, rng)
            command = move.command if move else None
            outcome.fallbacks += bool(move and move.fallback)
        else:
            command = ruleset.choose(session.state, seat, rng)
        if command is None:
            raise AssertionError(f"{seat} is awaited but has no legal command")
        try:
            events = session.advance(seat, command)  # a refusal ends the game: no copy kept
        except RuleError as err:
            raise AssertionError(f"legal command refused: {seat}: {command!r}: {err}") from err
        outcome.commands += 1
        if bots:
            told.extend(events)
        if watch:
            _watch(ruleset, session.state, outcome)
        if on_events:
            on_events(events)
        if check:
            check(session, events)
    return outcome


def _watch(ruleset: Ruleset, state: BaseModel, outcome: Outcome) -> None:
    """Add the seats that could win at the end of this turn to the turn's threats."""
    threat = ruleset.would_win(state)
    if threat:
        turn = ruleset.turn(state)
        outcome.threats[turn] = outcome.threats.get(turn, frozenset()) | frozenset(threat)


@dataclass(frozen=True)
class Summary:
    """One checked game, small enough to send back from a worker process."""

    seed: int
    players: int
    commands: int
    status: str
    winners: tuple[str, ...]
    figures: dict[str, int] = field(default_factory=dict)
    """Numbers a ruleset reports about the game (the turn it ended on ...)."""
    error: str | None = None
    bot_sides: tuple[str, ...] = ()
    """The sides bots held."""
    sides: tuple[str, ...] = ()
    """The sides any seat held (a game may be won by a side no one plays)."""
    fallbacks: int = 0
    threatened: int = 0
    """Turns at whose end some seat or alliance could have won as the board stood."""
    stopped: int = 0
    """Of those, the turns the game did not end with them winning."""


def checked_game(ruleset: Ruleset, origin: Origin, seed: int, *,
                 observe: Check | None = None,
                 figures: Callable[[Session], dict[str, int]] | None = None,
                 bots: Collection[str] = ()) -> Summary:
    """A complete random game with the ruleset's invariants checked after every command and
    the command log replayed at the end, which must rebuild the final state exactly. The
    seats named `bots` are played by the ruleset's bot; who could win each turn is
    watched."""

    def check(session: Session, events: list[Event]) -> None:
        broken = ruleset.problems(session.state, events)
        if broken:
            raise AssertionError("; ".join(broken))
        if observe:
            observe(session, events)

    try:
        outcome = play(ruleset, origin, seed=seed, check=check, bots=bots, watch=True)
        state = outcome.session.state
        again = Session.replay(ruleset, outcome.session.origin, outcome.session.log)
        if again.state.model_dump_json() != state.model_dump_json():
            raise AssertionError("replaying the log did not rebuild the final state")
        if not ruleset.finished(state):
            raise AssertionError(f"game stopped unfinished: {say(ruleset.status(state).line)}")
    except Exception as err:  # any failure is reported with its seed
        where = traceback.extract_tb(err.__traceback__)[-1]
        return Summary(seed, len(origin.seats), 0, "", (),
                       error=f"{type(err).__name__}: {err} ({where.filename}:{where.lineno})")
    sides = ruleset.seats(state)
    winners = tuple(ruleset.winners(state))
    return Summary(seed, len(origin.seats), outcome.commands, say(ruleset.status(state).line),
                   winners, figures(outcome.session) if figures else {},
                   bot_sides=tuple(sides[s] for s in bots),
                   sides=tuple(sides.values()),
                   fallbacks=outcome.fallbacks,
                   threatened=len(outcome.threats),
                   stopped=_stopped(ruleset, state, outcome, winners))


def _stopped(ruleset: Ruleset, state: BaseModel, outcome: Outcome,
             winners: tuple[str, ...]) -> int:
    """The turns whose threat did not come true: every turn but the last, and the last
    unless one of those who threatened then won."""
    sides = ruleset.seats(state)
    last = ruleset.turn(state)
    came_true = any(sides[s] in winners for s in outcome.threats.get(last, ()))
    return len(outcome.threats) - came_true

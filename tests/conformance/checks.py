"""The checks every ruleset passes, over random legal games played to the end.

Each check takes a ruleset and a game (or one step of it) and raises AssertionError naming
the step, the seat and what went wrong; `test_conformance.py` runs them over every ruleset
of the catalog and the test-only Pebbles. The games are played by the ruleset's own agent
(`Ruleset.choose`) and walked again from their origin, one command at a time.
"""

from __future__ import annotations

import contextlib
import functools
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

from bot.png import WIDTH, png_size, svg_to_png
from engine.core import (
    MODERATOR,
    MODERATOR_SEAT,
    PUBLIC,
    Command,
    Event,
    LoggedCommand,
    Origin,
    RuleError,
    Ruleset,
    Session,
    to_seat,
)
from engine.core.commands import Param
from engine.core.simulation import play, sample_origin
from engine.render import text as render
from engine.rulesets.catalog import RULESETS
from engine.rulesets.classic.view import board_text

from .pebbles import PEBBLES

SUBJECTS: tuple[Ruleset, ...] = (*RULESETS.values(), PEBBLES)
"""Every ruleset the bot can run, and the smallest game the protocol allows."""

DISCORD_MESSAGE = 2000
"""Characters in one Discord message."""
DISCORD_UPLOAD = 10 * 1024 * 1024
"""Bytes in one file attached to a Discord message (a server without boosts)."""

JUNK_WORDS = ("", " ", "none", "all", "off", "pass", "yes", "-1", "0", "99", "mod",
              "Ünïcødé ☃", "\u202eevil", "x" * 600)
"""Text arguments a careless or hostile player might type."""

STRANGERS = ("mod", "nobody", "", "MOD", " mod ")
"""Actors besides the seats: the moderator, and names that hold no seat."""


@contextlib.contextmanager
def remembered_renders(size: int = 64) -> Iterator[None]:
    """Within the block, classic's board draws each distinct SVG as text once: the checks
    draw the board of a step again for every seat's disguise, and again in later checks,
    and the SVG is mostly the same. `render_text` is a pure function of its arguments, so a
    remembered render is the render; a disguise that changed the SVG draws anew."""
    drawn = functools.lru_cache(maxsize=size)(render.render_text)
    real, board_text.render_text = board_text.render_text, drawn
    try:
        yield
    finally:
        board_text.render_text = real


def played(ruleset: Ruleset, seed: int) -> Session:
    """A random legal game of `ruleset`, played to the end by its own agent. Several test
    modules walk the same seeded games: each is played once a run, and every caller gets
    a session of its own (the same origin, log and final state)."""
    key = (ruleset.name, seed)
    if key not in _PLAYED:
        game = play(ruleset, sample_origin(ruleset, seed), seed=seed).session
        _PLAYED[key] = (game.origin, tuple(game.log), type(game.state),
                        game.state.model_dump_json())
    origin, log, model, state = _PLAYED[key]
    session = Session(ruleset, origin, model.model_validate_json(state))
    session.log = list(log)
    return session


_PLAYED: dict[tuple[str, int], tuple[Origin, tuple[LoggedCommand, ...], type[BaseModel], str]] = {}


@dataclass
class Step:
    """The game after `index` commands of its log, and the events of the last one."""

    session: Session
    index: int
    events: list[Event]


def steps(ruleset: Ruleset, game: Session) -> Iterator[Step]:
    """The game rebuilt from its origin: after set-up (index 0), then after each command.
    The same Session object is yielded each time, a step later."""
    session, events = Session.new(ruleset, game.origin)
    yield Step(session, 0, events)
    for index, entry in enumerate(game.log, 1):
        events = session.apply(entry.actor, ruleset.registry.load(entry.command))
        yield Step(session, index, events)


def sampled(ruleset: Ruleset, game: Session, rng: random.Random,
            rate: float) -> Iterator[Step]:
    """The steps worth an expensive check: the first of each kind of wait (which decisions
    the game waits for), so rare moments are never skipped, and a random share of the rest."""
    seen: set[tuple[str, ...]] = set()
    for step in steps(ruleset, game):
        kinds = tuple(sorted({d.kind for d in ruleset.pending(step.session.state)}))
        if kinds not in seen or rng.random() < rate:
            seen.add(kinds)
            yield step


def copy_of(session: Session) -> Session:
    """An independent session at the same point, to try commands on."""
    state = type(session.state).model_validate_json(session.state.model_dump_json())
    twin = Session(session.ruleset, session.origin, state)
    twin.log = list(session.log)
    return twin


def where(step: Step) -> str:
    """The step as a failure names it: enough to replay the game to it."""
    ruleset = step.session.ruleset
    return (f"seed {step.session.origin.seed}, command {step.index} "
            f"({ruleset.status(step.session.state).line})")


# -- 1. invariants, and where events go ----------------------------------------------------------


def check_invariants(ruleset: Ruleset, step: Step) -> None:
    """The ruleset's own invariants hold after the step's command."""
    broken = ruleset.problems(step.session.state, step.events)
    assert not broken, f"{where(step)}: " + "; ".join(broken)


def misaddressed(events: list[Event], seats: list[str]) -> list[Event]:
    """Events addressed to nobody in the game: not the public, not the moderators, not a
    seat (a private message to `seat:harkonnen` where the seat is called `h` would reach a
    stranger of that name, or nobody)."""
    audiences = {PUBLIC, MODERATOR} | {to_seat(seat) for seat in seats}
    return [e for e in events if e.audience not in audiences]


def check_audiences(ruleset: Ruleset, step: Step) -> None:
    wrong = misaddressed(step.events, list(ruleset.seats(step.session.state)))
    assert not wrong, f"{where(step)}: events to no one in the game: {wrong}"


# -- 3. secrecy by non-interference --------------------------------------------------------------


@dataclass
class Tally:
    """How many disguises were compared, and how many changed the state at all."""

    compared: int = 0
    changed: int = 0


def shown_to_all(ruleset: Ruleset, state: BaseModel) -> dict[str, Any]:
    """Everything anyone is shown: the public view, the status, the result summary (which
    a moderator may post at any moment by ending the game), both boards, the board mark,
    and whom the game waits for (every serialized field of every decision)."""
    compact, detail = ruleset.board(state), ruleset.board(state, detail=True)
    return {
        "public view": ruleset.view(state, None),
        "status": ruleset.status(state).model_dump(),
        "result": ruleset.result(state).model_dump(),
        "board": (compact.messages, compact.key),
        "detailed board": (detail.messages, detail.key),
        "board mark": ruleset.board_mark(state),
        "pending": [d.model_dump() for d in ruleset.pending(state)],
    }


def shown_to(ruleset: Ruleset, state: BaseModel, seat: str | None) -> dict[str, Any]:
    """What only `seat` is shown: its view, its sheet (`/game view`), and the offer and
    the default of each of its own decisions (a default may name the seat's own secrets,
    never another's)."""
    return {
        "view": ruleset.view(state, seat),
        "sheet": ruleset.sheet(state, seat).model_dump(),
        "defaults": [d.default for d in ruleset.pending(state) if d.seat == seat],
        "offers": [_dump(ruleset.offer(state, d)) for d in ruleset.pending(state)
                   if d.seat == seat],
    }


def _dump(offer: BaseModel | None) -> dict[str, Any] | None:
    return offer.model_dump() if offer is not None else None


def check_secrecy(ruleset: Ruleset, step: Step, rng: random.Random, tally: Tally) -> None:
    """For each seat and the spectator: dealing anew every secret the seat may not know
    changes nothing it is shown; the disguised state is a sound one; the real state is
    untouched."""
    state = step.session.state
    before = state.model_dump_json()
    public = shown_to_all(ruleset, state)
    for seat in [*ruleset.seats(state), None]:
        other = ruleset.disguise(state, seat, rng)
        assert state.model_dump_json() == before, f"{where(step)}: disguise changed the state"
        broken = ruleset.problems(other)
        assert not broken, f"{where(step)}: disguise for {seat} is unsound: {broken}"
        real = public | shown_to(ruleset, state, seat)
        fake = shown_to_all(ruleset, other) | shown_to(ruleset, other, seat)
        compare(step, seat, real, fake)
        tally.compared += 1
        tally.changed += other.model_dump_json() != before


def check_pending_secrecy(ruleset: Ruleset, step: Step, rng: random.Random) -> None:
    """Whom the game waits for (every serialized field of every decision), and the
    defaults of a seat's own decisions, are the same whatever the secrets the seat may not
    know: the cheap half of `check_secrecy`."""
    state = step.session.state
    for seat in [*ruleset.seats(state), None]:
        other = ruleset.disguise(state, seat, rng)
        compare(step, seat, _waiting(ruleset, state, seat), _waiting(ruleset, other, seat))


def _waiting(ruleset: Ruleset, state: BaseModel, seat: str | None) -> dict[str, Any]:
    decisions = ruleset.pending(state)
    return {"pending": [d.model_dump() for d in decisions],
            "defaults": [d.default for d in decisions if d.seat == seat]}


def compare(step: Step, seat: str | None, real: dict[str, Any], fake: dict[str, Any]) -> None:
    for what in real:
        assert real[what] == fake[what], (
            f"{where(step)}: {what} shown to {seat or 'a spectator'} depends on a secret: "
            f"{first_difference(real[what], fake[what])}")


def first_difference(a: Any, b: Any, path: str = "") -> str:
    """Where two nested values first differ, and both values there."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in [*a, *(k for k in b if k not in a)]:
            if a.get(key) != b.get(key):
                return first_difference(a.get(key), b.get(key), f"{path}.{key}")
    if isinstance(a, list | tuple) and isinstance(b, list | tuple) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return first_difference(x, y, f"{path}[{i}]")
    return f"at {path or 'the top'}: {a!r} != {b!r}"


def own_facts(ruleset: Ruleset, state: BaseModel, seat: str) -> dict[str, Any]:
    """What the seat holds or knows of its own, as `path: value` leaves: its private view,
    and its record in the public view (a mapping filed under its seat or its side in a part
    of the public view, as its spice and reserves beside the board). A leaf that is None
    (a count a game shows only in some phases) is left out."""
    view = ruleset.view(state, seat)
    names = {seat, ruleset.seats(state)[seat]}
    public = view.get("public") or {}
    records = {f"{part}.{name}": value[name] for part, value in public.items()
               if isinstance(value, dict)
               for name in names if isinstance(value.get(name), dict)}
    return dict(_leaves({"private": view.get("private"), "public": records}))


def _leaves(value: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _leaves(inner, f"{path}.{key}")
    elif value is not None:
        yield path, value


def check_sheet_full(ruleset: Ruleset, step: Step, rng: random.Random,
                     seen: dict[tuple[str, str], tuple[dict[str, Any], str]]) -> None:
    """A seat's sheet tells it everything it holds or knows: two moments whose sheets read
    alike hold the same facts of the seat's own (`own_facts`, compared where both moments
    show them). The moments are the steps of a game (`seen` maps (seat, sheet) to the facts
    first met with it and the step) and the step with another seat's view disguised, which
    deals the seat's own secrets anew."""
    state = step.session.state
    seats = list(ruleset.seats(state))
    for seat in seats:
        sheet = ruleset.sheet(state, seat).model_dump_json()
        facts = own_facts(ruleset, state, seat)
        first, at = seen.setdefault((seat, sheet), (facts, where(step)))
        _same_facts(step, seat, at, first, facts)
        others = [s for s in seats if s != seat]
        if others:
            dealt = ruleset.disguise(state, rng.choice(others), rng)
            if ruleset.sheet(dealt, seat).model_dump_json() == sheet:
                _same_facts(step, seat, "with secrets dealt anew", facts,
                            own_facts(ruleset, dealt, seat))


def _same_facts(step: Step, seat: str, at: str, first: dict[str, Any],
                facts: dict[str, Any]) -> None:
    changed = [f"{path}: {first[path]!r} then {facts[path]!r}" for path in first
               if path in facts and first[path] != facts[path]]
    assert not changed, (f"{where(step)}: {seat}'s sheet reads as at {at}, yet its own "
                         "facts changed: " + "; ".join(changed))


# -- 4. refusals change nothing ------------------------------------------------------------------


def random_command(ruleset: Ruleset, state: BaseModel, rng: random.Random) -> Command | None:
    """A command of the registry with random or edge argument values (None if pydantic
    refuses them: such a command never reaches a ruleset)."""
    cls = rng.choice(list(ruleset.registry))
    values = {}
    for param in ruleset.registry.params(cls):
        if param.required or rng.random() < 0.6:
            values[param.alias or param.name] = _value(ruleset, state, cls, param, rng)
    try:
        return cls.model_validate(values)
    except ValidationError:
        return None


def _value(ruleset: Ruleset, state: BaseModel, cls: type[Command], param: Param,
           rng: random.Random) -> Any:
    if param.base is bool:
        return rng.random() < 0.5
    if param.base is int:
        low, high = _bounds(cls, param.name)
        return rng.choice([low, high, low + 1, high - 1, 0, 1, 2, 3, -1,
                           rng.randint(low, high)])
    names = list(param.choices) or list(ruleset.vocabulary(param.kind))
    names += list(ruleset.seats(state)) + list(ruleset.sides.names)
    return rng.choice(names) if names and rng.random() < 0.7 else rng.choice(JUNK_WORDS)


def _bounds(cls: type[Command], name: str) -> tuple[int, int]:
    low, high = -(10 ** 9), 10 ** 9
    for m in cls.model_fields[name].metadata:
        low = getattr(m, "ge", low)
        high = getattr(m, "le", high)
    return low, high


def fuzz(ruleset: Ruleset, step: Step, rng: random.Random,
         count: int) -> Iterator[tuple[str, Command]]:
    """Commands to throw at the game, `count` of each sort: random ones; legal ones with
    one argument changed at random; and for each awaited seat, legal commands of that seat
    given by another actor. The actors are seats (the awaited ones often), the moderator,
    and names that hold no seat."""
    state = step.session.state
    waiting = [d.seat for d in ruleset.pending(state)]
    for _ in range(count):
        command = random_command(ruleset, state, rng)
        if command is not None:
            yield _actor(ruleset, state, waiting, rng), command
    for seat in rng.sample(waiting, len(waiting)):
        legal = ruleset.legal(state, seat)
        for command in rng.sample(legal, min(count, len(legal))):
            changed = _mutant(ruleset, state, command, rng)
            if changed is not None:
                yield seat, changed
        others = [s for s in ruleset.seats(state) if s != seat] + list(STRANGERS)
        for command in rng.sample(legal, min(3, len(legal))):
            yield rng.choice(others), command


def _actor(ruleset: Ruleset, state: BaseModel, waiting: list[str],
           rng: random.Random) -> str:
    roll = rng.random()
    seats = list(ruleset.seats(state))
    if roll < 0.35 and waiting:
        return rng.choice(waiting)
    if roll < 0.6:
        return rng.choice(seats)
    if roll < 0.8:
        return MODERATOR_SEAT
    return rng.choice([*STRANGERS, *(s.upper() for s in seats)])


def _mutant(ruleset: Ruleset, state: BaseModel, command: Command,
            rng: random.Random) -> Command | None:
    """`command` with one argument given a random or edge value (None if it has none, or
    pydantic refuses the value)."""
    cls = type(command)
    params = ruleset.registry.params(cls)
    if not params:
        return None
    param = rng.choice(params)
    values = {p.alias or p.name: getattr(command, p.name) for p in params}
    values[param.alias or param.name] = _value(ruleset, state, cls, param, rng)
    try:
        return cls.model_validate(values)
    except ValidationError:
        return None


def check_refusals(ruleset: Ruleset, step: Step, rng: random.Random, count: int) -> int:
    """Every refused command leaves the state byte-identical and the log as it was; no
    error but a RuleError escapes. Returns how many were refused."""
    refused = 0
    trial = copy_of(step.session)
    for actor, command in fuzz(ruleset, step, rng, count):
        state, log = trial.state.model_dump_json(), list(trial.log)
        try:
            trial.apply(actor, command)
        except RuleError:
            refused += 1
            assert trial.state.model_dump_json() == state and trial.log == log, (
                f"{where(step)}: refused {actor}: {command!r} changed the game")
        except Exception as err:
            raise AssertionError(f"{where(step)}: {actor}: {command!r} raised "
                                 f"{type(err).__name__}: {err}") from err
        else:
            trial = copy_of(step.session)
    return refused


# -- 5-6. legal commands, defaults and offers are accepted --------------------------------------


def accepted(step: Step, actor: str, command: Command) -> None:
    """The command is accepted by the game as it stands (tried on a copy)."""
    try:
        copy_of(step.session).apply(actor, command)
    except RuleError as err:
        raise AssertionError(f"{where(step)}: {actor}: {command!r} refused: {err}") from err


def check_legal(ruleset: Ruleset, step: Step, rng: random.Random, per_seat: int) -> None:
    """A sample of each seat's legal commands, each standing order suggested to it, and each
    waiting seat's defaults (by a moderator's `force <seat>`), are accepted."""
    state = step.session.state
    for seat in ruleset.seats(state):
        legal = ruleset.legal(state, seat)
        for command in rng.sample(legal, min(per_seat, len(legal))):
            accepted(step, seat, command)
        for order in ruleset.standing_orders(state, seat):
            accepted(step, seat, order)
    force = ruleset.registry.get("force")
    assert force is not None, "the registry has no `force`"
    for decision in ruleset.pending(state):
        assert decision.default is not None, f"{where(step)}: {decision.kind} has no default"
        ruleset.registry.load(decision.default)
        accepted(step, MODERATOR_SEAT, force(seat=decision.seat))


def check_offers(ruleset: Ruleset, step: Step) -> int:
    """Every choice of every offer reads back through the registry as the decision's seat
    would send it, and is accepted; a form names a command with those fields. Returns how
    many choices were tried."""
    tried = 0
    for decision in ruleset.pending(step.session.state):
        offer = ruleset.offer(step.session.state, decision)
        if offer is None:
            continue
        for choice in offer.choices:
            accepted(step, decision.seat, step.session.parse(choice))
            tried += 1
        if offer.form is not None:
            cls = ruleset.registry.get(offer.form.command)
            assert cls is not None, f"{where(step)}: form of unknown `{offer.form.command}`"
            names = {p.alias or p.name for p in ruleset.registry.params(cls)}
            assert {f.name for f in offer.form.fields} <= names, (
                f"{where(step)}: form fields {offer.form.fields} not all of {names}")
    return tried


# -- 7. the board fits Discord -------------------------------------------------------------------


def check_discord_fit(ruleset: Ruleset, step: Step) -> None:
    """Each board message fits one Discord message, the compact board is one, and the
    status line is one line."""
    state = step.session.state
    compact, detail = ruleset.board(state), ruleset.board(state, detail=True)
    assert len(compact.messages) == 1, f"{where(step)}: compact board in {len(compact.messages)}"
    longest = max(len(m) for m in compact.messages + detail.messages)
    assert longest <= DISCORD_MESSAGE, f"{where(step)}: a board message of {longest} characters"
    line = ruleset.status(state).line
    assert line and "\n" not in line, f"{where(step)}: status line {line!r}"


def check_png(ruleset: Ruleset, state: Any) -> None:
    """The board's SVG draws as a PNG of the bot's width, within Discord's upload limit."""
    png = svg_to_png(ruleset.board(state).svg)
    assert png_size(png)[0] == WIDTH, f"{ruleset.name}: a PNG of {png_size(png)} pixels"
    assert len(png) <= DISCORD_UPLOAD, f"{ruleset.name}: a PNG of {len(png)} B"

"""The conformance checks can fail: a ruleset that shows a secret, a disguise that hides
nothing, and a private event sent to a faction's name instead of its seat are all caught."""

from __future__ import annotations

import random

import pytest

from engine.core import Decision, EventLog, Origin, SeatSpec, Session
from engine.core.ruleset import Sheet, SheetSection, Status
from engine.rulesets.classic.protocol.ruleset import RULESET as CLASSIC

from . import checks
from .pebbles import Pebbles, PebblesState


class StatusLeak(Pebbles):
    """Pebbles whose status line tells the sum of the secret numbers."""

    def status(self, state: PebblesState) -> Status:
        line = f"{super().status(state).line}, secrets sum to {sum(state.secrets.values())}"
        return Status(line=line, block=line)


class SheetLeak(Pebbles):
    """Pebbles whose sheet shows the seat every secret number, its own and the others'."""

    def sheet(self, state: PebblesState, seat: str | None) -> Sheet:
        lines = tuple(f"{who}: {number}" for who, number in state.secrets.items())
        return Sheet(title=str(seat), sections=(SheetSection(title="Numbers", lines=lines),))


class NoDisguise(Pebbles):
    """Pebbles whose disguise deals nothing anew."""

    def disguise(self, state: PebblesState, seat: str | None,
                 rng: random.Random) -> PebblesState:
        return state.model_copy(deep=True)


def first_step(ruleset: Pebbles) -> checks.Step:
    session, events = Session.new(ruleset, Origin(
        ruleset="pebbles", options={}, seed=1,
        seats=[SeatSpec(name="ann", side="amber"), SeatSpec(name="bo", side="jade")]))
    return checks.Step(session, 0, events)


def test_the_secrecy_check_catches_a_status_line_that_tells_a_secret():
    with pytest.raises(AssertionError, match="status shown to ann depends on a secret"):
        checks.check_secrecy(StatusLeak(), first_step(StatusLeak()), random.Random(1),
                             checks.Tally())


def test_the_secrecy_check_catches_a_sheet_that_shows_another_seats_secret():
    with pytest.raises(AssertionError, match="sheet shown to ann depends on a secret"):
        checks.check_secrecy(SheetLeak(), first_step(SheetLeak()), random.Random(1),
                             checks.Tally())


def test_the_secrecy_check_counts_a_disguise_that_changes_nothing():
    tally = checks.Tally()
    checks.check_secrecy(NoDisguise(), first_step(NoDisguise()), random.Random(1), tally)
    assert tally.compared == 3 and tally.changed == 0  # the suite requires changed >= half


class PromptLeak(Pebbles):
    """Pebbles whose waiting prompt tells the next seat's secret number."""

    def pending(self, state: PebblesState) -> list[Decision]:
        return [d.model_copy(update={"prompt": f"{d.prompt} ({state.secrets[d.seat]})"})
                for d in super().pending(state)]


class DefaultLeak(Pebbles):
    """Pebbles whose default take depends on another seat's secret number."""

    def pending(self, state: PebblesState) -> list[Decision]:
        waiting = super().pending(state)
        other = next(s for s in state.secrets if s not in {d.seat for d in waiting})
        count = 1 + state.secrets[other] % 3
        return [d.model_copy(update={"default": {"name": "take", "count": count}})
                for d in waiting]


def test_the_pending_check_catches_a_prompt_that_names_a_secret():
    with pytest.raises(AssertionError, match=r"pending shown to bo depends on a secret"):
        checks.check_pending_secrecy(PromptLeak(), first_step(PromptLeak()), random.Random(1))


def test_the_pending_check_catches_a_default_that_depends_on_another_seats_secret():
    # the default is the waiting seat's alone: it may depend on its own secrets only
    with pytest.raises(AssertionError, match=r"defaults shown to ann depends on a secret"):
        checks.check_pending_secrecy(DefaultLeak(), first_step(DefaultLeak()),
                                     random.Random(1))


def test_a_decisions_default_is_never_serialized():
    # III.E.2: the set-up traitor pick's default names a leader the seat drew
    session, _ = Session.new(CLASSIC, Origin(ruleset="classic", options={}, seed=0,
                                             seats=[SeatSpec(name="a", side="atreides"),
                                                    SeatSpec(name="e", side="emperor")]))
    decisions = CLASSIC.pending(session.state)
    assert any(d.default and d.default.get("leader") for d in decisions)
    assert all("default" not in d.model_dump() and "default" not in d.model_dump_json()
               for d in decisions)


def test_a_private_event_to_a_faction_name_instead_of_its_seat_is_misaddressed():
    # the seat `h` holds the Harkonnen: `seat:harkonnen` would reach a stranger of that name
    log = EventLog()
    log.public("bid", "Harkonnen bids 3.")
    log.private("h", "card", "You bought Lasgun.")
    log.private("harkonnen", "card", "You bought Lasgun.")
    log.moderator("note", "A repair.")
    wrong = checks.misaddressed(log.events, ["a", "h"])
    assert [e.audience for e in wrong] == ["seat:harkonnen"]


class BlindSheet(Pebbles):
    """Pebbles whose sheet never tells the seat anything."""

    def sheet(self, state: PebblesState, seat: str | None) -> Sheet:
        return Sheet(title=str(seat), sections=())


class BlindUndisguised(BlindSheet, NoDisguise):
    """A blind sheet, and a disguise that deals nothing: only the steps can catch it."""


def test_the_full_sheet_check_catches_a_sheet_that_reads_alike_as_a_secret_is_dealt():
    step = first_step(BlindSheet())
    with pytest.raises(AssertionError, match=r"ann's sheet reads as at with secrets dealt "
                       r"anew, yet its own facts changed: \.private\.secret"):
        checks.check_sheet_full(BlindSheet(), step, random.Random(1), {})


@pytest.mark.parametrize("ruleset", [BlindUndisguised(), Pebbles()], ids=["blind", "pebbles"])
def test_the_full_sheet_check_catches_a_sheet_that_reads_alike_as_a_secret_changes(ruleset):
    step = first_step(ruleset)
    seen: dict = {}
    rng = random.Random(1)
    checks.check_sheet_full(ruleset, step, rng, seen)
    step.session.state.secrets["ann"] += 1
    if isinstance(ruleset, BlindSheet):
        with pytest.raises(AssertionError, match=r"ann's sheet reads as at seed 1, command 0"):
            checks.check_sheet_full(ruleset, step, rng, seen)
    else:
        checks.check_sheet_full(ruleset, step, rng, seen)

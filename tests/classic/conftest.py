"""Helpers for classic scenario tests: start a game, play lines, expect refusals."""

from __future__ import annotations

import pytest

from engine.core import Event, Origin, RuleError, SeatSpec, Session
from engine.core.words import say
from engine.rulesets.classic.model.state import ClassicState, Phase
from engine.rulesets.classic.protocol.ruleset import RULESET

SIX = "a:atreides,h:harkonnen,e:emperor,g:guild,f:fremen,b:bene_gesserit"


class Game:
    """A session with test conveniences; every line is `<seat>: <command>`."""

    def __init__(self, seats: str = SIX, seed: int = 1, options: dict | None = None) -> None:
        specs = []
        for part in seats.split(","):
            name, _, faction = part.partition(":")
            specs.append(SeatSpec(name=name, faction=faction or None))
        self.session, self.events = Session.new(
            RULESET, Origin(ruleset="classic", options=options or {}, seats=specs, seed=seed))

    @property
    def state(self) -> ClassicState:
        return self.session.state  # type: ignore[return-value]

    def do(self, line: str) -> list[Event]:
        seat, _, text = line.partition(":")
        events = self.session.apply(seat.strip(), self.session.parse(text.strip()))
        self.events = events
        return events

    def script(self, *lines: str) -> list[Event]:
        out: list[Event] = []
        for line in lines:
            out += self.do(line)
        return out

    def rejects(self, line: str, *fragments: str) -> RuleError:
        """The command is refused, the message says why, and the state is byte-identical."""
        before = self.state.model_dump_json()
        with pytest.raises(RuleError) as err:
            self.do(line)
        assert self.state.model_dump_json() == before
        for fragment in fragments:
            assert fragment.lower() in err.value.text.lower(), err.value.text
        return err.value

    def force_until(self, phase: Phase, turn: int | None = None) -> None:
        """Apply every default (as deadlines would) until the phase (and turn) is reached."""
        for _ in range(500):
            if self.state.phase == phase and (turn is None or self.state.turn == turn):
                return
            self.do("mod: force")
        raise AssertionError(f"never reached {phase} (at {self.state.phase})")

    def public_texts(self, events: list[Event] | None = None) -> list[str]:
        return [say(e.text) for e in (self.events if events is None else events) if e.is_public]

    def seat_of(self, faction: str) -> str:
        return next(p.seat for f, p in self.state.players.items() if f.value == faction)


@pytest.fixture
def game() -> Game:
    return Game()


@pytest.fixture
def make_game():
    return Game

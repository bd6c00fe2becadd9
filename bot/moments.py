"""A game at a moment of its past: the session as it stood after a stored version, or at
the start of a turn, rebuilt from the game's origin and its command log, for the boards of
earlier moments (`/board version:` and `turn:`, the menu under `/game log`, the table's
`board version N`).

What a version is: version 0 is the game's creation, and every stored command has the next
number, as `/game log` shows beside each line. A moderator's undo is a version of its own,
and shows the board as the undo left it (the board of the version it went back to). A
version that an undo took back (a command, or an earlier undo, in the stretch it cut) shows
no board: its commands no longer hold and the game never went on from it, so it is refused
with the versions that may be shown.

Replaying is cheap beside drawing the board (a 200-command game of six seats is read and
rebuilt at its last version in under 0.1 s on a busy 2-core machine,
`python -m bench.moments`), so nothing is kept between requests: a cache would have to
follow every undo. Within one request the log is read once and walked at most once, and
the latest version is the service's session, not a replay.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime

from engine.core import LoggedCommand, RuleError, Session
from engine.core.words import T, Text

from .lookup import UserError
from .service import GameService, Told, command_chain
from .words import say


@dataclass(frozen=True)
class GameMoment:
    """The game as it stood at `version`: its turn then, when that version was played
    (Unix time) and its session (the state then, for its public board)."""

    game: int
    version: int
    latest: int
    turn: int
    played: int
    session: Session

    def title(self, when: Callable[[int], str]) -> Text:
        """The heading of this moment's board, so nobody takes it for the board now."""
        return T("bot-replay-title", game=str(self.game), version=str(self.version),
                 latest=str(self.latest), turn=str(self.turn), when=when(self.played))


def ranges(numbers: list[int]) -> str:
    """Sorted numbers in short: `0–5, 9, 11–14`."""
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][-1] + 1:
            runs[-1][1:] = [n]
        else:
            runs.append([n])
    return ", ".join("–".join(str(n) for n in run) for run in runs)


def shown_lengths(rows: list[tuple[int, str, str]]) -> tuple[list[LoggedCommand], dict[int, int]]:
    """The commands in effect now, and for each version that may be shown (0, and every
    stored one no undo took back) how many of them had been played then. A version may be
    shown when the commands in effect then all still are: exactly when as many commands in
    effect now were stored by then."""
    chain, lengths = command_chain(rows)
    live = [version for version, _ in chain]
    shown = {version: n for version, n in lengths if bisect.bisect_right(live, version) == n}
    return [command for _, command in chain], shown


class History:
    """A game's stored versions, read once for one request."""

    def __init__(self, game: int, current: tuple[int, Session], rows: list[tuple[int, str, str]],
                 times: list[tuple[int, str]]) -> None:
        self.game = game
        self.current = current[1]
        self.latest = max([current[0], *(version for version, _, _ in rows)])
        """The version now: the log's last, should a command have come since the session."""
        self.log, self.shown = shown_lengths(rows)
        self.versions = sorted(self.shown)
        self.undone = {version for version, _, _ in rows} - set(self.shown)
        self.times = {version: _unix(at) for version, at in times}

    @classmethod
    async def read(cls, service: GameService, game: int) -> History:
        """The game's versions as stored now."""
        current = await service.session(game)
        return cls(game, current, await service.store.commands(game),
                   await service.store.timeline(game))

    def at(self, *, version: int | None = None, turn: int | None = None) -> GameMoment:
        """The moment asked for by exactly one of `version` and `turn`."""
        if turn is not None and version is None:
            return self.at_turn(turn)
        if version is not None and turn is None:
            return self.at_version(version)
        raise UserError(T("bot-replay-one-moment"))

    def at_version(self, version: int) -> GameMoment:
        """The game as it stood after `version`; UserError naming the versions that may be
        shown."""
        if version not in self.shown:
            message = "bot-replay-undone" if version in self.undone else "bot-replay-no-version"
            raise UserError(T(message, game=str(self.game), version=str(version),
                              versions=ranges(self.versions)))
        played = self.shown[version]
        if played == len(self.log) == len(self.current.log):  # the game now: no replay
            return self._moment(version, self.current)
        return self._moment(version, self._replayed(self.log[:played]))

    def at_turn(self, turn: int) -> GameMoment:
        """The game at the start of `turn`: the first version at which the game's turn is
        `turn`; UserError naming the turns played so far."""
        seen: set[int] = set()
        for version, session in self._walk():
            now = session.ruleset.turn(session.state)
            if now == turn:
                return self._moment(version, session)
            seen.add(now)
        raise UserError(T("bot-replay-no-turn", game=str(self.game), turn=str(turn),
                          turns=ranges(sorted(seen))))

    def _walk(self) -> Iterator[tuple[int, Session]]:
        """Each version that may be shown, oldest first, with the session then: one replay
        of the game, a command at a time (the session yielded changes once the walk goes
        on, so a caller keeping one stops there)."""
        session = self._replayed([])
        for version in self.versions:
            played = self.shown[version]
            for entry in self.log[len(session.log):played]:
                session.apply(entry.actor, session.ruleset.registry.load(entry.command))
            yield version, session

    def _replayed(self, log: list[LoggedCommand]) -> Session:
        """The session rebuilt from the origin and `log`; a game whose log cannot be
        replayed (recorded by other rules) is refused with the reason."""
        try:
            return Session.replay(self.current.ruleset, self.current.origin, log)
        except RuleError as err:
            raise UserError(T("bot-replay-cannot-rebuild", game=str(self.game),
                              reason=err.message)) from err

    def _moment(self, version: int, session: Session) -> GameMoment:
        return GameMoment(game=self.game, version=version, latest=self.latest,
                          turn=session.ruleset.turn(session.state),
                          played=self.times.get(version, 0), session=session)


def _unix(at: str) -> int:
    """A stored time (ISO 8601, UTC when it names no zone) as Unix time."""
    when = datetime.fromisoformat(at)
    return int((when if when.tzinfo else when.replace(tzinfo=UTC)).timestamp())


def log_line(told: Told) -> Text:
    """A line of `/game log`: what was told, after the version it was told at (the
    version whose board the log's menu shows), marked when an undo took it back."""
    text = T("bot-service-taken-back", text=told.text) if told.taken_back else told.text
    return T("bot-replay-log-line", version=str(told.version), text=text)


def log_versions(history: History, told: list[Told],
                 language: str) -> list[tuple[int, str]]:
    """The versions of a log page whose board may be shown, oldest first, each with the
    first thing told at it (in `language`), for the page's menu."""
    out: dict[int, str] = {}
    for entry in told:
        if entry.version in history.shown:
            out.setdefault(entry.version, say(entry.text, language))
    return list(out.items())

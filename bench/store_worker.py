"""One bot process of the storage benchmark (`bench.stores`), run as its own subprocess
with its own store: it plays classic games through `GameService.execute` for a window
of time, each game's commands those the random agents played in it (played beforehand),
and prints, as one JSON line, how long each durable command took.

The parent writes a run's settings as a JSON line; the process opens the database (its own
store, its own connections) and warms its cache, says `ready`, and starts when the parent
writes `go`, so every process of a run plays in the same window. Each command is the
log's for the version the process last saw, sent with `at_version`: when another process
moved the game on first, the service does nothing (a lost race, counted) and the process
looks again, as a player would.
"""

from __future__ import annotations

import asyncio
import functools
import json
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import asdict, dataclass, field
from typing import Any

from bot.service import GameService
from bot.storage import open_store
from bot.storage.errors import VersionConflict
from bot.storage.protocol import Store
from engine.core import LoggedCommand, Origin
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import play, random_origin


@dataclass
class Span:
    """Where one command's time went: taking the game's cross-process hold (waiting while
    another process has it), in the store's commit (the write, and the end of the hold
    when the hold is the transaction), and in every store call together (the commit, the
    version check, reloads)."""

    waited: float = 0.0
    commit: float = 0.0
    store: float = 0.0


class TimedStore:
    """The process's store, with the time of each call added to the current command's
    `Span`; everything else is the store's own."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self.span = Span()

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._store, name)
        if not asyncio.iscoroutinefunction(found):
            return found

        async def timed(*args: Any, **kwargs: Any) -> Any:
            return await self._timed(found, *args, **kwargs)

        return timed

    async def _timed(self, call: Callable[..., Awaitable[Any]], *args: Any,
                     **kwargs: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return await call(*args, **kwargs)
        finally:
            self.span.store += time.perf_counter() - t0

    async def commit(self, game_id: int, **kwargs: Any) -> int:
        t0 = time.perf_counter()
        try:
            return await self._store.commit(game_id, **kwargs)
        finally:
            spent = time.perf_counter() - t0
            self.span.commit += spent
            self.span.store += spent

    @asynccontextmanager
    async def serialised(self, game_id: int) -> AsyncIterator[None]:
        t0 = time.perf_counter()
        held = self._store.serialised(game_id)
        await held.__aenter__()
        entered = time.perf_counter()
        self.span.waited += entered - t0
        try:
            yield
        except BaseException as err:
            if not await held.__aexit__(type(err), err, err.__traceback__):
                raise
        else:
            t1 = time.perf_counter()
            await held.__aexit__(None, None, None)
            ended = time.perf_counter() - t1
            self.span.commit += ended
            self.span.store += ended


@dataclass
class Played:
    """What one process measured: per durable command, the whole `execute` and its parts
    (seconds); the lost races; the process's CPU seconds in the window."""

    execute: list[float] = field(default_factory=list)
    commit: list[float] = field(default_factory=list)
    store: list[float] = field(default_factory=list)
    waited: list[float] = field(default_factory=list)
    lost: int = 0
    cpu: float = 0.0


class Player:
    """Plays its games in turn (the hot game's, shared with the other processes, or its
    own several), one command at a time: each game's next command in its played log."""

    def __init__(self, service: GameService, store: TimedStore, games: dict[int, int]) -> None:
        self.service, self.store = service, store
        self.logs = {game_id: log_of(seed) for game_id, seed in games.items()}
        self.played = Played()

    async def play(self, seconds: float) -> Played:
        """Commands until `seconds` have passed, or every game has ended."""
        cpu0, end = time.process_time(), time.perf_counter() + seconds
        games, turn = list(self.logs), 0
        while games and time.perf_counter() < end:
            game_id = games[turn % len(games)]
            turn += 1
            if not await self.one_command(game_id):
                games.remove(game_id)
        self.played.cpu = time.process_time() - cpu0
        return self.played

    async def one_command(self, game_id: int) -> bool:
        """The game's next command as this process last saw it; False when the game has
        played its whole log."""
        version, _ = await self.service.session(game_id)
        log = self.logs[game_id]
        if version >= len(log):
            return False
        command = RULESET.registry.load(log[version].command)
        self.store.span = span = Span()
        t0 = time.perf_counter()
        try:
            done = await self.service.execute(game_id, log[version].actor, command,
                                              at_version=version)
        except VersionConflict:
            done = None
        spent = time.perf_counter() - t0
        if done is None:
            self.played.lost += 1
            return True
        for name, value in (("execute", spent), ("commit", span.commit),
                            ("store", span.store), ("waited", span.waited)):
            getattr(self.played, name).append(value)
        return True


def origin_of(seed: int) -> Origin:
    """A 6-faction classic game; the same seed, the same game."""
    return random_origin(seed, players=6)


@functools.cache
def log_of(seed: int) -> list[LoggedCommand]:
    """The commands of the game of `seed` played by the random agents to its end, played
    once per process before any window opens: the windows time the bot and the database,
    not the agents choosing."""
    return play(origin_of(seed), seed=seed).session.log


async def new_game(service: GameService, seed: int) -> int:
    """The game of `seed`, without a channel: its commands store state, command and
    events, and owe no messages (no board pictures drawn), so the figure is the
    database's and the engine's, not the renderer's."""
    game_id, _ = await service.create(origin_of(seed))
    return game_id


async def run(where: str, games: dict[str, int], own_games: int, seconds: float, seed: int,
              synchronous: str) -> Played:
    """One run: open the store, make or warm the games (game id -> seed, JSON's string
    keys), wait for `go`, play, close."""
    async with await open_store(where, synchronous=synchronous) as opened:
        store = TimedStore(opened)
        service = GameService(store)  # type: ignore[arg-type]  # a Store in all but name
        mine = {int(game_id): game_seed for game_id, game_seed in games.items()}
        for n in range(own_games):
            mine[await new_game(service, seed * 1000 + n)] = seed * 1000 + n
        player = Player(service, store, mine)
        for game_id in mine:
            await service.session(game_id)
        print("ready", flush=True)
        await _line()
        return await player.play(seconds)


async def _line() -> str:
    return await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)


async def serve() -> None:
    """Runs, one per line of settings from the parent, until it closes our input: the
    process imports the engine once and serves every run of the benchmark."""
    while settings := await _line():
        played = await run(**json.loads(settings))
        print(json.dumps(asdict(played)), flush=True)


if __name__ == "__main__":
    asyncio.run(serve())

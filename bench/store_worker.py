"""One bot process of the storage benchmark (`bench.stores`), run as its own subprocess
with its own store: it plays random classic games through `GameService.execute` for a
window of time and prints, as one JSON line, how long each durable command took.

The parent writes a run's settings as a JSON line; the process opens the database (its own
store, its own connections) and warms its cache, says `ready`, and starts when the parent
writes `go`, so every process of a run plays in the same window. Each command is chosen
for the version the process last saw and sent with `at_version`: when another process
moved the game on first, the service does nothing (a lost race, counted) and the process
chooses again on the new state, as a player would.
"""

from __future__ import annotations

import asyncio
import json
import random
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
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.protocol import agents
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import random_origin


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
    """Plays its games in turn (one game, shared with other processes, for the hot game;
    its own several for many games), one command at a time."""

    def __init__(self, service: GameService, store: TimedStore, games: list[int],
                 seed: int) -> None:
        self.service, self.store, self.games = service, store, games
        self.rng = random.Random(seed)
        self.played = Played()

    async def play(self, seconds: float, shared: bool) -> Played:
        """Commands until `seconds` have passed; a game that ends is dropped, and a
        process that plays its own games starts a new one in its place."""
        cpu0, end = time.process_time(), time.perf_counter() + seconds
        turn = 0
        while self.games and time.perf_counter() < end:
            game_id = self.games[turn % len(self.games)]
            turn += 1
            if not await self.one_command(game_id):
                self.games.remove(game_id)
                if not shared:
                    self.games.append(await new_game(self.service, self.rng.randrange(10**6)))
        self.played.cpu = time.process_time() - cpu0
        return self.played

    async def one_command(self, game_id: int) -> bool:
        """One random legal command for the game as this process last saw it; False when
        the game has ended."""
        version, session = await self.service.session(game_id)
        decisions = RULESET.pending(session.state)
        if session.state.phase == Phase.ENDED or not decisions:
            return False
        seat = self.rng.choice(decisions).seat
        command = agents.choose(session.state, seat, self.rng)
        self.store.span = span = Span()
        t0 = time.perf_counter()
        try:
            done = await self.service.execute(game_id, seat, command, at_version=version)
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


async def new_game(service: GameService, seed: int) -> int:
    """A 6-faction classic game without a channel: its commands store state, command and
    events, and owe no messages (no board pictures drawn), so the figure is the
    database's and the engine's, not the renderer's."""
    game_id, _ = await service.create(random_origin(seed, players=6))
    return game_id


async def run(where: str, games: list[int], own_games: int, seconds: float, seed: int,
              synchronous: str) -> Played:
    """One run: open the store, make or warm the games, wait for `go`, play, close."""
    async with await open_store(where, synchronous=synchronous) as opened:
        store = TimedStore(opened)
        service = GameService(store)  # type: ignore[arg-type]  # a Store in all but name
        for n in range(own_games):
            games.append(await new_game(service, seed * 1000 + n))
        for game_id in games:
            await service.session(game_id)
        print("ready", flush=True)
        await _line()
        return await Player(service, store, games, seed).play(seconds, shared=not own_games)


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

"""Durable commands per second and per command, PostgreSQL beside SQLite: 1, 2 and 4 bot
processes (real subprocesses, each with its own store, `bench.store_worker`) on one
database, for one hot game (every process plays the same game, so its commands queue on
the game's hold) and for many games (each process plays its own).

A command is durable when `GameService.execute` returns, so that is the figure: from the
call to the return. The store's commit alone (the write and the transaction's end) is
given beside it, since the engine's work is no database's. PostgreSQL is a throwaway
server in a temporary folder with the server's default durability (fsync on,
synchronous_commit on); SQLite is a file with synchronous=FULL, the setting that is as
durable. Then what limits the figures, measured: a bare one-row durable commit, the WAL
flushes per command and their time, the statements per command, the engine's share.
"""

from __future__ import annotations

import asyncio
import functools
import itertools
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import asyncpg

from bot.service import GameService
from bot.storage import open_store
from bot.storage.pg_server import LocalServer, binaries, throwaway

from .store_worker import new_game

PROCESSES = (1, 2, 4)
Counts = Callable[[], Awaitable[dict[str, float]]]
GAMES = 3
"""Games a run plays in turn: the hot games all processes share, or each process's own;
some 700 commands each, more than a window takes."""
RESET = 4
"""Statements in the pool's reset of a connection given back (CLOSE ALL, the advisory
unlock, RESET ALL, UNLISTEN *), sent as one round trip."""
LINE = 1 << 24
"""The longest line a process may answer with (its timings: some 20 bytes a command)."""
SERVER = {"track_wal_io_timing": "on", "shared_preload_libraries": "pg_stat_statements"}
"""Only what lets the server count its WAL flushes and statements; durability stays the
default."""


@dataclass
class Run:
    """One run's figures, put together from its processes (seconds)."""

    store: str
    workload: str
    processes: int
    seconds: float
    execute: list[float]
    commit: list[float]
    outside: list[float]
    waited: list[float]
    lost: int
    cpu: float
    server: dict[str, float]
    """The server's counts over the window (WAL flushes, their ms, statements); empty for
    SQLite."""

    @property
    def rate(self) -> float:
        return len(self.execute) / self.seconds

    def flushes(self) -> str:
        """WAL flushes per command, and each one's milliseconds: '-' for SQLite."""
        if not self.server or not self.execute:
            return "-"
        syncs = self.server["syncs"]
        return (f"{syncs / len(self.execute):.2f}x"
                f"{self.server['sync_ms'] / max(syncs, 1):.2f}")

    def line(self) -> str:
        return (f"  {self.store:<11} {self.workload:<10} {self.processes:>5} "
                f"{self.rate:>7,.0f} {_ms(self.execute):>13} {_ms(self.commit):>13} "
                f"{_ms(self.waited):>13} {_ms(self.outside):>11} {self.flushes():>10} "
                f"{self.lost:>5}")


HEADER = (f"  {'database':<11} {'workload':<10} {'procs':>5} {'cmds/s':>7} "
          f"{'execute ms':>13} {'commit ms':>13} {'hold ms':>13} {'engine ms':>11} "
          f"{'WAL flush':>10} {'lost':>5}\n"
          f"  {'':<11} {'':<10} {'':>5} {'':>7} {'median/p99':>13} {'median/p99':>13} "
          f"{'median/p99':>13} {'median/p99':>11} {'n x ms':>10} {'races':>5}")


def _ms(values: Sequence[float]) -> str:
    if not values:
        return "-"
    return f"{statistics.median(values) * 1e3:.2f}/{p99(values) * 1e3:.2f}"


def p99(values: Sequence[float]) -> float:
    """The 99th percentile (the value 99% of commands stay at or under)."""
    ordered = sorted(values)
    return ordered[max(0, -(-len(ordered) * 99 // 100) - 1)]


class Processes:
    """The bot processes of a benchmark: started once (each imports the engine once), then
    given one run after another; `async with Processes(n) as processes`."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.running: list[asyncio.subprocess.Process] = []

    async def __aenter__(self) -> Processes:
        root = Path(__file__).resolve().parent.parent
        for _ in range(self.count):
            self.running.append(await asyncio.create_subprocess_exec(
                sys.executable, "-m", "bench.store_worker", cwd=root, limit=LINE,
                stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE))
        return self

    async def __aexit__(self, *exc: object) -> None:
        for process in self.running:
            if process.returncode is None:
                assert process.stdin is not None
                process.stdin.close()
        for process in self.running:
            try:
                await asyncio.wait_for(process.wait(), 10)
            except TimeoutError:
                process.kill()
                await process.wait()

    async def run(self, count: int, settings: list[dict],
                  counts: Counts | None = None) -> tuple[list[dict], dict[str, float]]:
        """The first `count` processes play one run together: each is sent its settings,
        and all start when all are ready. With `counts`, what the server counted from the
        start to the end of the window."""
        chosen = self.running[:count]
        for process, given in zip(chosen, settings, strict=True):
            await _say(process, json.dumps(given))
        for process in chosen:
            if await _hear(process) != "ready":
                raise RuntimeError("a benchmark process failed to start its run")
        before = await counts() if counts else {}
        for process in chosen:
            await _say(process, "go")
        played = [json.loads(await _hear(process)) for process in chosen]
        after = await counts() if counts else {}
        return played, {key: after[key] - before[key] for key in after}


async def _say(process: asyncio.subprocess.Process, line: str) -> None:
    assert process.stdin is not None
    process.stdin.write(line.encode() + b"\n")
    await process.stdin.drain()


async def _hear(process: asyncio.subprocess.Process) -> str:
    assert process.stdout is not None
    line = await process.stdout.readline()
    if not line:
        raise RuntimeError(f"a benchmark process ended (exit {await process.wait()})")
    return line.decode().strip()


async def measure(processes: Processes, where: str, *, count: int, hot: bool,
                  seconds: float, games: int = GAMES, label: str = "",
                  synchronous: str = "FULL", counts: Counts | None = None) -> Run:
    """One run: `count` processes on the database at `where` (made ready here), started
    together, each playing for `seconds`; `counts`, the server's counters to difference
    over the window."""
    shared: dict[int, int] = {}
    async with await open_store(where, synchronous=synchronous) as store:
        if hot:
            service = GameService(store)
            shared = {await new_game(service, seed): seed for seed in range(games)}
    settings = [{"where": where, "games": shared, "own_games": 0 if hot else games,
                 "seconds": seconds, "seed": seed, "synchronous": synchronous}
                for seed in range(1, count + 1)]
    played, counted = await processes.run(count, settings, counts)
    return _combine(label or _label(where), "hot game" if hot else "many games",
                    count, seconds, played, counted)


def _combine(store: str, workload: str, processes: int, seconds: float,
             played: list[dict], counted: dict[str, float]) -> Run:
    def every(name: str) -> list[float]:
        return list(itertools.chain.from_iterable(p[name] for p in played))

    outside = [e - s - w for e, s, w in zip(every("execute"), every("store"),
                                            every("waited"), strict=True)]
    return Run(store, workload, processes, seconds, every("execute"), every("commit"),
               outside, every("waited"), sum(p["lost"] for p in played),
               sum(p["cpu"] for p in played), counted)


def _label(where: str) -> str:
    return "postgresql" if where.startswith("postgres") else "sqlite"


async def server_runs(processes: Processes, server: LocalServer, seconds: float,
                      counts: Sequence[int] = PROCESSES) -> list[Run]:
    """Every PostgreSQL run, each on a new database, with the server's counts."""
    return [await server_run(processes, server, seconds, n, hot)
            for hot, n in itertools.product((True, False), counts)]


async def server_run(processes: Processes, server: LocalServer, seconds: float, count: int,
                     hot: bool, durable: bool = True) -> Run:
    """One run on a new database of the server; not `durable`: with synchronous_commit
    off for that database, so a commit returns before its WAL flush (the flush's share of
    the figures, for comparison only: a crash of the server may lose such commits)."""
    name = f"bench_{'hot' if hot else 'many'}_{count}{'' if durable else '_unflushed'}"
    url = server.create_database(name)
    connection = await asyncpg.connect(url)
    try:
        await connection.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
        if not durable:
            await connection.execute(f"ALTER DATABASE {name} SET synchronous_commit = off")
        return await measure(processes, url, count=count, hot=hot, seconds=seconds,
                             label="postgresql" if durable else "pg unsynced",
                             counts=functools.partial(server_counts, connection))
    finally:
        await connection.close()


async def server_counts(connection: asyncpg.Connection) -> dict[str, float]:
    """The cluster's WAL flushes, their milliseconds and its WAL bytes so far; the
    statements run in this database (but ours) and the milliseconds they took, and apart
    from them the pool's resets of a connection given back (one round trip of four
    statements each)."""
    wal = await connection.fetchrow("SELECT wal_sync, wal_sync_time, wal_bytes FROM pg_stat_wal")
    calls = await connection.fetchrow(
        "SELECT coalesce(sum(calls), 0) AS every, coalesce(sum(total_exec_time), 0) AS ms, "
        "coalesce(sum(calls) FILTER (WHERE query = 'RESET ALL'), 0) AS resets "
        "FROM pg_stat_statements WHERE dbid = "
        "(SELECT oid FROM pg_database WHERE datname = current_database()) "
        "AND query NOT LIKE '%pg_stat%'")
    return {"syncs": float(wal["wal_sync"]), "sync_ms": float(wal["wal_sync_time"]),
            "wal_bytes": float(wal["wal_bytes"]), "exec_ms": float(calls["ms"]),
            "statements": float(calls["every"] - RESET * calls["resets"]),
            "resets": float(calls["resets"])}


async def bare_commit(url: str, commits: int = 200) -> list[float]:
    """Seconds per one-row INSERT committed on its own: the floor a durable command
    on this server and disk cannot go under."""
    connection = await asyncpg.connect(url)
    try:
        await connection.execute("CREATE TABLE IF NOT EXISTS bare (n int)")
        timings = []
        for n in range(commits):
            t0 = time.perf_counter()
            await connection.execute("INSERT INTO bare VALUES ($1)", n)
            timings.append(time.perf_counter() - t0)
        return timings
    finally:
        await connection.close()


async def sqlite_runs(processes: Processes, seconds: float) -> list[Run]:
    """The same two workloads on a SQLite file, one process (its one writer)."""
    with tempfile.TemporaryDirectory() as tmp:
        return [await measure(processes, str(Path(tmp) / f"{name}.sqlite3"), count=1,
                              hot=hot, seconds=seconds, label="sqlite FULL")
                for name, hot in (("hot", True), ("many", False))]


def limits(runs: list[Run], floor: list[float]) -> str:
    """What bounds the PostgreSQL figures, from what was measured over its runs."""
    server = {key: sum(r.server[key] for r in runs) for key in runs[0].server}
    commands = max(sum(len(r.execute) for r in runs), 1)
    outside = list(itertools.chain.from_iterable(r.outside for r in runs))
    return (
        "limits, measured:\n"
        f"  durability: a bare one-row INSERT committed alone takes {_ms(floor)} ms "
        f"(median/p99); the server flushed its WAL {server['syncs'] / commands:.2f} times "
        f"a command, {server['sync_ms'] / max(server['syncs'], 1):.2f} ms a flush, "
        f"{server['wal_bytes'] / commands / 1024:.1f} KiB of WAL a command\n"
        f"  round trips: {server['statements'] / commands:.1f} statements and "
        f"{server['resets'] / commands:.1f} pool resets (one round trip each) a command, "
        "the bench's look at the version before it chooses a command included; the server "
        f"executes them in {server['exec_ms'] / commands:.2f} ms a command\n"
        f"  CPU: the engine and the service spend {statistics.median(outside) * 1e3:.2f} ms "
        "of an execute outside the database (median); each process "
        f"{sum(r.cpu for r in runs) / commands * 1e3:.2f} ms of CPU a command, its look "
        f"included; {os.cpu_count()} cores serve the processes and the server together")


def _explain(seconds: float) -> None:
    print("durable commands (GameService.execute, call to return; random 6-faction classic "
          f"games, {seconds:g} s a run, each process its own subprocess and store)")
    print("  PostgreSQL: a local throwaway server on loopback with its default durability "
          "(fsync on, synchronous_commit on); SQLite: WAL file, synchronous=FULL")
    print("  commit: the store's commit and the transaction's end; hold: taking the game's "
          "cross-process hold (waiting while another process has it); engine: the execute's "
          "time outside the database; WAL flush: the server's flushes per command x the ms "
          "of one; lost races: commands another process got in first")
    print(f"  load average at the start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores "
          "(other work on the machine slows every figure)")


async def _server_figures(processes: Processes,
                          seconds: float) -> tuple[list[Run], list[Run], list[float]]:
    """The durable runs, the many-games runs without the flush, the bare commit."""
    with throwaway(**SERVER) as server:
        durable = await server_runs(processes, server, seconds)
        unflushed = [await server_run(processes, server, seconds, n, hot=False, durable=False)
                     for n in (1, max(PROCESSES))]
        return durable, unflushed, await bare_commit(server.create_database("bench_bare"))


async def _durable_commands(seconds: float) -> None:
    _explain(seconds)
    async with Processes(max(PROCESSES)) as processes:
        server = await _server_figures(processes, seconds) if binaries() else None
        runs = await sqlite_runs(processes, seconds)
    print(HEADER)
    if server is None:
        print("\n".join(run.line() for run in runs))
        print("  PostgreSQL figures skipped: PostgreSQL is not installed here")
        return
    durable, unflushed, floor = server
    print("\n".join(run.line() for run in durable + runs))
    print("  for comparison, not durable (synchronous_commit off: a commit returns before "
          "its WAL flush):")
    print("\n".join(run.line() for run in unflushed))
    print(limits(durable, floor))


def durable_commands(seconds: float = 3.0) -> None:
    """`make bench`'s storage figures."""
    asyncio.run(_durable_commands(seconds))

"""The storage bench at a tiny size: what it counts as durable commands is what the database
holds, on SQLite and on PostgreSQL with several processes, and its table lines up."""

from __future__ import annotations

from pathlib import Path

from bench.stores import HEADER, Processes, Run, limits, measure, p99
from bot.storage import open_store

WINDOW = 0.3
"""Seconds each process plays: a few dozen commands."""


async def stored_commands(where: str) -> int:
    """Every command the database holds, over all its games."""
    async with await open_store(where) as store:
        return sum([len(await store.commands(g.id)) for g in await store.games()])


async def test_every_command_the_bench_counts_is_stored_on_sqlite_and_on_postgresql(
        tmp_path: Path, pg_server, pg_url: str) -> None:
    wheres = {(1, True): str(tmp_path / "hot.sqlite3"), (1, False): str(tmp_path / "many.sqlite3"),
              (2, True): pg_url, (2, False): pg_server.create_database("bench_many_games")}
    async with Processes(2) as processes:  # SQLite with one process, PostgreSQL with two
        runs = {(count, hot): await measure(processes, where, count=count, hot=hot,
                                            seconds=WINDOW, games=1)
                for (count, hot), where in wheres.items()}
    for key, run in runs.items():
        assert run.processes == key[0] and len(run.execute) > 0
        assert len(run.execute) == await stored_commands(wheres[key])
        assert all(e >= c for e, c in zip(run.execute, run.commit, strict=True))
        assert run.server == {}  # no server counts asked for
    assert runs[1, True].lost == runs[1, False].lost == 0  # one process races nobody


def test_p99_is_the_value_99_in_100_commands_stay_at_or_under() -> None:
    assert p99([n / 1000 for n in range(1, 101)]) == 0.099
    assert p99([0.5]) == 0.5
    assert p99([0.001] * 99 + [1.0]) == 0.001


def test_a_row_lines_up_under_the_header() -> None:
    run = Run("postgresql", "many games", 4, 1.0, execute=[0.0123] * 10, commit=[0.004] * 10,
              outside=[0.0011] * 10, waited=[0.0] * 10, lost=12, cpu=0.5, server={})
    top, under = HEADER.splitlines()
    assert len(run.line()) == len(top) == len(under)
    assert run.line().split() == ["postgresql", "many", "games", "4", "10", "12.30/12.30",
                                  "4.00/4.00", "0.00/0.00", "1.10/1.10", "-", "12"]
    wide = Run("postgresql", "hot game", 4, 1.0, execute=[0.15] * 10, commit=[0.1] * 10,
               outside=[0.01] * 10, waited=[0.1] * 10, lost=99999, cpu=0.5,
               server={"syncs": 10.0, "sync_ms": 123.4})
    assert len(wide.line()) == len(top)  # three-digit milliseconds still fit
    assert wide.line().split()[-2] == "1.00x12.34"  # one flush a command, 12.34 ms each


def test_the_limits_are_per_command_over_every_run() -> None:
    def run(commands: int, syncs: float) -> Run:
        counted = {"syncs": syncs, "sync_ms": syncs * 2, "wal_bytes": 4096.0 * commands,
                   "exec_ms": 0.5 * commands, "statements": 6.0 * commands,
                   "resets": 2.0 * commands}
        return Run("postgresql", "many games", 1, 1.0, execute=[0.005] * commands,
                   commit=[0.004] * commands, outside=[0.001] * commands,
                   waited=[0.0] * commands, lost=0, cpu=0.003 * commands, server=counted)

    said = limits([run(10, 10.0), run(30, 50.0)], floor=[0.002] * 100)
    assert "takes 2.00/2.00 ms" in said
    assert "flushed its WAL 1.50 times a command, 2.00 ms a flush, 4.0 KiB" in said
    assert "6.0 statements and 2.0 pool resets" in said
    assert "executes them in 0.50 ms a command" in said
    assert "spend 1.00 ms of an execute outside" in said and "3.00 ms of CPU" in said

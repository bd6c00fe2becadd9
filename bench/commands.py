"""Commands per second: the engine alone, and through the service with SQLite persistence."""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

from bot.service import GameService
from bot.storage import SqliteStore
from engine.core import Ruleset, Session
from engine.rulesets.classic.model.state import Phase
from engine.rulesets.classic.protocol import agents
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import play, random_origin


def replay_seconds(ruleset: Ruleset, sessions: list[Session]) -> float:
    """Seconds to replay every session's log: the engine alone, without the agents."""
    start = time.perf_counter()
    for s in sessions:
        Session.replay(ruleset, s.origin, s.log)
    return time.perf_counter() - start


def engine_rate(games: int = 30) -> None:
    """Random 2-6 faction games to the end, then the same commands replayed: the replay
    times the engine alone (validation, rules, events), without the agents' choices and
    without the copy of the state a live `Session.apply` keeps to undo a failed command
    (the persisted figures below include it)."""
    sessions = [play(random_origin(seed), seed=seed).session for seed in range(games)]
    commands = sum(len(s.log) for s in sessions)
    elapsed = replay_seconds(RULESET, sessions)
    print(
        f"engine only: {commands / elapsed:,.0f} commands/s, "
        f"{games / elapsed:.1f} complete games/s "
        f"({games} random 2-6 faction games to turn 15, {commands} commands)"
    )


def six_faction_games(games: int = 20) -> None:
    """Complete 6-faction games per second, engine only (replayed, no agents)."""
    sessions = [play(random_origin(seed, players=6), seed=seed).session for seed in range(games)]
    elapsed = replay_seconds(RULESET, sessions)
    turns = sum(s.state.turn for s in sessions)
    print(
        f"complete 6-faction games, engine only: {games / elapsed:.1f} games/s "
        f"({turns / games:.1f} turns and {sum(len(s.log) for s in sessions) / games:.0f} "
        "commands per game)"
    )


async def persisted_rate(commands: int = 1500) -> None:
    """The same random play, each command committed to a real SQLite file (WAL), with
    `synchronous` NORMAL (the default) and FULL; and NORMAL on a RAM disk, which leaves the
    program's own cost without the disk's write stalls."""
    with tempfile.TemporaryDirectory() as tmp:
        normal = await _play_persisted(Path(tmp) / "normal.sqlite3", "NORMAL", commands)
        full = await _play_persisted(Path(tmp) / "full.sqlite3", "FULL", commands // 3)
    _report("with SQLite persistence (synchronous=NORMAL, the default)", normal)
    _report("with SQLite persistence (synchronous=FULL, power-cut safe)", full)
    if Path("/dev/shm").is_dir():
        with tempfile.TemporaryDirectory(dir="/dev/shm") as tmp:
            ram = await _play_persisted(Path(tmp) / "ram.sqlite3", "NORMAL", commands)
        _report("the same on a RAM disk (no disk stalls)", ram)


async def version_check(checks: int = 2000) -> None:
    """The stored-version lookup `GameService.session` runs before using a cached game."""
    with tempfile.TemporaryDirectory() as tmp:
        async with await SqliteStore.open(Path(tmp) / "check.sqlite3") as store:
            service = GameService(store)
            game_id, _ = await service.create(random_origin(1, players=6))
            timings = []
            for _ in range(checks):
                t0 = time.perf_counter()
                await store.version(game_id)
                timings.append(time.perf_counter() - t0)
    print(
        f"stored-version check before each command: median "
        f"{statistics.median(timings) * 1e3:.3f} ms ({checks} checks)"
    )


async def _play_persisted(path: Path, synchronous: str, commands: int) -> list[float]:
    """Seconds per command through the service, random 6-faction games, one file."""
    async with await SqliteStore.open(path, synchronous=synchronous) as store:
        service = GameService(store)
        timings: list[float] = []
        seed = 0
        while len(timings) < commands:
            game_id, _ = await service.create(random_origin(seed, players=6))
            rng = random.Random(seed)
            seed += 1
            while len(timings) < commands:
                _, session = await service.session(game_id)
                state = session.state
                decisions = RULESET.pending(state)
                if state.phase == Phase.ENDED or not decisions:
                    break
                seat = rng.choice(decisions).seat
                command = agents.choose(state, seat, rng)
                t0 = time.perf_counter()
                await service.execute(game_id, seat, command)
                timings.append(time.perf_counter() - t0)
    return timings


def _report(what: str, timings: list[float]) -> None:
    total = sum(timings)
    timings = sorted(timings)
    p99 = timings[int(len(timings) * 0.99) - 1]
    print(
        f"{what}: {len(timings) / total:,.0f} commands/s (median "
        f"{statistics.median(timings) * 1e3:.2f} ms, p99 {p99 * 1e3:.2f} ms per command, "
        f"{len(timings)} commands)"
    )


async def games_in_memory(games: int = 200) -> None:
    """Memory held per active game (state + command log in the service's cache), and how
    many such games one process keeps within 1 GB."""
    import tracemalloc

    with tempfile.TemporaryDirectory() as tmp:
        async with await SqliteStore.open(Path(tmp) / "mem.sqlite3") as store:
            service = GameService(store)
            played = [
                play(
                    random_origin(seed, players=6), seed=seed, until=lambda st: st.turn > 5
                ).session
                for seed in range(games)
            ]
            tracemalloc.start()
            before = tracemalloc.get_traced_memory()[0]
            for session in played:
                game_id, _ = await service.create(session.origin)
                for entry in session.log:
                    await service.execute(
                        game_id, entry.actor, RULESET.registry.load(entry.command)
                    )
            held = tracemalloc.get_traced_memory()[0] - before
            tracemalloc.stop()
    per_game = held / games
    print(
        f"memory per active 6-faction game at turn 5 (cached state and log): "
        f"{per_game / 1024:.0f} KiB -> about {int(2**30 / per_game):,} games per GB"
    )

"""Crash safety: a process playing real games through the service is killed (SIGKILL) at
random moments, then resumed. After every kill no acknowledged command is lost and each
stored state is exactly the replay of the stored command log. `make soak` kills it
many more times."""

from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from bot.service import GameService
from bot.storage import SqliteStore
from engine.core import Session
from tests.scale import scale

ROOT = Path(__file__).resolve().parents[2]

PLAYER = textwrap.dedent("""
    import asyncio, random, sys
    sys.path.insert(0, {root!r})
    from bot.service import GameService
    from bot.storage import SqliteStore
    from engine.rulesets.classic.protocol import agents
    from engine.rulesets.classic.protocol.ruleset import RULESET
    from engine.rulesets.classic.protocol.simulate import random_origin

    def acknowledge(game_id, version):
        # one write, so a kill never leaves half a line (stdout may be unbuffered)
        sys.stdout.write(f"{{game_id}} {{version}}\\n")
        sys.stdout.flush()

    async def main():
        rng = random.Random({seed})
        async with await SqliteStore.open({path!r}, keep_snapshots=5) as store:
            service = GameService(store)
            live = await store.games(status="active")
            game_id = live[-1].id if live else None
            while True:
                if game_id is None:
                    game_id, _ = await service.create(random_origin(rng.randrange(10**6),
                                                                    players=4))
                    acknowledge(game_id, 0)
                _, session = await service.session(game_id)
                decisions = RULESET.pending(session.state)
                if RULESET.finished(session.state) or not decisions:
                    game_id = None
                    continue
                if session.log and rng.random() < 0.05:
                    count = rng.randint(1, min(3, len(session.log)))
                    seat, command = "mod", session.parse(f"undo {{count}}")
                else:
                    seat = rng.choice(decisions).seat
                    command = (agents.choose(session.state, seat, rng)
                               or session.parse("force"))
                outcome = await service.execute(game_id, seat, command)
                acknowledge(game_id, outcome.version)

    asyncio.run(main())
""")


def play_until_killed(path: Path, seed: int, rng: random.Random) -> dict[int, int]:
    """Run the player, SIGKILL it after a random number of commands plus a random pause
    (so the kill lands anywhere in a command), and return what it acknowledged."""
    code = PLAYER.format(root=str(ROOT), path=str(path), seed=seed)
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    acknowledged: dict[int, int] = {}
    for _ in range(rng.randint(5, 80)):
        line = proc.stdout.readline()
        assert line, "the player stopped by itself"
        game_id, version = map(int, line.split())
        acknowledged[game_id] = version
    time.sleep(rng.random() * 0.02)
    proc.send_signal(signal.SIGKILL)
    for line in proc.stdout:  # acknowledged before the kill landed
        if not line.endswith("\n"):
            break  # cut by the kill: not an acknowledgement
        game_id, version = map(int, line.split())
        acknowledged[game_id] = version
    proc.wait()
    return acknowledged


async def check_database(path: Path, acknowledged: dict[int, int]) -> None:
    async with await SqliteStore.open(path) as store:
        service = GameService(store)
        for record in await store.games():
            assert record.version >= acknowledged.get(record.id, 0), "an acknowledged command lost"
            version, session = await service.session(record.id)
            replayed = Session.replay(session.ruleset, session.origin, session.log)
            assert replayed.state.model_dump_json() == session.state.model_dump_json()
            commands = await store.commands(record.id)
            assert [v for v, _, _ in commands] == list(range(1, version + 1))
            assert all(json.loads(text) for _, _, text in commands)


async def kill_and_resume(path: Path, kills: int, seed: int) -> tuple[int, int]:
    """(kills, commands acknowledged); every check raises on a loss."""
    rng = random.Random(seed)
    acknowledged: dict[int, int] = {}
    total = 0
    for round_ in range(kills):
        fresh = play_until_killed(path, seed * 1000 + round_, rng)
        total += sum(v - acknowledged.get(g, 0) for g, v in fresh.items() if v)
        acknowledged.update(fresh)
        await check_database(path, acknowledged)
    return kills, total


async def test_acknowledged_commands_survive_random_kills(tmp_path):
    kills, acknowledged = await kill_and_resume(tmp_path / "crash.sqlite3", kills=3, seed=1)
    assert kills == 3 and acknowledged > 0


@pytest.mark.soak
async def test_soak_acknowledged_commands_survive_many_random_kills(tmp_path):
    kills, acknowledged = await kill_and_resume(
        tmp_path / "soak.sqlite3", kills=scale(3, 150), seed=2
    )
    print(f"\n{kills} kills, {acknowledged} commands acknowledged, 0 lost")

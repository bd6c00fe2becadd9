"""Two bot processes on one database (`tests/storage/processes.py`): both serve commands for
the same games and deliver the outbox while either is killed (SIGKILL) at random and, on
PostgreSQL, their database connections are cut (`pg_terminate_backend`). Afterwards no
acknowledged command is lost or applied twice, every state is the replay of its log, and
every outbox message reached the fake Discord once, in order per target. And many commands
for one game sent through two processes at once are applied one at a time. `make soak`
kills many more times."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import replace
from pathlib import Path

import pytest

from bot.delivery import Delivery
from bot.service import GameService
from bot.storage import is_server_url, open_store
from engine.rulesets.classic.protocol.simulate import random_origin
from tests.scale import scale

from .processes import (
    CHANNEL,
    LEASE,
    Plan,
    Player,
    check_database,
    check_delivered,
    database,
    fake_discord,
    fake_finder,
    read_acks,
    size,
)


@pytest.fixture(params=["sqlite", "postgres"])
def where(request, tmp_path) -> str:
    return database(request.param, tmp_path, request)


async def cut_connections(where: str) -> int:
    """Terminate every other connection to the database (the players'); how many."""
    import asyncpg

    conn = await asyncpg.connect(where)
    try:
        return len(await conn.fetch(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"))
    finally:
        await conn.close()


async def new_games(where: str, count: int, seed: int) -> list[int]:
    async with await open_store(where) as store:
        service = GameService(store)
        return [(await service.create(random_origin(seed + n, players=4),
                                      channel_id=CHANNEL + n))[0] for n in range(count)]


async def drain(where: str, record: Path, *, patience: float = 60.0) -> None:
    """The final delivery, after both players are gone: what they left owed, once the
    leases they held on its targets have run out."""
    async with await open_store(where) as store:
        delivery = Delivery(store, fake_discord(str(record)), lease=LEASE,
                            find=fake_finder(str(record)))
        waited = 0.0
        while await store.pending_messages(1):
            assert waited < patience, "the outbox was never drained"
            await delivery.drain()
            await asyncio.sleep(0.2)
            waited += 0.2


def two_players_killed_at_random(where: str, folder: Path, rounds: int,
                                 seed: int) -> dict[str, int]:
    """Run two players on the same few games, and `rounds` times, once both are playing,
    wait a moment then kill one of them (restarting it) or cut every connection; then
    drain and check. Returns what was done and seen."""
    rng = random.Random(seed)
    asyncio.run(new_games(where, 3, seed))
    record = folder / "discord.log"
    plans = [Plan(where, seed * 1000 + n, folder / f"acks-{n}", record) for n in range(2)]
    players = [Player(plan) for plan in plans]
    since = [0, 0]
    done = {"kills": 0, "cuts": 0}
    try:
        for round_ in range(rounds):
            for n in range(2):
                players[n].serving(since[n])
            time.sleep(rng.random())
            if is_server_url(where) and rng.random() < 0.3:
                done["cuts"] += asyncio.run(cut_connections(where)) > 0
                continue
            n = rng.randrange(2)
            players[n].kill()
            since[n] = size(plans[n].acks)
            plans[n] = replace(plans[n], seed=plans[n].seed + 2 * (round_ + 1))
            players[n] = Player(plans[n])
            done["kills"] += 1
        for n in range(2):
            players[n].serving(since[n])
        time.sleep(rng.random())
    finally:
        for player in players:
            player.kill()
    asyncio.run(drain(where, record))
    seen = read_acks(*(plan.acks for plan in plans))
    done["stored"] = asyncio.run(check_database(where, seen))
    done["acknowledged"] = sum(1 for _, v in seen.commands if v)
    done["messages"] = asyncio.run(check_delivered(where, record))
    return done


def test_two_processes_killed_at_random_lose_and_double_nothing(where, tmp_path):
    done = two_players_killed_at_random(where, tmp_path, rounds=6, seed=1)
    assert done["kills"] > 0 and done["acknowledged"] > 0 and done["messages"] > 0


@pytest.mark.soak
def test_soak_two_processes_killed_many_times_lose_and_double_nothing(where, tmp_path):
    done = two_players_killed_at_random(where, tmp_path, rounds=scale(6, 200), seed=2)
    print(f"\n{done}")


def test_commands_for_one_game_from_two_processes_apply_one_at_a_time(tmp_path, request):
    """Both processes send commands to one game as fast as they can: the game's hold
    (`Store.serialised`) orders them, so no version conflict reaches a player, and the log
    is one line of versions whose replay is the stored state."""
    where = database("postgres", tmp_path, request)
    [game] = asyncio.run(new_games(where, 1, seed=7))
    plans = [Plan(where, 70 + n, tmp_path / f"acks-{n}", game=game, commands=60)
             for n in range(2)]
    players = [Player(plan) for plan in plans]
    try:
        codes = [player.wait(patience=120) for player in players]
    finally:
        for player in players:
            player.kill()
    assert codes == [0, 0]
    seen = read_acks(*(plan.acks for plan in plans))
    stored = asyncio.run(check_database(where, seen))
    by_player = [read_acks(plan.acks) for plan in plans]
    assert all(len(p.commands) > 10 for p in by_player), "one process played alone"
    assert "VersionConflict" not in seen.failures, seen.failures
    assert stored == len(seen.commands)
    print(f"\n{stored} commands, failures {seen.failures}")

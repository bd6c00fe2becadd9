"""Crash safety, on both stores: a process playing real games through the service is
killed (SIGKILL) at random moments, then resumed. After every kill no acknowledged command
is lost and each stored state is exactly the replay of the stored command log. `make soak`
kills it many more times."""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

import pytest

from tests.scale import scale

from .processes import Plan, Player, check_database, database, read_acks, size


@pytest.fixture(params=["sqlite", "postgres"])
def where(request, tmp_path) -> str:
    return database(request.param, tmp_path, request)


def play_until_killed(plan: Plan, rng: random.Random) -> None:
    """Run the player, SIGKILL it after a random number of acknowledgement lines plus a
    random pause (so the kill lands anywhere in a command)."""
    player = Player(plan)
    try:
        for _ in range(rng.randint(5, 80)):
            player.serving(size(plan.acks))
        time.sleep(rng.random() * 0.02)
    finally:
        player.kill()


def kill_and_resume(where: str, folder: Path, kills: int, seed: int) -> tuple[int, int]:
    """(kills, commands acknowledged); every check raises on a loss."""
    rng = random.Random(seed)
    acks = folder / "acks"
    for round_ in range(kills):
        play_until_killed(Plan(where, seed * 1000 + round_, acks), rng)
        asyncio.run(check_database(where, read_acks(acks)))
    return kills, sum(1 for _, version in read_acks(acks).commands if version)


def test_acknowledged_commands_survive_random_kills(where, tmp_path):
    kills, acknowledged = kill_and_resume(where, tmp_path, kills=3, seed=1)
    assert kills == 3 and acknowledged > 0


@pytest.mark.soak
def test_soak_acknowledged_commands_survive_many_random_kills(where, tmp_path):
    kills, acknowledged = kill_and_resume(where, tmp_path, kills=scale(3, 150), seed=2)
    print(f"\n{kills} kills, {acknowledged} commands acknowledged, 0 lost")

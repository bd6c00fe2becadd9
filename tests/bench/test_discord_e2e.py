"""The end-to-end slash command bench at a tiny size: it creates its game through the cog,
plays its moves and prints its line (it once read the game before the creation was answered,
and `make bench` stopped there)."""

from __future__ import annotations

import pytest

from bench.discord_e2e import slash_command_latency


async def test_the_bench_plays_its_moves_through_the_cog_and_prints_its_line(
        capsys: pytest.CaptureFixture[str]) -> None:
    await slash_command_latency(commands=5)
    line = capsys.readouterr().out.strip().splitlines()[-1]
    assert line.startswith("slash command end to end ")
    assert line.endswith("over 5 moves")

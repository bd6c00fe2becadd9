"""`python -m bench`: every benchmark, one figure per line."""

from __future__ import annotations

import asyncio

from . import (
    arena,
    boards,
    commands,
    discord_e2e,
    discord_latency,
    diuna,
    expansions,
    friction,
    moments,
    parse,
    png,
    render,
    santini,
    stores,
)


def main() -> None:
    print("Dune Moderator benchmarks (2-core machine figures vary; compare runs on one box)")
    commands.engine_rate()
    commands.six_faction_games()
    diuna.random_games()
    santini.random_games()
    expansions.games_per_second()
    arena.duels()
    friction.decisions_for_a_person()
    asyncio.run(commands.persisted_rate())
    asyncio.run(commands.version_check())
    stores.durable_commands()
    asyncio.run(commands.games_in_memory())
    asyncio.run(moments.replay_times())
    render.board_pictures()
    png.png_render()
    asyncio.run(png.snapshots())
    asyncio.run(png.loop_stall())
    boards.other_boards()
    parse.parse_times()
    asyncio.run(discord_e2e.slash_command_latency())
    asyncio.run(discord_latency.window())


if __name__ == "__main__":
    main()

"""The board of an earlier moment (`bot.moments`): how long a 200-command game takes to be
rebuilt at its last version and walked to the start of its last turn, through the service
over SQLite (the stored log read, the game replayed), without drawing the board."""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from bot.moments import History
from bot.service import GameService
from bot.storage import SqliteStore
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import play, random_origin

COMMANDS = 200


async def replay_times(rounds: int = 10) -> None:
    """Median seconds for `/board version:` at a 200-command game's 199th version (the
    whole log replayed) and for `/board turn:` at its last turn (a walk of the whole log)."""
    session = play(random_origin(1, players=6), seed=1).session
    with tempfile.TemporaryDirectory() as tmp:
        async with await SqliteStore.open(Path(tmp) / "moments.sqlite3") as store:
            service = GameService(store)
            game, _ = await service.create(session.origin)
            for entry in session.log[:COMMANDS]:
                await service.execute(game, entry.actor,
                                      RULESET.registry.load(entry.command))
            last = RULESET.turn((await service.session(game))[1].state)
            version = await _median(rounds, lambda h: h.at_version(COMMANDS - 1), service, game)
            turn = await _median(rounds, lambda h: h.at_turn(last), service, game)
    print(f"a {COMMANDS}-command game's earlier board: version {COMMANDS - 1} rebuilt in "
          f"{version * 1e3:.0f} ms, the start of turn {last} found in {turn * 1e3:.0f} ms "
          "(median of the read and the replay, without drawing)")


async def _median(rounds: int, ask, service: GameService, game: int) -> float:
    timings = []
    for _ in range(rounds):
        start = time.perf_counter()
        ask(await History.read(service, game))
        timings.append(time.perf_counter() - start)
    return statistics.median(timings)


if __name__ == "__main__":
    asyncio.run(replay_times())

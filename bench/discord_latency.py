"""Discord's three-second window under a slow network: the fake Discord answers every
request 100 ms late, and each kind of interaction is timed to its first acknowledgement
(what must come within 3 s) and to its full answer."""

from __future__ import annotations

import asyncio
import math
import time

from bot.discord_bot import DuneBot
from tests.bot.fake_discord import FakeDiscord, click, slash

from .fake_world import logged_in

LATENCY = 0.1
PLAYERS = {700 + i: f"q{i}" for i in range(6)}
FIRST = 700


async def window(latency: float = LATENCY) -> None:
    fake = FakeDiscord(names=dict(PLAYERS), latency=latency)
    async with logged_in(fake) as bot:
        figures = await _interactions(fake, bot)
        await asyncio.sleep(3 * latency)  # the last answer's round trip
    for name, (ack, done) in figures.items():
        print(f"{name} with {latency * 1000:.0f} ms per request: acknowledged in "
              f"{ack * 1000:.0f} ms, answered in {done * 1000:.0f} ms")
    worst = max(figures, key=lambda n: figures[n][0])
    longest = max(figures, key=lambda n: figures[n][1])
    print(f"slowest acknowledgement: {worst}, {figures[worst][0] * 1000:.0f} ms (Discord "
          f"allows 3000 ms); slowest answer: {longest}, {figures[longest][1] * 1000:.0f} ms")


async def _interactions(fake: FakeDiscord, bot: DuneBot) -> dict[str, tuple[float, float]]:
    mentions = ", ".join(f"<@{uid}>" for uid in PLAYERS)
    out = {"/game create (6 players)": await _timed(fake, bot, slash(
        "game", [{"name": "players", "value": mentions}, {"name": "seed", "value": 1}],
        uid=FIRST, sub="create", names=fake.names))}
    out["/do dial 2"] = await _timed(fake, bot, slash(
        "do", [{"name": "command", "value": "dial 2"}], uid=FIRST, names=fake.names))
    out["/do (refused)"] = await _timed(fake, bot, slash(
        "do", [{"name": "command", "value": "ship 99 nowhere"}], uid=FIRST + 1,
        names=fake.names))
    out["/mod force"] = await _timed(fake, bot, slash(
        "mod", [{"name": "command", "value": "force"}], uid=FIRST, manage=True,
        names=fake.names))
    out["/board detail"] = await _timed(fake, bot, slash(
        "board", [{"name": "detail", "value": True}], uid=FIRST, names=fake.names))
    out["/game view"] = await _timed(fake, bot, slash("game", [], uid=FIRST, sub="view",
                                                      names=fake.names))
    out["/game status"] = await _timed(fake, bot, slash("game", [], uid=FIRST, sub="status",
                                                        names=fake.names))
    out["raise button (forged game)"] = await _timed(fake, bot, click(
        "dune:raise:999:00000000:pass", uid=FIRST, names=fake.names))
    return out


async def _timed(fake: FakeDiscord, bot: DuneBot, payload: dict,
                 give_up: float = 5.0) -> tuple[float, float]:
    """Seconds to the first response of any kind, and to the first one that says something,
    in text or in embeds (`/game view` answers with embeds only; inf if none comes); then a
    pause, so a long answer's later parts are not counted for the next interaction."""
    await asyncio.sleep(0.5)
    before = len(fake.responses)
    start = time.perf_counter()
    bot._connection.parse_interaction_create(payload)
    ack = done = math.inf
    while done == math.inf and time.perf_counter() - start < give_up:
        await asyncio.sleep(0.002)
        if ack == math.inf and len(fake.responses) > before:
            ack = time.perf_counter() - start
        if any(_says(r) for r in fake.responses[before:]):
            done = time.perf_counter() - start
    return ack, done


def _says(response: dict) -> bool:
    """A response that shows the user words: a message's text or embeds (an acknowledgement
    or a deferral shows none)."""
    data = response.get("data") or {}
    return bool(data.get("content") or data.get("embeds"))

"""One slash command end to end: a gateway interaction into the real discord.py client,
through the cog, the service and a real SQLite file, to the answer at a fake Discord API
on 127.0.0.1 (the one the adapter tests use), so no network and no Discord account."""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

import discord.http
from aiohttp import web

from bot.config import Config
from bot.discord_bot import DuneBot
from engine.rulesets.classic import agents
from engine.rulesets.classic.ruleset import RULESET
from tests.bot.fake_discord import GUILD_ID, FakeDiscord, slash, until

PLAYERS = {600 + i: f"p{i}" for i in range(6)}


async def slash_command_latency(commands: int = 300) -> None:
    fake = FakeDiscord(names=dict(PLAYERS))
    runner = web.AppRunner(fake.app())
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    base = discord.http.Route.BASE
    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    try:
        with tempfile.TemporaryDirectory() as tmp:
            bot = DuneBot(Config(token="bench", db=str(Path(tmp) / "bench.sqlite3"),
                                 guild_id=GUILD_ID))
            await bot.login("bench")
            try:
                timings = await _play(fake, bot, commands)
            finally:
                await bot.close()
    finally:
        discord.http.Route.BASE = base
        await runner.cleanup()
    ms = sorted(t * 1000 for t in timings)
    print(f"slash command end to end (discord.py, cog, service, SQLite file, fake Discord on "
          f"127.0.0.1): median {statistics.median(ms):.2f} ms, p99 "
          f"{ms[int(len(ms) * 0.99) - 1]:.2f} ms over {len(ms)} moves")


async def _play(fake: FakeDiscord, bot: DuneBot, commands: int) -> list[float]:
    players = ", ".join(f"<@{uid}>" for uid in PLAYERS)
    bot._connection.parse_interaction_create(slash(
        "game", [{"name": "players", "value": players}, {"name": "seed", "value": 1}],
        uid=600, sub="create", names=fake.names))
    await until(lambda: bool(fake.responses))
    users = {name: uid for uid, name in PLAYERS.items()}
    rng = random.Random(1)
    timings = []
    assert bot.service is not None
    while len(timings) < commands:
        _, session = await bot.service.session(1)
        decisions = RULESET.pending(session.state)
        if not decisions:
            break
        seat = decisions[0].seat
        command = agents.choose(session.state, seat, rng)
        if command is None or seat not in users:
            await _answer(fake, bot, slash("mod", [{"name": "command", "value": "force"}],
                                           uid=600, manage=True, names=fake.names))
            continue
        text = RULESET.registry.usage_of(command)
        timings.append(await _answer(fake, bot, slash(
            "do", [{"name": "command", "value": text}], uid=users[seat], names=fake.names)))
    return timings


async def _answer(fake: FakeDiscord, bot: DuneBot, payload: dict) -> float:
    fake.answered.clear()
    start = time.perf_counter()
    bot._connection.parse_interaction_create(payload)
    await fake.answered.wait()
    return time.perf_counter() - start

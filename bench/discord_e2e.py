"""One slash command end to end: a gateway interaction into the real discord.py client,
through the cog, the service and a real SQLite file, to the answer at a fake Discord API
on 127.0.0.1 (the one the adapter tests use), so no network and no Discord account."""

from __future__ import annotations

import asyncio
import random
import statistics
import time

from bot.discord_bot import DuneBot
from engine.rulesets.classic.protocol import agents
from engine.rulesets.classic.protocol.ruleset import RULESET
from tests.bot.fake_discord import FakeDiscord, slash, texts

from .fake_world import logged_in

PLAYERS = {600 + i: f"p{i}" for i in range(6)}


async def slash_command_latency(commands: int = 300) -> None:
    fake = FakeDiscord(names=dict(PLAYERS))
    async with logged_in(fake) as bot:
        timings = await _play(fake, bot, commands)
    ms = sorted(t * 1000 for t in timings)
    print(f"slash command end to end (discord.py, cog, service, SQLite file, fake Discord on "
          f"127.0.0.1): median {statistics.median(ms):.2f} ms, p99 "
          f"{ms[int(len(ms) * 0.99) - 1]:.2f} ms over {len(ms)} moves")


async def _play(fake: FakeDiscord, bot: DuneBot, commands: int) -> list[float]:
    players = ", ".join(f"<@{uid}>" for uid in PLAYERS)
    await _answer(fake, bot, slash(
        "game", [{"name": "players", "value": players}, {"name": "seed", "value": 1}],
        uid=600, sub="create", names=fake.names))  # the game exists once it is answered
    users = {name: uid for uid, name in PLAYERS.items()}
    rng = random.Random(1)
    timings = []
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
    """Seconds from the interaction to its answer with text (the follow-up after a defer),
    so the next move starts only when this one is done."""
    before = len(fake.responses)
    start = time.perf_counter()
    bot._connection.parse_interaction_create(payload)
    while not any(texts(fake)[before:]):
        fake.answered.clear()
        if not any(texts(fake)[before:]):
            await asyncio.wait_for(fake.answered.wait(), timeout=10)
    return time.perf_counter() - start

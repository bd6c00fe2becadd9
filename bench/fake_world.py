"""The bot logged in to a fake Discord on 127.0.0.1, with its database in a temporary
folder: what the Discord benchmarks run against (no network, no Discord account)."""

from __future__ import annotations

import tempfile
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import discord.http
from aiohttp import web

from bot.config import Config
from bot.discord_bot import DuneBot
from tests.bot.fake_discord import GUILD_ID, FakeDiscord


@asynccontextmanager
async def logged_in(fake: FakeDiscord) -> AsyncIterator[DuneBot]:
    """Serve `fake` on a free local port, point discord.py at it, and log a bot in."""
    runner = web.AppRunner(fake.app())
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    base = discord.http.Route.BASE
    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    try:
        with tempfile.TemporaryDirectory() as tmp:
            bot = await DuneBot.open(Config(token="bench", db=str(Path(tmp) / "bench.sqlite3"),
                                 guild_id=GUILD_ID))
            await bot.login("bench")
            try:
                yield bot
            finally:
                await bot.close()
    finally:
        discord.http.Route.BASE = base
        await runner.cleanup()

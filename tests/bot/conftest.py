"""The `world` fixture: a fake Discord API on 127.0.0.1 and the real bot logged in to it."""

from __future__ import annotations

import pytest
from aiohttp import web

from bot.config import Config
from bot.discord_bot import DuneBot

from .fake_discord import ALICE, BOB, GUILD_ID, FakeDiscord


@pytest.fixture
async def world(tmp_path, monkeypatch):
    fake = FakeDiscord(closed_dms={BOB}, names={ALICE: "alice", BOB: "bob"})
    runner = web.AppRunner(fake.app())
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    import discord.http

    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    bot = await DuneBot.open(Config(token="fake-token", db=str(tmp_path / "bot.sqlite3"),
                         guild_id=GUILD_ID))
    await bot.login("fake-token")
    yield fake, bot
    await bot.close()
    await runner.cleanup()



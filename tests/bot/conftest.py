"""The `world` fixture: a fake Discord API on 127.0.0.1 and the real bot logged in to it."""

from __future__ import annotations

import pytest

from bot.config import Config
from bot.discord_bot import DuneBot

from .fake_discord import ALICE, BOB, GUILD_ID, FakeDiscord, listen


@pytest.fixture
async def world(tmp_path, monkeypatch):
    fake = FakeDiscord(closed_dms={BOB}, names={ALICE: "alice", BOB: "bob"})
    runner = await listen(fake, monkeypatch)
    bot = await DuneBot.open(Config(token="fake-token", db=str(tmp_path / "bot.sqlite3"),
                         guild_id=GUILD_ID))
    await bot.login("fake-token")
    yield fake, bot
    await bot.close()
    await runner.cleanup()

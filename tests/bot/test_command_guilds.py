"""The servers the slash commands were registered to (`DUNE_GUILD_ID`): a start that
registers to another server, or globally, clears the old server's copies, or its members
would see every command twice, the stale copies with their old options."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from bot.config import Config
from bot.discord_bot import DuneBot
from bot.storage import SqliteStore

from .fake_discord import GUILD_ID, OTHER_GUILD_ID, FakeDiscord, listen, quick_retries

COMMANDS = {"game", "do", "board", "mod", "admin", "stats"}


@asynccontextmanager
async def serving(fake: FakeDiscord, monkeypatch) -> AsyncIterator[None]:
    runner = await listen(fake, monkeypatch)
    try:
        yield
    finally:
        await runner.cleanup()


async def start(db: Path, guild_id: int | None) -> None:
    """One start of the bot on this database: logging in registers the commands."""
    bot = await DuneBot.open(Config(token="t", db=str(db), guild_id=guild_id))
    try:
        await bot.login("t")
    finally:
        await bot.close()


async def remembered(db: Path) -> list[int]:
    async with await SqliteStore.open(db) as store:
        return await store.command_guilds()


def clears(fake: FakeDiscord) -> list[int | None]:
    """The servers whose commands were replaced by none."""
    return [to for to, body in zip(fake.synced_to, fake.synced, strict=True) if body == []]


def log_lines(caplog, words: str) -> list[str]:
    return [r.getMessage() for r in caplog.records if words in r.getMessage()]


async def test_a_server_no_longer_set_is_cleared_once_and_forgotten(tmp_path, monkeypatch,
                                                                    caplog):
    caplog.set_level(logging.INFO, logger="dune.bot")
    db, fake = tmp_path / "b.sqlite3", FakeDiscord()
    async with serving(fake, monkeypatch):
        await start(db, GUILD_ID)
        await start(db, None)
        await start(db, None)
    assert fake.synced_to == [None, GUILD_ID, None, GUILD_ID, None]
    assert clears(fake) == [GUILD_ID]
    assert {c["name"] for c in fake.synced[2]} == COMMANDS  # global, servers and DMs
    assert log_lines(caplog, "cleared") == [
        f"cleared the slash commands of server {GUILD_ID}, no longer DUNE_GUILD_ID"]
    assert await remembered(db) == []


async def test_moving_to_another_server_registers_there_and_clears_the_first(
        tmp_path, monkeypatch):
    db, fake = tmp_path / "b.sqlite3", FakeDiscord()
    async with serving(fake, monkeypatch):
        await start(db, GUILD_ID)
        await start(db, OTHER_GUILD_ID)
    assert fake.synced_to == [None, GUILD_ID, None, OTHER_GUILD_ID, GUILD_ID]
    assert {c["name"] for c in fake.synced[3]} == COMMANDS
    assert clears(fake) == [GUILD_ID]
    assert await remembered(db) == [OTHER_GUILD_ID]


@pytest.mark.parametrize(("status", "code", "reason"), [(403, 50001, "Missing Access"),
                                                      (404, 10004, "Unknown Guild")])
async def test_a_clear_refused_because_the_bot_left_is_logged_and_the_start_goes_on(
        tmp_path, monkeypatch, caplog, status, code, reason):
    # 403 Missing Access: the bot was removed from the server; 404 Unknown Guild: it is gone
    caplog.set_level(logging.INFO, logger="dune.bot")
    db, fake = tmp_path / "b.sqlite3", FakeDiscord()
    async with serving(fake, monkeypatch):
        await start(db, GUILD_ID)
        if status == 403:
            fake.guilds.discard(GUILD_ID)
        else:
            fake.fail(route="guild_sync", status=404, code=code)
        await start(db, None)
    assert fake.refused == [("guild_sync", status, code)]
    assert fake.synced_to[-1] is None  # registered globally all the same
    [line] = log_lines(caplog, "could not clear")
    assert line == (f"could not clear the slash commands of server {GUILD_ID}, the bot is no "
                    f"longer there ({reason}); forgetting it")
    assert await remembered(db) == []  # its commands left with the bot


async def test_a_clear_that_fails_otherwise_is_tried_again_at_the_next_start(
        tmp_path, monkeypatch, caplog):
    caplog.set_level(logging.INFO, logger="dune.bot")
    quick_retries(monkeypatch)
    db, fake = tmp_path / "b.sqlite3", FakeDiscord()
    async with serving(fake, monkeypatch):
        await start(db, GUILD_ID)
        fake.fail(route="guild_sync", status=500, times=5)  # every one of discord.py's tries
        await start(db, None)
        assert fake.synced_to[-1] is None and await remembered(db) == [GUILD_ID]
        assert log_lines(caplog, "trying again") == [
            f"could not clear the slash commands of server {GUILD_ID} (500: Internal Server "
            "Error); trying again at the next start"]
        await start(db, None)
    assert clears(fake) == [GUILD_ID]
    assert await remembered(db) == []


@pytest.mark.parametrize("guild_id", [None, GUILD_ID])
async def test_an_unchanged_setting_clears_nothing_and_remembers_only_its_server(
        tmp_path, monkeypatch, guild_id):
    db, fake = tmp_path / "b.sqlite3", FakeDiscord()
    async with serving(fake, monkeypatch):
        await start(db, guild_id)
        await start(db, guild_id)
    assert fake.synced_to == ([None, None] if guild_id is None else
                              [None, GUILD_ID, None, GUILD_ID])
    assert clears(fake) == []
    assert await remembered(db) == ([] if guild_id is None else [GUILD_ID])

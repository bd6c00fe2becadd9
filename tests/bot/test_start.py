"""Starting the bot as the Procfile does (`dune-moderator bot`): settings from `.env`, the
invite link and the command sync at start-up, and one line, never a traceback, when Discord
refuses the token or the server, or cannot be reached."""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import discord.http
import pytest
from aiohttp import web

from bot.cli import main
from bot.config import Config
from bot.discord_bot import DuneBot
from bot.invite import PERMISSIONS, invite_url

from .fake_discord import APP_ID, GUILD_ID, FakeDiscord, listen

BOT_DM = 1


@pytest.fixture
def clean_env(monkeypatch, tmp_path):
    """A working directory and an environment of our own: no DISCORD_ or DUNE_ variable,
    and whatever `.env` adds is gone after the test."""
    monkeypatch.setattr(os, "environ", {k: v for k, v in os.environ.items()
                                        if not k.startswith(("DISCORD_", "DUNE_"))})
    monkeypatch.chdir(tmp_path)
    return tmp_path


@contextmanager
def serving(fake: FakeDiscord, monkeypatch) -> Iterator[None]:
    """The fake Discord on a thread of its own, for a bot run by `main` in this one."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()

    runner = asyncio.run_coroutine_threadsafe(listen(fake, monkeypatch), loop).result(10)
    try:
        yield
    finally:
        asyncio.run_coroutine_threadsafe(runner.cleanup(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()


def closed_port() -> int:
    """A port of 127.0.0.1 nobody listens on: connecting is refused."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def one_line(err: str) -> str:
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


def test_bot_reads_the_env_file_like_run(clean_env, monkeypatch, capsys):
    (clean_env / ".env").write_text("DISCORD_TOKEN=from-the-file\nDUNE_DB=games/bot.sqlite3\n")
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{closed_port()}/api/v10")
    assert main(["bot"]) == 1  # it got as far as the network: the token was read
    assert (clean_env / "games" / "bot.sqlite3").exists()
    assert "DISCORD_TOKEN is not set" not in capsys.readouterr().err


def test_discord_out_of_reach_is_one_line(clean_env, monkeypatch, capsys):
    # aiohttp's ClientConnectorError (an OSError), raised through discord.py's own login
    os.environ.update(DISCORD_TOKEN="a-token", DUNE_DB="bot.sqlite3")
    port = closed_port()
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    assert main(["bot"]) == 1
    err = one_line(capsys.readouterr().err)
    assert err.startswith("dune-moderator: cannot reach Discord (Cannot connect to host")
    assert f"127.0.0.1:{port}" in err and err.endswith("check the network and try again.\n")


def test_a_refused_token_is_one_line(clean_env, monkeypatch, capsys):
    # Discord answers GET /users/@me 401; discord.py raises LoginFailure
    os.environ.update(DISCORD_TOKEN="not-the-token", DUNE_DB="bot.sqlite3")
    fake = FakeDiscord()
    fake.fail(route="me", status=401)
    with serving(fake, monkeypatch):
        assert main(["bot"]) == 2
    err = one_line(capsys.readouterr().err)
    assert err == ("dune-moderator: Discord refused the token in DISCORD_TOKEN; copy it again "
                   "from the developer portal (your application, Bot, Reset Token).\n")
    assert fake.refused == [("me", 401, 0)]


def test_a_server_that_refuses_the_commands_is_one_line_with_the_invite_link(
        clean_env, monkeypatch, capsys):
    # a DUNE_GUILD_ID the bot was never added to: Discord answers 403 50001 Missing Access
    os.environ.update(DISCORD_TOKEN="a-token", DUNE_DB="bot.sqlite3",
                      DUNE_GUILD_ID=str(GUILD_ID))
    fake = FakeDiscord()
    fake.fail(route="guild_sync", status=403, code=50001)
    with serving(fake, monkeypatch):
        assert main(["bot"]) == 2
    err = one_line(capsys.readouterr().err)
    assert err.startswith(f"dune-moderator: Discord refused the slash commands for server "
                          f"{GUILD_ID} (DUNE_GUILD_ID): Missing Access.")
    assert err.endswith(f"{invite_url(APP_ID, GUILD_ID)}\n")


def test_any_other_refusal_at_start_is_one_line_with_discords_reason(
        clean_env, monkeypatch, capsys):
    os.environ.update(DISCORD_TOKEN="a-token", DUNE_DB="bot.sqlite3")
    fake = FakeDiscord()
    fake.fail(route="application", status=403, code=50001)
    with serving(fake, monkeypatch):
        assert main(["bot"]) == 1
    err = one_line(capsys.readouterr().err)
    assert err == "dune-moderator: Discord answered 403 while starting: Missing Access.\n"


async def started(tmp_path, monkeypatch, guild_id: int | None) -> tuple[FakeDiscord, DuneBot,
                                                                       web.AppRunner]:
    fake = FakeDiscord()
    runner = await listen(fake, monkeypatch)
    bot = await DuneBot.open(Config(token="t", db=str(tmp_path / "b.sqlite3"),
                                    guild_id=guild_id))
    await bot.login("t")
    return fake, bot, runner


@pytest.mark.parametrize("guild_id", [None, GUILD_ID])
async def test_the_invite_link_is_logged_once_the_application_id_is_known(
        tmp_path, monkeypatch, caplog, guild_id):
    caplog.set_level(logging.INFO, logger="dune.bot")
    _, bot, runner = await started(tmp_path, monkeypatch, guild_id)
    try:
        [line] = [r.getMessage() for r in caplog.records if "invite link" in r.getMessage()]
        assert line == f"invite link: {invite_url(APP_ID, guild_id)}"
        assert f"client_id={APP_ID}&scope=bot+applications.commands" \
               f"&permissions={PERMISSIONS.value}" in line
        assert ("guild_id=" in line) is (guild_id is not None)
    finally:
        await bot.close()
        await runner.cleanup()


async def test_without_a_server_every_command_is_synced_globally(tmp_path, monkeypatch):
    fake, bot, runner = await started(tmp_path, monkeypatch, None)
    try:
        assert fake.synced_to == [None]
        assert {c["name"] for c in fake.synced[0]} == {"game", "do", "board", "mod", "admin",
                                                       "stats"}
    finally:
        await bot.close()
        await runner.cleanup()


async def test_with_a_server_the_dm_commands_are_also_synced_globally_for_dms_alone(
        tmp_path, monkeypatch):
    """Commands synced to a server cannot be used in DMs; the global copies serve DMs only,
    so the server does not list them twice."""
    fake, bot, runner = await started(tmp_path, monkeypatch, GUILD_ID)
    try:
        assert fake.synced_to == [None, GUILD_ID]
        dms, server = fake.synced
        assert {c["name"] for c in server} == {"game", "do", "board", "mod", "admin", "stats"}
        assert {c["name"]: c["contexts"] for c in dms} == {
            "game": [BOT_DM], "do": [BOT_DM], "board": [BOT_DM]}
    finally:
        await bot.close()
        await runner.cleanup()

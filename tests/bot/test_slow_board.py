"""A board whose picture does not come (a stopped worker, or one stuck on an absurd SVG) is
posted all the same, with its text map and its SVG, once the painter's time limit is past;
the next board is a PNG again, drawn by a new worker; and another channel's messages are
not held up by it."""

from __future__ import annotations

import json
import os
import signal

import pytest

from bot import attachments
from bot.png import Painter
from bot.storage import NewMessage

from .fake_discord import CHANNEL_ID, settled, until
from .test_discord_delivery import new_game, owed, posted

LIMIT = 1.0
"""The painter's time limit in these tests (the bot's is a few seconds)."""
MARGIN = 10.0
"""Seconds a post may take past the limit on a busy machine: generous, for a test that on
the old code waited for ever."""
SVG = ('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">'
       '<rect width="40" height="20" fill="#{fill}"/></svg>')


def board(text: str, fill: str = "C0392B", channel: int = CHANNEL_ID) -> NewMessage:
    """An owed board snapshot, as `bot.outbox` makes it (each fill a picture not kept)."""
    return NewMessage(target=f"channel:{channel}", payload=json.dumps(
        {"text": text, "board": 1, "svg": SVG.format(fill=fill)}))


def pictures(fake, channel: int) -> list[str]:
    return [name for cid, name, _ in fake.files if cid == channel]


@pytest.fixture
async def stuck(monkeypatch):
    """The bot's painter with a LIMIT of a second, its worker started then stopped
    (SIGSTOP: it never answers); the painter and the stopped worker's id."""
    painter = Painter()
    painter.limit = 30  # starting the worker may be slow on a busy machine
    monkeypatch.setattr(attachments, "PAINTER", painter)
    await painter.render(SVG.format(fill="FFFDF7"))
    painter.limit = LIMIT
    worker = next(iter(painter._executor()._processes))
    os.kill(worker, signal.SIGSTOP)
    yield painter, worker
    painter.close(kill=True)


async def test_a_board_whose_picture_hangs_is_posted_with_its_svg(world, stuck):
    fake, bot = world
    game_id = await new_game(bot, CHANNEL_ID)
    await bot.store.owe(game_id, 0, [board("```\nthe map\n```"), owed(
        f"channel:{CHANNEL_ID}", "after the board")])
    bot.wake_delivery()
    await until(lambda: "after the board" in posted(fake, CHANNEL_ID), LIMIT + MARGIN)
    assert posted(fake, CHANNEL_ID) == ["```\nthe map\n```", "after the board"]
    assert pictures(fake, CHANNEL_ID) == ["board.svg"]
    await settled(bot)  # the last post is seen before its outbox row is marked sent
    assert await bot.store.pending_messages() == [] and not await bot.store.set_aside_messages()


async def test_after_a_hung_picture_the_next_board_is_a_png_from_a_new_worker(world, stuck):
    fake, bot = world
    painter, stopped = stuck
    game_id = await new_game(bot, CHANNEL_ID)
    await bot.store.owe(game_id, 0, [board("```\nfirst\n```")])
    bot.wake_delivery()
    await until(lambda: pictures(fake, CHANNEL_ID) == ["board.svg"], LIMIT + MARGIN)
    painter.limit = 30  # the new worker has to start
    await bot.store.owe(game_id, 1, [board("```\nsecond\n```", fill="27AE60")])
    bot.wake_delivery()
    await until(lambda: len(pictures(fake, CHANNEL_ID)) == 2, 30 + MARGIN)
    assert pictures(fake, CHANNEL_ID) == ["board.svg", "board.png"]
    assert stopped not in painter._executor()._processes


async def test_a_hung_picture_holds_up_no_other_channel(world, stuck):
    fake, bot = world
    other = CHANNEL_ID + 1
    first = await new_game(bot, CHANNEL_ID)
    second = await new_game(bot, other, (601, 602))
    await bot.store.owe(first, 0, [board("```\nstuck\n```")])
    await bot.store.owe(second, 0, [owed(f"channel:{other}", "the other game goes on"),
                                    board("```\nother\n```", "27AE60", other)])
    bot.wake_delivery()
    await until(lambda: "the other game goes on" in posted(fake, other), LIMIT + MARGIN)
    assert posted(fake, CHANNEL_ID) == []  # its board still waits for its picture
    await until(lambda: len(posted(fake, other)) == 2, LIMIT + MARGIN)
    await until(lambda: len(posted(fake, CHANNEL_ID)) == 1, LIMIT + MARGIN)
    assert posted(fake, other) == ["the other game goes on", "```\nother\n```"]
    assert len(pictures(fake, other)) == 1 and pictures(fake, CHANNEL_ID) == ["board.svg"]

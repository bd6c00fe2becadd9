"""Board snapshots on Discord: posted with a PNG picture Discord previews when the board
changes, edited in place while nothing else was posted, and `/board` for whoever asks, as
PNG or SVG (issues: board snapshots; 16, the board as a picture)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from bot.png import SIGNATURE, WIDTH, png_size

from .fake_discord import BOB, CHANNEL_ID, UPLOAD_LIMIT, settled, slash, start_game, until


def expected_size(svg: str) -> tuple[int, int]:
    """The picture's pixels: the PNG's fixed width, the height in the SVG's proportions."""
    _, _, w, h = (float(n) for n in ET.fromstring(svg).get("viewBox", "").split())
    return WIDTH, round(WIDTH * h / w)


async def test_the_opening_board_is_posted_with_a_png_picture(world):
    fake, bot = world
    await start_game(fake, bot)
    await until(lambda: any(name == "board.png" for _, name, _ in fake.files))
    board = next(m for _, m in fake.channel_messages if "A10" in m and "H10" in m)
    assert board.startswith("```") and len(board) <= 2000  # the text map stays
    channel, png = next((c, data) for c, name, data in fake.files if name == "board.png")
    assert channel == CHANNEL_ID and png.startswith(SIGNATURE) and len(png) <= UPLOAD_LIMIT
    picture = await bot.service.board(1)
    width, height = png_size(png)
    assert width == expected_size(picture.svg)[0]
    assert abs(height - expected_size(picture.svg)[1]) <= 1


async def test_the_board_command_answers_only_the_caller(world):
    fake, bot = world
    await start_game(fake, bot)
    bot._connection.parse_interaction_create(slash("board", [], uid=BOB, names=fake.names))
    await until(lambda: any(name == "board-1.png" for _, name, _ in fake.files))
    png = next(data for _, name, data in fake.files if name == "board-1.png")
    assert png.startswith(SIGNATURE) and png_size(png)[0] == WIDTH
    answer = next(r for r in reversed(fake.responses) if "A10" in (r.get("data") or {}).get(
        "content", ""))
    assert answer["data"]["flags"] & 64  # ephemeral
    before = len(fake.responses)
    bot._connection.parse_interaction_create(slash(
        "board", [{"name": "detail", "value": True}], uid=BOB, names=fake.names))

    def detail() -> str:
        return " ".join((r.get("data") or {}).get("content", "")
                        for r in fake.responses[before:])

    # the detail comes in several follow-ups: wait for the territory list, then check that
    # every one of them was private too
    await until(lambda: "Arrakeen (ARR), sector 9: A10" in detail())
    await settled(bot)
    assert all((r.get("data") or {}).get("flags", 0) & 64 for r in fake.responses[before:]
               if (r.get("data") or {}).get("content"))


async def test_the_board_command_gives_the_svg_when_asked(world):
    fake, bot = world
    await start_game(fake, bot)
    bot._connection.parse_interaction_create(slash(
        "board", [{"name": "format", "value": "svg"}], uid=BOB, names=fake.names))
    await until(lambda: any(name == "board-1.svg" for _, name, _ in fake.files))
    svg = next(data for _, name, data in fake.files if name == "board-1.svg")
    assert ET.fromstring(svg).get("viewBox")
    assert not any(name == "board-1.png" for _, name, _ in fake.files)


async def test_a_snapshot_is_edited_in_place_while_it_is_the_latest_message(world):
    fake, bot = world
    await start_game(fake, bot)
    channel = await bot._channel(CHANNEL_ID)
    await bot._post_board(channel, "```\nfirst\n```", "<svg viewBox='0 0 1 1'/>")
    posted = len(fake.channel_messages)
    await bot._post_board(channel, "```\nsecond\n```", "<svg viewBox='0 0 1 1'/>")
    assert len(fake.channel_messages) == posted and fake.edits[-1][2] == "```\nsecond\n```"
    await channel.send("someone speaks")
    bot._last_message[CHANNEL_ID] = (await channel.send("x")).id
    await bot._post_board(channel, "```\nthird\n```", "<svg viewBox='0 0 1 1'/>")
    assert fake.channel_messages[-1][1] == "```\nthird\n```" and len(fake.edits) == 1

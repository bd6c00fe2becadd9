"""The board as a PNG (issue 16, "the board as a picture"): exact pixels of a small drawing
of our own (robust to changes of the board's design), text drawn with the shipped fonts
only, the classic board a PNG of the expected size, and the fallbacks of an attachment."""

from __future__ import annotations

import asyncio
import os
import signal
import struct
import xml.etree.ElementTree as ET
import zlib

import pytest

from bot import png
from bot.attachments import board_file
from bot.png import FONT_FILES, WIDTH, Painter, PictureError, png_size, svg_to_png
from engine.rulesets.classic.protocol.ruleset import RULESET
from tests.golden import crowded, duel, opening

SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
PAPER, RED = (0xFF, 0xFD, 0xF7, 255), (0xC0, 0x39, 0x2B, 255)


def pixels(png: bytes) -> list[list[tuple[int, ...]]]:
    """The RGBA rows of an 8-bit RGBA PNG (what either library writes), unfiltered: enough of a
    decoder to read back exact pixels without an imaging library."""
    width, height = png_size(png)
    depth, colour = png[24], png[25]
    assert (depth, colour) == (8, 6), "8-bit RGBA"
    data, at = b"", 8
    while at < len(png):
        length, kind = struct.unpack(">I4s", png[at:at + 8])
        if kind == b"IDAT":
            data += png[at + 8:at + 8 + length]
        at += 12 + length
    raw, stride, rows, prior = zlib.decompress(data), width * 4, [], bytearray(width * 4)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (
            stride + 1)])
        for x in range(stride):
            a, b = line[x - 4] if x >= 4 else 0, prior[x]
            c = prior[x - 4] if x >= 4 else 0
            line[x] = (line[x] + (0, a, b, (a + b) // 2, _paeth(a, b, c))[kind]) & 0xFF
        rows.append([tuple(line[i:i + 4]) for i in range(0, stride, 4)])
        prior = line
    return rows


def _paeth(a: int, b: int, c: int) -> int:
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def text_svg(family: str = "DejaVu Sans", weight: str = "normal", text: str = "Arrakeen 7"):
    return (SVG.format(w=120, h=24) + f'<text x="4" y="18" font-size="16" font-family='
            f'"{family}" font-weight="{weight}">{text}</text></svg>')


@pytest.fixture(params=["skia", "resvg"])
def drawer(request, monkeypatch):
    """Each library the pictures may be drawn with: Skia where its wheel loads, else resvg
    (bot/png.py), so both must draw every board right."""
    if request.param == "skia" and png.png_skia is None:
        pytest.skip("Skia's wheel does not load here (no libGL or libEGL)")
    draw = png.draw_with_skia if request.param == "skia" else png.draw_with_resvg
    monkeypatch.setattr(png, "DRAW", draw)
    return request.param


def test_a_fill_is_drawn_at_its_exact_pixels_and_scaled_to_the_width(drawer):
    svg = (SVG.format(w=40, h=20) + '<rect width="40" height="20" fill="#FFFDF7"/>'
           '<rect x="10" y="5" width="10" height="10" fill="#C0392B"/></svg>')
    small, large = pixels(svg_to_png(svg, width=40)), pixels(svg_to_png(svg, width=80))
    assert (len(small[0]), len(small), len(large[0]), len(large)) == (40, 20, 80, 40)
    assert small[10][15] == RED and small[2][2] == PAPER and small[10][25] == PAPER
    assert large[20][30] == RED and large[4][4] == PAPER and large[20][50] == PAPER


def test_text_is_drawn_with_the_shipped_font(drawer):
    drawn = pixels(svg_to_png(text_svg(), width=120))
    blank = pixels(svg_to_png(SVG.format(w=120, h=24) + "</svg>", width=120))
    inked = sum(1 for row in drawn for pixel in row if pixel[3] > 0)
    assert all(pixel[3] == 0 for row in blank for pixel in row)
    assert inked > 100 and drawn != blank


@pytest.mark.parametrize("family", ["sans-serif", "serif", "monospace", "Verdana",
                                    "DejaVu Serif", "Liberation Sans, Arial"])
def test_any_family_is_drawn_in_the_shipped_font_never_a_system_one(family, drawer):
    # DejaVu Serif is installed on many machines (this one too): it must not be used, or a
    # board would read differently on a fresh server
    assert svg_to_png(text_svg(family), width=120) == svg_to_png(text_svg(), width=120)


def test_bold_text_is_drawn_with_the_shipped_bold_face(drawer):
    assert any(path.name == "DejaVuSans-Bold.ttf" for path in FONT_FILES)
    regular = pixels(svg_to_png(text_svg(), width=120))
    bold = pixels(svg_to_png(text_svg(weight="bold"), width=120))
    ink = [sum(1 for row in image for pixel in row if pixel[3] > 128)
           for image in (regular, bold)]
    assert ink[1] > ink[0] * 1.2  # heavier strokes, not the regular face again


def test_the_classic_board_is_a_png_of_the_expected_size(drawer):
    svg = RULESET.board(crowded()).svg
    png = svg_to_png(svg)
    root = ET.fromstring(svg)
    _, _, w, h = (float(n) for n in root.get("viewBox", "").split())
    width, height = png_size(png)
    assert width == WIDTH and abs(height - WIDTH * h / w) <= 1
    colours = {pixel for row in pixels(png)[::40] for pixel in row[::40]}
    assert len(colours) > 10  # a drawing, not a blank page


def test_every_token_chip_of_the_crowded_board_shows_its_colour_in_the_png(drawer):
    # the picture as a viewer sees it: a third or more of each chip (its letters aside) is
    # its faction's colour, so the colour-blind-safe palette survives the drawing
    svg = RULESET.board(crowded()).svg
    root = ET.fromstring(svg)
    left, top, w, _ = (float(n) for n in root.get("viewBox", "").split())
    rows = pixels(svg_to_png(svg))
    scale = len(rows[0]) / w
    chips = [r for r in root.iter("{http://www.w3.org/2000/svg}rect") if r.get("rx") == "1.5"]
    assert len(chips) > 20
    for chip in chips:
        x0, y0 = (float(chip.get("x")) - left) * scale, (float(chip.get("y")) - top) * scale
        x1 = x0 + float(chip.get("width")) * scale
        y1 = y0 + float(chip.get("height")) * scale
        seen = [rows[y][x][:3] for y in range(int(y0) + 2, int(y1) - 1)
                for x in range(int(x0) + 2, int(x1) - 1)]
        want = tuple(int(chip.get("fill")[i:i + 2], 16) for i in (1, 3, 5))
        close = [p for p in seen if max(abs(a - b) for a, b in zip(p, want, strict=True)) <= 6]
        assert len(close) >= len(seen) / 3, (chip.get("fill"), chip.get("x"), chip.get("y"))


def test_an_svg_that_cannot_be_drawn_is_refused_with_the_reason(drawer):
    with pytest.raises(PictureError, match="could not be drawn"):
        svg_to_png("<html>not a drawing</html>")


def test_png_size_refuses_what_is_not_a_png():
    with pytest.raises(PictureError, match="not a PNG"):
        png_size(b"<svg/>" + bytes(30))


async def test_the_painter_draws_the_same_picture_in_its_worker():
    painter = Painter()
    try:
        assert await painter.render(text_svg(), 120) == svg_to_png(text_svg(), 120)
    finally:
        painter.close()


async def test_a_painter_whose_worker_died_starts_another():
    painter = Painter()
    try:
        await painter.render(text_svg(), 120)
        worker = next(iter(painter._executor()._processes))  # the one worker process
        os.kill(worker, signal.SIGKILL)
        assert await painter.render(text_svg(), 120) == svg_to_png(text_svg(), 120)
    finally:
        painter.close()


async def stopped_painter(limit: float) -> tuple[Painter, int]:
    """A painter given `limit` seconds a picture, whose started worker is then stopped
    (SIGSTOP: it never answers, as a worker stuck on an absurd SVG), and that worker."""
    painter = Painter()
    painter.limit = 30  # starting the worker may be slow on a busy machine
    await painter.render(text_svg(), 120)
    painter.limit = limit
    worker = next(iter(painter._executor()._processes))
    os.kill(worker, signal.SIGSTOP)
    return painter, worker


async def test_a_stopped_worker_is_given_up_in_time_and_replaced():
    painter, stopped = await stopped_painter(limit=0.5)
    loop = asyncio.get_running_loop()
    try:
        start = loop.time()
        with pytest.raises(PictureError, match=r"not drawn in 0\.5 s"):
            await painter.render(text_svg(text="Carthag"), 120)
        assert loop.time() - start < 10 and painter._pool is None  # killed, not kept
        painter.limit = 30  # the new worker has to start
        assert await painter.render(text_svg(text="Carthag"), 120) == svg_to_png(
            text_svg(text="Carthag"), 120)
        assert stopped not in painter._executor()._processes
    finally:
        painter.close(kill=True)


async def test_a_picture_waiting_behind_a_stopped_worker_is_given_up_in_time_too():
    painter, _ = await stopped_painter(limit=0.5)
    loop = asyncio.get_running_loop()
    try:
        start = loop.time()
        outcomes = await asyncio.gather(painter.render(text_svg(text="Carthag"), 120),
                                        painter.render(text_svg(text="Tuek"), 120),
                                        return_exceptions=True)
        assert all(isinstance(each, PictureError) for each in outcomes)
        assert loop.time() - start < 10
    finally:
        painter.close(kill=True)


@pytest.mark.parametrize(("svg", "why"), [
    (text_svg(text="Arrakeen " * 250), "a text of over 2,000 characters"),
    (text_svg() + " " * 1_000_000, "over 1000000"),
])
async def test_an_absurd_svg_is_refused_without_drawing(svg, why):
    painter = Painter()
    with pytest.raises(PictureError, match=why):
        await painter.render(svg, 120)
    assert painter._pool is None  # no worker was started, nor held


async def test_the_painter_keeps_its_last_pictures_and_forgets_older_ones():
    painter = Painter(keep=1)
    try:
        first = await painter.render(text_svg(), 120)
        painter.close()  # no worker: a picture kept is given without one
        assert await painter.render(text_svg(), 120) == first and painter._pool is None
        await painter.render(text_svg(text="Carthag"), 120)
        painter.close()
        assert await painter.render(text_svg(), 120) == first and painter._pool is not None
    finally:
        painter.close()


async def test_a_board_attachment_is_the_png_when_it_fits():
    file = await board_file(text_svg(), "board", limit=10 * 1024 * 1024)
    assert file is not None and file.filename == "board.png"
    assert png_size(file.fp.read()) == (WIDTH, WIDTH // 5)


async def test_a_png_over_the_upload_limit_gives_way_to_the_svg():
    svg = text_svg()
    file = await board_file(svg, "board", limit=len(svg.encode()))
    assert file is not None and file.filename == "board.svg" and file.fp.read() == svg.encode()


async def test_an_svg_over_the_upload_limit_too_gives_no_attachment():
    assert await board_file(text_svg(), "board", limit=10) is None


async def test_a_board_that_cannot_be_drawn_is_attached_as_svg():
    file = await board_file("<svg>unclosed", "board", limit=1000)
    assert file is not None and file.filename == "board.svg"


async def test_the_svg_is_attached_when_asked_for():
    file = await board_file(text_svg(), "board-3", limit=10 * 1024 * 1024, fmt="svg")
    assert file is not None and file.filename == "board-3.svg"


def test_a_font_size_set_on_the_root_is_inherited_by_its_texts(drawer):
    # a board may set its font size on the <svg> element itself
    on_text = SVG.format(w=120, h=24) + '<text x="4" y="18" font-size="11">Arrakeen 7</text></svg>'
    on_root = (SVG.format(w=120, h=24).replace("<svg ", '<svg font-size="11" ')
               + '<text x="4" y="18">Arrakeen 7</text></svg>')
    smaller = SVG.format(w=120, h=24) + '<text x="4" y="18" font-size="9">Arrakeen 7</text></svg>'
    assert svg_to_png(on_root, 120) == svg_to_png(on_text, 120) != svg_to_png(smaller, 120)


def test_a_machine_where_skia_cannot_load_draws_with_resvg(monkeypatch):
    # bot/png.py: Skia's wheel needs the system's libGL and libEGL; without them every
    # picture is still drawn
    monkeypatch.setattr(png, "png_skia", None)
    assert png._drawer() is png.draw_with_resvg


def test_a_text_kept_from_an_earlier_picture_follows_what_it_inherits_now(drawer):
    # the outlines of a text are kept from one picture to the next (bot/svg_text.py): the
    # same characters under a parent of another size or weight must not reuse them
    text = '<text x="4" y="18">Arrakeen 7</text></svg>'
    under = SVG.format(w=120, h=24) + '<g font-size="{size}" font-weight="{weight}">' + text
    under = under.replace("</svg>", "</g></svg>")
    first = svg_to_png(under.format(size=11, weight="normal"), 120)
    for size, weight in ((16, "normal"), (11, "bold")):
        assert svg_to_png(under.format(size=size, weight=weight), 120) != first
    assert svg_to_png(under.format(size=11, weight="normal"), 120) == first


def test_a_board_drawn_again_is_the_same_png():
    # the second drawing reuses the texts' outlines of the first: the bytes may not change
    if png.png_skia is None:
        pytest.skip("Skia's wheel does not load here (no libGL or libEGL)")
    from bot.svg_text import faces
    for face in faces(*FONT_FILES):
        face.groups.clear()
    svg = RULESET.board(crowded()).svg
    assert png.draw_with_skia(svg, WIDTH) == png.draw_with_skia(svg, WIDTH)


@pytest.mark.parametrize("state", [opening, crowded, duel])
def test_a_board_drawn_over_its_kept_base_layer_is_the_png_drawn_whole(state, monkeypatch):
    # bot/png_layer.py: the territories (data-layer="base") are drawn once and kept; the
    # rest drawn over them must leave the very bytes of the whole document drawn at once
    if png.png_skia is None:
        pytest.skip("Skia's wheel does not load here (no libGL or libEGL)")
    svg = RULESET.board(state()).svg
    kept = [png.draw_with_skia(svg, width) for width in (WIDTH, 600, WIDTH)]
    monkeypatch.setattr(png.png_skia, "split", lambda svg: None)
    assert kept == [png.draw_with_skia(svg, width) for width in (WIDTH, 600, WIDTH)]


def test_the_bots_exit_kills_a_picture_still_being_drawn(monkeypatch):
    """A drawing under way when the bot stops must not hold the process's exit, even when
    its loop ended with an error."""
    from bot import discord_bot

    closed: list[bool] = []
    monkeypatch.setenv("DISCORD_TOKEN", "fake-token")
    monkeypatch.setattr(discord_bot.PAINTER, "close", lambda *, kill=False: closed.append(kill))

    def failing(main):
        main.close()
        raise RuntimeError("the loop failed")

    monkeypatch.setattr(discord_bot.asyncio, "run", failing)
    monkeypatch.setattr(discord_bot.logging, "basicConfig", lambda **kwargs: None)
    with pytest.raises(RuntimeError, match="the loop failed"):
        discord_bot.run_bot()
    assert closed == [True]

"""The board as a PNG picture, because Discord previews PNG attachments but not SVG ones.

`svg_to_png` is a pure function drawn by one of two libraries, both wheels from the package
registry: Skia (`bot.png_skia`, about 50 ms for a mid-game board) where its wheel loads, as
it links the system's libGL and libEGL (the Dockerfile installs them, and CI when missing),
else resvg (about six times slower, no system library at all), so a fresh machine with only
Python still draws every board. Either draws text only in the fonts shipped in `bot/fonts/`
(DejaVu Sans and its bold, under the license beside them), never the machine's: every family
is drawn in them, so a board reads the same on a fresh server as on a desktop. The pixel
tests run against each library this machine can load.

The drawing is done in a worker process of its own (`Painter`), a tenth of a second's stall
being too long for the event loop whichever library holds the GIL, and given up after a
time limit (a stopped or very slow worker is killed), since a board waits for its picture
before it is posted.
"""

from __future__ import annotations

import asyncio
import hashlib
import multiprocessing
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import resvg_py

from bot.png_file import SIGNATURE

try:
    from bot import png_skia
except ImportError:  # the wheel's libGL or libEGL is not on this machine
    png_skia = None

FONTS = Path(__file__).with_name("fonts")
FONT_FILES = (FONTS / "DejaVuSans.ttf", FONTS / "DejaVuSans-Bold.ttf")
FAMILY = "DejaVu Sans"
"""The shipped family: the one every other family name falls back to."""
WIDTH = 1200
"""Pixel width of a board picture: Discord shows it scaled down in the channel and at this
size when opened, crisp enough to read every label."""


class PictureError(Exception):
    """The SVG could not be drawn (the message says why); the caller posts without it."""


def svg_to_png(svg: str, width: int = WIDTH) -> bytes:
    """Draw an SVG document as a PNG `width` pixels wide (the height keeps its proportions),
    with the shipped fonts only."""
    try:
        return DRAW(svg, width)
    except ValueError as err:
        raise PictureError(f"the SVG could not be drawn: {err}") from None


def draw_with_resvg(svg: str, width: int) -> bytes:
    """The SVG drawn by resvg: every generic and unknown family falls back to the shipped
    one. About six times slower than Skia, but a wheel that needs no system library."""
    fonts = [str(path) for path in FONT_FILES]
    return resvg_py.svg_to_bytes(
        svg_string=svg, width=width, skip_system_fonts=True, font_files=fonts,
        font_family=FAMILY, sans_serif_family=FAMILY, serif_family=FAMILY,
        monospace_family=FAMILY, cursive_family=FAMILY, fantasy_family=FAMILY)


def draw_with_skia(svg: str, width: int) -> bytes:
    """The SVG drawn by Skia (`bot.png_skia`), texts as outlines of the shipped fonts."""
    return png_skia.draw(svg, width, FONT_FILES)


def _drawer() -> Callable[[str, int], bytes]:
    """Skia where its wheel loads, else resvg."""
    return draw_with_resvg if png_skia is None else draw_with_skia


DRAW = _drawer()
"""How this process draws its pictures (tests swap it to try each)."""


def png_size(png: bytes) -> tuple[int, int]:
    """(width, height) read from a PNG's header; `PictureError` if it is not a PNG."""
    if not png.startswith(SIGNATURE) or png[12:16] != b"IHDR":
        raise PictureError("not a PNG")
    return int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")


LIMIT = 5.0
"""Seconds a picture may take, its wait for the worker included: a board is drawn in about
0.05 s, so a picture this late comes from a stopped worker or an absurd SVG, and the board is
posted without it rather than later."""
MAX_SVG = 1_000_000
"""Characters of the largest SVG drawn (the largest board of the games here has about 45,000)."""
LONGEST_TEXT = 2000
"""Characters of the longest text run drawn (a board's labels have at most a hundred): no
board needs more, and resvg, where it draws, lays out a long run in a time that grows faster
than its length (20,000 characters take a second, 200,000 nearly two minutes)."""


def refuse_absurd(svg: str) -> None:
    """`PictureError` for an SVG no board would make and that would take long to draw: a
    cheap look, so the worker is not held by it until the time limit."""
    if len(svg) > MAX_SVG:
        raise PictureError(f"the SVG has {len(svg)} characters, over {MAX_SVG}")
    # what follows each tag's ">" up to the next "<": one linear pass over the SVG
    if max(len(run.rpartition(">")[2]) for run in svg.split("<")) > LONGEST_TEXT:
        raise PictureError(f"the SVG has a text of over {LONGEST_TEXT:,} characters")


class Painter:
    """Draws PNGs in one worker process, started at the first picture and kept for the next
    ones (starting it costs about 0.2 s). Pictures wait their turn: the machine has few
    cores, and a board is drawn only when it changed. The last few pictures are kept, so
    the players who ask `/board` after a snapshot, or a snapshot sent again, cost nothing.

    A picture not drawn within `limit` seconds of being asked for is given up
    (`PictureError`): if its own drawing was under way, the worker is killed (a new one
    starts with the next picture), since it may be stopped or stuck on that SVG for minutes
    and every later picture would wait behind it."""

    def __init__(self, keep: int = 8, limit: float = LIMIT) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._kept: OrderedDict[tuple[str, int], bytes] = OrderedDict()
        self._keep = keep
        self.limit = limit
        self._turn: tuple[asyncio.AbstractEventLoop, asyncio.Lock] | None = None

    async def render(self, svg: str, width: int = WIDTH) -> bytes:
        """`svg_to_png` in the worker, or the picture kept from an earlier call."""
        key = (hashlib.sha256(svg.encode()).hexdigest(), width)
        png = self._kept.get(key)
        if png is None:
            refuse_absurd(svg)
            png = await self._in_time(svg, width)
        self._kept[key] = png
        self._kept.move_to_end(key)
        while len(self._kept) > self._keep:
            self._kept.popitem(last=False)
        return png

    async def _in_time(self, svg: str, width: int) -> bytes:
        """The picture within `limit`, counting the wait for the pictures asked before it."""
        try:
            async with asyncio.timeout(self.limit):
                async with self._lock():
                    return await self._draw(svg, width)
        except TimeoutError:
            raise PictureError(f"the picture was not drawn in {self.limit:g} s") from None

    def _lock(self) -> asyncio.Lock:
        """Held while a picture is drawn, so a picture out of time kills the worker only
        when it is drawing that picture, never one asked for before it. One per event loop:
        an asyncio lock belongs to the loop it first waited in, and the process's painter
        outlives a loop."""
        loop = asyncio.get_running_loop()
        if self._turn is None or self._turn[0] is not loop:
            self._turn = (loop, asyncio.Lock())
        return self._turn[1]

    async def _draw(self, svg: str, width: int) -> bytes:
        """A worker that died (killed, out of memory) is replaced once before giving up; one
        interrupted while drawing (out of time, or its caller gone) is killed."""
        for _ in range(2):
            pool = self._executor()
            try:
                return await asyncio.wrap_future(pool.submit(svg_to_png, svg, width))
            except BrokenProcessPool:
                self.close()
            except asyncio.CancelledError:
                self.close(kill=True)
                raise
        raise PictureError("the drawing process stopped twice")

    def close(self, *, kill: bool = False) -> None:
        """Stop the worker (a new one starts with the next picture): let it finish its
        picture, or `kill` it, for a worker that may never finish."""
        pool, self._pool = self._pool, None
        if pool is None:
            return
        if kill:
            # the executor has no public way to stop a busy worker (before Python 3.14)
            for process in list((pool._processes or {}).values()):
                process.kill()
        pool.shutdown(wait=False, cancel_futures=True)

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # spawn, not fork: the bot's threads (SQLite, checkpoints) may hold locks that a
            # forked child would inherit locked
            self._pool = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        return self._pool


PAINTER = Painter()
"""The process's one painter: every board picture of the bot and of `/board` goes through
it, so the worker is started once per process."""

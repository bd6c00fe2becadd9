"""The board as a PNG: the drawing alone, a whole snapshot (SVG, text and PNG, as the bot
makes it for the channel) and how long the event loop stalls while a picture is drawn."""

from __future__ import annotations

import asyncio
import statistics
import time

from bot.png import WIDTH, Painter, png_size, png_skia, svg_to_png
from engine.core import BoardPicture, Session
from engine.rulesets.classic.model.state import ClassicState
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import play, random_origin


def mid_games(states: int) -> list[ClassicState]:
    """Random six-faction games at turn 5, the board well filled."""
    return [play(random_origin(seed, players=6), seed=seed,
                 until=lambda st: st.turn > 4).session.state for seed in range(states)]


def png_render(games: int = 6, pictures: int = 5) -> None:
    """Median time to draw the board's SVG as a PNG, in this process: in each of `games`
    six-faction games from turn 5, the board after each of the first `pictures` commands
    that change it, drawn in the order played, as the bot draws a game's board after each
    move; then the same pictures each drawn with no base layer kept (`bot.png_layer`), as
    the first picture of a game is."""
    boards = [svg for seed in range(games) for svg in game_boards(seed, pictures)]
    kept = [_drawn(svg) for svg in boards]
    new = [_drawn(svg, forget=True) for svg in boards]
    png = svg_to_png(boards[-1])
    width, height = png_size(png)
    print(f"board PNG, mid-game 6 factions: median {statistics.median(kept):.1f} ms to draw "
          f"{width}x{height} px (aim: under 50 ms), {len(png) / 1024:.0f} KB "
          f"({len(kept)} pictures: {pictures} moves in each of {games} games); "
          f"{statistics.median(new):.1f} ms with the base layer drawn anew")


def game_boards(seed: int, pictures: int) -> list[str]:
    """The SVGs of one random six-faction game's board from turn 5, after each of the first
    `pictures` commands that change it."""
    played = play(random_origin(seed, players=6), seed=seed, until=lambda st: st.turn > 6)
    live = Session.replay(RULESET, played.session.origin, [])
    boards: list[str] = []
    for entry in played.session.log:
        RULESET.apply(live.state, entry.actor, RULESET.registry.load(entry.command))
        svg = RULESET.board(live.state).svg if live.state.turn >= 5 else ""
        if svg and (not boards or svg != boards[-1]):
            boards.append(svg)
    return boards[:pictures]


def _drawn(svg: str, forget: bool = False) -> float:
    """Milliseconds to draw `svg`, after forgetting the kept base layers if `forget`."""
    if forget and png_skia is not None:
        png_skia.forget_layers()
    start = time.perf_counter()
    svg_to_png(svg)
    return (time.perf_counter() - start) * 1000


async def snapshots(states: int = 10) -> None:
    """Median time of a whole channel snapshot: the ruleset's board (SVG and text map), then
    its PNG drawn in the painter's worker process (started beforehand, nothing kept)."""
    games = mid_games(states)
    painter = Painter(keep=0)
    await painter.render(RULESET.board(games[0]).svg)  # start the worker
    times = []
    try:
        for state in games:
            start = time.perf_counter()
            picture: BoardPicture = RULESET.board(state)
            await painter.render(picture.svg)
            times.append((time.perf_counter() - start) * 1000)
    finally:
        painter.close()
    print(f"board snapshot, mid-game 6 factions: median {statistics.median(times):.1f} ms "
          f"for SVG + text + PNG ({len(times)} snapshots, PNG in the worker process)")


async def loop_stall(renders: int = 5) -> None:
    """The event loop's longest pause while boards are drawn by the painter (a worker
    process), and, for comparison, by a thread."""
    svg = RULESET.board(mid_games(1)[0]).svg
    painter = Painter(keep=0)
    await painter.render(svg)  # start the worker
    loop = asyncio.get_running_loop()
    try:
        by_process = await _longest_pause(lambda: painter.render(svg), renders)
        by_thread = await _longest_pause(
            lambda: loop.run_in_executor(None, svg_to_png, svg, WIDTH), renders)
    finally:
        painter.close()
    print(f"event loop while drawing: longest pause {by_process:.1f} ms with the worker "
          f"process ({by_thread:.1f} ms if drawn in a thread)")


async def _longest_pause(draw, renders: int) -> float:
    """Milliseconds of the longest gap between ticks of a 1 ms heartbeat during `renders`
    drawings one after another."""
    gaps: list[float] = []
    done = asyncio.Event()

    async def heartbeat() -> None:
        last = time.perf_counter()
        while not done.is_set():
            await asyncio.sleep(0.001)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

    beat = asyncio.create_task(heartbeat())
    for _ in range(renders):
        await draw()
    done.set()
    await beat
    return max(gaps) * 1000

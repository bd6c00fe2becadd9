"""Board pictures: scene -> SVG -> text for a mid-game six-faction state (DESIGN.md Rendering)."""

from __future__ import annotations

import statistics
import time

from engine.boards.arrakis.drawing import board_svg
from engine.rulesets.classic.protocol.simulate import play, random_origin
from engine.rulesets.classic.view.board_text import compact, detailed
from engine.rulesets.classic.view.picture import board_scene
from engine.rulesets.classic.view.scene import scene


def board_pictures(states: int = 10, rounds: int = 5) -> None:
    """Median time of the whole pipeline per picture, and of its steps, over mid-game states
    of random six-faction games (turn 5), each drawn `rounds` times."""
    games = [play(random_origin(seed, players=6), seed=seed,
                  until=lambda st: st.turn > 4).session.state for seed in range(states)]
    steps: dict[str, list[float]] = {"scene": [], "svg": [], "text": [], "total": [],
                                     "detail": []}
    for state in games * rounds:
        t0 = time.perf_counter()
        board = scene(state)
        t1 = time.perf_counter()
        board_svg(board_scene(board))
        t2 = time.perf_counter()
        compact(board)
        t3 = time.perf_counter()
        detailed(board)
        t4 = time.perf_counter()
        for key, value in (("scene", t1 - t0), ("svg", t2 - t1), ("text", t3 - t2),
                           ("total", t3 - t0), ("detail", t4 - t3)):
            steps[key].append(value * 1000)
    med = {k: statistics.median(v) for k, v in steps.items()}
    print(f"board picture, mid-game 6 factions: scene -> SVG -> compact text median "
          f"{med['total']:.1f} ms (scene {med['scene']:.2f}, SVG {med['svg']:.1f}, "
          f"text {med['text']:.1f}); detailed text {med['detail']:.1f} ms "
          f"({len(steps['total'])} pictures)")

"""The dice game's and Diuna's boards, as classic's are measured in render.py and png.py: the
ruleset's picture (SVG and text message) and its PNG, in the middle of random games of the
most seats each game holds."""

from __future__ import annotations

import statistics
import time

from bot.png import png_size, svg_to_png
from engine.core.ruleset import Ruleset
from engine.core.simulation import play, sample_origin
from engine.rulesets.dice.ruleset import RULESET as DICE
from engine.rulesets.diuna.ruleset import RULESET as DIUNA


def mid_games(ruleset: Ruleset, states: int) -> list:
    """Random games of the most seats, stopped as their third round begins."""
    players = ruleset.sides.max_seats
    return [play(ruleset, sample_origin(ruleset, seed, players=players), seed=seed,
                 until=lambda st: st.round > 2).session.state for seed in range(1, states + 1)]


def board_times(ruleset: Ruleset, states: int = 6, rounds: int = 3) -> None:
    """Median time of the board's picture (SVG and text) and of its PNG."""
    games = mid_games(ruleset, states)
    pictures, pngs, sizes = [], [], []
    for state in games * rounds:
        start = time.perf_counter()
        picture = ruleset.board(state)
        drawn = time.perf_counter()
        png = svg_to_png(picture.svg)
        pictures.append((drawn - start) * 1000)
        pngs.append((time.perf_counter() - drawn) * 1000)
        sizes.append(png_size(png))
    width, height = max(sizes)
    print(f"{ruleset.name} board, mid-game {ruleset.sides.max_seats} seats: SVG + text median "
          f"{statistics.median(pictures):.1f} ms; PNG median {statistics.median(pngs):.1f} ms "
          f"(up to {width}x{height} px; {len(pngs)} pictures)")


def other_boards() -> None:
    """The dice game's board, then Diuna's."""
    for ruleset in (DICE, DIUNA):
        board_times(ruleset)

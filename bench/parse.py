"""Reading a typed command: time per line as lines grow, beyond the length limit too.

The limit (500 characters) refuses long lines at once; the figures without it show that the
parser itself grows in proportion to the line (10x the characters, about 10x the time)."""

from __future__ import annotations

import contextlib
import statistics
import time

from engine.core import CommandSyntaxError
from engine.rulesets.classic.protocol.ruleset import RULESET

SHAPES = {
    "move (three names)": "move 3 {words}",
    "set_tokens (five arguments)": "set_tokens atreides 3 {words}",
    "truthtrance (free text)": "truthtrance atreides {words}",
    "keep (quoted value)": 'keep what="{words}"',
}


def _time(line: str, limit: int | None, rounds: int) -> float:
    """Median seconds to parse (or refuse) `line`."""
    timings = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        with contextlib.suppress(CommandSyntaxError):  # the refusal is what is timed
            RULESET.registry.parse(line, RULESET.vocabulary, max_length=limit)
        timings.append(time.perf_counter() - t0)
    return statistics.median(timings)


def parse_times(sizes: tuple[int, ...] = (100, 1_000, 10_000), rounds: int = 5) -> None:
    """Median parse time per line length and command shape, without and with the limit."""
    for label, shape in SHAPES.items():
        lines = {n: shape.format(words=("sietch " * n)[: n - len(shape) + 7]) for n in sizes}
        free = ", ".join(f"{n:,} chars {_time(line, None, rounds) * 1e3:.2f} ms"
                         for n, line in lines.items())
        capped = _time(lines[sizes[-1]], 500, rounds)
        print(f"parse {label}: {free}; refused at the limit in {capped * 1e6:.0f} µs")

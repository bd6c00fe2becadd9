"""The simulator and the demo: random legal games through the engine, with figures."""

from __future__ import annotations

import os
import statistics
import time
from collections import Counter

from engine.core import Event
from engine.rulesets.classic.simulate import play, random_origin, run_many
from engine.rulesets.classic.state import Phase


def simulate(games: int, seed: int, jobs: int | None = None) -> int:
    """Play `games` complete random games, checking the invariants after every command and
    replaying each log; print the figures. Exit status 1 if any game failed."""
    jobs = jobs or min(2, os.cpu_count() or 1)
    start = time.perf_counter()
    results = run_many(list(range(seed, seed + games)), jobs=jobs)
    elapsed = time.perf_counter() - start
    failed = [r for r in results if r.error]
    done = [r for r in results if not r.error]
    for r in failed:
        print(f"game seed {r.seed}: {r.error}")
    commands = [r.commands for r in done]
    print(f"{games} games ({jobs} processes), {len(failed)} failed, {elapsed:.1f}s: "
          f"{games / elapsed:.1f} games/s; commands per game: mean "
          f"{statistics.mean(commands or [0]):.0f}, max {max(commands or [0])}")
    winners = Counter(" + ".join(sorted(r.winners)) for r in done)
    print("winners:", ", ".join(f"{w} {n}" for w, n in winners.most_common()))
    print("end turns:", dict(sorted(Counter(r.turn for r in done).items())))
    print("players:", dict(sorted(Counter(r.players for r in done).items())))
    return 1 if failed else 0


def demo(seed: int, turns: int) -> int:
    """One 6-faction game played by random agents, printing the public log turn by turn."""
    origin = random_origin(seed, players=6)

    def show(events: list[Event]) -> None:
        for e in events:
            if e.is_public:
                if e.kind == "storm_round":
                    print(f"\n=== Turn {e.text.split(':')[0].removeprefix('Turn ')} ===")
                print(f"  {e.text}")

    play(origin, seed=seed, on_events=show,
         until=lambda s: s.phase == Phase.ENDED or s.turn > turns)
    print(f"\n(demo stopped after turn {turns}; `dune-moderator table --help` to play)")
    return 0

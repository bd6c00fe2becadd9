"""The simulator and the demo: random legal games through the engine, with figures."""

from __future__ import annotations

import time
from collections import Counter

from engine.core import Event
from engine.rulesets.classic.invariants import problems
from engine.rulesets.classic.simulate import play, random_origin
from engine.rulesets.classic.state import Phase


def simulate(games: int, seed: int, turns: int) -> int:
    """Play `games` random games to `turns`, checking the invariants after every command."""
    failures = 0
    commands = 0
    ends: Counter[int] = Counter()
    start = time.perf_counter()
    for i in range(games):
        origin = random_origin(seed + i)

        def check(session, _events) -> None:
            broken = problems(session.state)
            if broken:
                raise AssertionError("; ".join(broken))

        try:
            outcome = play(origin, seed=seed + i, check=check,
                           until=lambda s: s.phase == Phase.ENDED or s.turn > turns)
        except AssertionError as err:
            failures += 1
            print(f"game seed {seed + i}: {err}")
            continue
        commands += outcome.commands
        ends[outcome.session.state.turn] += 1
    elapsed = time.perf_counter() - start
    print(f"{games} games, {failures} failed, {commands} commands in {elapsed:.2f}s "
          f"({games / elapsed:.1f} games/s, {commands / max(elapsed, 1e-9):.0f} commands/s)")
    print("games by final turn:", dict(sorted(ends.items())))
    return 1 if failures else 0


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

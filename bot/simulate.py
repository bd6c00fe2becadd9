"""The simulator and the demo: random legal games through the engine, with figures."""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections import Counter

from engine.core import Event, RuleError
from engine.core.options import summary
from engine.core.simulation import Summary, play, sample_origin
from engine.core.words import T
from engine.rulesets.catalog import RULESETS
from engine.rulesets.simulate import run_many

from . import option_line
from .words import say


def simulate(ruleset: str, games: int, seed: int, jobs: int | None = None,
             options: str | None = None, bots: int = 0) -> int:
    """Play `games` complete random games, checking the invariants after every command and
    replaying each log; print the figures. Every game takes the options line given (a
    preset, single options), or without one a random set of options each; `bots` of its
    seats (drawn at random) are held by the game's bot, the others by random agents. Exit
    status 1 if any game failed or a bot's move was refused, 2 if the options are
    refused."""
    game = RULESETS[ruleset]
    try:
        chosen = None if options is None else option_line.read(game, options)
    except RuleError as err:
        print(say(T("bot-simulate-options-refused", reason=err.words)), file=sys.stderr)
        return 2
    jobs = jobs or min(2, os.cpu_count() or 1)
    if chosen is None:
        print(say(T("bot-simulate-options-random")))
    else:
        rules = summary(game.options_model.model_validate(chosen), game.presets)
        print(say(T("bot-simulate-options", rules=rules) if rules
                  else T("bot-simulate-options-default")))
    start = time.perf_counter()
    results = run_many(ruleset, list(range(seed, seed + games)), jobs=jobs, options=chosen,
                       bots=bots)
    elapsed = time.perf_counter() - start
    failed = [r for r in results if r.error]
    done = [r for r in results if not r.error]
    for r in failed:
        print(say(T("bot-simulate-failed", seed=str(r.seed), error=r.error)))
    commands = [r.commands for r in done]
    print(say(T("bot-simulate-figures", games=str(games), jobs=str(jobs),
                failed=str(len(failed)), elapsed=f"{elapsed:.1f}",
                rate=_rate(games / elapsed), mean=f"{statistics.mean(commands or [0]):.0f}",
                most=str(max(commands or [0])))))
    winners = Counter(" + ".join(sorted(r.winners)) for r in done)
    print(say(T("bot-simulate-winners", winners=", ".join(
        f"{w} {n}" for w, n in winners.most_common()))))
    print(say(T("bot-simulate-ended-at", ended=str(dict(sorted(
        Counter(r.status for r in done).items()))))))
    print(say(T("bot-simulate-players", players=str(dict(sorted(
        Counter(r.players for r in done).items()))))))
    _threats(done)
    _sides(done)
    if bots:
        _shares(done)
    return 1 if failed or any(r.fallbacks for r in done) else 0


def _rate(per_second: float) -> str:
    """Games a second with a tenth's precision, or two significant digits below one game a
    second (a slow ruleset's 0.04 is not 0.0)."""
    return f"{per_second:.1f}" if per_second >= 1 else f"{per_second:.2g}"


def _threats(done: list[Summary]) -> None:
    """How often a seat or an alliance could have won at a turn's end, and was stopped."""
    threatened = sum(r.threatened for r in done)
    stopped = sum(r.stopped for r in done)
    print(say(T("bot-simulate-threats", threatened=str(threatened), stopped=str(stopped),
                share=f"{100 * stopped / threatened:.0f}" if threatened else "-")))


def _sides(done: list[Summary]) -> None:
    """Each side's wins over the games a seat held it, and those of its games a bot held
    it: the table that shows whether one side wins most games among bots."""
    seated: Counter[str] = Counter()
    won: Counter[str] = Counter()
    as_bot: Counter[str] = Counter()
    won_as_bot: Counter[str] = Counter()
    for r in done:
        for side in r.sides:
            seated[side] += 1
            won[side] += side in r.winners
            if side in r.bot_sides:
                as_bot[side] += 1
                won_as_bot[side] += side in r.winners
    print(say(T("bot-simulate-sides")))
    for side in sorted(seated, key=lambda s: (-won[s] / seated[s], s)):
        line = T("bot-simulate-side", side=side, won=won[side], seated=seated[side],
                 share=f"{100 * won[side] / seated[side]:.0f}")
        if as_bot[side]:
            line = T("bot-simulate-side-bots", line=line, won=won_as_bot[side],
                     seated=as_bot[side])
        print(say(line))


def _shares(done: list[Summary]) -> None:
    """The bots' and the random agents' shares of the wins, beside their shares of the
    seats, the wins of a side no seat held (a game may give the win to a side nobody plays), and
    how many bot moves the rules refused."""
    held = {"bots": 0, "agents": 0}
    won = {"bots": 0, "agents": 0, "unseated": 0}
    for r in done:
        held["bots"] += len(r.bot_sides)
        held["agents"] += r.players - len(r.bot_sides)
        for side in r.winners:
            won["bots" if side in r.bot_sides else "agents" if side in r.sides
                else "unseated"] += 1
    seats, wins = sum(held.values()) or 1, sum(won.values()) or 1
    print(say(T("bot-simulate-shares",
                bots=f"{100 * won['bots'] / wins:.0f}",
                bot_seats=f"{100 * held['bots'] / seats:.0f}",
                agents=f"{100 * won['agents'] / wins:.0f}",
                agent_seats=f"{100 * held['agents'] / seats:.0f}",
                unseated=f"{100 * won['unseated'] / wins:.0f}",
                fallbacks=str(sum(r.fallbacks for r in done)))))


TABLE_HELP = ".venv/bin/dune-moderator table --help"
"""How to go on and play, as typed in the clone after `make run` (the venv's own script:
`dune-moderator` alone is on no PATH until the venv is activated)."""


def demo(ruleset: str, seed: int, steps: int | None = None, turns: int | None = None) -> int:
    """One game with the most seats, played by random agents, printing the public log
    under a heading each time the game's status line changes (a new turn or phase); it
    stops after `steps` such changes, or once `turns` whole turns (or rounds) were played."""
    game = RULESETS[ruleset]
    origin = sample_origin(game, seed, players=game.sides.max_seats, options={})
    seen: list[str] = []

    def show(events: list[Event]) -> None:
        for e in events:
            if e.is_public:
                print(f"  {say(e.text)}")

    def over(state) -> bool:
        """Whether the game has gone past what the demo shows."""
        if turns is not None:
            return game.turn(state) > turns
        return steps is not None and len(seen) >= steps

    def until(state) -> bool:
        line = say(game.status(state).line)
        if game.finished(state):
            return True
        if seen and seen[-1] == line:
            return False
        if over(state):
            return True
        seen.append(line)
        print(f"\n=== {line} ===")
        return False

    play(game, origin, seed=seed, on_events=show, until=until)
    played = T("bot-simulate-turns", count=turns) if turns is not None \
        else T("bot-simulate-steps", count=len(seen))
    print("\n" + say(T("bot-simulate-demo-stopped", played=played, command=TABLE_HELP)))
    return 0

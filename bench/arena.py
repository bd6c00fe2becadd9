"""THE DUEL's arena: how often the classic bot's fighter wins a seeded fight against random
agents (a Kanly duel of two, a War of Assassins of three), every other seat played by the
random agents; the same seeds before and after a change to the bot compare its play."""

from __future__ import annotations

import random
from collections import Counter

from engine.core import EventLog, Origin, SeatSpec, Session
from engine.core.bots import bot_move
from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.phases.arena import open_kanly, open_war
from engine.rulesets.classic.protocol.ruleset import RULESET

SEATS = (("a", "atreides"), ("f", "fremen"), ("h", "harkonnen"))
MOST_COMMANDS = 2000
"""A fight ends in at most ten rounds (`arena_end.MAX_ROUNDS`); this only guards the loop."""


def fight(kind: str, seed: int, bot: str) -> str:
    """One fight from a fresh game of `seed`: "bot", "foe" (another fighter won) or "none"
    (both dead, a flight, or the rounds spent)."""
    session, events = Session.new(RULESET, Origin(
        ruleset="classic", options={"duel": True}, seed=seed,
        seats=[SeatSpec(name=n, faction=f) for n, f in SEATS]))
    events += session.apply("mod", session.parse("force"))
    log = EventLog()
    if kind == "kanly":
        open_kanly(session.state, Faction.ATREIDES, Faction.FREMEN, log)
    else:
        open_war(session.state, log)
    told, rng = [*events, *log.events], random.Random(seed)
    for _ in range(MOST_COMMANDS):
        if session.state.fight is None:
            break
        seat = rng.choice(RULESET.pending(session.state)).seat
        move = bot_move(RULESET, session.state, seat, told, rng) if seat == bot else None
        command = move.command if move else RULESET.choose(session.state, seat, rng)
        told += session.apply(seat, command)
    won = next((e.data["faction"] for e in told if e.kind == "duel_won"), None)
    mine = dict(SEATS)[bot]
    return "none" if won is None else "bot" if str(won) == mine else "foe"


def duels(n: int = 60) -> None:
    """`n` seeded fights of each kind, the bot's seat turning with the seed."""
    for kind, fighters in (("kanly", "af"), ("war", "afh")):
        told = Counter(fight(kind, seed, fighters[seed % len(fighters)]) for seed in range(n))
        print(f"arena {kind}: the bot's fighter won {told['bot']} of {n} fights against "
              f"random agents (a foe {told['foe']}, nobody {told['none']})")


if __name__ == "__main__":
    duels()

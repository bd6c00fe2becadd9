"""Seats held by bots: what the service needs to play them and to keep them quiet.

A bot seat is played by the ruleset's bot (`engine.core.bots.bot_move`) from what the seat
may know, through the same path as a player's command. Its moves are reproducible: the
bot's random choices are seeded from the game's seed, its version and the seat. It is sent
no private messages (nobody would read them), which tells nothing secret: which seats are
bots is public.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable

from engine.core.words import T

from .storage import NewMessage, SeatRecord
from .words import say

BOT_MOVES = 300
"""The most bot moves one call plays in a game (a game of bots alone goes on at the next
command or the clock's next tick), so no call runs for long."""


def bot_seats(seats: Iterable[SeatRecord]) -> set[str]:
    """The seats bots hold."""
    return {s.seat for s in seats if s.bot}


def bot_rng(seed: int, version: int, seat: str) -> random.Random:
    """The bot's randomness for one move: the same game, version and seat always give the
    same move, in every process."""
    return random.Random(f"{seed}:{version}:{seat}")


def to_people(messages: Iterable[NewMessage], bots: Collection[str]) -> list[NewMessage]:
    """The messages without those to a bot seat's DMs or thread."""
    dropped = {f"seat:{seat}" for seat in bots}
    return [m for m in messages if m.target not in dropped]


def marked(seat: str, bots: Collection[str], language: str) -> str:
    """A seat's name as the channel shows it: `alice (bot)` when a bot holds it."""
    return say(T("bot-seats-marked", seat=seat), language) if seat in bots else seat

"""Turning engine events into Discord messages: who receives what, split to fit.

Pure functions, tested without Discord: public events go to the game's channel, seat
events to that seat's player by DM, moderator events nowhere public.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from engine.core import Event

DISCORD_LIMIT = 2000
MENTION = re.compile(r"<@!?(\d+)>")


def split(text: str, limit: int = DISCORD_LIMIT) -> list[str]:
    """Cut a long text into messages at line boundaries (a line longer than the limit is cut)."""
    out: list[str] = []
    current = ""
    for line in text.splitlines():
        while len(line) > limit:
            if current:
                out.append(current)
                current = ""
            out.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            out.append(current)
            current = line
        else:
            current = candidate
    if current:
        out.append(current)
    return out


def public_text(events: Iterable[Event]) -> str:
    return "\n".join(e.text for e in events if e.is_public)


def private_texts(events: Iterable[Event]) -> dict[str, str]:
    """Seat name -> the text of the events only that seat may read."""
    out: dict[str, list[str]] = {}
    for e in events:
        if e.audience.startswith("seat:"):
            out.setdefault(e.audience.removeprefix("seat:"), []).append(e.text)
    return {seat: "\n".join(lines) for seat, lines in out.items()}


def parse_players(text: str) -> list[tuple[int, str | None]]:
    """`@alice atreides, @bob, @carol fremen` -> [(user id, faction or None), ...]."""
    players = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        match = MENTION.search(part)
        if not match:
            raise ValueError(f"`{part}` does not start with a @mention of a player.")
        faction = MENTION.sub("", part).strip() or None
        players.append((int(match.group(1)), faction))
    return players

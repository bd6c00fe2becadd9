"""Turning engine events into Discord messages: who receives what, split to fit.

Pure functions, tested without Discord: public events go to the game's channel, seat
events to that seat's player by DM, moderator events nowhere public.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from engine.core import Event
from engine.core.errors import excerpt

from .lookup import UserError

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


def parse_players(text: str, example: str) -> list[tuple[int, str | None]]:
    """`@alice red, @bob, @carol blue` -> [(user id, side or None), ...]; a part without
    a mention is refused with `example`, how this game's players are named."""
    players = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        match = MENTION.search(part)
        if not match:
            raise UserError(f"`{excerpt(part)}` does not start with a @mention of a player. "
                            f"Example: `{example}`.")
        side = MENTION.sub("", part).strip() or None
        players.append((int(match.group(1)), side))
    return players

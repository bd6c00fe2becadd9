"""Turning engine events into Discord messages: who receives what, split to fit.

Pure functions, tested without Discord: public events go to the game's channel, seat
events to that seat's player by DM, moderator events nowhere public.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping

from engine.core import Event
from engine.core.errors import excerpt
from engine.core.words import DEFAULT, T, language_of

from .lookup import UserError
from .words import say

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


def public_text(events: Iterable[Event], language: str = DEFAULT) -> str:
    """The public events' words, in the game's language."""
    return "\n".join(say(e.text, language) for e in events if e.is_public)


def private_texts(events: Iterable[Event], languages: Mapping[str, str] | None = None,
                  language: str = DEFAULT) -> dict[str, str]:
    """Seat name -> the words of the events only that seat may read, in the seat's
    language (`languages`, else `language`)."""
    out: dict[str, list[str]] = {}
    for e in events:
        if e.audience.startswith("seat:"):
            seat = e.audience.removeprefix("seat:")
            words = say(e.text, (languages or {}).get(seat, language))
            out.setdefault(seat, []).append(words)
    return {seat: "\n".join(lines) for seat, lines in out.items()}


def stored_language(options: str) -> str:
    """A stored game's language, from its options as stored (`GameRecord.options`): its core
    option `language`, English when it has none."""
    try:
        chosen = (json.loads(options).get("options") or {}).get("language")
    except (ValueError, AttributeError):
        return DEFAULT
    return language_of(chosen) or DEFAULT


def parse_players(text: str, example: str) -> list[tuple[int, str | None]]:
    """`@alice red, @bob, @carol blue` -> [(user id, side or None), ...]; a part without
    a mention is refused with `example`, how this game's players are named."""
    players = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        match = MENTION.search(part)
        if not match:
            raise UserError(T("bot-messages-no-mention", part=excerpt(part), example=example))
        side = MENTION.sub("", part).strip() or None
        players.append((int(match.group(1)), side))
    return players

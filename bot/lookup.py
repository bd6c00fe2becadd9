"""Which game and which seat an interaction is about: the channel's game (its live one, else
the last one played there, so a finished game stays readable; in a seat's private thread,
its game), or in a DM the player's one
live game (or the one they name)."""

from __future__ import annotations

import re

from engine.core.words import Say, T

from .storage import GameRecord, Store
from .words import say


class UserError(Exception):
    """A mistake the user can fix; the message says how. Shown only to them. `words` is the
    message, worded in the user's language at the edge; `str()` its English words."""

    def __init__(self, message: Say = "") -> None:
        self.words = message
        super().__init__(message)

    def __str__(self) -> str:
        return say(self.words)


async def game_for(store: Store, *, channel_id: int | None, user_id: int,
                   in_dm: bool, game_id: int | None = None) -> GameRecord:
    if not in_dm:
        record = (await store.channel_game(channel_id) or await store.thread_game(channel_id)
                  if channel_id else None)
        if record is None:
            raise UserError(T("bot-lookup-no-game-here"))
        if game_id is not None and game_id != record.id:
            raise UserError(T("bot-lookup-other-game", game=str(record.id), asked=str(game_id)))
        return record
    mine = await store.games_of_user(user_id)
    if game_id is not None:
        match = [g for g in mine if g.id == game_id]
        if not match:
            raise UserError(T("bot-lookup-no-seat-in-live-game", game=str(game_id)))
        return match[0]
    if len(mine) == 1:
        return mine[0]
    if not mine:
        raise UserError(T("bot-lookup-no-live-game"))
    raise UserError(T("bot-lookup-which-game", games=", ".join(str(g.id) for g in mine)))


async def seat_for(store: Store, game_id: int, user_id: int) -> str:
    for seat in await store.seats(game_id):
        if seat.user_id == user_id:
            return seat.seat
    raise UserError(T("bot-lookup-no-seat", game=str(game_id)))


def seat_name(display: str, taken: set[str]) -> str:
    """A short seat name from a display name, unique in the game (alice, alice2 ...)."""
    base = re.sub(r"[^a-z0-9_-]", "", display.lower())[:20] or "player"
    if base == "mod":
        base = "mod-player"
    name, n = base, 2
    while name in taken:
        name, n = f"{base}{n}", n + 1
    taken.add(name)
    return name

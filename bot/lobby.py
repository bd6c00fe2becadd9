"""Open sign-up: a channel's lobby before its game starts (`/game create` without players,
then `/game join`, `leave`, `start`). The lobby lives in SQLite, so it survives restarts;
who may sit and which sides there are come from the ruleset the lobby is for."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from engine.core import Ruleset
from engine.core.words import DEFAULT, T

from .lookup import UserError
from .storage import LobbyRecord, LobbySeat, Store
from .words import say

MAX_USER_ID = 2**63 - 1
"""Discord's ids are snowflakes below this; a larger number is no user (nor fits SQLite)."""


def check_side(ruleset: Ruleset, lobby: LobbyRecord, user_id: int,
               text: str | None) -> str | None:
    """The side a joining player asked for, if free; None lets the game deal one."""
    side = _side(ruleset, text)
    if side is None:
        return None
    taken = {s.side for s in lobby.seats if s.user_id != user_id}
    if side in taken:
        free = [name for name in ruleset.sides.names if name not in taken]
        raise UserError(T("bot-lobby-side-taken", side=side, free=", ".join(free),
                          label=ruleset.sides.label))
    return side


def check_players(ruleset: Ruleset, entries: list[tuple[int, str | None]],
                  bots: int = 0) -> list[tuple[int, str | None]]:
    """The players named for a new game: each user once, as many as the game seats with
    the `bots` seats bots take, each asked-for side known and asked for once. Checked
    before anything is looked up or stored; returns the entries with each side by its
    canonical name."""
    sides = ruleset.sides
    seen: set[int] = set()
    for user_id, _ in entries:
        if not 0 < user_id <= MAX_USER_ID:
            raise UserError(T("bot-lobby-not-a-user", user=str(user_id)))
        if user_id in seen:
            raise UserError(T("bot-lobby-listed-twice", user=f"<@{user_id}>",
                              example=example(ruleset)))
        seen.add(user_id)
    if not sides.min_seats <= len(entries) + bots <= sides.max_seats:
        raise UserError(T("bot-lobby-players-named", count=len(entries) + bots,
                          title=ruleset.title, least=sides.min_seats, most=sides.max_seats))
    chosen: set[str] = set()
    out = []
    for user_id, text in entries:
        side = _side(ruleset, text)
        if side is not None and side in chosen:
            raise UserError(T("bot-lobby-side-twice", side=side, label=sides.label))
        if side is not None:
            chosen.add(side)
        out.append((user_id, side))
    return out


def example(ruleset: Ruleset) -> str:
    """How players are named, with this game's own sides."""
    first, *rest = ruleset.sides.names
    return f"@alice {first}, @bob" + (f" {rest[0]}" if rest else "")


def _side(ruleset: Ruleset, text: str | None) -> str | None:
    return ruleset.resolve_side(text) if text and text.strip() else None


def ready(ruleset: Ruleset, lobby: LobbyRecord, bots: int = 0) -> None:
    """The sign-up may start: its players and the `bots` seats bots will take are as many
    as the game seats."""
    sides = ruleset.sides
    if sides.min_seats <= len(lobby.seats) + bots <= sides.max_seats:
        return
    if not bots:
        raise UserError(T("bot-lobby-signed-up-count", count=len(lobby.seats),
                          title=ruleset.title, least=sides.min_seats, most=sides.max_seats))
    raise UserError(T("bot-lobby-with-bots-count", players=len(lobby.seats), bots=bots,
                      title=ruleset.title, least=sides.min_seats, most=sides.max_seats))


def roster(lobby: LobbyRecord, language: str = DEFAULT) -> str:
    """Who has signed up, in `language`."""
    if not lobby.seats:
        return say(T("bot-lobby-nobody"), language)
    return say(T("bot-lobby-signed-up", players=", ".join(
        f"<@{s.user_id}>" + (f" ({s.side})" if s.side else "") for s in lobby.seats)), language)


class Lobbies:
    """The sign-ups of every channel, each checked against its own ruleset."""

    def __init__(self, store: Store, ruleset: Callable[[str], Ruleset]) -> None:
        self.store = store
        self.ruleset = ruleset

    async def check_free(self, channel_id: int) -> None:
        """A channel holds one live game or one sign-up at a time."""
        if await self.store.game_for_channel(channel_id) or await self.store.lobby(channel_id):
            raise UserError(T("bot-lobby-channel-busy"))

    async def open(self, *, channel_id: int, guild_id: int | None, creator_id: int,
                   ruleset: str, options: dict[str, Any], seed: int) -> None:
        await self.check_free(channel_id)
        await self.store.open_lobby(channel_id=channel_id, guild_id=guild_id,
                                    creator_id=creator_id, ruleset=ruleset,
                                    options=json.dumps(options), seed=seed)

    async def get(self, channel_id: int) -> LobbyRecord:
        lobby = await self.store.lobby(channel_id)
        if lobby is None:
            raise UserError(T("bot-lobby-no-sign-up"))
        return lobby

    async def join(self, channel_id: int, user_id: int, name: str,
                   side_text: str | None) -> LobbyRecord:
        lobby = await self.get(channel_id)
        ruleset = self.ruleset(lobby.ruleset)
        most = ruleset.sides.max_seats
        if all(s.user_id != user_id for s in lobby.seats) and len(lobby.seats) >= most:
            raise UserError(T("bot-lobby-full", most=most))
        side = check_side(ruleset, lobby, user_id, side_text)
        await self.store.join_lobby(channel_id, LobbySeat(user_id, name, side))
        return await self.get(channel_id)

    async def leave(self, channel_id: int, user_id: int) -> LobbyRecord:
        if await self.store.game_for_channel(channel_id):
            raise UserError(T("bot-lobby-started"))
        await self.get(channel_id)
        if not await self.store.leave_lobby(channel_id, user_id):
            raise UserError(T("bot-lobby-not-joined"))
        return await self.get(channel_id)

    async def close(self, channel_id: int) -> None:
        await self.store.close_lobby(channel_id)

    async def cancel(self, channel_id: int, user_id: int, moderator: bool) -> LobbyRecord:
        """Close the channel's sign-up without a game (its creator or a moderator): the
        channel is free again. Returns the sign-up as it was, to say who had joined."""
        live = await self.store.game_for_channel(channel_id)
        if live is not None:
            raise UserError(T("bot-lobby-nothing-to-cancel", game=str(live.id)))
        lobby = await self.get(channel_id)
        if user_id != lobby.creator_id and not moderator:
            raise UserError(T("bot-lobby-only-creator", creator=f"<@{lobby.creator_id}>"))
        await self.store.close_lobby(channel_id)
        return lobby

"""A seat's private thread: where a game played with the core option `private_threads`
sends what only that seat may read, instead of a DM.

The bot makes the thread in the game's channel on the seat's first private message (a
private thread, which nobody may invite others to), adds the seat's player, and records it
(`seat_threads`). Whoever holds the seat is added before each message, and the player who
held it before is removed, so a substitute reads everything the seat was told, and a
player who left reads nothing more; a thread Discord archived after a quiet week is
unarchived first, as Discord changes no members of an archived thread. Members who manage
threads (moderators) see every private thread; the player needs no open DMs. A thread the
bot may not make, join a player to, or post in is `NoThread`: the channel is told which
permissions would work; a thread deleted in Discord is replaced by a new one at the seat's
next message. A game is refused private threads at `/game create` in a channel
that cannot hold them (`check_room`), where no permission would help.
"""

from __future__ import annotations

import json
from typing import Any

import discord

from engine.core.words import T

from .delivery import NoThread
from .lookup import UserError
from .messages import stored_language
from .storage import OutboxMessage, Store
from .words import say

ARCHIVE_MINUTES = 10080
"""A week without messages before Discord archives a thread (a new message reopens it)."""
ARCHIVED = 50083
"""Discord's refusal to change the members of an archived thread: it is unarchived first,
as a post would reopen it."""
UNKNOWN_CHANNEL = 10003
"""Discord's answer about a thread that was deleted: the seat is given a new one."""


async def _seat(thread: discord.Thread, user_id: int | None, added: int | None) -> None:
    """The seat's player now in the thread, the one before out; an archived thread is
    unarchived first (Discord changes no members of one)."""
    try:
        await _members(thread, user_id, added)
    except discord.HTTPException as err:
        if err.code != ARCHIVED:
            raise
        await thread.edit(archived=False)
        await _members(thread, user_id, added)


async def _members(thread: discord.Thread, user_id: int | None, added: int | None) -> None:
    """Add the player now, remove the one before (adding a member twice is harmless, so
    this may be run again)."""
    if user_id is not None:
        await thread.add_user(discord.Object(user_id))
    if added is not None:
        await thread.remove_user(discord.Object(added))


OPTION = "private_threads"


def wants_threads(options: str) -> bool:
    """Whether a stored game (its `games.options`) chose private threads."""
    return bool(json.loads(options).get("options", {}).get(OPTION))


def check_room(chosen: dict[str, Any], channel: object) -> None:
    """Refuse, before the game is made, private threads in a channel that cannot hold them
    (a thread, a forum, an announcement or voice channel's chat): the seats' messages
    would all be set aside, with the channel told of permissions that would not help."""
    kind = getattr(channel, "type", None)
    if chosen.get(OPTION) and kind is not None and kind != discord.ChannelType.text:
        raise UserError(T("bot-threads-need-text-channel", option=OPTION,
                          what=T("bot-threads-a-thread") if isinstance(channel, discord.Thread)
                          else T("bot-threads-not-one")))


class SeatThreads:
    """Finds, makes and keeps up each seat's thread for the sender."""

    def __init__(self, client: discord.Client, store: Store) -> None:
        self.client = client
        self.store = store
        self._known: dict[int, discord.Thread] = {}

    async def thread_of(self, message: OutboxMessage, seat: str,
                        user_id: int | None) -> discord.Thread:
        """The seat's thread, made if it has none, with `user_id` (the seat's player now,
        None when vacant) its only player."""
        try:
            return await self._thread(message.game_id, seat, user_id)
        except discord.Forbidden as err:
            raise NoThread(f"no access to the private thread of {seat}: "
                           f"{' '.join(err.text.split())[:200]}") from err

    async def _thread(self, game_id: int, seat: str, user_id: int | None) -> discord.Thread:
        found = await self.store.seat_thread(game_id, seat)
        thread = await self._get(found[0]) if found else None
        added = found[1] if found and thread else None
        if thread is None:  # none yet, or deleted in Discord since: a new one
            thread = await self._make(game_id, seat)
        if user_id != added:
            try:
                await _seat(thread, user_id, added)
            except discord.NotFound as err:
                if err.code != UNKNOWN_CHANNEL:
                    raise
                self.forget(thread.id)  # deleted since it was looked up
                thread = await self._make(game_id, seat)
                await _seat(thread, user_id, None)
            await self.store.set_seat_thread(game_id, seat, thread.id, user_id)
        return thread

    async def _make(self, game_id: int, seat: str) -> discord.Thread:
        record = await self.store.game(game_id)
        channel_id = record.channel_id
        language = stored_language(record.options)
        parent = self.client.get_channel(channel_id or 0) or await self.client.fetch_channel(
            channel_id or 0)
        if not isinstance(parent, discord.TextChannel):
            raise NoThread(f"channel {channel_id} cannot hold private threads")
        thread = await parent.create_thread(
            name=say(T("bot-threads-name", seat=seat, game=str(game_id)), language)[:100],
            type=discord.ChannelType.private_thread, invitable=False,
            auto_archive_duration=ARCHIVE_MINUTES,
            reason=say(T("bot-threads-reason", seat=seat), language))
        await self.store.set_seat_thread(game_id, seat, thread.id, None)
        self._known[thread.id] = thread
        return thread

    async def _get(self, thread_id: int) -> discord.Thread | None:
        """The thread, or None when Discord no longer knows it (deleted)."""
        known = self._known.get(thread_id)
        if known is None:
            try:
                channel = await self.client.fetch_channel(thread_id)
            except discord.NotFound:
                return None
            if not isinstance(channel, discord.Thread):
                raise NoThread(f"{thread_id} is no longer a thread")
            known = self._known[thread_id] = channel
        return known

    def forget(self, thread_id: int) -> None:
        """Drop a thread Discord says is gone: the seat's next message makes a new one (what
        the old one held stays readable with `/game history`)."""
        self._known.pop(thread_id, None)


def gone(channel: object, err: discord.NotFound) -> bool:
    """Whether a post failed because the seat's thread was deleted in Discord."""
    return isinstance(channel, discord.Thread) and err.code == UNKNOWN_CHANNEL

"""Posting the copies of a problem report (`bot.reports`) that the outbox carries: each as
it is (never as the channel's board snapshot, which is edited in place), the public board's
picture attached to the message that carries the board, the game's record (every secret)
to the moderators' copy that asks for it, and only the moderators' role mentioned, never a
name the reporter typed."""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable, Callable

import discord

from .attachments import board_file, upload_limit
from .storage import OutboxMessage

log = logging.getLogger("dune.reports")

RecordFile = Callable[[int], Awaitable[tuple[str, bytes]]]
"""The game's record as (file name, bytes), by game id (`bot.records.export_record`)."""


async def post_report(channel: discord.abc.Messageable, message: OutboxMessage, text: str,
                      payload: dict, record: RecordFile) -> None:
    """Send one copy with its nonce (a repeated post returns the first one)."""
    files = []
    if "svg" in payload:
        file = await board_file(payload["svg"], f"board-{message.game_id}",
                                limit=upload_limit(channel))
        files = [file] if file is not None else []
    if payload.get("record"):
        files += await _record_file(record, message.game_id, upload_limit(channel))
    roles = [discord.Object(r) for r in payload.get("roles", [])]
    await channel.send(text, files=files, nonce=message.nonce, allowed_mentions=(
        discord.AllowedMentions(everyone=False, users=False, roles=roles, replied_user=False)))


async def _record_file(record: RecordFile, game_id: int, limit: int) -> list[discord.File]:
    """The record as it stands when the copy is sent (it only grows, so it holds the version
    reported), or nothing, logged, when it cannot be written or is over the upload limit:
    the report still goes, and `/mod reports` attaches the record again."""
    try:
        name, data = await record(game_id)
    except Exception:
        log.exception("the record of game %d could not be attached to a report", game_id)
        return []
    if len(data) > limit:
        log.warning("the record of game %d is over the upload limit: not attached", game_id)
        return []
    return [discord.File(io.BytesIO(data), filename=name)]

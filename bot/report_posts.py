"""Posting the copies of a problem report (`bot.reports`) that the outbox carries: each as
it is (never as the channel's board snapshot, which is edited in place), the public board's
picture attached to the message that carries the board, and only the moderators' role
mentioned, never a name the reporter typed."""

from __future__ import annotations

import discord

from .attachments import board_file, upload_limit
from .storage import OutboxMessage


async def post_report(channel: discord.abc.Messageable, message: OutboxMessage, text: str,
                      payload: dict) -> None:
    """Send one copy with its nonce (a repeated post returns the first one)."""
    files = []
    if "svg" in payload:
        file = await board_file(payload["svg"], f"board-{message.game_id}",
                                limit=upload_limit(channel))
        files = [file] if file is not None else []
    roles = [discord.Object(r) for r in payload.get("roles", [])]
    await channel.send(text, files=files, nonce=message.nonce, allowed_mentions=(
        discord.AllowedMentions(everyone=False, users=False, roles=roles, replied_user=False)))

"""What the bot asks of a server: the scopes and permissions of its invite link.

Every permission is one the bot uses; the README's set-up guide quotes `PERMISSIONS.value`
(a test keeps the two equal).
"""

from __future__ import annotations

import discord

SCOPES = ("bot", "applications.commands")
"""`bot` puts the bot in the server; `applications.commands` lets it register its slash
commands there (without it the server refuses them)."""

PERMISSIONS = discord.Permissions(
    view_channel=True,              # see the game channel it posts in
    send_messages=True,             # events, the waiting line with its buttons, the board
    embed_links=True,               # embeds in channel posts (answers need none)
    attach_files=True,              # the board's picture attached to each snapshot
    read_message_history=True,      # read back a channel's last messages for a retry's nonce
    create_private_threads=True,    # a private thread per seat, when a game asks for them
    send_messages_in_threads=True,  # post in those threads, and in a game played in a thread
)
"""Nothing else: the bot edits only its own messages, mentions only players, and adds
players to the threads it creates itself (which needs no Manage Threads)."""


def invite_url(application_id: int, guild_id: int | None = None) -> str:
    """The link that adds the bot to a server with `SCOPES` and `PERMISSIONS`; with a
    server id, that server is chosen in advance."""
    guild = discord.Object(id=guild_id) if guild_id else discord.utils.MISSING
    return discord.utils.oauth_url(application_id, permissions=PERMISSIONS, guild=guild,
                                   scopes=SCOPES, disable_guild_select=guild_id is not None)


class NotInvited(Exception):
    """The server of `DUNE_GUILD_ID` refused the bot's slash commands: the bot is not in it,
    or was added without the `applications.commands` scope."""

"""Where the slash commands are registered with Discord.

Without `DUNE_GUILD_ID` every command is global: every server the bot is in, and DMs with
the bot. With it, the commands are registered to that server, where they appear at once; a
server's commands cannot be used in DMs, so the commands that serve DMs (`/do`, `/board`,
`/game`'s status, view and log) are registered globally as well, for DMs alone, so that the
server does not list them twice.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord.ext import commands

from .invite import NotInvited, invite_url

log = logging.getLogger("dune.bot")

BOT_DM = 1
"""Discord's interaction context of a DM with the bot."""


def dm_payloads(tree: discord.app_commands.CommandTree) -> list[dict[str, Any]]:
    """The global commands that may be used in a DM with the bot (no contexts given means
    every context), each marked for DMs alone."""
    payloads = []
    for command in tree.get_commands():
        data = command.to_dict(tree)
        if data.get("contexts") is None or BOT_DM in data["contexts"]:
            payloads.append({**data, "contexts": [BOT_DM]})
    return payloads


async def sync_commands(bot: commands.Bot, guild_id: int | None) -> None:
    """Register the commands: globally, or to one server and globally for DMs; a server
    that refuses them stops the start with `NotInvited`, which says how to invite the bot."""
    assert bot.application_id is not None  # known once logged in
    if guild_id is None:
        synced = await bot.tree.sync()
        log.info("synced %d slash commands globally (servers and DMs)", len(synced))
        return
    dms = await bot.http.bulk_upsert_global_commands(bot.application_id,
                                                     payload=dm_payloads(bot.tree))
    guild = discord.Object(id=guild_id)
    bot.tree.copy_global_to(guild=guild)
    try:
        synced = await bot.tree.sync(guild=guild)
    except discord.Forbidden as err:
        raise NotInvited(
            f"Discord refused the slash commands for server {guild_id} (DUNE_GUILD_ID): "
            f"{err.text or err.status}. Add the bot to that server with this link: "
            f"{invite_url(bot.application_id, guild_id)}") from err
    log.info("synced %d slash commands to server %d, and %d for DMs", len(synced), guild_id,
             len(dms))

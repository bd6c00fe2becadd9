"""Where the slash commands are registered with Discord.

Without `DUNE_GUILD_ID` every command is global: every server the bot is in, and DMs with
the bot. With it, the commands are registered to that server, where they appear at once; a
server's commands cannot be used in DMs, so the commands that serve DMs (`/do`, `/board`,
`/game`'s status, view and log) are registered globally as well, for DMs alone, so that the
server does not list them twice.

The servers registered to are remembered (`command_guilds` in the store): once a start
registers to another server, or globally, the old server's copies are cleared, or its
members would see every command twice, the stale copies with their old options.
"""

from __future__ import annotations

import logging
from typing import Any

import aiohttp
import discord
from discord.ext import commands

from engine.core.words import T

from .invite import NotInvited, invite_url
from .storage import Store
from .words import say

log = logging.getLogger("dune.bot")

BOT_DM = 1
"""Discord's interaction context of a DM with the bot."""


async def dm_payloads(tree: discord.app_commands.CommandTree) -> list[dict[str, Any]]:
    """The global commands that may be used in a DM with the bot (no contexts given means
    every context), each marked for DMs alone, with their descriptions in every language
    the tree's translator words."""
    payloads = []
    for command in tree.get_commands():
        translator = tree.translator
        data = (await command.get_translated_payload(tree, translator) if translator
                else command.to_dict(tree))
        if data.get("contexts") is None or BOT_DM in data["contexts"]:
            payloads.append({**data, "contexts": [BOT_DM]})
    return payloads


async def sync_commands(bot: commands.Bot, guild_id: int | None, store: Store) -> None:
    """Register the commands, then clear them from the servers registered to before; a
    server that refuses them stops the start with `NotInvited`, which says how to invite
    the bot."""
    await register(bot, guild_id)
    if guild_id is not None:
        await store.add_command_guild(guild_id)
    for old in await store.command_guilds():
        if old != guild_id:
            await clear_server(bot, old, store)


async def clear_server(bot: commands.Bot, guild_id: int, store: Store) -> None:
    """Remove the commands registered to a server no longer registered to, and forget it.
    Never stops the start: a server that refuses (the bot was removed from it, or it is
    gone) took the commands with it, so it is forgotten too; any other failure is logged
    and tried again at the next start."""
    assert bot.application_id is not None  # known once logged in
    try:
        await bot.http.bulk_upsert_guild_commands(bot.application_id, guild_id, payload=[])
    except (discord.Forbidden, discord.NotFound) as err:
        log.warning("could not clear the slash commands of server %d, the bot is no longer "
                    "there (%s); forgetting it", guild_id, _reason(err))
    except (discord.HTTPException, aiohttp.ClientError, OSError) as err:
        log.warning("could not clear the slash commands of server %d (%s); trying again at "
                    "the next start", guild_id, _reason(err))
        return
    else:
        log.info("cleared the slash commands of server %d, no longer DUNE_GUILD_ID", guild_id)
    await store.forget_command_guild(guild_id)


def _reason(err: Exception) -> str:
    if isinstance(err, discord.HTTPException):
        return err.text or f"status {err.status}"
    return str(err) or type(err).__name__


async def register(bot: commands.Bot, guild_id: int | None) -> None:
    """Register the commands: globally, or to one server and globally for DMs."""
    assert bot.application_id is not None  # known once logged in
    if guild_id is None:
        synced = await bot.tree.sync()
        log.info("synced %d slash commands globally (servers and DMs)", len(synced))
        return
    dms = await bot.http.bulk_upsert_global_commands(bot.application_id,
                                                     payload=await dm_payloads(bot.tree))
    guild = discord.Object(id=guild_id)
    bot.tree.copy_global_to(guild=guild)
    try:
        synced = await bot.tree.sync(guild=guild)
    except discord.Forbidden as err:
        raise NotInvited(say(T(
            "bot-sync-not-invited", guild=str(guild_id), reason=err.text or str(err.status),
            link=invite_url(bot.application_id, guild_id)))) from err
    log.info("synced %d slash commands to server %d, and %d for DMs", len(synced), guild_id,
             len(dms))

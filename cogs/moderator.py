"""`/mod`: the moderator's fixes, undo and `force`, for "Manage Server" or the mod role."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_bot import DuneBot, reply
from bot.lookup import UserError, game_for
from engine.core import MODERATOR_SEAT, RuleError


def is_moderator(member: discord.abc.User, permissions: discord.Permissions | None,
                 role_name: str) -> bool:
    """Server managers (the interaction's resolved permissions), and members holding the
    configured moderator role."""
    if permissions is not None and permissions.manage_guild:
        return True
    return any(role.name == role_name for role in getattr(member, "roles", ()))


class ModeratorCog(commands.Cog):
    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot

    @app_commands.command(name="mod", description="Moderator: fix, undo or force the game on.")
    @app_commands.describe(command="e.g. `set_spice atreides 12`, `undo`, `force`")
    @app_commands.guild_only()
    async def mod(self, interaction: discord.Interaction, command: str) -> None:
        if not is_moderator(interaction.user, interaction.permissions, self.bot.config.mod_role):
            await reply(interaction, "Only moderators (Manage Server, or the "
                        f"`{self.bot.config.mod_role}` role) can do that.", ephemeral=True)
            return
        store, service = self.bot.store, self.bot.service
        assert store is not None and service is not None
        try:
            record = await game_for(store, channel_id=interaction.channel_id,
                                    user_id=interaction.user.id, in_dm=False)
            _, session = await service.session(record.id)
            outcome = await service.execute(record.id, MODERATOR_SEAT, session.parse(command))
        except (UserError, RuleError) as err:
            await reply(interaction, getattr(err, "text", str(err)), ephemeral=True)
            return
        notes = [e.text for e in outcome.events if e.audience == "moderator"]
        await reply(interaction, "\n".join([f"✓ `{command}`", *notes]), ephemeral=True)
        self.bot.wake_delivery()


async def setup(bot: DuneBot) -> None:
    await bot.add_cog(ModeratorCog(bot))

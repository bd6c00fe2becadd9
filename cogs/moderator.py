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


class AdminCog(commands.GroupCog, group_name="admin",
               group_description="Moderators: seats and the game's state"):
    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot
        super().__init__()

    async def _game(self, interaction: discord.Interaction):
        if not is_moderator(interaction.user, interaction.permissions, self.bot.config.mod_role):
            raise UserError("Only moderators can do that.")
        assert self.bot.store is not None
        return await game_for(self.bot.store, channel_id=interaction.channel_id,
                              user_id=interaction.user.id, in_dm=False)

    async def _run(self, interaction: discord.Interaction, action, done: str) -> None:
        try:
            record = await self._game(interaction)
            await action(record.id)
        except (UserError, RuleError) as err:
            await reply(interaction, getattr(err, "text", str(err)), ephemeral=True)
            return
        await reply(interaction, done.format(game=record.id), ephemeral=False)

    @app_commands.command(name="replace", description="Give a seat to another player.")
    @app_commands.guild_only()
    async def replace(self, interaction: discord.Interaction, seat: str,
                      player: discord.User) -> None:
        assert self.bot.service is not None
        await self._run(interaction, lambda g: self.bot.service.replace(g, seat, player.id),
                        f"Seat {seat} of game {{game}} is now played by {player.mention}.")

    @app_commands.command(name="kick", description="Take a seat from its player; it waits "
                          "vacant for `/admin replace` (a substitute).")
    @app_commands.guild_only()
    async def kick(self, interaction: discord.Interaction, seat: str) -> None:
        assert self.bot.service is not None
        await self._run(interaction, lambda g: self.bot.service.replace(g, seat, None),
                        f"Seat {seat} of game {{game}} is vacant: its decisions wait for the "
                        "deadline's default or a moderator until `/admin replace` seats a "
                        "substitute.")

    @app_commands.command(name="deadline", description="Minutes a decision may wait before "
                          "its default applies (0: wait for a moderator).")
    @app_commands.guild_only()
    async def deadline(self, interaction: discord.Interaction,
                       minutes: app_commands.Range[int, 0, 20160]) -> None:
        service = self.bot.service
        assert service is not None

        async def apply(game_id: int) -> None:
            _, session = await service.session(game_id)
            await service.execute(game_id, MODERATOR_SEAT, session.parse(f"deadline {minutes}"))
            self.bot.wake_delivery()

        await self._run(interaction, apply, f"Game {{game}}: deadline set to {minutes} "
                        "minute(s)." if minutes else "Game {game}: no deadline.")

    @app_commands.command(name="pause", description="Pause the game: only moderators act.")
    @app_commands.guild_only()
    async def pause(self, interaction: discord.Interaction) -> None:
        assert self.bot.service is not None
        await self._run(interaction, lambda g: self.bot.service.set_status(g, "paused"),
                        "Game {game} is paused.")

    @app_commands.command(name="resume", description="Resume a paused game.")
    @app_commands.guild_only()
    async def resume(self, interaction: discord.Interaction) -> None:
        assert self.bot.service is not None
        await self._run(interaction, lambda g: self.bot.service.set_status(g, "active"),
                        "Game {game} goes on.")

    @app_commands.command(name="end", description="End the game in this channel.")
    @app_commands.guild_only()
    async def end(self, interaction: discord.Interaction) -> None:
        assert self.bot.service is not None
        await self._run(interaction, lambda g: self.bot.service.set_status(g, "finished"),
                        "Game {game} has been ended by a moderator.")


async def setup(bot: DuneBot) -> None:
    await bot.add_cog(ModeratorCog(bot))
    await bot.add_cog(AdminCog(bot))

"""`/mod`: the moderator's fixes, undo and `force`, for "Manage Server" or the mod role."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import Transform
from discord.ext import commands

from bot.answers import defer, reply
from bot.discord_bot import DuneBot
from bot.lookup import UserError, game_for
from engine.core import MODERATOR_SEAT, RuleError
from engine.core.commands import MAX_COMMAND_LENGTH
from engine.core.moderation import Deadline

from .checks import Between, highest, in_server

MAX_MINUTES = highest(Deadline.model_fields["minutes"])
MINUTES = Between("minutes", 0, MAX_MINUTES)


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
    @in_server()
    async def mod(self, interaction: discord.Interaction,
                  command: app_commands.Range[str, 1, MAX_COMMAND_LENGTH]) -> None:
        if not is_moderator(interaction.user, interaction.permissions, self.bot.config.mod_role):
            raise UserError("Only moderators (Manage Server, or the "
                            f"`{self.bot.config.mod_role}` role) can do that.")
        await defer(interaction, ephemeral=True)
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


@app_commands.guild_only()
class AdminCog(commands.GroupCog, group_name="admin",
               group_description="Moderators: seats and the game's state"):
    """Server channels only: Discord hides `/admin` in DMs, and `interaction_check` refuses
    what a stale client still sends from one."""

    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot
        super().__init__()

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.guild_id is None:
            raise app_commands.CheckFailure("`/admin` works only in the game's server channel.")
        return True

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
    @app_commands.describe(seat="the seat's name, as `/game status` lists it",
                           player="who plays the seat from now on")
    async def replace(self, interaction: discord.Interaction, seat: str,
                      player: discord.User) -> None:
        assert self.bot.service is not None
        await self._run(interaction, lambda g: self.bot.service.replace(g, seat, player.id),
                        f"Seat {seat} of game {{game}} is now played by {player.mention}.")

    @app_commands.command(name="kick", description="Take a seat from its player; it waits "
                          "vacant for `/admin replace` (a substitute).")
    @app_commands.describe(seat="the seat's name, as `/game status` lists it")
    async def kick(self, interaction: discord.Interaction, seat: str) -> None:
        assert self.bot.service is not None
        await self._run(interaction, lambda g: self.bot.service.replace(g, seat, None),
                        f"Seat {seat} of game {{game}} is vacant: its decisions wait for the "
                        "deadline's default or a moderator until `/admin replace` seats a "
                        "substitute.")

    @app_commands.command(name="deadline", description="Minutes a decision may wait before "
                          "its default applies (0: wait for a moderator).")
    @app_commands.describe(minutes=f"0 to {MAX_MINUTES}; 0 waits for a moderator")
    async def deadline(self, interaction: discord.Interaction,
                       minutes: Transform[int, MINUTES]) -> None:
        service = self.bot.service
        assert service is not None

        async def apply(game_id: int) -> None:
            _, session = await service.session(game_id)
            await service.execute(game_id, MODERATOR_SEAT, session.parse(f"deadline {minutes}"))
            self.bot.wake_delivery()

        await self._run(interaction, apply, f"Game {{game}}: deadline set to {minutes} "
                        "minute(s)." if minutes else "Game {game}: no deadline.")

    @app_commands.command(name="pause", description="Pause the game: only moderators act.")
    async def pause(self, interaction: discord.Interaction) -> None:
        assert self.bot.service is not None
        await self._run(interaction, lambda g: self.bot.service.set_status(g, "paused"),
                        "Game {game} is paused.")

    @app_commands.command(name="resume", description="Resume a paused game.")
    async def resume(self, interaction: discord.Interaction) -> None:
        assert self.bot.service is not None
        await self._run(interaction, lambda g: self.bot.service.set_status(g, "active"),
                        "Game {game} goes on.")

    @app_commands.command(name="end", description="End the game in this channel.")
    async def end(self, interaction: discord.Interaction) -> None:
        assert self.bot.service is not None
        await self._run(interaction, lambda g: self.bot.service.set_status(g, "finished"),
                        "Game {game} has been ended by a moderator.")


async def setup(bot: DuneBot) -> None:
    await bot.add_cog(ModeratorCog(bot))
    await bot.add_cog(AdminCog(bot))

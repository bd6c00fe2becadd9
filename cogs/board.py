"""`/board`: the public board now, as text with the SVG attached (only to the caller, so
asking never floods the channel; the channel gets its snapshots as the board changes)."""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.ext import commands

from bot.answers import defer
from bot.discord_bot import DuneBot

from .checks import GAME


class BoardCog(commands.Cog):
    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot

    @app_commands.command(name="board", description="The board now: a text picture, with "
                          "the SVG.")
    @app_commands.describe(detail="a larger picture with everything on it (several "
                           "messages)", game="game id (only in DMs, if you play several)")
    async def board(self, interaction: discord.Interaction, detail: bool = False,
                    game: app_commands.Transform[int, GAME] | None = None) -> None:
        service = self.bot.service
        await defer(interaction, ephemeral=True)  # drawing the board may take a while
        record = await service.find(channel_id=interaction.channel_id,
                                    user_id=interaction.user.id,
                                    in_dm=interaction.guild_id is None, game_id=game)
        picture = await service.board(record.id, detail=detail)
        file = discord.File(io.BytesIO(picture.svg.encode()), filename=f"board-{record.id}.svg")
        first, *rest = picture.messages
        await interaction.followup.send(first, file=file, ephemeral=True)
        for message in rest:
            await interaction.followup.send(message, ephemeral=True)


async def setup(bot: DuneBot) -> None:
    await bot.add_cog(BoardCog(bot))

"""The buttons, menus and forms of `bot.components`, registered with the bot; and the
listener that reads every submitted form and answers any click no item of ours claims, so
nothing goes unanswered."""

from __future__ import annotations

import discord
from discord.ext import commands

from bot.answers import guarded, reply
from bot.components import ITEMS, UNKNOWN, known, submitted
from bot.discord_bot import DuneBot


class Submissions(commands.Cog):
    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        if interaction.type is discord.InteractionType.modal_submit:
            await guarded(interaction, submitted(self.bot, interaction))
        elif interaction.type is discord.InteractionType.component and not known(custom_id):
            await guarded(interaction, reply(interaction, UNKNOWN, ephemeral=True))


async def setup(bot: DuneBot) -> None:
    bot.add_dynamic_items(*ITEMS)
    await bot.add_cog(Submissions(bot))

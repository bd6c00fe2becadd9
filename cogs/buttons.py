"""The buttons, menus and forms of `bot.components`, registered with the bot; and the
listener that reads every submitted form and answers any click no item of ours claims, so
nothing goes unanswered, and keeps each user's Discord locale (the language of what the bot
later sends them unasked, until they choose one with `/game language`)."""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from bot.answers import guarded
from bot.components import ITEMS, known, submitted, unknown
from bot.discord_bot import DuneBot
from bot.translator import remember_locale

log = logging.getLogger("dune.bot")


class Submissions(commands.Cog):
    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        try:
            await remember_locale(interaction)
        except Exception:  # a locale not kept must not cost the user their answer
            log.exception("could not keep a user's locale")
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        if interaction.type is discord.InteractionType.modal_submit:
            await guarded(interaction, submitted(self.bot, interaction))
        elif interaction.type is discord.InteractionType.component and not known(custom_id):
            await guarded(interaction, unknown(interaction))


async def setup(bot: DuneBot) -> None:
    bot.add_dynamic_items(*ITEMS)
    await bot.add_cog(Submissions(bot))

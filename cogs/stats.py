"""`/stats`: the statistics of the server's games (`bot.stats`), posted publicly in the
channel, since everything in them is public; refused in a DM, where there is no server."""

from __future__ import annotations

from datetime import UTC, datetime

import discord
from discord import app_commands
from discord.ext import commands

from bot.answers import defer, reply
from bot.discord_bot import DuneBot
from bot.lookup import UserError
from bot.stats_reading import server_stats
from bot.stats_words import stats_lines
from bot.translator import described, guild_language
from bot.words import say
from engine.core.words import T

from .checks import in_server, ruleset_choices


class StatsCog(commands.Cog):
    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot

    @app_commands.command(name="stats", description=described("bot-cmd-stats"))
    @app_commands.describe(ruleset=described("bot-cmd-stats-ruleset"))
    @app_commands.guild_only()
    @in_server()
    async def stats(self, interaction: discord.Interaction, ruleset: str | None = None) -> None:
        rulesets = self.bot.service.rulesets
        name = ruleset.strip().lower() if ruleset else None
        if name is not None and name not in rulesets:
            raise UserError(T("bot-stats-unknown-ruleset", name=repr(ruleset[:40]),
                              known=", ".join(rulesets)))
        await defer(interaction, ephemeral=False)  # every game of the server is read
        found = await server_stats(self.bot.service.store, rulesets,
                                   server=interaction.guild_id, game=name)
        language = guild_language(interaction)
        text = "\n".join(say(line, language)
                         for line in stats_lines(found, rulesets, datetime.now(UTC)))
        await reply(interaction, text, ephemeral=False)

    @stats.autocomplete("ruleset")
    async def complete_ruleset(self, interaction: discord.Interaction,
                               current: str) -> list[app_commands.Choice[str]]:
        return ruleset_choices(self.bot.service.rulesets, current)


async def setup(bot: DuneBot) -> None:
    await bot.add_cog(StatsCog(bot))

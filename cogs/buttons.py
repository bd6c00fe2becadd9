"""Buttons for small choices: bidding (pass, +1, +2, +5). They are dynamic items matched by
their custom id, so buttons posted before a restart keep working after it."""

from __future__ import annotations

import re

import discord
from discord.ext import commands

from bot.discord_bot import DuneBot, reply
from engine.rulesets.classic.commands import Bid, Pass

from .play import play

RAISES = (1, 2, 5)


class BidButton(discord.ui.DynamicItem[discord.ui.Button],
                template=r"dune:bid:(?P<game>\d+):(?P<action>pass|\d+)"):
    def __init__(self, game: int, action: str) -> None:
        label = "Pass" if action == "pass" else f"+{action}"
        style = discord.ButtonStyle.secondary if action == "pass" else discord.ButtonStyle.primary
        super().__init__(discord.ui.Button(label=label, style=style,
                                           custom_id=f"dune:bid:{game}:{action}"))
        self.game, self.action = game, action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> BidButton:
        return cls(int(match["game"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = interaction.client
        assert isinstance(bot, DuneBot) and bot.service is not None
        _, session = await bot.service.session(self.game)
        bidding = getattr(session.state, "bidding", None)
        if bidding is None or bidding.turn is None:
            await reply(interaction, "No card is up for bid now.", ephemeral=True)
            return
        command = Pass() if self.action == "pass" else Bid(
            amount=bidding.high_bid + int(self.action))
        await play(bot, interaction, None, command=command, game=self.game)


def bid_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(BidButton(game_id, "pass"))
    for n in RAISES:
        view.add_item(BidButton(game_id, str(n)))
    return view


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(BidButton)

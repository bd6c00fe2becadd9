"""`/do`: a player's move, read by the same registry as the local table.

Secret moves (dials, traitor, standing bids) are answered only to the player; their
results that others may know are posted in the game channel by the engine's public events.
"""

from __future__ import annotations

from collections.abc import Callable

import discord
from discord import app_commands
from discord.app_commands import Transform
from discord.ext import commands

from bot.answers import defer, reply
from bot.discord_bot import DuneBot
from bot.lookup import UserError, game_for, seat_for
from engine.core import Command, RuleError, Session
from engine.core.commands import MAX_COMMAND_LENGTH, check_length
from engine.rulesets.classic.commands import registry

from .checks import GAME


class PlayCog(commands.Cog):
    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot

    @app_commands.command(name="do", description="Play a move, e.g. `bid 3` or `dial 2`.")
    @app_commands.describe(command="the move, as at the table: `ship 5 arrakeen`",
                           game="game id (only in DMs, if you play several)")
    async def do(self, interaction: discord.Interaction,
                 command: app_commands.Range[str, 1, MAX_COMMAND_LENGTH],
                 game: Transform[int, GAME] | None = None) -> None:
        await play(self.bot, interaction, command, game=game)

    @do.autocomplete("command")
    async def complete(self, interaction: discord.Interaction,
                       current: str) -> list[app_commands.Choice[str]]:
        word = current.strip().split(" ", 1)[0].lower()
        usages = [registry.usage(c) for c in registry if not c.moderator]
        return [app_commands.Choice(name=u[:100], value=u.split(" ")[0])
                for u in usages if u.startswith(word)][:25]


async def play(bot: DuneBot, interaction: discord.Interaction, text: str | None, *,
               command: Command | Callable[[Session], Command] | None = None,
               game: int | None = None) -> None:
    """One player move, typed (`text`) or built (`command`, or a function of the game's
    session, as a bid button adds to the high bid). Every answer is private, so the
    interaction is deferred at once: the move may wait for the game's lock. The seat looked
    up here only orders the refusals (no seat before a bad command); the move is applied
    for the seat the user holds under the game's lock (`execute_as`), so a kick that
    commits while the move is on its way refuses it."""
    store, service = bot.store, bot.service
    assert store is not None and service is not None
    await defer(interaction, ephemeral=True)
    try:
        if text is not None:
            check_length(text)  # before the game is looked up: a huge text is never read
        record = await game_for(store, channel_id=interaction.channel_id,
                                user_id=interaction.user.id,
                                in_dm=interaction.guild_id is None, game_id=game)
        await seat_for(store, record.id, interaction.user.id)
        _, session = await service.session(record.id)
        if callable(command):
            command = command(session)
        parsed = command if command is not None else session.parse(text or "")
        if parsed.moderator:
            raise UserError(f"`{parsed.name}` is a moderator command: use `/mod`.")
        outcome = await service.execute_as(record.id, interaction.user.id, parsed)
    except (UserError, RuleError) as err:
        await reply(interaction, getattr(err, "text", str(err)), ephemeral=True)
        return
    shown = text or registry.usage_of(parsed)
    mine = [e.text for e in outcome.events if e.audience == f"seat:{outcome.actor}"]
    await reply(interaction, "\n".join([f"✓ `{shown}`", *mine]), ephemeral=True)
    bot.wake_delivery()


async def setup(bot: DuneBot) -> None:
    await bot.add_cog(PlayCog(bot))

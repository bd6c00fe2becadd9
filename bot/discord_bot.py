"""The Discord client: a thin adapter from slash commands to the game service.

Only the default intents are asked for: the bot works through slash commands and DMs it
sends, so it never needs to read message content.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal

import discord
from discord import app_commands
from discord.ext import commands

from engine.core import Event

from .config import Config
from .messages import private_texts, public_text, split
from .service import GameService
from .storage import SqliteStore

log = logging.getLogger("dune.bot")

COGS = ("cogs.game", "cogs.play", "cogs.moderator")


class DuneBot(commands.Bot):
    def __init__(self, config: Config) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
        self.config = config
        self.store: SqliteStore | None = None
        self.service: GameService | None = None

    async def setup_hook(self) -> None:
        self.store = await SqliteStore.open(self.config.db)
        self.service = GameService(self.store)
        for name in COGS:
            await self.load_extension(name)
        self.tree.on_error = self.on_app_command_error
        await self._sync()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(sig, lambda: asyncio.ensure_future(self.close()))

    async def _sync(self) -> None:
        if self.config.guild_id:
            guild = discord.Object(id=self.config.guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        log.info("synced %d slash commands", len(synced))

    async def close(self) -> None:
        """Close Discord first, then the database, so no command is cut half-way."""
        await super().close()
        if self.store is not None:
            await self.store.close()
            self.store = None

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.CheckFailure):
            text = str(error) or "You may not use this command here."
        else:
            log.exception("command failed", exc_info=error)
            text = "Something went wrong on my side; the game was not changed."
        await reply(interaction, text, ephemeral=True)

    async def deliver(self, game_id: int, channel: discord.abc.Messageable | None,
                      events: list[Event], *, skip_seat: str | None = None) -> list[str]:
        """Post public events to the channel and DM each seat its private ones.
        Returns the seats whose DMs are closed (told in the channel, without the secret)."""
        if channel is not None and (text := public_text(events)):
            for part in split(text):
                await channel.send(part)
        assert self.store is not None
        users = {s.seat: s.user_id for s in await self.store.seats(game_id)}
        closed = []
        for seat, text in private_texts(events).items():
            user_id = users.get(seat)
            if seat == skip_seat or user_id is None:
                continue
            try:
                user = self.get_user(user_id) or await self.fetch_user(user_id)
                for part in split(text):
                    await user.send(part)
            except (discord.Forbidden, discord.HTTPException):
                closed.append(seat)
        if closed and channel is not None:
            await channel.send(f"I cannot DM {', '.join(closed)}: open your DMs, or use "
                               "`/game view` here to read your secrets privately.")
        return closed


async def reply(interaction: discord.Interaction, text: str, *, ephemeral: bool) -> None:
    """Answer an interaction, following up if it was already answered; long text is split."""
    for part in split(text) or ["(nothing)"]:
        if interaction.response.is_done():
            await interaction.followup.send(part, ephemeral=ephemeral)
        else:
            await interaction.response.send_message(part, ephemeral=ephemeral)


def run_bot() -> int:
    config = Config.from_env()
    logging.basicConfig(level=config.log_level,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    DuneBot(config).run(config.token, log_handler=None)
    return 0

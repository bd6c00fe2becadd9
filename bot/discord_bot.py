"""The Discord client: a thin adapter from slash commands to the game service.

Only the default intents are asked for: the bot works through slash commands and DMs it
sends, so it never needs to read message content.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import logging
import signal
from datetime import UTC, datetime

import discord
from discord import app_commands
from discord.ext import commands

from .answers import answer_error
from .config import Config
from .deadlines import Deadlines
from .outbox import Delivery, Undeliverable
from .service import GameService
from .storage import OutboxMessage, SqliteStore

log = logging.getLogger("dune.bot")

COGS = ("cogs.game", "cogs.play", "cogs.board", "cogs.moderator", "cogs.commands",
        "cogs.buttons")


class DuneBot(commands.Bot):
    def __init__(self, config: Config) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
        self.config = config
        self.store: SqliteStore | None = None
        self.service: GameService | None = None
        self._wake = asyncio.Event()
        self._last_message: dict[int, int] = {}
        """channel -> the latest message seen there (ours, or anyone's from the gateway)."""
        self._snapshots: dict[int, int] = {}
        """channel -> our latest board snapshot message."""

    async def setup_hook(self) -> None:
        self.store = await SqliteStore.open(self.config.db)
        self.service = GameService(self.store)
        for name in COGS:
            await self.load_extension(name)
        self.tree.on_error = self.on_app_command_error
        await self._sync()
        self._delivery_task = asyncio.create_task(self._deliver_forever())
        self._deadline_task = asyncio.create_task(self._deadlines_forever())
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
        for name in ("_delivery_task", "_deadline_task"):
            task = getattr(self, name, None)
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        if self.store is not None:
            await self.store.close()
            self.store = None

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        """Every failed slash command is answered once, privately (bot.answers)."""
        await answer_error(interaction, error)

    def wake_delivery(self) -> None:
        """A command has committed messages: send them now rather than at the next tick."""
        self._wake.set()

    async def _deliver_forever(self) -> None:
        """Drain the outbox; every committed message is sent, in order, after a restart too."""
        assert self.store is not None
        delivery = Delivery(self.store, self._send, self._undeliverable)
        while not self.is_closed():
            try:
                await delivery.drain()
            except Exception:
                log.exception("delivery pass failed")
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=2.0)

    async def _deadlines_forever(self, every: float = 30.0) -> None:
        """Remind and apply defaults for games whose deadline has come."""
        assert self.service is not None
        deadlines = Deadlines(self.service)
        while not self.is_closed():
            try:
                if await deadlines.tick(datetime.now(UTC)):
                    self.wake_delivery()
            except Exception:
                log.exception("deadline pass failed")
            await asyncio.sleep(every)

    async def on_message(self, message: discord.Message) -> None:
        """Note the channel's latest message (content is never read): a board snapshot is
        edited in place only while nothing was posted after it."""
        self._last_message[message.channel.id] = message.id

    async def _send(self, message: OutboxMessage, text: str) -> None:
        kind, _, target = message.target.partition(":")
        payload = json.loads(message.payload)
        try:
            if kind == "channel":
                channel = await self._channel(int(target))
                if "board" in payload:
                    await self._post_board(channel, text, payload["svg"])
                    return
                if payload.get("buttons") == "bid":
                    from cogs.buttons import bid_view

                    sent = await channel.send(text, view=bid_view(message.game_id))
                else:
                    sent = await channel.send(text)
                self._last_message[sent.channel.id] = sent.id
                return
            assert self.store is not None
            user_id = next((s.user_id for s in await self.store.seats(message.game_id)
                            if s.seat == target), None)
            if user_id is None:
                raise Undeliverable(target)
            user = self.get_user(user_id) or await self.fetch_user(user_id)
            view = None
            if payload.get("choices") or payload.get("plan"):
                from cogs.buttons import choice_view, plan_view

                view = (plan_view(message.game_id) if payload.get("plan")
                        else choice_view(message.game_id, payload["choices"]))
                text = f"Game {message.game_id}: {text}"
            await (user.send(text, view=view) if view else user.send(text))
        except (discord.Forbidden, discord.NotFound) as err:
            raise Undeliverable(message.target) from err

    async def _post_board(self, channel: discord.abc.Messageable, text: str, svg: str) -> None:
        """Post a board snapshot with its SVG, or edit the last one if it is still the
        channel's latest message, so a quiet channel is not filled with boards."""
        file = discord.File(io.BytesIO(svg.encode()), filename="board.svg")
        channel_id = getattr(channel, "id", 0)
        last = self._snapshots.get(channel_id)
        if last is not None and self._last_message.get(channel_id) == last \
                and isinstance(channel, discord.abc.GuildChannel | discord.Thread):
            try:
                await channel.get_partial_message(last).edit(content=text, attachments=[file])
                return
            except discord.NotFound:
                file.reset()
        sent = await channel.send(text, file=file)
        self._snapshots[channel_id] = self._last_message[channel_id] = sent.id

    async def _undeliverable(self, message: OutboxMessage) -> None:
        """Say in the game channel that a DM could not be sent, never what it said."""
        if not message.target.startswith("seat:") or self.store is None:
            return
        record = await self.store.game(message.game_id)
        if record.channel_id is None:
            return
        seat = message.target.removeprefix("seat:")
        channel = await self._channel(record.channel_id)
        await channel.send(f"I cannot DM {seat}: open your DMs, or use `/game view` here to "
                           "read your secrets privately.")

    async def _channel(self, channel_id: int) -> discord.abc.Messageable:
        channel = self.get_channel(channel_id) or await self.fetch_channel(channel_id)
        assert isinstance(channel, discord.abc.Messageable)
        return channel


def run_bot() -> int:
    config = Config.from_env()
    logging.basicConfig(level=config.log_level,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    DuneBot(config).run(config.token, log_handler=None)
    return 0

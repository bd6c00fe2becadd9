"""The Discord client: a thin adapter from slash commands to the game service.

Only the default intents are asked for: the bot works through slash commands and DMs it
sends, so it never needs to read message content.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import signal
from collections.abc import Iterator
from datetime import UTC, datetime

import discord
from discord import app_commands
from discord.ext import commands

from engine.core.words import DEFAULT, T

from .answers import answer_error
from .attachments import board_file, upload_limit
from .components import view_for
from .config import Config
from .deadlines import Deadlines
from .delivery import Delivery, NoThread, Refused, Undeliverable, VacantSeat
from .invite import invite_url
from .png import PAINTER
from .records import export_record
from .report_posts import post_report
from .reports import USER
from .service import GameService
from .storage import OutboxMessage, Store, open_store
from .sync import sync_commands
from .threads import SeatThreads, gone, wants_threads
from .translator import CatalogueTranslator
from .words import say

log = logging.getLogger("dune.bot")

COGS = ("cogs.game", "cogs.play", "cogs.board", "cogs.moderator", "cogs.buttons", "cogs.stats")


class DuneBot(commands.AutoShardedBot):
    """The client, given everything it serves with: `open` builds the store and the service
    before the client starts, so no cog ever meets a bot without them. It runs the shards
    `DUNE_SHARDS` names (unset: as many as Discord advises, all of them here); other
    processes may run the others on the same PostgreSQL database."""

    def __init__(self, config: Config, store: Store, service: GameService) -> None:
        # no voice: discord.py's warnings that its voice libraries are missing would only
        # send a newcomer looking for packages the bot does not need
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        shards = config.shards
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         allowed_mentions=discord.AllowedMentions.none(),
                         shard_ids=list(shards.ids) if shards else None,
                         shard_count=shards.count if shards else None)
        self.config = config
        self.store = store
        self.service = service
        self._wake = asyncio.Event()
        self.delivery = Delivery(store, self._send, wake=self._wake, find=self._find,
                                 mine=self._mine)
        self.threads = SeatThreads(self, store)
        self._last_message: dict[int, int] = {}
        """channel -> the latest message seen there (ours, or anyone's from the gateway)."""
        self._snapshots: dict[int, int] = {}
        """channel -> our latest board snapshot message."""

    @classmethod
    async def open(cls, config: Config) -> DuneBot:
        """Open the games database (raising `UnusableDatabase` in one line) and make the
        bot around it."""
        store = await open_store(config.database, synchronous=config.db_synchronous)
        bot = cls(config, store, GameService(store))
        # what `login` and `async with` do first; done here so that a bot closed before it
        # logged in closes cleanly (the sharded client makes its event queue in this step)
        await bot._async_setup_hook()
        return bot

    async def setup_hook(self) -> None:
        for name in COGS:
            await self.load_extension(name)
        self.tree.on_error = self.on_app_command_error
        await self.tree.set_translator(CatalogueTranslator())
        if self.application_id is not None:
            log.info("invite link: %s", invite_url(self.application_id, self.config.guild_id))
        if self.config.registers_commands:
            await sync_commands(self, self.config.guild_id, self.store)
        else:
            log.info("slash commands are registered by the process running shard 0")
        self._delivery_task = asyncio.create_task(self._deliver_forever())
        self._deadline_task = asyncio.create_task(self._deadlines_forever())
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(sig, lambda: asyncio.ensure_future(self.close()))

    async def close(self) -> None:
        """Close Discord first, then the database, so no command is cut half-way."""
        await super().close()
        for name in ("_delivery_task", "_deadline_task"):
            task = getattr(self, name, None)
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        await self.store.close()

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        """The one handler of refusals: every failed slash command is answered once,
        privately (`bot.answers`); buttons and forms go through the same `answer_error`."""
        await answer_error(interaction, error)

    def wake_delivery(self) -> None:
        """A command has committed messages: send them now rather than at the next tick."""
        self._wake.set()

    async def _deliver_forever(self) -> None:
        """Deliver the outbox until closed: every committed message is sent, after a restart
        too, each target on its own (see `bot.delivery`)."""
        await self.delivery.run(lambda: not self.is_closed())

    async def _deadlines_forever(self, every: float = 30.0) -> None:
        """Remind and apply defaults for games whose deadline has come."""
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

    async def _mine(self, message: OutboxMessage) -> bool:
        """Whether this process sends the message: a seat's (DMs, private threads) from any
        process; a channel's only from the process running the shard of the game's server,
        the one whose gateway sees that channel's messages, so that the board's edit in place
        (`_last_message`, `_snapshots`) is judged by the memory of the process posting
        there."""
        shards = self.config.shards
        if shards is None or not message.target.startswith("channel:"):
            return True
        return shards.holds((await self.store.game(message.game_id)).guild_id)

    async def _send(self, message: OutboxMessage, text: str) -> None:
        """Post one outbox message with its nonce (a repeat returns the first post) and only
        the mentions it means; Discord's permanent refusals become `Refused`, every other
        error is left to the delivery to judge."""
        kind, _, target = message.target.partition(":")
        payload = json.loads(message.payload)
        with _refusals(target):
            if "report" in payload:
                await post_report(await self._user_dm(int(target)) if kind == USER
                                  else await self._channel(int(target)), message, text, payload,
                                  lambda game: export_record(self.service, game))
            elif kind == "channel":
                await self._post(int(target), message, text, payload)
            else:
                await self._dm(message, target, text, payload)

    async def _find(self, message: OutboxMessage) -> bool:
        """Whether the target's last NONCE_LOOKBACK messages include one with this message's
        nonce (an earlier try made it). Only one target's messages are sent at a time and in
        order, so ours is among the newest unless others talked a lot meanwhile."""
        kind, _, target = message.target.partition(":")
        with _refusals(target):
            if kind == "channel":
                channel = await self._channel(int(target))
            elif kind == USER:
                channel = await self._user_dm(int(target))
            else:
                channel = await self._seat_channel(message, target)
            async for earlier in channel.history(limit=NONCE_LOOKBACK):
                if earlier.nonce is not None and str(earlier.nonce) == message.nonce:
                    waiting = json.loads(message.payload).get("waiting")
                    if waiting is not None:  # the next line for these seats edits it
                        await self.store.set_waiting_post(message.game_id, earlier.id,
                                                          waiting)
                    return True
        return False

    async def _post(self, channel_id: int, message: OutboxMessage, text: str,
                    payload: dict) -> None:
        channel = await self._channel(channel_id)
        if "board" in payload:
            await self._post_board(channel, text, payload["svg"], nonce=message.nonce,
                                   silent=_silent(payload))
            return
        view = view_for(message.game_id, payload, payload.get("language") or DEFAULT)
        if "waiting" in payload and await self._edit_waiting(channel, message, text, payload,
                                                             view):
            return
        extra = {"view": view} if view is not None else {}
        sent = await channel.send(text, nonce=message.nonce, silent=_silent(payload),
                                  allowed_mentions=_mentions(payload), **extra)
        self._last_message[sent.channel.id] = sent.id
        if "waiting" in payload:
            await self.store.set_waiting_post(message.game_id, sent.id, payload["waiting"])

    async def _edit_waiting(self, channel: discord.abc.Messageable, message: OutboxMessage,
                            text: str, payload: dict, view: discord.ui.View | None) -> bool:
        """Edit the game's last waiting line in place when it waits for the same seats
        (stored, so a restart edits the same message), its buttons replaced by this line's
        (or removed); False when a new line must be posted: other seats are awaited (the
        post pings them), or the last line was deleted (404: posted anew). An edit made
        twice (a retry, a restart before it was marked sent) changes nothing more."""
        last = await self.store.waiting_post(message.game_id)
        if last is None or last[1] != payload["waiting"] \
                or not isinstance(channel, discord.abc.GuildChannel | discord.Thread):
            return False
        try:
            await channel.get_partial_message(last[0]).edit(
                content=text, view=view, allowed_mentions=_mentions(payload))
        except discord.NotFound as err:
            if err.code != UNKNOWN_MESSAGE:
                raise
            return False
        return True

    async def _seat_user(self, message: OutboxMessage, seat: str) -> discord.User:
        """The player holding the seat now; `VacantSeat` when nobody does (after a kick)."""
        user_id = next((s.user_id for s in await self.store.seats(message.game_id)
                        if s.seat == seat), None)
        if user_id is None:
            raise VacantSeat(f"no player holds seat {seat}")
        return self.get_user(user_id) or await self.fetch_user(user_id)

    async def _user_dm(self, user_id: int) -> discord.abc.Messageable:
        """One user's DMs, whatever game they play (a moderator's copies of reports)."""
        user = self.get_user(user_id) or await self.fetch_user(user_id)
        return user.dm_channel or await user.create_dm()

    async def _seat_channel(self, message: OutboxMessage,
                            seat: str) -> discord.abc.Messageable:
        """Where a seat's private messages go: its private thread if the game chose them
        (`bot.threads`; a vacant seat's too, for whoever takes it), else its player's DMs."""
        if wants_threads((await self.store.game(message.game_id)).options):
            user_id = next((s.user_id for s in await self.store.seats(message.game_id)
                            if s.seat == seat), None)
            return await self.threads.thread_of(message, seat, user_id)
        user = await self._seat_user(message, seat)
        return user.dm_channel or await user.create_dm()

    async def _dm(self, message: OutboxMessage, seat: str, text: str, payload: dict) -> None:
        view = view_for(message.game_id, payload, payload.get("language") or DEFAULT)
        extra = {"view": view} if view is not None else {}
        if "choices" in payload or "form" in payload:
            text = say(T("bot-discord-bot-game-prefix", game=str(message.game_id), text=text),
                       payload.get("language", DEFAULT))

        async def post(channel: discord.abc.Messageable) -> None:
            try:
                await channel.send(text, nonce=message.nonce, silent=_silent(payload),
                                   allowed_mentions=_mentions(payload), **extra)
            except discord.Forbidden as err:
                if isinstance(channel, discord.Thread):
                    raise NoThread(f"cannot post in the private thread of {seat}") from err
                raise

        channel = await self._seat_channel(message, seat)
        try:
            await post(channel)
        except discord.NotFound as err:
            if not gone(channel, err):
                raise
            self.threads.forget(getattr(channel, "id", 0))  # deleted: the seat gets a new one
            await post(await self._seat_channel(message, seat))

    async def _post_board(self, channel: discord.abc.Messageable, text: str, svg: str, *,
                          nonce: str | None = None, silent: bool = False) -> None:
        """Post a board snapshot with its picture (a PNG drawn from the SVG, see
        `bot.attachments`), or edit the last one if it is still the channel's latest
        message, so a quiet channel is not filled with boards."""
        file = await board_file(svg, "board", limit=upload_limit(channel))
        files = [file] if file is not None else []
        channel_id = getattr(channel, "id", 0)
        last = self._snapshots.get(channel_id)
        quiet = discord.AllowedMentions.none()
        if last is not None and self._last_message.get(channel_id) == last \
                and isinstance(channel, discord.abc.GuildChannel | discord.Thread):
            try:
                await channel.get_partial_message(last).edit(
                    content=text, attachments=files, allowed_mentions=quiet)
                return
            except discord.NotFound:
                for each in files:
                    each.reset()
        sent = await channel.send(text, files=files, nonce=nonce, allowed_mentions=quiet,
                                  silent=silent)
        self._snapshots[channel_id] = self._last_message[channel_id] = sent.id

    async def _channel(self, channel_id: int) -> discord.abc.Messageable:
        channel = self.get_channel(channel_id) or await self.fetch_channel(channel_id)
        assert isinstance(channel, discord.abc.Messageable)
        return channel


NONCE_LOOKBACK = 100
"""Messages read back (one request) when looking for an earlier try's message."""
UNKNOWN_MESSAGE = 10008
"""Discord's answer to an edit of a message that was deleted: the waiting line is posted
anew."""


@contextlib.contextmanager
def _refusals(target: str) -> Iterator[None]:
    """Discord's permanent refusals as `Refused` (closed DMs as `Undeliverable`); every
    other error passes on for the delivery to judge."""
    try:
        yield
    except discord.HTTPException as err:
        if err.status == 403 and err.code == 50007:
            raise Undeliverable(f"{target} does not accept DMs") from err
        if err.status in (400, 403, 404):
            reason = " ".join(err.text.split())[:200]
            raise Refused(f"Discord answered {err.status}, code {err.code}: {reason}") \
                from err
        raise


def _silent(payload: dict) -> bool:
    """Whether the message is sent without a push or a sound (owed in the game's quiet
    hours: Discord's "@silent", its SUPPRESS_NOTIFICATIONS flag)."""
    return bool(payload.get("silent"))


def _mentions(payload: dict) -> discord.AllowedMentions:
    """Only the players the message means to ping (the waiting line's); never everyone,
    roles, or a mention typed by a player in a note or a seat name."""
    users = [discord.Object(u) for u in payload.get("mentions", [])]
    return discord.AllowedMentions(everyone=False, roles=False, users=users,
                                   replied_user=False)


def run_bot() -> int:
    config = Config.from_env()
    PAINTER.limit = config.png_limit
    logging.basicConfig(level=config.log_level,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")

    async def main() -> None:
        async with await DuneBot.open(config) as bot:
            await bot.start(config.token)

    try:
        with contextlib.suppress(KeyboardInterrupt):
            asyncio.run(main())
    finally:
        PAINTER.close(kill=True)  # a picture still being drawn must not hold the exit
    return 0

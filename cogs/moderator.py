"""`/mod`: the moderator's commands of the channel's game (undo, force, deadline and the
game's own, `view [seat]`: the whole game in words, privately, and `export`: its record as a
file, privately), and `/admin`: seats, the game's state, and `import`: a game from a record.
Both for "Manage Server" or the mod role (`checks.moderator_only`)."""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable

import discord
from discord import app_commands
from discord.app_commands import Transform
from discord.ext import commands

from bot.answers import defer, reply, suggest
from bot.discord_bot import DuneBot
from bot.lookup import UserError
from bot.records import MAX_RECORD_BYTES, export_record, import_record
from bot.reports import listing, settings_text
from bot.service import GameService
from bot.sheets import seat_embeds, send_embeds, table_embeds
from bot.translator import described, game_language, reader_language
from bot.words import say
from engine.core import MODERATOR_SEAT, Registry, RuleError, Session
from engine.core.commands import MAX_COMMAND_LENGTH
from engine.core.errors import excerpt
from engine.core.moderation import Deadline
from engine.core.words import T, Text, lines

from .checks import Between, highest, in_server, moderator_only

MAX_MINUTES = highest(Deadline.model_fields["minutes"])
MINUTES = Between("minutes", 0, MAX_MINUTES)
MAX_CHOICES = 25
SEAT_KIND = "side"
"""The argument kind of a command's seat: a seat's name or the side it holds."""
VIEW = "view"
"""`/mod view [seat]`: the adapter's own moderator command, read before the game's."""
VIEW_USAGE = "view [seat]"
EXPORT = "export"
"""`/mod export`: the game's record as a file, privately (it holds every secret); the
adapter's own, read before the game's commands, whatever the game's status."""
POSTABLE = (discord.ChannelType.text, discord.ChannelType.news, discord.ChannelType.voice)
"""The channels a report can be posted in (a category, a forum or a stage cannot hold
one)."""
REPORTS = "reports"
"""`/mod reports`: the game's problem reports (`bot.reports`), privately."""


class ModeratorCog(commands.Cog):
    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot

    @app_commands.command(name="mod", description=described("bot-cmd-mod"))
    @app_commands.describe(command=described("bot-cmd-mod-command"))
    @app_commands.guild_only()
    @moderator_only()
    @in_server()
    async def mod(self, interaction: discord.Interaction,
                  command: app_commands.Range[str, 1, MAX_COMMAND_LENGTH]) -> None:
        await defer(interaction, ephemeral=True)
        service = self.bot.service
        record = await service.find(channel_id=interaction.channel_id,
                                    user_id=interaction.user.id, in_dm=False)
        _, session = await service.session(record.id)
        name, _, rest = command.strip().partition(" ")
        if name.lower() == VIEW:
            language = await reader_language(interaction, record.id)
            await send_embeds(interaction, await self._view(record.id, session, rest.strip(),
                                                            language))
            return
        if name.lower() == EXPORT and not rest.strip():
            await send_record(interaction, service, record.id, ephemeral=True)
            return
        if name.lower() == REPORTS:
            await self._reports(interaction, record.id)
            return
        outcome = await service.execute(record.id, MODERATOR_SEAT,
                                        session.read(MODERATOR_SEAT, command))
        notes = [e.text for e in outcome.events if e.audience == "moderator"] if outcome else []
        language = await reader_language(interaction, record.id)
        await reply(interaction, say(lines(T("bot-mod-done", command=command), *notes),
                                     language), ephemeral=True)
        self.bot.wake_delivery()

    async def _reports(self, interaction: discord.Interaction, game_id: int) -> None:
        """`reports`: the game's problem reports, and with them the game's record (every
        secret in it), to this moderator alone."""
        service = self.bot.service
        language = await reader_language(interaction, game_id)
        reports = await service.store.reports(game_id)
        await reply(interaction, say(listing(game_id, reports), language), ephemeral=True)
        if reports:
            await send_record(interaction, service, game_id, ephemeral=True)

    async def _view(self, game_id: int, session: Session, seat: str,
                    language: str) -> list[discord.Embed]:
        """`view`: the table and every seat's sheet, or one seat's (named by its seat or its
        side), privately: everything a moderator needs to judge, in words."""
        service = self.bot.service
        if seat:
            found = session.ruleset.seat_of(session.state, seat)
            if found is None:
                seats = session.ruleset.seats(session.state)
                raise UserError(T("bot-mod-not-a-seat", seat=excerpt(seat), game=str(game_id),
                                  seats=", ".join(f"{s} ({side})"
                                                  for s, side in seats.items())))
            return await seat_embeds(service, game_id, session, found, language)
        out = await table_embeds(service, game_id, session, language)
        for each in session.ruleset.seats(session.state):
            out += await seat_embeds(service, game_id, session, each, language)
        return out

    @mod.autocomplete("command")
    async def complete(self, interaction: discord.Interaction,
                       current: str) -> list[app_commands.Choice[str]]:
        """The moderator commands of the channel's game, as their usage lines."""
        return await suggest(self._usages(interaction, current))

    async def _usages(self, interaction: discord.Interaction,
                      current: str) -> list[app_commands.Choice[str]]:
        record = await self.bot.service.find(channel_id=interaction.channel_id,
                                             user_id=interaction.user.id, in_dm=False)
        registry = self.bot.service.ruleset(record.ruleset).registry
        seated = await self._seated(record.id, registry, current)
        if seated:
            return seated
        typed = current.strip().lower()
        usages = [VIEW_USAGE, EXPORT, REPORTS,
                  *(registry.usage(c) for c in registry if c.moderator)]
        return [app_commands.Choice(name=u[:100], value=u.split(" ")[0])
                for u in usages if typed in u.lower()][:MAX_CHOICES]

    async def _seated(self, game_id: int, registry: Registry,
                      current: str) -> list[app_commands.Choice[str]]:
        """`force al` -> `force alice`: a moderator command whose next argument names a
        seat (or its side), completed with the game's seats that match."""
        word, space, rest = current.lstrip().partition(" ")
        cls = registry.get(word.lower()) if space else None
        if cls is None or not cls.moderator or " " in rest.strip() or not any(
                p.kind == SEAT_KIND for p in Registry.params(cls)):
            return []
        return [app_commands.Choice(name=f"{cls.name} {c.name}"[:100],
                                    value=f"{cls.name} {c.value}")
                for c in await seat_choices(self.bot.service, game_id, rest)]


@app_commands.guild_only()
class AdminCog(commands.GroupCog, group_name="admin",
               group_description=described("bot-cmd-admin")):
    """Server channels only: Discord hides `/admin` in DMs, and `interaction_check` refuses
    what a stale client still sends from one."""

    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot
        super().__init__()

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.guild_id is None:
            raise app_commands.CheckFailure(T("bot-admin-server-only"))  # type: ignore[arg-type]
        return True

    async def _run(self, interaction: discord.Interaction,
                   action: Callable[[int], Awaitable[object]],
                   done: Callable[[int], Text]) -> None:
        """Apply `action` to the channel's game, and tell the channel (in the game's
        language) what was `done`."""
        record = await self.bot.service.find(channel_id=interaction.channel_id,
                                             user_id=interaction.user.id, in_dm=False)
        await action(record.id)
        await reply(interaction, say(done(record.id), await game_language(interaction, record.id)),
                    ephemeral=False)

    async def complete_seat(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        """The seats of the channel's game, each with its side, that match what is typed."""
        service = self.bot.service

        async def choices() -> list[app_commands.Choice[str]]:
            record = await service.find(channel_id=interaction.channel_id,
                                        user_id=interaction.user.id, in_dm=False)
            return await seat_choices(service, record.id, current)

        return await suggest(choices())

    @app_commands.command(name="replace", description=described("bot-cmd-admin-replace"))
    @app_commands.describe(seat=described("bot-cmd-admin-seat"),
                           player=described("bot-cmd-admin-replace-player"))
    @moderator_only()
    async def replace(self, interaction: discord.Interaction, seat: str,
                      player: discord.User) -> None:
        was_bot = False

        async def give(game_id: int) -> None:
            nonlocal was_bot
            was_bot = await self.bot.service.replace(game_id, seat, player.id)

        await self._run(interaction, give,
                        lambda g: T("bot-admin-replaced-bot" if was_bot else "bot-admin-replaced",
                                    seat=seat, game=str(g), player=player.mention))

    @app_commands.command(name="bot", description=described("bot-cmd-admin-bot"))
    @app_commands.describe(seat=described("bot-cmd-admin-seat"))
    @moderator_only()
    async def hand_to_bot(self, interaction: discord.Interaction, seat: str) -> None:
        await self._run(interaction, lambda g: self.bot.service.hand_to_bot(g, seat),
                        lambda g: T("bot-admin-bot", seat=seat, game=str(g)))
        await self._play_bots(interaction)

    async def _play_bots(self, interaction: discord.Interaction) -> None:
        """The moves the game's bot seats owe now, played once the moderator is answered
        (they may be many), then delivered."""
        record = await self.bot.service.find(channel_id=interaction.channel_id,
                                             user_id=interaction.user.id, in_dm=False)
        if await self.bot.service.play_bots(record.id):
            self.bot.wake_delivery()

    @app_commands.command(name="kick", description=described("bot-cmd-admin-kick"))
    @app_commands.describe(seat=described("bot-cmd-admin-seat"))
    @moderator_only()
    async def kick(self, interaction: discord.Interaction, seat: str) -> None:
        await self._run(interaction, lambda g: self.bot.service.replace(g, seat, None),
                        lambda g: T("bot-admin-kicked", seat=seat, game=str(g)))

    replace.autocomplete("seat")(complete_seat)
    kick.autocomplete("seat")(complete_seat)
    hand_to_bot.autocomplete("seat")(complete_seat)

    @app_commands.command(name="deadline", description=described("bot-cmd-admin-deadline"))
    @app_commands.describe(minutes=described("bot-cmd-admin-deadline-minutes",
                                             most=str(MAX_MINUTES)))
    @moderator_only()
    async def deadline(self, interaction: discord.Interaction,
                       minutes: Transform[int, MINUTES]) -> None:
        service = self.bot.service

        async def apply(game_id: int) -> None:
            await service.execute(game_id, MODERATOR_SEAT, Deadline(minutes=minutes))
            self.bot.wake_delivery()

        await self._run(interaction, apply,
                        lambda g: T("bot-admin-deadline", game=str(g), minutes=minutes) if minutes
                        else T("bot-admin-no-deadline", game=str(g)))

    @app_commands.command(name="pause", description=described("bot-cmd-admin-pause"))
    @moderator_only()
    async def pause(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, lambda g: self.bot.service.set_status(g, "paused"),
                        lambda g: T("bot-admin-paused", game=str(g)))

    @app_commands.command(name="resume", description=described("bot-cmd-admin-resume"))
    @moderator_only()
    async def resume(self, interaction: discord.Interaction) -> None:
        await self._run(interaction, lambda g: self.bot.service.set_status(g, "active"),
                        lambda g: T("bot-admin-resumed", game=str(g)))
        await self._play_bots(interaction)

    @app_commands.command(name="reports", description=described("bot-cmd-admin-reports"))
    @app_commands.describe(dm=described("bot-cmd-admin-reports-dm"),
                           channel=described("bot-cmd-admin-reports-channel"),
                           clear=described("bot-cmd-admin-reports-clear"))
    @moderator_only()
    async def reports(self, interaction: discord.Interaction, dm: bool | None = None,
                      channel: app_commands.AppCommandChannel | None = None,
                      clear: bool = False) -> None:
        """Where the server's problem reports go (`bot.reports`): its report channel, set
        or cleared, and whether the caller gets them by DM; answered privately with the
        settings as they now are. Needs no game in the channel."""
        if channel is not None and clear:
            raise UserError(T("bot-report-channel-or-clear"))
        if channel is not None and channel.type not in POSTABLE:
            raise UserError(T("bot-report-not-postable", channel=channel.mention))
        store, guild = self.bot.service.store, interaction.guild_id or 0
        if channel is not None or clear:
            await store.set_report_channel(guild, channel.id if channel is not None else None)
        if dm is not None:
            await store.set_report_dm(guild, interaction.user.id, dm)
        settings = await store.report_settings(guild)
        await reply(interaction, say(settings_text(settings, interaction.user.id),
                                     await reader_language(interaction)), ephemeral=True)

    @app_commands.command(name="end", description=described("bot-cmd-admin-end"))
    @moderator_only()
    async def end(self, interaction: discord.Interaction) -> None:
        async def finish(game_id: int) -> None:  # the result is owed to the channel now
            await self.bot.service.set_status(game_id, "finished")
            self.bot.wake_delivery()

        await self._run(interaction, finish, lambda g: T("bot-admin-ended", game=str(g)))


    @app_commands.command(name="import", description=described("bot-cmd-admin-import"))
    @app_commands.describe(file=described("bot-cmd-admin-import-file"))
    @moderator_only()
    async def import_game(self, interaction: discord.Interaction,
                          file: discord.Attachment) -> None:
        """A game from a record file, in this channel (one without a live game): checked by
        replaying it, refused at its first difference, and nothing stored then."""
        if file.size > MAX_RECORD_BYTES:
            raise RuleError(T("bot-record-too-large", size=file.size // 1024,
                              most=MAX_RECORD_BYTES // 1024))
        await defer(interaction, ephemeral=True)
        try:
            data = await file.read()
        except discord.HTTPException as err:
            raise RuleError(T("bot-record-not-downloaded", file=excerpt(file.filename),
                              status=str(err.status))) from err
        game_id = await import_record(self.bot.service, data, channel_id=interaction.channel_id,
                                      guild_id=interaction.guild_id)
        self.bot.wake_delivery()
        _, session = await self.bot.service.session(game_id)
        await reply(interaction, say(T("bot-record-imported", game=str(game_id),
                                       count=len(session.log)),
                                     await reader_language(interaction, game_id)),
                    ephemeral=True)


async def send_record(interaction: discord.Interaction, service: GameService, game_id: int, *,
                      ephemeral: bool) -> None:
    """The game's record as a file, in answer to the interaction (deferred already)."""
    name, data = await export_record(service, game_id)
    text = say(T("bot-record-exported", game=str(game_id)),
               await reader_language(interaction, game_id))
    await interaction.followup.send(text, file=discord.File(io.BytesIO(data), filename=name),
                                    ephemeral=ephemeral)


async def seat_choices(service: GameService, game_id: int,
                       current: str) -> list[app_commands.Choice[str]]:
    """The game's seats as `alice (side)`, whose seat or side contains what is typed."""
    typed = current.strip().lower()
    return [app_commands.Choice(name=f"{s.seat} ({s.side})"[:100], value=s.seat)
            for s in await service.store.seats(game_id)
            if typed in s.seat.lower() or typed in s.side.lower()][:MAX_CHOICES]


async def setup(bot: DuneBot) -> None:
    await bot.add_cog(ModeratorCog(bot))
    await bot.add_cog(AdminCog(bot))

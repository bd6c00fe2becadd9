"""`/game`: create a game of any catalog ruleset in a channel (at once, or by sign-up), see
its status, its options, your sheet of secrets, your seat's history, its log and its
commands."""

from __future__ import annotations

import asyncio
import json
import secrets
from datetime import UTC, datetime

import discord
from discord import app_commands
from discord.app_commands import Transform
from discord.ext import commands

from bot import data_folder, guide, option_line, threads
from bot import lobby as lobby_rules
from bot.answers import defer, reply, suggest, suggest_none
from bot.components import moment_view
from bot.discord_bot import DuneBot
from bot.lookup import UserError, seat_name
from bot.messages import parse_players, split
from bot.moments import History, log_line, log_versions
from bot.reports import MAX_WORDS, file_report
from bot.seated import bot_seats, marked
from bot.sheets import history_page, seat_embeds, send_embeds
from bot.storage import LobbyRecord
from bot.translator import described, game_language, guild_language, reader_language
from bot.words import say
from cogs.checks import (
    GAME,
    MAX_INTEGER,
    Between,
    highest,
    in_server,
    is_moderator,
    ruleset_choices,
)
from cogs.moderator import send_record
from engine.core import Origin, Ruleset, SeatSpec, Session
from engine.core.options import CoreOptions
from engine.core.words import DEFAULT, LANGUAGES, Say, T, joined, language_of, lines
from engine.core.words.languages import NAMES
from engine.rulesets import catalog

SEED = Between("seed", 0, MAX_INTEGER)
DEADLINE = Between("deadline_minutes", 0,
                   highest(CoreOptions.model_fields["deadline_minutes"]))
COUNT = Between("count", 1, 100)
BOTS = Between("bots", 0, 20)
BOT_SEAT = "bot"
"""The seats bots take at creation are named bot, bot2, bot3 ..."""
PAGE = Between("page", 1, 10_000)
MAX_CHOICES = 25
AUTO = "auto"
"""`/game language auto`: follow the Discord app's language again."""
GAME_HELP = described("bot-cmd-game-id")


@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
class GameCog(commands.GroupCog, group_name="game", group_description=described(
                  "bot-cmd-game")):
    """`/game` serves DMs too (status, view, log); the subcommands that seat players in a
    channel refuse DMs with `in_server`."""

    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="create", description=described("bot-cmd-game-create"))
    @app_commands.describe(players=described("bot-cmd-game-create-players"),
                           ruleset=described("bot-cmd-game-create-ruleset"),
                           options=described("bot-cmd-game-create-options"),
                           seed=described("bot-cmd-game-create-seed"),
                           deadline_minutes=described("bot-cmd-game-create-deadline"),
                           bots=described("bot-cmd-game-create-bots"))
    @in_server()
    async def create(self, interaction: discord.Interaction, players: str | None = None,
                     ruleset: str | None = None, options: str | None = None,
                     seed: Transform[int, SEED] | None = None,
                     deadline_minutes: Transform[int, DEADLINE] | None = None,
                     bots: Transform[int, BOTS] | None = None) -> None:
        service = self.bot.service
        game = service.ruleset(ruleset or catalog.DEFAULT)
        chosen = data_folder.confine(game, option_line.read(game, options),
                                     self.bot.config.data_dir)
        threads.check_room(chosen, interaction.channel)
        chosen.setdefault("language", guild_language(interaction))
        if deadline_minutes:
            chosen["deadline_minutes"] = deadline_minutes
        seed = seed if seed is not None else secrets.randbits(31)
        channel = interaction.channel_id or 0
        if not players:
            if bots:
                raise UserError(T("bot-game-bots-need-players"))
            await service.lobbies.open(channel_id=channel, guild_id=interaction.guild_id,
                                       creator_id=interaction.user.id, ruleset=game.name,
                                       options=chosen, seed=seed)
            sides = game.sides
            await reply(interaction, say(T(
                "bot-game-signup-open", title=game.title, label=sides.label,
                creator=interaction.user.mention, least=sides.min_seats,
                most=sides.max_seats), language_of(str(chosen["language"])) or DEFAULT),
                ephemeral=False)
            return
        await service.lobbies.check_free(channel)
        entries = lobby_rules.check_players(
            game, parse_players(players, lobby_rules.example(game)), bots or 0)
        await defer(interaction, ephemeral=True)
        names = await asyncio.gather(*(self._display_name(interaction, uid)
                                       for uid, _ in entries))
        await self._start(interaction, game, [(uid, side, name) for (uid, side), name
                                              in zip(entries, names, strict=True)],
                          seed, chosen, bots or 0)

    @create.autocomplete("ruleset")
    async def complete_ruleset(self, interaction: discord.Interaction,
                               current: str) -> list[app_commands.Choice[str]]:
        return ruleset_choices(self.bot.service.rulesets, current)

    @create.autocomplete("options")
    async def complete_options(self, interaction: discord.Interaction,
                               current: str) -> list[app_commands.Choice[str]]:
        """The ruleset's presets and options, for the ruleset chosen so far."""
        name = getattr(interaction.namespace, "ruleset", None) or catalog.DEFAULT
        if name not in self.bot.service.rulesets:
            return []
        game = self.bot.service.ruleset(name)
        return [app_commands.Choice(name=s, value=s)
                for s in option_line.suggestions(game, current)]

    async def _start(self, interaction: discord.Interaction, game: Ruleset,
                     entries: list[tuple[int, str | None, str]], seed: int,
                     options: dict, bots: int = 0) -> None:
        """Create the game from (user id, side, name) entries, and `bots` seats more that
        bots play (`bot`, `bot2` ..., each dealt a side as a player who asked for none).
        The interaction was deferred privately, since the engine's set-up or the database
        may still refuse (a defer's first follow-up keeps its visibility): the channel hears
        of the new game from the game's own opening message, through the outbox."""
        taken: set[str] = set()
        users: dict[str, int] = {}
        specs = []
        for user_id, side, name in entries:
            seat = seat_name(name, taken)
            users[seat] = user_id
            specs.append(SeatSpec(name=seat, side=side))
        robots = [seat_name(BOT_SEAT, taken) for _ in range(bots)]
        specs += [SeatSpec(name=seat, side=None) for seat in robots]
        origin = Origin(ruleset=game.name, options=options, seats=specs, seed=seed)
        game_id, _ = await self.bot.service.create(
            origin, guild_id=interaction.guild_id, channel_id=interaction.channel_id,
            users=users, bots=robots)
        language = await reader_language(interaction, game_id)
        await reply(interaction, say(T("bot-game-created", game=str(game_id)), language),
                    ephemeral=True)
        self.bot.wake_delivery()

    @app_commands.command(name="join", description=described("bot-cmd-game-join"))
    @app_commands.describe(side=described("bot-cmd-game-join-side"))
    @in_server()
    async def join(self, interaction: discord.Interaction, side: str | None = None) -> None:
        name = await self._display_name(interaction, interaction.user.id)
        lobby = await self.bot.service.lobbies.join(interaction.channel_id or 0,
                                                    interaction.user.id, name, side)
        language = _lobby_language(lobby)
        await reply(interaction, say(T("bot-game-joins", player=interaction.user.mention,
                                       roster=lobby_rules.roster(lobby, language)), language),
                    ephemeral=False)

    @join.autocomplete("side")
    async def complete_side(self, interaction: discord.Interaction,
                            current: str) -> list[app_commands.Choice[str]]:
        return await suggest(self._sides(interaction, current))

    async def _sides(self, interaction: discord.Interaction,
                     current: str) -> list[app_commands.Choice[str]]:
        """The sign-up's free sides that match what is typed."""
        lobby = await self.bot.service.lobbies.get(interaction.channel_id or 0)
        taken = {s.side for s in lobby.seats if s.user_id != interaction.user.id}
        typed = current.strip().lower()
        return [app_commands.Choice(name=side, value=side)
                for side in self.bot.service.ruleset(lobby.ruleset).sides.names
                if side not in taken and typed in side.lower()][:MAX_CHOICES]

    @app_commands.command(name="leave", description=described("bot-cmd-game-leave"))
    @in_server()
    async def leave(self, interaction: discord.Interaction) -> None:
        lobby = await self.bot.service.lobbies.leave(interaction.channel_id or 0,
                                                     interaction.user.id)
        language = _lobby_language(lobby)
        await reply(interaction, say(T("bot-game-leaves", player=interaction.user.mention,
                                       roster=lobby_rules.roster(lobby, language)), language),
                    ephemeral=False)

    @app_commands.command(name="cancel", description=described("bot-cmd-game-cancel"))
    @in_server()
    async def cancel(self, interaction: discord.Interaction) -> None:
        lobby = await self.bot.service.lobbies.cancel(
            interaction.channel_id or 0, interaction.user.id,
            is_moderator(interaction.user, interaction.permissions, self.bot.config.mod_role))
        title = self.bot.service.ruleset(lobby.ruleset).title
        language = _lobby_language(lobby)
        await reply(interaction, say(T("bot-game-cancelled", player=interaction.user.mention,
                                       title=title, roster=lobby_rules.roster(lobby, language)),
                                     language), ephemeral=False)

    @app_commands.command(name="start", description=described("bot-cmd-game-start"))
    @app_commands.describe(bots=described("bot-cmd-game-start-bots"))
    @in_server()
    async def start(self, interaction: discord.Interaction,
                    bots: Transform[int, BOTS] | None = None) -> None:
        lobbies = self.bot.service.lobbies
        channel = interaction.channel_id or 0
        lobby = await lobbies.get(channel)
        if interaction.user.id != lobby.creator_id and not is_moderator(
                interaction.user, interaction.permissions, self.bot.config.mod_role):
            raise UserError(T("bot-game-start-not-yours", creator=f"<@{lobby.creator_id}>"))
        game = self.bot.service.ruleset(lobby.ruleset)
        lobby_rules.ready(game, lobby, bots or 0)
        entries = [(s.user_id, s.side, s.name) for s in lobby.seats]
        await defer(interaction, ephemeral=True)
        await self._start(interaction, game, entries, lobby.seed, json.loads(lobby.options),
                          bots or 0)
        await lobbies.close(channel)

    @app_commands.command(name="log", description=described("bot-cmd-game-log"))
    @app_commands.describe(count=described("bot-cmd-game-log-count"), game=GAME_HELP)
    async def log(self, interaction: discord.Interaction,
                  count: Transform[int, COUNT] = 15,
                  game: Transform[int, GAME] | None = None) -> None:
        await defer(interaction, ephemeral=True)
        record_id, _ = await self._game(interaction, game)
        service = self.bot.service
        shown = (await service.told(record_id, None))[-count:]
        language = await reader_language(interaction, record_id)
        view = moment_view(record_id, log_versions(await History.read(service, record_id),
                                                   shown, language), language)
        parts = split("\n".join([
            say(T("bot-game-log", game=str(record_id), count=len(shown)), language),
            *(say(log_line(told), language) for told in shown)]))
        for n, part in enumerate(parts, 1):  # the menu of the page's versions under its end
            menu = {"view": view} if view is not None and n == len(parts) else {}
            await interaction.followup.send(part, ephemeral=True, **menu)

    @app_commands.command(name="export", description=described("bot-cmd-game-export"))
    @app_commands.describe(game=GAME_HELP)
    async def export(self, interaction: discord.Interaction,
                     game: Transform[int, GAME] | None = None) -> None:
        """The record of a game that has ended, for anyone, in public: nothing in it is
        secret any more. While the game runs it holds every secret: moderators only."""
        record_id, _ = await self._game(interaction, game)
        if not await self.bot.service.ended(record_id):
            raise UserError(joined([T("bot-record-still-running", game=str(record_id)),
                                    T("bot-record-moderators-hint")]))
        await defer(interaction, ephemeral=False)
        await send_record(interaction, self.bot.service, record_id, ephemeral=False)

    @app_commands.command(name="status", description=described("bot-cmd-game-status"))
    @app_commands.describe(game=GAME_HELP)
    async def status(self, interaction: discord.Interaction,
                     game: Transform[int, GAME] | None = None) -> None:
        record_id, session = await self._game(interaction, game)
        ruleset, state = session.ruleset, session.state
        private = interaction.guild_id is None
        language = await (reader_language(interaction, record_id) if private
                          else game_language(interaction, record_id))
        bots = bot_seats(await self.bot.service.store.seats(record_id))
        seats = ", ".join(f"{marked(seat, bots, language)} ({side})"
                          for seat, side in ruleset.seats(state).items())
        waiting = [T("bot-game-status-awaited", seat=marked(d.seat, bots, language),
                     prompt=d.prompt) for d in ruleset.pending(state)]
        text = lines(
            T("bot-game-status", game=str(record_id), title=ruleset.title,
              status=ruleset.status(state).block),
            T("bot-service-seats", seats=seats),
            T("bot-game-status-waiting", awaited=joined(waiting, "; ")) if waiting
            else T("bot-game-status-waiting-nobody"),
            T("bot-service-ended") if await self.bot.service.ended(record_id) else "")
        await reply(interaction, say(text, language), ephemeral=private)

    @app_commands.command(name="options", description=described("bot-cmd-game-options"))
    @app_commands.describe(game=GAME_HELP, ruleset=described("bot-cmd-game-options-ruleset"))
    async def options(self, interaction: discord.Interaction,
                      game: Transform[int, GAME] | None = None,
                      ruleset: str | None = None) -> None:
        if ruleset is not None:
            language = await reader_language(interaction)
            listed = option_line.listing(self.bot.service.ruleset(ruleset), language)
            await reply(interaction, say(lines(T("bot-game-options-of", ruleset=ruleset),
                                               *listed), language), ephemeral=True)
            return
        record_id, session = await self._game(interaction, game)
        private = interaction.guild_id is None
        language = await (reader_language(interaction, record_id) if private
                          else game_language(interaction, record_id))
        listed = option_line.chosen(session.ruleset, getattr(session.state, "options", None),
                                    language)
        await reply(interaction, say(lines(T("bot-game-options", game=str(record_id)), *listed),
                                     language), ephemeral=private)

    options.autocomplete("ruleset")(complete_ruleset)

    @app_commands.command(name="view", description=described("bot-cmd-game-view"))
    @app_commands.describe(game=GAME_HELP)
    async def view(self, interaction: discord.Interaction,
                   game: Transform[int, GAME] | None = None) -> None:
        await defer(interaction, ephemeral=True)
        record_id, session = await self._game(interaction, game)
        seat = await self.bot.service.seat_of_user(record_id, interaction.user.id)
        language = await reader_language(interaction, record_id)
        await send_embeds(interaction, await seat_embeds(self.bot.service, record_id, session,
                                                         seat, language))

    @app_commands.command(name="history", description=described("bot-cmd-game-history"))
    @app_commands.describe(page=described("bot-cmd-game-history-page"), game=GAME_HELP)
    async def history(self, interaction: discord.Interaction,
                      page: Transform[int, PAGE] = 1,
                      game: Transform[int, GAME] | None = None) -> None:
        await defer(interaction, ephemeral=True)
        record_id, _ = await self._game(interaction, game)
        seat = await self.bot.service.seat_of_user(record_id, interaction.user.id)
        language = await reader_language(interaction, record_id)
        await reply(interaction, await history_page(self.bot.service, record_id, seat, page,
                                                    language), ephemeral=True)

    @app_commands.command(name="help", description=described("bot-cmd-game-help"))
    @app_commands.describe(ruleset=described("bot-cmd-game-help-ruleset"))
    async def help(self, interaction: discord.Interaction, ruleset: str | None = None) -> None:
        await defer(interaction, ephemeral=True)  # a seat's legal moves may take a moment
        moderator = interaction.guild_id is not None and is_moderator(
            interaction.user, interaction.permissions, self.bot.config.mod_role)
        here = None if ruleset else await suggest_none(self._played_here(interaction))
        language = await reader_language(interaction, here[0] if here else None)
        if here is None:  # every player's command of the game named, or here, or the first
            game = self.bot.service.ruleset(ruleset or await self._ruleset_here(interaction))
            shown: list[Say] = [T("bot-game-help-title", title=game.title),
                                *guide.player_lines(game.registry, language),
                                T("bot-game-help-play")]
        else:
            record_id, session, seat = here
            game = session.ruleset
            shown = self._now(record_id, session, seat, language)
        if moderator:
            shown += [T("bot-game-help-moderators"),
                      *guide.moderator_lines(game.registry, language)]
        else:
            shown.append(T("bot-game-help-moderators-own"))
        await reply(interaction, say(lines(*shown), language), ephemeral=True)

    def _now(self, record_id: int, session: Session, seat: str | None,
             language: str) -> list[Say]:
        """What the caller's seat may use now in the game here (all of it without a seat)."""
        ruleset, state = session.ruleset, session.state
        if seat is None:
            return [T("bot-game-help-no-seat", game=str(record_id)),
                    *guide.player_lines(ruleset.registry, language)]
        side = ruleset.seats(state).get(seat, "")
        mine = guide.seat_lines(ruleset, state, seat, language)
        head = T("bot-game-help-now", game=str(record_id), seat=seat, side=side)
        if not mine:
            head = T("bot-game-help-nothing", game=str(record_id), seat=seat, side=side,
                     waiting=guide.waiting_for(ruleset, state, language))
        return [head, *mine, T("bot-game-help-every", ruleset=ruleset.name)]

    async def _ruleset_here(self, interaction: discord.Interaction) -> str:
        here = await self.bot.service.ruleset_here(
            channel_id=interaction.channel_id, user_id=interaction.user.id,
            in_dm=interaction.guild_id is None)
        return here or catalog.DEFAULT

    async def _played_here(self, interaction: discord.Interaction
                           ) -> tuple[int, Session, str | None]:
        """The game here (or the caller's one game, by DM), its session and the caller's
        seat in it (None: no seat)."""
        record_id, session = await self._game(interaction, None)
        return record_id, session, await self.bot.service.seat_held(record_id,
                                                                    interaction.user.id)

    help.autocomplete("ruleset")(complete_ruleset)

    @app_commands.command(name="language", description=described("bot-cmd-game-language"))
    @app_commands.describe(language=described("bot-cmd-game-language-language"))
    @app_commands.choices(language=[
        *(app_commands.Choice(name=NAMES[code], value=code) for code in LANGUAGES),
        app_commands.Choice(name=described("bot-cmd-language-auto"), value=AUTO)])
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        """The user's language for their DMs, sheet and answers; `auto` follows their
        Discord app's language again. Answered in the language now in force."""
        # the service reads a language's name too, and refuses one the bot does not speak
        await self.bot.service.choose_language(interaction.user.id,
                                               None if language == AUTO else language)
        chosen = language_of(language) if language != AUTO else None
        if chosen is not None:
            text = T("bot-game-language-chosen")
        else:
            chosen = language_of(str(interaction.locale)) or DEFAULT
            text = T("bot-game-language-auto", language=NAMES[chosen])
        await reply(interaction, say(text, chosen), ephemeral=True)

    @app_commands.command(name="report", description=described("bot-cmd-game-report"))
    @app_commands.describe(what=described("bot-cmd-game-report-what", most=str(MAX_WORDS)),
                           game=GAME_HELP)
    async def report(self, interaction: discord.Interaction,
                     what: app_commands.Range[str, 1, MAX_WORDS],
                     game: Transform[int, GAME] | None = None) -> None:
        """A problem with the game, told to its moderators (`bot.reports`): stored with the
        game's version, then sent where the server's moderators asked; the reporter is told
        where it went."""
        await defer(interaction, ephemeral=True)
        record = await self.bot.service.find(channel_id=interaction.channel_id,
                                             user_id=interaction.user.id,
                                             in_dm=interaction.guild_id is None, game_id=game)
        guild = interaction.guild
        role = discord.utils.get(guild.roles, name=self.bot.config.mod_role) if guild else None
        filed = await file_report(self.bot.service, game_id=record.id,
                                  user_id=interaction.user.id, words=what,
                                  now=datetime.now(UTC), role_id=role.id if role else None)
        language = await reader_language(interaction, record.id)
        await reply(interaction, say(filed.answer(), language), ephemeral=True)
        self.bot.wake_delivery()

    async def _display_name(self, interaction: discord.Interaction, user_id: int) -> str:
        """A player's name without the privileged members intent: the caller's own from the
        interaction, else the cache, else REST."""
        if user_id == interaction.user.id:
            return interaction.user.display_name
        member = interaction.guild.get_member(user_id) if interaction.guild else None
        if member is not None:
            return member.display_name
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
        except discord.HTTPException:
            return f"player{user_id}"
        return user.global_name or user.name

    async def _game(self, interaction: discord.Interaction,
                    game: int | None) -> tuple[int, Session]:
        """The game asked about (here, or the caller's by DM) and its session."""
        record = await self.bot.service.find(channel_id=interaction.channel_id,
                                             user_id=interaction.user.id,
                                             in_dm=interaction.guild_id is None, game_id=game)
        _, session = await self.bot.service.session(record.id)
        return record.id, session


def _lobby_language(lobby: LobbyRecord) -> str:
    """A sign-up's posts speak the language its game will (its options')."""
    return language_of(str(json.loads(lobby.options).get("language"))) or DEFAULT


async def setup(bot: DuneBot) -> None:
    await bot.add_cog(GameCog(bot))

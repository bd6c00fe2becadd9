"""`/game`: create a game in a channel, see its status, your secrets, and the commands."""

from __future__ import annotations

import asyncio
import json
import secrets

import discord
from discord import app_commands
from discord.app_commands import Transform
from discord.ext import commands

from bot import lobby as lobby_rules
from bot.answers import defer, reply
from bot.discord_bot import DuneBot
from bot.lookup import UserError, game_for, seat_for, seat_name
from bot.messages import parse_players
from cogs.checks import GAME, MAX_INTEGER, Between, highest, in_server
from cogs.moderator import is_moderator
from engine.core import PUBLIC, Origin, RuleError, SeatSpec
from engine.rulesets.classic.options import ClassicOptions

GAME_HELP = "game id (only in DMs, if you play several)"
SEED = Between("seed", 0, MAX_INTEGER)
DEADLINE = Between("deadline_minutes", 0,
                   highest(ClassicOptions.model_fields["deadline_minutes"]))
COUNT = Between("count", 1, 100)


@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
class GameCog(commands.GroupCog, group_name="game", group_description="Dune games"):
    """`/game` serves DMs too (status, view, log); the subcommands that seat players in a
    channel refuse DMs with `in_server`."""

    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="create", description="Start a classic game in this channel.")
    @app_commands.describe(players="@alice atreides, @bob harkonnen, @carol (faction optional); "
                           "empty: open sign-up",
                           seed="fix the shuffles, for a replayable game (empty: random)",
                           deadline_minutes="minutes before a decision's default applies "
                           "(empty or 0: wait for a moderator)",
                           open_spice="show every player's spice to all (the rulebook keeps "
                           "it behind the shield, XIII.B)")
    @in_server()
    async def create(self, interaction: discord.Interaction, players: str | None = None,
                     seed: Transform[int, SEED] | None = None,
                     deadline_minutes: Transform[int, DEADLINE] | None = None,
                     open_spice: bool = False) -> None:
        store = self.bot.store
        assert store is not None
        channel = interaction.channel_id or 0
        seed = seed if seed is not None else secrets.randbits(31)
        options: dict = {"deadline_minutes": deadline_minutes} if deadline_minutes else {}
        if open_spice:
            options["open_spice"] = True
        if await store.game_for_channel(channel) or await store.lobby(channel):
            raise UserError("This channel already has a game or an open sign-up.")
        if not players:
            await store.open_lobby(channel_id=channel, guild_id=interaction.guild_id,
                                   creator_id=interaction.user.id, ruleset="classic",
                                   options=json.dumps(options), seed=seed)
            await reply(interaction, "Sign-up is open for a classic game: `/game join "
                        "[faction]` to take a seat, `/game leave` to give it up; "
                        f"{interaction.user.mention} or a moderator starts it with "
                        "`/game start` (2 to 6 players).", ephemeral=False)
            return
        try:
            entries = parse_players(players)
        except ValueError as err:
            raise UserError(f"{err} Example: `@alice atreides, @bob`.") from None
        lobby_rules.check_players(entries)
        await defer(interaction, ephemeral=True)
        names = await asyncio.gather(*(self._display_name(interaction, uid)
                                       for uid, _ in entries))
        await self._start(interaction, [(uid, faction, name) for (uid, faction), name
                                        in zip(entries, names, strict=True)], seed, options)

    async def _start(self, interaction: discord.Interaction,
                     entries: list[tuple[int, str | None, str]], seed: int,
                     options: dict) -> bool:
        """Create the game from (user id, faction, name) entries; False if refused. The
        interaction was deferred privately, since the engine's set-up or the database may
        still refuse (a defer's first follow-up keeps its visibility): the channel hears of
        the new game from the game's own opening message, through the outbox."""
        taken: set[str] = set()
        users: dict[str, int] = {}
        specs = []
        for user_id, faction, name in entries:
            seat = seat_name(name, taken)
            users[seat] = user_id
            specs.append(SeatSpec(name=seat, faction=faction))
        origin = Origin(ruleset="classic", options=options, seats=specs, seed=seed)
        service = self.bot.service
        assert service is not None
        try:
            game_id, _ = await service.create(
                origin, guild_id=interaction.guild_id, channel_id=interaction.channel_id,
                users=users)
        except RuleError as err:
            await reply(interaction, err.text, ephemeral=True)
            return False
        await reply(interaction, f"Game {game_id} created.", ephemeral=True)
        self.bot.wake_delivery()
        return True

    @app_commands.command(name="join", description="Take a seat in this channel's sign-up.")
    @app_commands.describe(faction="the faction you want (empty: dealt at random)")
    @in_server()
    async def join(self, interaction: discord.Interaction, faction: str | None = None) -> None:
        assert self.bot.store is not None
        name = await self._display_name(interaction, interaction.user.id)
        lobby = await lobby_rules.join(self.bot.store, interaction.channel_id or 0,
                                       interaction.user.id, name, faction)
        await reply(interaction, f"{interaction.user.mention} joins. {lobby_rules.roster(lobby)}",
                    ephemeral=False)

    @app_commands.command(name="leave", description="Give up your seat in the sign-up.")
    @in_server()
    async def leave(self, interaction: discord.Interaction) -> None:
        store = self.bot.store
        assert store is not None
        channel = interaction.channel_id or 0
        if await store.game_for_channel(channel):
            await reply(interaction, "The game has started: a moderator can give your seat to "
                        "a substitute (`/admin replace`) or leave it vacant (`/admin kick`).",
                        ephemeral=True)
            return
        await lobby_rules.open_lobby(store, channel)
        if not await store.leave_lobby(channel, interaction.user.id):
            await reply(interaction, "You have not joined this sign-up.", ephemeral=True)
            return
        lobby = await lobby_rules.open_lobby(store, channel)
        await reply(interaction, f"{interaction.user.mention} leaves. "
                    f"{lobby_rules.roster(lobby)}", ephemeral=False)

    @app_commands.command(name="start", description="Start the signed-up game (its creator "
                          "or a moderator).")
    @in_server()
    async def start(self, interaction: discord.Interaction) -> None:
        store = self.bot.store
        assert store is not None
        channel = interaction.channel_id or 0
        lobby = await lobby_rules.open_lobby(store, channel)
        if interaction.user.id != lobby.creator_id and not is_moderator(
                interaction.user, interaction.permissions, self.bot.config.mod_role):
            raise UserError(f"Only <@{lobby.creator_id}>, who opened the sign-up, or a "
                            "moderator can start the game.")
        lobby_rules.ready(lobby)
        entries = [(s.user_id, s.faction, s.name) for s in lobby.seats]
        await defer(interaction, ephemeral=True)
        if await self._start(interaction, entries, lobby.seed, json.loads(lobby.options)):
            await store.close_lobby(channel)

    @app_commands.command(name="log", description="The game's recent public events.")
    @app_commands.describe(count="how many events (default 15, at most 100)", game=GAME_HELP)
    async def log(self, interaction: discord.Interaction,
                  count: Transform[int, COUNT] = 15,
                  game: Transform[int, GAME] | None = None) -> None:
        await defer(interaction, ephemeral=True)
        record, _ = await self._public(interaction, game)
        assert self.bot.store is not None
        events = await self.bot.store.events(record.id, audiences=[PUBLIC])
        shown = [json.loads(e.payload)["text"] for e in events[-count:]]
        await reply(interaction, f"Game {record.id}, last {len(shown)} public event(s):\n"
                    + "\n".join(shown), ephemeral=True)

    @app_commands.command(name="status", description="Turn, phase, storm and who we wait for.")
    @app_commands.describe(game=GAME_HELP)
    async def status(self, interaction: discord.Interaction,
                     game: Transform[int, GAME] | None = None) -> None:
        record, view = await self._public(interaction, game)
        waiting = "; ".join(f"{d['seat']}: {d['prompt']}" for d in view["waiting_for"])
        text = (f"Game {record.id}, turn {view['turn']}, {view['phase'].replace('_', ' ')}; "
                f"storm in sector {view['storm']}.\nWaiting for: {waiting or 'nobody'}")
        if record.status == "finished":
            text += "\nThis game has ended."
        await reply(interaction, text, ephemeral=interaction.guild_id is None)

    @app_commands.command(name="options", description="This game's options.")
    @app_commands.describe(game=GAME_HELP)
    async def options(self, interaction: discord.Interaction,
                      game: Transform[int, GAME] | None = None) -> None:
        record, _ = await self._public(interaction, game)
        assert self.bot.service is not None
        _, session = await self.bot.service.session(record.id)
        options = session.state.options
        lines = [f"`{name}` = {getattr(options, name)!r} — {field.description or ''}"
                 for name, field in type(options).model_fields.items()]
        await reply(interaction, f"Game {record.id} options:\n" + "\n".join(lines),
                    ephemeral=interaction.guild_id is None)

    @app_commands.command(name="view", description="Your own secrets in this game (only you).")
    @app_commands.describe(game=GAME_HELP)
    async def view(self, interaction: discord.Interaction,
                   game: Transform[int, GAME] | None = None) -> None:
        await defer(interaction, ephemeral=True)
        record, _ = await self._public(interaction, game)
        assert self.bot.store is not None and self.bot.service is not None
        seat = await seat_for(self.bot.store, record.id, interaction.user.id)
        _, session = await self.bot.service.session(record.id)
        private = session.ruleset.view(session.state, seat).get("private", {})
        await reply(interaction, f"```json\n{json.dumps(private, indent=1)}\n```", ephemeral=True)

    @app_commands.command(name="help", description="Every game command and its arguments.")
    async def help(self, interaction: discord.Interaction) -> None:
        from engine.rulesets.classic.commands import registry

        lines = [f"`{registry.usage(c)}` {c.summary}" for c in registry if not c.moderator]
        lines.append("Play with `/do <command>`; moderators use `/mod <command>`.")
        await reply(interaction, "\n".join(lines), ephemeral=True)

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

    async def _public(self, interaction: discord.Interaction, game: int | None):
        assert self.bot.store is not None and self.bot.service is not None
        record = await game_for(self.bot.store, channel_id=interaction.channel_id,
                                user_id=interaction.user.id, in_dm=interaction.guild_id is None,
                                game_id=game)
        _, session = await self.bot.service.session(record.id)
        return record, session.ruleset.view(session.state, None)["public"]


async def setup(bot: DuneBot) -> None:
    await bot.add_cog(GameCog(bot))

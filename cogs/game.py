"""`/game`: create a game in a channel, see its status, your secrets, and the commands."""

from __future__ import annotations

import json
import secrets

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord_bot import DuneBot, reply
from bot.lookup import UserError, game_for, seat_for, seat_name
from bot.messages import parse_players
from engine.core import Origin, RuleError, SeatSpec


class GameCog(commands.GroupCog, group_name="game", group_description="Dune games"):
    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="create", description="Start a classic game in this channel.")
    @app_commands.describe(players="@alice atreides, @bob harkonnen, @carol (faction optional)",
                           seed="fix the shuffles (optional)",
                           deadline_minutes="minutes before a decision's default applies "
                           "(empty: wait for a moderator)")
    @app_commands.guild_only()
    async def create(self, interaction: discord.Interaction, players: str,
                     seed: int | None = None, deadline_minutes: int | None = None) -> None:
        try:
            entries = parse_players(players)
        except ValueError as err:
            await reply(interaction, f"{err} Example: `@alice atreides, @bob`.", ephemeral=True)
            return
        taken: set[str] = set()
        users: dict[str, int] = {}
        specs = []
        for user_id, faction in entries:
            name = seat_name(await self._display_name(interaction, user_id), taken)
            users[name] = user_id
            specs.append(SeatSpec(name=name, faction=faction))
        options = {"deadline_minutes": deadline_minutes} if deadline_minutes else {}
        origin = Origin(ruleset="classic", options=options, seats=specs,
                        seed=seed if seed is not None else secrets.randbits(31))
        service = self.bot.service
        assert service is not None and self.bot.store is not None
        if await self.bot.store.game_for_channel(interaction.channel_id or 0):
            await reply(interaction, "This channel already has a live game.", ephemeral=True)
            return
        try:
            game_id, _ = await service.create(
                origin, guild_id=interaction.guild_id, channel_id=interaction.channel_id,
                users=users)
        except RuleError as err:
            await reply(interaction, err.text, ephemeral=True)
            return
        await reply(interaction, f"Game {game_id} created.", ephemeral=False)
        self.bot.wake_delivery()

    @app_commands.command(name="status", description="Turn, phase, storm and who we wait for.")
    async def status(self, interaction: discord.Interaction, game: int | None = None) -> None:
        try:
            record, view = await self._public(interaction, game)
        except UserError as err:
            await reply(interaction, str(err), ephemeral=True)
            return
        waiting = "; ".join(f"{d['seat']}: {d['prompt']}" for d in view["waiting_for"])
        text = (f"Game {record.id}, turn {view['turn']}, {view['phase'].replace('_', ' ')}; "
                f"storm in sector {view['storm']}.\nWaiting for: {waiting or 'nobody'}")
        await reply(interaction, text, ephemeral=interaction.guild is None)

    @app_commands.command(name="options", description="This game's options.")
    async def options(self, interaction: discord.Interaction, game: int | None = None) -> None:
        try:
            record, _ = await self._public(interaction, game)
        except UserError as err:
            await reply(interaction, str(err), ephemeral=True)
            return
        assert self.bot.service is not None
        _, session = await self.bot.service.session(record.id)
        options = session.state.options
        lines = [f"`{name}` = {getattr(options, name)!r} — {field.description or ''}"
                 for name, field in type(options).model_fields.items()]
        await reply(interaction, f"Game {record.id} options:\n" + "\n".join(lines),
                    ephemeral=interaction.guild is None)

    @app_commands.command(name="view", description="Your own secrets in this game (only you).")
    async def view(self, interaction: discord.Interaction, game: int | None = None) -> None:
        try:
            record, _ = await self._public(interaction, game)
            assert self.bot.store is not None and self.bot.service is not None
            seat = await seat_for(self.bot.store, record.id, interaction.user.id)
        except UserError as err:
            await reply(interaction, str(err), ephemeral=True)
            return
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
        """A player's name without the privileged members intent: cache, else REST."""
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
                                user_id=interaction.user.id, in_dm=interaction.guild is None,
                                game_id=game)
        _, session = await self.bot.service.session(record.id)
        return record, session.ruleset.view(session.state, None)["public"]


async def setup(bot: DuneBot) -> None:
    await bot.add_cog(GameCog(bot))

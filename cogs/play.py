"""`/do`: a player's move in any game, read by the same registry as the local table, with
the caller's legal commands offered as they type.

One command serves every ruleset: a slash command per game command would not fit several
games in Discord's 100 commands without their names colliding. Secret moves are answered
only to the player; what others may know of them the engine posts in the game channel.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import Transform
from discord.ext import commands

from bot.answers import suggest
from bot.discord_bot import DuneBot
from bot.play import play
from bot.translator import described
from engine.core import Registry, Ruleset
from engine.core.commands import MAX_COMMAND_LENGTH
from engine.core.tokens import quote

from .checks import GAME

MAX_CHOICES, MAX_VALUE = 25, 100
"""Discord's limits: suggestions per autocomplete, characters in one."""


class PlayCog(commands.Cog):
    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot

    @app_commands.command(name="do", description=described("bot-cmd-do"))
    @app_commands.describe(command=described("bot-cmd-do-command"),
                           game=described("bot-cmd-game-id"))
    async def do(self, interaction: discord.Interaction,
                 command: app_commands.Range[str, 1, MAX_COMMAND_LENGTH],
                 game: Transform[int, GAME] | None = None) -> None:
        await play(self.bot, interaction, command, game=game)

    @do.autocomplete("command")
    async def complete(self, interaction: discord.Interaction,
                       current: str) -> list[app_commands.Choice[str]]:
        return await suggest(self._moves(interaction, current))

    async def _moves(self, interaction: discord.Interaction,
                     current: str) -> list[app_commands.Choice[str]]:
        """Suggestions for the last command of the line (`pass; bi` completes `bi`), each
        after the commands typed before it, within Discord's length of a suggestion."""
        before, sep, last = current.rpartition(";")
        head = f"{before.strip()}; " if sep else ""
        return [app_commands.Choice(name=(head + c.name)[:MAX_VALUE], value=head + c.value)
                for c in await self._last_moves(interaction, last.lstrip())
                if len(head + c.value) <= MAX_VALUE]

    async def _last_moves(self, interaction: discord.Interaction,
                          current: str) -> list[app_commands.Choice[str]]:
        """The caller's legal commands now, as they would be typed, that contain what is
        typed so far; when none does, the game's command usages (`<...>` to fill in)."""
        service = self.bot.service
        game = getattr(interaction.namespace, "game", None)
        record = await service.find(channel_id=interaction.channel_id,
                                    user_id=interaction.user.id,
                                    in_dm=interaction.guild_id is None,
                                    game_id=game if isinstance(game, int) else None)
        _, session = await service.session(record.id)
        registry = session.ruleset.registry
        typed = " ".join(current.lower().split())
        legal: list[str] = []
        seat = await service.seat_held(record.id, interaction.user.id)
        if seat is not None and any(d.seat == seat
                                    for d in session.ruleset.pending(session.state)):
            legal = [registry.usage_of(c) for c in session.ruleset.legal(session.state, seat)]
        found = [u for u in legal if typed in u.lower() and len(u) <= MAX_VALUE]
        if found:
            return [app_commands.Choice(name=u, value=u) for u in found[:MAX_CHOICES]]
        named = _named(session.ruleset, current)
        if named:
            return [app_commands.Choice(name=n, value=n) for n in named[:MAX_CHOICES]]
        usages = [registry.usage(c) for c in registry if not c.moderator]
        word = typed.split(" ", 1)[0]
        return [app_commands.Choice(name=u[:MAX_VALUE], value=u.split(" ")[0])
                for u in usages if u.startswith(word)][:MAX_CHOICES]


def _named(ruleset: Ruleset, current: str) -> list[str]:
    """`go 3 north g` -> `go 3 "North Gate"`: the typed line with its last words completed to
    a name the command takes (any the game's public vocabulary holds), so a move that is
    not among the listed legal ones can still be typed with its names spelled right."""
    words = current.split()
    cls = ruleset.registry.get(words[0]) if len(words) > 1 else None
    if cls is None:
        return []
    kinds = {p.kind for p in Registry.params(cls) if p.kind}
    names = sorted({n for kind in kinds for n in ruleset.vocabulary(kind)})
    for cut in range(1, len(words)):  # the longest tail first
        head, tail = " ".join(words[:cut]), " ".join(words[cut:]).lower()
        hits = [f"{head} {quote(n)}" for n in names if n.lower().startswith(tail)]
        if hits:
            return [h for h in hits if len(h) <= MAX_VALUE]
    return []


async def setup(bot: DuneBot) -> None:
    await bot.add_cog(PlayCog(bot))

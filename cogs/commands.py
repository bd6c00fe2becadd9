"""Slash commands generated from the command registry: one per player command, with the
registry's fields as options and autocomplete from the ruleset's names (DESIGN.md step 1).
The table parses the same definitions, so the two cannot drift apart."""

from __future__ import annotations

import inspect
import re
import typing
from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands
from pydantic import ValidationError

from bot.answers import validation_text
from bot.discord_bot import DuneBot
from bot.lookup import UserError, game_for, seat_for
from engine.core import Command, Registry
from engine.core.commands import Param
from engine.rulesets.classic.commands import registry as classic_registry
from engine.rulesets.classic.ruleset import RULESET

from .checks import bounds
from .play import play

RESERVED = {"game", "do", "mod"}
DESCRIPTION_LIMIT = 100
SENTENCE = re.compile(r"(.+?[.!?])(?:\s|$)")


def description(summary: str) -> str:
    """The summary when it fits Discord's 100 characters, else its first sentence: a long
    summary starts with a short complete one (`/game help` shows the whole)."""
    if len(summary) <= DESCRIPTION_LIMIT:
        return summary
    first = SENTENCE.match(summary)
    if first is None or len(first[1]) > DESCRIPTION_LIMIT:
        raise ValueError(f"summary needs a first sentence of at most 100 characters: {summary}")
    return first[1]


def _annotation(p: Param) -> Any:
    base = p.base
    if p.choices:
        base = Literal[tuple(p.choices)]  # type: ignore[valid-type]
    elif base not in (int, bool):
        base = str
    return base if p.required else typing.Optional[base]  # noqa: UP045 - discord.py reads it


def _callback(bot: DuneBot, cls: type[Command], usage: str):
    async def callback(interaction: discord.Interaction, **options: Any) -> None:
        values = {k: v for k, v in options.items() if v is not None}
        try:
            command = cls.model_validate(values)
        except ValidationError as err:
            raise UserError(f"{validation_text(err)} Usage: `{usage}`.") from None
        await play(bot, interaction, None, command=command)

    params = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                annotation=discord.Interaction)]
    for p in Registry.params(cls):
        params.append(inspect.Parameter(
            p.name, inspect.Parameter.KEYWORD_ONLY, annotation=_annotation(p),
            default=inspect.Parameter.empty if p.required else None))
    callback.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    return callback


def _completer(bot: DuneBot, cls: type[Command], field: str, kind: str):
    async def complete(interaction: discord.Interaction,
                       current: str) -> list[app_commands.Choice[str]]:
        key = current.lower().replace(" ", "")
        first = await _legal_values(bot, interaction, cls, field)
        names = list(dict.fromkeys([*first, *RULESET.vocabulary(kind)]))
        names = [n for n in names if key in str(n).lower().replace(" ", "")]
        return [app_commands.Choice(name=str(n)[:100], value=str(n)) for n in names[:25]]

    return complete


async def _legal_values(bot: DuneBot, interaction: discord.Interaction, cls: type[Command],
                        field: str) -> list[str]:
    """Values of this option in the caller's legal commands now: shown first."""
    store, service = bot.store, bot.service
    if store is None or service is None:
        return []
    try:
        record = await game_for(store, channel_id=interaction.channel_id,
                                user_id=interaction.user.id, in_dm=interaction.guild_id is None)
        seat = await seat_for(store, record.id, interaction.user.id)
    except UserError:
        return []
    _, session = await service.session(record.id)
    values = [getattr(c, field) for c in session.ruleset.legal(session.state, seat)
              if isinstance(c, cls)]
    return [str(v) for v in dict.fromkeys(values) if v is not None]


def build(bot: DuneBot, registry: Registry = classic_registry) -> list[app_commands.Command]:
    """One slash command per player command: the registry's summary and argument help as
    Discord's descriptions, the fields' bounds as its min/max, names autocompleted."""
    out = []
    for cls in registry:
        if cls.moderator or cls.name in RESERVED:
            continue
        command = app_commands.Command(
            name=cls.name, description=description(cls.summary or cls.name),
            callback=_callback(bot, cls, registry.usage(cls)))
        for p in Registry.params(cls):
            option = command._params[p.name]
            option.description = p.help or p.name.replace("_", " ")
            if p.base is int:
                field = cls.model_fields[p.name]
                option.min_value, option.max_value = bounds([*field.metadata, field.annotation])
            if p.kind and p.kind != "text" and p.base is str and not p.choices:
                option.autocomplete = _completer(bot, cls, p.name, p.kind)
        out.append(command)
    return out


class GeneratedCommands(commands.Cog):
    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot
        self._commands = build(bot)

    async def cog_load(self) -> None:
        for command in self._commands:
            self.bot.tree.add_command(command)

    async def cog_unload(self) -> None:
        for command in self._commands:
            self.bot.tree.remove_command(command.name)


async def setup(bot: DuneBot) -> None:
    await bot.add_cog(GeneratedCommands(bot))

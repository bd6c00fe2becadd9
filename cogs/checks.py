"""What a command's place and integer options must be, told to Discord and checked again on
arrival: Discord enforces both for up-to-date clients, but a stale client or a replayed
payload can still send a command from a DM or a number out of range."""

from __future__ import annotations

import typing
from collections.abc import Callable
from typing import Any, Protocol, TypeVar, cast, get_args, get_origin

import discord
from discord import app_commands
from pydantic.fields import FieldInfo

from bot.config import Config
from bot.lookup import UserError
from bot.service import GameService
from bot.translator import reader_language
from bot.words import say
from engine.core.words import T

F = TypeVar("F")

MAX_INTEGER = 2**53
"""Discord's largest integer option value: the bound of seeds, and of game ids (which never
come near it)."""


def in_server() -> Callable[[F], F]:
    """Refuse the command outside a server channel. `guild_only` cannot mark one subcommand
    of a group that also serves DMs, so this check is what keeps a game out of a DM."""

    async def predicate(interaction: discord.Interaction) -> bool:
        if interaction.guild_id is None:
            name = interaction.command.qualified_name if interaction.command else "game"
            raise app_commands.CheckFailure(
                T("bot-checks-server-only", command=name))  # type: ignore[arg-type]
        return True

    return app_commands.check(predicate)


def is_moderator(member: discord.abc.User, permissions: discord.Permissions | None,
                 role_name: str) -> bool:
    """Server managers (the interaction's resolved permissions), and members holding the
    configured moderator role."""
    if permissions is not None and permissions.manage_guild:
        return True
    return any(role.name == role_name for role in getattr(member, "roles", ()))


class Configured(Protocol):
    config: Config


def moderator_only() -> Callable[[F], F]:
    """Refuse the command to anyone but a moderator (`is_moderator`, with the bot's
    configured role), in words that say who may."""

    async def predicate(interaction: discord.Interaction) -> bool:
        role = cast(Configured, interaction.client).config.mod_role
        if not is_moderator(interaction.user, interaction.permissions, role):
            raise app_commands.CheckFailure(
                T("bot-checks-moderators-only", role=role))  # type: ignore[arg-type]
        return True

    return app_commands.check(predicate)


class Between(app_commands.Transformer):
    """An integer option from `low` to `high`: Discord's own min/max, and the same bounds
    checked when the value arrives, with a message that names them."""

    def __init__(self, name: str, low: int, high: int) -> None:
        self.name, self.low, self.high = name, low, high

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.integer

    @property
    def min_value(self) -> int:
        return self.low

    @property
    def max_value(self) -> int:
        return self.high

    async def transform(self, interaction: discord.Interaction, value: int) -> int:
        if not isinstance(value, int) or not self.low <= value <= self.high:
            raise UserError(T("bot-checks-between", name=self.name, low=str(self.low),
                              high=str(self.high), value=str(value)[:30]))
        return value


def bounds(items: typing.Iterable[Any]) -> tuple[int | None, int | None]:
    """The ge/le a field declares, looked for inside Optional and Annotated too, so
    Discord's client refuses an out-of-range number before sending it."""
    low = high = None
    for item in items:
        if isinstance(item, FieldInfo):
            found = bounds(item.metadata)
        elif get_origin(item) is not None:
            found = bounds(get_args(item))
        else:
            found = getattr(item, "ge", None), getattr(item, "le", None)
        low = found[0] if found[0] is not None else low
        high = found[1] if found[1] is not None else high
    return low, high


def highest(field: FieldInfo) -> int:
    """The largest value a model's field accepts: its `le`, the rules' one source."""
    _, high = bounds([*field.metadata, field.annotation])
    assert high is not None, "the field declares no upper bound"
    return high


class Serving(Protocol):
    service: GameService


class GameId(Between):
    """A game id, bounded as any integer option, and suggested from the caller's live games
    with where each one stands (for a player in several, who must say which)."""

    async def autocomplete(self, interaction: discord.Interaction,
                           value: int | float | str) -> list[app_commands.Choice[int]]:
        service = cast(Serving, interaction.client).service
        typed = str(value).strip()
        language = await reader_language(interaction)
        return [app_commands.Choice(name=say(T("bot-checks-game-choice", game=str(game_id),
                                               where=where), language)[:100], value=game_id)
                for game_id, where in await service.where_user_plays(interaction.user.id)
                if str(game_id).startswith(typed)][:25]


GAME = GameId("game", 1, MAX_INTEGER)


def ruleset_choices(rulesets: dict[str, Any], current: str,
                    limit: int = 25) -> list[app_commands.Choice[str]]:
    """The catalog's games whose name or title holds what is typed, as autocomplete offers
    them (Discord takes at most 25)."""
    typed = current.strip().lower()
    return [app_commands.Choice(name=f"{r.title} ({name})"[:100], value=name)
            for name, r in rulesets.items()
            if typed in name or typed in r.title.lower()][:limit]

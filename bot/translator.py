"""The slash commands' descriptions and choice names in the reader's language: discord.py's
`Translator`, looking them up in the catalogue (`bot-cmd-...` messages, commands.ftl);
and the reader's language of an answer (`reader_language`) or a channel post
(`game_language`).

A command's or an option's NAME stays English in every language (everyone types the same
commands); what Discord shows beside it is translated. Each description is written in the
code as `described(id)`: its English words (Discord's default) and the message it is
translated from, kept in the `locale_str`'s extras.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Protocol, cast

import discord
from discord import app_commands

from engine.core.words import DEFAULT, T, language_of

from .words import CATALOGUE, say

if TYPE_CHECKING:
    from .service import GameService

log = logging.getLogger("dune.bot")

LOCALES: dict[discord.Locale, str] = {
    discord.Locale.american_english: "en",
    discord.Locale.british_english: "en",
    discord.Locale.italian: "it",
    discord.Locale.french: "fr",
    discord.Locale.polish: "pl",
}
"""The Discord locales whose descriptions the catalogue words."""


def described(id: str, **args: int | str) -> app_commands.locale_str:
    """A description or a choice name: the English words of the message `id` (with its
    arguments), carrying the message for the translator."""
    return app_commands.locale_str(say(T(id, **args)), id=id, args=args)


class CatalogueTranslator(app_commands.Translator):
    """Words a `described` string in an Italian, French, Polish or English Discord client;
    anything else (the commands' and options' names, a choice shown as typed) is left as
    it is."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        id = string.extras.get("id")
        language = LOCALES.get(locale)
        if id is None or language is None or not CATALOGUE.bundle(language).has_message(id):
            return None
        return say(T(id, **string.extras.get("args", {})), language)


class Serving(Protocol):
    service: GameService


def _service(interaction: discord.Interaction) -> GameService:
    return cast(Serving, interaction.client).service


def _locale(interaction: discord.Interaction) -> str | None:
    """The user's Discord locale as Discord names it (`fr`, `en-GB`), None when unknown."""
    locale = getattr(interaction, "locale", None)
    return None if locale is None else str(getattr(locale, "value", locale))


async def reader_language(interaction: discord.Interaction, game_id: int | None = None) -> str:
    """The language of what only the user reads (an ephemeral answer, a refusal): the one
    they chose (`/game language`), else their Discord app's when the bot speaks it (kept
    for what the bot later sends them unasked), else the game's, else English. A storage
    fault costs only the choice: the answer is still owed."""
    locale = _locale(interaction)
    service = getattr(interaction.client, "service", None)
    if service is not None:
        try:
            await service.remember_locale(interaction.user.id, locale)
            chosen = await service.language_of_user(interaction.user.id)
            if chosen:
                return chosen
        except Exception:  # a storage fault must not cost the answer itself
            log.exception("could not read a user's language")
    found = language_of(locale) if locale else None
    if found:
        return found
    if game_id is not None and service is not None:
        try:
            return await service.language_of_game(game_id)
        except Exception:
            log.exception("could not read a game's language")
    return DEFAULT


async def game_language(interaction: discord.Interaction, game_id: int) -> str:
    """The language of what is posted in the game's channel, for everyone."""
    return await _service(interaction).language_of_game(game_id)


def guild_language(interaction: discord.Interaction) -> str:
    """The server's preferred language when the bot speaks it, else English: a new game's
    language unless its options name one."""
    locale = interaction.guild_locale or getattr(interaction.guild, "preferred_locale", None)
    return (language_of(str(locale)) if locale else None) or DEFAULT


async def remember_locale(interaction: discord.Interaction) -> None:
    """Keep the user's Discord locale, for what the bot later sends them unasked (a DM,
    their sheet) when they have not chosen a language."""
    await _service(interaction).remember_locale(interaction.user.id, _locale(interaction))

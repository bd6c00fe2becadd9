"""The slash commands' descriptions and choice names in the reader's language: discord.py's
`Translator`, looking them up in the catalogue (`bot-cmd-...` messages, commands.ftl).

A command's or an option's NAME stays English in every language (everyone types the same
commands); what Discord shows beside it is translated. Each description is written in the
code as `described(id)`: its English words (Discord's default) and the message it is
translated from, kept in the `locale_str`'s extras.
"""

from __future__ import annotations

import discord
from discord import app_commands

from engine.core.words import T

from .words import CATALOGUE, say

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

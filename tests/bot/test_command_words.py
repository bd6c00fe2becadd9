"""The slash commands' descriptions in every language the bot speaks: each command, option
and choice carries its Italian, French and Polish words (and English for en-US/en-GB),
within Discord's limits, while every name stays English."""

from __future__ import annotations

from typing import Any

import discord
import pytest

from bot.config import Config
from bot.discord_bot import COGS, DuneBot
from bot.translator import CatalogueTranslator

LOCALES = ("it", "fr", "pl", "en-US", "en-GB")
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2


@pytest.fixture
async def translated() -> list[dict[str, Any]]:
    bot = await DuneBot.open(Config(token="x", db=":memory:"))
    for name in COGS:
        await bot.load_extension(name)
    translator = CatalogueTranslator()
    await bot.tree.set_translator(translator)
    yield [await c.get_translated_payload(bot.tree, translator)
           for c in bot.tree.get_commands()]
    await bot.close()


def problems(node: dict[str, Any]) -> list[str]:
    where = node["name"]
    out = []
    found = node.get("description_localizations") or {}
    for locale in LOCALES:
        text = found.get(locale, "")
        if not 1 <= len(text) <= 100:
            out.append(f"{where}: {locale} description {text!r}")
    if node.get("name_localizations"):
        out.append(f"{where}: a translated name {node['name_localizations']}")
    for choice in node.get("choices", []):
        if choice["name"] in ("png", "svg") or choice["name"] in (
                "English", "Italiano", "Français", "Polski"):
            continue  # shown as typed, or a language in its own words
        names = choice.get("name_localizations") or {}
        for locale in LOCALES:
            if not 1 <= len(names.get(locale, "")) <= 100:
                out.append(f"{where}: {locale} choice {choice}")
    for option in node.get("options", []):
        out += problems(option)
    return out


async def test_every_command_option_and_choice_is_worded_in_every_language(translated):
    assert [p for command in translated for p in problems(command)] == []


async def test_a_french_client_reads_french_and_an_english_one_english(translated):
    do = next(c for c in translated if c["name"] == "do")
    assert do["description"].startswith("Play a move")
    assert do["description_localizations"]["fr"].startswith("Jouez un coup")
    assert do["description_localizations"]["en-GB"] == do["description"]
    assert do["options"][0]["name"] == "command"


async def test_the_bot_installs_the_translator():
    bot = await DuneBot.open(Config(token="x", db=":memory:"))
    translator = CatalogueTranslator()
    got = await translator.translate(discord.app_commands.locale_str("x"),
                                     discord.Locale.italian, None)  # type: ignore[arg-type]
    assert got is None  # a name, or anything not described, stays as written
    await bot.close()

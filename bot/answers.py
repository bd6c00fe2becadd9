"""Answering an interaction: in time, exactly once, and privately when it is a refusal.

Discord allows three seconds for the first answer, so anything that may take longer is
deferred first and then followed up. A user's mistake (a `UserError`, a `RuleError`, a value
pydantic refuses) is explained to that user alone in words they can act on; anything else
is logged and answered once with a plain apology, never with a traceback or a library's text.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import TypeVar

import discord
from discord import app_commands
from pydantic import ValidationError

from engine.core import RuleError
from engine.core.words import DEFAULT, T

from .lookup import UserError
from .messages import split
from .translator import reader_language
from .words import say

log = logging.getLogger("dune.bot")
Found = TypeVar("Found")

APOLOGY_WORDS = T("bot-answers-apology")
STALE_WORDS = T("bot-answers-stale")


async def defer(interaction: discord.Interaction, *, ephemeral: bool) -> None:
    """Acknowledge now; `reply` then follows up. The first follow-up replaces the
    "thinking" line and keeps the defer's visibility, so defer publicly only once every
    refusal has been answered."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=ephemeral, thinking=True)


async def reply(interaction: discord.Interaction, text: str, *, ephemeral: bool) -> None:
    """Answer an interaction, following up if it was deferred or answered; long text is
    split."""
    for part in split(text) or ["(…)"]:
        if interaction.response.is_done():
            await interaction.followup.send(part, ephemeral=ephemeral)
        else:
            await interaction.response.send_message(part, ephemeral=ephemeral)


def validation_text(error: ValidationError, language: str = DEFAULT) -> str:
    """pydantic's first complaint, without its input echo or documentation link (pydantic's
    own words are English: the option it names and the value are what a reader acts on)."""
    problem = error.errors(include_url=False, include_input=False)[0]
    where = ".".join(str(x) for x in problem.get("loc", ()))
    return say(T("bot-answers-bad-value", where=where or T("bot-answers-arguments"),
                 problem=problem.get("msg") or T("bot-answers-invalid-value")), language)


def explain(error: BaseException, language: str = DEFAULT) -> str | None:
    """What the user got wrong and what would work, in `language`; None for a fault of
    ours."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, app_commands.CommandNotFound | app_commands.CommandSignatureMismatch):
        return say(STALE_WORDS, language)
    if isinstance(error, app_commands.TransformerError):
        if isinstance(error.__cause__, UserError | RuleError | ValidationError):
            return explain(error.__cause__, language)
        return say(T("bot-answers-not-valid", value=str(error.value)[:50],
                     type=error.type.name), language)
    if isinstance(error, RuleError):
        return say(error.words, language)
    if isinstance(error, UserError):
        return say(error.words, language) or say(T("bot-answers-not-here"), language)
    if isinstance(error, app_commands.CheckFailure):  # our checks carry a message
        told = error.args[0] if len(error.args) == 1 else str(error)
        return say(told, language) or say(T("bot-answers-not-here"), language)
    if isinstance(error, ValidationError):
        return validation_text(error, language)
    return None


async def answer_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Tell the user, privately, once, in their language; log what was not their fault."""
    language = await reader_language(interaction)
    text = explain(error, language)
    if text is None:
        log.error("interaction failed", exc_info=error)
        text = say(APOLOGY_WORDS, language)
    try:
        await reply(interaction, text, ephemeral=True)
    except Exception:  # Discord unreachable, or the interaction expired: log, never raise
        log.exception("could not answer an interaction")


async def suggest(choices: Awaitable[list[Found]]) -> list[Found]:
    """An autocomplete's suggestions, or none when the user's mistake stops them (no game
    here, no seat): an autocomplete cannot be answered in words, and the command itself,
    once sent, will say what is wrong."""
    try:
        return await choices
    except (UserError, RuleError):
        return []


async def suggest_none(found: Awaitable[Found]) -> Found | None:
    """What is looked up, or None when the user's situation rules it out (no game here, no
    seat): for an answer that then says something else instead of refusing."""
    try:
        return await found
    except (UserError, RuleError):
        return None


async def guarded(interaction: discord.Interaction, action: Awaitable[None]) -> None:
    """Run a button, menu or form callback so that its click is always answered: discord.py
    only logs what such a callback raises, and the user would see "interaction failed"."""
    try:
        await action
    except Exception as err:
        await answer_error(interaction, err)

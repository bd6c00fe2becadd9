"""A player's move from Discord, typed (`/do`) or built (a button, a menu, a form): the one
path from an interaction to the service, shared by the cogs and the buttons.

It is typed against `Host`, the little of the bot it needs, so that neither the bot's
module nor the cogs' import one another through it. Refusals are raised, not answered
here: the command tree's error handler (or `bot.answers.guarded`, for buttons and forms)
answers them privately, once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import discord

from engine.core import Command, RuleError, Session
from engine.core.batch import refusal_after, split_commands
from engine.core.commands import check_length
from engine.core.words import DEFAULT, T

from .answers import defer, reply
from .guide import quiet_note
from .lookup import UserError
from .service import GameService
from .translator import reader_language
from .words import say

Builder = Callable[[Session, str], Command]
"""Builds the command from the game as it is when the button is pressed, for the seat
pressing it (a raise adds to the amount standing then)."""


class Host(Protocol):
    """What a move needs of the bot: the service, and a nudge to deliver what it owes."""

    service: GameService

    def wake_delivery(self) -> None: ...


async def play(host: Host, interaction: discord.Interaction, text: str | None, *,
               command: Command | Builder | None = None, game: int | None = None) -> None:
    """One player move, typed (`text`) or built (`command`, or a `Builder`). Every answer
    is private, so the interaction is deferred at once: the move may wait for the game's
    lock. The seat looked up here only orders the refusals (no seat before a bad command);
    the move is read and applied for the seat the user holds under the game's lock
    (`execute_as`), so a kick that commits while the move is on its way refuses it."""
    service = host.service
    await defer(interaction, ephemeral=True)
    if text is not None:
        check_length(text)  # before the game is looked up: a huge text is never read
    record = await service.find(channel_id=interaction.channel_id, user_id=interaction.user.id,
                                in_dm=interaction.guild_id is None, game_id=game)
    await service.seat_of_user(record.id, interaction.user.id)  # no seat: refused first
    language = await reader_language(interaction, record.id)
    if text is None:
        lines = await _move(service, record.id, interaction.user.id, command, language)
    else:
        lines = await _moves(host, record.id, interaction.user.id, text, language)
    await reply(interaction, "\n".join(lines), ephemeral=True)
    host.wake_delivery()


async def _moves(host: Host, game_id: int, user_id: int, text: str,
                 language: str = DEFAULT) -> list[str]:
    """A typed line: one move, or several separated by `;`, each read as the game stands
    after the one before and applied on its own, until the first refusal, which says which
    were applied (their messages are delivered all the same)."""
    parts = split_commands(text) or [text]
    lines: list[str] = []
    for done, part in enumerate(parts):
        try:
            lines += await _move(host.service, game_id, user_id, part, language)
        except (RuleError, UserError) as err:
            if not done:
                raise
            host.wake_delivery()
            raise RuleError(refusal_after(parts[:done], len(parts), part, err.words)) from None
    return lines


async def _move(service: GameService, game_id: int, user_id: int,
                command: Command | Builder | str | None,
                language: str = DEFAULT) -> list[str]:
    """One move, typed or built, read and applied under the game's lock for the seat the
    user holds then; the lines that answer it: `✓ <move>`, what only the seat was told, a
    note if nobody was told."""
    built: list[Command] = []

    def build(session: Session, holder: str) -> Command:
        if isinstance(command, str):
            parsed = session.read(holder, command)
        else:
            parsed = command(session, holder) if callable(command) else command
        assert parsed is not None  # a built move always has its command
        if parsed.moderator:
            raise UserError(T("bot-play-moderator-command", command=parsed.name))
        built.append(parsed)
        return parsed

    outcome = await service.execute_as(game_id, user_id, build)
    _, now = await service.session(game_id)
    shown = command if isinstance(command, str) else now.ruleset.registry.usage_of(built[0])
    mine = [say(e.text, language) for e in outcome.events
            if e.audience == f"seat:{outcome.actor}"]
    note = quiet_note(now.ruleset, now.state, outcome.events, outcome.actor, language)
    return [f"✓ `{shown}`", *mine, *([note] if note else [])]

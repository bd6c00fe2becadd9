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

from engine.core import Command, Session
from engine.core.commands import check_length

from .answers import defer, reply
from .guide import quiet_note
from .lookup import UserError
from .service import GameService

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
    the move is applied for the seat the user holds under the game's lock (`execute_as`),
    so a kick that commits while the move is on its way refuses it."""
    service = host.service
    await defer(interaction, ephemeral=True)
    if text is not None:
        check_length(text)  # before the game is looked up: a huge text is never read
    record = await service.find(channel_id=interaction.channel_id, user_id=interaction.user.id,
                                in_dm=interaction.guild_id is None, game_id=game)
    seat = await service.seat_of_user(record.id, interaction.user.id)
    _, session = await service.session(record.id)
    if callable(command):
        command = command(session, seat)
    parsed = command if command is not None else session.parse(text or "")
    if parsed.moderator:
        raise UserError(f"`{parsed.name}` is a moderator command: use `/mod`.")
    outcome = await service.execute_as(record.id, interaction.user.id, parsed)
    shown = text or session.ruleset.registry.usage_of(parsed)
    mine = [e.text for e in outcome.events if e.audience == f"seat:{outcome.actor}"]
    _, now = await service.session(record.id)
    note = quiet_note(now.ruleset, now.state, outcome.events, outcome.actor)
    await reply(interaction, "\n".join([f"✓ `{shown}`", *mine, *([note] if note else [])]),
                ephemeral=True)
    host.wake_delivery()

"""The board of an earlier moment as a private Discord answer (`/board version:` or
`turn:`, and the menu under `/game log`): headed with its version, its turn and when it
was played, so nobody takes it for the board now, then drawn as today's board is."""

from __future__ import annotations

import discord

from .answers import defer
from .attachments import Format, board_file
from .moments import GameMoment, History
from .service import GameService
from .sheets import discord_time
from .translator import reader_language
from .words import say


async def show_moment(service: GameService, interaction: discord.Interaction, game: int,
                      version: int) -> None:
    """The board of `game` at `version`, to a user who may see its board now (its channel,
    or by DM a seat's player), else refused as `/board` refuses them."""
    await defer(interaction, ephemeral=True)  # drawing the board may take a while
    record = await service.find(channel_id=interaction.channel_id, user_id=interaction.user.id,
                                in_dm=interaction.guild_id is None, game_id=game)
    language = await reader_language(interaction, record.id)
    moment = (await History.read(service, record.id)).at_version(version)
    await send_moment(interaction, moment, language=language)


async def send_moment(interaction: discord.Interaction, moment: GameMoment, *,
                      language: str, detail: bool = False, fmt: Format = "png") -> None:
    """Follow a deferred interaction up with the moment's public board, privately: its
    heading with the picture attached, then the board's text messages."""
    ruleset, state = moment.session.ruleset, moment.session.state
    picture = ruleset.board(state, detail=detail, language=language)
    file = await board_file(picture.svg, f"board-{moment.game}-v{moment.version}", fmt=fmt,
                            limit=interaction.filesize_limit)
    await interaction.followup.send(say(moment.title(discord_time), language), ephemeral=True,
                                    **({"file": file} if file is not None else {}))
    for message in picture.messages:
        await interaction.followup.send(message, ephemeral=True)

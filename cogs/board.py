"""`/board`: the public board now, as text with its picture attached (only to the caller, so
asking never floods the channel; the channel gets its snapshots as the board changes). The
picture is a PNG that Discord previews; `format:svg` gives the SVG it is drawn from.
`version:<n>` or `turn:<t>` shows instead the board as it stood at that earlier moment
(`bot.moments`), public facts only like today's, headed so nobody takes it for now."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.answers import defer
from bot.attachments import Format, board_file
from bot.discord_bot import DuneBot
from bot.lookup import UserError
from bot.moments import History
from bot.replay_board import send_moment
from bot.translator import described, reader_language
from engine.core.words import T

from .checks import GAME, MAX_INTEGER, Between

VERSION = Between("version", 0, MAX_INTEGER)
TURN = Between("turn", 0, MAX_INTEGER)


class BoardCog(commands.Cog):
    def __init__(self, bot: DuneBot) -> None:
        self.bot = bot

    @app_commands.command(name="board", description=described("bot-cmd-board"))
    @app_commands.rename(fmt="format")
    @app_commands.describe(detail=described("bot-cmd-board-detail"),
                           fmt=described("bot-cmd-board-format"),
                           game=described("bot-cmd-game-id"),
                           version=described("bot-cmd-board-version"),
                           turn=described("bot-cmd-board-turn"))
    async def board(self, interaction: discord.Interaction, detail: bool = False,
                    fmt: Format = "png",
                    game: app_commands.Transform[int, GAME] | None = None,
                    version: app_commands.Transform[int, VERSION] | None = None,
                    turn: app_commands.Transform[int, TURN] | None = None) -> None:
        if version is not None and turn is not None:
            raise UserError(T("bot-replay-one-moment"))
        service = self.bot.service
        await defer(interaction, ephemeral=True)  # drawing the board may take a while
        record = await service.find(channel_id=interaction.channel_id,
                                    user_id=interaction.user.id,
                                    in_dm=interaction.guild_id is None, game_id=game)
        language = await reader_language(interaction, record.id)
        if version is not None or turn is not None:
            moment = (await History.read(service, record.id)).at(version=version, turn=turn)
            await send_moment(interaction, moment, language=language, detail=detail, fmt=fmt)
            return
        _, session = await service.session(record.id)
        picture = session.ruleset.board(session.state, detail=detail, language=language)
        file = await board_file(picture.svg, f"board-{record.id}", fmt=fmt,
                                limit=interaction.filesize_limit)
        first, *rest = picture.messages
        await interaction.followup.send(first, ephemeral=True,
                                        **({"file": file} if file is not None else {}))
        for message in rest:
            await interaction.followup.send(message, ephemeral=True)


async def setup(bot: DuneBot) -> None:
    await bot.add_cog(BoardCog(bot))

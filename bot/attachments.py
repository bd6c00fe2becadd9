"""The board as a Discord attachment: the PNG that Discord previews in the channel, or the
SVG when it is asked for (`/board format:svg`), when the PNG cannot be drawn (or not within
the painter's time limit), or when it is over the upload limit (Discord would refuse the
whole message, text and all)."""

from __future__ import annotations

import io
import logging
from typing import Literal

import discord

from .png import PAINTER, PictureError

log = logging.getLogger("dune.board")

Format = Literal["png", "svg"]


def upload_limit(channel: object) -> int:
    """The bytes a file may have in this channel: its server's limit (boosts raise it),
    else Discord's default."""
    guild = getattr(channel, "guild", None)
    limit = getattr(guild, "filesize_limit", None)
    return limit if isinstance(limit, int) else discord.utils.DEFAULT_FILE_SIZE_LIMIT_BYTES


async def board_file(svg: str, stem: str, *, limit: int,
                     fmt: Format = "png") -> discord.File | None:
    """`<stem>.png` drawn from the SVG (off the event loop), else `<stem>.svg`; None when
    not even the SVG fits `limit`, so the message goes without a picture rather than not
    at all."""
    if fmt == "png":
        png = await _png(svg)
        if png is not None and len(png) <= limit:
            return discord.File(io.BytesIO(png), filename=f"{stem}.png")
        if png is not None:
            log.warning("board PNG of %d bytes is over the %d-byte upload limit: the SVG "
                        "goes instead", len(png), limit)
    data = svg.encode()
    if len(data) <= limit:
        return discord.File(io.BytesIO(data), filename=f"{stem}.svg")
    log.warning("board SVG of %d bytes is over the %d-byte upload limit: posted without a "
                "picture", len(data), limit)
    return None


async def _png(svg: str) -> bytes | None:
    """The PNG, or None (logged): a picture that cannot be drawn must not hold back the
    message it illustrates, whatever went wrong in the drawing."""
    try:
        return await PAINTER.render(svg)
    except PictureError as err:
        log.warning("the board could not be drawn as a PNG (%s): the SVG goes instead", err)
        return None
    except Exception:
        log.exception("the board could not be drawn as a PNG: the SVG goes instead")
        return None

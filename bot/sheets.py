"""A seat's sheet as Discord embeds, and a game's history as pages: what `/game view`,
`/game history` and `/mod view` show, cut to Discord's limits.

An embed holds at most 25 fields of 1,024 characters (names of 256), a title of 256, and
6,000 characters in all per message; a message holds 2,000 characters of text. A long
section continues in the next field, a long sheet in the next embed, each embed its own
message, so nothing is ever cut off. Everything is worded in the reader's `language` (the
ruleset's sheet may hold messages; the sections added here are the bot's own).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

import discord

from engine.core import Session, Sheet, SheetSection
from engine.core.words import DEFAULT, T, Text

from .lookup import UserError
from .service import GameService
from .words import say

FIELD_VALUE = 1024
FIELD_NAME = 256
TITLE = 256
FIELDS = 25
EMBED_TOTAL = 6000
PAGE = 1900
"""Characters of history per message, leaving room for the page's header line."""
RECENT = 5
"""Private events a sheet repeats, the latest ones (all are in `/game history`)."""


def fields(sections: list[SheetSection], language: str = DEFAULT) -> list[tuple[str, str]]:
    """(name, value) per section, in `language`; a section longer than one field goes on
    in the next, named "... (continued)". A line longer than a field is cut (a sheet's
    lines are short)."""
    out: list[tuple[str, str]] = []
    for section in sections:
        title = say(section.title, language)
        name = title[:FIELD_NAME] or "-"
        value = ""
        for said in section.lines or ("-",):
            line = say(said, language)[:FIELD_VALUE]
            if value and len(value) + 1 + len(line) > FIELD_VALUE:
                out.append((name, value))
                name, value = continued(title, FIELD_NAME, language), line
            else:
                value = f"{value}\n{line}" if value else line
        out.append((name, value))
    return out


def continued(title: str, limit: int, language: str) -> str:
    """`<title> (continued)`, within `limit` characters."""
    mark = say(T("bot-sheets-continued", title=""), language)
    return say(T("bot-sheets-continued", title=title[:limit - len(mark)]), language)


def embeds(sheet: Sheet, language: str = DEFAULT) -> list[discord.Embed]:
    """The sheet as embeds in `language`, each within Discord's limits; send each as its
    own message."""
    title = say(sheet.title, language)[:TITLE]
    out = [discord.Embed(title=title)]
    used = len(title)
    empty = [("-", say(T("bot-sheets-nothing"), language))]
    for name, value in fields(list(sheet.sections), language) or empty:
        size = len(name) + len(value)
        if len(out[-1].fields) >= FIELDS or used + size > EMBED_TOTAL:
            out.append(discord.Embed(title=continued(title, TITLE, language)))
            used = len(out[-1].title or "")
        out[-1].add_field(name=name, value=value, inline=False)
        used += size
    return out


def pages(lines: list[str], size: int = PAGE) -> list[list[str]]:
    """Lines (oldest first) cut into pages of at most `size` characters, the latest page
    first, each page's lines oldest first."""
    out: list[list[str]] = []
    page: list[str] = []
    used = 0
    for line in reversed(lines):
        line = line if len(line) <= size else line[:size - 1] + "…"
        if page and used + len(line) + 1 > size:
            out.append(page[::-1])
            page, used = [], 0
        page.append(line)
        used += len(line) + 1
    if page:
        out.append(page[::-1])
    return out


async def send_embeds(interaction: discord.Interaction, found: list[discord.Embed]) -> None:
    """Answer privately with the embeds, one message each (after a private defer)."""
    for embed in found:
        if interaction.response.is_done():
            await interaction.followup.send(embed=embed, ephemeral=True)
        else:
            await interaction.response.send_message(embed=embed, ephemeral=True)


Moment = Callable[[int], str]
"""How a Unix time is written: for Discord a timestamp each reader sees in their own time
zone, for the terminal the time in UTC."""


def discord_time(due: int) -> str:
    return f"<t:{due}:R> (<t:{due}:f>)"


def utc_time(due: int) -> str:
    return datetime.fromtimestamp(due, UTC).strftime("%Y-%m-%d %H:%M UTC")


async def seat_sheet(service: GameService, game_id: int, session: Session, seat: str,
                     when: Moment = discord_time) -> Sheet:
    """A seat's sheet as the ruleset words it, then what the adapter knows of it: when its
    decisions' defaults apply, and the latest things told only to it (what a power showed
    it, a secret revealed), which a player whose DMs failed would otherwise miss."""
    ruleset, state = session.ruleset, session.state
    sheet = ruleset.sheet(state, seat)
    extra = []
    if any(d.seat == seat for d in ruleset.pending(state)):
        extra.append(deadline_section(await service.deadline(game_id), when))
    told = [t.text for t in await service.told(game_id, seat) if t.private and not t.taken_back]
    if told:
        extra.append(SheetSection(title=T("bot-sheets-told-only"), lines=tuple(told[-RECENT:])))
    return sheet.model_copy(update={
        "title": T("bot-sheets-seat-title", game=str(game_id), title=sheet.title),
        "sections": (*sheet.sections, *extra)})


async def seat_embeds(service: GameService, game_id: int, session: Session,
                      seat: str, language: str = DEFAULT) -> list[discord.Embed]:
    """`/game view` and `/mod view <seat>`: the seat's sheet (`seat_sheet`) as embeds,
    in the reader's `language`."""
    return embeds(await seat_sheet(service, game_id, session, seat), language)


def deadline_section(due: int | None, when: Moment = discord_time) -> SheetSection:
    """When the defaults apply."""
    if due is None:
        return SheetSection(title=T("bot-sheets-deadline"), lines=(T("bot-sheets-no-deadline"),))
    return SheetSection(title=T("bot-sheets-deadline"),
                        lines=(T("bot-sheets-deadline-at", when=when(due)),))


async def table_sheet(service: GameService, game_id: int, session: Session,
                      when: Moment = discord_time) -> Sheet:
    """The table for a moderator: where the game stands, the seats, whom it waits for and
    the deadline (each seat's sheet then says what its defaults would play)."""
    ruleset, state = session.ruleset, session.state
    seats = tuple(f"{seat} ({side})" for seat, side in ruleset.seats(state).items())
    waiting = tuple(T("bot-sheets-awaited", seat=d.seat, kind=d.kind, prompt=d.prompt)
                    for d in ruleset.pending(state))
    sections = [SheetSection(title=T("bot-sheets-now"), lines=(ruleset.status(state).block,)),
                SheetSection(title=T("bot-sheets-seats"), lines=seats),
                SheetSection(title=T("bot-sheets-waiting-for"),
                             lines=waiting or (T("bot-sheets-nobody"),))]
    if waiting:
        sections.append(deadline_section(await service.deadline(game_id), when))
    return Sheet(title=T("bot-sheets-table-title", game=str(game_id), title=ruleset.title),
                 sections=tuple(sections))


async def table_embeds(service: GameService, game_id: int, session: Session,
                       language: str = DEFAULT) -> list[discord.Embed]:
    """`/mod view`: the table (`table_sheet`) as embeds, in the reader's `language`."""
    return embeds(await table_sheet(service, game_id, session), language)


def sheet_text(sheet: Sheet, language: str = DEFAULT) -> str:
    """A sheet as plain text, for the terminal, in `language`: the title, then each field
    the embeds would hold (`fields`, so a long section goes on under the same name), its
    lines indented."""
    out = [say(sheet.title, language)]
    for name, value in fields(list(sheet.sections), language):
        out += ["", name, *(f"  {line}" for line in value.splitlines())]
    return "\n".join(out)


async def history_page(service: GameService, game_id: int, seat: str, page: int,
                       language: str = DEFAULT) -> str:
    """One page of what the game told the seat (public and private, oldest first within
    the page; page 1 is the latest), in the reader's `language`; UserError naming the
    pages there are."""
    lines = []
    for t in await service.told(game_id, seat):
        text: Text | str = T("bot-sheets-to-you", text=t.text) if t.private else t.text
        if t.taken_back:
            text = T("bot-service-taken-back", text=text)
        lines.append(say(text, language))
    found = pages(lines)
    if not found:
        raise UserError(T("bot-sheets-no-history", game=str(game_id)))
    if page > len(found):
        raise UserError(T("bot-sheets-history-pages", game=str(game_id), count=len(found)))
    return say(T("bot-sheets-history-head", game=str(game_id), seat=seat, page=page,
                 count=len(found), to_you=say(T("bot-sheets-to-you", text=""), language).strip(),
                 taken_back=say(T("bot-service-taken-back", text=""), language).strip()),
               language) + "\n" + "\n".join(found[page - 1])

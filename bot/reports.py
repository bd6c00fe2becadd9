"""Problem reports (`/game report`): a player's words about what went wrong, stored with the
game's version, and carried through the outbox (so a restart loses none, and a moderator
whose DMs are closed holds up no one) to the server's report channel and to each moderator
who asked for reports by DM (`/admin reports`).

What goes where: the report channel gets the reporter, the game, its version and turn, the
words and the public board (what `/board` shows everyone), with a mention of the moderators'
role; never anything a seat keeps secret. A subscribed moderator's DM gets the same, then
the game's record as a file (`bot.records`), which holds every secret. Every report stays
stored, so `/mod reports` lists them (with the record) even where nothing is configured.

Reports are bounded: `MAX_WORDS` characters, and one report per user per game per `PAUSE`
(the store refuses a second one in the same transaction, so nothing of it is kept).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timedelta

from engine.core import BoardPicture
from engine.core.words import Say, T, Text, lines

from .lookup import UserError
from .messages import split
from .service import GameService
from .storage import NewMessage, NewReport, ReportRecord, ReportSettings
from .words import say

MAX_WORDS = 1000
"""Characters a report may have: room for the report's heading in one Discord message."""
PAUSE = timedelta(minutes=1)
"""How long a user waits between two reports on the same game."""
USER = "user"
"""The outbox target kind of one Discord user's DMs (`user:<id>`), whatever game they
play: a moderator's copies of reports."""


@dataclass(frozen=True)
class Filed:
    """A report stored, and where its copies go."""

    number: int
    game_id: int
    channel_id: int | None
    moderators: int

    def answer(self) -> Text:
        """What the reporter is told: that it is stored, and where it went (or that
        moderators find it with `/mod reports`, when it went nowhere)."""
        where: list[Say] = []
        if self.channel_id is not None:
            where.append(T("bot-report-sent-channel", channel=f"<#{self.channel_id}>"))
        if self.moderators:
            where.append(T("bot-report-sent-dm", count=self.moderators))
        if not where:
            where.append(T("bot-report-sent-nowhere"))
        return lines(T("bot-report-filed", number=str(self.number), game=str(self.game_id)),
                     *where)


def checked_words(words: str) -> str:
    """The report's words, trimmed; refused when empty or over `MAX_WORDS`, saying the
    limit."""
    words = words.strip()
    if not words:
        raise UserError(T("bot-report-empty", most=str(MAX_WORDS)))
    if len(words) > MAX_WORDS:
        raise UserError(T("bot-report-too-long", most=str(MAX_WORDS), length=str(len(words))))
    return words


def stamp(when: datetime) -> str:
    """A time as the stores write theirs (ISO 8601, UTC, milliseconds), so they compare as
    text."""
    return when.isoformat(timespec="milliseconds")


async def file_report(service: GameService, *, game_id: int, user_id: int, words: str,
                      now: datetime, role_id: int | None = None) -> Filed:
    """Store the report and owe its copies (`role_id`: the moderators' role, mentioned in
    the report channel); refused with when the user may report again if they reported on
    this game less than `PAUSE` ago."""
    words = checked_words(words)
    record = await service.store.game(game_id)
    version, session = await service.session(game_id)
    settings = (await service.store.report_settings(record.guild_id)
                if record.guild_id is not None else ReportSettings())
    report = NewReport(game_id=game_id, version=version, user_id=user_id,
                       seat=await service.seat_held(game_id, user_id), words=words,
                       at=stamp(now))
    ruleset, state = session.ruleset, session.state
    turn = ruleset.status(state).line
    messages: list[NewMessage] = []
    if settings.channel_id is not None:
        language = await service.language_of_game(game_id)
        messages += copies(f"channel:{settings.channel_id}", report, turn, ruleset.board(
            state, language=language), language, role_id=role_id)
    for moderator in settings.moderators:
        language = await service.language_of_user(moderator) or \
            await service.language_of_game(game_id)
        messages += copies(f"{USER}:{moderator}", report, turn, ruleset.board(
            state, language=language), language, record=True)
    number = await service.store.file_report(report, messages, since=stamp(now - PAUSE))
    if number is None:
        last = max(r.at for r in await service.store.reports(game_id) if r.user_id == user_id)
        again = datetime.fromisoformat(last) + PAUSE
        raise UserError(T("bot-report-too-soon", game=str(game_id),
                          when=str(int(again.timestamp()))))
    return Filed(number, game_id, settings.channel_id, len(settings.moderators))


def copies(target: str, report: NewReport, turn: Say, board: BoardPicture, language: str, *,
           role_id: int | None = None, record: bool = False) -> list[NewMessage]:
    """One recipient's copy of a report: the heading with the words, then the public board
    with its picture (`svg`), then, for a moderator (`record`), the game's record, attached
    when the copy is sent. Marked `report` (the sender posts them as they are, never as the
    channel's board snapshot) and `notice` (one that cannot be delivered is set aside
    without telling the game's channel: the report stays stored, and `/mod reports` shows
    it)."""
    mark = {"report": True, "notice": True}
    heading = say(T("bot-report-heading", game=str(report.game_id), version=str(report.version),
                    turn=turn, reporter=f"<@{report.user_id}>",
                    seat=report.seat or T("bot-report-no-seat"),
                    words=quoted(report.words)), language)
    text = f"<@&{role_id}> {heading}" if role_id is not None else heading
    out: list[dict] = [{"text": part, **mark} for part in split(text)]
    if role_id is not None:
        out[0]["roles"] = [role_id]
    boards = [{"text": text, **mark} for text in board.messages]
    boards[0]["svg"] = board.svg
    out += boards
    if record:
        out.append({"text": say(T("bot-report-record", game=str(report.game_id)), language),
                    "record": True, **mark})
    return [NewMessage(target=target, payload=json.dumps(each)) for each in out]


def quoted(words: str) -> str:
    """The reporter's words as a Discord quote, line by line."""
    return "\n".join(f"> {line}" for line in words.splitlines())


def listing(game_id: int, reports: list[ReportRecord]) -> Text:
    """`/mod reports`: every report of the game, oldest first, for a moderator."""
    if not reports:
        return T("bot-report-none", game=str(game_id))
    return lines(T("bot-report-list", game=str(game_id), count=len(reports)), *(
        T("bot-report-line", number=str(r.id), version=str(r.version), reporter=f"<@{r.user_id}>",
          seat=r.seat or T("bot-report-no-seat"),
          when=str(int(datetime.fromisoformat(r.at).timestamp())), words=quoted(r.words))
        for r in reports))


def settings_text(settings: ReportSettings, user_id: int) -> Text:
    """`/admin reports`: where the server's reports go now, and whether to the caller."""
    return lines(
        T("bot-report-settings-channel", channel=f"<#{settings.channel_id}>")
        if settings.channel_id is not None else T("bot-report-settings-no-channel"),
        T("bot-report-settings-dm-on") if user_id in settings.moderators
        else T("bot-report-settings-dm-off"))

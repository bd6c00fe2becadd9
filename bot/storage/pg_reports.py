"""PostgresStore's problem reports: the reports themselves, and where each server sends them
(its report channel, the moderators who get them by DM). The same results as
`SqliteReports`."""

from __future__ import annotations

from collections.abc import Sequence

from . import pg_statements as sql
from .pg_connections import PgConnections
from .records import NewMessage, NewReport, ReportRecord, ReportSettings

REPORT_COLUMNS = "game_id, version, user_id, seat, words, at, id"


class PgReports(PgConnections):
    """The reports' reads and writes."""

    async def file_report(self, report: NewReport, messages: Sequence[NewMessage], *,
                          since: str) -> int | None:
        """Store the report and owe its messages in one statement, unless the same user
        reported on the same game after `since`: then nothing, and None. (Two reports sent
        at the same instant through two processes may both pass: the limit is a brake on
        floods, not a promise.)"""
        return await self._value(sql.FILE_REPORT, report.game_id, report.version, report.user_id,
                                 report.seat, report.words, report.at, since,
                                 *sql.messages_arrays(messages))

    async def reports(self, game_id: int) -> list[ReportRecord]:
        """The game's reports, oldest first."""
        rows = await self._fetch(f"SELECT {REPORT_COLUMNS} FROM reports WHERE game_id = $1 "
                                 "ORDER BY id", game_id)
        return [ReportRecord(*r) for r in rows]

    async def report_settings(self, guild_id: int) -> ReportSettings:
        channel = await self._fetch("SELECT channel_id FROM report_channels WHERE "
                                    "guild_id = $1", guild_id)
        moderators = await self._fetch("SELECT user_id FROM report_subscribers WHERE "
                                       "guild_id = $1 ORDER BY user_id", guild_id)
        return ReportSettings(channel[0][0] if channel else None,
                              tuple(r[0] for r in moderators))

    async def set_report_channel(self, guild_id: int, channel_id: int | None) -> None:
        if channel_id is None:
            await self._execute("DELETE FROM report_channels WHERE guild_id = $1", guild_id)
            return
        await self._execute("INSERT INTO report_channels (guild_id, channel_id) VALUES "
                            "($1, $2) ON CONFLICT (guild_id) DO UPDATE SET channel_id = "
                            "excluded.channel_id", guild_id, channel_id)

    async def set_report_dm(self, guild_id: int, user_id: int, on: bool) -> None:
        if on:
            await self._execute("INSERT INTO report_subscribers (guild_id, user_id) VALUES "
                                "($1, $2) ON CONFLICT DO NOTHING", guild_id, user_id)
        else:
            await self._execute("DELETE FROM report_subscribers WHERE guild_id = $1 AND "
                                "user_id = $2", guild_id, user_id)

"""SqliteStore's problem reports: the reports themselves, and where each server sends them
(its report channel, the moderators who get them by DM). The same results as
`PgReports`."""

from __future__ import annotations

from collections.abc import Sequence

from .records import NewMessage, NewReport, ReportRecord, ReportSettings

REPORT_COLUMNS = "game_id, version, user_id, seat, words, at, id"


class SqliteReports:
    """Mixed into `SqliteStore`, whose `_transaction`, `_fetch` and `_insert_messages` it
    uses."""

    async def file_report(self, report: NewReport, messages: Sequence[NewMessage], *,
                          since: str) -> int | None:
        """Store the report and owe its messages, in one transaction, unless the same user
        reported on the same game after `since`: then nothing, and None."""
        async with self._transaction(begin=True) as db:
            async with db.execute("SELECT 1 FROM reports WHERE game_id = ? AND user_id = ? "
                                  "AND at > ? LIMIT 1",
                                  (report.game_id, report.user_id, since)) as cur:
                if await cur.fetchone() is not None:
                    return None
            cur = await db.execute(
                "INSERT INTO reports (game_id, version, user_id, seat, words, at) "
                "VALUES (?, ?, ?, ?, ?, ?)", (report.game_id, report.version, report.user_id,
                                              report.seat, report.words, report.at))
            await self._insert_messages(db, report.game_id, report.version, messages,
                                        report.at)
            return cur.lastrowid

    async def reports(self, game_id: int) -> list[ReportRecord]:
        """The game's reports, oldest first."""
        rows = await self._fetch(f"SELECT {REPORT_COLUMNS} FROM reports WHERE game_id = ? "
                                 "ORDER BY id", (game_id,))
        return [ReportRecord(*r) for r in rows]

    async def report_settings(self, guild_id: int) -> ReportSettings:
        channel = await self._fetch("SELECT channel_id FROM report_channels WHERE "
                                    "guild_id = ?", (guild_id,))
        moderators = await self._fetch("SELECT user_id FROM report_subscribers WHERE "
                                       "guild_id = ? ORDER BY user_id", (guild_id,))
        return ReportSettings(channel[0][0] if channel else None,
                              tuple(r[0] for r in moderators))

    async def set_report_channel(self, guild_id: int, channel_id: int | None) -> None:
        async with self._transaction(begin=True) as db:
            if channel_id is None:
                await db.execute("DELETE FROM report_channels WHERE guild_id = ?", (guild_id,))
                return
            await db.execute("INSERT INTO report_channels (guild_id, channel_id) VALUES (?, ?) "
                             "ON CONFLICT (guild_id) DO UPDATE SET channel_id = "
                             "excluded.channel_id", (guild_id, channel_id))

    async def set_report_dm(self, guild_id: int, user_id: int, on: bool) -> None:
        async with self._transaction(begin=True) as db:
            if on:
                await db.execute("INSERT INTO report_subscribers (guild_id, user_id) VALUES "
                                 "(?, ?) ON CONFLICT DO NOTHING", (guild_id, user_id))
            else:
                await db.execute("DELETE FROM report_subscribers WHERE guild_id = ? AND "
                                 "user_id = ?", (guild_id, user_id))

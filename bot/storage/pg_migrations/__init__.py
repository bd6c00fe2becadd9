"""PostgreSQL's numbered schema migrations (`NNNN_name.sql` beside this file) and how they
are applied: in order, in one transaction, under an advisory lock, the version reached
kept in the table `schema_version`."""

from __future__ import annotations

from importlib import resources

import asyncpg

from ..errors import UnusableDatabase

MIGRATION_LOCK = (0x44554E45, 0)
"""The advisory lock (two int keys) held while the schema is brought up to date; games'
locks have another first key (`pg_connections.GAME_LOCKS`)."""


def migrations() -> list[tuple[int, str]]:
    """The numbered SQL files, in order."""
    files = resources.files(__name__)
    return sorted((int(entry.name.split("_", 1)[0]), entry.read_text())
                  for entry in files.iterdir() if entry.name.endswith(".sql"))


async def migrate(pool: asyncpg.Pool, where: str) -> None:
    """Bring the schema up to date in one transaction, under an advisory lock: a second
    process starting at the same time waits, then finds the work done. A schema already
    up to date is only read (a read-only server still opens, and refuses writes)."""
    known = migrations()
    newest = known[-1][0]
    async with pool.acquire() as con, con.transaction():
        await con.execute("SELECT pg_advisory_xact_lock($1, $2)", *MIGRATION_LOCK)
        if await con.fetchval("SELECT to_regclass('schema_version')") is None:
            tables = [r[0] for r in await con.fetch(
                "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() "
                "ORDER BY tablename")]
            if tables:
                raise UnusableDatabase(where, "it belongs to another program (tables: "
                                       f"{', '.join(tables[:5])}); give Dune Moderator a "
                                       "database of its own.")
            await con.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
            await con.execute("INSERT INTO schema_version VALUES (0)")
        current = await con.fetchval("SELECT version FROM schema_version")
        if current > newest:
            raise UnusableDatabase(where, f"its schema is version {current}, newer than this "
                                   f"program knows ({newest}); run a newer Dune Moderator, or "
                                   "restore a backup made by this one.")
        for number, statements in known:
            if number > current:
                await con.execute(statements)
                await con.execute("UPDATE schema_version SET version = $1", number)

"""Which database a process opens: `DUNE_DATABASE_URL` names a PostgreSQL server
(`postgresql://...`) that several bot processes may share; unset, the SQLite file
`DUNE_DB` (the embedded default, one process)."""

from __future__ import annotations

from pathlib import Path

from .protocol import Store

SCHEMES = ("postgresql://", "postgres://")


def is_server_url(where: str | Path) -> bool:
    """Whether `where` names a PostgreSQL server rather than a SQLite file."""
    return str(where).startswith(SCHEMES)


async def open_store(where: str | Path, *, synchronous: str = "NORMAL",
                     keep_snapshots: int = 50) -> Store:
    """Open (or create) the games database at `where`, its schema brought up to date;
    `UnusableDatabase` (one line) for anything that cannot hold our games. `synchronous`
    is SQLite's alone (a server keeps its own durability settings)."""
    if is_server_url(where):
        from .postgres import PostgresStore

        return await PostgresStore.open(str(where), keep_snapshots=keep_snapshots)
    from .sqlite import SqliteStore

    return await SqliteStore.open(where, synchronous=synchronous, keep_snapshots=keep_snapshots)

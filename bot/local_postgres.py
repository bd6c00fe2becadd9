"""The local PostgreSQL server of `dune-moderator postgres` (`make run-postgres`): one server
in a folder (`data/postgres` unless told), started once and then reused by every later
start, so that its URL, and the games in it, stay the same; `--stop` shuts it down.

It is for trying the PostgreSQL variant on one machine. A host running several bot
processes names its own server in `DUNE_DATABASE_URL` instead (README, "Several processes
with PostgreSQL")."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import asyncpg

from .storage.pg_server import LocalServer

DATABASE = "dune"
"""The games' database on the local server."""


def running_port(folder: Path) -> int | None:
    """The port of the server running in `folder` (from its `postmaster.pid`: the process
    id on the first line, the port on the fourth); None when none runs there."""
    try:
        lines = (folder / "postmaster.pid").read_text().splitlines()
        pid, port = int(lines[0]), int(lines[3])
    except (OSError, ValueError, IndexError):
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return None  # left by a server that was killed: the next start replaces it
    except PermissionError:
        pass  # it runs, as another user
    return port


def start(folder: Path, port: int) -> str:
    """Start the server in `folder` (made on the first start), or reuse the one running
    there whatever its port; make the games' database if it is missing. Its URL."""
    running = running_port(folder)
    server = LocalServer(folder.resolve(), port=running or port)
    if running is None:
        server.start()
    asyncio.run(_make_database(server))
    return server.url(DATABASE)


def stop(folder: Path) -> bool:
    """Shut down the server running in `folder`; False when none ran there."""
    port = running_port(folder)
    if port is None:
        return False
    LocalServer(folder.resolve(), port=port).stop()
    return True


async def _make_database(server: LocalServer) -> None:
    connection = await asyncpg.connect(server.url("postgres"))
    try:
        if not await connection.fetchval("SELECT 1 FROM pg_database WHERE datname = $1",
                                         DATABASE):
            await connection.execute(f'CREATE DATABASE "{DATABASE}"')
    finally:
        await connection.close()

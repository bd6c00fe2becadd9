"""PostgresStore's connections: a pool, and the one connection a task keeps for the
length of a `serialised` block, on which every store method it calls inside then runs.

A game is held by a transaction-scoped advisory lock (two int keys: `GAME_LOCKS`, the
game's id), so two processes never apply commands to one game at once, and what the block
wrote commits when it ends, or not at all."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any, TypeVar

import asyncpg

from .errors import Conflict, WriteFailed
from .pg_opening import DRIVER_ERRORS, refused

T = TypeVar("T")

GAME_LOCKS = 0x47414D45
"""The first key of every game's advisory lock; the second is the game's id."""


def now() -> str:
    """The time as SqliteStore writes it, so a GameRecord's `updated_at` reads alike."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _game_key(game_id: int) -> int:
    """A game's id as the int4 second key of its lock (ids past 2**31 wrap around: two
    games sharing a key only wait for each other)."""
    return (game_id + 2**31) % 2**32 - 2**31


def _abandon(con: asyncpg.Connection) -> None:
    """Close a connection whose transaction is in doubt (lost, or left confused by the
    loss: asyncpg then refuses every call), so the pool opens a new one instead of waiting
    for this one forever; the server rolls back whatever it held."""
    with contextlib.suppress(*DRIVER_ERRORS):
        con.terminate()


class PgConnections:
    """The pool, the bound connection, and how a statement runs on one of them."""

    def __init__(self, pool: asyncpg.Pool, where: str, keep_snapshots: int) -> None:
        self._pool = pool
        self.path = where
        """The server's URL without its password (named in errors and logs)."""
        self.keep_snapshots = keep_snapshots
        self._bound: ContextVar[asyncpg.Connection | None] = ContextVar(
            f"serialised-{id(self)}", default=None)
        """The connection of the `serialised` block the current task is in, if any."""
        self._closed = False

    @property
    def closed(self) -> bool:
        return self._closed

    async def close(self) -> None:
        """Close the pool (again: nothing)."""
        if not self._closed:
            self._closed = True
            await self._pool.close()

    @asynccontextmanager
    async def serialised(self, game_id: int) -> AsyncIterator[None]:
        """Hold the game's advisory lock in a transaction on one connection, which every
        store method the task calls inside the block uses: reads see the latest commit,
        writes join the transaction, and the block's end commits them all at once (a
        raise, or a connection lost, rolls all of it back). Nested: the same lock again."""
        bound = self._bound.get()
        if bound is not None:
            await bound.execute("SELECT pg_advisory_xact_lock($1, $2)", GAME_LOCKS,
                                _game_key(game_id))
            yield
            return
        async with self._pool.acquire() as con:
            try:  # BEGIN and the lock in one round trip (the simple protocol takes both)
                await con.execute(f"BEGIN; SELECT pg_advisory_xact_lock({GAME_LOCKS}, "
                                  f"{_game_key(game_id)})")
            except DRIVER_ERRORS as err:
                _abandon(con)
                raise refused(self.path, err) from err
            token = self._bound.set(con)
            try:
                yield
            except BaseException:
                try:
                    await con.execute("ROLLBACK")
                except DRIVER_ERRORS:
                    _abandon(con)
                raise
            else:
                try:
                    done = await con.execute("COMMIT")
                except DRIVER_ERRORS as err:
                    _abandon(con)
                    raise refused(self.path, err) from err
                if done != "COMMIT":  # a statement failed inside: the server rolled back
                    raise WriteFailed(self.path, "other", "the transaction was rolled back "
                                      "after a statement in it failed.")
            finally:
                self._bound.reset(token)

    async def _run(self, work: Callable[[asyncpg.Connection], Awaitable[T]]) -> T:
        """Run a statement on the task's bound connection (inside `serialised`, joining its
        transaction), else on one from the pool, as a transaction of its own."""
        bound = self._bound.get()
        if bound is not None:
            return await work(bound)
        async with self._pool.acquire() as con:
            try:
                return await work(con)
            except asyncpg.InternalClientError:
                _abandon(con)
                raise

    async def _write(self, work: Callable[[asyncpg.Connection], Awaitable[T]]) -> T:
        """`_run` a write (one statement); the server's refusals become `Conflict` or
        `WriteFailed`, with nothing of the write stored."""
        try:
            return await self._run(work)
        except asyncpg.IntegrityConstraintViolationError as err:
            raise Conflict(str(err)) from err
        except DRIVER_ERRORS as err:
            raise refused(self.path, err) from err

    async def _execute(self, statement: str, *args: Any) -> str:
        return await self._write(lambda con: con.execute(statement, *args))

    async def _value(self, statement: str, *args: Any) -> Any:
        return await self._write(lambda con: con.fetchval(statement, *args))

    async def _fetch(self, statement: str, *args: Any) -> list[asyncpg.Record]:
        return await self._run(lambda con: con.fetch(statement, *args))

"""PostgresStore's outbox: messages owed to Discord, delivered per target in order by
the process holding the target's lease (`claim_target`); the same results as SQLite's."""

from __future__ import annotations

from collections.abc import Sequence

from . import pg_statements as sql
from .pg_connections import PgConnections, now
from .records import NewMessage, OutboxMessage, PaceMark


class PgOutbox(PgConnections):
    """The outbox's reads and writes."""

    async def owe(self, game_id: int, version: int, messages: Sequence[NewMessage]) -> None:
        """Messages owed outside a command."""
        if messages:
            await self._execute(sql.OWE, game_id, version, now(),
                                *sql.messages_arrays(messages))

    async def owe_once(self, game_id: int, mark: PaceMark,
                       messages: Sequence[NewMessage]) -> bool:
        """Owe the messages unless a mark of its kind and version already reached its
        stage (see `SqliteStore.owe_once`); True when they were owed."""
        return bool(await self._value(sql.OWE_ONCE, game_id, mark.kind, mark.version,
                                      mark.stage, now(), *sql.messages_arrays(messages)))

    async def pending_messages(self, limit: int = 100) -> list[OutboxMessage]:
        """Messages still owed (neither sent nor set aside), oldest first."""
        rows = await self._fetch(f"SELECT {sql.OUTBOX_COLUMNS} FROM outbox WHERE sent_at IS "
                                 "NULL AND set_aside_at IS NULL ORDER BY id LIMIT $1", limit)
        return [OutboxMessage(*r) for r in rows]

    async def outbox_heads(self) -> list[OutboxMessage]:
        """The oldest owed message of each target."""
        rows = await self._fetch(
            f"SELECT {sql.OUTBOX_COLUMNS} FROM outbox WHERE id IN (SELECT MIN(id) FROM outbox "
            "WHERE sent_at IS NULL AND set_aside_at IS NULL GROUP BY target) ORDER BY id")
        return [OutboxMessage(*r) for r in rows]

    async def outbox_head(self, target: str) -> OutboxMessage | None:
        rows = await self._fetch(
            f"SELECT {sql.OUTBOX_COLUMNS} FROM outbox WHERE target = $1 AND sent_at IS NULL "
            "AND set_aside_at IS NULL ORDER BY id LIMIT 1", target)
        return OutboxMessage(*rows[0]) if rows else None

    async def claim_target(self, target: str, owner: str, seconds: float) -> bool:
        """Take (or renew) the lease on a target's messages for `seconds`, by the
        server's clock: True when `owner` now holds it."""
        return await self._value(sql.CLAIM, target, owner, seconds) is not None

    async def release_target(self, target: str, owner: str) -> None:
        await self._execute("DELETE FROM outbox_leases WHERE target = $1 AND owner = $2",
                            target, owner)

    async def mark_sent(self, message_id: int) -> None:
        await self._execute("UPDATE outbox SET sent_at = $2 WHERE id = $1", message_id, now())

    async def retry_later(self, message_id: int, *, attempts: int, at: float,
                          error: str) -> None:
        """A temporary failure: the message (and its target) waits until `at` (Unix time)."""
        await self._execute("UPDATE outbox SET attempts = $2, next_try_at = $3, "
                            "last_error = $4 WHERE id = $1", message_id, attempts, at, error)

    async def set_aside(self, message_id: int, *, attempts: int, error: str,
                        notice: NewMessage | None = None) -> bool:
        """Give up on a message, owing `notice` unless the same command already had a
        message to that target set aside; True when the notice was owed."""
        target, payload = (notice.target, notice.payload) if notice else (None, None)
        nonce = sql.messages_arrays([notice])[2][0] if notice else None
        return bool(await self._value(sql.SET_ASIDE, message_id, attempts, error, now(),
                                      target, payload, nonce))

    async def set_aside_messages(self) -> list[tuple[OutboxMessage, str]]:
        """Messages given up on, with why."""
        rows = await self._fetch(f"SELECT {sql.OUTBOX_COLUMNS}, last_error FROM outbox "
                                 "WHERE set_aside_at IS NOT NULL ORDER BY id")
        return [(OutboxMessage(*r[:-1]), r[-1]) for r in rows]

"""Reaching a PostgreSQL server, and its refusals worded for the host: why a URL cannot be
used (`UnusableDatabase`, one line, never the password) and why a write failed
(`WriteFailed`, sorted into the `KINDS` the service words for players)."""

from __future__ import annotations

from urllib.parse import unquote, urlsplit, urlunsplit

import asyncpg

from .errors import UnusableDatabase, WriteFailed

DRIVER_ERRORS = (asyncpg.PostgresError, asyncpg.InterfaceError, asyncpg.InternalClientError,
                 OSError)
"""What a call to the server may raise: its refusals, and the connection's loss (which
asyncpg may report as its own internal error when the loss meets a call under way)."""

CONNECT_TIMEOUT = 10.0
"""Seconds to wait for a server that does not answer before giving up on it."""


def shown_url(url: str) -> str:
    """The URL without its password, fit for errors and logs."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.rsplit("@", 1)[1]
    user = parts.netloc.rsplit("@", 1)[0].split(":", 1)[0]
    return urlunsplit(parts._replace(netloc=f"{user}@{netloc}"))


def _scrubbed(text: str, url: str) -> str:
    """`text` with the URL's password masked (a driver's message may quote the URL)."""
    password = urlsplit(url).password
    for secret in {password, unquote(password or "")} - {None, ""}:
        text = text.replace(str(secret), "***")
    return text


async def _kept(con: asyncpg.Connection) -> None:
    """A connection given back to the pool needs no reset beyond the rollback of an open
    transaction (which asyncpg always does): the store never sets session state, listens,
    or takes a session's advisory lock (every lock is a transaction's). asyncpg's default
    reset costs one more round trip on every command."""


async def connect(url: str, pool_size: int) -> asyncpg.Pool:
    """A pool of up to `pool_size` connections to the server at `url`, one of them opened
    now, so that what stops the server being used is known at once, as `UnusableDatabase`."""
    where, parts = shown_url(url), urlsplit(url)
    try:
        return await asyncpg.create_pool(
            url, min_size=1, max_size=pool_size, timeout=CONNECT_TIMEOUT, reset=_kept,
            server_settings={"application_name": "dune-moderator", "jit": "off"})
    except (OSError, TimeoutError) as err:
        address = f"{parts.hostname or 'localhost'}:{parts.port or 5432}"
        reason = f"no PostgreSQL server answers at {address} ({err.strerror or 'timed out'})."
    except asyncpg.InvalidCatalogNameError:
        name = parts.path.lstrip("/") or "(none named)"
        reason = (f"the database {name} does not exist on the server; create it "
                  f"(`createdb {name}`) or name another.")
    except asyncpg.InvalidAuthorizationSpecificationError as err:
        reason = f"the server refused the credentials ({_scrubbed(str(err), url)})."
    except (asyncpg.PostgresError, asyncpg.InterfaceError, ValueError) as err:
        reason = f"{_scrubbed(str(err), url)}."
    raise UnusableDatabase(where, reason) from None


def refused(where: str, err: BaseException) -> WriteFailed:
    """The server's (or the network's) refusal of a write, as `WriteFailed`: nothing of the
    write is stored (its transaction is rolled back, by the server when the connection
    went)."""
    if isinstance(err, asyncpg.ReadOnlySQLTransactionError):
        return WriteFailed(where, "read-only", "the server takes no writes (a standby, or "
                           "default_transaction_read_only is on).")
    if isinstance(err, asyncpg.DiskFullError):
        return WriteFailed(where, "disk", f"the server's disk refused the write ({err}).")
    if isinstance(err, (asyncpg.TransactionRollbackError, asyncpg.LockNotAvailableError,
                        asyncpg.QueryCanceledError, asyncpg.InsufficientResourcesError)):
        return WriteFailed(where, "busy", f"it is busy ({err}).")
    if isinstance(err, (asyncpg.PostgresConnectionError, asyncpg.OperatorInterventionError,
                        asyncpg.InterfaceError, asyncpg.InternalClientError, OSError)):
        return WriteFailed(where, "other", f"the connection to the server was lost ({err}).")
    return WriteFailed(where, "other", f"{err}.")

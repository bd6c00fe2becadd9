"""Fixtures every test folder may use: a throwaway PostgreSQL server for the session (made
in a temporary folder on a free port of 127.0.0.1, removed at the end) and a fresh
database on it per test. Tests that need it are skipped, saying why, only where no
PostgreSQL binaries are installed (`.ci/run` installs them).

At the end, nothing may hold the process: the board painter's worker is stopped, and should
a thread or process still keep the interpreter from exiting, every thread's stack is printed
and the run fails two minutes later, rather than waiting silently for CI's time limit."""

from __future__ import annotations

import faulthandler
import itertools

import pytest

from bot.png import PAINTER
from bot.storage.pg_server import binaries, throwaway

NO_POSTGRES = "PostgreSQL is not installed here (no initdb/pg_ctl): `apt-get install postgresql`"
_names = itertools.count(1)
EXIT_WITHIN = 120
"""Seconds the process may take to exit once the tests are over."""


@pytest.fixture(scope="session")
def pg_server():
    """The session's PostgreSQL server (fsync off: the tests kill processes, never the
    machine, so the page cache keeps every commit)."""
    if binaries() is None:
        pytest.skip(NO_POSTGRES)
    with throwaway(fsync="off", max_connections="200") as server:
        yield server


@pytest.fixture
def pg_url(pg_server) -> str:
    """The URL of a new, empty database on the session's server."""
    return pg_server.create_database(f"test_{next(_names)}")


def pytest_sessionfinish(session, exitstatus) -> None:
    PAINTER.close(kill=True)
    faulthandler.dump_traceback_later(EXIT_WITHIN, exit=True)

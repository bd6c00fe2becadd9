"""The stores every store-agnostic test runs on: a SQLite file and a PostgreSQL database
(the session's throwaway server, see tests/conftest.py), opened by `open_store` as the bot
opens them."""

from __future__ import annotations

import pytest

from bot.storage import open_store


@pytest.fixture(params=["sqlite", "postgres"])
def where(request, tmp_path) -> str:
    """Where a fresh, empty games database is: a file, or a server's URL."""
    if request.param == "sqlite":
        return str(tmp_path / "g.sqlite3")
    return request.getfixturevalue("pg_url")


@pytest.fixture
async def store(where):
    """A store open on `where`, closed after the test."""
    async with await open_store(where) as opened:
        yield opened

"""`dune-moderator stats`: a server's statistics printed in the terminal, the same lines
`/stats` posts, for a host without Discord at hand."""

from __future__ import annotations

import asyncio
import os
import sys
from datetime import UTC, datetime
from pathlib import Path

from engine.core.words import Say, T
from engine.rulesets import catalog

from .config import Config
from .stats_reading import server_stats
from .stats_words import stats_lines
from .storage import is_server_url, open_store
from .words import say


def default_database() -> str:
    """The bot's own database, as the bot finds it: `DUNE_DATABASE_URL`, else `DUNE_DB`,
    else its default file."""
    return (os.environ.get("DUNE_DATABASE_URL", "").strip()
            or os.environ.get("DUNE_DB", "").strip() or Config.db)


def print_stats(db: str | None, server: int | None, ruleset: str | None,
                language: str) -> int:
    """Print the statistics of the games of `server` in the database `db` (every game of it
    without a server), of one ruleset if named; a missing file is refused, never made."""
    where = db or default_database()
    if not is_server_url(where) and not Path(where).is_file():
        print(say(T("bot-stats-no-database", path=where), language), file=sys.stderr)
        return 2
    if ruleset is not None and ruleset not in catalog.RULESETS:
        print(say(T("bot-stats-unknown-ruleset", name=repr(ruleset),
                    known=", ".join(catalog.RULESETS)), language), file=sys.stderr)
        return 2
    print("\n".join(say(line, language) for line in asyncio.run(_lines(where, server, ruleset))))
    return 0


async def _lines(where: str, server: int | None, ruleset: str | None) -> list[Say]:
    """The statistics' lines, read from the database at `where` (the catalog's games, read
    when asked, as the bot reads them)."""
    async with await open_store(where) as store:
        found = await server_stats(store, catalog.RULESETS, server=server, game=ruleset,
                                   every_server=server is None)
    return stats_lines(found, catalog.RULESETS, datetime.now(UTC))

"""What the local table prints, line by line, for the table's tests: a new game of seed 3
(at set-up alice and carol choose a traitor and carol places her tokens; bob, who keeps
every traitor drawn, waits), then each input line's answer."""

from __future__ import annotations

import io
from typing import Any

from bot.service import GameService
from bot.storage import SqliteStore
from bot.table import Table, parse_seats
from engine.core import Origin

SEATS = "alice:atreides,bob:harkonnen,carol:fremen"


async def answers(tmp_path, *lines: str, as_json: bool = False,
                  rulesets: dict[str, Any] | None = None, ruleset: str = "classic",
                  seats: str = SEATS) -> list[str]:
    """What the table prints for each line, one string per input line."""
    async with await SqliteStore.open(tmp_path / "t.sqlite3") as store:
        service = GameService(store, rulesets)
        origin = Origin(ruleset=ruleset, options={}, seats=parse_seats(seats), seed=3)
        game_id, _ = await service.create(origin)
        out = io.StringIO()
        table = Table(service, game_id, out, as_json)
        replies = []
        for line in lines:
            start = out.tell()
            await table.handle(line)
            replies.append(out.getvalue()[start:])
        return replies

"""Deadlines for asynchronous play (DESIGN.md step 5): a reminder at three quarters of the
game's deadline, then the rulebook default for every decision still awaited.

The clock starts when the game last changed; the default is applied as the moderator's
`expire` command, so it is logged, replayed and undoable like any other command.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from engine.core import MODERATOR_SEAT

from .service import GameService
from .storage import NewMessage

REMIND_AT = 0.75


class Deadlines:
    def __init__(self, service: GameService) -> None:
        self.service = service
        self._reminded: dict[int, int] = {}

    async def tick(self, now: datetime) -> int:
        """Remind or expire every active game that is due; how many games were acted on."""
        acted = 0
        for record in await self.service.store.games(status="active"):
            version, session = await self.service.session(record.id)
            minutes = getattr(session.state.options, "deadline_minutes", None)
            decisions = session.ruleset.pending(session.state)
            if not minutes or not decisions or version != record.version:
                continue
            since = datetime.fromisoformat(record.updated_at)
            deadline = since + timedelta(minutes=minutes)
            if now >= deadline:
                expire = session.parse("expire")
                if await self.service.execute(record.id, MODERATOR_SEAT, expire,
                                              at_version=version):
                    acted += 1
            elif now >= since + timedelta(minutes=minutes * REMIND_AT) \
                    and self._reminded.get(record.id) != version:
                self._reminded[record.id] = version
                left = max(1, int((deadline - now).total_seconds() // 60))
                await self.service.store.owe(record.id, version, [
                    NewMessage(target=f"seat:{d.seat}", payload=json.dumps({
                        "text": f"Reminder (game {record.id}): {d.prompt} The default is "
                                f"applied in {left} minute(s)."}))
                    for d in decisions if d.seat != MODERATOR_SEAT])
                acted += 1
        return acted

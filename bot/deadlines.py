"""Deadlines for asynchronous play (DESIGN.md step 5): reminders at a half and at nine
tenths of the game's deadline, then the rulebook default for every decision still awaited;
and a notice in the channel when a game has gone three deadlines with nothing played.

The clock starts when the game last changed and stops in the game's quiet hours
(`bot.clock`); in them nothing is reminded, expired or noticed, so nobody is pinged. The
default is applied as the moderator's `expire` command, so it is logged, replayed and
undoable like any other command. Each reminder and notice is owed once (`pace_marks`,
written with it), across restarts. One game that fails is logged and never stops the
others.
"""

from __future__ import annotations

import json
import logging
from datetime import datetime, timedelta

from engine.core import MODERATOR_SEAT, Decision, RuleError
from engine.core.words import T

from . import guide
from .clock import Quiet, due, quiet_of, running
from .seated import bot_seats
from .service import GameService
from .storage import GameRecord, NewMessage, PaceMark
from .words import say

log = logging.getLogger("dune.deadlines")

REMINDERS = (0.5, 0.9)
"""The shares of a deadline at which the seats awaited are reminded (stage 1, 2)."""
STALE_DEADLINES = 3
"""Deadlines a game may go with nothing played before the channel is told."""


class Deadlines:
    """The clock of every active game, turned by the bot every half minute (`tick`)."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self._failed: dict[int, int] = {}
        """game -> the version whose pass failed (or whose defaults were refused), logged
        once rather than at every tick."""

    async def tick(self, now: datetime) -> int:
        """Remind, expire or notice every active game that is due; how many games were
        acted on."""
        acted = 0
        for record in await self.service.store.games(status="active"):
            try:
                acted += await self._pace(record, now)
            except Exception:
                if self._failed.get(record.id) != record.version:
                    self._failed[record.id] = record.version
                    log.exception("deadline pass of game %d failed", record.id)
        return acted

    async def _pace(self, record: GameRecord, now: datetime) -> bool:
        """One game's turn of the clock: whether it was acted on. Moves its bot seats owe
        are played first (after a restart, say)."""
        if await self.service.play_bots(record.id):
            return True
        version, session = await self.service.session(record.id)
        options = session.state.options
        minutes = getattr(options, "deadline_minutes", None)
        decisions = session.ruleset.pending(session.state)
        quiet = quiet_of(options)
        if not minutes or not decisions or version != record.version \
                or (quiet is not None and quiet.covers(now)):
            return False
        since = datetime.fromisoformat(record.updated_at)
        ran = running(since, now, quiet)
        if ran >= timedelta(minutes=minutes):
            try:
                outcome = await self.service.expire(record.id, version)
            except RuleError as err:  # stuck: a moderator must act, whom the notice calls
                if self._failed.get(record.id) != version:
                    self._failed[record.id] = version
                    log.warning("game %d: the defaults were refused: %s", record.id, err.text)
            else:
                return outcome is not None
        reminded = await self._remind(record, version, decisions, ran / timedelta(minutes=minutes),
                                      due(since, minutes, quiet))
        return await self._stale(record, minutes, decisions, now, quiet) or reminded

    async def _remind(self, record: GameRecord, version: int, decisions: list[Decision],
                      share: float, deadline: datetime) -> bool:
        """The latest reminder due at this version (`share`: of the deadline run), by DM
        to each seat awaited, once; a tick that finds both due (after the bot was down)
        sends the later alone."""
        stage = sum(share >= at for at in REMINDERS)
        if not stage:
            return False
        when = int(deadline.timestamp())
        mark = PaceMark("reminder", version, stage)
        languages = await self.service.seat_languages(record.id)
        game = await self.service.language_of_game(record.id)
        bots = bot_seats(await self.service.store.seats(record.id))
        return await self.service.store.owe_once(record.id, mark, [
            NewMessage(target=f"seat:{d.seat}", payload=json.dumps({
                "text": say(T("bot-deadlines-reminder", game=str(record.id), prompt=d.prompt,
                              when=str(when)), languages.get(d.seat, game))}))
            for d in decisions if d.seat != MODERATOR_SEAT and d.seat not in bots])

    async def _stale(self, record: GameRecord, minutes: int, decisions: list[Decision],
                     now: datetime, quiet: Quiet | None) -> bool:
        """Tell the channel, once until a seat plays again, that the game has gone more
        than STALE_DEADLINES deadlines with nothing played (the defaults may have gone on
        being applied): whom it waits for, and what a moderator may do."""
        played, at = await self.service.store.last_played(record.id)
        idle = running(datetime.fromisoformat(at), now, quiet)
        if record.channel_id is None or idle <= timedelta(minutes=STALE_DEADLINES * minutes):
            return False
        names = guide.awaited(decisions)
        text = say(T("bot-deadlines-stale", game=str(record.id), deadlines=STALE_DEADLINES,
                     minutes=str(minutes), seats=names),
                   await self.service.language_of_game(record.id))
        return await self.service.store.owe_once(record.id, PaceMark("stale", played), [
            NewMessage(target=f"channel:{record.channel_id}", payload=json.dumps(
                {"text": text, "notice": True}))])

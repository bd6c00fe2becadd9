"""Deadlines: a reminder before, the default after (asynchronous play, VIII.H's spirit)."""

from __future__ import annotations

import json
from datetime import datetime, timedelta

from bot.deadlines import Deadlines
from bot.service import GameService
from bot.storage import SqliteStore
from engine.core import Origin, SeatSpec
from engine.rulesets.classic.state import Phase

SEATS = [SeatSpec(name="alice", faction="atreides"), SeatSpec(name="bob", faction="harkonnen")]


async def test_reminder_then_default(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        origin = Origin(ruleset="classic", options={"deadline_minutes": 60}, seats=SEATS, seed=3)
        game_id, _ = await service.create(origin, channel_id=5)
        start = datetime.fromisoformat((await store.game(game_id)).updated_at)
        before = {m.id for m in await store.pending_messages(1000)}
        deadlines = Deadlines(service)
        assert await deadlines.tick(start + timedelta(minutes=30)) == 0
        assert await deadlines.tick(start + timedelta(minutes=46)) == 1
        reminders = [m for m in await store.pending_messages(1000) if m.id not in before]
        assert reminders and all(m.target.startswith("seat:") for m in reminders)
        assert "Reminder" in json.loads(reminders[0].payload)["text"]
        assert await deadlines.tick(start + timedelta(minutes=50)) == 0  # once per version
        _, session = await service.session(game_id)
        assert session.state.phase == Phase.SETUP
        assert await deadlines.tick(start + timedelta(minutes=61)) == 1
        _, session = await service.session(game_id)
        assert session.state.phase == Phase.STORM
        assert session.log[-1].command == {"name": "expire"}


async def test_no_deadline_means_waiting_for_a_moderator(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        game_id, _ = await service.create(Origin(ruleset="classic", options={}, seats=SEATS,
                                                 seed=3))
        far = datetime.fromisoformat((await store.game(game_id)).updated_at) + timedelta(days=30)
        assert await Deadlines(service).tick(far) == 0


async def test_a_move_in_time_restarts_the_clock(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        origin = Origin(ruleset="classic", options={"deadline_minutes": 60}, seats=SEATS, seed=3)
        game_id, _ = await service.create(origin)
        _, session = await service.session(game_id)
        await service.execute(game_id, "mod", session.parse("force"))
        changed = datetime.fromisoformat((await store.game(game_id)).updated_at)
        assert await Deadlines(service).tick(changed + timedelta(minutes=59)) == 1  # a reminder
        _, session = await service.session(game_id)
        assert session.state.phase == Phase.STORM and not session.state.storm_dials

"""Deadlines: reminders at a half and at nine tenths, the default after (asynchronous play,
VIII.H's spirit); a clock that rests in the game's quiet hours, pinging nobody there; one
notice when a game has gone three deadlines with nothing played."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

import bot.storage.sqlite as sqlite_store
from bot.deadlines import Deadlines
from bot.service import GameService
from bot.storage import SqliteStore, Store, open_store
from engine.core import Origin, RuleError, SeatSpec
from engine.rulesets.classic.model.state import Phase

CLOCKS = [(sqlite_store, "_now")]
"""Where the stores read the time they write (PostgreSQL's too, when built)."""
try:
    import bot.storage.pg_outbox as pg_outbox
    import bot.storage.postgres as postgres_store
except ImportError:  # no PostgreSQL store in this build: its tests are skipped
    pass
else:
    CLOCKS += [(postgres_store, "now"), (pg_outbox, "now")]

SEATS = [SeatSpec(name="alice", faction="atreides"), SeatSpec(name="bob", faction="harkonnen")]
ROME = ZoneInfo("Europe/Rome")
START = datetime(2026, 11, 27, 21, 30, tzinfo=ROME)
"""A game made at 21:30 in Rome, an hour and a half before its quiet hours (23-08)."""


@pytest.fixture
def clock(monkeypatch):
    """The database's clock, set by the test: `clock(minutes)` is START + minutes, and
    what the store writes from then on (`updated_at`, a command's time) is that moment."""

    def at(minutes: float) -> datetime:
        now = (START + timedelta(minutes=minutes)).astimezone(UTC)
        for module, name in CLOCKS:
            monkeypatch.setattr(module, name, lambda: now.isoformat(timespec="milliseconds"))
        return now

    at(0)
    return at


async def owed_since(store: Store, seen: set[int]) -> list[tuple[str, dict]]:
    """The messages owed since the last call: (target, payload)."""
    out = []
    for m in await store.pending_messages(1000):
        if m.id not in seen:
            seen.add(m.id)
            out.append((m.target, json.loads(m.payload)))
    return out


async def new_game(store: Store, channel: int = 5,
                   **options) -> tuple[GameService, int]:
    service = GameService(store)
    origin = Origin(ruleset="classic", options={"deadline_minutes": 60, **options},
                    seats=SEATS, seed=3)
    game_id, _ = await service.create(origin, channel_id=channel,
                                      users={"alice": 11, "bob": 12})
    return service, game_id


async def test_reminders_at_a_half_and_nine_tenths_then_the_default(tmp_path, clock):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service, game_id = await new_game(store)
        seen: set[int] = set()
        await owed_since(store, seen)
        deadlines = Deadlines(service)
        assert await deadlines.tick(clock(29)) == 0
        assert await deadlines.tick(clock(30)) == 1
        [(target, reminder)] = await owed_since(store, seen)
        assert target == "seat:alice" and reminder["text"].startswith("Reminder (game 1): ")
        assert await deadlines.tick(clock(53)) == 0  # once per stage
        assert await deadlines.tick(clock(54)) == 1
        assert [t for t, _ in await owed_since(store, seen)] == ["seat:alice"]
        assert await Deadlines(service).tick(clock(59)) == 0  # a restart repeats none
        _, session = await service.session(game_id)
        assert session.state.phase == Phase.SETUP
        assert await deadlines.tick(clock(61)) == 1
        _, session = await service.session(game_id)
        assert session.state.phase == Phase.STORM
        assert session.log[-1].command == {"name": "expire"}


async def test_a_tick_that_finds_both_reminders_due_sends_the_later_alone(tmp_path, clock):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service, _ = await new_game(store)
        seen: set[int] = set()
        await owed_since(store, seen)
        assert await Deadlines(service).tick(clock(57)) == 1
        assert len(await owed_since(store, seen)) == 1
        assert await Deadlines(service).tick(clock(58)) == 0


async def test_no_deadline_means_waiting_for_a_moderator(tmp_path):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service = GameService(store)
        game_id, _ = await service.create(Origin(ruleset="classic", options={}, seats=SEATS,
                                                 seed=3))
        far = datetime.fromisoformat((await store.game(game_id)).updated_at) + timedelta(days=30)
        assert await Deadlines(service).tick(far) == 0


async def test_a_move_in_time_restarts_the_clock(tmp_path, clock):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service, game_id = await new_game(store)
        _, session = await service.session(game_id)
        clock(40)
        await service.execute(game_id, "mod", session.parse("force"))
        assert await Deadlines(service).tick(clock(40 + 59)) == 1  # a reminder
        _, session = await service.session(game_id)
        assert session.state.phase == Phase.STORM and not session.state.storm_dials


async def test_the_clock_rests_in_quiet_hours_where_nobody_is_reminded(tmp_path, clock):
    """Deadline 120 minutes from 21:30, quiet 23-08 in Rome: 90 minutes run before 23:00,
    the last 30 after 08:00, so the default applies at 08:30, not at 23:30."""
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service, game_id = await new_game(store, deadline_minutes=120, quiet="23-08",
                                          timezone="Europe/Rome")
        morning = START.replace(hour=8, minute=0) + timedelta(days=1)
        assert await service.deadline(game_id) == int((morning + timedelta(minutes=30))
                                                      .timestamp())
        seen: set[int] = set()
        await owed_since(store, seen)
        deadlines = Deadlines(service)
        assert await deadlines.tick(clock(60)) == 1  # 22:30: half the time has run
        await owed_since(store, seen)
        for minutes in (89, 121, 300, 629):  # 22:59 (too early), then quiet until 08:00
            assert await deadlines.tick(clock(minutes)) == 0, minutes
        assert await owed_since(store, seen) == []
        assert await deadlines.tick(clock(630 + 18)) == 1  # 08:18: nine tenths have run
        assert await deadlines.tick(clock(630 + 29)) == 0
        _, session = await service.session(game_id)
        assert session.state.phase == Phase.SETUP
        assert await deadlines.tick(clock(630 + 30)) == 1  # 08:30: the default
        _, session = await service.session(game_id)
        assert session.state.phase == Phase.STORM


async def test_a_waiting_line_written_in_quiet_hours_pings_nobody(tmp_path):
    hour = datetime.now(UTC).hour
    quiet = f"{(hour - 1) % 24:02d}-{(hour + 2) % 24:02d}"  # now is quiet, in UTC
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        lines = []
        for channel, options in ((5, {}), (6, {"quiet": quiet})):
            await new_game(store, channel, **options)
            lines += [json.loads(m.payload) for m in await store.pending_messages(1000)
                      if m.target == f"channel:{channel}" and "waiting" in m.payload]
        loud, hushed = lines
        assert loud["mentions"] == [11] and hushed["mentions"] == []
        assert "silent" not in loud and hushed["silent"]  # no push, no sound
        owed = [json.loads(m.payload) for m in await store.pending_messages(1000)
                if m.target != "channel:5" and "silent" in m.payload]
        assert owed and all(m["silent"] for m in owed)  # its DMs and board too
        assert "<@11>" in hushed["text"]  # still named, only not pinged
        due = [int(line["text"].split("<t:")[1].split(":")[0]) for line in lines]
        assert due[1] - due[0] > 59 * 60  # the deadline waits for the quiet hours to end


async def test_a_game_three_deadlines_without_a_move_is_told_once(tmp_path, clock):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service, game_id = await new_game(store)
        seen: set[int] = set()
        deadlines = Deadlines(service)
        for minutes in (61, 122, 183):  # nobody plays: the defaults apply, deadline after deadline
            assert await deadlines.tick(clock(minutes)) == 1
        await owed_since(store, seen)
        assert await deadlines.tick(clock(184)) == 1
        [(target, notice)] = await owed_since(store, seen)
        _, session = await service.session(game_id)
        awaited = session.ruleset.pending(session.state)
        assert target == "channel:5" and notice["notice"]
        assert "more than 3 deadlines" in notice["text"] and "`/mod force`" in notice["text"]
        assert all(f"{d.seat} (`{d.kind}`)" in notice["text"] for d in awaited)
        assert await deadlines.tick(clock(185)) == 0  # once, not at every tick
        assert await owed_since(store, seen) == []


async def test_a_game_whose_defaults_are_refused_is_told_after_three_deadlines(
        tmp_path, clock, monkeypatch):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        service, game_id = await new_game(store)
        ruleset = (await service.session(game_id))[1].ruleset

        def refused(*_args, **_kwargs):
            raise RuleError("No default can be applied now.")

        monkeypatch.setattr(type(ruleset), "force", refused)
        seen: set[int] = set()
        await owed_since(store, seen)
        deadlines = Deadlines(service)
        for minutes in (61, 120, 180):
            assert await deadlines.tick(clock(minutes)) == (minutes == 61)  # the reminder
        await owed_since(store, seen)
        assert await deadlines.tick(clock(181)) == 1
        [(target, notice)] = await owed_since(store, seen)
        assert target == "channel:5" and "It waits for alice (`traitor`)." in notice["text"]
        assert (await service.session(game_id))[0] == 0  # nothing changed


async def test_a_game_that_fails_holds_up_no_other(tmp_path, clock):
    async with await SqliteStore.open(tmp_path / "g.sqlite3") as store:
        await store.create_game(ruleset="gone", options="{}", seed=1, seats=[], state="{}",
                                events=[])  # a game this release cannot load
        service, game_id = await new_game(store)
        assert await Deadlines(service).tick(clock(61)) == 1
        _, session = await service.session(game_id)
        assert session.state.phase == Phase.STORM


@pytest.fixture(params=["sqlite", "postgres"])
def where(request, tmp_path) -> str:
    """A SQLite file, or a fresh PostgreSQL database (skipped while this build has none)."""
    if request.param == "sqlite":
        return str(tmp_path / "g.sqlite3")
    pytest.importorskip("bot.storage.postgres", reason="no PostgreSQL store in this build")
    return request.getfixturevalue("pg_url")


async def test_two_processes_ticking_at_once_remind_once_and_expire_once(where, clock):
    """Every bot process runs the deadlines: two of them (two services, each with its own
    store on one database) turning the clock of one due game at the same moment owe one
    reminder, and apply the defaults once."""
    async with await open_store(where) as one, await open_store(where) as other:
        service, game_id = await new_game(one)
        seen: set[int] = set()
        await owed_since(one, seen)
        both = [Deadlines(service), Deadlines(GameService(other))]
        acted = await asyncio.gather(*(d.tick(clock(30)) for d in both))
        assert sorted(acted) == [0, 1]
        assert [t for t, _ in await owed_since(one, seen)] == ["seat:alice"]
        acted = await asyncio.gather(*(d.tick(clock(61)) for d in both))
        assert sorted(acted) == [0, 1]
        commands = [json.loads(text) for _, _, text in await one.commands(game_id)]
        assert commands == [{"name": "expire"}]

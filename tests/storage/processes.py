"""Bot processes for the crash and concurrency tests: a player (`Player`, a forked process)
that serves random legal commands through `GameService`, and delivers the outbox to a fake
Discord, until it is killed; and the checks run on the database afterwards.

A player writes one line per acknowledged command to its own file, `game version actor
command` (the command as JSON, or `undo`), after the service returned, that is after the
command was durable; a line is one `os.write` to a file opened with O_APPEND, so a kill never
leaves half of one. The fake Discord appends `nonce target outbox_id` per post to a file
shared by every process: Discord answers a repeated nonce with the first post, so the
checks read the first line of each nonce as the message it made.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.delivery import Delivery, Finder, Sender
from bot.service import GameService
from bot.storage import OutboxMessage, Store, is_server_url, open_store
from engine.core import RuleError, Session
from engine.rulesets.classic.protocol import agents
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import random_origin

ROOT = Path(__file__).resolve().parents[2]
CHANNEL = 4242
"""The first channel of the games the tests make (one live game a channel): a game with a
channel owes the outbox messages (its events, boards, whom it waits for, DMs to seats)."""


LEASE = 2.0
"""Seconds a player's delivery holds a target: short, so that the targets of a player
killed holding them are taken over (by its restart, the other player, the final drain)
within the test."""


def database(kind: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    """Where a parametrised test's database is: a SQLite file, or a fresh PostgreSQL
    database (skipped, saying why, while this build has no PostgreSQL store)."""
    if kind == "sqlite":
        return str(tmp_path / "games.sqlite3")
    pytest.importorskip("bot.storage.postgres", reason="no PostgreSQL store in this build")
    return request.getfixturevalue("pg_url")


# -- the player process --------------------------------------------------------------------


def _line(fd: int, text: str) -> None:
    os.write(fd, (text + "\n").encode())


def fake_discord(record: str) -> Sender:
    """A sender that posts by appending `nonce target outbox_id` to the shared record."""
    fd = os.open(record, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)

    async def send(message: OutboxMessage, text: str) -> None:
        _line(fd, f"{message.nonce} {message.target} {message.id}")

    return send


def fake_finder(record: str) -> Finder:
    """Whether the fake Discord shows a post with the message's nonce (Discord's channel
    history, read back before a retry past the nonce window)."""

    async def find(message: OutboxMessage) -> bool:
        return any(line.split()[0] == message.nonce
                   for line in Path(record).read_text().splitlines() if line)

    return find


async def _choose(service: GameService, store: Store, rng: random.Random,
                  game: int | None) -> tuple[int, str, object] | None:
    """(game, seat, command) to send next: a random legal command of a random seat awaited
    in the given game or in one of the live games; None when there is none to play."""
    if game is None:
        live = await store.games(status="active")
        if not live:
            return None
        game = rng.choice(live[:4]).id
    _, session = await service.session(game)
    decisions = RULESET.pending(session.state)
    if RULESET.finished(session.state) or not decisions:
        return None
    if session.log and rng.random() < 0.03:
        return game, "mod", session.parse(f"undo {rng.randint(1, min(2, len(session.log)))}")
    seat = rng.choice(decisions).seat
    return game, seat, agents.choose(session.state, seat, rng) or session.parse("force")


@dataclass(frozen=True)
class Plan:
    """What a player does: on which database, with which random choices, writing its
    acknowledgements where; with a fake Discord's record it delivers the outbox too; with
    a game it plays that game alone, and with `commands` it stops after that many."""

    where: str
    seed: int
    acks: Path
    record: Path | None = None
    game: int | None = None
    commands: int | None = None


async def play(plan: Plan) -> None:
    """Serve commands until killed (or until `plan.commands` are acknowledged)."""
    rng = random.Random(plan.seed)
    acks = os.open(plan.acks, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    async with await open_store(plan.where, keep_snapshots=5) as store:
        service = GameService(store)
        delivery = Delivery(store, fake_discord(str(plan.record)), poll=0.1, lease=LEASE,
                            find=fake_finder(str(plan.record))) if plan.record else None
        if delivery is not None:
            delivering = asyncio.create_task(delivery.run(lambda: True))
        done = 0
        while plan.commands is None or done < plan.commands:
            try:
                chosen = await _choose(service, store, rng, plan.game)
                if chosen is None and plan.game is not None:
                    break
                if chosen is None:
                    game, _ = await service.create(random_origin(rng.randrange(10**6), players=4),
                                                   channel_id=CHANNEL + rng.randrange(10**9))
                    _line(acks, f"{game} 0 - new")
                    continue
                game, seat, command = chosen
                outcome = await service.execute(game, seat, command)  # type: ignore[arg-type]
            except RuleError:
                _line(acks, "! refused")  # stale by the time it came (or the database refused)
                continue
            except Exception as err:  # a connection cut under the command: not acknowledged
                _line(acks, f"! {type(err).__name__}")
                await asyncio.sleep(0.01)
                continue
            logged = "undo" if seat == "mod" else json.dumps(RULESET.registry.dump(command))
            _line(acks, f"{game} {outcome.version} {seat} {logged}")
            done += 1
            if delivery is not None:
                delivery.wake.set()
        if delivery is not None:
            delivering.cancel()
            await asyncio.gather(delivering, return_exceptions=True)


# -- the test's side -----------------------------------------------------------------------


class Player:
    """A player process, forked from the test's, which has imported every ruleset already
    (a fresh interpreter takes seconds to, on a busy machine). Start it from a test that is
    not running an event loop itself: the child runs its own."""

    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        self.returncode: int | None = None
        self.pid = os.fork()
        if self.pid == 0:  # the child: play, and never return into the test
            code = 1
            try:
                asyncio.run(play(plan))
                code = 0
            except BaseException:
                traceback.print_exc()
            finally:
                os._exit(code)

    def poll(self) -> int | None:
        """Its exit code once it has ended (and is reaped), else None."""
        if self.returncode is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode

    def wait(self, patience: float) -> int:
        """Its exit code, once it has ended by itself."""
        waited = 0.0
        while (code := self.poll()) is None:
            assert waited < patience, "the player did not finish"
            time.sleep(0.05)
            waited += 0.05
        return code

    def kill(self) -> None:
        """SIGKILL, and reap it."""
        if self.poll() is None:
            os.kill(self.pid, signal.SIGKILL)
            _, status = os.waitpid(self.pid, 0)
            self.returncode = os.waitstatus_to_exitcode(status)

    def serving(self, since: int, *, patience: float = 60.0) -> None:
        """Wait until it has written to its acknowledgement file past `since` bytes (it is
        up and playing), so that a kill lands among its commands."""
        waited = 0.0
        while size(self.plan.acks) <= since:
            assert self.poll() is None, f"the player stopped by itself ({self.returncode})"
            assert waited < patience, "the player served nothing"
            time.sleep(0.02)
            waited += 0.02


def size(path: Path) -> int:
    return path.stat().st_size if path.exists() else 0


@dataclass
class Acks:
    """What the players acknowledged: (game, version) -> (actor, command), and what went
    wrong on the way (`refused`, and exceptions by name)."""

    commands: dict[tuple[int, int], tuple[str, str]]
    failures: dict[str, int]
    twice: list[tuple[int, int]]
    """(game, version) acknowledged by two commands: a version applied twice."""


def read_acks(*files: Path) -> Acks:
    acks = Acks({}, {}, [])
    for path in files:
        if not path.exists():
            continue
        for line in path.read_text().splitlines(keepends=True):
            if not line.endswith("\n"):
                continue  # cut by a kill (never, with one write a line; but never trusted)
            if line.startswith("!"):
                kind = line[2:].strip()
                acks.failures[kind] = acks.failures.get(kind, 0) + 1
                continue
            game, version, actor, command = line.rstrip("\n").split(" ", 3)
            key = (int(game), int(version))
            if key in acks.commands:
                acks.twice.append(key)
            acks.commands[key] = (actor, command)
    return acks


async def check_database(where: str, acks: Acks) -> int:
    """Every acknowledged command is stored at its version, once; each game's log runs
    1..version with no gap; each stored state is the replay of its log. Returns how many
    commands are stored."""
    assert acks.twice == [], "two commands acknowledged at one version"
    stored = 0
    async with await open_store(where) as store:
        service = GameService(store)
        for record in await store.games():
            version, session = await service.session(record.id)
            replayed = Session.replay(session.ruleset, session.origin, session.log)
            assert replayed.state.model_dump_json() == session.state.model_dump_json()
            rows = {v: (actor, json.loads(text)) for v, actor, text in
                    await store.commands(record.id)}
            assert sorted(rows) == list(range(1, version + 1)), "a gap in a game's log"
            stored += len(rows)
        for (game, version), (actor, command) in acks.commands.items():
            if version == 0:
                continue
            assert version in {v for v, _, _ in await store.commands(game)}, \
                f"acknowledged command lost: game {game} version {version}"
            held_actor, held = {v: (a, json.loads(t)) for v, a, t in
                                await store.commands(game)}[version]
            assert held_actor == actor
            assert ("undo_to" in held) if command == "undo" else held == json.loads(command)
    return stored


async def outbox_rows(where: str) -> list[tuple[int, str, str, bool, str]]:
    """(id, target, nonce, done, last error) of every outbox row, done meaning sent and
    not set aside."""
    query = ("SELECT id, target, nonce, sent_at IS NOT NULL AND set_aside_at IS NULL, "
             "coalesce(last_error, '') FROM outbox ORDER BY id")
    if is_server_url(where):
        import asyncpg

        conn = await asyncpg.connect(where)
        try:
            return [tuple(r) for r in await conn.fetch(query)]  # type: ignore[misc]
        finally:
            await conn.close()
    import sqlite3

    with sqlite3.connect(where) as db:
        return [(i, t, n, bool(d), e) for i, t, n, d, e in db.execute(query)]


async def check_delivered(where: str, record: Path) -> int:
    """Every outbox row sent, each by a post the fake Discord kept (the first of its nonce),
    and each target's first posts in outbox-id order. Returns how many messages."""
    rows = await outbox_rows(where)
    left = [(id_, error) for id_, _, _, done, error in rows if not done]
    assert left == [], f"outbox messages not sent (or set aside): {left[:5]}"
    by_nonce = {nonce: (target, id_) for id_, target, nonce, _, _ in rows}
    first: dict[str, tuple[str, int]] = {}
    for line in record.read_text().splitlines():
        nonce, target, id_ = line.split()
        assert by_nonce.get(nonce) == (target, int(id_)), "a post of no outbox row"
        first.setdefault(nonce, (target, int(id_)))
    assert set(first) == set(by_nonce), "an outbox message Discord never got"
    per_target: dict[str, list[int]] = {}
    for target, id_ in first.values():
        per_target.setdefault(target, []).append(id_)
    assert all(ids == sorted(ids) for ids in per_target.values()), "a target out of order"
    return len(rows)


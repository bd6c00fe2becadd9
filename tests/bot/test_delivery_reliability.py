"""Reliability of delivery with the failing fake Discord: several games, each channel and DM
a target, with 400/403/404/429/500/503, timeouts and dropped connections injected on chosen
targets. Every other target's messages still flow; none is lost (each message to a healthy
target arrives exactly once, in order per target), none doubled (a 500 or a timeout after
Discord stored the message included); permanent failures are set aside with a notice.
Small in the ordinary suite, large under `make soak`."""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from dataclasses import dataclass

import pytest

from bot.delivery import RetryPolicy
from bot.storage import NewMessage, SeatRecord
from tests.scale import scale

from .fake_discord import DM_BASE, quick_retries

QUICK = RetryPolicy(base=0.01, cap=0.05, max_attempts=6, timeout=0.3)
FIRST_CHANNEL, FIRST_USER = 40_000, 7_000
NOTICES = ("Moderators:", "I cannot DM")

FAULTS: list[tuple[str, str, dict]] = [
    # (name, target: channel / alice / bob, fake.fail arguments); permanent ones never end
    ("healthy", "", {}),
    ("403 missing permissions", "channel", {"status": 403, "code": 50013}),
    ("404 unknown channel", "channel", {"status": 404, "code": 10003}),
    ("403 closed DMs", "alice", {"status": 403, "code": 50007}),
    ("429 rate limited", "channel", {"status": 429, "retry_after": 1.0, "times": 3}),
    ("500 after storing", "channel", {"status": 500, "stored": True, "times": 7,
                                       "route": "message"}),
    ("503", "bob", {"status": 503, "times": 3}),
    ("timeout after storing", "alice", {"status": 500, "stored": True, "hang": 0.6,
                                        "times": 1}),
    ("dropped connection", "channel", {"drop": True, "times": 2}),
    ("400 too long", "", {}),  # one message over Discord's 2,000 characters
]
PERMANENT = {"403 missing permissions", "404 unknown channel", "403 closed DMs"}


@dataclass
class Game:
    id: int
    channel: int
    users: tuple[int, int]
    fault: str
    faulty: str

    def address(self, target: str) -> int:
        """Where a target's messages land on Discord."""
        if target == "channel":
            return self.channel
        return DM_BASE + self.users[0 if target == "alice" else 1]


async def set_up(fake, bot, games: int, per_game: int) -> tuple[list[Game], dict[int, list]]:
    """Games with their faults injected and their messages owed; returns what each
    healthy address must receive, in order."""
    out, expected = [], {}
    for n in range(games):
        name, faulty, fail = FAULTS[n % len(FAULTS)]
        channel, users = FIRST_CHANNEL + n, (FIRST_USER + 2 * n, FIRST_USER + 2 * n + 1)
        game_id = await bot.store.create_game(
            ruleset="classic", options="{}", seed=1, state="{}", events=[],
            channel_id=channel, seats=[SeatRecord("alice", "atreides", users[0]),
                                       SeatRecord("bob", "harkonnen", users[1])])
        game = Game(game_id, channel, users, name, faulty)
        if fail:
            where = {"channel_id": channel} if faulty == "channel" else {
                "user_id": users[0 if faulty == "alice" else 1]}
            fake.fail(**where, **fail)
        owed = []
        for m in range(per_game):
            target = ("channel", "alice", "bob")[m % 3]
            text = "x" * 2001 if name == "400 too long" and m == 3 else f"g{n} m{m} {target}"
            owed.append(NewMessage(target="channel" if target == "channel" else
                                   f"seat:{target}", payload=json.dumps({"text": text})))
            if not (name in PERMANENT and target == faulty) and len(text) <= 2000:
                expected.setdefault(game.address(target), []).append(text)
        owed = [NewMessage(f"channel:{channel}" if m.target == "channel" else m.target,
                           m.payload) for m in owed]
        await bot.store.owe(game_id, 0, owed)
        out.append(game)
    return out, expected


async def delivered(bot, timeout: float) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while await bot.store.pending_messages(1):
        assert asyncio.get_running_loop().time() < deadline, "messages still owed"
        await asyncio.sleep(0.02)


async def run_scenario(world, monkeypatch, games: int, per_game: int) -> dict[str, int]:
    quick_retries(monkeypatch)
    fake, bot = world
    bot.delivery.policy, bot.delivery.poll = QUICK, 0.05
    scenario, expected = await set_up(fake, bot, games, per_game)
    bot.wake_delivery()
    await delivered(bot, timeout=scale(20, 600))
    received: dict[int, list[str]] = {}
    for cid, body in fake.created:
        if not body.get("content", "").startswith(NOTICES):
            received.setdefault(cid, []).append(body["content"])
    sent = sum(len(texts) for texts in expected.values())
    lost = sum((Counter(texts) - Counter(received.get(cid, []))).total()
               for cid, texts in expected.items())
    doubled = sum(n - 1 for texts in received.values() for n in Counter(texts).values())
    for cid, texts in expected.items():
        assert received.get(cid, []) == texts, f"address {cid}: lost, doubled or out of order"
    aside = await bot.store.set_aside_messages()
    for game in scenario:
        notices = [b["content"] for cid, b in fake.created
                   if cid == game.channel and b["content"].startswith(NOTICES)]
        if game.fault == "403 closed DMs":
            assert notices == ["I cannot DM alice: open your DMs, or use `/game view` here "
                               "to read your secrets privately."]
        elif game.fault == "400 too long":
            assert notices == ["Moderators: a message for this channel could not be "
                               "delivered and was set aside (Discord refused it). The game "
                               "goes on."]
        elif game.fault in PERMANENT:  # its channel refuses the notice too: set aside
            assert not notices and any(m.game_id == game.id and json.loads(m.payload).get(
                "notice") for m, _ in aside)
        else:
            assert not notices
    notices = sum(b.get("content", "").startswith(NOTICES) for _, b in fake.created)
    figures = {"games": games, "messages owed": games * per_game, "to healthy targets": sent,
               "notices posted": notices, "set aside": len(aside),
               "failures injected": sum(f.hits for f in fake.failures) + games // len(FAULTS),
               "lost": lost, "doubled": doubled}
    print("delivery reliability:", ", ".join(f"{k} {v}" for k, v in figures.items()))
    assert lost == 0 and doubled == 0
    return figures


async def test_every_healthy_target_gets_each_message_once_in_order(world, monkeypatch):
    figures = await run_scenario(world, monkeypatch, games=len(FAULTS), per_game=12)
    assert figures["failures injected"] >= len(FAULTS)


@pytest.mark.soak
async def test_soak_every_healthy_target_gets_each_message_once_in_order(world, monkeypatch):
    await run_scenario(world, monkeypatch, games=scale(len(FAULTS), 5 * len(FAULTS)),
                       per_game=scale(12, 150))

"""Hostile `/do` input through the real discord.py client and the fake Discord: random bytes,
control characters, huge numbers, unusual unicode, stray quotes, over-long lines and every
command name with garbage arguments. Each interaction gets exactly one answer, nothing
fails on our side, and a refused move leaves the stored game exactly as it was."""

from __future__ import annotations

import logging
import random
import time

import pytest

from bot.answers import APOLOGY_WORDS
from bot.words import say
from engine.rulesets.classic.protocol import agents
from engine.rulesets.classic.protocol.commands import registry
from engine.rulesets.classic.protocol.ruleset import RULESET
from tests.scale import scale

from .fake_discord import ALICE, BOB, slash, start_game, texts, until

NAMES = [c.name for c in registry]
SEATS = {"alice": ALICE, "bob": BOB}
WEIRD = ["\x00", "\x1b[31m", "\u202e", "\u200b", "\ufeff", "🏜️", "Ä", "ß", "İ", "ﬁ", "\r\n",
         "\t", "`", "```", "@everyone", "<@501>", "||", "\\", "=", "==", "from=", "-"]
NUMBERS = ["-1", "0", "+3", "-0", "1e9", "0x10", "٣", "²", "9" * 25, "9" * 5000,
           str(2**63), str(-(2**63) - 1), "NaN", "inf", "1_000"]

APOLOGY = say(APOLOGY_WORDS)
"""The English words of the apology."""


def garbage(rng: random.Random) -> str:
    """A few words of something no one should type."""
    pick = rng.randrange(5)
    if pick == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40))).decode(
            "utf-8", "replace")
    if pick == 1:
        return "".join(chr(rng.randrange(0, 0x3000)) for _ in range(rng.randrange(1, 30)))
    if pick == 2:
        return " ".join(rng.choice(NUMBERS) for _ in range(rng.randrange(1, 4)))
    if pick == 3:
        return " ".join(rng.choice(WEIRD) + rng.choice(["", "x", "arrakeen", '"'])
                        for _ in range(rng.randrange(1, 6)))
    return rng.choice(['"', '"the great', '""', '" "', "'", '"\\""', "a=b=c", "from"])


def hostile(rng: random.Random) -> str:
    """One hostile `/do` text: a command name with garbage, or garbage alone, or too long."""
    pick = rng.randrange(10)
    if pick < 6:
        return f"{rng.choice(NAMES)} {garbage(rng)}"
    if pick < 8:
        return garbage(rng)
    if pick == 8:
        return f"{rng.choice(NAMES)} {'x' * rng.randrange(200, 6000)}"
    return rng.choice(NAMES) + " " + " ".join(garbage(rng) for _ in range(20))


async def stored(bot) -> tuple[int, str]:
    record, state = await bot.store.load(1)
    return record.version, state


def answered(fake, before: int) -> list[str]:
    return [t for t in texts(fake)[before:] if t]


async def next_answer(fake, before: int, seen: int) -> str:
    await until(lambda: len(answered(fake, before)) > seen)
    return answered(fake, before)[seen]


def progress(rng: random.Random, session) -> dict | None:
    """A legal move for the first seat the game waits for (or a moderator's `force`), so
    hostile input meets every phase; None once the game is over."""
    decisions = RULESET.pending(session.state)
    if not decisions:
        return None
    seat = decisions[0].seat
    command = agents.choose(session.state, seat, rng)
    if command is None or seat not in SEATS:
        return slash("mod", [{"name": "command", "value": "force"}], uid=ALICE, manage=True)
    return slash("do", [{"name": "command", "value": RULESET.registry.usage_of(command)}],
                 uid=SEATS[seat])


async def barrage(fake, bot, count: int, seed: int, caplog) -> dict[str, float]:
    """Send `count` hostile moves one after another, with a legal move now and then; check
    each answer and, after each refusal, the store."""
    await start_game(fake, bot)
    rng = random.Random(seed)
    before = len(fake.responses)
    sent, accepted, slowest = 0, 0, 0.0
    start = time.perf_counter()
    for _ in range(count):
        if rng.random() < 0.1:
            _, session = await bot.service.session(1)
            payload = progress(rng, session)
            if payload is not None:
                seen = len(answered(fake, before))
                bot._connection.parse_interaction_create(payload)
                sent += 1
                assert APOLOGY not in await next_answer(fake, before, seen)
            continue
        text = hostile(rng)
        uid = rng.choice([ALICE, BOB])
        options = [{"name": "command", "value": text}]
        if rng.random() < 0.2:
            options.append({"name": "game", "value": rng.choice([-1, 0, 1, 2, 2**53])})
        version, state = await stored(bot)
        seen = len(answered(fake, before))
        began = time.perf_counter()
        bot._connection.parse_interaction_create(slash("do", options, uid=uid))
        sent += 1
        answer = await next_answer(fake, before, seen)
        slowest = max(slowest, time.perf_counter() - began)
        assert APOLOGY not in answer, (text, answer)
        assert len(answer) <= 2000
        if answer.startswith("✓"):
            accepted += 1
        else:
            assert await stored(bot) == (version, state), (text, answer)
    elapsed = time.perf_counter() - start
    await until(lambda: len(answered(fake, before)) >= sent)
    answers = [r for r in fake.responses[before:] if (r.get("data") or {}).get("content")]
    assert len(answers) == sent  # exactly one answer each, none lost, none doubled
    assert all(r["data"].get("flags", 0) & 64 for r in answers)  # all private
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == []
    _, session = await bot.service.session(1)
    return {"sent": sent, "accepted": accepted, "seconds": elapsed, "slowest": slowest,
            "turn": session.state.turn}


def report(figures: dict[str, float]) -> None:
    print(f"\nhostile /do: {figures['sent']} interactions (a tenth of them legal moves, "
          f"to turn {figures['turn']}), {figures['accepted']} hostile ones accepted, every one "
          f"answered once; {figures['seconds']:.2f} s in all, slowest answer "
          f"{figures['slowest'] * 1000:.0f} ms")


async def test_hostile_moves_are_each_answered_once_and_change_nothing(world, caplog):
    fake, bot = world
    report(await barrage(fake, bot, 150, seed=1, caplog=caplog))


@pytest.mark.soak
async def test_hostile_moves_at_scale(world, caplog):
    fake, bot = world
    report(await barrage(fake, bot, scale(150, 3000), seed=2, caplog=caplog))

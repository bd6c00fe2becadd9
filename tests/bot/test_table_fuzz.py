"""Hostile input at the local table, against a real game in a real SQLite file: every line
gets an answer, nothing crashes, and a line that is not accepted leaves the state exactly as
it was (its JSON byte for byte) and the stored version unchanged."""

from __future__ import annotations

import io
import json
import random
from dataclasses import dataclass, field

import pytest

from bot.service import GameService
from bot.storage import SqliteStore
from bot.table import Table, parse_seats
from engine.core import MODERATOR_SEAT, Origin
from engine.core.commands import MAX_COMMAND_LENGTH
from engine.rulesets.classic.data import LEADERS, TERRITORIES, TREACHERY_CARDS
from engine.rulesets.classic.protocol import agents
from engine.rulesets.classic.protocol.ruleset import RULESET
from tests.scale import scale

SEATS = "alice:atreides,bob:harkonnen,carol:fremen,dave:bene_gesserit"
BATCHES = 4
SEAT_NAMES = ["alice", "bob", "carol", "dave", MODERATOR_SEAT]
TABLE_WORDS = ["state", "view", "pending", "board", "territory", "help"]
COMMAND_NAMES = [cls.name for cls in RULESET.registry]
NAMES = [*TERRITORIES, *LEADERS, *TREACHERY_CARDS, "atreides", "none", "all", "reserves"]
ODD = ["\x00", "\x1b[2J", "\r", "\t", "\x7f", "\u202e", "\u200b", "\ufeff", "\U0001f40d",
       "e\u0301", "砂", "ﷺ", "\\", "`", "```", "@everyone", "<@123>", "||x||", "%s", "{0}",
       "'", '"', "''", '""', "\"'", "=", "==", "=x", "x=", "a=b=c", "#", ":", "::", ";"]
NUMBERS = ["0", "-1", "+3", "99999999999999999999999999", "1e9", "0x10", "٣", "1_000",
           "3.5", "-0", str(2**64), "NaN", "inf"]


@dataclass
class Figures:
    lines: int = 0
    accepted: int = 0
    crashed: list[str] = field(default_factory=list)
    unanswered: list[str] = field(default_factory=list)
    changed_on_refusal: list[str] = field(default_factory=list)

    def summary(self) -> str:
        return (f"{self.lines} lines, {len(self.crashed)} crashes, {len(self.unanswered)} "
                f"unanswered, {len(self.changed_on_refusal)} state changes on refusal, "
                f"{self.accepted} accepted")

    def failures(self) -> list[str]:
        return [*self.crashed, *self.unanswered, *self.changed_on_refusal][:5]


def _garbage(rng: random.Random) -> str:
    """One hostile argument: odd characters, numbers, names, quotes and `=` forms."""
    pick = rng.randrange(9)
    if pick == 0:
        return rng.choice(ODD)
    if pick == 1:
        return rng.choice(NUMBERS)
    if pick == 2:
        return rng.choice(NAMES)
    if pick == 3:
        return rng.choice(["sector", "from", "what", "kind", "count", "x"]) + "=" + rng.choice(
            [*NUMBERS, *ODD, '"' + rng.choice(NAMES) + '"', "'" + rng.choice(NAMES)])
    if pick == 4:
        return rng.choice("\"'") + rng.choice(NAMES) + rng.choice(["", "\"", "'", "\\\""])
    if pick == 5:
        return "".join(chr(rng.randrange(0x20, 0x2FFF)) for _ in range(rng.randrange(1, 8)))
    if pick == 6:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 12))).decode(
            "utf-8", errors="replace")
    if pick == 7:
        return "".join(chr(rng.randrange(0, 0x20)) for _ in range(rng.randrange(1, 4)))
    return rng.choice(NAMES).upper()[: rng.randrange(1, 12)]


def hostile_line(rng: random.Random) -> str:
    """A line no careful player would type (some happen to be legal; most are refused)."""
    kind = rng.randrange(8)
    args = " ".join(_garbage(rng) for _ in range(rng.randrange(0, 6)))
    if kind == 0:  # random bytes, read the way the table reads a script
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 80))).decode(
            "utf-8", errors="replace")
    if kind == 1:  # very long lines, around the limit and far beyond it
        size = rng.choice([MAX_COMMAND_LENGTH - 5, MAX_COMMAND_LENGTH + 1, 5_000, 50_000])
        return f"{rng.choice(SEAT_NAMES)}: {rng.choice(COMMAND_NAMES)} " + "x " * (size // 2)
    if kind == 2:  # a wrong seat, with a command that is also wrong
        seat = rng.choice(["zed", "ALICE", "alice2", "", " ", "mod mod", "\x00", "al:ice"])
        return f"{seat}: {rng.choice(COMMAND_NAMES)} {args}"
    if kind == 3:  # a table word with garbage
        return f"{rng.choice(TABLE_WORDS)} {args}"
    if kind == 4:  # a seat and only garbage
        return f"{rng.choice(SEAT_NAMES)}: {args}"
    return f"{rng.choice(SEAT_NAMES)}: {rng.choice(COMMAND_NAMES)} {args}"


def every_command(rng: random.Random) -> list[str]:
    """Each command name once, from a random seat, with garbage arguments."""
    return [f"{rng.choice(SEAT_NAMES)}: {name} "
            + " ".join(_garbage(rng) for _ in range(rng.randrange(1, 5)))
            for name in COMMAND_NAMES]


async def _state(service: GameService, game_id: int) -> tuple[int, str]:
    version, session = await service.session(game_id)
    return version, session.state.model_dump_json()


async def _advance(service: GameService, game_id: int, rng: random.Random, steps: int) -> None:
    """Move the game on with random legal commands, so the fuzz meets several phases."""
    for _ in range(steps):
        _, session = await service.session(game_id)
        seats = [d.seat for d in RULESET.pending(session.state) if d.seat != MODERATOR_SEAT]
        seat = rng.choice(seats) if seats else MODERATOR_SEAT
        command = agents.choose(session.state, seat, rng) if seats else None
        if command is None:
            seat, command = MODERATOR_SEAT, session.parse("force")
        await service.execute(game_id, seat, command)


async def fuzz(tmp_path, lines: int, seed: int = 0) -> Figures:
    """Every command with garbage, then `lines` hostile lines, in four batches; the game is
    moved on by legal play between batches."""
    rng = random.Random(seed)
    figures = Figures()
    async with await SqliteStore.open(tmp_path / "fuzz.sqlite3") as store:
        service = GameService(store)
        origin = Origin(ruleset="classic", options={}, seats=parse_seats(SEATS), seed=seed)
        game_id, _ = await service.create(origin)
        table = Table(service, game_id, io.StringIO(), as_json=True)
        for batch in range(BATCHES):
            if batch:
                await _advance(service, game_id, rng, 25)
            for line in [*every_command(rng), *(hostile_line(rng) for _ in range(
                    lines // BATCHES))]:
                if line.strip() not in {"quit", "exit"}:
                    await _try(table, line, figures)
    return figures


async def _try(table: Table, line: str, figures: Figures) -> None:
    """Feed one line; note a crash, a missing answer, or a refusal that changed the game."""
    before = await _state(table.service, table.game_id)
    out = table.out
    start = out.tell()
    figures.lines += 1
    try:
        await table.handle(line)
    except Exception as err:
        figures.crashed.append(f"{line[:200]!r}: {err!r}")
        return
    records = [json.loads(r) for r in out.getvalue()[start:].splitlines()]  # type: ignore[attr-defined]
    silent = line.strip() == "" or line.strip().startswith("#")
    if (not silent and not records) or any(r["line"] != table.line_no for r in records):
        figures.unanswered.append(repr(line[:200]))
    if any(r.get("ok") is True for r in records):
        figures.accepted += 1
    elif await _state(table.service, table.game_id) != before:
        figures.changed_on_refusal.append(repr(line[:200]))


async def test_a_thousand_hostile_lines_get_answers_and_change_nothing_when_refused(tmp_path):
    figures = await fuzz(tmp_path, lines=1_000)
    assert figures.lines >= 990 and not figures.failures(), figures.summary()


@pytest.mark.soak
async def test_hostile_lines_at_scale_get_answers_and_change_nothing_when_refused(tmp_path):
    figures = await fuzz(tmp_path, lines=scale(1_000, 40_000), seed=7)
    print("table fuzz:", figures.summary())
    assert not figures.failures(), figures.summary() + "\n" + "\n".join(figures.failures())

"""Every refusal names what would work for the seat that typed it: over random positions
of random games of every ruleset, each seat types a command that is ill-formed (a typo, a
command without its values, a bad value) or illegal now (a random command, another seat's
move), and the refusal names one of that seat's legal moves now, or a limit (a number),
changes nothing, shows no other seat's moves and fits a Discord message."""

from __future__ import annotations

import random
import re

import pytest
from pydantic import BaseModel

from engine.core import Command, RuleError, Ruleset, Session
from tests.scale import scale

from . import checks
from .checks import SUBJECTS

GAMES = scale(2, 12)
RATE = 0.05
"""The share of a game's positions tried (beyond the first of each kind of wait)."""
DISCORD_MESSAGE = 2000
NUMBER = re.compile(r"[0-9]")


def typo(name: str, rng: random.Random) -> str:
    """`name` with one letter dropped, doubled or two swapped."""
    at = rng.randrange(len(name))
    kind = rng.randrange(3)
    if kind == 0 and len(name) > 2:
        return name[:at] + name[at + 1:]
    if kind == 1 or at == len(name) - 1:
        return name[:at] + name[at] + name[at:]
    return name[:at] + name[at + 1] + name[at] + name[at + 2:]


def bad_line(ruleset: Ruleset, state: BaseModel, seat: str, legal: dict[str, list[Command]],
             rng: random.Random) -> str:
    """A line the seat should not get through: ill-formed or illegal now (`legal`: each
    seat's legal commands now)."""
    registry = ruleset.registry
    names = [c.name for c in registry]
    roll = rng.randrange(5)
    if roll == 0:
        return typo(rng.choice(names), rng) + " 1"
    if roll == 1:
        return rng.choice(names)  # its values left out
    if roll == 2:
        return f"{rng.choice(names)} {rng.choice(checks.JUNK_WORDS)}"
    theirs = [c for s, commands in legal.items() if s != seat for c in commands]
    if roll == 3 and theirs:
        return registry.usage_of(rng.choice(theirs))
    command = checks.random_command(ruleset, state, rng)
    return registry.usage_of(command) if command is not None else "???"


def refusal(session: Session, seat: str, line: str) -> str | None:
    """The refusal of `line` typed by `seat` (None: it was accepted), on a copy."""
    trial = checks.copy_of(session)
    before, log = trial.state.model_dump_json(), list(trial.log)
    try:
        trial.apply(seat, trial.read(seat, line))
    except RuleError as err:
        assert trial.state.model_dump_json() == before and trial.log == log, line
        return err.text
    return None


@pytest.mark.parametrize("ruleset", SUBJECTS, ids=lambda r: r.name)
def test_every_refusal_names_a_move_of_the_seat_or_a_limit(ruleset: Ruleset):
    rng = random.Random(ruleset.name)
    refused = 0
    for seed in range(GAMES):
        for step in checks.sampled(ruleset, checks.played(ruleset, seed), rng, RATE):
            state = step.session.state
            commands = {s: ruleset.legal(state, s) for s in ruleset.seats(state)}
            legal = {s: [ruleset.registry.usage_of(c) for c in cs] for s, cs in commands.items()}
            for seat, moves in legal.items():
                line = bad_line(ruleset, state, seat, commands, rng)
                text = refusal(step.session, seat, line)
                if text is None:
                    continue
                refused += 1
                said = f"{checks.where(step)}: {seat}: `{line}` -> {text}"
                assert len(text) < DISCORD_MESSAGE, said
                assert any(f"`{m}`" in text for m in moves) or NUMBER.search(text), said
                if not moves:
                    continue  # a seat with no move now is told where the game stands
                for other, theirs in legal.items():
                    leaked = [m for m in theirs if m not in moves and " " in m
                              and f"`{m}`" in text]
                    assert other == seat or not leaked, f"{said} names {other}'s {leaked}"
    assert refused > 0

"""A random game of every ruleset played to its end at the table in every language: each
move typed as a player types it, the status, every seat's sheet and the board looked at
on the way. Nothing is refused or fails in any language, and in the tests' pseudo-language
(every catalogue word marked) no line the table prints holds a word that bypassed the
catalogue: only players' names, typed commands and typed values are left unmarked."""

from __future__ import annotations

import io
import re

import pytest

from bot.service import GameService
from bot.storage.sqlite import SqliteStore
from bot.table import Table, table_words
from engine.core.simulation import play, sample_origin
from engine.core.words import LANGUAGES
from engine.core.words.languages import PSEUDO
from engine.core.words.pseudo import unmarked
from engine.rulesets.catalog import RULESETS

LOOK_EVERY = 40
"""Moves between two looks at the status, the sheets and the board."""


def script(name: str, seed: int) -> tuple[object, list[str]]:
    """A random game's origin, and the lines that play it at the table with looks."""
    ruleset = RULESETS[name]
    origin = sample_origin(ruleset, seed)
    session = play(ruleset, origin, seed=seed).session
    lines: list[str] = []
    for n, logged in enumerate(session.log):
        if n % LOOK_EVERY == 0:
            lines += ["status", "pending", "board", *(f"view {s.name}" for s in origin.seats)]
        command = ruleset.registry.load(logged.command)
        lines.append(f"{logged.actor}: {ruleset.registry.usage_of(command)}")
    return origin, [*lines, "status", "board", "options", "help", "xyzzy"]


async def played(tmp_path, name: str, language: str, seed: int) -> tuple[list[str], str]:
    origin, lines = script(name, seed)
    async with await SqliteStore.open(tmp_path / f"{name}-{language}.sqlite3") as store:
        service = GameService(store)
        game_id, _ = await service.create(origin)
        out = io.StringIO()
        table = Table(service, game_id, out, as_json=False, language=language)
        for line in lines:
            await table.handle(line)
        _, session = await service.session(game_id)
        assert session.ruleset.finished(session.state), f"{name} in {language} did not end"
    return lines, out.getvalue()


@pytest.mark.parametrize("language", [*LANGUAGES, PSEUDO])
@pytest.mark.parametrize("name", sorted(RULESETS))
async def test_a_whole_game_is_played_in_every_language(tmp_path, name, language):
    lines, out = await played(tmp_path, name, language, seed=7)
    refused = [line for line in out.splitlines() if line.startswith("! ")]
    assert len(refused) == 1, refused  # only the `xyzzy` at the end
    if language != PSEUDO:
        return
    typed = {w for line in lines for w in re.findall(r"[^\W\d_]+", line)}
    allowed = typed | {w for t in table_words(RULESETS[name]) for w in re.findall(r"\w+", t)}
    allowed |= {"mod", "help", "all", "quit"}
    for line in out.splitlines():
        assert unmarked(line, allowed) == [], line

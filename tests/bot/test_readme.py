"""The README as a user follows it: its example script plays as written at the table it
describes, and its set-up guide asks Discord for what the bot really uses."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import discord
import pytest

from bot.cli import main
from bot.invite import PERMISSIONS, SCOPES

README = (Path(__file__).resolve().parents[2] / "README.md").read_text()


def section(title: str) -> str:
    start = README.index(f"\n## {title}\n")
    end = README.find("\n## ", start + 1)
    return README[start:end if end >= 0 else None]


def blocks(text: str) -> list[tuple[str, str]]:
    """The fenced code blocks of a text: (language, body)."""
    return re.findall(r"^```(\w*)\n(.*?)^```$", text, re.M | re.S)


def table_example(title: str) -> tuple[list[str], str]:
    """The table's command line (without the program) and the example script after it."""
    found = blocks(section(title))
    command = next(body for lang, body in found if lang == "sh" and " table " in body)
    argv = shlex.split(command.replace("\\\n", " "))
    script = next(body for lang, body in found if lang == "" and ": " in body)
    return argv[argv.index("table"):], script


@pytest.mark.parametrize("title", ["The local table", "Dune The Dice Game", "Diuna"])
def test_the_readme_example_script_succeeds_line_by_line(title, tmp_path, capsys):
    argv, script = table_example(title)
    argv[argv.index("--db") + 1] = str(tmp_path / "table.sqlite3")
    path = tmp_path / "example.txt"
    path.write_text(script)
    assert main([*argv, "--script", str(path), "--json"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    lines = script.splitlines()
    assert sum(" # " in line for line in lines) >= 5  # trailing comments are read as such
    for number, line in enumerate(lines, start=1):
        answers = [r for r in records if r["line"] == number]
        refused = [r["error"] for r in answers if r.get("ok") is False]
        assert not refused, f"line {number} `{line}`: {refused}"
        if not line.startswith("#"):
            assert any(r.get("ok") for r in answers), f"line {number} `{line}` was not played"
    last = max(n for n, line in enumerate(lines, start=1) if not line.startswith("#"))
    assert records[-1]["line"] == last


def test_the_readme_asks_for_the_permissions_and_scopes_the_bot_uses():
    guide = section("On Discord")
    assert f"scope={'+'.join(SCOPES)}&permissions={PERMISSIONS.value}" in guide
    rows = re.findall(r"^   \| ([A-Z][\w ]+) \| .+ \|$", guide, re.M)
    listed = discord.Permissions(**{name.lower().replace(" ", "_"): True for name in rows})
    assert listed == PERMISSIONS, rows  # the table names each one, and no other


def test_the_readme_diuna_status_is_what_the_table_shows_after_its_script(tmp_path, capsys):
    argv, script = table_example("Diuna")
    shown = blocks(section("Diuna"))[-1][1]
    argv[argv.index("--db") + 1] = str(tmp_path / "table.sqlite3")
    path = tmp_path / "example.txt"
    path.write_text(script + "status\n")
    assert main([*argv, "--script", str(path), "--json"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    status = next(r["status"] for r in records if "status" in r)
    assert status["block"] + "\n" == shown

"""The README as a user follows it: its example script plays as written at the table it
describes, and its set-up guide asks Discord for what the bot really uses."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
from pathlib import Path

import discord
import pytest

from bot.cli import main
from bot.invite import PERMISSIONS, SCOPES

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()


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


@pytest.mark.parametrize("title", ["The local table", "Dune The Dice Game", "Diuna",
                                   "Santini's hex wargame"])
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


def test_the_readme_game_in_italian_is_what_the_table_prints(tmp_path, capsys):
    """The Italian example: every line it shows (but the elisions and the database's
    name) is a line the table prints for that command and script."""
    shown = next(body for lang, body in blocks(section("The local table"))
                 if lang == "text" and "--lang it" in body)
    command, *lines = shown.splitlines()
    argv = shlex.split(command.removeprefix("$ dune-moderator "))
    script = tmp_path / "it.txt"
    script.write_text("alice: traitor\nview alice\n")
    argv[argv.index("--script") + 1] = str(script)
    assert main([*argv, "--db", str(tmp_path / "t.sqlite3")]) == 0
    printed = capsys.readouterr()
    out = (printed.err + printed.out).splitlines()
    for line in lines:
        if line.strip() != "..." and not line.startswith("Partita 1 ("):
            assert line in out, line


def test_the_readme_asks_for_the_permissions_and_scopes_the_bot_uses():
    guide = section("On Discord")
    assert f"scope={'+'.join(SCOPES)}&permissions={PERMISSIONS.value}" in guide
    rows = re.findall(r"^   \| ([A-Z][\w ]+) \| .+ \|$", guide, re.M)
    listed = discord.Permissions(**{name.lower().replace(" ", "_"): True for name in rows})
    assert listed == PERMISSIONS, rows  # the table names each one, and no other


@pytest.mark.parametrize("title", ["Diuna", "Santini's hex wargame"])
def test_the_readme_status_is_what_the_table_shows_after_its_script(title, tmp_path, capsys):
    argv, script = table_example(title)
    shown = blocks(section(title))[-1][1]
    argv[argv.index("--db") + 1] = str(tmp_path / "table.sqlite3")
    path = tmp_path / "example.txt"
    path.write_text(script + "status\n")
    assert main([*argv, "--script", str(path), "--json"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    status = next(r["status"] for r in records if "status" in r)
    assert status["block"] + "\n" == shown


NOT_RUN = {
    "make run": "starts the Discord bot, or the demo run below",
    "make test": "the whole suite, this test among it",
    "make run-postgres": "starts a PostgreSQL server and the bot or a table game "
    "(tests/bot/test_cli.py runs `dune-moderator postgres`)",
    ".venv/bin/dune-moderator bot": "logs in to Discord (tests/bot/test_start.py)",
    "cp .env.example .env": "Docker's set-up (tests/bot/test_docker.py)",
    "make mutate": "mutation testing, minutes long",
    'make mutate MUTATE_ARGS="--ruleset dice --sample 2 --budget 600"': "mutation testing, "
    "ten minutes",
    'make mutate MUTATE_ARGS="--module bidding --all"': "mutation testing, minutes long",
    'make mutate MUTATE_ARGS="--seed 1 --budget 1800"': "mutation testing, half an hour",
}
"""Command lines of the README not run here, each with why; the Docker lines are run by
`tests/bot/test_docker.py` where Docker is available."""


def command_lines() -> list[str]:
    """Every command line the README shows, in its order: the lines of its `sh` blocks (a
    `\\` joins the next, a `#` comment is dropped) and each inline `code` that runs the
    program; Docker's are left to `tests/bot/test_docker.py`."""
    found: list[tuple[int, str]] = []
    for block in re.finditer(r"^```(\w*)\n(.*?)^```$", README, re.M | re.S):
        if block.group(1) == "sh":
            for line in block.group(2).replace("\\\n", " ").splitlines():
                line = " ".join(line.split("  #")[0].split())
                if line:
                    found.append((block.start(), line))
    prose = re.sub(r"^```.*?^```$", lambda m: " " * len(m.group()), README, flags=re.M | re.S)
    found += [(span.start(), span.group(1)) for span in re.finditer(r"`([^`\n]+)`", prose)
              if "dune-moderator " in span.group(1)]
    return [line for _, line in sorted(found) if not line.startswith("docker ")]


def test_every_command_line_of_the_readme_runs_as_written_from_the_clone(tmp_path):
    """In a fresh folder holding the clone's `.venv` and nothing on PATH from it, each
    command line runs in the README's order (a later line may use a file an earlier one
    made) and succeeds: a program named without `.venv/bin/` would not be found, as after
    `make run` it is not."""
    (tmp_path / ".venv").symlink_to(ROOT / ".venv")
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "DUNE_DB")}
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep)
                                  if ".venv" not in p)
    lines = command_lines()
    assert set(NOT_RUN) <= set(lines), set(NOT_RUN) - set(lines)
    ran = []
    for line in lines:
        if line in NOT_RUN:
            continue
        done = subprocess.run(["bash", "-c", line], cwd=tmp_path, env=env, timeout=120,
                              stdin=subprocess.DEVNULL, capture_output=True, text=True,
                              check=False)
        assert done.returncode == 0, f"`{line}`: {done.stderr[-500:]}"
        ran.append(line)
    assert any(" demo --seed 3 --turns 2" in line for line in ran)
    assert (tmp_path / "board.svg").read_text().lstrip().startswith("<svg")
    assert len(ran) >= 7, ran

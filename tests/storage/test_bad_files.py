"""Database files we cannot use: every one ends `table` and the bot's start promptly, with
one line that names the file and what is wrong, and never a traceback or a hang (an
unclosed connection's thread would keep the process alive)."""

from __future__ import annotations

import asyncio
import os
import shutil
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.cli import main
from bot.storage import SqliteStore, UnusableDatabase

ROOT = Path(__file__).resolve().parents[2]
SEATS = "alice:atreides,bob:harkonnen"
NO_WRITE_OVERRIDE = [
    "setpriv",
    "--bounding-set",
    "-dac_override,-dac_read_search",
    "--inh-caps",
    "-dac_override,-dac_read_search",
]
"""Root writes read-only files anyway; without these capabilities it is refused like anyone."""


def as_user(argv: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return argv
    if shutil.which("setpriv") is None:
        pytest.skip("root cannot be refused a write here (no setpriv)")
    return NO_WRITE_OVERRIDE + argv


def cli(
    tmp_path: Path, *args: str, env: dict[str, str] | None = None, timeout: float = 30
) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
    return subprocess.run(
        as_user([sys.executable, "-m", "bot.cli", *args]),
        cwd=tmp_path,
        env=environment,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def good_database(path: Path) -> Path:
    """A real games file with a game and a few moves in it."""
    script = path.parent / "moves.txt"
    script.write_text("mod: force\n")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "bot.cli",
            "table",
            "--db",
            str(path),
            "--seats",
            SEATS,
            "--script",
            str(script),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 0, done.stderr
    return path


def random_bytes(tmp: Path) -> Path:
    (path := tmp / "random.sqlite3").write_bytes(os.urandom(16384))
    return path


def text_file(tmp: Path) -> Path:
    (path := tmp / "notes.txt").write_text("shopping list\n" * 200)
    return path


def foreign(tmp: Path) -> Path:
    with sqlite3.connect(path := tmp / "other-app.sqlite3") as db:
        db.execute("CREATE TABLE recipes (name TEXT, steps TEXT)")
    return path


def truncated(tmp: Path) -> Path:
    path = good_database(tmp / "truncated.sqlite3")
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    return path


def corrupt(tmp: Path) -> Path:
    path = good_database(tmp / "corrupt.sqlite3")
    data = bytearray(path.read_bytes())
    data[4096:] = os.urandom(len(data) - 4096)  # every page after the first
    path.write_bytes(bytes(data))
    return path


def read_only_folder(tmp: Path) -> Path:
    (tmp / "ro").mkdir()
    path = good_database(tmp / "ro" / "games.sqlite3")
    (tmp / "ro").chmod(0o555)
    return path


def a_folder(tmp: Path) -> Path:
    (path := tmp / "games.sqlite3").mkdir()
    return path


def newer_schema(tmp: Path) -> Path:
    path = good_database(tmp / "newer.sqlite3")
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 99")
    return path


CASES: dict[str, tuple[Callable[[Path], Path], str]] = {
    "random bytes": (random_bytes, "it is not a SQLite database"),
    "a text file": (text_file, "it is not a SQLite database"),
    "another program's database": (foreign, "it belongs to another program (tables: recipes)"),
    "a truncated file": (truncated, "the file is damaged"),
    "a corrupt file": (corrupt, "the file is damaged"),
    "a read-only folder": (read_only_folder, "it is read-only"),
    "a folder as the path": (a_folder, "it is a folder, not a file"),
    "a newer schema": (newer_schema, "its schema is version 99, newer than this program"),
}


def assert_one_line_refusal(
    done: subprocess.CompletedProcess[str], path: Path, reason: str
) -> None:
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr
    assert done.stderr.strip() == done.stderr.strip().splitlines()[0]  # one line
    assert f"Cannot use the database {path}: {reason}" in done.stderr


@pytest.fixture(params=list(CASES), ids=list(CASES))
def bad_file(request, tmp_path):
    make, reason = CASES[request.param]
    path = make(tmp_path)
    yield path, reason
    for folder in (tmp_path / "ro",):
        if folder.exists():
            folder.chmod(0o755)


def test_the_table_refuses_a_bad_database_in_one_line(tmp_path, bad_file):
    path, reason = bad_file
    done = cli(tmp_path, "table", "--db", str(path), "--seats", SEATS, "--script", "-")
    assert_one_line_refusal(done, path, reason)


def test_the_bot_refuses_a_bad_database_in_one_line_before_connecting(
    tmp_path, bad_file, monkeypatch, capsys
):
    path, reason = bad_file
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setenv("DUNE_DB", str(path))
    if "read-only" in reason and os.geteuid() == 0:
        pytest.skip("root writes read-only folders; the subprocess test covers this case")
    assert main(["run"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"Cannot use the database {path}: {reason}" in err


def test_the_bot_process_exits_promptly_on_a_bad_database(tmp_path):
    path = random_bytes(tmp_path)
    done = cli(tmp_path, "run", env={"DISCORD_TOKEN": "not-a-real-token", "DUNE_DB": str(path)})
    assert_one_line_refusal(done, path, "it is not a SQLite database")


def test_a_read_only_database_file_refuses_a_move_and_loses_nothing(tmp_path):
    path = good_database(tmp_path / "games.sqlite3")
    path.chmod(0o444)
    before = path.read_bytes()
    script = tmp_path / "more.txt"
    script.write_text("state\nmod: set_spice alice 40\n")
    done = cli(tmp_path, "table", "--db", str(path), "--game", "1", "--script", str(script))
    assert done.returncode == 0, done.stderr
    assert (
        "! mod: Your move was not saved: the database is read-only; nothing changed" in done.stdout
    )
    assert path.read_bytes() == before


def connection_threads() -> int:
    return sum("_connection_worker_thread" in t.name for t in threading.enumerate())


def test_a_new_game_on_a_read_only_database_file_is_refused_in_one_line(tmp_path):
    path = good_database(tmp_path / "games.sqlite3")
    path.chmod(0o444)
    done = cli(tmp_path, "table", "--db", str(path), "--seats", SEATS, "--script", "-")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.strip() == f"dune-moderator: Cannot write the database {path}: it is " \
        "read-only (the file or its folder); it must be writable."


async def test_a_failed_open_leaves_no_connection_thread_behind(tmp_path):
    threads = connection_threads()
    (path := tmp_path / "x.sqlite3").write_bytes(os.urandom(8192))
    for _ in range(3):
        with pytest.raises(UnusableDatabase, match="not a SQLite database"):
            await SqliteStore.open(path)
    await asyncio.sleep(0.05)
    assert connection_threads() == threads

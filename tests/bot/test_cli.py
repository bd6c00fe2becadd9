"""The command line: static data, simulation and the demo."""

import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from bot.cli import main

ROOT = Path(__file__).resolve().parents[2]


def test_data_classic_json(capsys):
    assert main(["data", "classic", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["board"]["territories"]) == 42
    assert len(data["treachery_deck"]) == 33 and len(data["leaders"]) == 30
    arrakeen = next(t for t in data["board"]["territories"] if t["name"] == "Arrakeen")
    assert arrakeen["kind"] == "stronghold" and arrakeen["shield_wall"]


def test_data_text_and_unknown_ruleset(capsys):
    assert main(["data", "classic"]) == 0
    assert "Feyd-Rautha" in capsys.readouterr().out
    assert main(["data", "monopoly"]) == 2


def test_simulate_and_demo(capsys):
    assert main(["simulate", "--games", "3", "--seed", "9", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "3 games (1 processes), 0 failed" in out and "winners:" in out
    assert main(["demo", "--seed", "2", "--steps", "3"]) == 0
    out = capsys.readouterr().out
    assert "Turn 1: storm round" in out and "[seat:" not in out


def test_a_reader_that_stops_early_ends_the_output_quietly():
    # `dune-moderator data classic | head -1`: no BrokenPipeError traceback, status 0; the
    # reading end is closed before the first write, so every write meets a broken pipe
    read, write = os.pipe()
    os.close(read)
    proc = subprocess.run([sys.executable, "-m", "bot.cli", "data", "classic"], stdout=write,
                          stderr=subprocess.PIPE, timeout=60, check=False)
    os.close(write)
    assert (proc.returncode, proc.stderr) == (0, b"")


def test_demo_plays_whole_turns_and_names_a_command_that_works_from_the_clone(capsys):
    assert main(["demo", "--seed", "3", "--turns", "2"]) == 0
    out = capsys.readouterr().out
    headings = [line for line in out.splitlines() if line.startswith("=== ")]
    assert any(h.startswith("=== Turn 2") for h in headings)
    assert not any(h.startswith("=== Turn 3") for h in headings)
    hint = re.search(r"`([^`]+)` to play", out)
    assert hint is not None and hint.group(1).startswith(".venv/bin/dune-moderator ")
    done = subprocess.run(["bash", "-c", hint.group(1)], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0 and "--seed" in done.stdout


def test_the_table_without_a_seed_draws_one_and_prints_it(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    seeds = set()
    for n in range(1, 4):
        assert main(["table", "--db", str(tmp_path / "t.sqlite3"), "--seats", "a,b"]) == 0
        note = capsys.readouterr().err.splitlines()[-1]
        found = re.fullmatch(rf"Game {n} \(.*t\.sqlite3\), seed (\d+)", note)
        assert found, note
        seeds.add(int(found.group(1)))
    assert len(seeds) > 1  # drawn, not always the same


def test_the_tables_database_is_its_own_and_documented(capsys, monkeypatch):
    monkeypatch.setenv("DUNE_DB", "data/bots.sqlite3")
    with pytest.raises(SystemExit):
        main(["table", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--db DB the SQLite file the table's games are kept in (default " \
        "data/table.sqlite3" in text
    assert "bots.sqlite3" not in text and "data/dune.sqlite3" not in text


@pytest.mark.parametrize("seed", ["99999999999999999999999999", "-1"])
def test_the_table_refuses_a_seed_out_of_range_naming_the_range(tmp_path, capsys, seed):
    db = tmp_path / "t.sqlite3"
    assert main(["table", "--db", str(db), "--seats", "a,b", "--seed", seed]) == 2
    err = capsys.readouterr().err
    assert err.strip() == ("Cannot start the game: --seed takes a whole number from 0 to "
                           f"{2**53}, not {seed}.")
    assert not db.exists()


def test_resuming_from_a_database_that_does_not_exist_creates_nothing(tmp_path, capsys,
                                                                       monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["table", "--db", "nodir/x.db", "--game", "1"]) == 2
    assert capsys.readouterr().err.strip() == ("Cannot resume game 1 from nodir/x.db: there "
                                               "is no such database file. Give the --db the "
                                               "game was played in.")
    assert list(tmp_path.iterdir()) == []


@pytest.fixture
def server_folder(tmp_path, monkeypatch):
    """A folder for `postgres` to start its server in (one the `postgres` user may enter when
    we are root), run from a folder without `.env` and without a token; the server is
    stopped and the folder removed at the end."""
    from bot.local_postgres import running_port
    from bot.storage.pg_server import LocalServer, binaries

    if binaries() is None:
        pytest.skip("PostgreSQL is not installed here (no initdb/pg_ctl)")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    # set, then removed: so the URL the command puts in the environment is taken away
    # after the test, which other tests (a bot started on a SQLite file) would inherit
    monkeypatch.setenv("DUNE_DATABASE_URL", "")
    monkeypatch.delenv("DUNE_DATABASE_URL")
    folder = Path(tempfile.mkdtemp(prefix="dune-pg-cli-"))
    try:
        yield folder
    finally:
        port = running_port(folder)
        if port is not None:
            LocalServer(folder, port=port).stop("immediate")
        shutil.rmtree(folder, ignore_errors=True)


def test_postgres_keeps_a_table_game_on_a_local_server_that_the_next_start_reuses(
        server_folder, capsys):
    from bot.storage.pg_server import free_port

    port = free_port()
    assert main(["postgres", "--folder", str(server_folder), "--port", str(port)]) == 0
    out = capsys.readouterr().out
    url = f"postgresql://dune@127.0.0.1:{port}/dune"
    assert f"PostgreSQL runs in {server_folder}: DUNE_DATABASE_URL={url}\n" in out
    assert "DISCORD_TOKEN is not set: starting a game at the table instead" in out
    assert (f"Game 1 is kept on the server, which keeps running. Play it: "
            f".venv/bin/dune-moderator table --db {url} --game 1;") in out
    script = Path("pending.txt")
    script.write_text("pending\n")
    assert main(["table", "--db", url, "--game", "1", "--script", str(script)]) == 0
    assert f"Game 1 ({url}), seed 1" in capsys.readouterr().err
    assert main(["postgres", "--folder", str(server_folder), "--port", str(free_port())]) == 0
    out = capsys.readouterr().out
    assert f"DUNE_DATABASE_URL={url}\n" in out and "Game 2 is kept" in out  # the same server
    assert main(["postgres", "--folder", str(server_folder), "--stop"]) == 0
    assert main(["postgres", "--folder", str(server_folder), "--stop"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"Stopped the PostgreSQL server in {server_folder}.",
        f"No PostgreSQL server runs in {server_folder}."]


def test_postgres_that_cannot_start_says_why_in_one_line(tmp_path, capsys, monkeypatch):
    # set, then removed: so the URL the command puts in the environment is taken away
    # after the test, which other tests (a bot started on a SQLite file) would inherit
    monkeypatch.setenv("DUNE_DATABASE_URL", "")
    monkeypatch.delenv("DUNE_DATABASE_URL")
    taken = tmp_path / "a-file"
    taken.write_text("")
    assert main(["postgres", "--folder", str(taken)]) == 2
    printed = capsys.readouterr()
    assert printed.err.startswith(f"dune-moderator: cannot start PostgreSQL in {taken}: ")
    assert printed.err.count("\n") == 1 and "DUNE_DATABASE_URL" not in os.environ


def test_the_table_names_a_servers_url_without_its_password():
    from bot.table import shown

    assert shown("postgresql://dune:s3cret@db:5432/dune") == "postgresql://dune:***@db:5432/dune"
    assert shown("postgres://dune@db/dune") == "postgres://dune@db/dune"
    assert shown("data/table.sqlite3") == "data/table.sqlite3"


def test_simulate_with_bots_in_every_seat_prints_their_share_of_the_wins(capsys):
    assert main(["simulate", "--ruleset", "diuna", "--games", "2", "--seed", "3",
                 "--jobs", "1", "--bots", "all"]) == 0
    out = capsys.readouterr().out
    assert "wins: bots 100% (holding 100% of the seats)" in out
    assert "bot moves refused: 0" in out
    assert "could win at a turn's end:" in out
    # a line per side seated, every seat a bot's: its wins as a bot are all its wins
    sides = re.findall(r"^  \w+: (\d+) of (\d+) \(\d+%\); held by a bot: (\d+) of (\d+)$",
                       out, re.MULTILINE)
    assert len(sides) == 4
    assert all((won, held) == (bot_won, bot_held) for won, held, bot_won, bot_held in sides)
    assert sum(int(won) for won, *_ in sides) == 2  # one winner a game here


def test_simulate_refuses_a_count_of_bots_that_is_not_a_number(capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "--bots", "some"])
    assert "`some` is not a number of seats" in capsys.readouterr().err


def test_simulate_gives_a_slow_rulesets_rate_in_two_digits_not_zero():
    from bot.simulate import _rate

    assert _rate(12 / 300.2) == "0.04" and _rate(0.5) == "0.5"
    assert _rate(12.345) == "12.3"

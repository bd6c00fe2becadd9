"""A game's record at the table: `export FILE` writes it, `--import FILE` plays it on in a
new game (the same state and log); a record edited, a file missing, and `--import` with
`--game` are refused saying why, with no game made."""

from __future__ import annotations

import asyncio
import io
import json

from bot.cli import main
from bot.service import GameService
from bot.storage import SqliteStore
from bot.table import TableArgs, run_table

SEATS = "alice:atreides,bob:harkonnen"


def args(tmp_path, db: str, script: str, **extra) -> TableArgs:
    path = tmp_path / f"{db}.txt"
    path.write_text(script)
    return TableArgs(ruleset="classic", seats=extra.pop("seats", SEATS), seed=3,
                     db=str(tmp_path / f"{db}.sqlite3"), game=None, script=str(path),
                     json=True, **extra)


async def session_of(path, game_id: int = 1):
    async with await SqliteStore.open(path) as store:
        return (await GameService(store).session(game_id))[1]


async def test_a_record_exported_at_the_table_is_imported_as_the_same_game(tmp_path):
    record = tmp_path / "record.json"
    out = io.StringIO()
    assert await run_table(args(tmp_path, "a", f"mod: force\nexport {record}\n"), out) == 0
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert any(a.get("exported") == str(record) for a in answers)
    out = io.StringIO()
    assert await run_table(args(tmp_path, "b", "status\n", seats=None,
                                import_file=str(record)), out) == 0
    original, imported = await session_of(tmp_path / "a.sqlite3"), \
        await session_of(tmp_path / "b.sqlite3")
    assert imported.state == original.state and imported.log == original.log


def test_an_edited_record_is_refused_and_makes_no_game(tmp_path, capsys):
    record = tmp_path / "record.json"
    script = tmp_path / "a.txt"
    script.write_text(f"mod: force\nexport {record}\n")
    assert main(["table", "--seats", SEATS, "--seed", "3", "--script", str(script),
                 "--db", str(tmp_path / "a.sqlite3")]) == 0
    data = json.loads(record.read_text())
    data["commands"][0]["hash"] = "0" * 64
    record.write_text(json.dumps(data))
    assert main(["table", "--import", str(record), "--db", str(tmp_path / "c.sqlite3")]) == 2
    said = capsys.readouterr().err
    assert "cannot be imported" in said and "from command 1 on" in said
    assert asyncio.run(games(tmp_path / "c.sqlite3")) == []


async def games(path) -> list:
    async with await SqliteStore.open(path) as store:
        return await store.games()


def test_import_refusals_say_why(tmp_path, capsys):
    missing = str(tmp_path / "none.json")
    assert main(["table", "--import", missing, "--db", str(tmp_path / "d.sqlite3")]) == 2
    assert "cannot be read" in capsys.readouterr().err
    assert main(["table", "--import", missing, "--game", "1",
                 "--db", str(tmp_path / "d.sqlite3")]) == 2
    assert "without `--game`" in capsys.readouterr().err


async def test_export_needs_a_file_it_can_write(tmp_path):
    out = io.StringIO()
    script = f"export\nexport {tmp_path / 'no' / 'such' / 'folder.json'}\n"
    assert await run_table(args(tmp_path, "e", script), out) == 0
    refused = [json.loads(line)["error"] for line in out.getvalue().splitlines()
               if json.loads(line).get("ok") is False]
    assert "Name the file" in refused[0] and "could not be written" in refused[1]

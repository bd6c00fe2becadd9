"""The table with `--bots`: the seats named (by seat or side) are played by the bot after
each command, and their moves are printed like any other seat's."""

from __future__ import annotations

import io

from bot.table import TableArgs, run_table


async def table(tmp_path, bots: str, script: str) -> tuple[int, str]:
    path = tmp_path / "script.txt"
    path.write_text(script)
    out = io.StringIO()
    args = TableArgs(ruleset="classic", seats="alice:atreides,bob:harkonnen", seed=3,
                     db=str(tmp_path / "t.sqlite3"), game=None, script=str(path), json=False,
                     bots=bots)
    return await run_table(args, out), out.getvalue()


async def test_a_bot_named_by_its_side_plays_after_each_command(tmp_path):
    done, out = await table(tmp_path, "harkonnen", "alice: traitor Feyd-Rautha\n"
                                                   "alice: dial 2\n")
    assert done == 0
    lines = out.splitlines()
    traitor = lines.index("> alice: traitor Feyd-Rautha")
    bob = next(i for i, line in enumerate(lines) if line.startswith("> bob: dial "))
    assert traitor < bob < lines.index("> alice: dial 2")  # the bot dialled once awaited
    assert lines[bob + 1].startswith("  [seat:bob] You dialed")  # its events, like any seat's
    assert "! bob" not in out


async def test_a_bot_seat_that_is_no_seat_is_refused_naming_the_seats(tmp_path, capsys):
    done, _ = await table(tmp_path, "carol", "")
    assert done == 2
    assert "No seat `carol`; seats: alice and bob." in capsys.readouterr().err

"""The local table's answers: seats checked first, views of unknown seats refused, long
lines refused without echo, JSON records tied to the input line they answer."""

from __future__ import annotations

import io
import json

from bot.service import GameService
from bot.storage import SqliteStore
from bot.table import INPUT_EXCERPT, Table, TableArgs, parse_seats, run_table
from engine.core import Origin
from engine.core.commands import MAX_COMMAND_LENGTH
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import play as simulate

from .table_answers import SEATS, answers

SEAT_LIST = "seats: alice, bob, carol and mod."


async def test_view_of_an_unknown_seat_is_an_error_listing_the_seats(tmp_path):
    [reply] = await answers(tmp_path, "view zed")
    assert reply == f"! No seat `zed`; {SEAT_LIST}\n"


async def test_view_of_a_seat_is_the_sheet_the_bot_shows_for_game_view(tmp_path):
    """`view alice` reads as `/game view` does (the same sheet, rendered once for both),
    not as JSON; `view` alone is the moderator's table of `/mod view`."""
    mine, table = await answers(tmp_path, "view alice", "view")
    assert mine.startswith("Game 1: Atreides (alice): behind your shield\n")
    assert "\nTraitors\n  To choose from: " in mine and "\nWaiting for you\n" in mine
    assert "{" not in mine and '"private"' not in mine
    assert table.startswith("Game 1 (Dune (Avalon Hill, 1979)), for moderators\n")
    assert "\nWaiting for\n  alice (traitor): " in table


async def test_a_seat_typing_help_or_view_gets_its_own_look_up(tmp_path):
    """`alice: help` and `alice: view` are what a player types first: they read as
    `help alice` and `view alice`, not as an unknown command of the game."""
    asked, looked_up = await answers(tmp_path, "alice: help", "help alice")
    assert asked == looked_up and "Unknown command" not in asked
    mine, sheet = await answers(tmp_path / "2", "alice: view", "view alice")
    assert mine == sheet and mine.startswith("Game 1: Atreides (alice): behind your shield")


async def test_view_as_json_keeps_the_rulesets_view_beside_the_sheet(tmp_path):
    mine, public = await answers(tmp_path, "view alice", "view", as_json=True)
    mine, public = json.loads(mine), json.loads(public)
    assert "private" in mine["view"] and "private" not in public["view"]
    assert mine["sheet"]["title"] == "Game 1: Atreides (alice): behind your shield"
    assert "Traitors" in [s["title"] for s in mine["sheet"]["sections"]]


async def test_an_unknown_seat_is_reported_before_a_bad_command(tmp_path):
    [reply] = await answers(tmp_path, "zed: fly me to the moon")
    assert reply == f"! No seat `zed`; {SEAT_LIST}\n"


async def test_a_command_without_a_seat_says_how_to_name_one(tmp_path):
    [reply] = await answers(tmp_path, ": pass")
    assert "`<seat>: <command>`" in reply and SEAT_LIST in reply


async def test_a_long_line_is_refused_by_its_length_without_echo(tmp_path):
    command = "bid " + "9" * 48_000
    [reply] = await answers(tmp_path, f"alice: {command}")
    assert f"That command is {len(command):,} characters long; commands are at most 500." \
        in reply
    assert "9999999999" not in reply


async def test_a_command_of_the_longest_length_is_not_refused_for_its_seat_prefix(tmp_path):
    """The limit is the command's, as `/do` counts it: `alice: ` does not count."""
    command = "bribe harkonnen 1 " + "n" * (MAX_COMMAND_LENGTH - len("bribe harkonnen 1 "))
    assert len(command) == MAX_COMMAND_LENGTH
    [reply] = await answers(tmp_path, f"alice: {command}")
    assert "characters long" not in reply
    assert reply.startswith("> alice: bribe harkonnen 1 nnn")


async def test_unknown_table_words_are_quoted_as_a_short_excerpt(tmp_path):
    [reply] = await answers(tmp_path, "w" * 300 + " x")
    assert "w" * 41 not in reply and "neither `<seat>: <command>`" in reply


async def test_json_records_carry_the_line_and_input_they_answer(tmp_path):
    lines = ["# comment", "pending", "alice: dial 99", "view zed", "mod: force"]
    replies = await answers(tmp_path, *lines, as_json=True)
    for number, (line, reply) in enumerate(zip(lines, replies, strict=True), start=1):
        for record in map(json.loads, reply.splitlines()):
            assert (record["line"], record["input"]) == (number, line)
    assert replies[0] == "" and all(replies[1:])


async def test_json_input_is_cut_to_an_excerpt(tmp_path):
    line = "territory " + "q" * 400
    [reply] = await answers(tmp_path, line, as_json=True)
    record = json.loads(reply)
    assert record["input"] == line[:INPUT_EXCERPT] + "…" and record["ok"] is False


async def test_json_opening_records_answer_line_zero(tmp_path):
    script = tmp_path / "empty.txt"
    script.write_text("")
    out = io.StringIO()
    args = TableArgs(ruleset="classic", seats=SEATS, seed=1, db=str(tmp_path / "o.sqlite3"),
                     game=None, script=str(script), json=True)
    assert await run_table(args, out) == 0
    records = [json.loads(r) for r in out.getvalue().splitlines()]
    assert records and all((r["line"], r["input"]) == (0, None) for r in records)


async def test_a_script_that_is_not_utf8_is_read_with_replacement_characters(tmp_path):
    script = tmp_path / "bytes.txt"
    script.write_bytes(b"state\n\xff\xfe garbage \x80\npending\n")
    out = io.StringIO()
    args = TableArgs(ruleset="classic", seats=SEATS, seed=1, db=str(tmp_path / "b.sqlite3"),
                     game=None, script=str(script), json=True)
    assert await run_table(args, out) == 0
    records = [json.loads(r) for r in out.getvalue().splitlines()]
    assert {r["line"] for r in records} == {0, 1, 2, 3}
    assert next(r for r in records if r["line"] == 2)["input"] == "\ufffd\ufffd garbage \ufffd"


async def test_the_moderator_undoes_the_command_that_ended_the_game_at_the_table(tmp_path):
    # V: the game ends after the last turn (here max_turns 1); a mistaken end is taken back
    short = Origin(ruleset="classic", options={"max_turns": 1}, seats=parse_seats(SEATS), seed=5)
    log = simulate(short, seed=5).session.log
    async with await SqliteStore.open(tmp_path / "t.sqlite3") as store:
        service = GameService(store)
        game_id, _ = await service.create(short)
        for entry in log:
            await service.execute(game_id, entry.actor, RULESET.registry.load(entry.command))
        out = io.StringIO()
        table = Table(service, game_id, out, as_json=False)
        for line in ("alice: undo", "mod: undo"):
            await table.handle(line)
        assert out.getvalue().splitlines()[:2] == ["! alice: This game has ended.",
                                                   "> mod: undo"]
        assert (await store.game(game_id)).status == "active"

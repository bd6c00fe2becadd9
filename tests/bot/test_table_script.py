"""The table reads scripts as people write them: `#` comments, whole-line or after a
command, and `board svg` as the only output on stdout so that it can be redirected."""

from __future__ import annotations

import io
import sys
import xml.etree.ElementTree as ET

import pytest

from bot.table import TableArgs, _lines, run_table, without_comment

from .test_table import SEATS, answers


@pytest.mark.parametrize(("line", "command"), [
    ("# a whole-line comment", ""),
    ("   # indented", "   "),
    ("alice: dial 3   # secret", "alice: dial 3   "),
    ("alice: dial 3 #secret", "alice: dial 3 "),
    ('mod: note "#1 rule" # why', 'mod: note "#1 rule" '),  # quoted: kept
    ("alice: note a#b c", "alice: note a#b c"),  # inside a word: kept
    ("pending", "pending"),
])
def test_a_word_beginning_with_a_hash_starts_a_comment(line, command):
    assert without_comment(line) == command


async def test_a_trailing_comment_is_not_part_of_the_command(tmp_path):
    plain, commented, alone = await answers(tmp_path, "pending", "pending  # who now?",
                                            "# nothing to do")
    assert commented == plain and plain.startswith("  waiting for")
    assert alone == ""


async def test_a_command_with_a_trailing_comment_is_played_and_echoed_without_it(tmp_path):
    [reply] = await answers(tmp_path, "mod: force   # apply every default")
    assert reply.startswith("> mod: force\n") and "#" not in reply


async def test_board_svg_is_alone_on_stdout_so_it_can_be_redirected(tmp_path, capsys):
    db = str(tmp_path / "t.sqlite3")
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    new = TableArgs(ruleset="classic", seats=SEATS, seed=3, db=db, game=None,
                    script=str(empty), json=False)
    assert await run_table(new, io.StringIO()) == 0
    script = tmp_path / "svg.txt"
    script.write_text("board svg\n")
    out = io.StringIO()
    resumed = TableArgs(ruleset="classic", seats=None, seed=0, db=db, game=1,
                        script=str(script), json=False)
    assert await run_table(resumed, out) == 0
    root = ET.fromstring(out.getvalue())  # the whole output is one SVG document
    assert root.tag.endswith("svg")
    note = capsys.readouterr().err.splitlines()[-1]  # a note, not output
    assert note == f"Game 1 ({db}), seed 3"


class Terminal(io.StringIO):
    """Typed input: a terminal."""

    def isatty(self) -> bool:
        return True


def test_the_prompt_goes_to_stderr_when_stdout_is_redirected(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", Terminal("board svg\n"))
    assert list(_lines(None)) == ["board svg\n"]
    typed = capsys.readouterr()
    assert typed.out == "" and typed.err == "dune> dune> "  # asked again, then the end
